// Dashboards (spec part 1 §2.6): the superadmin with no company selected sees 'Dashboard Global'
// (platform figures, quick actions, the latest companies, system control); with a company, everyone
// sees 'Dashboard - {company}' (its figures, quick actions, the latest interviews). A company user
// without a company is asked to select one.
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Badge, Box, Button, Card, Flex, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD } from '@shared/constants';
import {
  BarChartIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  CheckCircleIcon,
  ClockIcon,
  FileTextIcon,
  KeyIcon,
  ShieldIcon,
  SparkIcon,
  UsersIcon,
} from '../../components/icons';
import { ErrorCarga } from '../../components/error-carga';
import { EstadoEntrevistaBadge } from '../../components/estado-entrevista';
import { Seccion } from '../../components/seccion';
import { TarjetaCifra } from '../../components/tarjeta-cifra';
import { formatFecha, textoFechaEntrevista } from '../../lib/format';
import { useSession } from '../../lib/session';
import { etiquetaPlan, nombreEmpresa } from '@shared/empresa-etiquetas';
import { PlanEmpresa } from './components/plan-empresa';
import { PrimerosPasos } from './components/primeros-pasos';
import { type DashboardEmpresaData, type DashboardGlobalData, type VistaDashboard, useDashboard, vistaDashboard } from './api/dashboard';

type Icono = ComponentType<{ boxSize?: string }>;
const NUM = new Intl.NumberFormat('es-ES');

/** A button (not a link): the navigation's links keep unique names for 'Empresas', 'Servicios HR'… */
function AccionRapida({ to, label, icon: Icon }: { to: string; label: string; icon: Icono }) {
  const navigate = useNavigate();
  return (
    <Button variant="outline" justifyContent="flex-start" width="full" onClick={() => navigate(to)}>
      <Icon boxSize="4" />
      {label}
    </Button>
  );
}

function Cargando() {
  return (
    <Stack gap="6" aria-busy="true">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="28" rounded="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h="48" rounded="lg" />
    </Stack>
  );
}

function DashboardGlobal({ data }: { data: DashboardGlobalData }) {
  const recientes = data.empresasRecientes.slice(0, DASHBOARD.empresasRecientes);
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <TarjetaCifra
          etiqueta="Total Empresas"
          valor={data.totalEmpresas}
          detalle={`${NUM.format(data.empresasActivas)} ${data.empresasActivas === 1 ? 'activa' : 'activas'}`}
          icono={<BuildingIcon boxSize="5" />}
        />
        <TarjetaCifra
          etiqueta="Licencias Activas"
          valor={data.licenciasActivas}
          detalle="En todas las empresas"
          icono={<KeyIcon boxSize="5" />}
          color="purple"
        />
        <TarjetaCifra
          etiqueta="Entrevistas Completadas"
          valor={data.entrevistasCompletadas}
          icono={<CheckCircleIcon boxSize="5" />}
          color="green"
        />
        <TarjetaCifra etiqueta="Informes Generados" valor={data.informesGenerados} icono={<FileTextIcon boxSize="5" />} color="orange" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Seccion enTarjeta titulo="Acciones rápidas">
          <Stack gap="2">
            <AccionRapida to="/empresas" label="Gestionar empresas" icon={BuildingIcon} />
            <AccionRapida to="/servicios-hr" label="Servicios HR" icon={BriefcaseIcon} />
            <AccionRapida to="/analytics" label="Analytics" icon={BarChartIcon} />
          </Stack>
        </Seccion>
        <Seccion enTarjeta titulo="Empresas recientes">
          {recientes.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              No hay empresas recientes
            </Text>
          ) : (
            <Stack as="ul" gap="3" aria-label="Empresas recientes">
              {recientes.map((e) => (
                <HStack as="li" key={e.id} justify="space-between" listStyleType="none">
                  <Box minW="0">
                    <Text fontWeight="medium" truncate>
                      {e.nombre}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {etiquetaPlan(e.plan)}
                      {e.fechaCreacion && formatFecha(e.fechaCreacion) ? ` · ${formatFecha(e.fechaCreacion)}` : ''}
                    </Text>
                  </Box>
                  <Badge colorPalette={e.activa ? 'green' : 'gray'} variant="subtle">
                    {e.activa ? 'Activa' : 'Inactiva'}
                  </Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Seccion>
        <Seccion enTarjeta titulo="Control del sistema">
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Administra la plataforma SaaS y prueba el asistente de alta de empresas.
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to="/saas-admin">
                <ShieldIcon />
                Administrar SaaS
              </RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/onboarding">
                <SparkIcon />
                Demo Onboarding
              </RouterLink>
            </Button>
          </Stack>
        </Seccion>
      </SimpleGrid>
    </Stack>
  );
}

function DashboardEmpresa({ data }: { data: DashboardEmpresaData }) {
  const recientes = data.entrevistasRecientes.slice(0, DASHBOARD.entrevistasRecientes);
  const { user } = useSession();
  return (
    <Stack gap="6">
      {/* A new company's checklist (D164), for its admins until they dismiss it. */}
      {user?.rol === 'admin' && <PrimerosPasos empresaId={data.empresaId} />}
      {/* The plan, the trial's end and a plan change request (D164), for its admins. */}
      {user?.rol === 'admin' && <PlanEmpresa empresaId={data.empresaId} />}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <TarjetaCifra etiqueta="Licencias Activas" valor={data.licenciasActivas} icono={<KeyIcon boxSize="5" />} color="purple" />
        <TarjetaCifra etiqueta="Candidatos" valor={data.candidatos} icono={<UsersIcon boxSize="5" />} />
        <TarjetaCifra
          etiqueta="Entrevistas Pendientes"
          valor={data.entrevistasPendientes}
          icono={<ClockIcon boxSize="5" />}
          color="orange"
        />
        <TarjetaCifra
          etiqueta="Completadas"
          valor={data.entrevistasCompletadas}
          detalle={`${Math.round(data.tasaCompletado)}% de finalización`}
          icono={<CheckCircleIcon boxSize="5" />}
          color="green"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Seccion enTarjeta titulo="Acciones rápidas">
          <Stack gap="2">
            <AccionRapida to="/candidatos" label="Gestionar candidatos" icon={UsersIcon} />
            <AccionRapida to="/entrevistas?programar=1" label="Programar entrevista" icon={CalendarIcon} />
            <AccionRapida to="/informes" label="Ver informes" icon={FileTextIcon} />
          </Stack>
        </Seccion>
        <Box gridColumn={{ lg: 'span 2' }}>
          <Seccion enTarjeta titulo="Entrevistas recientes">
            {recientes.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No hay entrevistas recientes
              </Text>
            ) : (
              <Stack as="ul" gap="3" aria-label="Entrevistas recientes">
                {recientes.map((e) => (
                  <HStack as="li" key={e.id} justify="space-between" listStyleType="none" gap="3">
                    <Box minW="0">
                      <Text fontWeight="medium" truncate>
                        {e.candidatoNombre}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {textoFechaEntrevista(e) ?? 'Sin fecha programada'}
                      </Text>
                    </Box>
                    <EstadoEntrevistaBadge estado={e.estado} size="sm" />
                  </HStack>
                ))}
              </Stack>
            )}
          </Seccion>
        </Box>
      </SimpleGrid>
    </Stack>
  );
}

function Contenido({ vista, nombreActual }: { vista: VistaDashboard; nombreActual: string }) {
  const { data, error, isLoading, mutate } = useDashboard(vista);

  if (vista.tipo === 'sin-empresa') {
    return (
      <Card.Root>
        <Card.Body>
          <Stack align="center" textAlign="center" py="8" gap="2">
            <BuildingIcon boxSize="8" color="fg.muted" />
            <Heading as="h2" size="lg">
              Selecciona una empresa
            </Heading>
            <Text color="fg.muted">Las cifras del dashboard se muestran para una empresa.</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }

  const titulo = vista.tipo === 'global' ? 'Dashboard Global' : `Dashboard - ${data?.tipo === 'empresa' ? data.nombre : nombreActual}`;
  let cuerpo: ReactNode;
  if (data && data.tipo === vista.tipo)
    cuerpo =
      vista.tipo === 'global' ? (
        <DashboardGlobal data={data as DashboardGlobalData} />
      ) : (
        <DashboardEmpresa data={data as DashboardEmpresaData} />
      );
  else if (error)
    cuerpo = <ErrorCarga titulo="No se pudieron cargar las cifras del dashboard" error={error} onReintentar={() => void mutate()} />;
  else if (isLoading || !data) cuerpo = <Cargando />;
  else cuerpo = <Cargando />;

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {titulo}
      </Heading>
      {cuerpo}
    </Stack>
  );
}

export function DashboardPage() {
  const { user, empresaActual } = useSession();
  const vista = vistaDashboard(user, empresaActual);
  return (
    <Box>
      <Flex mb="6" justify="space-between" align="end" wrap="wrap" gap="2">
        <Box>
          <Heading as="h1" size="2xl">
            Dashboard
          </Heading>
        </Box>
      </Flex>
      <Contenido vista={vista} nombreActual={nombreEmpresa(empresaActual) || user?.empresaNombre || ''} />
    </Box>
  );
}

// Dashboards (spec part 1 §2.6): the superadmin with no company selected sees 'Dashboard Global'
// (platform figures, quick actions, the latest companies, system control); with a company, everyone
// sees 'Dashboard - {company}' (its figures, quick actions, the latest interviews). A company user
// without a company is asked to select one.
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Badge, Box, Button, Card, Flex, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
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
import { formatFecha } from '../../lib/format';
import { useSession } from '../../lib/session';
import { nombreEmpresa } from '@shared/empresa-etiquetas';
import { type DashboardEmpresaData, type DashboardGlobalData, type VistaDashboard, useDashboard, vistaDashboard } from './api/dashboard';
import { ETIQUETA_ESTADO_ENTREVISTA, PROPS_VARIANTE, varianteEstadoEntrevista } from './estado-entrevista';

type Icono = ComponentType<{ boxSize?: string }>;
const NUM = new Intl.NumberFormat('es-ES');

function StatCard({ label, value, help, icon: Icon, palette = 'brand' }: { label: string; value: number; help?: string; icon: Icono; palette?: string }) {
  return (
    <Card.Root size="sm" aria-label={label} role="group">
      <Card.Body>
        <HStack justify="space-between" align="start">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              {label}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
              {NUM.format(value)}
            </Text>
            {help && (
              <Text fontSize="xs" color="fg.muted">
                {help}
              </Text>
            )}
          </Stack>
          <Box p="2" rounded="lg" bg={`${palette}.subtle`} color={`${palette}.fg`}>
            <Icon boxSize="5" />
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function Seccion({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root size="sm" h="full">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

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

function ErrorCarga({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No se pudieron cargar las cifras del dashboard</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert.Root>
  );
}

function DashboardGlobal({ data }: { data: DashboardGlobalData }) {
  const recientes = data.empresasRecientes.slice(0, DASHBOARD.empresasRecientes);
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard label="Total Empresas" value={data.totalEmpresas} help={`${NUM.format(data.empresasActivas)} activas`} icon={BuildingIcon} />
        <StatCard label="Licencias Activas" value={data.licenciasActivas} help="En todas las empresas" icon={KeyIcon} palette="purple" />
        <StatCard label="Entrevistas Completadas" value={data.entrevistasCompletadas} icon={CheckCircleIcon} palette="green" />
        <StatCard label="Informes Generados" value={data.informesGenerados} icon={FileTextIcon} palette="orange" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Seccion title="Acciones rápidas">
          <Stack gap="2">
            <AccionRapida to="/empresas" label="Gestionar empresas" icon={BuildingIcon} />
            <AccionRapida to="/servicios-hr" label="Servicios HR" icon={BriefcaseIcon} />
            <AccionRapida to="/analytics" label="Analytics" icon={BarChartIcon} />
          </Stack>
        </Seccion>
        <Seccion title="Empresas recientes">
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
                    <Text fontSize="xs" color="fg.muted" textTransform="capitalize">
                      {e.plan}
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
        <Seccion title="Control del sistema">
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
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard label="Licencias Activas" value={data.licenciasActivas} icon={KeyIcon} palette="purple" />
        <StatCard label="Candidatos" value={data.candidatos} icon={UsersIcon} />
        <StatCard label="Entrevistas Pendientes" value={data.entrevistasPendientes} icon={ClockIcon} palette="orange" />
        <StatCard
          label="Completadas"
          value={data.entrevistasCompletadas}
          help={`${Math.round(data.tasaCompletado)}% de finalización`}
          icon={CheckCircleIcon}
          palette="green"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Seccion title="Acciones rápidas">
          <Stack gap="2">
            <AccionRapida to="/candidatos" label="Gestionar candidatos" icon={UsersIcon} />
            <AccionRapida to="/entrevistas" label="Programar entrevista" icon={CalendarIcon} />
            <AccionRapida to="/informes" label="Ver informes" icon={FileTextIcon} />
          </Stack>
        </Seccion>
        <Box gridColumn={{ lg: 'span 2' }}>
          <Seccion title="Entrevistas recientes">
            {recientes.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No hay entrevistas recientes
              </Text>
            ) : (
              <Stack as="ul" gap="3" aria-label="Entrevistas recientes">
                {recientes.map((e) => {
                  const props = PROPS_VARIANTE[varianteEstadoEntrevista(e.estado)];
                  return (
                    <HStack as="li" key={e.id} justify="space-between" listStyleType="none" gap="3">
                      <Box minW="0">
                        <Text fontWeight="medium" truncate>
                          {e.candidatoNombre}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {formatFecha(e.fechaProgramada) ?? 'Sin fecha programada'}
                        </Text>
                      </Box>
                      <Badge {...props} data-variante={varianteEstadoEntrevista(e.estado)}>
                        {ETIQUETA_ESTADO_ENTREVISTA[e.estado] ?? e.estado}
                      </Badge>
                    </HStack>
                  );
                })}
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
  if (data && data.tipo === vista.tipo) cuerpo = vista.tipo === 'global' ? <DashboardGlobal data={data as DashboardGlobalData} /> : <DashboardEmpresa data={data as DashboardEmpresaData} />;
  else if (error) cuerpo = <ErrorCarga onRetry={() => void mutate()} />;
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
          {user && (
            <Text fontSize="lg" color="fg.muted">
              Hola, {user.nombre}
            </Text>
          )}
        </Box>
      </Flex>
      <Contenido vista={vista} nombreActual={nombreEmpresa(empresaActual) || user?.empresaNombre || ''} />
    </Box>
  );
}

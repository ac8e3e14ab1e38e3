// The companies: name, email, phone, status, plan, creation date and the edit action (part 1 §2.7).
// A company being deleted shows its deletion's progress (or failure) instead of its status, with the
// queued jobs' bar while it runs, and cannot be edited any more (the server refuses it too: D72).
// From 1280 px (Chakra's xl) a table whose columns share the width it has, so the actions column
// is always on screen; below, where seven columns cannot fit, one card per company with the same
// fields and its 'Editar' button (docs/decisions/ D46). A company whose country's law asks for a
// safeguard for the deploy's region that no admin recorded yet says so under its status (issue 67 item 8).
import { Badge, Box, Button, Card, HStack, IconButton, SimpleGrid, Stack, Table, Text, useMediaQuery } from '@chakra-ui/react';
import { etiquetaEmpresa, etiquetaPlan } from '@shared/empresa-etiquetas';
import { paisDeEmpresa } from '@shared/paises';
import { empresas as msgEmpresas } from '@shared/messages';
import { BarraProgreso, porcentaje } from '../../../components/barra-progreso';
import { PencilIcon } from '../../../components/icons';
import { CampoTarjeta } from '../../../components/campo-tarjeta';
import { Telefono } from '../../../components/telefono';
import { formatFecha } from '../../../lib/format';
import type { EmpresaFila } from '../api/empresas';
import { estadoEliminacion, estadoEmpresa } from '../etiquetas';

interface EmpresasTableProps {
  empresas: readonly EmpresaFila[];
  onEditar: (empresa: EmpresaFila) => void;
}

/** Below Chakra's xl breakpoint (80rem = 1280 px) the list is cards. */
export const CONSULTA_TARJETAS = '(max-width: 79.98rem)';

export function EmpresasTable(props: EmpresasTableProps) {
  // Read at once (no server render): the first paint is already the right layout.
  const [tarjetas] = useMediaQuery([CONSULTA_TARJETAS], { ssr: false });
  return tarjetas ? <EmpresasTarjetas {...props} /> : <EmpresasTabla {...props} />;
}

function datosDe(empresa: EmpresaFila) {
  const nombre = etiquetaEmpresa(empresa);
  const legal = empresa.nombreLegal && empresa.nombreLegal !== nombre ? empresa.nombreLegal : undefined;
  return {
    nombre,
    subtitulo: [legal, empresa.cif].filter(Boolean).join(' · '),
    estado: estadoEliminacion(empresa.eliminacion) ?? estadoEmpresa(empresa.estado),
    eliminandose: !!empresa.eliminacion,
    plan: etiquetaPlan(empresa.plan),
    telefono: empresa.telefono || 'Sin teléfono',
    pais: paisDeEmpresa(empresa),
    fecha: formatFecha(empresa.fechaCreacion) ?? '—',
  };
}

/**
 * A running deletion's bar under its badge: the users deleted of those it started with (the badge
 * says the same in words, so the bar shows no label of its own). None once it failed.
 */
function ProgresoEliminacion({ empresa, texto }: { empresa: EmpresaFila; texto: string }) {
  const e = empresa.eliminacion;
  if (e?.estado !== 'en_curso') return null;
  return (
    <BarraProgreso
      compacta
      valor={porcentaje(e.usuariosBorrados, e.usuariosTotal)}
      texto={texto}
      etiqueta={msgEmpresas.progresoEliminacionEtiqueta}
      color="red"
      estado={e.estado}
    />
  );
}

/** The safeguard for the data's transfer is missing (the server's `salvaguardaPendiente`): its first interview waits for it. */
function SalvaguardaBadge({ empresa }: { empresa: EmpresaFila }) {
  if (!empresa.salvaguardaPendiente) return null;
  return (
    <Badge
      variant="outline"
      colorPalette="orange"
      whiteSpace="normal"
      height="auto"
      py="0.5"
      alignSelf="start"
      title="La ley de su país pide registrar una garantía para la región donde están los datos; hasta entonces no puede programar su primera entrevista"
    >
      Falta garantía de datos
    </Badge>
  );
}

function PlanBadge({ empresa, texto }: { empresa: EmpresaFila; texto: string | undefined }) {
  return (
    <Badge variant="outline" colorPalette={empresa.plan === 'enterprise' ? 'brand' : 'gray'}>
      {texto}
    </Badge>
  );
}

function EmpresasTabla({ empresas, onEditar }: EmpresasTableProps) {
  return (
    <Box borderWidth="1px" rounded="lg" bg="bg" overflow="hidden">
      {/* Fixed layout: the columns share the width the table has instead of pushing it wider. */}
      <Table.Root size="md" interactive tableLayout="fixed" width="full">
        <Table.ColumnGroup>
          <Table.Column />
          <Table.Column />
          <Table.Column width="9rem" />
          <Table.Column width="7rem" />
          <Table.Column width="7.5rem" />
          <Table.Column width="8rem" />
          <Table.Column width="5.5rem" />
        </Table.ColumnGroup>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Empresa</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Teléfono</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Plan</Table.ColumnHeader>
            <Table.ColumnHeader>Fecha Creación</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Acciones</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {empresas.map((empresa) => {
            const d = datosDe(empresa);
            return (
              <Table.Row key={empresa.id}>
                <Table.Cell>
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {d.nombre}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {d.subtitulo}
                  </Text>
                </Table.Cell>
                <Table.Cell color="fg.muted" overflowWrap="anywhere">
                  {empresa.email}
                </Table.Cell>
                <Table.Cell color="fg.muted">
                  <Telefono telefono={d.telefono} pais={d.pais} />
                </Table.Cell>
                <Table.Cell>
                  {/* A deletion's progress is longer than the column: it wraps inside it, never over Plan. */}
                  <Stack gap="1">
                    <Badge
                      variant="subtle"
                      colorPalette={d.estado.color}
                      whiteSpace="normal"
                      maxWidth="full"
                      height="auto"
                      py="0.5"
                      alignSelf="start"
                    >
                      {d.estado.texto}
                    </Badge>
                    <ProgresoEliminacion empresa={empresa} texto={d.estado.texto} />
                    <SalvaguardaBadge empresa={empresa} />
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <PlanBadge empresa={empresa} texto={d.plan} />
                </Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {d.fecha}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton
                    variant="ghost"
                    size="sm"
                    aria-label={`Editar ${d.nombre}`}
                    disabled={d.eliminandose}
                    onClick={() => onEditar(empresa)}
                  >
                    <PencilIcon />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function EmpresasTarjetas({ empresas, onEditar }: EmpresasTableProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Empresas">
      {empresas.map((empresa) => {
        const d = datosDe(empresa);
        return (
          <Card.Root as="li" key={empresa.id} variant="outline" bg="bg" size="sm" aria-label={d.nombre}>
            <Card.Body gap="3">
              <HStack justify="space-between" align="start" gap="3">
                <Box minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {d.nombre}
                  </Text>
                  {d.subtitulo && (
                    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                      {d.subtitulo}
                    </Text>
                  )}
                </Box>
                <Button
                  variant="outline"
                  size="sm"
                  flexShrink="0"
                  aria-label={`Editar ${d.nombre}`}
                  disabled={d.eliminandose}
                  onClick={() => onEditar(empresa)}
                >
                  <PencilIcon />
                  Editar
                </Button>
              </HStack>
              <HStack gap="2" wrap="wrap">
                <Badge variant="subtle" colorPalette={d.estado.color}>
                  {d.estado.texto}
                </Badge>
                <PlanBadge empresa={empresa} texto={d.plan} />
                <SalvaguardaBadge empresa={empresa} />
              </HStack>
              <ProgresoEliminacion empresa={empresa} texto={d.estado.texto} />
              <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="2">
                <CampoTarjeta etiqueta="Email">{empresa.email}</CampoTarjeta>
                <CampoTarjeta etiqueta="Teléfono">
                  <Telefono telefono={d.telefono} pais={d.pais} />
                </CampoTarjeta>
                <CampoTarjeta etiqueta="Fecha Creación">{d.fecha}</CampoTarjeta>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

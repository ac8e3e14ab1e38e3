// The Sistema tab (D99; spec part 2 §2 "Sistema", where the demo shows a static list): shortcuts to
// Servicios HR and Configuración, the platform's parts with a badge and when each was observed (the
// last health record, the platform's AI keys, mail and its recent failures, each scheduled job's last
// run), and the 'Implementado' / 'Pendiente' checklist — all from GET /api/saas/sistema, which
// computes them from what is stored. The panel's 'Actualizar' reads it again (family saas), and the
// time of that reading is shown.
import { Link as RouterLink } from 'react-router';
import { Badge, Button, Card, Heading, HStack, List, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatFechaHora } from '@shared/fechas';
import type { EstadoLectura, EstadoSistema as Estado, TrabajoSistema } from '@shared/schemas/sistema';
import { BriefcaseIcon, SettingsIcon } from '../../../components/icons';
import { ErrorCarga } from '../../../components/error-carga';
import { useEstadoSistema } from '../api/saas';
import { TablaDesplazable } from '../../../components/tabla-desplazable';

const COLOR: Record<EstadoLectura, string> = { ok: 'green', aviso: 'orange', error: 'red', sin_datos: 'gray' };

/** The spec's shortcuts: the HR service templates and the platform's configuration. */
const ATAJOS = [
  ['/servicios-hr', BriefcaseIcon, 'Servicios HR'],
  ['/configuracion', SettingsIcon, 'Configuración'],
] as const;

const cuando = (iso: string | null) => (iso ? formatFechaHora(iso) : 'Sin lecturas');

function estadoTrabajo(t: TrabajoSistema): { texto: string; color: string } {
  if (!t.ultimaEjecucion) return { texto: 'Sin ejecución', color: 'gray' };
  if (t.resultado === 'error') return { texto: 'Falló', color: 'red' };
  return t.alDia ? { texto: 'Al día', color: 'green' } : { texto: 'Atrasado', color: 'orange' };
}

function Componentes({ d }: { d: Estado }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
      {d.componentes.map((c) => (
        <Card.Root key={c.id} variant="outline" bg="bg" role="group" aria-label={c.nombre} data-estado={c.estado}>
          <Card.Body gap="2" p="4">
            <HStack justify="space-between" align="start" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{c.nombre}</Text>
              <Badge colorPalette={COLOR[c.estado]} variant="subtle">
                {c.valor}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {c.detalle}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Lectura: {cuando(c.observadoEn)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Trabajos({ trabajos }: { trabajos: TrabajoSistema[] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Trabajos programados
      </Heading>
      <TablaDesplazable etiqueta="Trabajos programados" minW="xl" columnas={['Trabajo', 'Cada', 'Última ejecución', 'Estado']}>
        {trabajos.map((t) => {
          const e = estadoTrabajo(t);
          return (
            <Table.Row key={t.id}>
              <Table.Cell minW="64" whiteSpace="normal">
                <Text fontWeight="medium">{t.id}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t.resumen}
                </Text>
              </Table.Cell>
              <Table.Cell>{t.cadaMinutos} min</Table.Cell>
              <Table.Cell>{t.ultimaEjecucion ? formatFechaHora(t.ultimaEjecucion) : 'Nunca'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={e.color} variant="subtle" title={t.error ?? undefined}>
                  {e.texto}
                </Badge>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </TablaDesplazable>
    </Stack>
  );
}

function Checklist({ d }: { d: Estado }) {
  const hechos = d.checklist.filter((i) => i.implementado).length;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Puesta en marcha ({hechos} de {d.checklist.length} implementados)
      </Heading>
      <List.Root variant="plain" gap="2" aria-label="Lista de puesta en marcha">
        {d.checklist.map((i) => (
          <List.Item key={i.id} borderWidth="1px" rounded="md" p="3" data-item={i.id}>
            <Stack gap="1" w="full">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="medium">{i.titulo}</Text>
                <Badge colorPalette={i.implementado ? 'green' : 'orange'} variant="subtle">
                  {i.implementado ? 'Implementado' : 'Pendiente'}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {i.detalle}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function EstadoSistema() {
  const estado = useEstadoSistema();
  const d = estado.data;
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Estado del sistema
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {d ? `Leído el ${formatFechaHora(d.leidoEn)}${estado.isValidating ? ' · actualizando…' : ''}` : 'Leyendo…'}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {ATAJOS.map(([destino, Icono, texto]) => (
            <Button key={destino} asChild variant="outline" size="sm">
              <RouterLink to={destino}>
                <Icono />
                {texto}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      </HStack>
      {estado.error && !d ? (
        <ErrorCarga titulo="No se pudo leer el estado del sistema" error={estado.error} onReintentar={() => void estado.mutate()} />
      ) : !d ? (
        <Skeleton height="60" rounded="md" />
      ) : (
        <>
          <Componentes d={d} />
          {d.fallosCorreo.length > 0 && (
            <Stack gap="2">
              <Heading as="h3" size="sm">
                Últimos correos fallidos
              </Heading>
              <List.Root gap="1" ps="5" fontSize="sm">
                {d.fallosCorreo.map((f) => (
                  <List.Item key={`${f.fecha}-${f.plantilla}`}>
                    {formatFechaHora(f.fecha)} · {f.plantilla}: {f.error ?? 'sin detalle'}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
          <Trabajos trabajos={d.trabajos} />
          <Checklist d={d} />
        </>
      )}
    </Stack>
  );
}

// Panel Sistema → Solicitudes: the companies' requests for a plan change (D164), newest first, a page
// at a time. The superadmin changes the plan from Suscripciones; this list is what was asked, and each
// pending request is marked «Atendida» here (D170), which its company's admin sees in «Tu plan».
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { ESTADO_SOLICITUD_PLAN_ETIQUETA, type SolicitudCambioPlan } from '@shared/schemas/cambio-plan';
import { Seccion } from '../../../components/seccion';
import { toaster } from '../../../components/toaster';
import { formatFechaHora } from '../../../lib/format';
import { useAccion } from '../../../lib/use-accion';
import { useRuta } from '../../../lib/use-ruta';
import { atenderSolicitudPlan } from '../api/saas';

/** «Marcar atendida»: the list gives the request's company and date, its key. */
function AtenderBoton({ s, onHecho }: { s: SolicitudCambioPlan; onHecho: () => void }) {
  const { enviando, ejecutar } = useAccion({ fallo: 'No se pudo marcar la solicitud como atendida' });
  const atender = () =>
    ejecutar(async () => {
      const r = await atenderSolicitudPlan(s);
      toaster.create({ type: 'success', title: r.message || 'Solicitud marcada como atendida' });
      onHecho();
    });
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => void atender()}
      loading={enviando}
      loadingText="Guardando..."
      aria-label={`Marcar atendida la solicitud de ${s.empresaNombre}`}
    >
      Marcar atendida
    </Button>
  );
}

export function SolicitudesCambioPlan() {
  const [cursores, setCursores] = useState<string[]>([]);
  const cursor = cursores[cursores.length - 1];
  const { data, error, mutate } = useRuta('GET /api/saas/solicitudes-plan', { query: { limit: 25, ...(cursor ? { cursor } : {}) } });
  const items = data?.items ?? [];
  return (
    <Seccion
      enTarjeta
      titulo="Solicitudes de cambio de plan"
      descripcion="Lo que piden los administradores de las empresas desde su dashboard."
    >
      {error && <Text color="red.fg">No se pudieron cargar las solicitudes de cambio de plan.</Text>}
      {data && items.length === 0 && <Text color="fg.muted">No hay solicitudes de cambio de plan.</Text>}
      {items.length > 0 && (
        <Stack gap="3">
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Solicitudes de cambio de plan">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Fecha</Table.ColumnHeader>
                  <Table.ColumnHeader>Empresa</Table.ColumnHeader>
                  <Table.ColumnHeader>Plan actual</Table.ColumnHeader>
                  <Table.ColumnHeader>Plan pedido</Table.ColumnHeader>
                  <Table.ColumnHeader>Mensaje</Table.ColumnHeader>
                  <Table.ColumnHeader>Pedido por</Table.ColumnHeader>
                  <Table.ColumnHeader>Estado</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell>{formatFechaHora(s.fecha)}</Table.Cell>
                    <Table.Cell>{s.empresaNombre}</Table.Cell>
                    <Table.Cell>{s.planActual}</Table.Cell>
                    <Table.Cell fontWeight="semibold">{s.planNombre}</Table.Cell>
                    <Table.Cell>{s.mensaje ?? '—'}</Table.Cell>
                    <Table.Cell>{s.por}</Table.Cell>
                    <Table.Cell>
                      {s.estado === 'atendida' ? (
                        <Stack gap="0.5">
                          <Badge colorPalette="green" alignSelf="start">
                            {ESTADO_SOLICITUD_PLAN_ETIQUETA.atendida}
                          </Badge>
                          {s.atendidaEn && (
                            <Text fontSize="xs" color="fg.muted">
                              {formatFechaHora(s.atendidaEn)}
                              {s.atendidaPor ? ` · ${s.atendidaPor.nombre}` : ''}
                            </Text>
                          )}
                        </Stack>
                      ) : (
                        <HStack gap="2">
                          <Badge>{ESTADO_SOLICITUD_PLAN_ETIQUETA.pendiente}</Badge>
                          <AtenderBoton s={s} onHecho={() => void mutate()} />
                        </HStack>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <HStack justify="end">
            {cursores.length > 0 && (
              <Button size="sm" variant="outline" onClick={() => setCursores((c) => c.slice(0, -1))}>
                Anteriores
              </Button>
            )}
            {data?.cursor && (
              <Button size="sm" variant="outline" onClick={() => setCursores((c) => [...c, data.cursor!])}>
                Siguientes
              </Button>
            )}
          </HStack>
        </Stack>
      )}
    </Seccion>
  );
}

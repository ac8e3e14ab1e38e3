// Panel Sistema → Solicitudes: the companies' requests for a plan change (D164), newest first, a page
// at a time. The superadmin changes the plan from Suscripciones; this list is what was asked.
import { useState } from 'react';
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Seccion } from '../../../components/seccion';
import { formatFechaHora } from '../../../lib/format';
import { useRuta } from '../../../lib/use-ruta';

export function SolicitudesCambioPlan() {
  const [cursores, setCursores] = useState<string[]>([]);
  const cursor = cursores[cursores.length - 1];
  const { data, error } = useRuta('GET /api/saas/solicitudes-plan', { query: { limit: 25, ...(cursor ? { cursor } : {}) } });
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

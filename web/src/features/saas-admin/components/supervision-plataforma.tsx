// The platform's oversight record (D155), read-only: each act of a superadmin over another person's
// access (a second factor reset), newest first, with ids only — who did it, whose access, which
// company — as the record keeps them.
import { Button, Card, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatFechaHora } from '@shared/fechas';
import { ErrorCarga } from '../../../components/error-carga';
import { TablaDesplazable } from '../../../components/tabla-desplazable';
import { useSupervisionPlataforma } from '../api/saas';

const TIPO: Record<string, string> = { segundo_factor_restablecido: 'Segundo factor restablecido' };

export function SupervisionPlataforma() {
  const lista = useSupervisionPlataforma();
  return (
    <Card.Root variant="outline" role="region" aria-label="Registro de supervisión">
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Registro de supervisión
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Lo que un superadmin ha hecho sobre el acceso de otra persona. Solo identificadores; no se modifica ni se borra.
        </Text>
        {lista.cargando ? (
          <Skeleton height="12" />
        ) : lista.error ? (
          <ErrorCarga
            titulo="No se pudo cargar el registro de supervisión"
            onReintentar={() => void lista.recargar().catch(() => undefined)}
          />
        ) : lista.items.length === 0 ? (
          <Text>Todavía no hay entradas.</Text>
        ) : (
          <Stack gap="3">
            <TablaDesplazable etiqueta="Registro de supervisión" minW="2xl" columnas={['Fecha', 'Acción', 'Por', 'Usuario', 'Empresa']}>
              {lista.items.map((e) => (
                <Table.Row key={e.id}>
                  <Table.Cell>{formatFechaHora(e.fecha)}</Table.Cell>
                  <Table.Cell>{TIPO[e.tipo] ?? e.tipo}</Table.Cell>
                  <Table.Cell fontFamily="mono">{e.por}</Table.Cell>
                  <Table.Cell fontFamily="mono">{e.usuarioId}</Table.Cell>
                  <Table.Cell fontFamily="mono">{e.empresaId ?? 'Plataforma'}</Table.Cell>
                </Table.Row>
              ))}
            </TablaDesplazable>
            {lista.hayMas && (
              <Button variant="outline" alignSelf="start" loading={lista.cargandoMas} onClick={() => void lista.cargarMas()}>
                Cargar más
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

// /notificaciones: every notification of the user, page by page ('Cargar más'), with the same
// entry actions as the bell's panel plus 'Marcar todo como leído' and 'Eliminar todas'.
import { Box, Button, Card, Center, HStack, Heading, Spinner, Text } from '@chakra-ui/react';
import { useNotificacionesLista } from './api/notificaciones';
import { ListaNotificaciones } from './notificacion-item';
import { useAccionesNotificaciones } from './use-acciones';

export function NotificacionesPage() {
  const { items, data, error, isLoading, hayMas, cargarMas, isValidating, mutate } = useNotificacionesLista();
  const acciones = useAccionesNotificaciones({
    aplicarLocal: (cambio) => mutate((pages) => pages?.map(cambio), { revalidate: false }),
    revalidar: () => mutate(),
  });
  const noLeidas = data?.[0]?.noLeidas ?? items.filter((n) => !n.isRead).length;

  return (
    <Box>
      <HStack justify="space-between" align="center" mb="6" wrap="wrap" gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Notificaciones
          </Heading>
          <Text color="fg.muted">{noLeidas === 1 ? '1 sin leer' : `${noLeidas} sin leer`}</Text>
        </Box>
        <HStack>
          <Button size="sm" variant="outline" disabled={noLeidas === 0} onClick={() => void acciones.marcarTodas()}>
            Marcar todo como leído
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={items.length === 0}
            onClick={() => void acciones.eliminarTodas()}
          >
            Eliminar todas
          </Button>
        </HStack>
      </HStack>
      <Card.Root>
        <Card.Body p="0">
          {isLoading && !data ? (
            <Center py="10">
              <Spinner color="brand.solid" />
            </Center>
          ) : error && !data ? (
            <Text py="10" textAlign="center" color="fg.muted">
              No se pudieron cargar las notificaciones
            </Text>
          ) : items.length === 0 ? (
            <Text py="10" textAlign="center" color="fg.muted">
              No hay notificaciones
            </Text>
          ) : (
            <ListaNotificaciones items={items} onAbrir={acciones.abrir} onEliminar={(x) => void acciones.eliminar(x)} />
          )}
        </Card.Body>
      </Card.Root>
      {hayMas && (
        <Center mt="4">
          <Button variant="outline" onClick={() => void cargarMas()} loading={isValidating}>
            Cargar más
          </Button>
        </Center>
      )}
    </Box>
  );
}

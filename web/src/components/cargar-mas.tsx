// 'Cargar más' under a paginated list (usePaginada): shown while there is a next page.
import { Button, Flex } from '@chakra-ui/react';

interface CargarMasProps {
  lista: { hayMas: boolean; cargandoMas: boolean; cargarMas: () => unknown };
}

export function CargarMas({ lista }: CargarMasProps) {
  if (!lista.hayMas) return null;
  return (
    <Flex justify="center">
      <Button variant="outline" onClick={() => void lista.cargarMas()} loading={lista.cargandoMas} loadingText="Cargando...">
        Cargar más
      </Button>
    </Flex>
  );
}

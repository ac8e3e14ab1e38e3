// The card a list shows when it has nothing to show: an icon, a title, a line of help and,
// optionally, the action that fills it.
import type { ReactNode } from 'react';
import { Card, EmptyState, VStack } from '@chakra-ui/react';

interface ListaVaciaProps {
  icono: ReactNode;
  titulo: ReactNode;
  descripcion: ReactNode;
  accion?: ReactNode;
}

export function ListaVacia({ icono, titulo, descripcion, accion }: ListaVaciaProps) {
  return (
    <Card.Root variant="outline" bg="bg">
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>{icono}</EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{titulo}</EmptyState.Title>
            <EmptyState.Description>{descripcion}</EmptyState.Description>
          </VStack>
          {accion}
        </EmptyState.Content>
      </EmptyState.Root>
    </Card.Root>
  );
}

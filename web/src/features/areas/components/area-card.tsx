// One area: its name, Activa/Inactiva, its description (or 'Sin descripción') and how many
// candidates it holds (part 1 §2.8), with edit and delete.
import { Badge, Card, HStack, Text } from '@chakra-ui/react';
import { UsersIcon } from '../../../components/icons';
import type { AreaFila } from '../api/areas';
import { BotonesEditarEliminar } from '../../../components/botones-editar-eliminar';

export function candidatosTexto(n: number): string {
  return n === 1 ? '1 candidato' : `${n} candidatos`;
}

interface AreaCardProps {
  area: AreaFila;
  puedeGestionar: boolean;
  onEditar: (area: AreaFila) => void;
  onEliminar: (area: AreaFila) => void;
}

export function AreaCard({ area, puedeGestionar, onEditar, onEliminar }: AreaCardProps) {
  const activa = area.activo !== false;
  return (
    <Card.Root variant="outline" bg="bg" size="sm" role="article" aria-label={area.nombreArea} opacity={activa ? 1 : 0.8}>
      <Card.Header pb="0">
        <HStack justify="space-between" align="start" gap="3">
          <Card.Title fontSize="md" lineClamp={2}>
            {area.nombreArea}
          </Card.Title>
          <Badge variant="subtle" colorPalette={activa ? 'green' : 'gray'} flexShrink="0">
            {activa ? 'Activa' : 'Inactiva'}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body py="3">
        {area.descripcionArea?.trim() ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {area.descripcionArea}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
            Sin descripción
          </Text>
        )}
      </Card.Body>
      <Card.Footer borderTopWidth="1px" py="2" justifyContent="space-between">
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <UsersIcon boxSize="4" />
          <Text>{candidatosTexto(area.candidatos)}</Text>
        </HStack>
        {puedeGestionar && (
          <HStack gap="0">
            <BotonesEditarEliminar
              editar={`Editar el área ${area.nombreArea}`}
              eliminar={`Eliminar el área ${area.nombreArea}`}
              onEditar={() => onEditar(area)}
              onEliminar={() => onEliminar(area)}
            />
          </HStack>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

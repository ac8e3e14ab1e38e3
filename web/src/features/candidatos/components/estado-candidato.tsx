// The candidate's status as a badge, each status with its own colour (part 2 §3).
import { Badge } from '@chakra-ui/react';
import { ESTADO_CANDIDATO_ETIQUETA, type EstadoCandidato } from '@shared/schemas/candidato';

export const COLOR_ESTADO: Record<EstadoCandidato, string> = {
  nuevo: 'blue',
  en_proceso: 'orange',
  entrevistado: 'purple',
  seleccionado: 'green',
  rechazado: 'red',
};

export function EstadoCandidatoBadge({ estado }: { estado: EstadoCandidato }) {
  return (
    <Badge colorPalette={COLOR_ESTADO[estado]} variant="subtle" size="md">
      {ESTADO_CANDIDATO_ETIQUETA[estado]}
    </Badge>
  );
}

// The candidate's status as a badge, each status with its own colour (part 2 §3), and the selector
// that offers only the allowed changes (D53), on the card and in the profile.
import { Badge, NativeSelect } from '@chakra-ui/react';
import { ESTADO_CANDIDATO_ETIQUETA, TRANSICIONES_CANDIDATO, type EstadoCandidato } from '@shared/schemas/candidato';

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

interface SelectorEstadoProps {
  estado: EstadoCandidato;
  etiqueta: string;
  deshabilitado: boolean;
  onCambiar: (estado: EstadoCandidato) => void;
  size?: NativeSelect.RootProps['size'];
  maxW?: string;
}

export function SelectorEstado({ estado, etiqueta, deshabilitado, onCambiar, size, maxW }: SelectorEstadoProps) {
  return (
    <NativeSelect.Root size={size} maxW={maxW} disabled={deshabilitado}>
      <NativeSelect.Field aria-label={etiqueta} value={estado} onChange={(e) => onCambiar(e.target.value as EstadoCandidato)}>
        {[estado, ...TRANSICIONES_CANDIDATO[estado]].map((e) => (
          <option key={e} value={e}>
            {e === estado ? ESTADO_CANDIDATO_ETIQUETA[e] : `Pasar a ${ESTADO_CANDIDATO_ETIQUETA[e]}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

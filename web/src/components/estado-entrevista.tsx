// An interview's status as a badge (spec part 1 §4, part 2 §4: validada default, completada
// secondary, en_progreso outline, all others destructive), the one mapping the dashboard, the
// Interviews screen and the candidate's profile share, so an interview looks the same everywhere.
import { Badge } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_ENTREVISTA as ETIQUETAS } from '@shared/entrevista-estados';

export type VarianteBadge = 'default' | 'secondary' | 'outline' | 'destructive';

export function varianteEstadoEntrevista(estado: string | null | undefined): VarianteBadge {
  if (estado === 'validada') return 'default';
  if (estado === 'completada') return 'secondary';
  if (estado === 'en_progreso') return 'outline';
  return 'destructive';
}

/** The Chakra badge props of each variant. */
export const PROPS_VARIANTE: Record<VarianteBadge, { variant: 'solid' | 'subtle' | 'outline'; colorPalette: string }> = {
  default: { variant: 'solid', colorPalette: 'brand' },
  secondary: { variant: 'subtle', colorPalette: 'gray' },
  outline: { variant: 'outline', colorPalette: 'gray' },
  // The spec's "destructive" names the states that wait on someone (programada, analizada), not an
  // error: a solid red badge read as one to customers (D81), so it is an attention colour.
  destructive: { variant: 'subtle', colorPalette: 'orange' },
};

/** Every state's name: the shared labels (the CSV export writes the same ones), read by any state's text. */
export const ETIQUETA_ESTADO_ENTREVISTA: Record<string, string> = ETIQUETAS;

/**
 * A cancelled interview is still the spec's "destructive", but it waits on nobody: in red, not the
 * attention orange of a programada one, so the two are told apart at a glance (subtle, like every
 * badge of a state is but validada's, so it does not read as an error).
 */
const PROPS_CANCELADA = { variant: 'subtle', colorPalette: 'red' } as const;

export function EstadoEntrevistaBadge({ estado, size = 'md' }: { estado: string; size?: 'sm' | 'md' | 'lg' }) {
  const variante = varianteEstadoEntrevista(estado);
  const props = estado === 'cancelada' ? PROPS_CANCELADA : PROPS_VARIANTE[variante];
  return (
    <Badge {...props} size={size} data-variante={variante} flexShrink="0">
      {ETIQUETA_ESTADO_ENTREVISTA[estado] ?? estado}
    </Badge>
  );
}

// An interview's status as a badge (spec part 1 §4, part 2 §4: validada default, completada
// secondary, en_progreso outline, all others destructive), the one mapping the dashboard, the
// Interviews screen and the candidate's profile share, so an interview looks the same everywhere.
import { Badge } from '@chakra-ui/react';

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
  // error: a solid red badge read as one to customers (issue 24), so it is an attention colour.
  destructive: { variant: 'subtle', colorPalette: 'orange' },
};

export const ETIQUETA_ESTADO_ENTREVISTA: Record<string, string> = {
  programada: 'Programada',
  en_progreso: 'En progreso',
  completada: 'Completada',
  analizada: 'Analizada',
  validada: 'Validada',
};

export function EstadoEntrevistaBadge({ estado, size = 'md' }: { estado: string; size?: 'sm' | 'md' | 'lg' }) {
  const variante = varianteEstadoEntrevista(estado);
  return (
    <Badge {...PROPS_VARIANTE[variante]} size={size} data-variante={variante} flexShrink="0">
      {ETIQUETA_ESTADO_ENTREVISTA[estado] ?? estado}
    </Badge>
  );
}

// Interview status badges of the company dashboard (spec part 1 §4): validada default (solid),
// completada secondary (subtle), en_progreso outline, all others destructive (red).
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
  destructive: { variant: 'solid', colorPalette: 'red' },
};

export const ETIQUETA_ESTADO_ENTREVISTA: Record<string, string> = {
  programada: 'Programada',
  en_progreso: 'En progreso',
  completada: 'Completada',
  analizada: 'Analizada',
  validada: 'Validada',
};

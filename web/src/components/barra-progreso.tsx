// The queued jobs' progress bar (D135): one bar for the four jobs the screens follow —
// the candidates CSV import (Candidatos), the data import and the restore, the data clear (Gestión
// de Datos) and a company's deletion (Empresas) — in the jobs' one vocabulary of states
// (shared/schemas/trabajo.ts): it moves while the job is pendiente or en_curso and stops once it
// ended. The progressbar is named by `etiqueta` and says `texto` as its value (Ark's own name for it
// would be 'loading...' or '13%', in English: D103).
import { HStack, Progress } from '@chakra-ui/react';
import { type EstadoTrabajo, trabajoVivo } from '@shared/schemas/trabajo';

/** Done of total as a whole percentage, at most 100; null while the total is not known (0). */
export function porcentaje(hechos: number, total: number): number | null {
  return total > 0 ? Math.min(100, Math.round((hechos / total) * 100)) : null;
}

export interface BarraProgresoProps {
  /** 0–100, or null while it is not known (the bar then only says it is working). */
  valor: number | null;
  /** What the job is doing, in words: the bar's label and its spoken value. */
  texto: string;
  /** The progressbar's name ('Progreso de la importación'). */
  etiqueta: string;
  color: string;
  /** The job's state: the bar is striped and moving while pendiente or en_curso (the default). */
  estado?: EstadoTrabajo;
  /**
   * For a place that already says the progress in words (a table's status badge): no label and no
   * percentage shown, the texts are still the progressbar's name and value.
   */
  compacta?: boolean;
}

export function BarraProgreso({ valor, texto, etiqueta, color, estado = 'en_curso', compacta = false }: BarraProgresoProps) {
  const vivo = trabajoVivo(estado);
  return (
    <Progress.Root
      value={valor}
      size={compacta ? 'xs' : 'sm'}
      colorPalette={color}
      striped={vivo}
      animated={vivo}
      translations={{ value: () => etiqueta }}
    >
      {!compacta && (
        <HStack justify="space-between" mb="1" gap="2" flexWrap="wrap">
          <Progress.Label fontSize="sm" color="fg.muted" aria-live="polite">
            {texto}
          </Progress.Label>
          {valor !== null && <Progress.ValueText fontSize="sm" />}
        </HStack>
      )}
      <Progress.Track rounded="full" aria-valuetext={texto}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

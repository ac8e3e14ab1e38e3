// The data jobs' progress bars (D100, D103): one bar, shared by the import (Operaciones), the restore
// (the backups list, in Operaciones and in Nube) and the clear.
import { HStack, Progress } from '@chakra-ui/react';
import { datos as msg, fmt } from '@shared/messages';
import type { ProgresoImportacion } from '../api/datos';

/**
 * A job's bar (D100, D103): its percentage when known, and what it is doing, read aloud as it changes.
 * The progressbar itself is named by `etiqueta` and says `texto` as its value (Ark's own name for it
 * would be 'loading...' or '13%', in English).
 */
export function BarraProgreso({ valor, texto, color, etiqueta }: { valor: number | null; texto: string; color: string; etiqueta: string }) {
  return (
    <Progress.Root value={valor} size="sm" colorPalette={color} striped animated translations={{ value: () => etiqueta }}>
      <HStack justify="space-between" mb="1" gap="2" flexWrap="wrap">
        <Progress.Label fontSize="sm" color="fg.muted" aria-live="polite">
          {texto}
        </Progress.Label>
        {valor !== null && <Progress.ValueText fontSize="sm" />}
      </HStack>
      <Progress.Track rounded="full" aria-valuetext={texto}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

const TEXTOS = {
  importacion: {
    preparando: msg.progresoImportacionPreparando,
    avance: msg.progresoImportacion,
    etiqueta: msg.progresoImportacionEtiqueta,
  },
  restauracion: {
    preparando: msg.progresoRestauracionPreparando,
    avance: msg.progresoRestauracion,
    etiqueta: msg.progresoRestauracionEtiqueta,
  },
} as const;

/**
 * An import job's bar: the upload's percentage (an imported file), then the rows the job has done of
 * the file's. A restore is the same job reading a backup (D103): the same bar, with its own words.
 */
export function ProgresoImportar({
  progreso,
  tipo = 'importacion',
}: {
  progreso: ProgresoImportacion;
  tipo?: 'importacion' | 'restauracion';
}) {
  const textos = TEXTOS[tipo];
  const valor =
    progreso.fase === 'subiendo' ? progreso.porcentaje : progreso.total ? Math.round((progreso.procesadas / progreso.total) * 100) : null;
  const texto =
    progreso.fase === 'subiendo'
      ? msg.progresoSubiendo
      : progreso.total
        ? fmt(textos.avance, { procesadas: progreso.procesadas, total: progreso.total })
        : textos.preparando;
  return <BarraProgreso valor={valor} texto={texto} color="brand" etiqueta={textos.etiqueta} />;
}

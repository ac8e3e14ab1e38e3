// The data jobs' bars (D100, D103) in Gestión de Datos: the import (Operaciones), the restore (the
// backups list, in Operaciones and in Nube) and the clear, each with its own words on the queued
// jobs' one bar (components/barra-progreso.tsx).
import { datos as msg, fmt } from '@shared/messages';
import { cuenta } from '@shared/plural';
import { BarraProgreso, porcentaje } from '../../../components/barra-progreso';
import type { ProgresoImportacion, ProgresoLimpieza } from '../api/datos';

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
  const valor = progreso.fase === 'subiendo' ? progreso.porcentaje : porcentaje(progreso.procesadas, progreso.total);
  const texto =
    progreso.fase === 'subiendo'
      ? msg.progresoSubiendo
      : progreso.total
        ? fmt(textos.avance, { procesadas: progreso.procesadas, total: progreso.total })
        : textos.preparando;
  return <BarraProgreso valor={valor} texto={texto} color="brand" etiqueta={textos.etiqueta} />;
}

/**
 * A clear in the background (D103): the bar against the backup's data items (capped at 100 %: the
 * counters and job records it also deletes are not in the backup), the count deleted.
 */
export function ProgresoLimpiar({ progreso }: { progreso: ProgresoLimpieza }) {
  const texto =
    progreso.total || progreso.borrados
      ? fmt(msg.progresoLimpieza, { borrados: cuenta(progreso.borrados, 'elemento borrado', 'elementos borrados') })
      : msg.progresoLimpiezaPreparando;
  return (
    <BarraProgreso
      valor={porcentaje(progreso.borrados, progreso.total)}
      texto={texto}
      color="red"
      etiqueta={msg.progresoLimpiezaEtiqueta}
    />
  );
}

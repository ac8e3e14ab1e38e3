// The analysis step of a completed interview (D64). Issue 13 turns it into the AI report (evidence,
// model, prompt version); for now it only records that the queued work ran, once, so a redelivered
// message changes nothing.
import type { MensajeAnalisis } from '../../../shared/colas.js';
import { entrevistaKeys, getEntrevista } from '../db/entrevistas.js';
import { updateItem } from '../db/repository.js';
import { AppError } from '../errors.js';

/** Another delivery of the message got there first. */
class YaEjecutada extends AppError {
  constructor() {
    super(409, 'CONFLICT', 'analysis already recorded');
  }
}

export async function registrarAnalisis(m: MensajeAnalisis, now = new Date()): Promise<'ejecutada' | 'ya-ejecutada' | 'no-existe'> {
  const e = await getEntrevista(m.empresaId, m.entrevistaId);
  if (!e) return 'no-existe';
  if (e.analisis?.estado === 'ejecutada') return 'ya-ejecutada';
  try {
    await updateItem(
      entrevistaKeys.entrevista(m.empresaId, m.entrevistaId),
      { analisis: { ...(e.analisis ?? { encoladaEn: now.toISOString() }), estado: 'ejecutada', ejecutadaEn: now.toISOString() } },
      () => new YaEjecutada(),
      {
        expression: 'attribute_exists(PK) AND (attribute_not_exists(analisis) OR analisis.estado <> :hecha)',
        values: { ':hecha': 'ejecutada' },
      },
    );
    return 'ejecutada';
  } catch (err) {
    if (err instanceof YaEjecutada) return 'ya-ejecutada';
    throw err;
  }
}

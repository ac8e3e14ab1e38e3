// One data operation at a time per company (D103): the clear job and the import job (D100) each
// take the company's `OPDATOS` item in the transaction that creates them. The item names the job
// holding it; it counts as held only while that job is pendiente or en_curso, so a job that ended
// (or whose end was lost) leaves nothing to unlock by hand: the next operation takes the item over,
// conditional on the stale job it names. The ending job deletes it when it can.
import { datos as msg, fmt } from '../../../shared/messages.js';
import { trabajoVivo } from '../../../shared/schemas/trabajo.js';
import { ConflictError } from '../errors.js';
import { getImportacionDatos } from './importaciones-datos.js';
import { tenantPk, type Key } from './keys.js';
import { getLimpiezaDatos } from './limpiezas-datos.js';
import { deleteIf, getItem, type TransactStep } from './repository.js';

export interface OperacionDatos {
  tipo: 'limpieza' | 'importacion';
  trabajo: string;
}

export const operacionDatosKey = (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'OPDATOS' });

/** The operation running in the company (undefined: none), and the stale holder of the item a new one takes over. */
export async function operacionDatos(empresaId: string): Promise<{ enCurso?: OperacionDatos; anterior?: string }> {
  const op = await getItem<OperacionDatos>(operacionDatosKey(empresaId), { consistent: true });
  if (!op) return {};
  const job = op.tipo === 'limpieza' ? await getLimpiezaDatos(empresaId, op.trabajo) : await getImportacionDatos(empresaId, op.trabajo);
  return trabajoVivo(job?.estado) ? { enCurso: { tipo: op.tipo, trabajo: op.trabajo } } : { anterior: op.trabajo };
}

/** The 409 a second operation answers, in Spanish. */
export const operacionEnCurso = (op: OperacionDatos) =>
  new ConflictError(fmt(msg.operacionEnCurso, { operacion: op.tipo === 'limpieza' ? msg.operacionLimpieza : msg.operacionImportacion }));

/** Refuses (409) while a clear or an import job runs in the company: for the synchronous routes. */
export async function sinOperacionEnCurso(empresaId: string): Promise<void> {
  const { enCurso } = await operacionDatos(empresaId);
  if (enCurso) throw operacionEnCurso(enCurso);
}

/**
 * The step that takes the item for `op`: only while absent or still held by `anterior` (read by
 * `operacionDatos` as ended). Two operations asked at once: one of them gets the 409.
 */
export function pasoTomarOperacionDatos(empresaId: string, op: OperacionDatos, anterior: string | undefined): TransactStep {
  return {
    op: {
      Put: {
        Item: { ...operacionDatosKey(empresaId), entidad: 'OPERACION_DATOS', ...op },
        ConditionExpression: anterior ? 'trabajo = :anterior' : 'attribute_not_exists(PK)',
        ...(anterior ? { ExpressionAttributeValues: { ':anterior': anterior } } : {}),
      },
    },
    onConditionFail: () => operacionEnCurso(op),
  };
}

/** The ending job lets go of the item (only while it still holds it; a lost delete is harmless, see above). */
export async function soltarOperacionDatos(empresaId: string, trabajo: string): Promise<void> {
  await deleteIf(operacionDatosKey(empresaId), { expression: 'trabajo = :t', values: { ':t': trabajo } }).catch(() => undefined);
}

// GET /api/datos/limpiezas/{id} (D103): a clear job's status, phase and progress.
import { datos as msg, fmt } from '../../../shared/messages.js';
import type { LimpiezaDatos } from '../../../shared/schemas/datos.js';
import { assertKeyPart } from '../db/keys.js';
import { getLimpiezaDatos, toLimpiezaDatos } from '../db/limpiezas-datos.js';
import { NotFoundError } from '../errors.js';

export async function leerLimpieza(empresaId: string, id: string): Promise<LimpiezaDatos> {
  assertKeyPart(id, 'limpiezaId');
  const job = await getLimpiezaDatos(empresaId, id);
  if (!job) throw new NotFoundError(fmt(msg.limpiezaNoEncontrada, { id }));
  return toLimpiezaDatos(job);
}

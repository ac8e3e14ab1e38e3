// DELETE /api/entrevistas/{id} (issue 12; D63): cancels a programada interview. The interview, its
// token's look-up (the link dies at once), its candidate marker and design snapshot go; the plan's
// seat, the state counter and the template's count come back. The licence slot it took stays used:
// a licence counts the interviews scheduled on it (part 1 §5).
import { entrevistas as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { entrevistaKeys } from '../db/entrevistas.js';
import { borrarSiProgramada } from '../db/entrevistas-pasos.js';
import { transact } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { avisar, pasoServicio, programadaDe } from './comun.js';

export async function cancelarEntrevista(caller: Caller, empresaId: string, id: string, now = new Date()): Promise<void> {
  const e = await programadaDe(empresaId, id, 'cancelar');
  await transact([
    borrarSiProgramada(empresaId, id, () => new ConflictError(msg.conflicto)),
    { op: { Delete: { Key: entrevistaKeys.token(e.tokenHash) } } },
    { op: { Delete: { Key: entrevistaKeys.deCandidato(empresaId, e.candidatoId, id) } } },
    { op: { Delete: { Key: entrevistaKeys.diseno(empresaId, id) } } },
    ...pasosEmpresa(empresaId, { cuotas: { entrevistas: -1 }, estado: { de: 'programada' } }),
    pasoServicio(e.servicioId, e.empresaId, -1),
  ]);
  await avisar(caller, e, msg.canceladaTitulo, msg.canceladaMensaje, `entrevista-${id}-cancelada`, now);
}

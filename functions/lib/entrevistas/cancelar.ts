// DELETE /api/entrevistas/{id} (D63, D115): cancels a programada interview. It
// stays, in state cancelada with its history, so the Interviews screen and the candidate's profile
// still show it (deleting it made it vanish); its link dies at once (the token's look-up goes) and
// its design snapshot, which only a report reads, goes too. The plan's seat, the state counter and
// the template's count come back (a cancelled interview is counted nowhere). The licence slot it took
// stays used: a licence counts the interviews scheduled on it (part 1 §5).
import { entrevistas as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { entrevistaKeys } from '../db/entrevistas.js';
import { ponerSiVersion } from '../db/entrevistas-pasos.js';
import { transact } from '../db/repository.js';
import { avisar, pasoServicio, programadaDe } from './comun.js';
import { siguiente } from './transicion.js';
import type { Enviar } from '../colas/entrega.js';
import { datosEntrevista, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';

export async function cancelarEntrevista(caller: Caller, empresaId: string, id: string, now = new Date(), enviar?: Enviar): Promise<void> {
  const e = await programadaDe(empresaId, id, 'cancelar');
  // Off the agenda (no reminder) and onto the cancelada index; conditional on the state and version read.
  const cancelada = siguiente(e, 'cancelada', now, {}, caller.userId);
  const evento = await prepararEvento(empresaId, 'entrevista.cancelada', datosEntrevista(cancelada), now);
  await transact([
    ponerSiVersion(cancelada, e),
    { op: { Delete: { Key: entrevistaKeys.token(e.tokenHash) } } },
    { op: { Delete: { Key: entrevistaKeys.diseno(empresaId, id) } } },
    ...pasosEmpresa(empresaId, { cuotas: { entrevistas: -1 }, estado: { de: 'programada', a: 'cancelada' } }),
    pasoServicio(e.servicioId, e.empresaId, -1),
    ...pasosEvento(evento),
  ]);
  await emitirEvento(evento, enviar);
  await avisar(caller, e, msg.canceladaTitulo, msg.canceladaMensaje, `entrevista-${id}-cancelada`, now);
}

// DELETE /api/entrevistas/{id} (D63, D115): cancels a programada interview. It
// stays, in state cancelada with its history, so the Interviews screen and the candidate's profile
// still show it (deleting it made it vanish); its link dies at once (the token's look-up goes) and
// its design snapshot, which only a report reads, goes too. The plan's seat, the state counter and
// the template's count come back (a cancelled interview is counted nowhere). The licence slot it took
// stays used: a licence counts the interviews scheduled on it (part 1 §5). After the write the
// candidate is told ('entrevistaCancelada', D144), with the event's CANCEL for their calendar; a
// failed email does not undo the cancel: the answer says so.
import { entrevistas as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { getEmpresa } from '../db/empresas.js';
import { entrevistaKeys } from '../db/entrevistas.js';
import { ponerSiVersion } from '../db/entrevistas-pasos.js';
import { transact } from '../db/repository.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { logger } from '../logger.js';
import { avisar, programadaDe } from './comun.js';
import { entregaConteo, enviarConteo } from '../servicios-hr/conteo.js';
import { enviarCancelacion } from './email-candidato.js';
import { siguiente } from './transicion.js';
import type { Enviar } from '../colas/entrega.js';
import { datosEntrevista, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';

export async function cancelarEntrevista(
  caller: Caller,
  empresaId: string,
  id: string,
  now = new Date(),
  enviar?: Enviar,
): Promise<{ candidatoAvisado: boolean }> {
  const [e, empresa] = await Promise.all([programadaDe(empresaId, id, 'cancelar'), getEmpresa(empresaId)]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  // Off the agenda (no reminder) and onto the cancelada index; conditional on the state and version read.
  const cancelada = siguiente(e, 'cancelada', now, {}, caller.userId);
  const evento = await prepararEvento(empresaId, 'entrevista.cancelada', datosEntrevista(cancelada), now);
  const conteo = entregaConteo(empresaId, e.servicioId, -1, now);
  await transact([
    ponerSiVersion(cancelada, e),
    { op: { Delete: { Key: entrevistaKeys.token(e.tokenHash) } } },
    { op: { Delete: { Key: entrevistaKeys.diseno(empresaId, id) } } },
    ...pasosEmpresa(empresaId, { cuotas: { entrevistas: -1 }, estado: { de: 'programada', a: 'cancelada' } }),
    conteo.paso,
    ...pasosEvento(evento),
  ]);
  await enviarConteo(conteo, enviar);
  await emitirEvento(evento, enviar);
  let candidatoAvisado = false;
  try {
    // The cancelled item: its version, one more than the last invitation's, is the event's SEQUENCE.
    candidatoAvisado = (await enviarCancelacion(cancelada, empresa, now)).estado === 'enviado';
  } catch (err) {
    logger.error('Interview cancellation not sent', { empresaId, entrevistaId: id, error: (err as Error).message });
  }
  await avisar(caller, e, msg.canceladaTitulo, msg.canceladaMensaje, `entrevista-${id}-cancelada`, now);
  return { candidatoAvisado };
}

// The operator's "Iniciar" (part 2 §2: only on programada; D68): an assisted session of the
// candidate's own page, for an interviewer who types the candidate's answers (a phone interview).
// The interview moves to en_progreso at once, remembers who started it, and the answer is the link
// the interviewer opens; the page says it is an assisted session, and the consent the interviewer
// records after reading the notice aloud is stored as assisted. Pressing it again on an interview
// it already started opens the same session again.
import { entrevistas as msg, fmt } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { iaPausada } from '../../../shared/schemas/supervision.js';
import { getEmpresa } from '../db/empresas.js';
import { entrevistaDe } from './de-empresa.js';
import { pasoSupervision } from '../db/supervision.js';
import { actorUsuario, entradaInicio } from '../supervision/entradas.js';
import { transact } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { entregaConteo, enviarConteo } from '../servicios-hr/conteo.js';
import { abrirToken, enlacePublico } from './item.js';
import { ponerSiVersion } from '../db/entrevistas-pasos.js';
import { moverContador, siguiente } from './transicion.js';
import type { Enviar } from '../colas/entrega.js';
import { datosEntrevista, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';

export async function iniciarAsistida(caller: Caller, empresaId: string, id: string, now = new Date(), enviar?: Enviar) {
  const e = await entrevistaDe(empresaId, id);
  const vivo = Date.parse(e.tokenExpiraEn) > now.getTime();
  if (e.estado === 'en_progreso' && e.asistida && vivo) return { enlace: enlacePublico(await abrirToken(e)), expiraEn: e.tokenExpiraEn };
  if (e.estado !== 'programada')
    throw new ConflictError(fmt(msg.soloProgramada, { accion: 'iniciar', estado: e.estado.replace('_', ' ') }));
  if (!vivo) throw new ConflictError(fmt(msg.enlaceNoDisponible, { estado: e.estado }));
  const despues = siguiente(e, 'en_progreso', now, { asistida: { por: caller.userId, fecha: now.toISOString() } }, caller.userId);
  const evento = await prepararEvento(empresaId, 'entrevista.iniciada', datosEntrevista(despues), now);
  const pausada = iaPausada(await getEmpresa(empresaId));
  const conteo = entregaConteo(empresaId, e.servicioId, -1, now);
  await transact([
    ponerSiVersion(despues, e),
    ...moverContador(empresaId, 'programada', 'en_progreso'),
    conteo.paso,
    ...pasosEvento(evento),
    // The oversight record (D153): who started it, in the start's own write.
    pasoSupervision(empresaId, entradaInicio(id, now, actorUsuario(caller), pausada)),
  ]);
  await enviarConteo(conteo, enviar);
  await emitirEvento(evento, enviar);
  return { enlace: enlacePublico(await abrirToken(e)), expiraEn: e.tokenExpiraEn };
}

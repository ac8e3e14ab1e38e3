// The spec's simulated interview (part 2 §2 and §9; D68): en_progreso at once, completada with a
// transcript built from the service's questions 2 s later, the analysis 2 s after that (4 s from the
// start). The waits are queue delays (SQS DelaySeconds; the local queue honours them), never sleeps
// inside a request. The interview is marked `simulada` and every answer says it is demo text, so no
// screen, report or export can pass it off as a candidate's words. The candidate's link dies at the
// start: there is no candidate in a demo. Both hand-offs (the demo's run, then its analysis) go
// through the outbox (D78): each is written in the transaction that makes it due and sent after it.
import type { MensajeSimulacion } from '../../../shared/colas.js';
import { fmt, entrevistas as msg } from '../../../shared/messages.js';
import type { TurnoTranscripcion } from '../../../shared/schemas/entrevista.js';
import type { Caller } from '../auth/caller.js';
import { iaPausada } from '../../../shared/schemas/supervision.js';
import { getEmpresa } from '../db/empresas.js';
import { getDiseno, getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { pasoSupervision } from '../db/supervision.js';
import { ACTOR_SISTEMA, actorUsuario, entradaInicio } from '../supervision/entradas.js';
import { transact } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { entregar, prepararEntrega, type Enviar } from '../colas/entrega.js';
import { logger } from '../logger.js';
import { programadaDe } from './comun.js';
import { entregaConteo, enviarConteo } from '../servicios-hr/conteo.js';
import { completarConAnalisis, preguntasDe } from './publica.js';
import { ponerSiVersion, tokenFinalizado } from '../db/entrevistas-pasos.js';
import { moverContador, siguiente } from './transicion.js';
import { datosEntrevista, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';

/** Seconds (part 2 §9): to completada, then to the analysis. */
export const TIEMPOS_SIMULACION = { completadaSegundos: 2, analisisSegundos: 2 } as const;

/** POST /api/entrevistas/{id}/simular: only a programada interview. */
export async function iniciarSimulacion(
  caller: Caller,
  empresaId: string,
  id: string,
  enviar: Enviar,
  now = new Date(),
): Promise<EntrevistaItem> {
  const e = await programadaDe(empresaId, id, 'simular');
  const despues = siguiente(e, 'en_progreso', now, { simulada: true }, caller.userId);
  const entrega = prepararEntrega(
    {
      cola: 'simular-entrevista',
      empresaId,
      trabajo: id,
      mensaje: { empresaId, entrevistaId: id } satisfies MensajeSimulacion,
      retrasoSegundos: TIEMPOS_SIMULACION.completadaSegundos,
    },
    now,
  );
  // The webhooks hear of a demo too, marked `simulada`.
  const evento = await prepararEvento(empresaId, 'entrevista.iniciada', datosEntrevista(despues), now);
  const conteo = entregaConteo(empresaId, e.servicioId, -1, now);
  await transact([
    ponerSiVersion(despues, e),
    ...moverContador(empresaId, 'programada', 'en_progreso'),
    conteo.paso,
    tokenFinalizado(e.tokenHash, now, () => new ConflictError(msg.conflicto)),
    entrega.paso,
    ...pasosEvento(evento),
    // The oversight record (D153): a demo is recorded too (its entries say who started it).
    pasoSupervision(empresaId, entradaInicio(id, now, actorUsuario(caller), iaPausada(await getEmpresa(empresaId)))),
  ]);
  await entregar(entrega, enviar);
  await enviarConteo(conteo, enviar);
  await emitirEvento(evento, enviar);
  return despues;
}

/** The demo transcript: each of the service's questions with an answer that says it is demo text. */
export function transcripcionSimulada(preguntas: Array<{ n: number; fase: string; texto: string }>, now: Date): TurnoTranscripcion[] {
  return preguntas.map((p) => ({
    n: p.n,
    fase: p.fase,
    pregunta: p.texto,
    respuesta: fmt(msg.respuestaSimulada, { pregunta: p.texto }),
    origen: 'simulada',
    respondidaEn: now.toISOString(),
    repregunta: null,
  }));
}

/**
 * The queue's job, 2 s after the start: completada with the demo transcript and the analysis's
 * hand-off in one transaction, the analysis sent 2 s later. A redelivery finds it completada: the
 * outbox already holds the analysis's hand-off, so it does nothing.
 */
export async function completarSimulacion(m: MensajeSimulacion, enviar: Enviar, now = new Date()): Promise<'completada' | 'nada'> {
  const e = await getEntrevista(m.empresaId, m.entrevistaId);
  if (!e?.simulada || e.estado !== 'en_progreso') return 'nada';
  const transcripcion = transcripcionSimulada(preguntasDe(await getDiseno(m.empresaId, m.entrevistaId)), now);
  const despues = siguiente(e, 'completada', now, { transcripcion, analisis: { estado: 'encolada', encoladaEn: now.toISOString() } });
  await completarConAnalisis(e, despues, enviar, now, { retrasoSegundos: TIEMPOS_SIMULACION.analisisSegundos, actor: ACTOR_SISTEMA });
  logger.info('Simulated interview completed', { empresaId: m.empresaId, entrevistaId: m.entrevistaId, preguntas: transcripcion.length });
  return 'completada';
}

// The spec's simulated interview (part 2 §2 and §9; issue 12): en_progreso at once, completada with a
// transcript built from the service's questions 2 s later, the analysis 2 s after that (4 s from the
// start). The waits are queue delays (SQS DelaySeconds; the local queue honours them), never sleeps
// inside a request. The interview is marked `simulada` and every answer says it is demo text, so no
// screen, report or export can pass it off as a candidate's words. The candidate's link dies at the
// start: there is no candidate in a demo.
import type { MensajeSimulacion } from '../../../shared/colas.js';
import { fmt, entrevistas as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { getDiseno, getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { contadoresStep } from '../db/plataforma.js';
import { transact } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { logger } from '../logger.js';
import { pasoServicio, programadaDe } from './comun.js';
import { preguntasDe, type TurnoTranscripcion } from './publica.js';
import { moverContador, ponerSiVersion, siguiente, tokenFinalizado, pasoAnaliticaCompletada } from './transicion.js';

/** Seconds (part 2 §9): to completada, then to the analysis. */
export const TIEMPOS_SIMULACION = { completadaSegundos: 2, analisisSegundos: 2 } as const;

type Encolar = (m: MensajeSimulacion, retrasoSegundos: number) => Promise<unknown>;

/** POST /api/entrevistas/{id}/simular: only a programada interview. */
export async function iniciarSimulacion(
  caller: Caller,
  empresaId: string,
  id: string,
  encolar: Encolar,
  now = new Date(),
): Promise<EntrevistaItem> {
  const e = await programadaDe(empresaId, id, 'simular');
  // Queued first: if the move below then fails, the job finds no simulated interview running and does nothing.
  await encolar({ empresaId, entrevistaId: id }, TIEMPOS_SIMULACION.completadaSegundos);
  const despues = siguiente(e, 'en_progreso', now, { simulada: true }, caller.userId);
  await transact([
    ponerSiVersion(despues, e),
    moverContador(empresaId, 'programada', 'en_progreso'),
    pasoServicio(e.servicioId, -1),
    tokenFinalizado(e.tokenHash, now, () => new ConflictError(msg.conflicto)),
  ]);
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
 * The queue's job, 2 s after the start: completada with the demo transcript, then the analysis queued
 * 2 s later. A redelivery finds it completada and only queues the analysis again (that job runs once).
 */
export async function completarSimulacion(
  m: MensajeSimulacion,
  encolarAnalisis: (m: MensajeSimulacion, retrasoSegundos: number) => Promise<unknown>,
  now = new Date(),
): Promise<'completada' | 'analisis-encolado' | 'nada'> {
  const e = await getEntrevista(m.empresaId, m.entrevistaId);
  if (!e?.simulada) return 'nada';
  if (e.estado === 'completada' && e.analisis?.estado === 'encolada') {
    await encolarAnalisis(m, TIEMPOS_SIMULACION.analisisSegundos);
    return 'analisis-encolado';
  }
  if (e.estado !== 'en_progreso') return 'nada';
  const transcripcion = transcripcionSimulada(preguntasDe(await getDiseno(m.empresaId, m.entrevistaId)), now);
  const despues = siguiente(e, 'completada', now, { transcripcion, analisis: { estado: 'encolada', encoladaEn: now.toISOString() } });
  await transact([
    ponerSiVersion(despues, e),
    moverContador(m.empresaId, 'en_progreso', 'completada'),
    contadoresStep({ entrevistasCompletadas: 1 })!,
    pasoAnaliticaCompletada(e, now),
  ]);
  await encolarAnalisis(m, TIEMPOS_SIMULACION.analisisSegundos);
  logger.info('Simulated interview completed', { empresaId: m.empresaId, entrevistaId: m.entrevistaId, preguntas: transcripcion.length });
  return 'completada';
}

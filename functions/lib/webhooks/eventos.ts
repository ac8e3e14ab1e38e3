// Emitting a webhook event where it happens (D147). The event is handed off through the outbox
// (D78) in the SAME transaction as the change it tells, so a committed change always has its event
// and a rolled-back one never does:
//
//   const evento = await prepararEvento(empresaId, 'entrevista.cancelada', datosEntrevista(e), now);
//   await transact([...pasos, ...pasosEvento(evento)]);
//   await emitirEvento(evento, enviar);   // the fast path; a lost send is swept again
//
// `enviar` is the queue's sender (functions/lib/aws/sqs.ts), passed in by the handler that holds
// queue:send, so the modules a function without it imports carry no SQS client; without it the
// event waits for the sweep.
//
// `prepararEvento` reads the company's endpoints first (one small Query of its partition) and gives
// nothing when no active endpoint subscribed to the event, so a company without webhooks writes
// and sends nothing more. The body is fixed here, once: every endpoint and every attempt gets the
// same bytes, and `msg_{id}` (the `webhook-id`) lets a receiver drop a duplicate.
import type { EventoWebhook } from '../../../shared/schemas/webhooks.js';
import { recomendacionDeIA, type InformeIA, type Validacion } from '../../../shared/schemas/informe.js';
import { entregar, prepararEntrega, type Entrega, type Enviar } from '../colas/entrega.js';
import { puntuacionMedia } from '../analitica/agregados.js';
import { config } from '../config.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { idOrdenado } from '../db/ids.js';
import type { TransactStep } from '../db/repository.js';
import { webhooksDeEmpresa } from '../db/webhooks.js';
import { logger } from '../logger.js';

/**
 * An event ready for its transaction, or null when nobody listens; or several hand-offs with their
 * steps (a stage change: its webhook event and its Greenhouse move, D201).
 */
export type EventoPreparado = Entrega | Preparados | null;

export interface Preparados {
  pasos: TransactStep[];
  entregas: Entrega[];
}

export async function prepararEvento(empresaId: string, tipo: EventoWebhook, datos: object, now: Date): Promise<Entrega | null> {
  let escuchan: boolean;
  try {
    escuchan = (await webhooksDeEmpresa(empresaId)).some((w) => w.estado === 'activo' && w.eventos.includes(tipo));
  } catch (err) {
    // The read only spares the write: unsure, hand the event off (the fan-out finds who listens).
    logger.warn('Webhook endpoints not read, handing the event off anyway', { empresaId, tipo, error: (err as Error).message });
    escuchan = true;
  }
  if (!escuchan) return null;
  const id = idOrdenado(now);
  const cuerpo = JSON.stringify({ type: tipo, timestamp: now.toISOString(), data: datos });
  return prepararEntrega(
    { cola: 'entregar-webhooks', empresaId, trabajo: `evento-${id}`, mensaje: { empresaId, evento: { id, tipo, cuerpo } } },
    now,
  );
}

/** The outbox record's step for the change's transaction (none when nobody listens). */
export function pasosEvento(e: EventoPreparado): TransactStep[] {
  if (!e) return [];
  return 'entregas' in e ? e.pasos : [e.paso];
}

/** After the commit: sent at once; a failure is only logged and the outbox's sweep sends it. */
export async function emitirEvento(e: EventoPreparado, enviar: Enviar | undefined): Promise<void> {
  if (!e || !enviar) return;
  for (const x of 'entregas' in e ? e.entregas : [e]) await entregar(x, enviar);
}

const enlacesEntrevista = (e: Pick<EntrevistaItem, 'id'>) => ({
  api: `/api/entrevistas/${e.id}`,
  web: `${config.webOrigin}/entrevistas?entrevista=${e.id}`,
});

/** An interview as the events tell it: ids, state and dates, no name or email. */
export function entrevistaEvento(e: EntrevistaItem) {
  return {
    id: e.id,
    estado: e.estado,
    candidatoId: e.candidatoId,
    servicioId: e.servicioId,
    fechaProgramada: e.fechaProgramada,
    duracionEstimada: e.duracionEstimada,
    ...(e.simulada ? { simulada: true } : {}),
  };
}

/** entrevista.programada / iniciada / completada / cancelada. */
export function datosEntrevista(e: EntrevistaItem) {
  return { empresaId: e.empresaId, entrevista: entrevistaEvento(e), enlaces: enlacesEntrevista(e) };
}

/** informe.listo: the AI's recommendation and scores; the report itself at `enlaces.api`. */
export function datosInforme(e: EntrevistaItem, informe: InformeIA) {
  return {
    empresaId: e.empresaId,
    entrevista: entrevistaEvento(e),
    informe: {
      recomendacionIA: recomendacionDeIA(informe),
      puntuacionMedia: puntuacionMedia(informe),
      puntuaciones: informe.softSkills.map((s) => ({ habilidad: s.habilidad, puntuacion: s.evaluado ? s.puntuacion : null })),
      metodo: informe.procedencia.metodo,
      generadoEn: informe.procedencia.generadoEn,
      // The integrity checks (D157): which answers were flagged and how, with the questions a flag names
      // (issue 64: the one an answer seems to answer), never the passages; and how relevance was decided —
      // a report checked before that was recorded was checked by words, the only method comprobaciones-v1 had.
      integridad: informe.integridad
        ? {
            marcas: informe.integridad.marcas.map((m) => ({
              tipo: m.tipo,
              pregunta: m.pregunta,
              ...(m.relacionadas?.length ? { relacionadas: [...m.relacionadas] } : {}),
            })),
            discrepancias: informe.integridad.discrepancias.map((d) => ({ habilidad: d.habilidad, puntuacion: d.puntuacion })),
            pertinencia: { metodo: informe.integridad.pertinencia?.metodo ?? 'palabras' },
          }
        : null,
    },
    enlaces: enlacesEntrevista(e),
  };
}

/** revision.registrada / corregida: the person's decision and scores beside the AI's recommendation. */
export function datosRevision(e: EntrevistaItem, informe: InformeIA, v: Validacion) {
  const ajustadas = new Map(v.puntuacionesAjustadas.map((a) => [a.habilidad, a.puntuacion]));
  return {
    empresaId: e.empresaId,
    entrevista: entrevistaEvento(e),
    revision: {
      numero: v.numero ?? 1,
      decision: v.decision,
      ...(v.recomendacionIA ? { recomendacionIA: v.recomendacionIA } : {}),
      puntuacionMedia: puntuacionMedia(informe, v),
      puntuaciones: informe.softSkills.map((s) => ({
        habilidad: s.habilidad,
        puntuacion: ajustadas.get(s.habilidad) ?? (s.evaluado ? s.puntuacion : null),
      })),
      estadoCandidato: v.estadoCandidato ?? null,
      por: { userId: v.por.userId },
      fecha: v.fecha,
    },
    enlaces: enlacesEntrevista(e),
  };
}

/** candidato.borrado: only the id, so the receiver erases its own copies. */
export function datosCandidatoBorrado(empresaId: string, candidatoId: string, now: Date) {
  return { empresaId, candidato: { id: candidatoId }, borradoEn: now.toISOString() };
}

/** candidato.ajuste_solicitado / candidato.mensaje (D172): which request or message, never its words (the API has them). */
export function datosAyuda(
  e: EntrevistaItem,
  o: { ajuste?: { numero: number; tipos: string[]; enviadaEn: string }; mensaje?: { id: string; fecha: string } },
) {
  return {
    empresaId: e.empresaId,
    entrevista: entrevistaEvento(e),
    ...(o.ajuste ? { ajuste: { numero: o.ajuste.numero, tipos: o.ajuste.tipos, enviadaEn: o.ajuste.enviadaEn } } : {}),
    ...(o.mensaje ? { mensaje: { id: o.mensaje.id, enviadoEn: o.mensaje.fecha } } : {}),
    enlaces: { api: `/api/entrevistas/${e.id}/ayuda`, web: `${config.webOrigin}/entrevistas?entrevista=${e.id}` },
  };
}

/** candidato.comentarios_enviados (D173): the counts and who approved them; the texts through the API. */
export function datosComentarios(
  e: EntrevistaItem,
  c: { fortalezas: unknown[]; mejoras: unknown[]; aprobadoPor: { userId: string }; aprobadoEn: string },
) {
  return {
    empresaId: e.empresaId,
    entrevista: entrevistaEvento(e),
    comentarios: {
      fortalezas: c.fortalezas.length,
      mejoras: c.mejoras.length,
      aprobadoPor: { userId: c.aprobadoPor.userId },
      aprobadoEn: c.aprobadoEn,
    },
    enlaces: { ...enlacesEntrevista(e), api: `/api/entrevistas/${e.id}/comentarios` },
  };
}

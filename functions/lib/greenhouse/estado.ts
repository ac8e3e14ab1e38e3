// Greenhouse's test_status (D146): where an interview sent from Greenhouse stands. Until a
// person reviewed its report, `partner_status` is the interview's state (programada, en_progreso,
// completada, analizada, cancelada) and Greenhouse keeps asking. Once reviewed (validada) it is
// Greenhouse's `complete`, with:
// - partner_score: the review's score — the mean of the evaluated competencies, the reviewer's
//   adjusted scores where they set any (analitica/agregados.ts), on Greenhouse's usual 0–100 scale
//   (the 0–10 mean × 10, rounded); absent when no competency could be evaluated;
// - metadata: the decision, the summary (the report's executive summary), the service, when it was
//   taken and who wrote the report — flat, primitive values, as Greenhouse shows them;
// - partner_profile_url: a new link to the report, read-only, that expires
//   (GREENHOUSE.enlaceInformeDias; db/enlaces-informe.ts): the web's /informe-compartido page.
// Only the human review completes it: an AI report alone is never sent to the ATS as a result.
import { randomBytes, createHash } from 'node:crypto';
import { greenhouse as msg } from '../../../shared/messages.js';
import { fechaRealizacionDe } from '../../../shared/schemas/entrevista.js';
import { GREENHOUSE, type EstadoGreenhouse } from '../../../shared/schemas/greenhouse.js';
import { autorInforme, DECISION_ETIQUETA } from '../../../shared/schemas/informe.js';
import { puntuacionMedia } from '../analitica/agregados.js';
import { config } from '../config.js';
import { crearEnlaceInforme } from '../db/enlaces-informe.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { NotFoundError } from '../errors.js';

/** A new report link's token (never stored) and what the table keeps of it. */
export function nuevoTokenInforme(): { token: string; hash: string } {
  const token = `${GREENHOUSE.prefijoEnlace}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashTokenInforme(token) };
}

export function hashTokenInforme(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The web page that opens a report link: the token in the fragment, which no server sees or logs. */
export function direccionInforme(token: string): string {
  return `${config.webOrigin.replace(/\/$/, '')}/informe-compartido#token=${encodeURIComponent(token)}`;
}

/** The review's score on 0–100 (the 0–10 mean × 10), or undefined without an evaluated competency. */
export function puntuacionGreenhouse(e: Pick<EntrevistaItem, 'informeIA' | 'validacion'>): number | undefined {
  if (!e.informeIA) return undefined;
  const media = puntuacionMedia(e.informeIA, e.validacion);
  return media === null ? undefined : Math.round(media * 10);
}

/** What Greenhouse shows beside the score: flat, primitive values. */
function metadatos(e: EntrevistaItem): NonNullable<EstadoGreenhouse['metadata']> {
  const media = e.informeIA ? puntuacionMedia(e.informeIA, e.validacion) : null;
  const todos: Record<string, string | number | null> = {
    Servicio: e.servicioNombre,
    Realizada: fechaRealizacionDe(e.historial) ?? null,
    'Decisión de la revisión': e.validacion ? DECISION_ETIQUETA[e.validacion.decision] : null,
    'Puntuación de la revisión (0-10)': media,
    Resumen: e.informeIA?.resumenEjecutivo ?? null,
    'Comentario de la revisión': e.validacion?.comentario ?? null,
    Informe: e.informeIA ? `Escrito ${autorInforme(e.informeIA.procedencia.metodo)} y revisado por una persona` : null,
  };
  // What is not known is left out rather than sent as null.
  return Object.fromEntries(Object.entries(todos).filter(([, v]) => v !== null));
}

export async function estadoParaGreenhouse(empresaId: string, entrevistaId: string, now = new Date()): Promise<EstadoGreenhouse> {
  const e = await getEntrevista(empresaId, entrevistaId);
  if (!e) throw new NotFoundError(msg.entrevistaNoEncontrada);
  if (e.estado !== 'validada') return { partner_status: e.estado, metadata: { Estado: e.estado, Servicio: e.servicioNombre } };
  const { token, hash } = nuevoTokenInforme();
  await crearEnlaceInforme(hash, { empresaId, entrevistaId: e.id }, now, GREENHOUSE.enlaceInformeDias);
  const puntuacion = puntuacionGreenhouse(e);
  return {
    partner_status: GREENHOUSE.completo,
    partner_profile_url: direccionInforme(token),
    ...(puntuacion === undefined ? {} : { partner_score: puntuacion }),
    metadata: metadatos(e),
  };
}

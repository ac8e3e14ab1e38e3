// A candidate's stage change in a vacancy linked to a Greenhouse job, sent to Greenhouse as a move of
// their application (D201; Harvest v3 `POST /v3/applications/{id}/move`, D197's client).
//
// 1. In the stage change's own transaction, `prepararMovimientoGreenhouse` writes the move's record
//    (`EMP#… / GHMOV#{id}`, «pendiente») and its outbox hand-off (D78) on the webhooks' queue (a
//    second kind of message there: D169), when the vacancy is linked, the new stage is mapped and the
//    candidacy has its Greenhouse application id. A move whose origin stage has no Greenhouse stage is
//    recorded «fallido» at once with the reason (Greenhouse's `from_stage_id` is required).
// 2. The queue's consumer calls `ejecutarMovimientoGreenhouse` (movimientos-envio.ts: only the consumer's
//    bundle carries the Harvest client and the key to open its secret): it claims the record (a claim older
//    than RECLAMO_MS is a killed worker's and is taken over), sends the move once and records the
//    outcome. A redelivery of a move already «hecho» or «fallido» sends nothing; a delivery after a
//    kill between the claim and the record sends again, and Greenhouse's `from_stage_id` guard makes
//    a second move of the same application a 422 (recorded with a reason that says so), never a
//    second move. 429/5xx/no answer: tried again later (the queue's delay), at most MAX_INTENTOS.
import { fmt, greenhouse as msg } from '../../../shared/messages.js';
import type { MovimientoGreenhouse } from '../../../shared/schemas/greenhouse-harvest.js';
import { prepararEntrega, type Entrega } from '../colas/entrega.js';
import { candidatoKeys, type CandidatoItem } from '../db/candidatos.js';
import { getCandidatura } from '../db/candidaturas.js';
import { idOrdenado } from '../db/ids.js';
import { tenantPk, type Key } from '../db/keys.js';
import { getItems, queryPage, type TransactStep } from '../db/repository.js';
import { getVacante, vacanteKeys, type VacanteItem } from '../db/vacantes.js';

/** A claim this old belongs to a worker that was killed (the consumer's time-out is 60 s). */
export const RECLAMO_MS = 2 * 60_000;
/** Deliveries of one move at most before it is recorded «fallido». */
export const MAX_INTENTOS = 5;
/** How many of the last moves the Greenhouse tab shows. */
export const ULTIMOS_MOVIMIENTOS = 20;

export type EstadoMovimiento = 'pendiente' | 'enviando' | 'hecho' | 'fallido';

export interface MovimientoGhItem {
  id: string;
  empresaId: string;
  vacanteId: string;
  candidatoId: string;
  aplicacionId: string;
  jobId: string;
  /** Talentia's stages (D195 ids): from (null when the candidate joined) and to. */
  de: string | null;
  a: string;
  /** Greenhouse's interview stage ids: `from_stage_id` (the origin's mapping) and `to_stage_id`. */
  desde: string | null;
  hacia: string;
  estado: EstadoMovimiento;
  motivo: string | null;
  intentos: number;
  reclamadoEn?: string;
  creadoEn: string;
  actualizadoEn: string;
  /**
   * DynamoDB's TTL (epoch seconds): a move's record is kept DIAS_MOVIMIENTO_GH days, then the table deletes
   * it (the tab shows the last 20; a record past its time may still be read until the deletion comes).
   */
  expiresAt?: number;
}

/** How long a move's record is kept (D208): long enough to find why a move failed, not for ever. */
export const DIAS_MOVIMIENTO_GH = 90;

export const movimientoGhKey = (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `GHMOV#${id}` });

/** What the stage change's transaction adds: the move's record and its hand-off. */
export interface MovimientoPreparado {
  pasos: TransactStep[];
  entregas: Entrega[];
}

const NADA: MovimientoPreparado = { pasos: [], entregas: [] };

/** The Greenhouse ids a stage change maps to, or why it is not sent (pure: the unit tests' subject). */
export function mapearMovimiento(
  gh: VacanteItem['greenhouse'],
  aplicacionId: string | null | undefined,
  etapa: { de: string | null; a: string },
): { enviar: false } | { enviar: true; jobId: string; aplicacionId: string; desde: string | null; hacia: string; motivo: string | null } {
  if (!gh || !aplicacionId) return { enviar: false };
  const hacia = gh.etapas[etapa.a];
  // A stage with no Greenhouse stage is not sent (D201).
  if (!hacia) return { enviar: false };
  const desde = etapa.de ? (gh.etapas[etapa.de] ?? null) : null;
  const motivo = desde ? null : etapa.de ? fmt(msg.ghMovOrigenSinAsignar, { etapa: etapa.de }) : msg.ghMovDesdeUnion;
  return { enviar: true, jobId: gh.jobId, aplicacionId, desde, hacia, motivo };
}

/**
 * The move's record and hand-off for a stage change's transaction; nothing when the vacancy is not
 * linked, the new stage is not mapped or the application is unknown. `greenhouseAplicacionId`
 * undefined: read from the candidacy (the callers that did not read it).
 */
export async function prepararMovimientoGreenhouse(
  c: { empresaId: string; vacanteId: string; candidatoId: string; greenhouseAplicacionId?: string | null },
  etapa: { de: string | null; a: string },
  now: Date,
): Promise<MovimientoPreparado> {
  const vacante = await getVacante(c.empresaId, c.vacanteId);
  if (!vacante?.greenhouse?.etapas[etapa.a]) return NADA;
  const aplicacion =
    c.greenhouseAplicacionId !== undefined
      ? c.greenhouseAplicacionId
      : ((await getCandidatura(c.empresaId, c.candidatoId, c.vacanteId))?.greenhouseAplicacionId ?? null);
  const m = mapearMovimiento(vacante.greenhouse, aplicacion, etapa);
  if (!m.enviar) return NADA;
  const id = idOrdenado(now);
  const fecha = now.toISOString();
  const item: MovimientoGhItem = {
    id,
    empresaId: c.empresaId,
    vacanteId: c.vacanteId,
    candidatoId: c.candidatoId,
    aplicacionId: m.aplicacionId,
    jobId: m.jobId,
    de: etapa.de,
    a: etapa.a,
    desde: m.desde,
    hacia: m.hacia,
    estado: m.motivo ? 'fallido' : 'pendiente',
    motivo: m.motivo,
    intentos: 0,
    creadoEn: fecha,
    actualizadoEn: fecha,
    expiresAt: Math.floor(now.getTime() / 1000) + DIAS_MOVIMIENTO_GH * 86_400,
  };
  const paso: TransactStep = { op: { Put: { Item: { ...movimientoGhKey(c.empresaId, id), entidad: 'GREENHOUSE_MOVIMIENTO', ...item } } } };
  if (m.motivo) return { pasos: [paso], entregas: [] };
  const entrega = prepararEntrega(
    {
      cola: 'entregar-webhooks',
      empresaId: c.empresaId,
      trabajo: `ghmov-${id}`,
      mensaje: { empresaId: c.empresaId, greenhouse: { movimientoId: id } },
    },
    now,
  );
  return { pasos: [paso, entrega.paso], entregas: [entrega] };
}

/** The Greenhouse tab's last moves, newest first, with the vacancy's title and the candidate's name. */
export async function ultimosMovimientos(empresaId: string): Promise<MovimientoGreenhouse[]> {
  const page = await queryPage<MovimientoGhItem>({
    pk: tenantPk(empresaId),
    skPrefix: 'GHMOV#',
    limit: ULTIMOS_MOVIMIENTOS,
    newestFirst: true,
  });
  const vacantes = await getItems<VacanteItem>(
    [...new Set(page.items.map((m) => m.vacanteId))].map((id) => vacanteKeys.vacante(empresaId, id)),
    ['id', 'titulo'],
  );
  const candidatos = await getItems<CandidatoItem>(
    [...new Set(page.items.map((m) => m.candidatoId))].map((id) => candidatoKeys.candidato(empresaId, id)),
    ['id', 'nombre'],
  );
  const titulo = new Map(vacantes.map((v) => [v.id, v.titulo]));
  const nombre = new Map(candidatos.map((c) => [c.id, c.nombre]));
  return page.items.map((m) => ({
    id: m.id,
    vacante: { id: m.vacanteId, titulo: titulo.get(m.vacanteId) ?? null },
    candidato: { id: m.candidatoId, nombre: nombre.get(m.candidatoId) ?? null },
    aplicacionId: m.aplicacionId,
    de: m.de,
    a: m.a,
    desde: m.desde,
    hacia: m.hacia,
    estado: m.estado,
    motivo: m.motivo,
    intentos: m.intentos,
    creadoEn: m.creadoEn,
    actualizadoEn: m.actualizadoEn,
  }));
}

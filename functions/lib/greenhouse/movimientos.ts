// A candidate's stage change in a vacancy linked to a Greenhouse job, sent to Greenhouse as a move of
// their application (D201; Harvest v3 `POST /v3/applications/{id}/move`, D197's client).
//
// 1. In the stage change's own transaction, `prepararMovimientoGreenhouse` writes the move's record
//    (`EMP#… / GHMOV#{id}`, «pendiente») and its outbox hand-off (D78) on the webhooks' queue (a
//    second kind of message there: D169), when the vacancy is linked, the new stage is mapped and the
//    candidacy has its Greenhouse application id. A move whose origin stage has no Greenhouse stage is
//    recorded «fallido» at once with the reason (Greenhouse's `from_stage_id` is required).
// 2. The queue's consumer calls `ejecutarMovimientoGreenhouse`: it claims the record (a claim older
//    than RECLAMO_MS is a killed worker's and is taken over), sends the move once and records the
//    outcome. A redelivery of a move already «hecho» or «fallido» sends nothing; a delivery after a
//    kill between the claim and the record sends again, and Greenhouse's `from_stage_id` guard makes
//    a second move of the same application a 422 (recorded with a reason that says so), never a
//    second move. 429/5xx/no answer: tried again later (the queue's delay), at most MAX_INTENTOS.
import { fmt, greenhouse as msg } from '../../../shared/messages.js';
import type { MovimientoGreenhouse } from '../../../shared/schemas/greenhouse-harvest.js';
import { prepararEntrega, type Entrega, type Enviar } from '../colas/entrega.js';
import { candidatoKeys, type CandidatoItem } from '../db/candidatos.js';
import { getCandidatura } from '../db/candidaturas.js';
import { idOrdenado } from '../db/ids.js';
import { tenantPk, type Key } from '../db/keys.js';
import { getItem, getItems, isConditionFailure, queryPage, updateItem, type TransactStep } from '../db/repository.js';
import { getVacante, vacanteKeys, type VacanteItem } from '../db/vacantes.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { credencialesHarvest } from './harvest-conexion.js';
import { ErrorHarvest, moverAplicacion, type OpcionesHarvest } from './harvest.js';

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
}

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

export type ResultadoMovimiento = 'vacio' | 'repetido' | 'ocupado' | 'hecho' | 'fallido' | 'reintentar';

/** Records the outcome, only while this delivery's claim holds. */
async function terminar(m: MovimientoGhItem, estado: 'hecho' | 'fallido', motivo: string | null, now: Date) {
  await updateItem(
    movimientoGhKey(m.empresaId, m.id),
    { estado, motivo, actualizadoEn: now.toISOString(), reclamadoEn: undefined },
    () => new NotFoundError(),
    { expression: '#e = :e', names: { '#e': 'estado' }, values: { ':e': 'enviando' } },
  );
  return estado;
}

/** The consumer's work for one move (see the header): sends it at most once and records the outcome. */
export async function ejecutarMovimientoGreenhouse(
  empresaId: string,
  movimientoId: string,
  o: { enviar: Enviar; now?: () => Date; harvest?: OpcionesHarvest },
): Promise<ResultadoMovimiento> {
  const now = o.now ?? (() => new Date());
  const key = movimientoGhKey(empresaId, movimientoId);
  const m = await getItem<MovimientoGhItem>(key, { consistent: true });
  if (!m) return 'vacio';
  if (m.estado === 'hecho' || m.estado === 'fallido') return 'repetido';
  const t = now();
  const interrumpido = m.estado === 'enviando';
  if (interrumpido && m.reclamadoEn && Date.parse(m.reclamadoEn) > t.getTime() - RECLAMO_MS) {
    // Another delivery is sending it now: look again once its claim would have expired.
    await o.enviar('entregar-webhooks', { empresaId, greenhouse: { movimientoId } }, { retrasoSegundos: RECLAMO_MS / 1000 });
    return 'ocupado';
  }
  const intentos = m.intentos + 1;
  try {
    await updateItem(
      key,
      { estado: 'enviando', intentos, reclamadoEn: t.toISOString(), actualizadoEn: t.toISOString() },
      () => new NotFoundError(),
      {
        expression: '#e = :e AND #n = :n',
        names: { '#e': 'estado', '#n': 'intentos' },
        values: { ':e': m.estado, ':n': m.intentos },
      },
    );
  } catch (err) {
    // Claimed (or finished) by another delivery between the read and the claim.
    if (err instanceof NotFoundError || isConditionFailure(err)) return 'repetido';
    throw err;
  }
  const claim: MovimientoGhItem = { ...m, estado: 'enviando', intentos };
  const cred = await credencialesHarvest(empresaId);
  if (!cred) return terminar(claim, 'fallido', msg.harvestSinConexion, now());
  try {
    await moverAplicacion(
      cred,
      { applicationId: Number(m.aplicacionId), fromStageId: Number(m.desde), toStageId: Number(m.hacia) },
      o.harvest ?? {},
    );
  } catch (err) {
    if (!(err instanceof ErrorHarvest)) throw err;
    if (err.status === 422)
      return terminar(claim, 'fallido', interrumpido ? msg.ghMovEtapaNoCoincideReintento : msg.ghMovEtapaNoCoincide, now());
    if (!err.reintentable) return terminar(claim, 'fallido', err.message, now());
    if (intentos >= MAX_INTENTOS) return terminar(claim, 'fallido', fmt(msg.ghMovAgotado, { n: intentos, error: err.message }), now());
    // Greenhouse asked to wait (429 Retry-After) or did not answer: back to «pendiente», sent again later.
    await updateItem(key, { estado: 'pendiente', motivo: err.message, reclamadoEn: undefined, actualizadoEn: now().toISOString() });
    // Greenhouse's Retry-After when it sent one (a 429), else 30 s doubling; SQS delays 900 s at most.
    const espera = Math.min(900, Math.max(1, err.esperarMs !== undefined ? Math.ceil(err.esperarMs / 1000) : 30 * 2 ** (intentos - 1)));
    await o.enviar('entregar-webhooks', { empresaId, greenhouse: { movimientoId } }, { retrasoSegundos: espera });
    logger.warn('Greenhouse move to be tried again', { empresaId, movimientoId, intentos, status: err.status, espera });
    return 'reintentar';
  }
  return terminar(claim, 'hecho', null, now());
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

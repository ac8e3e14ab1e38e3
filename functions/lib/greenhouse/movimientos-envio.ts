// Sending a Greenhouse move (D201), the webhooks' queue consumer's part: claims the move's record, sends
// it once with the company's Harvest connection (its secret opened with the key: so only the consumer's
// bundle carries the Harvest client and KMS, not every function that moves a candidate) and records the
// outcome. The record and its hand-off are written by movimientos.ts in the stage change's transaction.
import { fmt, greenhouse as msg } from '../../../shared/messages.js';
import type { Enviar } from '../colas/entrega.js';
import { getItem, isConditionFailure, updateItem } from '../db/repository.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { credencialesHarvest } from './harvest-conexion.js';
import { ErrorHarvest, moverAplicacion, type OpcionesHarvest } from './harvest.js';
import { MAX_INTENTOS, movimientoGhKey, RECLAMO_MS, type MovimientoGhItem } from './movimientos.js';

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

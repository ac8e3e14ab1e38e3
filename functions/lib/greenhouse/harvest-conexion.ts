// A company's Harvest v3 connection (D197): stored with its client secret sealed (functions/lib/cifrado.ts,
// bound to the company and this use), answered without it, tested by asking Greenhouse for a token.
import { fmt, greenhouse as msg } from '../../../shared/messages.js';
import type { ConexionHarvest, ConexionHarvestBody, PruebaHarvest } from '../../../shared/schemas/greenhouse-harvest.js';
import type { Caller } from '../auth/caller.js';
import { abrir, sellar } from '../cifrado.js';
import { anotarPruebaHarvest, conexionHarvestDe, guardarConexionHarvest, type ConexionHarvestItem } from '../db/greenhouse-harvest.js';
import { tenantPk } from '../db/keys.js';
import { NotFoundError } from '../errors.js';
import { mostrarConexion } from './harvest-estado.js';
import { ErrorHarvest, tokenHarvest, type CredencialesHarvest, type OpcionesHarvest } from './harvest.js';

const contexto = (empresaId: string) => ({ uso: 'greenhouse-harvest', ambito: tenantPk(empresaId) });

/** The stored credentials with the secret opened (only functions with keys:open/keys:seal call this). */
export async function credencialesHarvest(empresaId: string): Promise<CredencialesHarvest | undefined> {
  const item = await conexionHarvestDe(empresaId);
  if (!item) return undefined;
  return { empresaId, clientId: item.clientId, userId: item.userId, clientSecret: await abrir(item.sobre, contexto(empresaId)) };
}

/** Asks Greenhouse for a token with these credentials; the outcome, never an exception. */
async function probar(c: CredencialesHarvest, now: Date, o: OpcionesHarvest): Promise<PruebaHarvest> {
  try {
    await tokenHarvest(c, o);
    return { ok: true, error: null, probadaEn: now.toISOString() };
  } catch (err) {
    if (!(err instanceof ErrorHarvest)) throw err;
    return { ok: false, error: err.message, probadaEn: now.toISOString() };
  }
}

/** Seals and stores the credentials (replacing any), then tests them and keeps the outcome. */
export async function guardarConexion(
  empresaId: string,
  body: ConexionHarvestBody,
  caller: Caller,
  now = new Date(),
  o: OpcionesHarvest = {},
): Promise<{ conexion: ConexionHarvest; mensaje: string }> {
  const item: ConexionHarvestItem = {
    clientId: body.clientId,
    sobre: await sellar(body.clientSecret, contexto(empresaId)),
    ultimos4: body.clientSecret.slice(-4),
    userId: body.userId,
    actualizadaEn: now.toISOString(),
    actualizadaPor: caller.userId,
  };
  await guardarConexionHarvest(empresaId, item);
  const prueba = await probar({ empresaId, clientId: body.clientId, clientSecret: body.clientSecret, userId: body.userId }, now, o);
  const guardada = await anotarPruebaHarvest(empresaId, prueba);
  return {
    conexion: mostrarConexion(guardada),
    mensaje: prueba.ok ? msg.harvestGuardada : fmt(msg.harvestProbadaMal, { error: prueba.error ?? '' }),
  };
}

/** Tests the stored credentials again. */
export async function probarConexion(empresaId: string, now = new Date(), o: OpcionesHarvest = {}) {
  const c = await credencialesHarvest(empresaId);
  if (!c) throw new NotFoundError(msg.harvestSinConexion);
  const prueba = await probar(c, now, o);
  const guardada = await anotarPruebaHarvest(empresaId, prueba);
  return {
    conexion: mostrarConexion(guardada),
    mensaje: prueba.ok ? msg.harvestProbadaOk : fmt(msg.harvestProbadaMal, { error: prueba.error ?? '' }),
  };
}

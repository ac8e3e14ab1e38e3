// Opening a «Mis datos» link (D148): the link works once, for MIS_DATOS.validezMinutos; taking it
// gives the page an access key of its own, valid MIS_DATOS.accesoMinutos, so a reload or the
// download does not need another email. Both prove one thing: that whoever holds them read the
// email sent to that address. Nothing else (no company, no candidate) is in them.
import { MIS_DATOS } from '../../../shared/constants.js';
import { misDatos as msg, publico as msgPublico } from '../../../shared/messages.js';
import { LIMITES_PUBLICO } from '../../../shared/publico-limites.js';
import type { AccesoMisDatos } from '../../../shared/schemas/mis-datos.js';
import { limiteKeys, tomarIntento } from '../db/limites.js';
import { consumirEnlaceMisDatos, guardarAccesoMisDatos, leerAccesoMisDatos } from '../db/mis-datos.js';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../errors.js';
import { hashToken, tokenNuevo } from '../usuarios/password.js';

/** Counts a public «Mis datos» call against its source address, like every public route (LIMITES_PUBLICO). */
async function contarOrigen(origen: string, now: number): Promise<void> {
  const intento = await tomarIntento(limiteKeys.publicoOrigen(origen), LIMITES_PUBLICO.porOrigen, LIMITES_PUBLICO.ventanaMs, now);
  if (!intento.permitido) throw new TooManyRequestsError(msgPublico.demasiadas, (intento.hasta - now) / 1000);
}

/** POST …/acceso: takes the link (only one request ever does) and answers the page's access key. */
export async function abrirEnlaceMisDatos(token: string, origen: string, now = Date.now()): Promise<AccesoMisDatos> {
  await contarOrigen(origen, now);
  const enlace = await consumirEnlaceMisDatos(hashToken(token), now);
  if (!enlace) throw new ValidationError(msg.enlaceInvalido);
  const acceso = tokenNuevo();
  const expiraEn = now + MIS_DATOS.accesoMinutos * 60_000;
  await guardarAccesoMisDatos(hashToken(acceso), enlace.email, now, expiraEn);
  return { acceso, expiraEn: new Date(expiraEn).toISOString() };
}

/**
 * The email an access key proves, while it works; else 404. Each read is counted against the
 * source address (a 256-bit key is not guessed: the count keeps a caller from loading the table).
 */
export async function emailDelAcceso(acceso: string, origen: string, now = Date.now()): Promise<string> {
  await contarOrigen(origen, now);
  const a = /^[A-Za-z0-9_-]{1,300}$/.test(acceso) ? await leerAccesoMisDatos(hashToken(acceso), now) : undefined;
  if (!a) throw new NotFoundError(msg.accesoCaducado);
  return a.email;
}

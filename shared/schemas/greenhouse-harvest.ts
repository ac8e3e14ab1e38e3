// A company's connection to Greenhouse's Harvest v3 API (D197; docs/greenhouse.md "Harvest v3"):
// the client credentials a company admin creates in Greenhouse's Dev Center (Harvest V3 (OAuth),
// Client Credentials grant) and the numeric Greenhouse user id the tokens act as (`sub`). The
// secret is sealed at rest and never answered: only whether it is set and its last four characters.
import * as z from 'zod/mini';
import { FechaHora } from './comun.js';

const texto = (max: number, vacio: string, largo: string, forma: string, caracteres = /^[\x21-\x7e]+$/) =>
  z
    .string({ error: vacio })
    .check(z.trim(), z.minLength(1, { error: vacio }), z.maxLength(max, { error: largo }), z.regex(caracteres, { error: forma }));

/** PUT: the credentials as Greenhouse shows them (the secret only once, when it is created). */
export const ConexionHarvestBody = z.strictObject({
  clientId: texto(
    200,
    'Escribe el Client ID de las credenciales de Harvest v3',
    'El Client ID no puede tener más de 200 caracteres',
    'El Client ID no puede tener espacios, dos puntos ni caracteres especiales',
    // Sent as the Basic user name: no colon.
    /^[\x21-\x39\x3b-\x7e]+$/,
  ),
  clientSecret: texto(
    500,
    'Escribe el Client Secret de las credenciales de Harvest v3',
    'El Client Secret no puede tener más de 500 caracteres',
    'El Client Secret no puede tener espacios ni caracteres especiales',
  ),
  // Greenhouse's guide: `sub` is the numeric user_id of a user of the account (the number in the user's URL).
  userId: z
    .string({ error: 'Escribe el número de usuario de Greenhouse con el que actuará Talentia' })
    .check(
      z.trim(),
      z.regex(/^[1-9][0-9]{0,17}$/, { error: 'El usuario de Greenhouse es un número (el que aparece en la dirección de su ficha)' }),
    ),
});
export type ConexionHarvestBody = z.output<typeof ConexionHarvestBody>;

/** The outcome of the last token request made with the stored credentials. */
export const PruebaHarvest = z.object({ ok: z.boolean(), error: z.nullable(z.string()), probadaEn: FechaHora });
export type PruebaHarvest = z.infer<typeof PruebaHarvest>;

/** What GET answers: never the secret. */
export const ConexionHarvest = z.object({
  configurada: z.boolean(),
  clientId: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  secretoUltimos4: z.nullable(z.string()),
  actualizadaEn: z.nullable(FechaHora),
  prueba: z.nullable(PruebaHarvest),
});
export type ConexionHarvest = z.infer<typeof ConexionHarvest>;

/** One stage change sent (or not) to Greenhouse as a move of the candidate's application (D201). */
export const MovimientoGreenhouse = z.object({
  id: z.string(),
  vacante: z.object({ id: z.string(), titulo: z.nullable(z.string()) }),
  candidato: z.object({ id: z.string(), nombre: z.nullable(z.string()) }),
  aplicacionId: z.string(),
  /** Talentia's stages (from: null when the candidate joined). */
  de: z.nullable(z.string()),
  a: z.string(),
  /** Greenhouse's interview stage ids (from_stage_id, to_stage_id). */
  desde: z.nullable(z.string()),
  hacia: z.string(),
  estado: z.enum(['pendiente', 'enviando', 'hecho', 'fallido']),
  /** Why it failed, or what the last failed attempt said while it waits to be tried again (Spanish). */
  motivo: z.nullable(z.string()),
  intentos: z.number(),
  creadoEn: FechaHora,
  actualizadoEn: FechaHora,
});
export type MovimientoGreenhouse = z.infer<typeof MovimientoGreenhouse>;

/** What GET answers: the connection and the last moves (D201), newest first. */
export const ConexionHarvestConMovimientos = z.extend(ConexionHarvest, { movimientos: z.array(MovimientoGreenhouse) });
export type ConexionHarvestConMovimientos = z.infer<typeof ConexionHarvestConMovimientos>;

// A vacancy's public apply link (issue 66 item 3, D187): publishing it, the page a person opens and the
// form they send. The code in the path is the only thing the page needs; a code that is not a published
// vacancy's answers 404 like any other.
import * as z from 'zod/mini';
import { postulacion as msg } from '../messages.js';
import { LIMITES_POSTULACION } from '../publico-limites.js';
import { EmailNormalizado } from './comun.js';
import { VARIANTES_ESPANOL } from '../espanol.js';
import { EstadoVacante } from './vacante.js';

export { FORMATO_ENLACE_VACANTE, LIMITES_POSTULACION } from '../publico-limites.js';

/** PUT /api/vacantes/{id}/enlace: publish a new link (replacing the one it had) or retire it, from the version read. */
export const EnlaceVacanteBody = z.strictObject({
  publicado: z.boolean({ error: msg.publicadoObligatorio }),
  version: z
    .number({ error: msg.versionObligatoria })
    .check(z.int({ error: msg.versionObligatoria }), z.minimum(1, { error: msg.versionObligatoria })),
});
export type EnlaceVacanteBody = z.output<typeof EnlaceVacanteBody>;

/** Any text: a malformed code is «no such link» like any other (404, never a 400 that tells them apart). */
export const CodigoParams = z.object({ codigo: z.string().check(z.minLength(1), z.maxLength(100)) });

/** GET /api/publico/vacantes/{codigo}: what the apply page shows. */
export const PaginaVacante = z.object({
  titulo: z.string(),
  lugar: z.string(),
  remoto: z.boolean(),
  /** Only an open vacancy takes applications; the page says why another does not. */
  estado: EstadoVacante,
  empresa: z.object({ nombre: z.string(), color: z.nullable(z.string()) }),
  /** How long the interview takes, in minutes. */
  duracionEstimada: z.number(),
  aviso: z.object({
    version: z.string(),
    parrafos: z.array(z.string()),
    enlaces: z.object({ misDatos: z.string(), contacto: z.string() }),
  }),
  /** The Spanish the page speaks to the candidate in (D215): the company's country's; Spain's when absent. */
  variante: z.optional(z.enum(VARIANTES_ESPANOL)),
});
export type PaginaVacante = z.infer<typeof PaginaVacante>;

const Nombre = z.string({ error: msg.nombreObligatorio }).check(
  z.trim(),
  z.minLength(1, { error: msg.nombreObligatorio }),
  z.maxLength(LIMITES_POSTULACION.nombreMax, { error: msg.nombreLargo }),
  z.refine((s) => !/[<>]/.test(s), { message: msg.nombreMarcado }),
);

/** Digits, spaces and the signs people write phone numbers with. */
const Telefono = z
  .string({ error: msg.telefonoInvalido })
  .check(
    z.trim(),
    z.maxLength(LIMITES_POSTULACION.telefonoMax, { error: msg.telefonoInvalido }),
    z.regex(/^[0-9+()\s.-]*$/, { error: msg.telefonoInvalido }),
  );

/** POST /api/publico/vacantes/{codigo}/postulaciones: the form. `sitioWeb` is the honeypot: hidden from people, filled by bots. */
export const PostulacionBody = z.strictObject({
  nombre: Nombre,
  email: EmailNormalizado,
  telefono: z._default(Telefono, ''),
  acepto: z.literal(true, { error: msg.avisoObligatorio }),
  version: z.string({ error: msg.avisoObligatorio }).check(z.maxLength(40)),
  sitioWeb: z.optional(z.string().check(z.maxLength(200))),
});
export type PostulacionBody = z.output<typeof PostulacionBody>;

/**
 * The form's answer: the new interview's token (the page opens it at once), or — when this e-mail has an
 * interview for the vacancy already — no token, and the link went to that e-mail again.
 */
export const PostulacionRespuesta = z.object({ token: z.nullable(z.string()), yaInscrito: z.boolean() });
export type PostulacionRespuesta = z.infer<typeof PostulacionRespuesta>;

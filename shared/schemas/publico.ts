// The candidate's public interview page (issue 12; D64): what the page reads and sends. The token in
// the path is the only credential; every route answers 404 for anything that is not a live token.
import * as z from 'zod/mini';
import { ENTREVISTAS } from '../constants.js';
import { publico as msg } from '../messages.js';

/** Any text: a malformed token is "not a live token" like any other (404, never a 400 that tells them apart). */
export const TokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(300)) });
export const FORMATO_TOKEN = new RegExp(`^${ENTREVISTAS.tokenPrefijo}[0-9]+_[A-Za-z0-9_-]{20,}$`);
export const RespuestaParams = z.object({
  token: TokenParams.shape.token,
  n: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(499)),
});

export const LIMITES_PUBLICO = {
  /** Characters of one answer. */
  respuestaMax: 5_000,
  /** Bytes of a request body (413 above). */
  cuerpoMaxBytes: 16 * 1024,
  /** Requests per token and per source address in a window. */
  porToken: 600,
  porOrigen: 2_000,
  ventanaMs: 15 * 60_000,
} as const;

export const Consentimiento = z.strictObject({
  acepto: z.literal(true, { error: msg.consentimientoObligatorio }),
  version: z.string().check(z.maxLength(40)),
});

export const Respuesta = z.strictObject({
  texto: z.string({ error: msg.respuestaTexto }).check(z.maxLength(LIMITES_PUBLICO.respuestaMax, msg.respuestaLarga)),
  origen: z._default(z.enum(['texto', 'voz']), 'texto'),
});
export type Respuesta = z.output<typeof Respuesta>;

export const PreguntaPublica = z.object({ n: z.number(), fase: z.string(), texto: z.string() });
export const RespuestaGuardada = z.object({ n: z.number(), texto: z.string(), origen: z.enum(['texto', 'voz']), guardadaEn: z.string() });

/** GET /api/publico/entrevistas/{token}. `pendiente`: no consent yet; `en_curso`; `finalizada`. */
export const PaginaEntrevista = z.object({
  estado: z.enum(['pendiente', 'en_curso', 'finalizada']),
  empresa: z.object({ nombre: z.string(), color: z.nullable(z.string()) }),
  puesto: z.nullable(z.string()),
  servicio: z.nullable(z.object({ nombre: z.string(), descripcion: z.nullable(z.string()) })),
  candidatoNombre: z.nullable(z.string()),
  fechaProgramada: z.nullable(z.string()),
  zonaHoraria: z.nullable(z.string()),
  duracionEstimada: z.nullable(z.number()),
  aviso: z.nullable(z.object({ version: z.string(), ia: z.array(z.string()), privacidad: z.array(z.string()) })),
  consentimiento: z.nullable(z.object({ fecha: z.string(), version: z.string() })),
  /** Only once consent is given. */
  fases: z.nullable(z.array(z.string())),
  preguntas: z.nullable(z.array(PreguntaPublica)),
  respuestas: z.nullable(z.array(RespuestaGuardada)),
  /** Voice answers need a transcription key (Deepgram) for the company or the platform. */
  vozDisponible: z.boolean(),
});
export type PaginaEntrevista = z.output<typeof PaginaEntrevista>;

export const RespuestaGuardadaData = RespuestaGuardada;
export const FinalizadaData = z.object({ estado: z.literal('finalizada') });

// The candidate's public interview page (D64): what the page reads and sends. The token in
// the path is the only credential; every route answers 404 for anything that is not a live token.
import * as z from 'zod/mini';
import { OptInCandidato } from './whatsapp-optin.js';
import { limitesGrabacion } from '../ayuda-candidato.js';
import { VARIANTES_ESPANOL } from '../espanol.js';
import { publico as msg } from '../messages.js';
import { AUDIO_ID, LIMITES_PUBLICO, TIPOS_AUDIO } from '../publico-limites.js';
import { SenalesRespuesta } from './integridad.js';

// The limits and formats live in a module without zod, so the candidate's page does not load zod (D85).
export { AUDIO_ID, FORMATO_TOKEN, LIMITES_PUBLICO, TIPOS_AUDIO, type TipoAudio } from '../publico-limites.js';

/** Any text: a malformed token is "not a live token" like any other (404, never a 400 that tells them apart). */
export const TokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(300)) });
export const RespuestaParams = z.object({
  token: TokenParams.shape.token,
  n: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(499)),
});

export const Consentimiento = z.strictObject({
  acepto: z.literal(true, { error: msg.consentimientoObligatorio }),
  version: z.string().check(z.maxLength(40)),
});

const TextoRespuesta = z.string({ error: msg.respuestaTexto }).check(z.maxLength(LIMITES_PUBLICO.respuestaMax, msg.respuestaLarga));

export const Respuesta = z.strictObject({
  texto: TextoRespuesta,
  origen: z._default(z.enum(['texto', 'voz']), 'texto'),
  /** The answer to this question's AI follow-up, once one was asked (POST …/repregunta). */
  respuestaRepregunta: z.optional(TextoRespuesta),
  /**
   * Whether the candidate moved on from this answer (D82): false while they write it (the autosave),
   * true once they pressed "Siguiente" on it. Left out: the stored value stays as it was.
   */
  terminada: z.optional(z.boolean()),
  /**
   * The integrity signals of this question so far (D158): pastes into its answers and their
   * characters, times the page lost focus while it was on screen, and its time on screen. Sent only
   * when the page's `senalesActivas` says so; ignored (not stored) when the company turned them off.
   */
  senales: z.optional(SenalesRespuesta),
});
export type Respuesta = z.output<typeof Respuesta>;

export const PreguntaPublica = z.object({ n: z.number(), fase: z.string(), texto: z.string() });
/** A follow-up the AI asked about one answer (at most one per question), and the candidate's answer to it. */
export const RepreguntaGuardada = z.object({ pregunta: z.string(), respuesta: z.nullable(z.string()) });
export type RespuestaGuardada = z.output<typeof RespuestaGuardada>;
export const RespuestaGuardada = z.object({
  n: z.number(),
  texto: z.string(),
  origen: z.enum(['texto', 'voz']),
  guardadaEn: z.string(),
  repregunta: z.nullable(RepreguntaGuardada),
  /** False for a draft the candidate has not moved on from (D82): the page resumes there. Answers saved before D82 read true. */
  terminada: z.boolean(),
  /** The signals saved for this question (D158), so a reload goes on counting from them; absent when none. */
  senales: z.optional(SenalesRespuesta),
});

/** GET /api/publico/entrevistas/{token}. `pendiente`: no consent yet; `en_curso`; `finalizada`. */
export const PaginaEntrevista = z.object({
  estado: z.enum(['pendiente', 'en_curso', 'finalizada']),
  empresa: z.object({ nombre: z.string(), color: z.nullable(z.string()) }),
  puesto: z.nullable(z.string()),
  servicio: z.nullable(z.object({ nombre: z.string(), descripcion: z.nullable(z.string()) })),
  candidatoNombre: z.nullable(z.string()),
  /** The suggested time: the link works from now until `disponibleHasta` (issue 65 item 8). */
  fechaProgramada: z.nullable(z.string()),
  /** When the link stops working (the interview's tokenExpiraEn). */
  disponibleHasta: z.optional(z.nullable(z.string())),
  zonaHoraria: z.nullable(z.string()),
  duracionEstimada: z.nullable(z.number()),
  /**
   * The notice (D64): `resumen` is its first layer (issue 65 item 7), `ia` and `privacidad` the full
   * text; `enlaces` are the values the page draws as links in them (the «Mis datos» address and the
   * company's contact, linked only when it is an email).
   */
  aviso: z.nullable(
    z.object({
      version: z.string(),
      resumen: z.array(z.string()),
      ia: z.array(z.string()),
      privacidad: z.array(z.string()),
      enlaces: z.object({ misDatos: z.optional(z.string()), contacto: z.string() }),
    }),
  ),
  /** `asistida` is stored with a consent given in a session an interviewer started. */
  consentimiento: z.nullable(z.object({ fecha: z.string(), version: z.string(), asistida: z.optional(z.boolean()) })),
  /** Only once consent is given. */
  fases: z.nullable(z.array(z.string())),
  preguntas: z.nullable(z.array(PreguntaPublica)),
  respuestas: z.nullable(z.array(RespuestaGuardada)),
  /** Voice answers need a transcription key (Deepgram) for the company or the platform. */
  vozDisponible: z.boolean(),
  /**
   * Follow-up questions: an OpenAI or Claude key for the company or the platform (and the AI not
   * paused), or, without them, the template's own rules on its STAR questions (D158).
   */
  repreguntasDisponibles: z.boolean(),
  /** The page notes the integrity signals (D158): the company has them on, and the candidate answers (not an interviewer). */
  senalesActivas: z.boolean(),
  /** Started by an interviewer from the Entrevistas screen ("Iniciar"): they type the candidate's answers. */
  asistida: z.boolean(),
  /** The optional consent to be kept for future processes (D151): its text and version; null without a company. */
  conservar: z.nullable(z.object({ version: z.string(), texto: z.string() })),
  /** Seconds one voice recording may last: ten times more once a time adjustment was accepted (D172). */
  grabacionMaxSegundos: z.optional(z.number()),
  /**
   * WhatsApp notices (issue 68 item 3): the words to tick and whether they are ticked; absent or null when
   * not offered (the company has no WhatsApp number, the candidate no phone, an interviewer runs it).
   */
  whatsapp: z.optional(z.nullable(OptInCandidato)),
  /** The Spanish the page speaks to the candidate in (D215): the company's country's; Spain's when absent. */
  variante: z.optional(z.enum(VARIANTES_ESPANOL)),
});
export type PaginaEntrevista = z.output<typeof PaginaEntrevista>;

/** The page with nothing on it but its state and company: no interview data, no notice, every option off (a finished interview's page; the tests' starting point). */
export const PAGINA_VACIA: Omit<PaginaEntrevista, 'estado' | 'empresa'> = {
  puesto: null,
  servicio: null,
  candidatoNombre: null,
  fechaProgramada: null,
  zonaHoraria: null,
  duracionEstimada: null,
  aviso: null,
  consentimiento: null,
  fases: null,
  preguntas: null,
  respuestas: null,
  vozDisponible: false,
  repreguntasDisponibles: false,
  senalesActivas: false,
  asistida: false,
  conservar: null,
};

export const RespuestaGuardadaData = RespuestaGuardada;

/** POST …/{token}/audio-url: where the browser uploads one recording of the answer to question n. */
export const AudioUrlBody = z.strictObject({
  n: RespuestaParams.shape.n,
  tipo: z.enum(TIPOS_AUDIO, { error: msg.audioTipo }),
  // The interview's own bound (limitesGrabacion: larger after an accepted time adjustment, D172) is checked by the route.
  bytes: z.number({ error: msg.audioGrande }).check(z.int(), z.minimum(1), z.maximum(limitesGrabacion(true).bytes, msg.audioGrande)),
});
export type AudioUrlBody = z.output<typeof AudioUrlBody>;
/** A presigned POST: the browser sends `campos` then the file (field `file`) to `url` as multipart form data. */
export const AudioUrlData = z.object({
  audioId: z.string(),
  url: z.string(),
  campos: z.record(z.string(), z.string()),
  expiraEn: z.string(),
  maxBytes: z.number(),
});

/** POST …/{token}/respuestas/{n}/transcripcion: the uploaded recording, transcribed (language es). Nothing is saved: the candidate corrects the text and the autosave keeps it (origen 'voz'). */
export const TranscribirBody = z.strictObject({ audioId: z.string().check(z.regex(AUDIO_ID, msg.audioNoEncontrado)) });
export const TranscripcionData = z.object({ texto: z.string() });

/** POST …/{token}/respuestas/{n}/repregunta: the AI's one follow-up about the saved answer, or null when it has none (or may not ask it). */
export const RepreguntaData = z.object({ pregunta: z.nullable(z.string()) });
export const FinalizadaData = z.object({ estado: z.literal('finalizada') });

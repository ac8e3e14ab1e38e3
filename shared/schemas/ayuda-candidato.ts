// Adjustments («Necesito un ajuste») and a person to reach («Hablar con una persona»), issue 55 items
// 1–2 (D172): what the candidate sends from any of their pages, what the company answers from the
// interview's screen, and how each side reads the thread. Texts are stored as the candidate typed them
// (trimmed) and always shown as text: markup is never interpreted, on a page or in an e-mail.
import * as z from 'zod/mini';
import { AYUDA, ESTADOS_AJUSTE, TIPOS_AJUSTE } from '../ayuda-candidato.js';
import { ayuda as msg, fmt } from '../messages.js';
import { Id } from './comun.js';

const largo = fmt(msg.textoLargo, { max: AYUDA.textoMax });

/** POST …/ayuda with `tipo: 'ajuste'`: the kinds asked for and, optionally, in the candidate's words. */
export const AjusteBody = z
  .strictObject({
    tipo: z.literal('ajuste'),
    tipos: z
      .array(z.enum(TIPOS_AJUSTE, msg.tipoDesconocido), msg.tiposObligatorios)
      .check(z.minLength(1, msg.tiposObligatorios), z.maxLength(TIPOS_AJUSTE.length, msg.tipoDesconocido)),
    texto: z._default(z.string({ error: largo }).check(z.trim(), z.maxLength(AYUDA.textoMax, largo)), ''),
  })
  .check(z.refine((b) => !b.tipos.includes('otro_formato') || b.texto.length > 0, { message: msg.otroSinTexto, path: ['texto'] }));

/** POST …/ayuda with `tipo: 'mensaje'`: a message to the person who runs the process. */
export const MensajeBody = z.strictObject({
  tipo: z.literal('mensaje'),
  texto: z
    .string({ error: msg.mensajeObligatorio })
    .check(z.trim(), z.minLength(1, msg.mensajeObligatorio), z.maxLength(AYUDA.textoMax, largo)),
});

export const AyudaBody = z.discriminatedUnion('tipo', [AjusteBody, MensajeBody]);
export type AyudaBody = z.output<typeof AyudaBody>;

const Respuesta = z
  .string({ error: msg.respuestaObligatoria })
  .check(z.trim(), z.minLength(1, msg.respuestaObligatoria), z.maxLength(AYUDA.textoMax, largo));

/** POST /api/entrevistas/{id}/ayuda: the company answers an adjustment, or writes in the thread. */
export const RespuestaAyudaBody = z.discriminatedUnion('tipo', [
  z.strictObject({
    tipo: z.literal('ajuste'),
    numero: z.number().check(z.int(), z.minimum(1)),
    aceptado: z.boolean({ error: msg.decisionObligatoria }),
    texto: Respuesta,
  }),
  z.strictObject({ tipo: z.literal('mensaje'), texto: Respuesta }),
]);
export type RespuestaAyudaBody = z.output<typeof RespuestaAyudaBody>;

/** An adjustment request as both sides read it (the answer's author by name only). */
export const Ajuste = z.object({
  numero: z.number(),
  tipos: z.array(z.enum(TIPOS_AJUSTE)),
  texto: z.string(),
  enviadaEn: z.string(),
  estado: z.enum(ESTADOS_AJUSTE),
  respuesta: z.nullable(z.object({ texto: z.string(), por: z.string(), fecha: z.string() })),
});
export type Ajuste = z.output<typeof Ajuste>;

/** One message of the thread: the candidate's, or a person's of the company (by name). */
export const MensajeAyuda = z.object({
  id: z.string(),
  de: z.enum(['candidato', 'empresa']),
  texto: z.string(),
  fecha: z.string(),
  por: z.nullable(z.string()),
});
export type MensajeAyuda = z.output<typeof MensajeAyuda>;

/** Who runs the process, as the candidate's pages name them. */
export const ContactoProceso = z.object({
  empresa: z.string(),
  /** Whoever scheduled the interview, by name; null when unknown. */
  persona: z.nullable(z.string()),
  /** The company's contact address (its record's email); null when it has none. */
  email: z.nullable(z.string()),
});

/** GET/POST …/ayuda on the candidate's side. */
export const AyudaCandidato = z.object({
  entrevistaId: Id,
  contacto: ContactoProceso,
  ajustes: z.array(Ajuste),
  mensajes: z.array(MensajeAyuda),
  /** An accepted «más tiempo»/«sin límite»: the interview's time limits are stretched (D172). */
  tiempoAmpliado: z.boolean(),
  /**
   * The interview has a time limit the candidate still meets — the voice recorder's, while it runs and
   * offers voice answers (issue 65 item 7): the page offers «más tiempo» and «sin límite» only then.
   */
  limiteDeTiempo: z.boolean(),
});
export type AyudaCandidato = z.output<typeof AyudaCandidato>;

/** GET/POST /api/entrevistas/{id}/ayuda: the company's view. */
export const AyudaEntrevista = z.object({
  entrevistaId: Id,
  ajustes: z.array(Ajuste),
  mensajes: z.array(MensajeAyuda),
  ajustesPendientes: z.number(),
  /** The candidate's message waits for an answer: the last one in the thread is theirs. */
  mensajeSinResponder: z.boolean(),
  tiempoAmpliado: z.boolean(),
});
export type AyudaEntrevista = z.output<typeof AyudaEntrevista>;

/** The «Mis datos» route's path: the page's access key, the company and the interview. */
export const AyudaMisDatosParams = z.object({
  acceso: z.string().check(z.minLength(1), z.maxLength(300)),
  empresaId: Id,
  entrevistaId: Id,
});

// What an HR team sends and keeps beside a candidate (D163): the CV attached to the candidate
// (PDF or DOCX, checked by its content), the invitation resent with the same link, and the
// rejection mail a person sends, with its preview, recorded on the candidate.
import * as z from 'zod/mini';
import { FechaHora } from './comun.js';

export const CV_CANDIDATO = {
  /** The multipart field. */
  campo: 'cv',
  /** A Lambda request carries 6 MB at most, base64 included: 4 MB fits with room to spare (as the avatar). */
  maxBytes: 4 * 1024 * 1024,
  tipos: {
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;
export type ExtensionCv = keyof typeof CV_CANDIDATO.tipos;

/** At most this many resends of one interview's invitation, and this long between two. */
export const REENVIO_INVITACION = { maximo: 3, minutosEntre: 10 } as const;

/** The CV as the API shows it: never its storage key. */
export const CvCandidato = z.object({
  nombre: z.string(),
  tipo: z.string(),
  tamano: z.number(),
  subidoEn: FechaHora,
});
export type CvCandidato = z.output<typeof CvCandidato>;

/**
 * The rejection mail, once sent: when and by whom (the user's id, and their name since issue 54's
 * leftovers), and the interview whose review sent it when it went from a review rather than the profile.
 */
export const RechazoEnviado = z.object({
  fecha: FechaHora,
  por: z.string(),
  porNombre: z.optional(z.string()),
  entrevistaId: z.optional(z.string()),
  /**
   * A bulk rejection of a vacancy's candidates (D190): the action that recorded it, and where its mail
   * is — claimed (enviando) before it leaves, so a redelivered action never mails twice.
   */
  loteId: z.optional(z.string()),
  email: z.optional(z.enum(['pendiente', 'enviando', 'enviado', 'omitido'])),
});
export type RechazoEnviado = z.output<typeof RechazoEnviado>;

/** GET /api/candidatos/{id}/rechazo: what the candidate would receive, rendered as it would go out. */
export const RechazoVista = z.object({
  para: z.string(),
  asunto: z.string(),
  html: z.string(),
  /** false when the template is turned off in the Email panel (sending is refused). */
  activada: z.boolean(),
  enviado: z.nullable(RechazoEnviado),
});

/** POST /api/candidatos/{id}/rechazo: the person confirms what they previewed. */
export const RechazoBody = z.strictObject({ confirmar: z.literal(true, { error: 'Confirma el envío del email de rechazo' }) });

export const CvEnlaceBody = z.strictObject({ descarga: z._default(z.boolean(), true) });
export const CvEnlaceData = z.object({ url: z.string(), expiresIn: z.number() });

/** POST /api/entrevistas/{id}/reenviar-invitacion. */
export const ReenvioData = z.object({
  enviada: z.boolean(),
  para: z.string(),
  reenvios: z.number(),
  ultimoEn: FechaHora,
});

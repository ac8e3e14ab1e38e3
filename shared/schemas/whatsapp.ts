// A company's own WhatsApp Business number (issue 68 item 1): the WhatsApp Business Platform Cloud API's
// phone number id and WhatsApp Business Account id, the access token and the app's secret. The two
// secrets are sealed at rest like the AI providers' keys (D60, functions/lib/cifrado.ts) and never
// answered: only whether they are set and the token's last four characters. Saving asks the API for
// the number's node (GET /v23.0/{phone-number-id}) and keeps the outcome: «conectada» with the verified
// name and number, or «error» with the reason in Spanish.
import * as z from 'zod/mini';
import { whatsapp as msg } from '../messages.js';
import { FechaHora } from './comun.js';

// The document's path parameter `Phone-Number-ID` (and the WABA's id alike) is `pattern: ^[0-9]+$`
// (facebook/openapi business-messaging-api_v23.0.yaml, getPhoneNumberById); Graph ids fit in 20 digits.
const idGraph = (vacio: string, forma: string) =>
  z.string({ error: vacio }).check(z.trim(), z.minLength(1, { error: vacio }), z.regex(/^[0-9]{1,20}$/, { error: forma }));

// The document's `Authorization` header is `pattern: ^Bearer\s+[A-Za-z0-9\-_.]+.*$`: the token starts
// with one of those characters; printable ASCII without spaces throughout (it travels in a header).
const secreto = (max: number, vacio: string, largo: string, forma: string, caracteres: RegExp) =>
  z
    .string({ error: vacio })
    .check(z.trim(), z.minLength(1, { error: vacio }), z.maxLength(max, { error: largo }), z.regex(caracteres, { error: forma }));

/** PUT: the four values as Meta's App Dashboard and WhatsApp Manager show them; all four, to connect or replace. */
export const ConexionWhatsAppBody = z.strictObject({
  phoneNumberId: idGraph(msg.faltaPhoneNumberId, msg.formaPhoneNumberId),
  wabaId: idGraph(msg.faltaWabaId, msg.formaWabaId),
  accessToken: secreto(1_000, msg.faltaToken, msg.tokenLargo, msg.formaToken, /^[A-Za-z0-9\-_.][\x21-\x7e]*$/),
  appSecret: secreto(200, msg.faltaAppSecret, msg.appSecretLargo, msg.formaAppSecret, /^[\x21-\x7e]+$/),
});
export type ConexionWhatsAppBody = z.output<typeof ConexionWhatsAppBody>;

/** The document's `PhoneNumberInfo.quality_rating`. */
export const CalidadWhatsApp = z.enum(['GREEN', 'YELLOW', 'RED', 'NA']);

/** The outcome of the last verification against the Cloud API. */
export const ComprobacionWhatsApp = z.object({
  estado: z.enum(['conectada', 'error']),
  nombreVerificado: z.nullable(z.string()),
  numero: z.nullable(z.string()),
  calidad: z.nullable(CalidadWhatsApp),
  error: z.nullable(z.string()),
  comprobadaEn: FechaHora,
});
export type ComprobacionWhatsApp = z.infer<typeof ComprobacionWhatsApp>;

/**
 * A product template's state in the company's account (issue 68 item 2): Meta's `status` as the list of
 * templates returns it (GET /{waba-id}/message_templates; the Graph reference's values: APPROVED,
 * PENDING, REJECTED, PAUSED, DISABLED, IN_APPEAL, PENDING_DELETION, DELETED, LIMIT_EXCEEDED, ARCHIVED),
 * or NO_CREADA when the product could not create it (`error` says why). Kept as Meta's text: a value Meta
 * adds later is shown as it comes, never refused.
 */
export const PlantillaEstado = z.object({
  nombre: z.string(),
  titulo: z.string(),
  idioma: z.string(),
  metaId: z.nullable(z.string()),
  estado: z.string(),
  motivo: z.nullable(z.string()),
  error: z.nullable(z.string()),
  leidaEn: FechaHora,
});
export type PlantillaEstado = z.infer<typeof PlantillaEstado>;

/** What GET (and a save) answers: never a secret. */
export const ConexionWhatsApp = z.object({
  configurada: z.boolean(),
  phoneNumberId: z.nullable(z.string()),
  wabaId: z.nullable(z.string()),
  tokenUltimos4: z.nullable(z.string()),
  appSecretGuardado: z.boolean(),
  comprobacion: z.nullable(ComprobacionWhatsApp),
  actualizadaEn: z.nullable(FechaHora),
  /** The product's templates as last read, in PLANTILLAS_WHATSAPP's order ([] until the first save). */
  plantillas: z.array(PlantillaEstado),
  /**
   * What the admin pastes in Meta's App Dashboard (issue 68 item 6): the webhook's callback URL and its
   * verify token (null without a connection, or on one saved before the webhook existed until it is saved again).
   */
  webhookUrl: z.nullable(z.string()),
  verifyToken: z.nullable(z.string()),
});
export type ConexionWhatsApp = z.infer<typeof ConexionWhatsApp>;

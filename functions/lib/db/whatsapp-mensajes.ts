// What WhatsApp carries between a company and its candidates (issue 68 items 3–7; docs/data-model.md
// "WhatsApp messages"): the candidate's opt-in per phone number, each send and its statuses, each inbound
// message once, and the public look-up from a company's webhook URL to the company. The keys and the item
// shapes are said here once; the modules under functions/lib/whatsapp/ write them.
//
// - Opt-in `EMP#{e} / WAOPTIN#{telefono}` (E.164): keyed by the number, because a reply («BAJA») arrives
//   from a number and must end it at once; it names the candidate it was given for. Its words, source and
//   time (and the staff's evidence) stay, with a short history of every change, for «Mis datos» and export.
//   The last inbound message's time opens the 24-hour window a free-text answer needs.
// - Send `EMP#{e} / WAENVIO#{entrevistaId}#{enviadoEn}#{id}`: an interview's sends in time order (its
//   timeline reads them with one Query); `id` is Meta's message id (wamid) when Meta accepted it, else a
//   local id. Beside an accepted send, `EMP#{e} / WAMSG#{wamid}` points to it: a status names the wamid.
// - Inbound `EMP#{e} / WAIN#{wamid}`: written with attribute_not_exists before anything else is done with
//   a message, so Meta's repeated delivery of the same message is stored once; it expires after 30 days
//   (`expiresAt`, the table's TTL), well past Meta's retries (up to 7 days).
// - Webhook `WAHOOK#{webhookId} / WAHOOK`: a platform item from the random id in the company's webhook URL
//   to the company. The URL, not the body, says whose app secret checks the signature, so the raw body is
//   verified before it is parsed; an unknown id is dropped with nothing stored.
import type { CodigoPais } from '../../../shared/paises.js';
import type { MercadoWhatsApp } from '../../../shared/whatsapp-tarifas.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import type { TransactStep } from './repository.js';

/** Where an opt-in came from: the candidate on the interview's page or in «Mis datos», or a person of the company with evidence. */
export type FuenteOptIn = 'invitacion' | 'mis_datos' | 'personal';
/** What ended it: the candidate's reply («BAJA», «STOP»), the candidate unticking, or a person of the company. */
export type FuenteBaja = 'respuesta' | 'desmarcado' | 'personal';

export interface CambioOptIn {
  accion: 'alta' | 'baja';
  fuente: FuenteOptIn | FuenteBaja;
  en: string;
  /** The words agreed to (alta) or the reply that ended it (baja by respuesta). */
  texto?: string;
  /** A person's record: where the candidate gave it (alta) or why it ends (baja). */
  evidencia?: string;
  /** The user who recorded it (fuente «personal»). */
  por?: string;
}

export interface OptInWhatsAppItem {
  /** E.164, as the candidate's phone is stored (shared/telefono). */
  telefono: string;
  candidatoId: string;
  estado: 'activo' | 'baja';
  /** The words of the current (or last) opt-in, as the candidate read them. */
  texto: string;
  fuente: FuenteOptIn;
  evidencia?: string;
  registradoPor?: string;
  /** When the current (or last) opt-in was given. */
  en: string;
  /** When and how it ended, while estado is «baja». */
  baja?: { en: string; fuente: FuenteBaja; texto?: string };
  /** The candidate's last message: a free-text answer goes within 24 hours of it (Meta's customer service window). */
  ultimoEntranteEn?: string;
  /** Every change, newest last, at most OPTIN_HISTORIAL entries. */
  historial: CambioOptIn[];
  version: number;
}

export const OPTIN_HISTORIAL = 20;

/** A send's state: Meta's statuses (sent, delivered, read, failed) in Spanish, or «no_enviado» when the product did not send it. */
export type EstadoEnvioWhatsApp = 'enviado' | 'entregado' | 'leido' | 'fallido' | 'no_enviado';

export interface EnvioWhatsAppItem {
  id: string;
  /** Meta's message id, when Meta accepted the request. */
  wamid?: string;
  empresaId: string;
  entrevistaId: string;
  candidatoId: string;
  telefono: string;
  /** A template (outside the window, and every notice) or a staff answer's free text (inside it). */
  tipo: 'plantilla' | 'texto';
  plantilla?: string;
  /** Meta's pricing category: the templates' UTILITY, or SERVICE for free text in the window. */
  categoria: 'UTILITY' | 'SERVICE';
  /** The recipient's country from the number's prefix (prices are per recipient's country), null when unknown. */
  pais: CodigoPais | null;
  /** Meta's market the price was read for (shared/whatsapp-tarifas.ts): also Meta's regional buckets; null when not priced. Added by the sends' increment. */
  mercado?: MercadoWhatsApp | null;
  /** The estimated price from the dated rates table (null when there is no rate, or nothing was sent). */
  precioEstimado: { importe: number; moneda: 'USD'; tarifas: string } | null;
  estado: EstadoEnvioWhatsApp;
  /** Why it failed or was not sent, in Spanish. */
  motivo?: string;
  enviadoEn: string;
  /** Every status as it came, in order of arrival (Meta does not promise order). */
  estados: Array<{ estado: EstadoEnvioWhatsApp; en: string; motivo?: string }>;
}

const telefonoClave = (t: string) => assertKeyPart(t, 'telefono');

export const whatsappKeys = {
  optIn: (empresaId: string, telefono: string): Key => ({ PK: tenantPk(empresaId), SK: `WAOPTIN#${telefonoClave(telefono)}` }),
  envio: (empresaId: string, entrevistaId: string, enviadoEn: string, id: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `WAENVIO#${assertKeyPart(entrevistaId, 'entrevistaId')}#${assertKeyPart(enviadoEn, 'enviadoEn')}#${assertKeyPart(id, 'id')}`,
  }),
  /** begins_with prefix of an interview's sends. */
  enviosDe: (entrevistaId: string) => `WAENVIO#${assertKeyPart(entrevistaId, 'entrevistaId')}#`,
  mensaje: (empresaId: string, wamid: string): Key => ({ PK: tenantPk(empresaId), SK: `WAMSG#${assertKeyPart(wamid, 'wamid')}` }),
  entrante: (empresaId: string, wamid: string): Key => ({ PK: tenantPk(empresaId), SK: `WAIN#${assertKeyPart(wamid, 'wamid')}` }),
  /** A company's month of WhatsApp usage (`yyyy-mm`, UTC): one item of counters added atomically by every accepted send. */
  uso: (empresaId: string, mes: string): Key => ({ PK: tenantPk(empresaId), SK: `WAUSO#${assertKeyPart(mes, 'mes')}` }),
  /** begins_with prefix of a company's months of usage. */
  usos: 'WAUSO#',
  webhook: (webhookId: string): Key => ({ PK: `WAHOOK#${assertKeyPart(webhookId, 'webhookId')}`, SK: 'WAHOOK' }),
};

/**
 * A company's month of usage `EMP#{e} / WAUSO#{yyyy-mm}` (added by the sends' increment): counters only,
 * each written with DynamoDB's ADD so concurrent sends never lose one. `enviados`: messages Meta accepted;
 * `usdMicros`: their estimated price in millionths of a dollar; one attribute per category and market,
 * named `{categoria}#{mercado}` (`UTILITY#ES`, `SERVICE#OTROS`, `UTILITY#SIN_TARIFA`), with its count.
 */
export interface UsoWhatsAppItem {
  mes: string;
  enviados?: number;
  fallidos?: number;
  usdMicros?: number;
  [categoriaMercado: `${'UTILITY' | 'SERVICE'}#${string}`]: number;
}

/** Days an inbound message's marker is kept (Meta retries a failed delivery for up to 7 days). */
export const ENTRANTE_DIAS = 30;
/** Meta's customer service window: a free-form message only within 24 hours of the person's last message. */
export const VENTANA_MS = 24 * 3_600_000;

/**
 * The writes of one send, in one transaction: the send, its pointer `WAMSG#{wamid}` when Meta accepted it,
 * and the month's usage counters (`deltas`, each an ADD: created with the item on the month's first send,
 * never a lost count between concurrent sends). A send and its count go together or not at all.
 */
export function pasosEnvioWhatsApp(item: EnvioWhatsAppItem, deltas: Record<string, number> | null): TransactStep[] {
  const clave = whatsappKeys.envio(item.empresaId, item.entrevistaId, item.enviadoEn, item.id);
  const pasos: TransactStep[] = [{ op: { Put: { Item: { ...clave, entidad: 'WHATSAPP_ENVIO', ...item } } } }];
  if (item.wamid)
    pasos.push({
      op: { Put: { Item: { ...whatsappKeys.mensaje(item.empresaId, item.wamid), entidad: 'WHATSAPP_MENSAJE', sk: clave.SK } } },
    });
  const entradas = Object.entries(deltas ?? {}).filter(([, n]) => n !== 0 && Number.isFinite(n));
  if (entradas.length) {
    const mes = item.enviadoEn.slice(0, 7);
    pasos.push({
      op: {
        Update: {
          Key: whatsappKeys.uso(item.empresaId, mes),
          UpdateExpression: `SET entidad = :entidad, mes = :mes ADD ${entradas.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entradas.map(([k], i) => [`#c${i}`, k])),
          ExpressionAttributeValues: {
            ':entidad': 'WHATSAPP_USO',
            ':mes': mes,
            ...Object.fromEntries(entradas.map(([, n], i) => [`:c${i}`, n])),
          },
        },
      },
    });
  }
  return pasos;
}

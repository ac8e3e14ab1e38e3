// What a company's signed WhatsApp notification does (issue 68 items 3, 5, 6 and 10), once its signature
// was checked (./webhook.ts). Meta's `whatsapp_business_account` payload (docs/data-model.md "WhatsApp
// messages: the webhook"):
// - a candidate's message, from a number that opted in (WAOPTIN), is stored once by its id (WAIN,
//   attribute_not_exists): «BAJA» or «STOP» ends the opt-in at once; anything else opens Meta's 24-hour
//   window (`ultimoEntranteEn`) and joins the help thread of the candidate's latest interview (D172) as
//   their message, with the same notices to the company's people. A message from any other number is
//   dropped with nothing stored. Media are never downloaded: the thread says what came and where it is;
// - a send's status (sent, delivered, read, failed) moves the send it names (WAMSG → WAENVIO), never
//   backwards, and is appended to its list; a message id the company never sent is ignored;
// - a template's review (message_template_status_update) updates that template's stored state.
// Only changes for the connection's own number (and account) are read. A shape not understood is logged
// and skipped: Meta answered 200 is not asked to send garbage again. An outage throws (Meta retries, and
// the marker of a message not handled is taken back so the retry is not mistaken for a repeat).
import * as z from 'zod/mini';
import { AYUDA } from '../../../shared/ayuda-candidato.js';
import { fmt, whatsappWebhook as msg } from '../../../shared/messages.js';
import { pedirAyuda } from '../ayuda-candidato/pedir.js';
import type { Enviar } from '../colas/entrega.js';
import { entrevistasDeCandidatos } from '../db/entrevistas.js';
import { tenantPk } from '../db/keys.js';
import { deleteIf, getItem, putIf, type Item } from '../db/repository.js';
import { guardarPlantillasWhatsApp, plantillasWhatsAppDe } from '../db/whatsapp.js';
import {
  ENTRANTE_DIAS,
  OPTIN_HISTORIAL,
  whatsappKeys,
  type EnvioWhatsAppItem,
  type EstadoEnvioWhatsApp,
  type OptInWhatsAppItem,
} from '../db/whatsapp-mensajes.js';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';

// Meta's message ids (`wamid.` and base64) and the E.164 digits of `from` (no '+'): anything else is not Meta's.
const WAMID = /^[A-Za-z0-9._=+/-]{1,200}$/;
const DIGITOS = /^[1-9][0-9]{5,14}$/;
const texto = z.object({ body: z.string() });
const titulo = z.object({ title: z.string() });

const Mensaje = z.object({
  from: z.string().check(z.regex(DIGITOS)),
  id: z.string().check(z.regex(WAMID)),
  timestamp: z.optional(z.string()),
  type: z.string(),
  text: z.optional(texto),
  button: z.optional(z.object({ text: z.string() })),
  interactive: z.optional(z.object({ button_reply: z.optional(titulo), list_reply: z.optional(titulo) })),
});
type Mensaje = z.infer<typeof Mensaje>;

const Estado = z.object({
  id: z.string().check(z.regex(WAMID)),
  status: z.string(),
  timestamp: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ code: z.optional(z.number()), title: z.optional(z.string()) }))),
});
type Estado = z.infer<typeof Estado>;

const CambioMensajes = z.object({
  metadata: z.object({ phone_number_id: z.string() }),
  messages: z.optional(z.array(z.unknown())),
  statuses: z.optional(z.array(z.unknown())),
});

const CambioPlantilla = z.object({
  event: z.string(),
  message_template_id: z.optional(z.union([z.string(), z.number()])),
  message_template_name: z.optional(z.string()),
  message_template_language: z.optional(z.string()),
  reason: z.optional(z.nullable(z.string())),
});

const Notificacion = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.object({ id: z.optional(z.string()), changes: z.array(z.object({ field: z.string(), value: z.unknown() })) })),
});

export interface ConexionDelWebhook {
  phoneNumberId: string;
  wabaId: string;
}

/** What one notification did, for the log line (never a number, a name or a text). */
export interface Resumen {
  mensajes: number;
  repetidos: number;
  desconocidos: number;
  bajas: number;
  alHilo: number;
  estados: number;
  plantillas: number;
  ignorados: number;
}

/** Meta's Unix seconds as an ISO date; `now` when missing, malformed or ahead of the clock. */
function fechaDe(timestamp: string | undefined, now: Date): string {
  const s = Number(timestamp);
  if (!timestamp || !Number.isInteger(s) || s <= 0 || s * 1000 > now.getTime()) return now.toISOString();
  return new Date(s * 1000).toISOString();
}

/**
 * «BAJA» and «STOP» as a person types them: any case, accents, spaces and punctuation around or between
 * the letters («Baja.», « b a j a », «STOP!», «bája»). Anything with other words is a message.
 */
export function esBaja(t: string): boolean {
  const letras = t
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  return letras === 'baja' || letras === 'stop';
}

const TIPO_ADJUNTO: Record<string, string> = {
  image: msg.tipoImagen,
  audio: msg.tipoAudio,
  voice: msg.tipoAudio,
  video: msg.tipoVideo,
  document: msg.tipoDocumento,
  sticker: msg.tipoSticker,
  location: msg.tipoUbicacion,
  contacts: msg.tipoContacto,
};

/** What a message says in the thread: its text, a reply button's words, or a note of what came (never the media). */
function textoDe(m: Mensaje): string | null {
  if (m.type === 'text') return m.text?.body ?? null;
  if (m.type === 'button') return m.button?.text ?? null;
  if (m.type === 'interactive') return m.interactive?.button_reply?.title ?? m.interactive?.list_reply?.title ?? null;
  // A reaction is an emoji on a message already in the thread, and a system note is Meta's: neither is a word from the candidate.
  if (m.type === 'reaction' || m.type === 'system') return null;
  return fmt(msg.adjunto, { tipo: TIPO_ADJUNTO[m.type] ?? msg.tipoOtro });
}

/** A text within the thread's limit (WhatsApp allows 4096 characters, the thread AYUDA.textoMax). */
function recortar(t: string): string {
  const limpio = t.trim();
  return limpio.length <= AYUDA.textoMax ? limpio : `${limpio.slice(0, AYUDA.textoMax - 1)}…`;
}

/** The opt-in rewritten from what was read, if it is still that version: three rounds against another write. */
async function cambiarOptIn(
  empresaId: string,
  telefono: string,
  cambio: (o: OptInWhatsAppItem) => OptInWhatsAppItem | null,
): Promise<OptInWhatsAppItem | null> {
  const clave = whatsappKeys.optIn(empresaId, telefono);
  for (let ronda = 0; ronda < 3; ronda++) {
    const antes = await getItem<OptInWhatsAppItem & Item>(clave, { consistent: true });
    if (!antes) return null;
    const nuevo = cambio(antes);
    if (!nuevo) return antes;
    const escrito = await putIf(
      { ...antes, ...nuevo, ...clave, version: antes.version + 1 },
      { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': antes.version } },
    );
    if (escrito) return nuevo;
  }
  throw new Error('WhatsApp opt-in changed by others three times in a row');
}

/** Ends the opt-in at the candidate's word: estado «baja», how and when, in its history. */
function darDeBaja(o: OptInWhatsAppItem, palabras: string, en: string): OptInWhatsAppItem | null {
  const ultimoEntranteEn = o.ultimoEntranteEn && o.ultimoEntranteEn > en ? o.ultimoEntranteEn : en;
  if (o.estado === 'baja') return o.ultimoEntranteEn === ultimoEntranteEn ? null : { ...o, ultimoEntranteEn };
  const textoBaja = palabras.trim().slice(0, 100);
  return {
    ...o,
    estado: 'baja',
    baja: { en, fuente: 'respuesta', texto: textoBaja },
    ultimoEntranteEn,
    historial: [...o.historial, { accion: 'baja' as const, fuente: 'respuesta' as const, en, texto: textoBaja }].slice(-OPTIN_HISTORIAL),
  };
}

/** The candidate wrote: Meta's 24-hour window runs from their latest message. */
function anotarEntrante(o: OptInWhatsAppItem, en: string): OptInWhatsAppItem | null {
  return o.ultimoEntranteEn && o.ultimoEntranteEn >= en ? null : { ...o, ultimoEntranteEn: en };
}

async function procesarMensaje(empresaId: string, m: Mensaje, enviar: Enviar | undefined, now: Date, r: Resumen): Promise<void> {
  const telefono = `+${m.from}`;
  const optIn = await getItem<OptInWhatsAppItem>(whatsappKeys.optIn(empresaId, telefono), { consistent: true });
  // A number that never opted in is not a candidate the company may talk to here: nothing is kept of it.
  if (!optIn) {
    r.desconocidos++;
    logger.info('WhatsApp message from a number without an opt-in dropped', { empresaId });
    return;
  }
  const marcador = whatsappKeys.entrante(empresaId, m.id);
  const nuevo = await putIf(
    {
      ...marcador,
      entidad: 'WHATSAPP_ENTRANTE',
      recibidoEn: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + ENTRANTE_DIAS * 86_400,
    },
    { expression: 'attribute_not_exists(PK)' },
  );
  if (!nuevo) {
    r.repetidos++;
    return;
  }
  r.mensajes++;
  try {
    await alHilo(empresaId, optIn, m, enviar, now, r);
  } catch (err) {
    // Not handled: the marker goes, so Meta's retry of this notification handles it (nothing lost).
    if (!(err instanceof AppError)) {
      await deleteIf(marcador, { expression: 'attribute_exists(PK)' }).catch(() => undefined);
      throw err;
    }
    logger.warn('WhatsApp message not added to the thread', { empresaId, code: err.code, reason: err.message });
  }
}

async function alHilo(
  empresaId: string,
  optIn: OptInWhatsAppItem,
  m: Mensaje,
  enviar: Enviar | undefined,
  now: Date,
  r: Resumen,
): Promise<void> {
  const en = fechaDe(m.timestamp, now);
  const palabras = textoDe(m);
  if (m.type === 'text' && palabras !== null && esBaja(palabras)) {
    await cambiarOptIn(empresaId, optIn.telefono, (o) => darDeBaja(o, palabras, now.toISOString()));
    r.bajas++;
    logger.info('WhatsApp opt-in ended by the candidate’s reply', { empresaId, candidatoId: optIn.candidatoId });
    return;
  }
  await cambiarOptIn(empresaId, optIn.telefono, (o) => anotarEntrante(o, en));
  if (palabras === null || !palabras.trim()) return;
  const [entrevista] = await entrevistasDeCandidatos(empresaId, [optIn.candidatoId], 1);
  if (!entrevista) {
    logger.info('WhatsApp message from a candidate without an interview dropped', { empresaId, candidatoId: optIn.candidatoId });
    return;
  }
  await pedirAyuda(entrevista, { tipo: 'mensaje', texto: recortar(palabras) }, enviar, now, { canal: 'whatsapp', id: m.id });
  r.alHilo++;
}

/** A send's states in the order they can only go forward: a late «delivered» never undoes «read»; a message delivered did not fail. */
const RANGO: Record<EstadoEnvioWhatsApp, number> = { no_enviado: 0, enviado: 1, fallido: 2, entregado: 3, leido: 4 };
const DE_META: Record<string, EstadoEnvioWhatsApp> = { sent: 'enviado', delivered: 'entregado', read: 'leido', failed: 'fallido' };
const ESTADOS_MAX = 20;

/** A failed send's reason, in Spanish, from Meta's error code (Cloud API error codes). */
export function motivoDeFallo(error: { code?: number; title?: string } | undefined): string {
  const conocido = (msg as Record<string, string>)[`fallo${error?.code ?? ''}`];
  return conocido ?? fmt(msg.falloOtro, { codigo: String(error?.code ?? '?'), titulo: (error?.title ?? '').slice(0, 200) });
}

async function procesarEstado(empresaId: string, s: Estado, now: Date, r: Resumen): Promise<void> {
  const estado = DE_META[s.status];
  if (!estado) {
    r.ignorados++;
    return;
  }
  const puntero = await getItem<{ sk: string }>(whatsappKeys.mensaje(empresaId, s.id));
  if (!puntero?.sk) {
    r.ignorados++;
    return;
  }
  const clave = { PK: tenantPk(empresaId), SK: puntero.sk };
  const en = fechaDe(s.timestamp, now);
  const motivo = estado === 'fallido' ? motivoDeFallo(s.errors?.[0]) : undefined;
  for (let ronda = 0; ronda < 3; ronda++) {
    const envio = await getItem<EnvioWhatsAppItem & Item>(clave, { consistent: true });
    if (!envio) {
      r.ignorados++;
      return;
    }
    const estados = envio.estados ?? [];
    // Meta may deliver the same status twice: it is one.
    if (estados.some((x) => x.estado === estado && x.en === en)) return;
    const avanza = RANGO[estado] > RANGO[envio.estado];
    const nuevo = {
      ...envio,
      ...clave,
      estado: avanza ? estado : envio.estado,
      ...(avanza && motivo ? { motivo } : {}),
      estados: [...estados, { estado, en, ...(motivo ? { motivo } : {}) }].slice(-ESTADOS_MAX),
    };
    const escrito = await putIf(nuevo, {
      expression: '#e = :e AND size(#l) = :n',
      names: { '#e': 'estado', '#l': 'estados' },
      values: { ':e': envio.estado, ':n': estados.length },
    });
    if (escrito) {
      r.estados++;
      return;
    }
  }
  // Three statuses of one send landing together: this one is in none of them only if all three won.
  logger.warn('WhatsApp status not recorded: the send kept changing', { empresaId });
}

async function procesarPlantilla(empresaId: string, v: z.infer<typeof CambioPlantilla>, now: Date, r: Resumen): Promise<void> {
  const lista = await plantillasWhatsAppDe(empresaId);
  const id = v.message_template_id === undefined ? null : String(v.message_template_id);
  const i = lista.findIndex(
    (p) => (id !== null && p.metaId === id) || (p.nombre === v.message_template_name && p.idioma === v.message_template_language),
  );
  // A template the product does not own (the account's others) is not the product's business.
  if (i < 0) {
    r.ignorados++;
    return;
  }
  const motivo = v.reason && v.reason !== 'NONE' ? v.reason.slice(0, 500) : null;
  const nueva = { ...lista[i]!, estado: v.event, motivo, metaId: lista[i]!.metaId ?? id, leidaEn: now.toISOString() };
  await guardarPlantillasWhatsApp(
    empresaId,
    lista.map((p, j) => (j === i ? nueva : p)),
  );
  r.plantillas++;
}

/** Each part of a notification on its own: one not understood is skipped (and counted), the rest still done. */
function cada<T>(esquema: z.ZodMiniType<T>, valores: unknown[] | undefined, r: Resumen): T[] {
  const buenos: T[] = [];
  for (const v of valores ?? []) {
    const p = esquema.safeParse(v);
    if (p.success) buenos.push(p.data);
    else r.ignorados++;
  }
  return buenos;
}

/** A signed notification's body, parsed: what it did. Never throws for its shape; throws for an outage. */
export async function procesarNotificacion(
  empresaId: string,
  conexion: ConexionDelWebhook,
  carga: unknown,
  enviar: Enviar | undefined,
  now = new Date(),
): Promise<Resumen> {
  const r: Resumen = { mensajes: 0, repetidos: 0, desconocidos: 0, bajas: 0, alHilo: 0, estados: 0, plantillas: 0, ignorados: 0 };
  const n = Notificacion.safeParse(carga);
  if (!n.success) {
    r.ignorados++;
    logger.warn('WhatsApp notification of an unexpected shape ignored', { empresaId });
    return r;
  }
  for (const entrada of n.data.entry) {
    for (const cambio of entrada.changes) {
      if (cambio.field === 'messages') {
        const v = CambioMensajes.safeParse(cambio.value);
        // Another number of the same app (its own company's, or none) is not this connection's.
        if (!v.success || v.data.metadata.phone_number_id !== conexion.phoneNumberId) {
          r.ignorados++;
          continue;
        }
        for (const m of cada(Mensaje, v.data.messages, r)) await procesarMensaje(empresaId, m, enviar, now, r);
        for (const s of cada(Estado, v.data.statuses, r)) await procesarEstado(empresaId, s, now, r);
      } else if (cambio.field === 'message_template_status_update') {
        const v = CambioPlantilla.safeParse(cambio.value);
        if (!v.success || (entrada.id !== undefined && entrada.id !== conexion.wabaId)) {
          r.ignorados++;
          continue;
        }
        await procesarPlantilla(empresaId, v.data, now, r);
      } else {
        r.ignorados++;
      }
    }
  }
  return r;
}

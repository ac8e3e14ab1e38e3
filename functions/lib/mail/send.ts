// The one mail service (D62): every email the product sends goes through `enviarPlantilla`.
// It reads the platform's email configuration, skips a disabled template, renders the stored
// template in the branded layout (shared/email/render.ts), sends from the category's mailbox through
// the configured SMTP server or SES, tries `maxRetries` times with a growing wait, falls back to SES
// when SMTP keeps failing, and records the outcome in the send log. A send that finally fails throws
// (callers decide what a failed email undoes) and counts one `EmailsNoEnviados` (metrica.ts, the
// `mail-not-sent` alarm); the log, the metric and the error never carry template values.
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';
import {
  DEFINICION_PLANTILLAS,
  enSuEspanol,
  type DefinicionPlantilla,
  type PlantillaId,
  type VariablesDe,
} from '../../../shared/email/plantillas.js';
import { type Marca, marcadoresDe, renderPlantilla } from '../../../shared/email/render.js';
import type { EmailConfigMostrada, ProveedorEmail } from '../../../shared/schemas/email.js';
import { abrir } from '../cifrado.js';
import { type EmailConfigItem, registrarEnvio, supresionDe, type NuevoEnvio, type Supresion } from '../db/email.js';
import { logger } from '../logger.js';
import { requestSignal } from '../request-scope.js';
import { CONTEXTO_SMTP, configEmailVigente } from './config.js';
import { contarEmailNoEnviado, type SalidaMetrica } from './metrica.js';
import { enviarPorSes } from './ses.js';
import { type CalendarioAdjunto, enviarPorSmtp, type Mensaje, type ServidorSmtp } from './transporte.js';

export interface Destino {
  to: string;
  /** The company the email is about (the send log shows it); null for the platform's own. */
  empresaId: string | null;
  /** The company's name and colour for the layout; the platform's sender name otherwise. */
  marca?: Marca;
  /**
   * How the send log names the recipient when it must not keep the address: a demo request's
   * prospect, whose erasure (D96) must leave nothing of them behind (D125). The address otherwise.
   */
  enRegistro?: string;
  /**
   * A calendar event sent with the email (an interview's invitation, reschedule or cancellation),
   * built once the sender is known: its ORGANIZER is the mailbox the email comes from.
   */
  calendario?: (remitente: { name: string; email: string }) => CalendarioAdjunto;
}

export type ResultadoEnvio =
  { estado: 'enviado'; messageId: string | null; proveedor: ProveedorEmail; intentos: number } | { estado: 'omitido' };

export interface OpcionesEnvio {
  /** Waits between attempts (tests pass a fake). */
  esperar?: (ms: number) => Promise<void>;
  /** Where the `EmailsNoEnviados` metric line goes (default: standard output in Lambda, nowhere elsewhere). */
  metrica?: SalidaMetrica;
}

const esperaReal = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Base × 2^(n-1), capped: 250, 500, 1000, 2000, 2000 … ms. */
export function esperaTrasIntento(n: number): number {
  return Math.min(T.emailEsperaBaseMs * 2 ** (n - 1), T.emailEsperaMaxMs);
}

/** Errors no retry can fix: wrong SMTP credentials, an address or sender the provider refuses. */
function esPermanente(err: unknown): boolean {
  const e = err as { code?: string; name?: string; responseCode?: number; $metadata?: { httpStatusCode?: number } };
  if (e.code === 'EAUTH' || e.code === 'EENVELOPE') return true;
  if (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600) return true;
  if (e.name === 'MessageRejected' || e.name === 'MailFromDomainNotVerifiedException' || e.name === 'BadRequestException') return true;
  return e.$metadata?.httpStatusCode === 400;
}

const mensajeDe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

async function registrar(e: NuevoEnvio): Promise<void> {
  try {
    await registrarEnvio(e);
  } catch (err) {
    // The email's fate does not hang on its log line.
    logger.warn('Email send log not written', { plantilla: e.plantilla, estado: e.estado, error: mensajeDe(err) });
  }
}

/** The suppression of an address; a store that does not answer suppresses nothing (the email matters more). */
async function supresionVigente(to: string): Promise<Supresion | undefined> {
  try {
    return await supresionDe(to);
  } catch (err) {
    logger.warn('Email suppression not read', { error: mensajeDe(err) });
    return undefined;
  }
}

/** The send log's reason, in the panel's words. */
export function motivoDeSupresion(s: Supresion): string {
  const dia = s.fecha.slice(0, 10);
  return s.motivo === 'rebote'
    ? `No enviado: la dirección rebotó de forma permanente (${dia}) y no se le vuelve a escribir`
    : `No enviado: el destinatario marcó un email como spam (${dia}) y no se le vuelve a escribir`;
}

/** SES message tags (letters, digits, _ and - only): the template and the company come back in bounce and complaint events. */
export function etiquetasSes(plantilla: string, empresaId: string | null): Record<string, string> {
  const limpio = (v: string) => v.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256);
  return { plantilla: limpio(plantilla), ...(empresaId ? { empresa: limpio(empresaId) } : {}) };
}

async function servidorSmtp(config: EmailConfigMostrada, item: EmailConfigItem | null): Promise<ServidorSmtp | null> {
  if (config.proveedor !== 'smtp' || !item?.smtp.sobre || !item.smtp.host) return null;
  const { host, port, secure, user, sobre } = item.smtp;
  return { host, port, secure, user, password: await abrir(sobre, CONTEXTO_SMTP) };
}

/** Up to `intentos` tries with waits between them; stops early on a permanent error or the request's end. */
async function intentar(enviar: () => Promise<string | undefined>, intentos: number, esperar: (ms: number) => Promise<void>) {
  let ultimo: unknown;
  for (let n = 1; n <= intentos; n++) {
    try {
      return { ok: true as const, messageId: (await enviar()) ?? null, intentos: n };
    } catch (err) {
      ultimo = err;
      if (esPermanente(err) || n === intentos || requestSignal()?.aborted) return { ok: false as const, error: err, intentos: n };
      await esperar(esperaTrasIntento(n));
    }
  }
  return { ok: false as const, error: ultimo, intentos };
}

/** The stored text, or the default one when the stored text lacks a placeholder the mail cannot go without (D180). */
export function conObligatorias<T extends { subject: string; html: string }>(def: DefinicionPlantilla, t: T): T {
  const usados = new Set(marcadoresDe(t.subject + t.html));
  return (def.obligatorias ?? []).every((m) => usados.has(m)) ? t : { ...t, subject: def.subject, html: def.html };
}

export async function enviarPlantilla<P extends PlantillaId>(
  id: P,
  destino: Destino,
  vars: VariablesDe<P>,
  opts: OpcionesEnvio = {},
): Promise<ResultadoEnvio> {
  const { config, item } = await configEmailVigente();
  const def = DEFINICION_PLANTILLAS[id];
  const categoria = def.categoria;
  const base = { plantilla: id, categoria, destinatario: destino.enRegistro ?? destino.to, empresaId: destino.empresaId };
  const guardada = (config.templates[categoria] as Record<string, { enabled: boolean; subject: string; html: string }>)[id]!;
  const plantilla = enSuEspanol(id, conObligatorias(def, guardada), destino.marca?.variante);
  if (!plantilla.enabled) {
    await registrar({ ...base, estado: 'omitido', proveedor: null, intentos: 0, messageId: null, error: 'Plantilla desactivada' });
    return { estado: 'omitido' };
  }

  // An address SES reported as bounced for good, or whose owner complained, is not mailed again
  // (functions/jobs/eventos-email.ts): more bounces would put the account under review.
  const supresion = await supresionVigente(destino.to);
  if (supresion) {
    await registrar({ ...base, estado: 'omitido', proveedor: null, intentos: 0, messageId: null, error: motivoDeSupresion(supresion) });
    return { estado: 'omitido' };
  }

  const buzon = config.emails[categoria];
  const from = buzon.email ? { name: buzon.name || config.from.name, email: buzon.email } : config.from;
  const mensaje: Mensaje = {
    ...renderPlantilla(plantilla, vars, destino.marca ?? { nombre: config.from.name || 'Talentia' }),
    from,
    to: destino.to,
    ...(config.replyTo ? { replyTo: config.replyTo } : {}),
    etiquetas: etiquetasSes(id, destino.empresaId),
    ...(destino.calendario ? { calendario: destino.calendario(from) } : {}),
  };
  const esperar = opts.esperar ?? esperaReal;

  let fallosSmtp: string | null = null;
  let intentosSmtp = 0;
  const smtp = await servidorSmtp(config, item);
  if (smtp) {
    const r = await intentar(() => enviarPorSmtp(smtp, mensaje), config.maxRetries, esperar);
    if (r.ok) {
      await registrar({ ...base, estado: 'enviado', proveedor: 'smtp', intentos: r.intentos, messageId: r.messageId, error: null });
      return { estado: 'enviado', messageId: r.messageId, proveedor: 'smtp', intentos: r.intentos };
    }
    fallosSmtp = mensajeDe(r.error);
    intentosSmtp = r.intentos;
    logger.warn('SMTP send failed, falling back to SES', { plantilla: id, intentos: r.intentos, error: fallosSmtp });
  }

  // SES: the provider by default, and the fallback when SMTP keeps failing (one more try then).
  const r = await intentar(() => enviarPorSes(mensaje), smtp ? 1 : config.maxRetries, esperar);
  const intentos = intentosSmtp + r.intentos;
  const previo = fallosSmtp ? `SMTP: ${fallosSmtp}` : null;
  if (r.ok) {
    await registrar({ ...base, estado: 'enviado', proveedor: 'ses', intentos, messageId: r.messageId, error: previo });
    return { estado: 'enviado', messageId: r.messageId, proveedor: 'ses', intentos };
  }
  const error = [previo, `SES: ${mensajeDe(r.error)}`].filter(Boolean).join(' · ');
  await registrar({ ...base, estado: 'fallido', proveedor: smtp ? 'smtp' : 'ses', intentos, messageId: null, error });
  // The alarm `mail-not-sent` counts these, whatever the caller does with the error.
  contarEmailNoEnviado(id, opts.metrica);
  throw new Error(`Email ${id} not sent: ${error}`);
}

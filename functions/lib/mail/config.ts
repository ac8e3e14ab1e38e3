// The platform's email configuration as read (D62): the stored one or the defaults, shown
// without the SMTP password, and initialised (saving is config-guardar.ts, which alone seals). The mail service reads
// it through `configEmailVigente`, cached for a few seconds per container so a reminders run does
// not read it once per email.
import { emailConfigPorDefecto } from '../../../shared/email/por-defecto.js';
import { CATEGORIAS_EMAIL } from '../../../shared/email/plantillas.js';
import type { EmailConfigMostrada } from '../../../shared/schemas/email.js';
import type { Contexto } from '../cifrado.js';
import { config } from '../config.js';
import type { Caller } from '../auth/caller.js';
import { type EmailConfigItem, guardarEmailConfig, leerEmailConfig } from '../db/email.js';

export const CONTEXTO_SMTP: Contexto = { uso: 'smtp', ambito: 'PLATAFORMA' };

const CACHE_MS = 10_000;
let cache: { en: number; item: EmailConfigItem | null } | undefined;

/** The configuration sends use: the stored one, else the defaults (item null). */
export async function configEmailVigente(now = Date.now()): Promise<{ config: EmailConfigMostrada; item: EmailConfigItem | null }> {
  if (!cache || now - cache.en > CACHE_MS) cache = { en: now, item: (await leerEmailConfig()) ?? null };
  return { config: cache.item ? mostrarItem(cache.item) : emailConfigPorDefecto(config.mailFrom), item: cache.item };
}

export function olvidarConfigEmail(): void {
  cache = undefined;
}

export function mostrarItem(item: EmailConfigItem): EmailConfigMostrada {
  const porDefecto = emailConfigPorDefecto(config.mailFrom);
  const { host, port, secure, user, sobre } = item.smtp;
  // A template added to the catalogue after the platform saved its configuration starts from its default.
  const templates = Object.fromEntries(
    CATEGORIAS_EMAIL.map((c) => [c, { ...porDefecto.templates[c], ...item.templates?.[c] }]),
  ) as EmailConfigMostrada['templates'];
  return {
    proveedor: item.proveedor,
    smtp: { host, port, secure, user, passwordConfigurada: !!sobre },
    from: item.from,
    replyTo: item.replyTo,
    maxRetries: item.maxRetries,
    emails: item.emails,
    templates,
    guardada: true,
    actualizadaEn: item.actualizadaEn,
  };
}

export async function mostrarConfigEmail(): Promise<EmailConfigMostrada> {
  const item = await leerEmailConfig();
  return item ? mostrarItem(item) : emailConfigPorDefecto(config.mailFrom);
}

/** POST /api/configuracion/email/inicializar: the defaults, written (the stored SMTP server goes). */
export async function inicializarConfigEmail(caller: Caller, now = new Date()): Promise<EmailConfigMostrada> {
  const { smtp, guardada: _g, actualizadaEn: _a, ...resto } = emailConfigPorDefecto(config.mailFrom);
  const { passwordConfigurada: _p, ...servidor } = smtp;
  const item: EmailConfigItem = { ...resto, smtp: servidor, actualizadaEn: now.toISOString(), actualizadaPor: caller.userId };
  await guardarEmailConfig(item);
  olvidarConfigEmail();
  return mostrarItem(item);
}

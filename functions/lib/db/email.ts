// The platform's email configuration and its send log (docs/data-model.md "Email"; D62).
// - `PLATAFORMA / EMAILCFG`: one item, the whole Email panel; the SMTP password sealed (cifrado.ts),
//   never stored or returned in clear.
// - `PLATAFORMA#EMAILLOG / {fecha ISO}#{id}`: one item per send, refusal or failure (who, template,
//   when, provider message id), newest first by reading the partition backwards; expires (TTL) after
//   90 days, because it names recipients. SES's bounces and complaints are written here too.
// - `PLATAFORMA#EMAILSUPR / {sha-256 of the address}`: an address that bounced for good or complained
//   (functions/jobs/eventos-email.ts): the mail service sends it nothing more. Keyed by a hash, so
//   the item names nobody; expires after a year, when the address may work again.
import { createHash, randomUUID } from 'node:crypto';
import type { CategoriaEmail } from '../../../shared/email/plantillas.js';
import type { EmailConfigMostrada, EnvioEmail, ProveedorEmail } from '../../../shared/schemas/email.js';
import type { Sobre } from '../cifrado.js';
import { PLATFORM_PK, type Key } from './keys.js';
import { getItem, putItem, queryPage, type Page } from './repository.js';

export const DIAS_REGISTRO_EMAIL = 90;

/** What is stored: the panel's fields with the SMTP password sealed. */
export interface EmailConfigItem extends Omit<EmailConfigMostrada, 'smtp' | 'guardada' | 'actualizadaEn'> {
  smtp: { host: string; port: number; secure: boolean; user: string; sobre?: Sobre };
  actualizadaEn: string;
  actualizadaPor: string;
}

const LOG_PK = `${PLATFORM_PK}#EMAILLOG`;
const SUPRESION_PK = `${PLATFORM_PK}#EMAILSUPR`;

/** How long a suppressed address stays suppressed (days). */
export const DIAS_SUPRESION_EMAIL = 365;

/** The key of an address in the suppression partition: the hash of its trimmed, lower-cased form. */
export function huellaDireccion(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export const emailKeys = {
  config: (): Key => ({ PK: PLATFORM_PK, SK: 'EMAILCFG' }),
  envio: (fecha: string, id: string): Key => ({ PK: LOG_PK, SK: `${fecha}#${id}` }),
  supresion: (email: string): Key => ({ PK: SUPRESION_PK, SK: huellaDireccion(email) }),
};

/** Why an address is suppressed: it bounced for good, or its owner marked a message as spam. */
export type MotivoSupresion = 'rebote' | 'queja';

export interface Supresion {
  motivo: MotivoSupresion;
  /** When SES reported it (ISO). */
  fecha: string;
}

/** The address's suppression, or undefined when it may be mailed. */
export async function supresionDe(email: string): Promise<Supresion | undefined> {
  const item = await getItem<Supresion & { expiresAt?: number }>(emailKeys.supresion(email));
  // TTL deletes expired items within days, not at once: an expired one no longer counts.
  if (!item || (item.expiresAt !== undefined && item.expiresAt * 1000 <= Date.now())) return undefined;
  return { motivo: item.motivo, fecha: item.fecha };
}

/** Suppresses an address (a later report replaces an earlier one and starts its year again). */
export async function suprimirDireccion(email: string, s: Supresion, now = new Date()): Promise<void> {
  await putItem({
    ...emailKeys.supresion(email),
    entidad: 'EMAIL_SUPRESION',
    motivo: s.motivo,
    fecha: s.fecha,
    expiresAt: Math.floor(now.getTime() / 1000) + DIAS_SUPRESION_EMAIL * 86_400,
  });
}

export function leerEmailConfig(): Promise<EmailConfigItem | undefined> {
  return getItem<EmailConfigItem>(emailKeys.config(), { consistent: true });
}

export async function guardarEmailConfig(item: EmailConfigItem): Promise<void> {
  await putItem({ ...emailKeys.config(), entidad: 'EMAIL_CONFIG', ...item });
}

export interface NuevoEnvio {
  plantilla: string;
  categoria: CategoriaEmail;
  destinatario: string;
  empresaId: string | null;
  estado: EnvioEmail['estado'];
  proveedor: ProveedorEmail | null;
  intentos: number;
  messageId: string | null;
  error: string | null;
}

export async function registrarEnvio(e: NuevoEnvio, now = new Date()): Promise<EnvioEmail> {
  const envio: EnvioEmail = { id: randomUUID(), fecha: now.toISOString(), ...e };
  await putItem({
    ...emailKeys.envio(envio.fecha, envio.id),
    entidad: 'EMAIL_ENVIO',
    ...envio,
    expiresAt: Math.floor(now.getTime() / 1000) + DIAS_REGISTRO_EMAIL * 86_400,
  });
  return envio;
}

const CAMPOS_ENVIO = [
  'id',
  'fecha',
  'plantilla',
  'categoria',
  'destinatario',
  'empresaId',
  'estado',
  'proveedor',
  'intentos',
  'messageId',
  'error',
] as const;

/** One page of the log, newest first. */
export async function enviosRecientes(opts: { limit?: number; cursor?: string | null }): Promise<Page<EnvioEmail>> {
  const page = await queryPage<EnvioEmail & Record<string, unknown>>({
    pk: LOG_PK,
    limit: opts.limit,
    cursor: opts.cursor,
    newestFirst: true,
  });
  return {
    items: page.items.map((i) => Object.fromEntries(CAMPOS_ENVIO.map((k) => [k, i[k] ?? null])) as unknown as EnvioEmail),
    cursor: page.cursor,
  };
}

// Signing a webhook as the Standard Webhooks specification says, with its reference library
// (`standardwebhooks`, pinned): `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
// keyed by the secret's bytes (`whsec_<base64>`). During a rotation both secrets sign: the header
// holds both signatures, space-separated, so a receiver with either secret verifies it.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { abrir, sellar, type Sobre } from '../cifrado.js';

/** A new secret: `whsec_` and 32 random bytes in base64 (the spec allows 24–64 bytes). */
export function nuevoSecreto(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** `whsec_` and the secret's first four characters: enough to tell two apart, nothing to sign with. */
export function pistaDe(secreto: string): string {
  return `${secreto.slice(0, 'whsec_'.length + 4)}…`;
}

/** The encryption context binds a sealed secret to its endpoint (D60): copied elsewhere, it does not open. */
const contexto = (empresaId: string, webhookId: string) => ({ uso: 'webhook', ambito: `EMP#${empresaId}`, webhook: webhookId });

export function sellarSecreto(secreto: string, empresaId: string, webhookId: string): Promise<Sobre> {
  return sellar(secreto, contexto(empresaId, webhookId));
}

export function abrirSecreto(sobre: Sobre, empresaId: string, webhookId: string): Promise<string> {
  return abrir(sobre, contexto(empresaId, webhookId));
}

/** The three headers of one attempt: every secret given signs (the current one first). */
export function cabecerasFirmadas(mensajeId: string, fecha: Date, cuerpo: string, secretos: string[]): Record<string, string> {
  if (secretos.length === 0) throw new Error('No secret to sign with');
  const firmas = secretos.map((s) => new Webhook(s).sign(mensajeId, fecha, cuerpo));
  return {
    'content-type': 'application/json',
    'user-agent': 'Talentia-Webhooks/1.0',
    'webhook-id': mensajeId,
    'webhook-timestamp': String(Math.floor(fecha.getTime() / 1000)),
    'webhook-signature': firmas.join(' '),
  };
}

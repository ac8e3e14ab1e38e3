// The encryption context of each secret of a company's WhatsApp connection (D220): a module of its own,
// so a function that only opens a secret (the webhook checks signatures with the app secret) carries
// neither the sealing code nor the Cloud API's.
import type { Contexto } from '../cifrado.js';
import { tenantPk } from '../db/keys.js';

/** What the secret is and whose. */
export const contextoWhatsApp = (empresaId: string, secreto: 'token' | 'app-secret'): Contexto => ({
  uso: `whatsapp-${secreto}`,
  ambito: tenantPk(empresaId),
});

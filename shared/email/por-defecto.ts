// The default email configuration (part 2 §9 "Email defaults": SMTP port 587, secure false,
// maxRetries 3, the four category mailboxes): what 'Inicializar Configuración' writes, what the
// server uses until the platform saves its own, and the Email panel's last fallback.
import type { EmailConfigMostrada } from '../schemas/email.js';
import { EMAIL_LIMITES } from '../schemas/email.js';
import { CATEGORIAS_EMAIL, CATEGORIA_ETIQUETA, DEFINICION_PLANTILLAS, PLANTILLAS_POR_CATEGORIA } from './plantillas.js';

/** `remitente` is the installation's sender (MAIL_FROM); the category mailboxes share its domain. */
export function emailConfigPorDefecto(remitente = 'no-reply@talentia.local'): EmailConfigMostrada {
  const dominio = remitente.split('@')[1] ?? 'talentia.local';
  const emails = Object.fromEntries(
    CATEGORIAS_EMAIL.map((c) => [c, { email: `${c}@${dominio}`, name: `Talentia · ${CATEGORIA_ETIQUETA[c]}` }]),
  ) as EmailConfigMostrada['emails'];
  const templates = Object.fromEntries(
    CATEGORIAS_EMAIL.map((c) => [
      c,
      Object.fromEntries(
        PLANTILLAS_POR_CATEGORIA[c].map((id) => [
          id,
          { enabled: true, subject: DEFINICION_PLANTILLAS[id].subject, html: DEFINICION_PLANTILLAS[id].html },
        ]),
      ),
    ]),
  ) as EmailConfigMostrada['templates'];
  return {
    proveedor: 'ses',
    smtp: { host: '', port: EMAIL_LIMITES.puertoPorDefecto, secure: false, user: '', passwordConfigurada: false },
    from: { name: 'Talentia', email: remitente },
    replyTo: '',
    maxRetries: EMAIL_LIMITES.reintentosPorDefecto,
    emails,
    templates,
    guardada: false,
    actualizadaEn: null,
  };
}

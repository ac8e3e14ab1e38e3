// POST /api/configuracion/test-smtp (D62): connects to the SMTP server as typed,
// authenticates and sends a real test email — by default to the superadmin who asks. Without a
// password the stored one is used, but only for the stored server and user (it never goes to a host
// typed now). The answer is the spec's: 'Conexión SMTP exitosa - Email de prueba enviado' or
// 'Error en conexión SMTP: {message}', the message saying what to check (D129; the raw error is logged). Each test is in the send log.
import { email as msg, fmt } from '../../../shared/messages.js';
import { PLANTILLA_PRUEBA } from '../../../shared/email/plantillas.js';
import { layoutEmail, textoDeHtml, escaparHtml } from '../../../shared/email/render.js';
import type { Remitente, SmtpEntrada } from '../../../shared/schemas/email.js';
import type { Caller } from '../auth/caller.js';
import { abrir } from '../cifrado.js';
import { leerEmailConfig, registrarEnvio } from '../db/email.js';
import { ValidationError } from '../errors.js';
import { explicarErrorSmtp } from '../errores-conexion.js';
import { logger } from '../logger.js';
import { CONTEXTO_SMTP, configEmailVigente } from './config.js';
import { comprobarSmtp } from './transporte.js';

async function passwordGuardada(s: SmtpEntrada): Promise<string | undefined> {
  const item = await leerEmailConfig();
  if (!item?.smtp.sobre || item.smtp.host !== s.host || item.smtp.user !== s.user) return undefined;
  return abrir(item.smtp.sobre, CONTEXTO_SMTP);
}

function sinSecreto(texto: string, secreto: string): string {
  return secreto ? texto.split(secreto).join('••••') : texto;
}

export async function comprobarConexionSmtp(
  body: { smtpConfig: SmtpEntrada; from?: Remitente; to?: string },
  caller: Caller,
  now = new Date(),
): Promise<{ success: boolean; message: string }> {
  const s = body.smtpConfig;
  if (!s.host) throw new ValidationError(msg.pruebaHost, [{ campo: 'smtpConfig.host', msg: msg.pruebaHost }]);
  const password = s.password || (await passwordGuardada(s));
  if (!password) {
    throw new ValidationError(msg.pruebaPassword, [{ campo: 'smtpConfig.password', msg: msg.pruebaPassword }]);
  }
  const { config } = await configEmailVigente(now.getTime());
  const from = body.from?.email ? body.from : config.from;
  const to = body.to || caller.email;
  const cuerpo =
    `<p>Este es un email de prueba de Talentia.</p><p>Se ha enviado a través del servidor SMTP <strong>${escaparHtml(s.host)}:${s.port}</strong>` +
    ` (${s.secure ? 'TLS' : 'STARTTLS si el servidor lo ofrece'}) con el usuario <strong>${escaparHtml(s.user)}</strong>.</p>` +
    '<p>Si lo estás leyendo, la conexión, la autenticación y el envío funcionan.</p>';
  const subject = msg.pruebaAsunto;
  const marca = { nombre: config.from.name || 'Talentia' };
  const base = {
    plantilla: PLANTILLA_PRUEBA,
    categoria: 'administracion' as const,
    destinatario: to,
    empresaId: null,
    proveedor: 'smtp' as const,
    intentos: 1,
  };
  try {
    const messageId = await comprobarSmtp(
      { host: s.host, port: s.port, secure: s.secure, user: s.user, password },
      { from, to, subject, html: layoutEmail(cuerpo, marca, subject), text: `${marca.nombre}\n\n${textoDeHtml(cuerpo)}` },
    );
    await registrarEnvio({ ...base, estado: 'enviado', messageId: messageId ?? null, error: null }, now).catch(() => undefined);
    return { success: true, message: msg.smtpExito };
  } catch (err) {
    // The server's own words to the logs; the screen and the send log get what to check (D129).
    const detalle = sinSecreto((err as Error).message || 'Error desconocido', password).slice(0, 300);
    const motivo = explicarErrorSmtp(err, s);
    logger.info('SMTP test failed', { host: s.host, port: s.port, code: (err as { code?: string }).code, error: detalle });
    await registrarEnvio({ ...base, estado: 'fallido', messageId: null, error: motivo }, now).catch(() => undefined);
    return { success: false, message: fmt(msg.smtpError, { message: motivo }) };
  }
}

// How an email leaves (D62): the message shape both transports take, and the SMTP one —
// nodemailer, when the platform configured a server. SES is ses.ts (kept apart so test-smtp does
// not carry the SES client). Both answer the provider's message id; a failure throws with the
// provider's own message.
import type { Transporter } from 'nodemailer';
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';

/**
 * nodemailer is loaded by the first SMTP send, not when the function starts: it is a quarter of the
 * largest bundles and its modules open a dozen of Node's (tls, net, dns…), which every cold start of
 * a function that may send mail would pay, though only an installation that chose SMTP uses it
 * (docs/decisions/ D84). In the deployed bundle this import loads `./nodemailer.mjs`, a side file
 * beside the function's `index.mjs` (infra/aws/nodemailer-side-file.ts, D106), so the function's own
 * bundle does not hold its code; under tsx (locally, in tests) it is the package. Keep it a dynamic
 * import: the build refuses a static one.
 */
let nodemailer: Promise<typeof import('nodemailer')> | undefined;
const cargarNodemailer = () => (nodemailer ??= import('nodemailer'));

export interface Mensaje {
  from: { name: string; email: string };
  replyTo?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface ServidorSmtp {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
}

/** `"Nombre" <email>` with the name quoted, so a comma or angle bracket in it cannot add an address. */
export function direccion(r: { name: string; email: string }): string {
  const nombre = r.name.replace(/["\\\r\n]/g, '').trim();
  return nombre ? `"${nombre}" <${r.email}>` : r.email;
}

/** One connection per send: sends are few and a pooled socket would outlive the Lambda invocation. */
async function transporteSmtp(s: ServidorSmtp): Promise<Transporter> {
  const { createTransport } = (await cargarNodemailer()).default;
  return createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: { user: s.user, pass: s.password },
    connectionTimeout: T.smtpConexionMs,
    greetingTimeout: T.smtpConexionMs,
    socketTimeout: T.smtpRespuestaMs,
    // STARTTLS when the server offers it (port 587); `secure` is TLS from the first byte (465).
    requireTLS: false,
  });
}

export async function enviarPorSmtp(s: ServidorSmtp, m: Mensaje): Promise<string | undefined> {
  const t = await transporteSmtp(s);
  try {
    const info = await t.sendMail({
      from: direccion(m.from),
      to: m.to,
      ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      subject: m.subject,
      html: m.html,
      text: m.text,
    });
    return info.messageId;
  } finally {
    t.close();
  }
}

/** test-smtp: connect, greet, authenticate (nodemailer's verify), then send. */
export async function comprobarSmtp(s: ServidorSmtp, m: Mensaje): Promise<string | undefined> {
  const t = await transporteSmtp(s);
  try {
    await t.verify();
    const info = await t.sendMail({ from: direccion(m.from), to: m.to, subject: m.subject, html: m.html, text: m.text });
    return info.messageId;
  } finally {
    t.close();
  }
}

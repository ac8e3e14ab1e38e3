// What a connection test's failure means, in Spanish, with what to do (D129). The SMTP test and the
// AI providers' «Probar» used to put the raw error on the screen («getaddrinfo ENOTFOUND smtp.x»,
// a provider's English sentence); the raw text now goes only to the logs, and the person reads
// which thing to check. Written once here: functions/lib/mail/comprobar-smtp.ts and
// functions/lib/proveedores-ia/comprobar.ts both use it.
import { apis as msgApis, email as msgEmail, fmt } from '../../shared/messages.js';
import { PROVEEDOR, type ProveedorIA } from '../../shared/proveedores-ia.js';

/** The parts of a nodemailer (or Node socket) error that say what went wrong. */
export interface ErrorSmtp {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

const textoDe = (e: ErrorSmtp) => `${e.code ?? ''} ${e.message ?? ''}`;

/**
 * An SMTP test's failure as a sentence that says what to check: the server's name, its port, the
 * TLS switch, the certificate, the user and password, the sender. Lower case: it follows
 * «Error en conexión SMTP: ».
 */
export function explicarErrorSmtp(err: unknown, servidor: { host: string; port: number }): string {
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as ErrorSmtp;
  const t = textoDe(e);
  const { host, port } = servidor;
  if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME|EDNS/i.test(t)) return fmt(msgEmail.smtpHostNoEncontrado, { host });
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ECONNRESET/i.test(t)) return fmt(msgEmail.smtpRechazada, { host, port });
  if (/certificate|CERT_|self[- ]signed|altnames|unable to verify/i.test(t)) return fmt(msgEmail.smtpCertificado, { host });
  if (/wrong version number|ssl3_get_record|\bEPROTO\b|ERR_SSL|packet length too long|unknown protocol/i.test(t)) return msgEmail.smtpTls;
  // Port 465 speaks TLS first: without the switch the server waits for the handshake and never greets.
  if (/Greeting never received/i.test(t) && port === 465) return msgEmail.smtpTls;
  if (/ETIMEDOUT|ETIMEOUT|timeout|timed out|Greeting never received/i.test(t)) return fmt(msgEmail.smtpSinRespuesta, { host, port });
  if (e.code === 'EAUTH' || e.responseCode === 535 || e.responseCode === 534 || /auth/i.test(e.command ?? ''))
    return msgEmail.smtpAutenticacion;
  if (e.code === 'EENVELOPE' || /^(MAIL FROM|RCPT TO)/i.test(e.command ?? '')) return msgEmail.smtpRemitente;
  return fmt(msgEmail.smtpOtro, { codigo: e.responseCode ? ` (código ${e.responseCode})` : '' });
}

/** How a provider test failed, as comprobar.ts sees it. */
export type FalloProveedor = { tipo: 'tiempo'; segundos: number } | { tipo: 'red' } | { tipo: 'http'; status: number };

/**
 * A provider test's failure as a sentence that says what to do, with the provider's name as it is
 * written («OpenAI»). Lower case: it follows «Error conectando {PROVIDER}: ».
 */
export function explicarErrorProveedor(p: ProveedorIA, f: FalloProveedor): string {
  const PROVIDER = PROVEEDOR[p].nombre;
  if (f.tipo === 'tiempo') return fmt(msgApis.tiempoAgotado, { PROVIDER, segundos: f.segundos });
  if (f.tipo === 'red') return fmt(msgApis.sinConexion, { PROVIDER });
  const { status } = f;
  if (status === 401 || status === 403) return fmt(msgApis.claveNoValida, { PROVIDER });
  if (status === 402 || status === 429) return fmt(msgApis.sinSaldo, { PROVIDER });
  if (status === 404) return fmt(msgApis.rutaNoEncontrada, { PROVIDER });
  if (status >= 500) return fmt(msgApis.servicioCaido, { PROVIDER, status });
  return fmt(msgApis.respuestaHttp, { PROVIDER, status });
}

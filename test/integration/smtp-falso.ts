// A real SMTP server on loopback (smtp-server, no TLS) with one account, for the email service's
// suites (integration and browser): it keeps what it receives and counts the sign-ins, and a test
// can have it refuse every message with a temporary error (451), as a server in trouble does.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Recibido {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpFalso {
  port: number;
  /** Every message accepted, oldest first. */
  recibidos: Recibido[];
  /** Sign-in attempts, right or wrong. */
  autenticaciones: number;
  /** 'ok' accepts mail; 'temporal' answers 451 to every message. */
  modo: 'ok' | 'temporal';
  cerrar(): Promise<void>;
}

export async function smtpFalso(cuenta: { usuario: string; password: string }): Promise<SmtpFalso> {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    logger: false,
    onAuth(auth, _session, cb) {
      falso.autenticaciones++;
      if (auth.username === cuenta.usuario && auth.password === cuenta.password) cb(null, { user: cuenta.usuario });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        if (falso.modo === 'temporal') {
          const e = new Error('Servidor ocupado, inténtalo más tarde') as Error & { responseCode: number };
          e.responseCode = 451;
          return cb(e);
        }
        falso.recibidos.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const falso: SmtpFalso = {
    port: (smtp.server.address() as AddressInfo).port,
    recibidos: [],
    autenticaciones: 0,
    modo: 'ok',
    cerrar: () => new Promise<void>((r) => smtp.close(() => r())),
  };
  return falso;
}

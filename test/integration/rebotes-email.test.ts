// SES's bounces and complaints through the local stack (D142): the event SES publishes to
// EventBridge is handed to the same handler AWS runs (functions/jobs/eventos-email.ts); a permanent
// bounce suppresses the address, so the next email to it is not sent (the local SES store gets
// nothing) and the send log says why; a transient bounce is logged and suppresses nothing.
import { describe, expect, it } from 'vitest';
import { handler as eventosEmail } from '../../functions/jobs/eventos-email.js';
import { crearEmpresa, crearUsuario, mailsTo, pilaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;

pilaDelArchivo({ scheduler: false }, async (pila) => {
  ({ stack, superadmin } = pila);
  await crearEmpresa('rebotes', { nombre: 'Rebotes' });
  admin = await usuarioConSesion(stack, superadmin, { email: 'admin@rebotes.test', rol: 'admin', empresaId: 'rebotes' });
});

const ASUNTO = 'Restablece tu contraseña de Talentia';
const recuperar = (email: string) => stack.call('POST', '/api/auth/recuperar', { body: { email } });
const recuperaciones = async (email: string) => (await mailsTo(stack, email)).filter((m) => m.subject === ASUNTO);
const registro = async () =>
  (await stack.call('GET', '/api/configuracion/email/envios?limit=20', { token: superadmin.token })).body.data.items as {
    destinatario: string;
    estado: string;
    plantilla: string;
    error: string | null;
  }[];

/** What EventBridge delivers for one bounce of the stage's configuration set (SES's record as `detail`). */
const eventoRebote = (email: string, bounceType: 'Permanent' | 'Transient') => ({
  version: '0',
  id: 'e-1',
  'detail-type': 'Email Bounced',
  source: 'aws.ses',
  detail: {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [{ emailAddress: email, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
      timestamp: '2026-03-02T10:00:05.000Z',
      feedbackId: 'f-1',
    },
    mail: {
      timestamp: '2026-03-02T10:00:00.000Z',
      messageId: 'ses-msg-1',
      destination: [email],
      tags: { 'ses:configuration-set': ['Talentia-dev-ConfigurationSet'], plantilla: ['resetPassword'] },
    },
  },
});

describe("SES's bounces and complaints", () => {
  it('after a permanent bounce the address gets no more email, and the send log says so', async () => {
    const u = await crearUsuario(stack, admin, { email: 'Nadie.Aqui@Rebotes.test', rol: 'operador' });
    expect((await recuperar(u.email)).status).toBe(200);
    expect(await recuperaciones(u.email)).toHaveLength(1);

    // SES reports the address as unknown at the receiving server (its own case, as SES writes it back).
    expect(await eventosEmail(eventoRebote('nadie.aqui@rebotes.test', 'Permanent'))).toEqual({ suprimidas: 1, registradas: 1 });

    expect((await recuperar(u.email)).status).toBe(200);
    expect(await recuperaciones(u.email)).toHaveLength(1);
    const log = await registro();
    expect(log.find((e) => e.estado === 'rebotado')).toMatchObject({
      destinatario: 'nadie.aqui@rebotes.test',
      plantilla: 'resetPassword',
      error: 'Rebote permanente (General): smtp; 550 5.1.1 user unknown',
    });
    expect(log[0]).toMatchObject({
      estado: 'omitido',
      plantilla: 'resetPassword',
      error: expect.stringContaining('No enviado: la dirección rebotó de forma permanente (2026-03-02)'),
    });
  });

  it('a transient bounce (a full mailbox) is logged and the next email still goes out', async () => {
    const u = await crearUsuario(stack, admin, { email: 'llena@rebotes.test', rol: 'operador' });
    expect(await eventosEmail(eventoRebote(u.email, 'Transient'))).toEqual({ suprimidas: 0, registradas: 1 });
    expect((await recuperar(u.email)).status).toBe(200);
    expect(await recuperaciones(u.email)).toHaveLength(1);
  });
});

// SES's bounce and complaint events (D142): each recipient gets a send-log line; a permanent
// bounce or a complaint suppresses the address, a transient bounce does not; what is not an event
// of these two kinds changes nothing. The store is faked.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const db = vi.hoisted(() => ({ registrarEnvio: vi.fn(), suprimirDireccion: vi.fn() }));
vi.mock('../db/email.js', () => db);

const { registrarEventoSes } = await import('./eventos.js');

beforeEach(() => {
  vi.resetAllMocks();
  db.registrarEnvio.mockResolvedValue(undefined);
  db.suprimirDireccion.mockResolvedValue(undefined);
});

/** The detail SES publishes (the SNS record's shape, AWS's documented example trimmed). */
const mail = (tags: Record<string, string[]> = {}) => ({
  timestamp: '2026-03-02T10:00:00.000Z',
  messageId: 'EXAMPLE-0001',
  destination: ['ana@x.test'],
  tags: { 'ses:configuration-set': ['Talentia-prod-ConfigurationSet'], ...tags },
});
const rebote = (bounceType: string, tags?: Record<string, string[]>) => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
    bouncedRecipients: [{ emailAddress: 'ana@x.test', action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
    timestamp: '2026-03-02T10:00:05.000Z',
    feedbackId: 'f-1',
  },
  mail: mail(tags),
});

describe('registrarEventoSes', () => {
  it('a permanent bounce suppresses the address and is logged against the template and company the send tagged', async () => {
    expect(await registrarEventoSes(rebote('Permanent', { plantilla: ['invitacionEntrevista'], empresa: ['e1'] }))).toEqual({
      suprimidas: 1,
      registradas: 1,
    });
    expect(db.suprimirDireccion).toHaveBeenCalledWith('ana@x.test', { motivo: 'rebote', fecha: '2026-03-02T10:00:05.000Z' });
    expect(db.registrarEnvio).toHaveBeenCalledWith({
      plantilla: 'invitacionEntrevista',
      categoria: 'candidatos',
      destinatario: 'ana@x.test',
      empresaId: 'e1',
      estado: 'rebotado',
      proveedor: 'ses',
      intentos: 0,
      messageId: 'EXAMPLE-0001',
      error: 'Rebote permanente (General): smtp; 550 5.1.1 user unknown',
    });
  });

  it('a transient bounce is logged, not suppressed: the next email may arrive', async () => {
    expect(await registrarEventoSes(rebote('Transient'))).toEqual({ suprimidas: 0, registradas: 1 });
    expect(db.suprimirDireccion).not.toHaveBeenCalled();
    expect(db.registrarEnvio.mock.calls[0]![0]).toMatchObject({
      estado: 'rebotado',
      plantilla: 'desconocida',
      categoria: 'administracion',
      empresaId: null,
      error: 'Rebote temporal (MailboxFull): smtp; 550 5.1.1 user unknown',
    });
  });

  it('a complaint suppresses every complaining recipient', async () => {
    const r = await registrarEventoSes({
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'ana@x.test' }, { emailAddress: 'eva@x.test' }],
        timestamp: '2026-03-04T08:00:00.000Z',
        complaintFeedbackType: 'abuse',
      },
      mail: mail({ plantilla: ['resetPassword'] }),
    });
    expect(r).toEqual({ suprimidas: 2, registradas: 2 });
    expect(db.suprimirDireccion.mock.calls.map((c) => [c[0], c[1].motivo])).toEqual([
      ['ana@x.test', 'queja'],
      ['eva@x.test', 'queja'],
    ]);
    expect(db.registrarEnvio.mock.calls[1]![0]).toMatchObject({
      estado: 'queja',
      destinatario: 'eva@x.test',
      error: 'El destinatario lo marcó como spam (abuse)',
    });
  });

  it('an event of another kind, or a malformed one, changes nothing', async () => {
    for (const detalle of [{ eventType: 'Delivery', mail: mail() }, { eventType: 'Bounce', mail: mail() }, null, 'x']) {
      expect(await registrarEventoSes(detalle)).toEqual({ suprimidas: 0, registradas: 0 });
    }
    expect(db.suprimirDireccion).not.toHaveBeenCalled();
    expect(db.registrarEnvio).not.toHaveBeenCalled();
  });
});

// An email with a calendar event (D144): the MIME nodemailer composes, read back by mailparser
// (not by us): a multipart/mixed whose first part is the multipart/alternative of the text, the HTML
// and the `text/calendar; method=…` part (the structure Outlook and Gmail read, RFC 6047), then the
// same event as an `.ics` attachment; and how SES sends it: raw content, while an email without an
// event stays simple content.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { simpleParser, type Attachment } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { enviarPorSes } from './ses.js';
import { componerMime, type Mensaje } from './transporte.js';

const EVENTO =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nSUMMARY:Entrevista con Ágora\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

const mensaje = (cambios: Partial<Mensaje> = {}): Mensaje => ({
  from: { name: 'Talentia · Candidatos', email: 'candidatos@agora.test' },
  to: 'jose@correo.test',
  subject: 'Ágora te invita a una entrevista',
  html: '<p>Hola José:</p>',
  text: 'Hola José:',
  calendario: { metodo: 'REQUEST', fichero: 'invitacion.ics', contenido: EVENTO },
  ...cambios,
});

/** The MIME tree's content types, depth first (the headers as written, not as a parser reads them). */
function tipos(raw: string): string[] {
  return [...raw.matchAll(/^Content-Type: ([^\r\n]+)/gm)].map((m) => m[1]!.replace(/\s*boundary=.*$/, '').replace(/;$/, ''));
}

const tipoDe = (a: Attachment) => a.headers.get('content-type') as { value: string; params: Record<string, string> };

describe('componerMime', () => {
  it('the event is an alternative text/calendar part whose method is the METHOD, and an .ics attachment', async () => {
    const raw = (await componerMime(mensaje())).toString('utf8');
    expect(raw).toContain('\r\n');
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    expect(tipos(raw)).toEqual([
      'multipart/mixed',
      'multipart/alternative',
      'text/plain; charset=utf-8',
      'text/html; charset=utf-8',
      'text/calendar; charset=utf-8; method=REQUEST',
      'application/ics; name=invitacion.ics',
    ]);

    const leido = await simpleParser(raw);
    expect(leido.subject).toBe('Ágora te invita a una entrevista');
    expect(leido.text?.trim()).toBe('Hola José:');
    expect(leido.html).toBe('<p>Hola José:</p>');
    const [alternativa, adjunto] = leido.attachments;
    expect(alternativa!.contentType).toBe('text/calendar');
    expect(tipoDe(alternativa!).params).toMatchObject({ method: 'REQUEST', charset: 'utf-8' });
    expect(alternativa!.contentDisposition).toBeUndefined();
    expect(alternativa!.content.toString('utf8')).toBe(EVENTO);
    expect(adjunto!.contentType).toBe('application/ics');
    expect(adjunto!.filename).toBe('invitacion.ics');
    expect(adjunto!.contentDisposition).toBe('attachment');
    expect(adjunto!.content.toString('utf8')).toBe(EVENTO);
  });

  it('a cancellation says method=CANCEL in its part', async () => {
    const cancelacion = EVENTO.replace('METHOD:REQUEST', 'METHOD:CANCEL');
    const leido = await simpleParser(
      await componerMime(mensaje({ calendario: { metodo: 'CANCEL', fichero: 'cancelacion.ics', contenido: cancelacion } })),
    );
    expect(tipoDe(leido.attachments[0]!).params.method).toBe('CANCEL');
    expect(leido.attachments[1]!.filename).toBe('cancelacion.ics');
  });
});

describe('enviarPorSes', () => {
  const ses = mockClient(SESv2Client);
  afterEach(() => ses.reset());

  it('an email with an event goes as raw content: the composed MIME, to the same sender and recipient', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    expect(await enviarPorSes(mensaje({ replyTo: 'seleccion@agora.test' }))).toBe('m-1');
    const entrada = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(entrada.Content?.Simple).toBeUndefined();
    expect(entrada.FromEmailAddress).toBe('"Talentia · Candidatos" <candidatos@agora.test>');
    expect(entrada.Destination).toEqual({ ToAddresses: ['jose@correo.test'] });
    const leido = await simpleParser(Buffer.from(entrada.Content!.Raw!.Data!));
    expect(leido.replyTo?.text).toBe('seleccion@agora.test');
    expect(leido.attachments.map((a) => a.contentType)).toEqual(['text/calendar', 'application/ics']);
  });

  it('an email without one stays simple content', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await enviarPorSes(mensaje({ calendario: undefined, replyTo: 'seleccion@agora.test' }));
    const entrada = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(entrada.Content?.Raw).toBeUndefined();
    expect(entrada.Content?.Simple?.Body?.Html?.Data).toBe('<p>Hola José:</p>');
    expect(entrada.ReplyToAddresses).toEqual(['seleccion@agora.test']);
  });
});

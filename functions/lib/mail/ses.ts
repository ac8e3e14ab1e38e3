// Amazon SES v2 (the local SES emulator locally): the mail service's default transport (D62). An
// email is simple content (subject, HTML and text); one with a calendar event is raw content, the
// MIME message nodemailer composes (transporte.ts), since simple content has no alternative part.
// The raw message holds its own headers (From, To, Reply-To); the envelope names the sender and the
// recipient as for a simple one.
import { SendEmailCommand, type EmailContent } from '@aws-sdk/client-sesv2';
import { ses } from '../aws/ses.js';
import { componerMime, direccion, type Mensaje } from './transporte.js';

export async function enviarPorSes(m: Mensaje): Promise<string | undefined> {
  const content: EmailContent = m.calendario
    ? { Raw: { Data: await componerMime(m) } }
    : {
        Simple: {
          Subject: { Data: m.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: m.html, Charset: 'UTF-8' }, Text: { Data: m.text, Charset: 'UTF-8' } },
        },
      };
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: direccion(m.from),
      Destination: { ToAddresses: [m.to] },
      ...(m.replyTo && !m.calendario ? { ReplyToAddresses: [m.replyTo] } : {}),
      // Returned in the configuration set's bounce and complaint events (functions/jobs/eventos-email.ts).
      ...(m.etiquetas ? { EmailTags: Object.entries(m.etiquetas).map(([Name, Value]) => ({ Name, Value })) } : {}),
      Content: content,
    }),
  );
  return out.MessageId;
}

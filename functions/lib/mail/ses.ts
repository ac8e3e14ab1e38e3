// Amazon SES v2 (the local SES emulator locally): the mail service's default transport (D62).
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../aws/ses.js';
import { direccion, type Mensaje } from './transporte.js';

export async function enviarPorSes(m: Mensaje): Promise<string | undefined> {
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: direccion(m.from),
      Destination: { ToAddresses: [m.to] },
      ...(m.replyTo ? { ReplyToAddresses: [m.replyTo] } : {}),
      // Returned in the configuration set's bounce and complaint events (functions/jobs/eventos-email.ts).
      ...(m.etiquetas ? { EmailTags: Object.entries(m.etiquetas).map(([Name, Value]) => ({ Name, Value })) } : {}),
      Content: {
        Simple: {
          Subject: { Data: m.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: m.html, Charset: 'UTF-8' }, Text: { Data: m.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return out.MessageId;
}

// Sends one email through SES v2 (aws-ses-v2-local locally, whose page lists what was sent).
// Templates are rendered by mail/templates.ts; this only delivers.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../aws/ses.js';
import { config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export async function sendMail(mail: Mail): Promise<string | undefined> {
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: `Talentia <${config.mailFrom}>`,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return out.MessageId;
}

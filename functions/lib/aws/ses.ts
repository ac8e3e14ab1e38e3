// The SES v2 client, created once per container (aws-ses-v2-local locally).
import { SESv2Client } from '@aws-sdk/client-sesv2';

export const ses = new SESv2Client({ maxAttempts: 3 });

// The SES v2 client, created once per container (aws-ses-v2-local locally). Every call is
// cancelled with its request (request-scope.ts). It calls SES in SES_REGION, the region of the Mail
// stack's identity and configuration set (D166: eu-west-1 for a deploy in eu-south-2, whose
// CloudFormation has no SES resources); without it, in the function's own region.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';
import { boundToRequest } from '../request-scope.js';

/** The region SES is called in: SES_REGION when set (infra: the mail region), else the SDK's default. */
export function sesRegion(env: Record<string, string | undefined> = process.env): { region?: string } {
  return env.SES_REGION ? { region: env.SES_REGION } : {};
}

export const ses = boundToRequest(
  new SESv2Client({
    ...sesRegion(),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: T.sesConexionMs, requestTimeout: T.sesRespuestaMs, throwOnRequestTimeout: true },
  }),
);

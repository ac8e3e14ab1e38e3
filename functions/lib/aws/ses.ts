// The SES v2 client, created once per container (aws-ses-v2-local locally). Every call is
// cancelled with its request (request-scope.ts).
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';
import { boundToRequest } from '../request-scope.js';

export const ses = boundToRequest(
  new SESv2Client({
    maxAttempts: 3,
    requestHandler: { connectionTimeout: T.sesConexionMs, requestTimeout: T.sesRespuestaMs, throwOnRequestTimeout: true },
  }),
);

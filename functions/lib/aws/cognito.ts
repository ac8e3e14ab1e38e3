// The Cognito Identity Provider client, created once per container (cognito-local locally
// through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER). Its own time-outs are well under a
// function's, and every call is cancelled with its request (request-scope.ts).
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';
import { boundToRequest } from '../request-scope.js';

export const cognito = boundToRequest(
  new CognitoIdentityProviderClient({
    maxAttempts: T.cognitoIntentos,
    requestHandler: { connectionTimeout: T.cognitoConexionMs, requestTimeout: T.cognitoRespuestaMs, throwOnRequestTimeout: true },
  }),
);

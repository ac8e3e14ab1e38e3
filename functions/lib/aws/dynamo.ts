// The DynamoDB document client, created once per container. The endpoint comes from the
// environment (AWS_ENDPOINT_URL_DYNAMODB locally), so the same code runs in AWS and locally.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';
import { boundToRequest } from '../request-scope.js';

// Fail fast: an unreachable table answers 503 in about 2 × (connect or answer limit), far under a
// function's time-out; and every call is cancelled with its request (request-scope.ts). Without
// throwOnRequestTimeout the SDK only logs a warning when the answer limit passes, and waits on.
export const dynamoClient = boundToRequest(
  new DynamoDBClient({
    maxAttempts: T.dynamoIntentos,
    requestHandler: { connectionTimeout: T.dynamoConexionMs, requestTimeout: T.dynamoRespuestaMs, throwOnRequestTimeout: true },
  }),
);

export const ddb = boundToRequest(
  DynamoDBDocumentClient.from(dynamoClient, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }),
);

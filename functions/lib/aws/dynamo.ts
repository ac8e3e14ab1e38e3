// The DynamoDB document client, created once per container. The endpoint comes from the
// environment (AWS_ENDPOINT_URL_DYNAMODB locally), so the same code runs in AWS and locally.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const dynamoClient = new DynamoDBClient({
  // Fail fast: a request path must answer within the API's 10 s time-out even when the table is down.
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 4_000 },
});

export const ddb = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

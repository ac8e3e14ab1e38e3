// The reference of the Lambda bench: the smallest useful function, a DynamoDB document client doing
// one GetItem. Every handler's bundle size and cold import are measured against this one's, bundled
// with the same esbuild options (infra/aws/bundling.ts ESBUILD_OPTIONS).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () =>
  (await ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: 'a', SK: 'b' } }))).Item ?? null;

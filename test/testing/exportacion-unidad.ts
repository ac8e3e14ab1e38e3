// The CSV exports' unit tests (functions/lib/*/exportar-lista.test.ts): DynamoDB and S3 mocked with
// aws-sdk-client-mock, on the environment the functions read when their clients are made, and one
// instant that is already tomorrow in the company's zone, so a file's name must say the company's day.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

/** The table and bucket the clients are made for, then the two mocks (the DynamoDB client is the functions' own). */
export async function mocksExportacion() {
  process.env.TABLE_NAME = 'unit-table';
  process.env.FILES_BUCKET = 'unit-files';
  process.env.AWS_REGION = 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID = 'unit';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit';
  const { ddb } = await import('../../functions/lib/aws/dynamo.js');
  return { ddbMock: mockClient(ddb), s3Mock: mockClient(S3Client) };
}

/** 23:30 UTC is already the next day in Kiritimati (UTC+14): the name says the company's day. */
export const AHORA_KIRITIMATI = new Date('2026-11-28T23:30:00.000Z');
export const EMPRESA_KIRITIMATI = { PK: 'EMP#e1', SK: 'EMPRESA', id: 'e1', configuracion: { zonaHoraria: 'Pacific/Kiritimati' } };

/**
 * Each test's start: both mocks emptied, the company read as EMPRESA_KIRITIMATI, its one area
 * «Finanzas» (a1) answered to the areas' Query, S3 taking the large files.
 */
export function reiniciarMocksExportacion({ ddbMock, s3Mock }: Awaited<ReturnType<typeof mocksExportacion>>): void {
  ddbMock.reset();
  s3Mock.reset();
  ddbMock.on(GetCommand).resolves({ Item: EMPRESA_KIRITIMATI });
  ddbMock
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'AREA#' } })
    .resolves({ Items: [{ PK: 'EMP#e1', SK: 'AREA#a1', id: 'a1', nombreArea: 'Finanzas', empresaId: 'e1' }] });
  s3Mock.on(PutObjectCommand).resolves({});
}

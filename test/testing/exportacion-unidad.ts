// The CSV exports' unit tests (functions/lib/*/exportar-lista.test.ts): DynamoDB and S3 mocked with
// aws-sdk-client-mock, on the environment the functions read when their clients are made, and one
// instant that is already tomorrow in the company's zone, so a file's name must say the company's day.
// What every export is checked for on the mocks (its pages, its link) comes with them.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { expect, it } from 'vitest';

/** 23:30 UTC is already the next day in Kiritimati (UTC+14): the name says the company's day. */
export const AHORA_KIRITIMATI = new Date('2026-11-28T23:30:00.000Z');
export const EMPRESA_KIRITIMATI = { PK: 'EMP#e1', SK: 'EMPRESA', id: 'e1', configuracion: { zonaHoraria: 'Pacific/Kiritimati' } };

/** The table and bucket the clients are made for, then the two mocks (the DynamoDB client is the functions' own). */
export async function mocksExportacion() {
  process.env.TABLE_NAME = 'unit-table';
  process.env.FILES_BUCKET = 'unit-files';
  process.env.AWS_REGION = 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID = 'unit';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit';
  const { ddb } = await import('../../functions/lib/aws/dynamo.js');
  const ddbMock = mockClient(ddb);
  const s3Mock = mockClient(S3Client);
  return {
    ddbMock,
    s3Mock,

    /**
     * Each test's start: both mocks emptied, the company read as EMPRESA_KIRITIMATI, its one area
     * «Finanzas» (a1) answered to the areas' Query, S3 taking the large files.
     */
    reiniciar(): void {
      ddbMock.reset();
      s3Mock.reset();
      ddbMock.on(GetCommand).resolves({ Item: EMPRESA_KIRITIMATI });
      ddbMock
        .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'AREA#' } })
        .resolves({ Items: [{ PK: 'EMP#e1', SK: 'AREA#a1', id: 'a1', nombreArea: 'Finanzas', empresaId: 'e1' }] });
      s3Mock.on(PutObjectCommand).resolves({});
    },

    /**
     * A list read whole in two pages of its own Query, newest first, the second from where the first
     * stopped (`siguiente`), and never a Scan.
     */
    esperarDosPaginas(paginas: QueryCommandInput[], siguiente: Record<string, string>): void {
      expect(paginas).toHaveLength(2);
      expect(paginas[0]).toMatchObject({ ScanIndexForward: false, Limit: 100 });
      expect(paginas[0]!.ExclusiveStartKey).toBeUndefined();
      expect(paginas[1]!.ExclusiveStartKey).toEqual(siguiente);
      expect(ddbMock.commandCalls(ScanCommand)).toHaveLength(0);
    },

    /**
     * Every export's test of a file over the limit: the list's one item (`item`, under the company's
     * `prefijo`) exported under a 10-byte limit is put in the company's folder as `nombre`, tagged to
     * expire, and answered as a five-minute link to it (from AHORA_KIRITIMATI).
     */
    probarEnlace(prefijo: string, item: Record<string, unknown>, exportar: (limite: number) => Promise<unknown>, nombre: string): void {
      it("a file over the limit goes to the company's folder, tagged to expire, and is answered as a five-minute link", async () => {
        ddbMock.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': prefijo } }).resolves({ Items: [item] });
        const e = await exportar(10);
        expect(e).toMatchObject({ forma: 'enlace', nombre, filas: 1, caducaEn: '2026-11-28T23:35:00.000Z' });
        const [put] = s3Mock.commandCalls(PutObjectCommand).map((c) => c.args[0].input);
        expect(put).toMatchObject({ Bucket: 'unit-files', Tagging: 'uso=exportacion-temporal', ContentType: 'text/csv; charset=utf-8' });
        expect(put!.Key).toMatch(new RegExp(`^empresas/e1/exportaciones/[0-9a-f-]{36}/${nombre.replace('.', '\\.')}$`));
        const url = new URL((e as { url: string }).url);
        expect(url.pathname).toContain(encodeURI(put!.Key!.split('/').slice(-2).join('/')));
        expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      });
    },
  };
}

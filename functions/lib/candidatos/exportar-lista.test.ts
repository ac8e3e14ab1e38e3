// The Candidatos list as CSV (exportar-lista.ts, D186), DynamoDB and S3 mocked (aws-sdk-client-mock):
// every page of the list's own Query read in turn (never a Scan), the list's filters passed on (a status
// reads its index, an area filters), each row with the status's Spanish name and the area's name, a
// formula neutralised; the name carries the company's day (from a fixed instant and the company's zone,
// so not the machine's); a file over the limit is put in the company's folder tagged to expire and
// answered as a five-minute link. A period (D196) is the company's days as instants on the same Query; a
// vacancy reads its applications' index and the candidates by key; an unknown vacancy is a 404.
import { BatchGetCommand, GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { AHORA_KIRITIMATI, mocksExportacion } from '../../../test/testing/exportacion-unidad.js';

const mocks = await mocksExportacion();
const { ddbMock, s3Mock } = mocks;
const { exportarCandidatos, CABECERA_CSV } = await import('./exportar-lista.js');
const { NotFoundError } = await import('../errors.js');
const AHORA = AHORA_KIRITIMATI;
const cand = (id: string, o: Record<string, unknown> = {}) => ({
  PK: 'EMP#e1',
  SK: `CAND#${id}`,
  GSI1PK: 'CANDEST#e1#nuevo',
  GSI1SK: id,
  id,
  empresaId: 'e1',
  nombre: `Persona ${id}`,
  email: `${id}@correo.test`,
  estado: 'nuevo',
  fechaCreacion: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...o,
});

beforeEach(() => mocks.reiniciar());

const filas = (contenido: string) => parse(contenido, { bom: true }) as string[][];
const consultasDeCandidatos = () =>
  ddbMock.commandCalls(QueryCommand).filter((c) => c.args[0].input.ExpressionAttributeValues?.[':sk'] !== 'AREA#');

describe('the Candidatos CSV', () => {
  it("reads every page of the list's Query in turn (never a Scan): the list's columns, the status's and area's names", async () => {
    const ultima = cand('00000000000003-c', { areaId: 'a1', telefono: '+34 600 000 000', puesto: 'Cajera', posicion: 'Tienda' });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'CAND#' } })
      .resolvesOnce({
        Items: [cand('00000000000005-a', { estado: 'en_proceso', nombre: '=HIPERVINCULO("x")' })],
        LastEvaluatedKey: { PK: 'EMP#e1', SK: 'CAND#00000000000005-a' },
      })
      .resolvesOnce({ Items: [cand('00000000000004-b', { areaId: 'borrada' }), ultima] });
    const e = await exportarCandidatos('e1', {}, AHORA);
    expect(e).toMatchObject({ forma: 'archivo', nombre: 'candidatos_2026-11-29.csv' });
    const [cabecera, ...resto] = filas((e as { contenido: string }).contenido);
    expect(cabecera).toEqual([...CABECERA_CSV]);
    expect(resto).toEqual([
      [`'=HIPERVINCULO("x")`, '00000000000005-a@correo.test', '', '', '', 'En proceso', '', '2026-11-20T10:00:00.000Z'],
      // An area that is no longer there is named by its id.
      ['Persona 00000000000004-b', '00000000000004-b@correo.test', '', '', '', 'Nuevo', 'borrada', '2026-11-20T10:00:00.000Z'],
      // A phone's leading + too: a spreadsheet would compute «+34 600…» as a formula.
      [
        'Persona 00000000000003-c',
        '00000000000003-c@correo.test',
        "'+34 600 000 000",
        'Cajera',
        'Tienda',
        'Nuevo',
        'Finanzas',
        '2026-11-20T10:00:00.000Z',
      ],
    ]);
    const paginas = consultasDeCandidatos().map((c) => c.args[0].input);
    mocks.esperarDosPaginas(paginas, { PK: 'EMP#e1', SK: 'CAND#00000000000005-a' });
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it("passes the list's filters on: a status reads its index, an area filters the page", async () => {
    ddbMock.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [cand('00000000000001-x', { estado: 'rechazado', areaId: 'a1' })] });
    const e = await exportarCandidatos('e1', { estado: 'rechazado', areaId: 'a1' }, AHORA);
    const [consulta] = consultasDeCandidatos().map((c) => c.args[0].input);
    expect(consulta).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'CANDEST#e1#rechazado', ':area': 'a1' },
      FilterExpression: 'areaId = :area',
    });
    expect(
      filas((e as { contenido: string }).contenido)
        .slice(1)
        .map((f) => [f[5], f[6]]),
    ).toEqual([['Rechazado', 'Finanzas']]);
  });

  it("a period is the company's days as instants on the list's Query (Kiritimati: UTC+14), «hasta» the next day's start", async () => {
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'CAND#' } })
      .resolves({ Items: [cand('00000000000001-x')] });
    await exportarCandidatos('e1', { desde: '2026-11-20', hasta: '2026-11-21', areaId: 'a1' }, AHORA);
    const [consulta] = consultasDeCandidatos().map((c) => c.args[0].input);
    expect(consulta).toMatchObject({
      FilterExpression: 'areaId = :area AND #fc >= :desde AND #fc < :hasta',
      ExpressionAttributeNames: { '#fc': 'fechaCreacion' },
      ExpressionAttributeValues: { ':desde': '2026-11-19T10:00:00.000Z', ':hasta': '2026-11-21T10:00:00.000Z', ':area': 'a1' },
    });
  });

  it("a vacancy: its applications' index page by page, the candidates by key with the other filters on them", async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK: 'VACANTE#v1' } }).resolves({ Item: { PK: 'EMP#e1', SK: 'VACANTE#v1', id: 'v1' } });
    ddbMock
      .on(QueryCommand, { IndexName: 'GSI2' })
      .resolvesOnce({
        Items: [{ candidatoId: '00000000000002-b' }, { candidatoId: '00000000000009-erased' }],
        LastEvaluatedKey: { PK: 'EMP#e1', SK: 'CANDVAC#00000000000009-erased#v1', GSI2PK: 'VACCAND#e1#v1', GSI2SK: 'x' },
      })
      .resolvesOnce({ Items: [{ candidatoId: '00000000000001-a' }] });
    ddbMock.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Array<{ SK: string }> }> }) => {
      const pedidos = input.RequestItems['unit-table']!.Keys.map((k) => k.SK.slice('CAND#'.length));
      const existen: Record<string, ReturnType<typeof cand>> = {
        '00000000000002-b': cand('00000000000002-b'),
        '00000000000001-a': cand('00000000000001-a', { estado: 'rechazado' }),
      };
      return { Responses: { 'unit-table': pedidos.flatMap((id) => (existen[id] ? [existen[id]] : [])) } };
    });
    const e = await exportarCandidatos('e1', { vacanteId: 'v1', estado: 'nuevo' }, AHORA);
    expect(
      filas((e as { contenido: string }).contenido)
        .slice(1)
        .map((f) => f[0]),
    ).toEqual(['Persona 00000000000002-b']);
    const paginas = consultasDeCandidatos().map((c) => c.args[0].input);
    expect(paginas.map((p) => [p.IndexName, p.ExpressionAttributeValues?.[':pk']])).toEqual([
      ['GSI2', 'VACCAND#e1#v1'],
      ['GSI2', 'VACCAND#e1#v1'],
    ]);
    expect(paginas[1]!.ExclusiveStartKey).toMatchObject({ SK: 'CANDVAC#00000000000009-erased#v1' });
    expect(ddbMock.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('a vacancy the company does not have is a 404, and no candidate is read', async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK: 'VACANTE#otra' } }).resolves({});
    await expect(exportarCandidatos('e1', { vacanteId: 'otra' }, AHORA)).rejects.toBeInstanceOf(NotFoundError);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  mocks.probarEnlace(
    'CAND#',
    cand('00000000000001-x'),
    (limite) => exportarCandidatos('e1', {}, AHORA, limite),
    'candidatos_2026-11-29.csv',
  );
});

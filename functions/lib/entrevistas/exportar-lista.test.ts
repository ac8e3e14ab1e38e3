// The Entrevistas list as CSV (exportar-lista.ts, D186), DynamoDB mocked (aws-sdk-client-mock): every
// page of the company's interviews read in turn (never a Scan), newest first, each row from the list's
// view with the state's Spanish name; a search reads every page of the matching candidates (the list
// stops at the first) and their interviews, the state filtering them; a candidate's id reads only their
// markers; the name carries the company's day (from a fixed instant and the company's zone).
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { mocksExportacion } from '../../../test/testing/exportacion-unidad.js';

const mocks = await mocksExportacion();
const { ddbMock } = mocks;
const { exportarEntrevistas, CABECERA_CSV } = await import('./exportar-lista.js');

// 10:30 UTC on the 28th is still the 27th in Pago Pago (UTC-11): the name says the company's day.
const AHORA = new Date('2026-11-28T10:30:00.000Z');
const empresa = { PK: 'EMP#e1', SK: 'EMPRESA', id: 'e1', configuracion: { zonaHoraria: 'Pacific/Pago_Pago' } };
const ent = (id: string, candidatoId: string, o: Record<string, unknown> = {}) => ({
  PK: 'EMP#e1',
  SK: `ENTREVISTA#${id}`,
  entidad: 'ENTREVISTA',
  id,
  empresaId: 'e1',
  candidatoId,
  candidatoNombre: `Persona ${candidatoId}`,
  candidatoEmail: `${candidatoId}@correo.test`,
  servicioId: 'entrevistas-profundidad',
  servicioNombre: 'Entrevistas en Profundidad',
  fechaProgramada: '2026-12-01T09:00:00.000Z',
  duracionEstimada: 45,
  estado: 'programada',
  tokenHash: 'hash-que-no-sale',
  tokenSobre: { c: 'sobre-que-no-sale' },
  tokenExpiraEn: '2026-12-08T09:00:00.000Z',
  fechaCreacion: '2026-11-20T10:00:00.000Z',
  creadoPor: 'u1',
  zonaHoraria: 'Europe/Madrid',
  ...o,
});
const cand = (id: string) => ({
  PK: 'EMP#e1',
  SK: `CAND#${id}`,
  id,
  empresaId: 'e1',
  nombre: `Persona ${id}`,
  email: `${id}@correo.test`,
  estado: 'en_proceso',
});

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(GetCommand).resolves({ Item: empresa });
});

const contenido = (e: unknown) => parse((e as { contenido: string }).contenido, { bom: true }) as string[][];
/** Answers a BatchGet from `items` by key, as DynamoDB does. */
function porClave(items: Array<{ PK: string; SK: string }>) {
  ddbMock.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Array<{ PK: string; SK: string }> }> }) => ({
    Responses: {
      'unit-table': input.RequestItems['unit-table']!.Keys.map((k) => items.find((i) => i.PK === k.PK && i.SK === k.SK)).filter(Boolean),
    },
  }));
}

describe('the Entrevistas CSV', () => {
  it("reads every page of the company's interviews in turn (never a Scan): the list's view, the state's name", async () => {
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'ENTREVISTA#' } })
      .resolvesOnce({
        Items: [ent('00000000000009-a', 'c1', { estado: 'en_progreso' })],
        LastEvaluatedKey: { PK: 'EMP#e1', SK: 'ENTREVISTA#00000000000009-a' },
      })
      .resolvesOnce({ Items: [ent('00000000000008-b', 'c2', { estado: 'cancelada', servicioNombre: '=SUMA(A1)', duracionEstimada: 90 })] });
    const e = await exportarEntrevistas('e1', {}, AHORA);
    expect(e).toMatchObject({ forma: 'archivo', nombre: 'entrevistas_2026-11-27.csv' });
    expect(contenido(e)).toEqual([
      [...CABECERA_CSV],
      [
        'Persona c1',
        'c1@correo.test',
        'Entrevistas en Profundidad',
        'En progreso',
        '2026-12-01T09:00:00.000Z',
        '45',
        '2026-11-20T10:00:00.000Z',
      ],
      ['Persona c2', 'c2@correo.test', "'=SUMA(A1)", 'Cancelada', '2026-12-01T09:00:00.000Z', '90', '2026-11-20T10:00:00.000Z'],
    ]);
    expect((e as { contenido: string }).contenido).not.toMatch(/hash-que-no-sale|sobre-que-no-sale/);
    const paginas = ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input);
    mocks.esperarDosPaginas(paginas, { PK: 'EMP#e1', SK: 'ENTREVISTA#00000000000009-a' });
  });

  it('a state reads its index and the interviews it names', async () => {
    ddbMock
      .on(QueryCommand, { IndexName: 'GSI2' })
      .resolves({ Items: [{ PK: 'EMP#e1', SK: 'ENTREVISTA#00000000000007-c', id: '00000000000007-c' }] });
    porClave([ent('00000000000007-c', 'c3', { estado: 'validada' })]);
    const e = await exportarEntrevistas('e1', { estado: 'validada' }, AHORA);
    expect(ddbMock.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'GSI2' });
    expect(
      contenido(e)
        .slice(1)
        .map((f) => [f[0], f[3]]),
    ).toEqual([['Persona c3', 'Validada']]);
  });

  it('a search reads every page of the matching candidates and their interviews, newest first, the state filtering them', async () => {
    ddbMock
      .on(QueryCommand, { IndexName: 'GSI1' })
      .resolvesOnce({ Items: [{ candidatoId: 'c1' }], LastEvaluatedKey: { GSI1PK: 'CANDBUSQ#e1#ana', GSI1SK: 'x', PK: 'EMP#e1', SK: 'y' } })
      .resolvesOnce({ Items: [{ candidatoId: 'c2' }] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':sk': 'CANDENT#c1#' } })
      .resolves({ Items: [{ SK: 'CANDENT#c1#00000000000001-a' }, { SK: 'CANDENT#c1#00000000000003-c' }] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':sk': 'CANDENT#c2#' } })
      .resolves({ Items: [{ SK: 'CANDENT#c2#00000000000002-b' }] });
    porClave([
      cand('c1'),
      cand('c2'),
      ent('00000000000001-a', 'c1'),
      ent('00000000000002-b', 'c2'),
      ent('00000000000003-c', 'c1', { estado: 'cancelada' }),
    ]);
    const e = await exportarEntrevistas('e1', { q: 'ana', estado: 'programada' }, AHORA);
    expect(ddbMock.commandCalls(QueryCommand, { IndexName: 'GSI1' })).toHaveLength(2);
    expect(
      contenido(e)
        .slice(1)
        .map((f) => [f[0], f[3]]),
    ).toEqual([
      ['Persona c2', 'Programada'],
      ['Persona c1', 'Programada'],
    ]);
  });

  it("a candidate's id reads only that candidate's interviews", async () => {
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':sk': 'CANDENT#c4#' } })
      .resolves({ Items: [{ SK: 'CANDENT#c4#00000000000004-d' }] });
    porClave([ent('00000000000004-d', 'c4', { estado: 'completada' })]);
    const e = await exportarEntrevistas('e1', { candidatoId: 'c4' }, AHORA);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(1);
    expect(
      contenido(e)
        .slice(1)
        .map((f) => [f[0], f[3]]),
    ).toEqual([['Persona c4', 'Completada']]);
  });
});

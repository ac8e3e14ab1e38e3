// The Informes list as CSV (exportar-lista.ts, D192), DynamoDB and S3 mocked (aws-sdk-client-mock):
// every page of the list's own Query read in turn (never a Scan), in the list's order, with the list's
// filters passed on; each row only what the card shows (never the transcript nor a reviewer's comment,
// which the list item does not hold: a stray attribute on the item does not reach the file), the state's,
// the decision's and the area's Spanish names, a formula neutralised, UTF-8 with a BOM; the name
// carries the company's day (a fixed instant and the company's zone); a large file is a link.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { AHORA_KIRITIMATI, mocksExportacion } from '../../../test/testing/exportacion-unidad.js';

const mocks = await mocksExportacion();
const { ddbMock } = mocks;
const { exportarInformes, CABECERA_CSV } = await import('./exportar-lista.js');
const AHORA = AHORA_KIRITIMATI;
const inf = (id: string, o: Record<string, unknown> = {}) => ({
  PK: 'EMP#e1',
  SK: `INFORME#${id}`,
  entidad: 'INFORME',
  empresaId: 'e1',
  id,
  candidatoId: 'c1',
  candidatoNombre: 'Ana Ruiz',
  nombreBusqueda: 'ana ruiz',
  areaId: 'a1',
  servicioId: 'entrevistas-profundidad',
  servicioNombre: 'Entrevistas en Profundidad',
  estado: 'analizada',
  fecha: '2026-11-20T10:00:00.000Z',
  fechaRealizacion: '2026-11-20T09:00:00.000Z',
  zonaHoraria: 'Europe/Madrid',
  puntuacionMedia: 7.5,
  puntuacionIA: 7.5,
  recomendado: true,
  decision: null,
  metodo: 'proveedor',
  modelo: 'gpt-4o-mini',
  respuestasMarcadas: 1,
  ...o,
});

beforeEach(() => mocks.reiniciar());

const filas = (e: unknown) => parse((e as { contenido: string }).contenido, { bom: true }) as string[][];

describe('the Informes CSV', () => {
  it("reads every page of the list's Query in turn (never a Scan): what the card shows, nothing more", async () => {
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'INFORME#' } })
      .resolvesOnce({
        Items: [inf('00000000000009-a', { comentarios: 'comentario-privado', transcripcion: 'transcripcion-secreta' })],
        LastEvaluatedKey: { PK: 'EMP#e1', SK: 'INFORME#00000000000009-a' },
      })
      .resolvesOnce({
        Items: [
          inf('00000000000008-b', {
            candidatoNombre: '=HYPERLINK("http://x")',
            servicioNombre: '+SUMA(A1)',
            areaId: null,
            estado: 'validada',
            decision: 'en_duda',
            recomendado: false,
            puntuacionMedia: null,
            metodo: 'integrado',
            modelo: 'analizador integrado',
            respuestasMarcadas: undefined,
            fechaRealizacion: undefined,
          }),
        ],
      });
    const e = await exportarInformes('e1', {}, AHORA);
    expect(e).toMatchObject({ forma: 'archivo', nombre: 'informes_2026-11-29.csv' });
    const contenido = (e as { contenido: string }).contenido;
    expect(contenido.startsWith('\uFEFF')).toBe(true);
    expect(contenido).not.toMatch(/comentario-privado|transcripcion-secreta/);
    expect(filas(e)).toEqual([
      [...CABECERA_CSV],
      [
        'Ana Ruiz',
        'Entrevistas en Profundidad',
        'Finanzas',
        'Analizada',
        '2026-11-20T09:00:00.000Z',
        '2026-11-20T10:00:00.000Z',
        '7.5',
        '7.5',
        'sí',
        '',
        'IA: gpt-4o-mini',
        '1',
      ],
      [
        `'=HYPERLINK("http://x")`,
        "'+SUMA(A1)",
        '',
        'Validada',
        '',
        '2026-11-20T10:00:00.000Z',
        '',
        '7.5',
        'no',
        'En duda',
        'Analizador integrado',
        '',
      ],
    ]);
    const paginas = ddbMock.commandCalls(QueryCommand, { ExpressionAttributeValues: { ':sk': 'INFORME#' } }).map((c) => c.args[0].input);
    mocks.esperarDosPaginas(paginas, { PK: 'EMP#e1', SK: 'INFORME#00000000000009-a' });
  });

  it("the list's filters and order go to the same reads: the score's index, the state and the flags filtering", async () => {
    ddbMock
      .on(QueryCommand, { IndexName: 'GSI1' })
      .resolves({ Items: [inf('00000000000007-c', { estado: 'validada', decision: 'recomendado' })] });
    const e = await exportarInformes('e1', { orden: 'puntuacion', estado: 'validada', marcadas: 'con', q: 'Ána' }, AHORA);
    const [consulta] = ddbMock.commandCalls(QueryCommand, { IndexName: 'GSI1' }).map((c) => c.args[0].input);
    expect(consulta).toMatchObject({
      ExpressionAttributeValues: expect.objectContaining({ ':pk': 'INFPUNT#e1', ':estado': 'validada', ':cero': 0, ':q': 'ana' }),
      ScanIndexForward: false,
    });
    expect(consulta!.FilterExpression).toContain('#marcadas > :cero');
    expect(
      filas(e)
        .slice(1)
        .map((f) => [f[0], f[3], f[9]]),
    ).toEqual([['Ana Ruiz', 'Validada', 'Recomendado']]);
  });

  mocks.probarEnlace('INFORME#', inf('00000000000001-x'), (limite) => exportarInformes('e1', {}, AHORA, limite), 'informes_2026-11-29.csv');
});

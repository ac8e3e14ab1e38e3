// A CSV import into a vacancy (importacion-vacante.ts, D191), DynamoDB mocked (aws-sdk-client-mock): the
// vacancy is checked when the file is accepted (unknown → 404, closed → 409, paused accepted); each row's
// join is one conditional transaction (vacancy there and not closed, candidate there, not in it yet) at
// «nuevo», from the team, naming the import; a refused join is told apart — already in it (or this
// import's own join, a redelivery), the vacancy closed or gone, the candidate erased — never thrown.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { importacion as msg, vacantes as msgVac } from '../../../shared/messages.js';

process.env.TABLE_NAME = 'unit-table';
process.env.AWS_REGION = 'eu-west-1';
process.env.AWS_ACCESS_KEY_ID = 'unit';
process.env.AWS_SECRET_ACCESS_KEY = 'unit';
const { ddb } = await import('../aws/dynamo.js');
const { unirAVacanteDeImportacion, vacanteParaImportar } = await import('./importacion-vacante.js');
const ddbMock = mockClient(ddb);

const AHORA = new Date('2026-03-02T09:00:00.000Z');
const imp = { id: '00000000000001-imp', empresaId: 'e1', creadoPor: 'u1', creadoPorNombre: 'Olga Ruiz', vacanteId: 'v1' };
const vacante = (estado: string) => ({ PK: 'EMP#e1', SK: 'VACANTE#v1', id: 'v1', empresaId: 'e1', estado, titulo: 'Cajero' });
/** A cancelled transaction whose step `i` (0 vacancy, 1 candidate, 2 the join) failed its condition. */
const cancelada = (i: number) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: [0, 1, 2].map((j) => ({ Code: j === i ? 'ConditionalCheckFailed' : 'None' })),
  });

beforeEach(() => {
  ddbMock.reset();
});

describe('the vacancy an import names', () => {
  it('an unknown (or another company’s) vacancy is 404, a closed one 409, a paused one is accepted', async () => {
    ddbMock.on(GetCommand).resolves({});
    await expect(vacanteParaImportar('e1', 'v1')).rejects.toMatchObject({ status: 404, message: msgVac.noEncontrada });
    ddbMock.on(GetCommand).resolves({ Item: vacante('cerrada') });
    await expect(vacanteParaImportar('e1', 'v1')).rejects.toMatchObject({ status: 409, message: msgVac.vacanteCerrada });
    ddbMock.on(GetCommand).resolves({ Item: vacante('en_pausa') });
    await expect(vacanteParaImportar('e1', 'v1')).resolves.toMatchObject({ id: 'v1' });
    // Read in the caller's own partition only.
    expect(ddbMock.commandCalls(GetCommand)[0].args[0].input.Key).toEqual({ PK: 'EMP#e1', SK: 'VACANTE#v1' });
  });
});

describe("a row's join", () => {
  it('is one conditional transaction at «nuevo», from the team, naming the import', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await expect(unirAVacanteDeImportacion(imp, 'c1', 3, AHORA)).resolves.toEqual({ resultado: 'anadido' });
    const [llamada] = ddbMock.commandCalls(TransactWriteCommand);
    const pasos = llamada.args[0].input.TransactItems!;
    expect(pasos[0].ConditionCheck).toMatchObject({
      Key: { PK: 'EMP#e1', SK: 'VACANTE#v1' },
      ConditionExpression: 'attribute_exists(PK) AND #estado <> :cerrada',
    });
    expect(pasos[1].ConditionCheck).toMatchObject({ Key: { PK: 'EMP#e1', SK: 'CAND#c1' }, ConditionExpression: 'attribute_exists(PK)' });
    expect(pasos[2].Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: {
        PK: 'EMP#e1',
        SK: 'CANDVAC#c1#v1',
        etapa: 'nuevo',
        origen: 'equipo',
        importacion: { id: imp.id, fila: 3 },
        version: 1,
        movidaPor: { id: 'u1', nombre: 'Olga Ruiz' },
        historial: [{ de: null, a: 'nuevo', fecha: AHORA.toISOString(), por: { id: 'u1', nombre: 'Olga Ruiz' } }],
        GSI1PK: 'VACETAPA#e1#v1#nuevo',
        GSI2PK: 'VACCAND#e1#v1',
      },
    });
  });

  it('already in the vacancy: «Ya estaba en la vacante», unless the join is this very row’s (a redelivery)', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelada(2));
    ddbMock.on(GetCommand).resolves({ Item: { PK: 'EMP#e1', SK: 'CANDVAC#c1#v1', candidatoId: 'c1', etapa: 'finalista' } });
    await expect(unirAVacanteDeImportacion(imp, 'c1', 3, AHORA)).resolves.toEqual({ resultado: 'ya_estaba', motivo: msg.yaEnVacante });
    const propia = { PK: 'EMP#e1', SK: 'CANDVAC#c1#v1', candidatoId: 'c1', importacion: { id: imp.id, fila: 3 } };
    ddbMock.on(GetCommand).resolves({ Item: propia });
    await expect(unirAVacanteDeImportacion(imp, 'c1', 3, AHORA)).resolves.toEqual({ resultado: 'anadido' });
    // A later row of the same file with the same e-mail: already in it.
    await expect(unirAVacanteDeImportacion(imp, 'c1', 9, AHORA)).resolves.toEqual({ resultado: 'ya_estaba', motivo: msg.yaEnVacante });
    // One write each time: a refused join is not tried again.
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('the vacancy closed or gone meanwhile, or the candidate erased: not added, with the reason', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelada(0));
    ddbMock.on(GetCommand).resolves({ Item: vacante('cerrada') });
    await expect(unirAVacanteDeImportacion(imp, 'c1', 3, AHORA)).resolves.toEqual({
      resultado: 'no_anadido',
      motivo: msgVac.vacanteCerrada,
    });
    ddbMock.on(GetCommand).resolves({});
    await expect(unirAVacanteDeImportacion(imp, 'c1', 3, AHORA)).resolves.toEqual({ resultado: 'no_anadido', motivo: msgVac.noEncontrada });
    ddbMock.on(TransactWriteCommand).rejects(cancelada(1));
    await expect(unirAVacanteDeImportacion(imp, 'c1', 3, AHORA)).resolves.toEqual({
      resultado: 'no_anadido',
      motivo: msg.candidatoBorrado,
    });
  });

  it('any other failure is thrown, so the delivery fails and the queue tries again', async () => {
    ddbMock.on(TransactWriteCommand).rejects(new Error('red caída'));
    await expect(unirAVacanteDeImportacion(imp, 'c1', 3, AHORA)).rejects.toThrow('red caída');
  });
});

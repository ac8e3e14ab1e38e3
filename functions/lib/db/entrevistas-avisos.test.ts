// The interview's notice states (D109) with DynamoDB mocked: each move is conditional on the state it
// leaves (the email's claim only from pendiente or from a claim its run can no longer hold; only the
// claim's own run gives it back or moves it on), a move whose condition fails answers false, and the
// claim's expiry sits between the analysis consumer's time-out and SQS's redelivery after a run dies.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { colaDe } from '../../../shared/colas.js';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const avisos = await import('./entrevistas-avisos.js');
const { RECLAMO_EMAIL_CADUCA_MS } = await import('../analisis/aviso-informe.js');
const ddbMock = mockClient(ddb);

beforeEach(() => ddbMock.reset());

/** The last update's expressions with its placeholders replaced by the names and values they stand for. */
function ultima() {
  const input = ddbMock.commandCalls(UpdateCommand).at(-1)!.args[0].input;
  const legible = (expr: string) =>
    expr
      .replace(/#\w+/g, (n) => input.ExpressionAttributeNames![n] ?? n)
      .replace(/:\w+/g, (v) => JSON.stringify(input.ExpressionAttributeValues![v] ?? v));
  return { key: input.Key, update: legible(input.UpdateExpression!), condition: legible(input.ConditionExpression!) };
}

describe("the interview's notices", () => {
  it("the finish's notice: pendiente → enviado, only from pendiente", async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await avisos.avisoCompletadaEnviado('e1', 'i1')).toBe(true);
    expect(ultima()).toEqual({
      key: { PK: 'EMP#e1', SK: 'ENTREVISTA#i1' },
      update: 'SET avisoCompletada = "enviado"',
      condition: 'attribute_exists(PK) AND (avisoCompletada = "pendiente")',
    });
  });

  it("the report's email is claimed from pendiente or from an expired claim; a live claim answers false", async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await avisos.reclamarEmailInforme('e1', 'i1', '2026-03-01T10:10:00.000Z', '2026-03-01T10:00:00.000Z')).toBe(true);
    expect(ultima()).toMatchObject({
      update: 'SET avisoInforme = "enviando", avisoInformeDesde = "2026-03-01T10:10:00.000Z"',
      condition:
        'attribute_exists(PK) AND (avisoInforme = "pendiente" OR (avisoInforme = "enviando" AND avisoInformeDesde < "2026-03-01T10:00:00.000Z"))',
    });
    ddbMock.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect(await avisos.reclamarEmailInforme('e1', 'i1', '2026-03-01T10:10:00.000Z', '2026-03-01T10:00:00.000Z')).toBe(false);
  });

  it('only the run that holds the claim gives it back or moves it on; the notifications close it from notificando', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    const suyo = 'attribute_exists(PK) AND (avisoInforme = "enviando" AND avisoInformeDesde = "2026-03-01T10:10:00.000Z")';
    await avisos.soltarEmailInforme('e1', 'i1', '2026-03-01T10:10:00.000Z');
    expect(ultima()).toMatchObject({ update: 'SET avisoInforme = "pendiente" REMOVE avisoInformeDesde', condition: suyo });
    await avisos.emailInformeEnviado('e1', 'i1', '2026-03-01T10:10:00.000Z', 'notificando');
    expect(ultima()).toMatchObject({ update: 'SET avisoInforme = "notificando" REMOVE avisoInformeDesde', condition: suyo });
    await avisos.avisoInformeCompleto('e1', 'i1');
    expect(ultima()).toMatchObject({
      update: 'SET avisoInforme = "enviado"',
      condition: 'attribute_exists(PK) AND (avisoInforme = "notificando")',
    });
  });

  it("a claim expires after its run's time-out and before SQS delivers a dead run's message again", () => {
    const cola = colaDe('analizar-entrevista');
    const visibilidadMs = 6 * cola.timeoutSeconds * 1000;
    expect(RECLAMO_EMAIL_CADUCA_MS).toBeGreaterThan(cola.timeoutSeconds * 1000);
    expect(RECLAMO_EMAIL_CADUCA_MS).toBeLessThanOrEqual(visibilidadMs - cola.timeoutSeconds * 1000);
  });
});

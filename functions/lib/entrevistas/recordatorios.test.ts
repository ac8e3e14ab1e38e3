// The interview reminder with DynamoDB and SES mocked: which agenda partitions and range it reads,
// that a claimed reminder is never mailed again (the job run twice sends once), that a failed send
// releases the claim and notifies nobody, and the date text of the email.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailKeys } from '../db/email.js';

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.TABLE_NAME = 'unit-table';
process.env.WEB_ORIGIN = 'https://app.talentia.test';
// The interview's token is sealed (D63): a local wrapping key for this test.
const claveLocal = path.join(mkdtempSync(path.join(tmpdir(), 'recordatorios-')), 'clave.key');
writeFileSync(claveLocal, 'clave de prueba de los recordatorios');
process.env.LOCAL_SECRETS_KEY_FILE = claveLocal;
delete process.env.SECRETS_KMS_KEY_ID;
const { ddb } = await import('../aws/dynamo.js');
const { ses } = await import('../aws/ses.js');
const { recordarEntrevistas, fechaEntrevista } = await import('./recordatorios.js');
const { entrevistaProgramada } = await import('./item.js');
const ddbMock = mockClient(ddb);
const sesMock = mockClient(ses);

const now = new Date('2026-12-01T20:00:00.000Z');
const { item: entrevista, token } = await entrevistaProgramada(
  {
    empresaId: 'emp1',
    candidato: { id: 'c1', nombre: 'Lucía Gómez', email: 'Lucia@Candidatos.test' },
    servicio: { id: 's1', nombre: 'Test vocacional' },
    fechaProgramada: '2026-12-02T15:30:00.000Z',
    duracionEstimada: 45,
    creadoPor: 'op1',
  },
  new Date('2026-11-20T09:00:00.000Z'),
);

function mundo() {
  ddbMock.on(QueryCommand, { IndexName: 'GSI1' }).callsFake((input) => ({
    Items: input.ExpressionAttributeValues[':pk'] === 'AGENDA#2026-12-02' ? [entrevista] : [],
  }));
  ddbMock.on(QueryCommand, { KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)' }).resolves({
    Items: [
      { id: 'op1', rol: 'operador', activo: true },
      { id: 'adm1', rol: 'admin', activo: true },
      { id: 'adm2', rol: 'admin', activo: true, configuracion: { notificaciones: { recordatorios: false } } },
      { id: 'op2', rol: 'operador', activo: true },
    ],
  });
  ddbMock.on(GetCommand).resolves({ Item: { id: 'emp1', nombreComercial: 'Andina', estado: 'activa', activa: true } });
  // No email configuration saved: the mail service uses the defaults.
  ddbMock.on(GetCommand, { Key: { PK: 'PLATAFORMA', SK: 'EMAILCFG' } }).resolves({});
  // The candidate's address has not bounced (D142).
  ddbMock.on(GetCommand, { Key: emailKeys.supresion('Lucia@Candidatos.test') }).resolves({});
  ddbMock.on(UpdateCommand).resolves({});
  ddbMock.on(TransactWriteCommand).resolves({});
  ddbMock.on(DeleteCommand).resolves({ Attributes: {} });
}

beforeEach(() => {
  ddbMock.reset();
  sesMock.reset();
  mundo();
});

describe('recordarEntrevistas', () => {
  it('reads the agenda of today and tomorrow between now and now + 24 h', async () => {
    ddbMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    await recordarEntrevistas(now);
    const queries = ddbMock.commandCalls(QueryCommand, { IndexName: 'GSI1' }).map((c) => c.args[0].input);
    expect(queries.map((q) => q.ExpressionAttributeValues?.[':pk'])).toEqual(['AGENDA#2026-12-01', 'AGENDA#2026-12-02']);
    expect(queries[0]).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' },
      ExpressionAttributeValues: { ':from': '2026-12-01T20:00:00.000Z', ':to': '2026-12-02T20:00:00.000Z#\uffff' },
    });
  });

  it('mails the candidate once and notifies the scheduler and the admins who want reminders', async () => {
    ddbMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    const r = await recordarEntrevistas(now);
    expect(r).toEqual({ entrevistas: 1, emails: 1, fallidos: 0, notificaciones: 2 });

    const claim = ddbMock.commandCalls(PutCommand)[0].args[0].input;
    expect(claim).toMatchObject({
      Item: { PK: 'EMP#emp1', SK: `RECORDATORIO#${entrevista.id}#2026-12-02T15:30:00.000Z`, estado: 'enviando' },
      ConditionExpression: 'attribute_not_exists(PK) OR (estado = :enviando AND reclamadoEn < :stale)',
    });
    const [mail] = sesMock.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(mail.Destination?.ToAddresses).toEqual(['lucia@candidatos.test']);
    expect(mail.Content?.Simple?.Subject?.Data).toBe(
      'Recordatorio: tu entrevista con Andina, hora propuesta miércoles, 2 de diciembre de 2026, 10:30',
    );
    expect(mail.Content?.Simple?.Body?.Html?.Data).toContain(`https://app.talentia.test/entrevista/${token}`);
    expect(mail.Content?.Simple?.Body?.Text?.Data).toContain('Tipo de entrevista: Test vocacional. Duración estimada: 45 minutos.');
    const confirmado = ddbMock.commandCalls(UpdateCommand)[0].args[0].input;
    expect(Object.values(confirmado.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining(['enviado', 'm1']));
    expect(confirmado.ConditionExpression).toBe('attribute_exists(PK)');

    // One notification (plus its counter and its once-marker) per recipient: op1 scheduled it, adm1 is an admin.
    const recipients = ddbMock
      .commandCalls(TransactWriteCommand)
      .map((c) => (c.args[0].input.TransactItems?.[0]?.Put?.Item as { userId: string }).userId);
    expect(recipients.sort()).toEqual(['adm1', 'op1']);
    const notif = ddbMock.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems?.[0]?.Put?.Item;
    expect(notif).toMatchObject({
      type: 'entrevista',
      title: 'Entrevista en las próximas 24 horas',
      message:
        'La entrevista de Lucía Gómez (Test vocacional) es el miércoles, 2 de diciembre de 2026, 10:30. Se le ha enviado un recordatorio por email.',
      actionUrl: '/entrevistas',
    });
  });

  it('run twice, sends once: a second run finds the claim and mails nothing', async () => {
    ddbMock
      .on(PutCommand)
      .resolvesOnce({})
      .rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    const first = await recordarEntrevistas(now);
    const second = await recordarEntrevistas(new Date(now.getTime() + 3_600_000));
    expect(first.emails).toBe(1);
    expect(second).toEqual({ entrevistas: 1, emails: 0, fallidos: 0, notificaciones: 0 });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('a failed send releases the claim and notifies nobody, so the next run retries', async () => {
    ddbMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).rejects(new Error('SES caído'));
    const r = await recordarEntrevistas(now);
    expect(r).toEqual({ entrevistas: 1, emails: 0, fallidos: 1, notificaciones: 0 });
    expect(ddbMock.commandCalls(DeleteCommand)[0].args[0].input.Key).toEqual({
      PK: 'EMP#emp1',
      SK: `RECORDATORIO#${entrevista.id}#2026-12-02T15:30:00.000Z`,
    });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('skips interviews that are no longer programada and companies that are suspended', async () => {
    ddbMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    ddbMock.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [{ ...entrevista, estado: 'en_progreso' }] });
    expect((await recordarEntrevistas(now)).emails).toBe(0);
    ddbMock.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [entrevista] });
    ddbMock.on(GetCommand).resolves({ Item: { id: 'emp1', nombreComercial: 'Andina', estado: 'suspendida', activa: false } });
    expect((await recordarEntrevistas(now)).emails).toBe(0);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('fechaEntrevista', () => {
  it('writes the date in the interview time zone, falling back to America/Bogota', () => {
    expect(fechaEntrevista('2026-12-02T15:30:00.000Z', 'Europe/Madrid')).toEqual({
      texto: 'miércoles, 2 de diciembre de 2026, 16:30',
      zona: 'Europe/Madrid',
    });
    expect(fechaEntrevista('2026-12-02T15:30:00.000Z', 'No/Existe')).toEqual({
      texto: 'miércoles, 2 de diciembre de 2026, 10:30',
      zona: 'America/Bogota',
    });
    expect(fechaEntrevista('2026-12-02T15:30:00.000Z', undefined).zona).toBe('America/Bogota');
  });
});

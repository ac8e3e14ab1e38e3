// The notification service with DynamoDB mocked (D109): every notification carries its event's clave,
// a second telling of the same event is refused by the sent-marker and counted as delivered, a failed
// write is logged by `notificar` (best effort) and thrown by `notificarOFallar` (queue consumers) after
// every recipient was tried, an interview's notices are filed under the candidate, and taking back a
// candidate's notices finds those filed beneath them.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { notificacionKeys } = await import('../db/notificaciones.js');
const { ValidationError } = await import('../errors.js');
const svc = { ...(await import('./notificar.js')), ...(await import('./candidato.js')) };
const ddbMock = mockClient(ddb);

beforeEach(() => ddbMock.reset());

const ANA = { userId: 'u-ana', empresaId: 'e1' };
const LUIS = { userId: 'u-luis', empresaId: 'e1' };
const AVISO = { type: 'sistema' as const, prioridad: 'media' as const, title: 'T', message: 'm', clave: 'importacion:i1' };

/** DynamoDB's answer when a transaction's step 3 (the sent-marker) finds its item already there. */
const yaEstaba = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
  });
const caida = () => Object.assign(new Error('DynamoDB no responde'), { name: 'InternalServerError' });

/** The user an unread counter's key (`NOTIFCONT#{userId}#{fraction}`, D110) is for. */
const usuarioDelContador = (sk: unknown) =>
  String(sk)
    .replace(/^NOTIFCONT#/, '')
    .replace(/#\d+$/, '');

/** The user each TransactWrite was for, from its unread counter's key. */
const escritasPara = () =>
  ddbMock.commandCalls(TransactWriteCommand).map((c) => {
    const items = c.args[0].input.TransactItems!;
    return usuarioDelContador(items[1]!.Update!.Key!.SK);
  });

describe('one event, one clave', () => {
  it('writes the notification, one unread and the marker that refuses a second telling, in one transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    expect(await svc.notificar([ANA], AVISO)).toBe(1);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put!.Item).toMatchObject({ PK: 'EMP#e1', entidad: 'NOTIFICACION', userId: 'u-ana', title: 'T' });
    expect(items[1]!.Update).toMatchObject({ Key: { PK: 'EMP#e1' }, ExpressionAttributeValues: { ':d': 1 } });
    expect(items[1]!.Update!.Key!.SK).toMatch(/^NOTIFCONT#u-ana#[0-7]$/);
    expect(items[2]!.Put).toMatchObject({
      Item: { PK: 'EMP#e1', SK: 'NOTIFENV#importacion:i1#u-ana', notificacionId: items[0]!.Put!.Item!.id },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('a second telling is refused by the marker and counted as already delivered, not as a failure', async () => {
    ddbMock.on(TransactWriteCommand).rejects(yaEstaba());
    expect(await svc.notificar([ANA], AVISO)).toBe(0);
    await expect(svc.notificarOFallar([ANA, LUIS], AVISO)).resolves.toEqual({ creadas: 0, yaEnviadas: 2, fallos: [] });
  });

  it('a clave must be a key part: one that would split the marker key is refused', () => {
    expect(() => notificacionKeys.enviada(ANA, 'suscripcion-cancelada#s1')).toThrow(ValidationError);
    expect(() => notificacionKeys.enviada(ANA, 'con espacio')).toThrow(ValidationError);
    expect(notificacionKeys.enviada(ANA, 'candidato:c1:entrevista-i1-completada').SK).toBe(
      'NOTIFENV#candidato:c1:entrevista-i1-completada#u-ana',
    );
  });
});

describe('a write that fails', () => {
  beforeEach(() => {
    // Ana's write fails once; everything else goes through.
    let fallos = 0;
    ddbMock.on(TransactWriteCommand).callsFake((input: { TransactItems: Array<{ Update?: { Key?: { SK?: string } } }> }) => {
      if (usuarioDelContador(input.TransactItems[1]!.Update!.Key!.SK) === 'u-ana' && fallos++ === 0) throw caida();
      return {};
    });
  });

  it("best effort (notificar): logged, the other recipients still get theirs, the caller's action is not broken", async () => {
    expect(await svc.notificar([ANA, LUIS], AVISO)).toBe(1);
    expect(escritasPara()).toEqual(['u-ana', 'u-luis']);
  });

  it('at least once (notificarOFallar): every recipient is tried, then it throws; telling it again writes only what was missing', async () => {
    const err = await svc.notificarOFallar([ANA, LUIS], AVISO).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(svc.NotificacionesNoGuardadas);
    expect(err).toMatchObject({ clave: 'importacion:i1', fallidas: 1, total: 2 });
    expect(escritasPara()).toEqual(['u-ana', 'u-luis']);

    // The redelivery: Luis's marker refuses his second copy, Ana's is written now.
    ddbMock.on(TransactWriteCommand).callsFake((input: { TransactItems: Array<{ Update?: { Key?: { SK?: string } } }> }) => {
      if (usuarioDelContador(input.TransactItems[1]!.Update!.Key!.SK) === 'u-luis') throw yaEstaba();
      return {};
    });
    await expect(svc.notificarOFallar([ANA, LUIS], AVISO)).resolves.toEqual({ creadas: 1, yaEnviadas: 1, fallos: [] });
  });
});

describe("an interview's notices", () => {
  const ENTREVISTA = {
    id: 'i1',
    empresaId: 'e1',
    candidatoId: 'c1',
    creadoPor: 'u-op',
    candidatoNombre: 'Óscar Núñez',
    servicioNombre: 'Entrevista en profundidad',
  };

  it('reach the admins and whoever scheduled it, filed under the candidate, and a failure is thrown to the caller', async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { id: 'u-ana', rol: 'admin', activo: true },
        { id: 'u-op', rol: 'operador', activo: true },
        { id: 'u-baja', rol: 'admin', activo: false },
      ],
    });
    ddbMock.on(TransactWriteCommand).resolves({});
    const aviso = {
      type: 'entrevista' as const,
      prioridad: 'media' as const,
      title: 'Entrevista completada',
      mensaje: '{candidato} ({servicio})',
    };
    await svc.avisarDeEntrevista(ENTREVISTA, { ...aviso, clave: 'entrevista-i1-completada' });
    const escritas = ddbMock.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(escritas.map((t) => t[2]!.Put!.Item!.SK)).toEqual([
      'NOTIFENV#candidato:c1:entrevista-i1-completada#u-ana',
      'NOTIFENV#candidato:c1:entrevista-i1-completada#u-op',
    ]);
    expect(escritas[0]![0]!.Put!.Item!.message).toBe('Óscar Núñez (Entrevista en profundidad)');

    ddbMock.on(TransactWriteCommand).rejects(caida());
    await expect(svc.avisarDeEntrevista(ENTREVISTA, { ...aviso, clave: 'entrevista-i1-informe' })).rejects.toBeInstanceOf(
      svc.NotificacionesNoGuardadas,
    );
  });

  it("taking back a candidate's notices reads their own clave and every clave filed beneath it, and no other candidate's", async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    expect(await svc.retirarNotificaciones('e1', svc.claveDeCandidato('c1'))).toBe(0);
    const prefijos = ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input.ExpressionAttributeValues![':sk']);
    expect(prefijos.sort()).toEqual(['NOTIFENV#candidato:c1#', 'NOTIFENV#candidato:c1:']);
  });
});

describe("the bell's unread count in fractions (D110)", () => {
  it("sums the item of earlier versions and every fraction of the user, and no other user's", async () => {
    const { noLeidas } = await import('../db/notificaciones.js');
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { PK: 'EMP#e1', SK: 'NOTIFCONT#u-ana', noLeidas: 2 },
        { PK: 'EMP#e1', SK: 'NOTIFCONT#u-ana#0', noLeidas: 3 },
        { PK: 'EMP#e1', SK: 'NOTIFCONT#u-ana#5', noLeidas: -1 },
        { PK: 'EMP#e1', SK: 'NOTIFCONT#u-anabel#1', noLeidas: 7 },
      ],
    });
    expect(await noLeidas(ANA)).toBe(4);
    expect(ddbMock.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'EMP#e1', ':sk': 'NOTIFCONT#u-ana' },
      ConsistentRead: true,
    });
  });

  it('spreads the changes over the fractions', async () => {
    const { contadorStep, FRACCIONES_NO_LEIDAS } = await import('../db/notificaciones.js');
    const claves = new Set(
      Array.from({ length: FRACCIONES_NO_LEIDAS }, (_, i) => contadorStep(ANA, 1, () => i / FRACCIONES_NO_LEIDAS).op.Update!.Key!.SK),
    );
    expect(claves.size).toBe(FRACCIONES_NO_LEIDAS);
  });
});

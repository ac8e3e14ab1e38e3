// The candidate's WhatsApp opt-in (issue 68 item 3) with DynamoDB mocked: a first record is conditional on
// no item, a change on the version read (a lost race is read again); the words, source and time are kept
// with a capped history; a send relies only on an active opt-in of the same candidate for the number they
// have now; unticking ends it at once and a staff change leaves an audit entry without phone or evidence.
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { whatsappOptIn as msg } from '../../../shared/messages.js';
import type { OptInWhatsAppItem } from '../db/whatsapp-mensajes.js';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { borrarOptInDeCandidato, esE164, optInVigente, registrarOptIn, retirarOptIn, textoOptIn, ofertaOptIn } = await import('./optin.js');

const ddbMock = mockClient(ddb);
const AHORA = new Date('2026-11-26T09:00:00.000Z');
const TEL = '+34600111222';
const TEXTO = 'Quiero recibir avisos de Acme sobre este proceso por WhatsApp';

const item = (over: Partial<OptInWhatsAppItem> = {}): OptInWhatsAppItem => ({
  telefono: TEL,
  candidatoId: 'c1',
  estado: 'activo',
  texto: TEXTO,
  fuente: 'invitacion',
  en: '2026-11-20T10:00:00.000Z',
  historial: [{ accion: 'alta', fuente: 'invitacion', en: '2026-11-20T10:00:00.000Z', texto: TEXTO }],
  version: 1,
  ...over,
});

/** The transactions written, as sent. */
const escritas = () =>
  ddbMock.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!) as Array<Array<Record<string, any>>>;

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(TransactWriteCommand).resolves({});
});

describe('the words', () => {
  it('name the company as its candidates read it, verbatim from the issue', () => {
    expect(textoOptIn({ nombreComercial: 'Acme', nombreLegal: 'Acme S.L.' } as never)).toBe(TEXTO);
    expect(msg.texto).toBe('Quiero recibir avisos de {empresa} sobre este proceso por WhatsApp');
  });

  it('only an E.164 phone can be reached', () => {
    expect([TEL, '+525512345678', '600111222', '+34 600 111 222', '', null, '+0123456789'].map(esE164)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('registrarOptIn', () => {
  it('a first opt-in is written only if the number has none, with its words, source, time and a history of one', async () => {
    ddbMock.on(GetCommand).resolves({});
    const o = await registrarOptIn('e1', { candidatoId: 'c1', telefono: TEL, texto: TEXTO, fuente: 'invitacion' }, AHORA);
    expect(o).toMatchObject({ estado: 'activo', texto: TEXTO, fuente: 'invitacion', en: AHORA.toISOString(), version: 1 });
    const [[put]] = escritas();
    expect(put!.Put.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put!.Put.Item).toMatchObject({ PK: 'EMP#e1', SK: `WAOPTIN#${TEL}`, entidad: 'WAOPTIN', candidatoId: 'c1' });
    expect(put!.Put.Item.historial).toEqual([{ accion: 'alta', fuente: 'invitacion', en: AHORA.toISOString(), texto: TEXTO }]);
  });

  it('the same candidate ticking the same words again writes nothing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item() });
    await registrarOptIn('e1', { candidatoId: 'c1', telefono: TEL, texto: TEXTO, fuente: 'invitacion' }, AHORA);
    expect(escritas()).toHaveLength(0);
  });

  it('after an end it is a new alta on the version read, the end cleared, the last inbound time kept, the history capped at 20', async () => {
    const historial = Array.from({ length: 20 }, (_, i) => ({
      accion: 'alta' as const,
      fuente: 'invitacion' as const,
      en: `2026-10-${10 + i}`,
    }));
    ddbMock.on(GetCommand).resolves({
      Item: item({
        estado: 'baja',
        baja: { en: '2026-11-21', fuente: 'respuesta', texto: 'BAJA' },
        ultimoEntranteEn: '2026-11-21',
        historial,
        version: 7,
      }),
    });
    const o = await registrarOptIn('e1', { candidatoId: 'c1', telefono: TEL, texto: TEXTO, fuente: 'mis_datos' }, AHORA);
    expect(o.baja).toBeUndefined();
    expect(o.ultimoEntranteEn).toBe('2026-11-21');
    expect(o.historial).toHaveLength(20);
    expect(o.historial.at(-1)).toMatchObject({ accion: 'alta', fuente: 'mis_datos' });
    const [[put]] = escritas();
    expect(put!.Put.ConditionExpression).toBe('#v = :v');
    expect(put!.Put.ExpressionAttributeValues).toEqual({ ':v': 7 });
    expect(put!.Put.Item.version).toBe(8);
  });

  it('a lost race (the webhook’s «BAJA» meanwhile) is read again and written on the new version', async () => {
    ddbMock
      .on(GetCommand)
      .resolvesOnce({ Item: item({ estado: 'baja', version: 2 }) })
      .resolves({ Item: item({ estado: 'baja', version: 3 }) });
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({ message: 'x', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }),
      )
      .resolves({});
    const o = await registrarOptIn('e1', { candidatoId: 'c1', telefono: TEL, texto: TEXTO, fuente: 'invitacion' }, AHORA);
    expect(o.version).toBe(4);
    expect(escritas()).toHaveLength(2);
  });

  it('a person’s record needs the evidence, keeps who, and leaves an audit entry without phone or evidence', async () => {
    ddbMock.on(GetCommand).resolves({});
    await expect(registrarOptIn('e1', { candidatoId: 'c1', telefono: TEL, texto: TEXTO, fuente: 'personal' }, AHORA)).rejects.toMatchObject(
      {
        status: 409,
      },
    );
    const o = await registrarOptIn(
      'e1',
      {
        candidatoId: 'c1',
        telefono: TEL,
        texto: TEXTO,
        fuente: 'personal',
        evidencia: 'Lo pidió por teléfono el 3 de diciembre',
        auditoria: { por: 'u1', now: AHORA },
      },
      AHORA,
    );
    expect(o).toMatchObject({ fuente: 'personal', evidencia: 'Lo pidió por teléfono el 3 de diciembre', registradoPor: 'u1' });
    const [[, audit]] = escritas();
    expect(audit!.Put.Item).toMatchObject({ entidad: 'AUDITORIA', accion: 'whatsapp_optin_registrado', candidatoId: 'c1', por: 'u1' });
    expect(JSON.stringify(audit)).not.toMatch(/600111222|teléfono/);
  });

  it('a phone without its international prefix is refused in Spanish', async () => {
    await expect(
      registrarOptIn('e1', { candidatoId: 'c1', telefono: '600111222', texto: TEXTO, fuente: 'invitacion' }, AHORA),
    ).rejects.toMatchObject({
      status: 409,
      message: msg.telefonoSinPrefijo,
    });
  });
});

describe('optInVigente (what a send relies on)', () => {
  it('active, the same candidate, the number they have now', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item() });
    expect(await optInVigente('e1', { id: 'c1', telefono: TEL })).toMatchObject({ candidatoId: 'c1' });
    expect(await optInVigente('e1', { id: 'c2', telefono: TEL })).toBeUndefined();
    expect(await optInVigente('e1', { id: 'c1', telefono: null })).toBeUndefined();
    expect(await optInVigente('e1', { id: 'c1', telefono: '600111222' })).toBeUndefined();
  });

  it('an ended one, or a changed phone’s (the new number has none), is none', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item({ estado: 'baja' }) });
    expect(await optInVigente('e1', { id: 'c1', telefono: TEL })).toBeUndefined();
    ddbMock.on(GetCommand).resolves({});
    expect(await optInVigente('e1', { id: 'c1', telefono: '+34600999888' })).toBeUndefined();
    expect(ddbMock.commandCalls(GetCommand).at(-1)!.args[0].input.Key).toEqual({ PK: 'EMP#e1', SK: 'WAOPTIN#+34600999888' });
  });
});

describe('retirarOptIn', () => {
  it('unticking ends it at once on the version read, with its time, source and a history entry', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item({ version: 4 }) });
    const o = await retirarOptIn('e1', { telefono: TEL, candidatoId: 'c1', fuente: 'desmarcado' }, AHORA);
    expect(o).toMatchObject({ estado: 'baja', baja: { en: AHORA.toISOString(), fuente: 'desmarcado' }, version: 5 });
    expect(o!.historial.at(-1)).toEqual({ accion: 'baja', fuente: 'desmarcado', en: AHORA.toISOString() });
    expect(escritas()[0]![0]!.Put.ExpressionAttributeValues).toEqual({ ':v': 4 });
  });

  it('nothing active: nothing written', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item({ estado: 'baja' }) });
    expect(await retirarOptIn('e1', { telefono: TEL, candidatoId: 'c1', fuente: 'desmarcado' }, AHORA)).toBeUndefined();
    ddbMock.on(GetCommand).resolves({});
    expect(await retirarOptIn('e1', { telefono: TEL, candidatoId: 'c1', fuente: 'desmarcado' }, AHORA)).toBeUndefined();
    expect(escritas()).toHaveLength(0);
  });
});

describe('the offer and the erasure', () => {
  it('offered only with a connection and a phone; the record shown only when it is this candidate’s', async () => {
    const empresa = { nombreComercial: 'Acme' } as never;
    ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK: 'WHATSAPP#CONEXION' } }).resolves({ Item: { phoneNumberId: '1' } });
    ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK: `WAOPTIN#${TEL}` } }).resolves({ Item: item({ candidatoId: 'otro' }) });
    const r = await ofertaOptIn(empresa, 'e1', { id: 'c1', telefono: TEL });
    expect(r).toEqual({ oferta: { texto: TEXTO, activo: false, desde: null, telefono: TEL }, registro: undefined });
    expect((await ofertaOptIn(empresa, 'e1', { id: 'c1', telefono: null })).oferta).toBeNull();
    ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK: 'WHATSAPP#CONEXION' } }).resolves({});
    expect((await ofertaOptIn(empresa, 'e1', { id: 'c1', telefono: TEL })).oferta).toBeNull();
  });

  it('erasure deletes the number’s opt-in only when it is the candidate’s', async () => {
    ddbMock.on(DeleteCommand).resolves({});
    await borrarOptInDeCandidato('e1', { id: 'c1', telefono: TEL });
    const [del] = ddbMock.commandCalls(DeleteCommand);
    expect(del!.args[0].input).toMatchObject({
      Key: { PK: 'EMP#e1', SK: `WAOPTIN#${TEL}` },
      ConditionExpression: 'candidatoId = :c',
      ExpressionAttributeValues: { ':c': 'c1' },
    });
    await borrarOptInDeCandidato('e1', { id: 'c1', telefono: 'sin' });
    expect(ddbMock.commandCalls(DeleteCommand)).toHaveLength(1);
  });
});

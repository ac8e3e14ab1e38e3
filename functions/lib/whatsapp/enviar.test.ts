// WhatsApp beside the mails (issue 68 items 4, 5, 7), with DynamoDB and KMS mocked and a fake fetch for the
// Cloud API: no connection → nothing at all; each rule that holds a send back → «no_enviado» with its
// Spanish reason; Meta's refusal → «fallido» with the reason of Graph's code and never the token, and the
// metric; an accepted send → the item, its WAMSG pointer and the month's usage (one ADD) with its estimated
// price; a staff answer goes as free text inside the 24-hour window and as the template outside it.
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { whatsappEnvio as msg } from '../../../shared/messages.js';
import { precioWhatsApp, tarifasEn, mercadoDe } from '../../../shared/whatsapp-tarifas.js';

process.env.TABLE_NAME = 'unit-table';
process.env.SECRETS_KMS_KEY_ID = 'arn:aws:kms:eu-west-1:111111111111:key/prueba';
const { ddb } = await import('../aws/dynamo.js');
const { sellar } = await import('../cifrado.js');
const { contextoWhatsApp } = await import('./conexion-guardar.js');
const { avisarPorWhatsApp, responderPorWhatsApp, motivoDeEnvio } = await import('./enviar.js');

const ddbMock = mockClient(ddb);
const kmsMock = mockClient(KMSClient);
afterAll(() => {
  delete process.env.SECRETS_KMS_KEY_ID;
});

const AHORA = new Date('2026-11-26T09:00:00.000Z');
const TOKEN = 'EAAGsecreto' + 'x'.repeat(40) + 'Z9k2';
const TELEFONO = '+34612345678';
const E = { id: 'ent1', empresaId: 'e1', candidatoId: 'c1', candidatoNombre: 'Lucía Pérez', servicioNombre: 'Técnico de almacén' };
const EMPRESA = { id: 'e1', nombre: 'Acme Logística', direccion: { pais: 'España' } } as never;
const VARS = { 'enlace a la entrevista': 'https://app.test/e/abc', 'fecha límite': '12 de diciembre' };

let sobreToken: unknown;
beforeAll(async () => {
  kmsMock
    .on(GenerateDataKeyCommand)
    .callsFake(async () => ({ Plaintext: new Uint8Array(32).fill(7), CiphertextBlob: new Uint8Array([1, 2, 3]) }));
  sobreToken = await sellar(TOKEN, contextoWhatsApp('e1', 'token'));
});

const conexion = (estado: 'conectada' | 'error' = 'conectada') => ({
  phoneNumberId: '100200300400500',
  wabaId: '500400300200100',
  sobreToken,
  tokenUltimos4: 'Z9k2',
  comprobacion: { estado, error: estado === 'error' ? 'Meta no aceptó el token' : null },
});
const plantillas = (estado = 'APPROVED') => ({
  plantillas: ['talentia_invitacion_v1', 'talentia_respuesta_v1'].map((nombre) => ({ nombre, titulo: nombre, idioma: 'es_ES', estado })),
});
const optIn = (o: Record<string, unknown> = {}) => ({
  telefono: TELEFONO,
  candidatoId: 'c1',
  estado: 'activo',
  historial: [],
  version: 1,
  ...o,
});

function mundo(o: { conexion?: unknown; plantillas?: unknown; telefono?: string | null; optIn?: unknown } = {}) {
  const get = (SK: string, Item: unknown) => ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK } }).resolves({ Item: Item as never });
  get('WHATSAPP#CONEXION', 'conexion' in o ? o.conexion : conexion());
  get('WHATSAPP#PLANTILLAS', 'plantillas' in o ? o.plantillas : plantillas());
  get('CAND#c1', o.telefono === null ? { id: 'c1' } : { id: 'c1', telefono: o.telefono ?? TELEFONO });
  get(`WAOPTIN#${TELEFONO}`, 'optIn' in o ? o.optIn : optIn());
}

const fetchFalso = (status: number, cuerpo: unknown) =>
  vi.fn(async (_u: string | URL | Request, _i?: RequestInit) => new Response(JSON.stringify(cuerpo), { status }));
const OK = { messaging_product: 'whatsapp', contacts: [{ input: TELEFONO, wa_id: '34612345678' }], messages: [{ id: 'wamid.ABC123' }] };

/** The transactions' steps: the items put, and the usage's Update. */
const pasos = () => ddbMock.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems ?? []);
const escritos = () => pasos().flatMap((p) => (p.Put ? [p.Put.Item as Record<string, unknown>] : []));
const usos = () => pasos().flatMap((p) => (p.Update ? [p.Update] : []));

beforeEach(() => {
  ddbMock.reset();
  kmsMock.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(32).fill(7) });
  ddbMock.on(TransactWriteCommand).resolves({});
});

describe('the rules before a send', () => {
  it('no connection: nothing is sent, read beyond the connection or recorded', async () => {
    mundo({ conexion: undefined });
    const f = fetchFalso(200, OK);
    expect(await avisarPorWhatsApp('talentia_invitacion_v1', E, EMPRESA, VARS, AHORA, { fetch: f })).toEqual({ estado: 'sin_conexion' });
    expect(f).not.toHaveBeenCalled();
    expect(escritos()).toEqual([]);
    expect(usos()).toEqual([]);
  });

  it.each([
    ['a connection whose check failed', { conexion: conexion('error') }, /La conexión de WhatsApp de la empresa no funciona/],
    ['no phone', { telefono: null }, msg.sinTelefono],
    ['no opt-in', { optIn: undefined }, msg.sinOptIn],
    ['an opt-in ended (BAJA)', { optIn: optIn({ estado: 'baja' }) }, msg.optInBaja],
    ['an opt-in given for another candidate', { optIn: optIn({ candidatoId: 'otro' }) }, msg.optInDeOtro],
    ['a template pending review', { plantillas: plantillas('PENDING') }, /no está aprobada \(PENDING\)/],
    ['a template paused', { plantillas: plantillas('PAUSED') }, /no está aprobada \(PAUSED\)/],
    ['templates never created', { plantillas: undefined }, /no está creada/],
  ])('%s: «no_enviado» with its reason, nothing asked of Meta, no usage', async (_caso, o, motivo) => {
    mundo(o);
    const f = fetchFalso(200, OK);
    const r = await avisarPorWhatsApp('talentia_invitacion_v1', E, EMPRESA, VARS, AHORA, { fetch: f });
    expect(r.estado).toBe('no_enviado');
    expect(f).not.toHaveBeenCalled();
    const [envio, ...resto] = escritos();
    expect(resto).toEqual([]);
    expect(envio).toMatchObject({ PK: 'EMP#e1', entrevistaId: 'ent1', estado: 'no_enviado', precioEstimado: null, categoria: 'UTILITY' });
    expect(envio!.SK).toMatch(/^WAENVIO#ent1#2026-11-26T09:00:00.000Z#/);
    if (typeof motivo === 'string') expect(envio!.motivo).toBe(motivo);
    else expect(envio!.motivo).toMatch(motivo);
    expect(usos()).toEqual([]);
  });
});

describe('the send', () => {
  it('an accepted template: the document’s request, the item with its price, the WAMSG pointer and one ADD to the month', async () => {
    mundo();
    const f = fetchFalso(200, OK);
    const r = await avisarPorWhatsApp('talentia_invitacion_v1', E, EMPRESA, VARS, AHORA, { fetch: f, baseUrl: 'http://graph.test' });
    expect(r).toEqual({ estado: 'enviado', wamid: 'wamid.ABC123' });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('http://graph.test/v23.0/100200300400500/messages');
    expect((init!.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(init!.body as string)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: TELEFONO,
      type: 'template',
      template: {
        name: 'talentia_invitacion_v1',
        language: { code: 'es_ES', policy: 'deterministic' },
        components: [
          {
            type: 'body',
            parameters: ['Lucía Pérez', 'Acme Logística', 'Técnico de almacén', 'https://app.test/e/abc', '12 de diciembre'].map(
              (text) => ({
                type: 'text',
                text,
              }),
            ),
          },
        ],
      },
    });
    const [envio, puntero] = escritos();
    expect(envio).toMatchObject({
      SK: 'WAENVIO#ent1#2026-11-26T09:00:00.000Z#wamid.ABC123',
      wamid: 'wamid.ABC123',
      estado: 'enviado',
      tipo: 'plantilla',
      plantilla: 'talentia_invitacion_v1',
      categoria: 'UTILITY',
      pais: 'ES',
      mercado: 'ES',
      precioEstimado: { importe: 0.02, moneda: 'USD', tarifas: 'meta-2026-10-01' },
      estados: [{ estado: 'enviado', en: AHORA.toISOString() }],
    });
    expect(puntero).toMatchObject({ PK: 'EMP#e1', SK: 'WAMSG#wamid.ABC123', sk: envio!.SK });
    // In the same transaction: the month's counters, each an ADD.
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const [uso] = usos();
    expect(uso!.Key).toEqual({ PK: 'EMP#e1', SK: 'WAUSO#2026-11' });
    expect(uso!.UpdateExpression).toBe('SET entidad = :entidad, mes = :mes ADD #c0 :c0, #c1 :c1, #c2 :c2');
    expect(Object.values(uso!.ExpressionAttributeNames!)).toEqual(['enviados', 'UTILITY#ES', 'usdMicros']);
    expect(uso!.ExpressionAttributeValues).toMatchObject({ ':c0': 1, ':c1': 1, ':c2': 20_000, ':mes': '2026-11' });
  });

  it.each([
    [401, 190, 'Error validating access token: Session has expired', msg.tokenCaducado],
    [400, 131026, 'Message undeliverable', msg.noEstaEnWhatsApp],
    [400, 132015, 'Template is paused', msg.plantillaEnPausaMeta],
    [400, 131047, 'Re-engagement message', msg.fueraDeVentana],
    [429, 130429, 'Rate limit hit', msg.limiteMeta],
  ])(
    'Meta answers %s with code %s: «fallido» with the Spanish reason, no token anywhere, the metric counted',
    async (status, code, message, motivo) => {
      mundo();
      const lineas: string[] = [];
      const f = fetchFalso(status, { error: { message: `${message} ${TOKEN}`, type: 'OAuthException', code } });
      const r = await avisarPorWhatsApp('talentia_invitacion_v1', E, EMPRESA, VARS, AHORA, {
        fetch: f,
        metrica: { write: (l) => lineas.push(l) },
      });
      expect(r).toEqual({ estado: 'fallido', motivo });
      const [envio, ...resto] = escritos();
      expect(resto).toEqual([]); // no pointer: Meta gave no wamid
      expect(envio).toMatchObject({ estado: 'fallido', motivo, precioEstimado: null });
      expect(Object.values(usos()[0]!.ExpressionAttributeNames!)).toEqual(['fallidos']);
      expect(JSON.stringify(escritos())).not.toContain(TOKEN);
      expect(JSON.stringify(r)).not.toContain(TOKEN);
      const emf = JSON.parse(lineas[0]!) as { _aws: { CloudWatchMetrics: Array<{ Namespace: string; Metrics: Array<{ Name: string }> }> } };
      expect(emf._aws.CloudWatchMetrics[0]!.Namespace).toBe('Talentia');
      expect(emf._aws.CloudWatchMetrics[0]!.Metrics[0]!.Name).toBe('WhatsAppEnvioFallido');
      expect(lineas[0]).not.toContain(TELEFONO);
    },
  );

  it('a refusal quoting a parameter says what Meta refused, never with the token in it', () => {
    const m = motivoDeEnvio(400, {
      error: { code: 132000, message: 'x', error_data: { details: 'body: number of params does not match' } },
    });
    expect(m).toBe('Meta rechazó los datos de la plantilla: body: number of params does not match');
  });

  it('no network: «fallido», the mail’s caller is not disturbed (it never throws)', async () => {
    mundo();
    const f = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await avisarPorWhatsApp('talentia_invitacion_v1', E, EMPRESA, VARS, AHORA, { fetch: f })).toEqual({
      estado: 'fallido',
      motivo: msg.sinRed,
    });
  });

  it('a failing read (DynamoDB down) is logged and answered, never thrown', async () => {
    ddbMock.on(GetCommand).rejects(new Error('boom'));
    await expect(
      avisarPorWhatsApp('talentia_invitacion_v1', E, EMPRESA, VARS, AHORA, { fetch: fetchFalso(200, OK) }),
    ).resolves.toMatchObject({
      estado: 'fallido',
    });
  });
});

describe('a staff answer (the 24-hour window)', () => {
  it('inside the window: the person’s words as free text, category SERVICE, priced at the utility rate since 1 October 2026', async () => {
    mundo({ optIn: optIn({ ultimoEntranteEn: new Date(AHORA.getTime() - 3_600_000).toISOString() }) });
    const f = fetchFalso(200, OK);
    const r = await responderPorWhatsApp(
      E,
      EMPRESA,
      'Sí, puedes hacerla\ndesde el móvil.',
      { 'enlace a la conversación': 'https://app.test/mis-datos' },
      AHORA,
      {
        fetch: f,
      },
    );
    expect(r.estado).toBe('enviado');
    expect(JSON.parse(f.mock.calls[0]![1]!.body as string)).toMatchObject({
      type: 'text',
      to: TELEFONO,
      text: { body: 'Sí, puedes hacerla\ndesde el móvil.' },
    });
    expect(escritos()[0]).toMatchObject({
      tipo: 'texto',
      categoria: 'SERVICE',
      precioEstimado: { importe: 0.02, tarifas: 'meta-2026-10-01' },
    });
    expect(escritos()[0]).not.toHaveProperty('plantilla');
  });

  it('outside it (or never opened): the «tienes una respuesta» template', async () => {
    mundo({ optIn: optIn({ ultimoEntranteEn: new Date(AHORA.getTime() - 25 * 3_600_000).toISOString() }) });
    const f = fetchFalso(200, OK);
    await responderPorWhatsApp(E, EMPRESA, 'Hola', { 'enlace a la conversación': 'https://app.test/mis-datos' }, AHORA, { fetch: f });
    const cuerpo = JSON.parse(f.mock.calls[0]![1]!.body as string) as { type: string; template: { name: string; components: unknown } };
    expect(cuerpo.type).toBe('template');
    expect(cuerpo.template.name).toBe('talentia_respuesta_v1');
    expect(escritos()[0]).toMatchObject({ tipo: 'plantilla', categoria: 'UTILITY' });
  });
});

describe('the rates table', () => {
  it('is dated: free text was free until 30 September 2026 and priced at the utility rate since', () => {
    expect(precioWhatsApp('SERVICE', 'MX', new Date('2026-09-30T12:00:00Z'))).toEqual({
      importe: 0,
      moneda: 'USD',
      tarifas: 'meta-2025-10-01',
    });
    expect(precioWhatsApp('SERVICE', 'MX', new Date('2026-10-01T00:00:00Z'))!.importe).toBe(0.0085);
    expect(precioWhatsApp('UTILITY', 'CO', new Date('2025-08-01T00:00:00Z'))!.importe).toBe(0.0002);
    expect(precioWhatsApp('UTILITY', 'CO', AHORA)!.importe).toBe(0.0008);
    expect(tarifasEn(new Date('2025-06-30T00:00:00Z'))).toBeNull();
  });

  it('reads Meta’s markets: the six countries, the regional buckets, «Other», and none for a market priced elsewhere', () => {
    expect([mercadoDe('PE'), mercadoDe('UY'), mercadoDe('PT'), mercadoDe('JP'), mercadoDe('BR'), mercadoDe(null)]).toEqual([
      'PE',
      'RESTO_LATAM',
      'RESTO_EUROPA_OCCIDENTAL',
      'OTROS',
      null,
      null,
    ]);
  });
});

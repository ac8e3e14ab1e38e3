// The WhatsApp webhook (issue 68 items 6 and 10), DynamoDB and KMS mocked (a small table in memory that
// honours the conditions the webhook writes with): the signature is checked on the raw bytes (a wrong
// length, a tampered body, a base64 body, another scheme) in constant time before anything is parsed;
// an unknown or malformed webhook id, a wrong signature and a number that never opted in store nothing;
// a message is stored once; «BAJA» in its many spellings ends the opt-in; statuses never move a send
// backwards and a failure says why in Spanish; a template's review updates its state; the handshake
// answers the challenge only with the connection's token.
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { whatsappWebhook as msg } from '../../../shared/messages.js';

process.env.TABLE_NAME = 'unit-table';
process.env.SECRETS_KMS_KEY_ID = 'arn:aws:kms:eu-west-1:111111111111:key/prueba';
const { ddb } = await import('../aws/dynamo.js');
const { sellar } = await import('../cifrado.js');
const { contextoWhatsApp } = await import('./contexto.js');
const { cuerpoEnBytes, firmaValida, firmar, igualesEnTiempoConstante } = await import('./webhook-firma.js');
const { esBaja, motivoDeFallo } = await import('./webhook-procesar.js');
const { recibirNotificacion, verificarSuscripcion } = await import('./webhook.js');
const { contarWhatsApp, METRICA_WHATSAPP_FIRMA_RECHAZADA } = await import('./metricas.js');
const { NotFoundError, UnauthorizedError, ForbiddenError } = await import('../errors.js');

const ddbMock = mockClient(ddb);
const kmsMock = mockClient(KMSClient);

const AHORA = new Date('2026-11-26T09:00:00.000Z');
const APP_SECRET = 'a1b2c3d4'.repeat(4);
const HOOK = 'H'.repeat(21) + 'k';
const VERIFY = 'V'.repeat(21) + 't';
const NUMERO = '100200300400500';
const WABA = '500400300200100';
const TEL = '34600111222';

/** The table: items by PK and SK; the conditions the webhook writes with are honoured. */
let tabla: Map<string, Record<string, any>>;
const k = (PK: string, SK: string) => `${PK}|${SK}`;
const poner = (item: Record<string, any>) => tabla.set(k(item.PK, item.SK), structuredClone(item));
const leer = (PK: string, SK: string) => tabla.get(k(PK, SK));
const escritos = () => ddbMock.commandCalls(PutCommand).map((c) => c.args[0].input.Item!.SK as string);

function condicionFallida() {
  return Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
}

beforeEach(async () => {
  ddbMock.reset();
  kmsMock.reset();
  kmsMock.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(32).fill(7), CiphertextBlob: new Uint8Array([1, 2, 3]) });
  kmsMock.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(32).fill(7) });
  tabla = new Map();
  ddbMock.on(GetCommand).callsFake((i) => ({ Item: structuredClone(leer(i.Key.PK, i.Key.SK)) }));
  ddbMock.on(PutCommand).callsFake((i) => {
    const actual = leer(i.Item.PK, i.Item.SK);
    const c = i.ConditionExpression as string | undefined;
    const v = i.ExpressionAttributeValues ?? {};
    if (c === 'attribute_not_exists(PK)' && actual) throw condicionFallida();
    if (c === '#v = :v' && actual?.version !== v[':v']) throw condicionFallida();
    if (c === '#e = :e AND size(#l) = :n' && (actual?.estado !== v[':e'] || actual?.estados.length !== v[':n'])) throw condicionFallida();
    poner(i.Item);
    return {};
  });
  ddbMock.on(DeleteCommand).callsFake((i) => {
    tabla.delete(k(i.Key.PK, i.Key.SK));
    return {};
  });
  // The per-address counter: always within its limit here.
  ddbMock.on(UpdateCommand).resolves({});
  ddbMock.on(QueryCommand).resolves({ Items: [] });
  ddbMock.on(BatchGetCommand).resolves({ Responses: {} });
  poner({ PK: `WAHOOK#${HOOK}`, SK: 'WAHOOK', empresaId: 'e1' });
  poner({
    PK: 'EMP#e1',
    SK: 'WHATSAPP#CONEXION',
    phoneNumberId: NUMERO,
    wabaId: WABA,
    webhookId: HOOK,
    verifyToken: VERIFY,
    sobreAppSecret: await sellar(APP_SECRET, contextoWhatsApp('e1', 'app-secret')),
  });
});

const optIn = (estado: 'activo' | 'baja' = 'activo') =>
  poner({
    PK: 'EMP#e1',
    SK: `WAOPTIN#+${TEL}`,
    telefono: `+${TEL}`,
    candidatoId: 'c1',
    estado,
    texto: 'Quiero recibir avisos',
    fuente: 'invitacion',
    en: '2026-11-20T10:00:00.000Z',
    historial: [{ accion: 'alta', fuente: 'invitacion', en: '2026-11-20T10:00:00.000Z' }],
    version: 1,
  });

const cambio = (value: Record<string, unknown>, field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [{ id: WABA, changes: [{ field, value: { messaging_product: 'whatsapp', ...value } }] }],
});
const metadata = { display_phone_number: '34911223344', phone_number_id: NUMERO };
const mensaje = (id: string, body: string, extra: Record<string, unknown> = {}) =>
  cambio({
    metadata,
    contacts: [{ profile: { name: 'Lucía' }, wa_id: TEL }],
    messages: [{ from: TEL, id, timestamp: '1764147000', type: 'text', text: { body }, ...extra }],
  });
const estado = (id: string, status: string, timestamp: string, errors?: unknown) =>
  cambio({ metadata, statuses: [{ id, status, timestamp, recipient_id: TEL, ...(errors ? { errors } : {}) }] });

/** A POST as Meta sends it: the JSON's bytes and their signature. */
async function enviar(carga: unknown, o: { firma?: string | null; base64?: boolean; hook?: string } = {}) {
  const texto = typeof carga === 'string' ? carga : JSON.stringify(carga);
  const firma = o.firma === null ? undefined : (o.firma ?? firmar(Buffer.from(texto, 'utf8'), APP_SECRET));
  const body = o.base64 ? Buffer.from(texto, 'utf8').toString('base64') : texto;
  return recibirNotificacion(o.hook ?? HOOK, { body, isBase64Encoded: o.base64, firma }, '203.0.113.9', undefined, AHORA);
}

describe('the signature (X-Hub-Signature-256 on the raw bytes)', () => {
  const cuerpo = Buffer.from('{"object":"whatsapp_business_account","entry":[]}', 'utf8');

  it('accepts Meta’s sha256= and the hex HMAC of the exact bytes, in either case of hex', () => {
    const f = firmar(cuerpo, APP_SECRET);
    expect(f).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(firmaValida(cuerpo, f, APP_SECRET)).toBe(true);
    expect(firmaValida(cuerpo, `sha256=${f.slice(7).toUpperCase()}`, APP_SECRET)).toBe(true);
  });

  it('refuses a missing header, another scheme, a wrong length, a tampered body and another secret', () => {
    const f = firmar(cuerpo, APP_SECRET);
    expect(firmaValida(cuerpo, undefined, APP_SECRET)).toBe(false);
    expect(firmaValida(cuerpo, f.replace('sha256=', 'sha1='), APP_SECRET)).toBe(false);
    expect(firmaValida(cuerpo, f.slice(0, -2), APP_SECRET)).toBe(false);
    expect(firmaValida(cuerpo, `${f}00`, APP_SECRET)).toBe(false);
    const alterado = Buffer.from(cuerpo);
    alterado[cuerpo.length - 2] = 0x20;
    expect(firmaValida(alterado, f, APP_SECRET)).toBe(false);
    expect(firmaValida(cuerpo, f, APP_SECRET + 'x')).toBe(false);
  });

  it('reads a base64 body as its bytes: the signature is of what Meta sent, accents included', () => {
    const texto = '{"t":"¿Mañana a las 10?"}';
    const f = firmar(Buffer.from(texto, 'utf8'), APP_SECRET);
    expect(firmaValida(cuerpoEnBytes(Buffer.from(texto).toString('base64'), true), f, APP_SECRET)).toBe(true);
    expect(firmaValida(cuerpoEnBytes(texto, false), f, APP_SECRET)).toBe(true);
    // Read as latin-1 text, the bytes differ and the signature does not hold.
    expect(firmaValida(Buffer.from(texto, 'latin1'), f, APP_SECRET)).toBe(false);
  });

  it('compares verify tokens in constant time, whatever their lengths', () => {
    expect(igualesEnTiempoConstante(VERIFY, VERIFY)).toBe(true);
    expect(igualesEnTiempoConstante(VERIFY, VERIFY.slice(1))).toBe(false);
    expect(igualesEnTiempoConstante('', VERIFY)).toBe(false);
  });
});

describe('refusals store nothing', () => {
  it('an unsigned or wrongly signed notification is a 401 with nothing written, and counted as a metric line', async () => {
    optIn();
    for (const firma of [null, 'sha256=' + '0'.repeat(64), firmar('otro cuerpo', APP_SECRET), 'basura']) {
      await expect(enviar(mensaje('wamid.A1', 'Hola'), { firma })).rejects.toBeInstanceOf(UnauthorizedError);
    }
    expect(escritos()).toEqual([]);
    await expect(enviar(mensaje('wamid.A1', 'Hola'), { firma: null })).rejects.toThrow(msg.firmaNoValida);
    const lineas: string[] = [];
    contarWhatsApp(METRICA_WHATSAPP_FIRMA_RECHAZADA, { empresaId: 'e1' }, { write: (l: string) => lineas.push(l) });
    const emf = JSON.parse(lineas[0]!);
    expect(emf._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'Talentia',
      Dimensions: [['Stage']],
      Metrics: [{ Name: 'WhatsAppFirmaRechazada' }],
    });
    expect(emf.WhatsAppFirmaRechazada).toBe(1);
  });

  it('an unknown webhook id is a 404 (a malformed one without a read); a connection that no longer names it too', async () => {
    await expect(enviar(mensaje('wamid.A1', 'Hola'), { hook: 'X'.repeat(22) })).rejects.toBeInstanceOf(NotFoundError);
    const lecturas = ddbMock.commandCalls(GetCommand).length;
    await expect(enviar(mensaje('wamid.A1', 'Hola'), { hook: 'a#b' })).rejects.toBeInstanceOf(NotFoundError);
    expect(ddbMock.commandCalls(GetCommand).length).toBe(lecturas);
    poner({ PK: `WAHOOK#${'O'.repeat(22)}`, SK: 'WAHOOK', empresaId: 'e1' });
    await expect(enviar(mensaje('wamid.A1', 'Hola'), { hook: 'O'.repeat(22) })).rejects.toBeInstanceOf(NotFoundError);
    expect(escritos()).toEqual([]);
  });

  it('a signed body that is not JSON, or not Meta’s shape, is taken (200) with nothing stored', async () => {
    optIn();
    expect(await enviar('{"object": "whatsapp_business_account", "entry": [')).toBeNull();
    expect(await enviar({ object: 'page', entry: [] })).toMatchObject({ ignorados: 1 });
    expect(await enviar(cambio({ metadata, messages: [{ from: '+34 600', id: 'x', type: 'text' }] }))).toMatchObject({ ignorados: 1 });
    // Another number of the same app: not this connection's.
    expect(await enviar(cambio({ metadata: { phone_number_id: '999' }, messages: [] }))).toMatchObject({ ignorados: 1 });
    expect(escritos()).toEqual([]);
  });
});

describe('a candidate’s message', () => {
  it('from a number that never opted in: dropped, nothing stored', async () => {
    expect(await enviar(mensaje('wamid.A1', 'Hola'))).toMatchObject({ desconocidos: 1, mensajes: 0 });
    expect(escritos()).toEqual([]);
  });

  it('stored once however often Meta delivers it; the window opens at its time', async () => {
    optIn();
    expect(await enviar(mensaje('wamid.A1', 'Hola'))).toMatchObject({ mensajes: 1 });
    expect(await enviar(mensaje('wamid.A1', 'Hola'), { base64: true })).toMatchObject({ mensajes: 0, repetidos: 1 });
    const marcador = leer('EMP#e1', 'WAIN#wamid.A1')!;
    expect(marcador.expiresAt).toBe(Math.floor(AHORA.getTime() / 1000) + 30 * 86_400);
    expect(leer('EMP#e1', `WAOPTIN#+${TEL}`)).toMatchObject({ ultimoEntranteEn: new Date(1764147000 * 1000).toISOString(), version: 2 });
    // The candidate has no interview here: the message is dropped (logged), the window still opened.
    expect([...tabla.keys()].filter((c) => c.includes('|WAIN#'))).toEqual(['EMP#e1|WAIN#wamid.A1']);
  });

  it.each(['BAJA', 'baja', ' Baja. ', 'bája', 'B A J A', 'STOP', 'stop!', '¡Stop!'])('«%s» ends the opt-in at once', async (texto) => {
    optIn();
    expect(await enviar(mensaje('wamid.B1', texto))).toMatchObject({ bajas: 1 });
    const o = leer('EMP#e1', `WAOPTIN#+${TEL}`)!;
    expect(o).toMatchObject({ estado: 'baja', baja: { en: AHORA.toISOString(), fuente: 'respuesta', texto: texto.trim() }, version: 2 });
    expect(o.historial.at(-1)).toEqual({ accion: 'baja', fuente: 'respuesta', en: AHORA.toISOString(), texto: texto.trim() });
  });

  it('is not «BAJA» with other words around it', () => {
    for (const t of ['no quiero la baja', 'baja por favor', 'stop it', 'bajar', '']) expect(esBaja(t)).toBe(false);
  });

  it('a second «BAJA» changes nothing more', async () => {
    optIn('baja');
    await enviar(mensaje('wamid.B2', 'BAJA'));
    expect(leer('EMP#e1', `WAOPTIN#+${TEL}`)).toMatchObject({ estado: 'baja', historial: [{ accion: 'alta' }] });
  });
});

describe('a send’s statuses', () => {
  const SK = 'WAENVIO#ent1#2026-11-26T08:00:00.000Z#wamid.S1';
  beforeEach(() => {
    poner({ PK: 'EMP#e1', SK: 'WAMSG#wamid.S1', sk: SK });
    poner({ PK: 'EMP#e1', SK, id: 'wamid.S1', estado: 'enviado', estados: [{ estado: 'enviado', en: '2026-11-26T08:00:00.000Z' }] });
  });
  const envio = () => leer('EMP#e1', SK)!;

  it('move forward only: «read» then a late «delivered» stays «leido», both in the list; a repeat is one', async () => {
    await enviar(estado('wamid.S1', 'read', '1764147100'));
    await enviar(estado('wamid.S1', 'delivered', '1764147050'));
    await enviar(estado('wamid.S1', 'delivered', '1764147050'));
    expect(envio().estado).toBe('leido');
    expect(envio().estados.map((e: { estado: string }) => e.estado)).toEqual(['enviado', 'leido', 'entregado']);
  });

  it('a failure says why in Spanish from Meta’s code; unknown codes name the code', async () => {
    await enviar(estado('wamid.S1', 'failed', '1764147100', [{ code: 131047, title: 'Re-engagement message' }]));
    expect(envio()).toMatchObject({ estado: 'fallido', motivo: msg.fallo131047 });
    expect(envio().estados.at(-1)).toMatchObject({ estado: 'fallido', motivo: msg.fallo131047 });
    expect(motivoDeFallo({ code: 999, title: 'Odd' })).toBe('Meta no pudo entregar el mensaje (código 999: Odd)');
  });

  it('an unknown message id is ignored, nothing written', async () => {
    expect(await enviar(estado('wamid.NADA', 'delivered', '1764147100'))).toMatchObject({ ignorados: 1, estados: 0 });
    expect(escritos()).toEqual([]);
  });
});

describe('a template’s review', () => {
  it('updates that template’s state and reason; another template of the account is ignored', async () => {
    const p = (nombre: string, metaId: string) => ({
      nombre,
      titulo: 'x',
      idioma: 'es_ES',
      metaId,
      estado: 'APPROVED',
      motivo: null,
      error: null,
      leidaEn: '2026-11-20T10:00:00.000Z',
    });
    poner({
      PK: 'EMP#e1',
      SK: 'WHATSAPP#PLANTILLAS',
      plantillas: [p('talentia_invitacion_v1', '11'), p('talentia_recordatorio_v1', '12')],
    });
    const revision = (id: number, name: string) =>
      cambio(
        {
          event: 'PAUSED',
          message_template_id: id,
          message_template_name: name,
          message_template_language: 'es_ES',
          reason: 'LOW_QUALITY',
        },
        'message_template_status_update',
      );
    expect(await enviar(revision(12, 'talentia_recordatorio_v1'))).toMatchObject({ plantillas: 1 });
    expect(await enviar(revision(99, 'de_otro'))).toMatchObject({ plantillas: 0, ignorados: 1 });
    const lista = leer('EMP#e1', 'WHATSAPP#PLANTILLAS')!.plantillas;
    expect(lista[0]).toMatchObject({ estado: 'APPROVED' });
    expect(lista[1]).toMatchObject({ estado: 'PAUSED', motivo: 'LOW_QUALITY', leidaEn: AHORA.toISOString() });
  });
});

describe('the handshake', () => {
  const q = (o: Partial<{ modo: string; token: string; reto: string }> = {}) => ({
    modo: 'subscribe',
    token: VERIFY,
    reto: '1158201444',
    ...o,
  });

  it('answers the challenge with the connection’s token; refuses another token or mode (403) and an unknown id (404)', async () => {
    expect(await verificarSuscripcion(HOOK, q(), '203.0.113.9', AHORA)).toBe('1158201444');
    await expect(verificarSuscripcion(HOOK, q({ token: VERIFY + 'x' }), '203.0.113.9', AHORA)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(verificarSuscripcion(HOOK, q({ modo: 'unsubscribe' }), '203.0.113.9', AHORA)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(verificarSuscripcion(HOOK, q({ token: undefined }), '203.0.113.9', AHORA)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(verificarSuscripcion('Z'.repeat(22), q(), '203.0.113.9', AHORA)).rejects.toBeInstanceOf(NotFoundError);
    expect(escritos()).toEqual([]);
  });
});

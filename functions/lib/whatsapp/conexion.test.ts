// A company's WhatsApp connection (issue 68 item 1), with a fake fetch for the Cloud API and DynamoDB
// and KMS mocked: the verification asks the number's node as Meta's document says (version, path,
// bearer, a User-Agent of its pattern) and reads «conectada» or the Spanish reason of each Graph error;
// a save seals the token and the app secret with KMS (as the providers' keys, D60) bound to the company,
// stores the outcome, and no answer, item or log carries either secret; a removal is conditional and
// leaves an audit entry.
import { DeleteCommand, PutCommand, TransactWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { whatsapp as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';

process.env.TABLE_NAME = 'unit-table';
process.env.SECRETS_KMS_KEY_ID = 'arn:aws:kms:eu-west-1:111111111111:key/prueba';
const { ddb } = await import('../aws/dynamo.js');
const { comprobarNumero, motivoDeError } = await import('./cloud-api.js');
const { guardarWhatsApp, contextoWhatsApp } = await import('./conexion-guardar.js');
const { eliminarWhatsApp } = await import('./conexion-eliminar.js');
const { estadoWhatsApp } = await import('./estado.js');
const { abrir } = await import('../cifrado.js');
const { NotFoundError } = await import('../errors.js');
const { logger } = await import('../logger.js');

const ddbMock = mockClient(ddb);
const kmsMock = mockClient(KMSClient);
afterAll(() => {
  delete process.env.SECRETS_KMS_KEY_ID;
});

const AHORA = new Date('2026-11-26T09:00:00.000Z');
const TOKEN = 'EAAGsecreto' + 'x'.repeat(40) + 'Z9k2';
const APP_SECRET = 'f'.repeat(28) + 'a1b2';
const BODY = { phoneNumberId: '106853218861309', wabaId: '102290129340398', accessToken: TOKEN, appSecret: APP_SECRET };
const caller = { userId: 'u1', email: 'ana@x.test' } as unknown as Caller;

/** A fake fetch answering `status` and `cuerpo`, recording what it was asked. */
function fetchFalso(status: number, cuerpo: unknown) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(cuerpo), { status }));
}
const NODO = { id: BODY.phoneNumberId, display_phone_number: '+34 911 22 33 44', verified_name: 'Acme RR. HH.', quality_rating: 'GREEN' };
const errorGraph = (code: number, message = 'x', error_subcode?: number) => ({
  error: { message, type: 'OAuthException', code, error_subcode },
});

beforeEach(() => {
  ddbMock.reset();
  kmsMock.reset();
  // A data key per seal: the plaintext half used to encrypt, the wrapped half stored.
  kmsMock
    .on(GenerateDataKeyCommand)
    .callsFake(async () => ({ Plaintext: new Uint8Array(32).fill(7), CiphertextBlob: new Uint8Array([1, 2, 3]) }));
  kmsMock.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(32).fill(7) });
});

describe('the verification (GET the phone number node)', () => {
  it('asks /v23.0/{phone-number-id} with the bearer token and a User-Agent of the document’s pattern, and reads the default fields', async () => {
    const f = fetchFalso(200, NODO);
    const r = await comprobarNumero(BODY.phoneNumberId, TOKEN, AHORA, { fetch: f, baseUrl: 'http://graph.test/' });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe(`http://graph.test/v23.0/${BODY.phoneNumberId}`);
    const h = init!.headers as Record<string, string>;
    expect(h.authorization).toBe(`Bearer ${TOKEN}`);
    expect(h['user-agent']).toMatch(/^[a-zA-Z0-9\-_]+\/[0-9]+\.[0-9]+\.[0-9]+$/);
    expect(r).toEqual({
      estado: 'conectada',
      nombreVerificado: 'Acme RR. HH.',
      numero: '+34 911 22 33 44',
      calidad: 'GREEN',
      error: null,
      comprobadaEn: AHORA.toISOString(),
    });
  });

  it.each([
    [401, errorGraph(190, 'Error validating access token: Session has expired', 463), msg.tokenNoValido],
    [401, errorGraph(104, 'An access token is required to request this resource'), msg.tokenNoValido],
    [403, errorGraph(200, "Your app doesn't have permission to access this phone number", 1349174), msg.sinPermiso],
    [404, errorGraph(803, 'Phone number not found'), msg.numeroNoEncontrado],
    [429, errorGraph(80007, 'Rate limit'), msg.limite],
    [503, null, 'Meta no respondió (respuesta 503); vuelve a intentarlo más tarde'],
    [400, errorGraph(100, 'Invalid parameter'), 'Meta rechazó la petición: Invalid parameter'],
  ])('a %s answer (%j) is an error with its Spanish reason', async (status, cuerpo, motivo) => {
    const r = await comprobarNumero(BODY.phoneNumberId, TOKEN, AHORA, { fetch: fetchFalso(status, cuerpo) });
    expect(r).toMatchObject({ estado: 'error', error: motivo, nombreVerificado: null, numero: null });
  });

  it('no network, an answer without the node’s fields, another number: errors too; a reason never carries the token', async () => {
    const sinRed = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await comprobarNumero('1', TOKEN, AHORA, { fetch: sinRed })).error).toBe(msg.sinRed);
    expect((await comprobarNumero('1', TOKEN, AHORA, { fetch: fetchFalso(200, { id: '1' }) })).error).toBe(msg.respuestaRara);
    expect((await comprobarNumero('1', TOKEN, AHORA, { fetch: fetchFalso(200, NODO) })).error).toContain(NODO.id);
    const eco = await comprobarNumero('1', TOKEN, AHORA, { fetch: fetchFalso(400, errorGraph(100, `bad ${TOKEN}`)) });
    expect(eco.error).not.toContain(TOKEN);
    expect(motivoDeError(400, 'no es json')).toBe('Meta rechazó la petición: respuesta 400');
  });
});

describe('saving, showing and removing the connection', () => {
  it('seals both secrets with KMS bound to the company, stores the outcome, and answers neither', async () => {
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(GetCommand).resolves({ Item: { id: 'e1', direccion: { pais: 'México' } } });
    const info = vi.spyOn(logger, 'info');
    // The number's node, then the templates (none in the account: each created, then read back approved).
    const creadas: string[] = [];
    const f = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (!String(url).includes('/message_templates')) return new Response(JSON.stringify(NODO));
      if (init?.method === 'POST') {
        const b = JSON.parse(String(init.body)) as { name: string; language: string };
        creadas.push(`${b.name}/${b.language}`);
        return new Response(JSON.stringify({ id: '1', status: 'PENDING', category: 'UTILITY' }));
      }
      const name = new URL(String(url)).searchParams.get('name')!;
      const data = creadas.includes(`${name}/es_MX`) ? [{ id: '1', name, language: 'es_MX', status: 'APPROVED', category: 'UTILITY' }] : [];
      return new Response(JSON.stringify({ data }));
    });
    const r = await guardarWhatsApp('e1', BODY, caller, AHORA, { fetch: f });
    expect(r.mensaje).toBe('WhatsApp conectado: Acme RR. HH. (+34 911 22 33 44). Plantillas de WhatsApp: 6 de 6 aprobadas');
    expect(creadas).toHaveLength(6);
    // The templates are created in the WhatsApp Business Account, with the token as typed.
    expect(String(f.mock.calls.at(-1)![0])).toContain(`/v23.0/${BODY.wabaId}/message_templates`);
    expect(r.conexion.plantillas.map((p) => p.estado)).toEqual(Array(6).fill('APPROVED'));
    expect(r.conexion).toMatchObject({
      configurada: true,
      phoneNumberId: BODY.phoneNumberId,
      wabaId: BODY.wabaId,
      tokenUltimos4: 'Z9k2',
      appSecretGuardado: true,
      comprobacion: { estado: 'conectada', nombreVerificado: 'Acme RR. HH.' },
    });
    const puestos = ddbMock.commandCalls(PutCommand).map((c) => c.args[0].input.Item!);
    // The webhook's look-up first (issue 68 item 6), then the connection naming it, then the templates' states.
    expect(puestos.map((i) => i.SK)).toEqual(['WAHOOK', 'WHATSAPP#CONEXION', 'WHATSAPP#PLANTILLAS']);
    const puesto = puestos[1]!;
    expect(puesto).toMatchObject({ PK: 'EMP#e1', SK: 'WHATSAPP#CONEXION', entidad: 'WHATSAPP_CONEXION', actualizadaPor: 'u1' });
    expect(puesto.webhookId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(puesto.verifyToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(puesto.verifyToken).not.toBe(puesto.webhookId);
    expect(puestos[0]).toEqual({ PK: `WAHOOK#${puesto.webhookId}`, SK: 'WAHOOK', entidad: 'WHATSAPP_WEBHOOK', empresaId: 'e1' });
    expect(r.conexion.webhookUrl).toBe(`http://localhost:3001/api/whatsapp/webhook/${puesto.webhookId}`);
    expect(r.conexion.verifyToken).toBe(puesto.verifyToken);
    // Each secret's data key asked with its own context: the company and what the secret is.
    const contextos = kmsMock.commandCalls(GenerateDataKeyCommand).map((c) => c.args[0].input.EncryptionContext);
    expect(contextos).toEqual([contextoWhatsApp('e1', 'token'), contextoWhatsApp('e1', 'app-secret')]);
    expect(contextos[0]).toEqual({ uso: 'whatsapp-token', ambito: 'EMP#e1' });
    // Nothing stored, answered or logged holds a secret; the sealed ones open with their own context only.
    for (const visto of [JSON.stringify(puesto), JSON.stringify(r), JSON.stringify(info.mock.calls)]) {
      expect(visto).not.toContain(TOKEN);
      expect(visto).not.toContain(APP_SECRET);
    }
    expect(await abrir(puesto.sobreToken, contextoWhatsApp('e1', 'token'))).toBe(TOKEN);
    expect(await abrir(puesto.sobreAppSecret, contextoWhatsApp('e1', 'app-secret'))).toBe(APP_SECRET);
    await expect(abrir(puesto.sobreToken, contextoWhatsApp('e2', 'token'))).rejects.toThrow();
    info.mockRestore();
  });

  it('a refused verification is stored as «error» with its reason, and said', async () => {
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(GetCommand).resolves({});
    const f = fetchFalso(401, errorGraph(190));
    const r = await guardarWhatsApp('e1', BODY, caller, AHORA, { fetch: f });
    expect(r.mensaje).toBe(`Conexión de WhatsApp guardada, pero no funciona: ${msg.tokenNoValido}`);
    // No template is attempted with a token Meta refused.
    expect(f).toHaveBeenCalledTimes(1);
    expect(r.conexion.plantillas).toEqual([]);
    expect(
      ddbMock.commandCalls(PutCommand).find((c) => c.args[0].input.Item!.SK === 'WHATSAPP#CONEXION')!.args[0].input.Item!.comprobacion,
    ).toMatchObject({
      estado: 'error',
      error: msg.tokenNoValido,
    });
  });

  it('shows a stored connection without its secrets, and nothing when there is none', async () => {
    const plantillas = [
      {
        nombre: 'talentia_invitacion_v1',
        titulo: 'x',
        idioma: 'es_ES',
        metaId: '9',
        estado: 'APPROVED',
        motivo: null,
        error: null,
        leidaEn: AHORA.toISOString(),
      },
    ];
    ddbMock.on(GetCommand, { Key: { PK: 'EMP#e1', SK: 'WHATSAPP#PLANTILLAS' } }).resolves({ Item: { plantillas } });
    ddbMock
      .on(GetCommand, { Key: { PK: 'EMP#e1', SK: 'WHATSAPP#CONEXION' } })
      .resolvesOnce({})
      .resolvesOnce({
        Item: {
          phoneNumberId: '1',
          wabaId: '2',
          tokenUltimos4: 'abcd',
          sobreToken: {},
          sobreAppSecret: {},
          comprobacion: null,
          actualizadaEn: AHORA.toISOString(),
        },
      });
    expect(await estadoWhatsApp('e1')).toMatchObject({ configurada: false, appSecretGuardado: false, tokenUltimos4: null, plantillas: [] });
    const c = await estadoWhatsApp('e1');
    expect(c).toMatchObject({ configurada: true, tokenUltimos4: 'abcd', appSecretGuardado: true, plantillas });
    expect(Object.keys(c)).not.toContain('sobreToken');
  });

  it('a replacement keeps the webhook’s id and verify token, and writes no new look-up', async () => {
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(GetCommand).resolves({ Item: { phoneNumberId: '1', wabaId: '2', webhookId: 'w'.repeat(22), verifyToken: 'v'.repeat(22) } });
    const r = await guardarWhatsApp('e1', BODY, caller, AHORA, { fetch: fetchFalso(401, errorGraph(190)) });
    const puestos = ddbMock.commandCalls(PutCommand).map((c) => c.args[0].input.Item!);
    expect(puestos.map((i) => i.SK)).not.toContain('WAHOOK');
    expect(puestos.find((i) => i.SK === 'WHATSAPP#CONEXION')).toMatchObject({ webhookId: 'w'.repeat(22), verifyToken: 'v'.repeat(22) });
    expect(r.conexion).toMatchObject({
      webhookUrl: `http://localhost:3001/api/whatsapp/webhook/${'w'.repeat(22)}`,
      verifyToken: 'v'.repeat(22),
    });
  });

  it('removes the connection only if it is there, with an audit entry in the same transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(GetCommand).resolves({ Item: { phoneNumberId: '1', webhookId: 'w'.repeat(22) } });
    expect(await eliminarWhatsApp('e1', caller, AHORA)).toEqual({ message: msg.eliminada });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Delete).toMatchObject({ Key: { PK: 'EMP#e1', SK: 'WHATSAPP#CONEXION' }, ConditionExpression: 'attribute_exists(PK)' });
    expect(items[1]!.Put!.Item).toMatchObject({
      entidad: 'AUDITORIA',
      accion: 'whatsapp_eliminado',
      por: 'u1',
      fecha: AHORA.toISOString(),
    });
    // The templates' states go in the same transaction.
    expect(items[2]!.Delete).toEqual({ Key: { PK: 'EMP#e1', SK: 'WHATSAPP#PLANTILLAS' }, TableName: expect.any(String) });
    // And the webhook's look-up: Meta's notifications to its URL then find no company.
    expect(items[3]!.Delete).toEqual({ Key: { PK: `WAHOOK#${'w'.repeat(22)}`, SK: 'WAHOOK' }, TableName: expect.any(String) });
    expect(ddbMock.commandCalls(DeleteCommand)).toHaveLength(0);
    // None there: the condition fails and the answer is the 404 «no connection».
    ddbMock.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    await expect(eliminarWhatsApp('e1', caller, AHORA)).rejects.toBeInstanceOf(NotFoundError);
  });
});

// AI provider keys through the local stack (D60): a company admin saves the company's key
// (sealed, tested at once against a fake provider on loopback), sees it masked with its status
// and the stats; a wrong key is saved but reported not working; a malformed or empty one is
// refused before any call; operators cannot; the superadmin keeps the platform's keys (with a
// base URL for a gateway); the feature-facing answer prefers the company's working key and falls
// back to the platform's; and no answer, stored item or log line ever holds a whole key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claveApiKeys } from '../../functions/lib/db/claves-api.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { getItem, queryAll } from '../../functions/lib/db/repository.js';
import { claveParaUsar } from '../../functions/lib/configuracion/claves-guardar.js';
import { modeloAnalisis } from '../../functions/lib/analisis/proveedor/llamada.js';
import { empresaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { logsDurante } from './logs.js';
import { OPENAI_Y_CLAUDE, proveedorFalso, type ProveedorFalso } from './proveedor-falso.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;
let proveedor: ProveedorFalso;
/** Keys the fake provider accepts. */
const VALIDAS = new Set<string>();
/** The model ids the fake lists for a valid key (GET /v1/models: `data[].id`). */
let LISTA: string[] = [];
const CLAVE_EMPRESA = 'sk-proj-' + 'E'.repeat(56) + 'fin1';
const CLAVE_MALA = 'sk-' + 'M'.repeat(40) + 'mal2';
const CLAVE_PLATAFORMA = 'sk-ant-api03-' + 'P'.repeat(40) + 'pla3';
/** What a refused key means and what to do (D129), with the provider's name as it writes it. */
const NO_VALIDA = (p: string) =>
  `la clave no es válida, está revocada o no tiene permisos: copia una clave nueva de tu cuenta de ${p} y guárdala`;

beforeAll(async () => {
  proveedor = await proveedorFalso(OPENAI_Y_CLAUDE, (req, res) => {
    const auth = String(req.headers.authorization ?? req.headers['x-api-key'] ?? '').replace(/^Bearer /, '');
    res.writeHead(VALIDAS.has(auth) ? 200 : 401, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        VALIDAS.has(auth)
          ? { data: LISTA.map((id) => ({ id, object: 'model' })) }
          : { error: { message: `Incorrect API key provided: ${auth}` } },
      ),
    );
  });
  VALIDAS.add(CLAVE_EMPRESA).add(CLAVE_PLATAFORMA);
});
empresaDelArchivo(
  { scheduler: false },
  {
    nombreLegal: 'Claves S.A.',
    cif: 'B10000032',
    email: 'info@claves.test',
    admin: { nombre: 'Ada', email: 'ada@claves.test', password: 'Beb-Clave-2026' },
  },
  async (hecha) => {
    ({ stack, superadmin, empresaId, admin } = hecha);
    operador = await usuarioConSesion(stack, admin, { email: 'oto@claves.test', rol: 'operador', password: 'Pup-Clave-2026' });
  },
);
afterAll(async () => {
  await proveedor?.cerrar();
});

const apisDe = () => stack.call('GET', `/api/configuracion/empresa/${empresaId}/apis`, { token: admin.token });
const guardar = (provider: string, body: unknown, token = admin.token) =>
  stack.call('PUT', `/api/configuracion/empresa/${empresaId}/apis/${provider}`, { token, body });

describe("the company's keys", () => {
  it('saved sealed, tested at once: the spec texts, masked in every answer, and the stats', async () => {
    const res = await guardar('openai', { apiKey: CLAVE_EMPRESA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // One sentence for the save and its test (D129).
    expect(res.body.message).toBe('Clave de OpenAI guardada y comprobada: funciona');
    expect(res.body.data).toMatchObject({
      provider: 'openai',
      clave: { configurada: true, key: '••••fin1', modelo: 'gpt-4', habilitada: true, isValid: true, lastError: null },
      prueba: { success: true, message: 'Clave de OpenAI guardada y comprobada: funciona' },
    });
    const apis = await apisDe();
    expect(apis.status).toBe(200);
    expect(apis.body.stats).toEqual({ configured: 1, total: 6, valid: 1 });
    expect(apis.body.data.keys).toMatchObject({ openai: '••••fin1', claude: null, did: null });
    expect(apis.body.data.apiStatus.openai).toEqual({ isValid: true, lastError: null });
    // Stored sealed: the item holds no whole key.
    const item = await getItem(claveApiKeys.clave(empresaId, 'openai'));
    expect(JSON.stringify(item)).not.toContain(CLAVE_EMPRESA);
    expect(item).toMatchObject({ ultimos4: 'fin1', sobre: { v: 1, envoltorio: 'local' } });
  });

  it('a key the provider refuses is saved but reported not working, in one sentence that says what to do', async () => {
    const res = await guardar('claude', { apiKey: CLAVE_MALA });
    expect(res.status).toBe(200);
    const texto = `Clave de Claude guardada, pero no funciona: ${NO_VALIDA('Claude')}`;
    expect(res.body.message).toBe(texto);
    expect(res.body.data.prueba).toEqual({ success: false, message: texto });
    // The provider's own words («Incorrect API key provided») stay off the answer.
    expect(JSON.stringify(res.body)).not.toContain('Incorrect');
    expect(JSON.stringify(res.body)).not.toContain(CLAVE_MALA);
    const apis = await apisDe();
    expect(apis.body.stats).toEqual({ configured: 2, total: 6, valid: 1 });
    expect(apis.body.data.apiStatus.claude).toEqual({ isValid: false, lastError: NO_VALIDA('Claude') });
  });

  it('an empty or malformed key is refused before any call, and nothing changes', async () => {
    const vacia = await guardar('openai', { apiKey: '   ' });
    expect(vacia).toMatchObject({ status: 400, body: { message: 'Escribe la clave de API' } });
    const mal = await guardar('openai', { apiKey: 'pk-no-es-de-openai-1234' });
    expect(mal).toMatchObject({ status: 400, body: { message: 'Las claves de OpenAI empiezan por sk- (o sk-proj- las de proyecto)' } });
    const did = await guardar('did', { apiKey: 'persona@correo.com:Secreto1234' });
    expect(did).toMatchObject({ status: 400, body: { message: 'La clave de D-ID no puede contener @' } });
    expect((await apisDe()).body.data.keys.openai).toBe('••••fin1');
  });

  it('the model and the enabled flag change without the key', async () => {
    const res = await guardar('openai', { modelo: 'gpt-4-turbo' });
    expect(res.body.data).toMatchObject({ clave: { key: '••••fin1', modelo: 'gpt-4-turbo' }, prueba: null });
    const sin = await guardar('gemini', { habilitada: false });
    expect(sin).toMatchObject({ status: 400, body: { message: 'No hay clave de Gemini guardada' } });
  });

  it('an operator can neither read nor save them', async () => {
    expect((await stack.call('GET', `/api/configuracion/empresa/${empresaId}/apis`, { token: operador.token })).status).toBe(403);
    expect((await guardar('openai', { apiKey: CLAVE_EMPRESA }, operador.token)).status).toBe(403);
    expect((await stack.call('POST', '/api/configuracion/test-api', { token: operador.token, body: { provider: 'openai' } })).status).toBe(
      403,
    );
  });
});

describe('test-api', () => {
  it('tests a typed key, the stored one, and says BERT is not available', async () => {
    const typed = await stack.call('POST', '/api/configuracion/test-api', {
      token: admin.token,
      body: { provider: 'openai', apiKey: CLAVE_MALA },
    });
    expect(typed.body.data).toEqual({ success: false, message: `Error conectando OpenAI: ${NO_VALIDA('OpenAI')}` });
    const stored = await stack.call('POST', '/api/configuracion/test-api', { token: admin.token, body: { provider: 'openai' } });
    expect(stored.body.data).toEqual({ success: true, message: 'OpenAI conectado correctamente' });
    const bert = await stack.call('POST', '/api/configuracion/test-api', { token: admin.token, body: { provider: 'bert' } });
    expect(bert.body.data).toEqual({ success: false, message: 'Servicio BERT no disponible' });
  });
});

describe("the platform's keys (superadmin)", () => {
  it('only the superadmin reads and saves them; a gateway base URL must be https or loopback', async () => {
    expect((await stack.call('GET', '/api/configuracion/global', { token: admin.token })).status).toBe(403);
    const mala = await stack.call('PUT', '/api/configuracion/global', {
      token: superadmin.token,
      body: { apiKeys: { claude: { apiKey: CLAVE_PLATAFORMA, baseUrl: 'http://gateway.externo.test' } } },
    });
    expect(mala).toMatchObject({ status: 400, body: { message: 'La URL base debe ser https:// (o http:// a localhost)' } });
    const res = await stack.call('PUT', '/api/configuracion/global', {
      token: superadmin.token,
      body: { apiKeys: { claude: { apiKey: CLAVE_PLATAFORMA, modelo: 'claude-3-haiku' } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.apiKeys.claude).toMatchObject({
      configurada: true,
      key: '••••pla3',
      modelo: 'claude-3-haiku',
      status: 'active',
      isValid: true,
      baseUrl: null,
    });
    expect(res.body.data.apiKeys.openai).toMatchObject({ configurada: false, status: 'inactive', modelo: 'gpt-4' });
  });

  it('which key a feature uses: the company’s working one, else the platform’s', async () => {
    // Claude: the company's is failing, so the platform's.
    expect(await claveParaUsar(empresaId, 'claude')).toMatchObject({
      apiKey: CLAVE_PLATAFORMA,
      origen: 'plataforma',
      modelo: 'claude-3-haiku',
    });
    // OpenAI: the company's.
    expect(await claveParaUsar(empresaId, 'openai')).toMatchObject({ apiKey: CLAVE_EMPRESA, origen: 'empresa', modelo: 'gpt-4-turbo' });
    // Gemini: nobody's.
    expect(await claveParaUsar(empresaId, 'gemini')).toBeNull();
    const sistema = await stack.call('GET', '/api/configuracion/sistema', { token: operador.token });
    expect(sistema.body.data).toEqual({ openaiApiKey: true, claudeApiKey: true, geminiApiKey: false });
  });
});

describe("the model, chosen from the provider's own list (D120)", () => {
  const CLAVE_PLATAFORMA_OPENAI = 'sk-' + 'Q'.repeat(44) + 'pq77';

  it('a model the provider has not listed is refused in Spanish, before any change', async () => {
    LISTA = [];
    const desconocido = await guardar('openai', { modelo: 'gpt-4.1' });
    expect(desconocido).toMatchObject({
      status: 400,
      body: {
        message:
          'El modelo «gpt-4.1» no está en la lista de OpenAI: pulsa «Probar» para ver los modelos que ofrece tu cuenta y elige uno de ellos',
      },
    });
    const formato = await guardar('openai', { modelo: 'gpt 4.1' });
    expect(formato).toMatchObject({
      status: 400,
      body: { message: 'El modelo debe ser un identificador sin espacios de hasta 100 caracteres, como «gpt-4o»' },
    });
    expect((await apisDe()).body.data.claves.openai.modelo).toBe('gpt-4-turbo');
    // Today's defaults are always there to choose.
    expect((await guardar('openai', { modelo: 'gpt-4o-mini' })).status).toBe(200);
  });

  it("'Probar' answers the provider's chat models and keeps them with the key; one of them is then saved and used", async () => {
    LISTA = ['o3-mini', 'gpt-4.1', 'text-embedding-3-small'];
    const prueba = await stack.call('POST', '/api/configuracion/test-api', { token: admin.token, body: { provider: 'openai' } });
    expect(prueba.body.data).toEqual({ success: true, message: 'OpenAI conectado correctamente', modelos: ['gpt-4.1', 'o3-mini'] });
    expect((await apisDe()).body.data.claves.openai.modelosDisponibles).toEqual(['gpt-4.1', 'o3-mini']);
    const res = await guardar('openai', { modelo: 'gpt-4.1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.clave).toMatchObject({ modelo: 'gpt-4.1', modelosDisponibles: ['gpt-4.1', 'o3-mini'] });
    const usada = await claveParaUsar(empresaId, 'openai');
    expect(usada).toMatchObject({ origen: 'empresa', modelo: 'gpt-4.1' });
    // The report and the follow-ups call what was chosen (the one mapping: a real id is sent as it is).
    expect(modeloAnalisis('openai', usada!.modelo)).toBe('gpt-4.1');
  });

  it('a new key and a model in one save: checked against the list the new key brings; an unknown one writes nothing', async () => {
    VALIDAS.add(CLAVE_PLATAFORMA_OPENAI);
    LISTA = ['gpt-4.1'];
    const global = (body: unknown) => stack.call('PUT', '/api/configuracion/global', { token: superadmin.token, body });
    const mala = await global({ apiKeys: { openai: { apiKey: CLAVE_PLATAFORMA_OPENAI, modelo: 'o3-mini' } } });
    expect(mala).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^El modelo «o3-mini» no está en la lista de OpenAI/) },
    });
    expect((await stack.call('GET', '/api/configuracion/global', { token: superadmin.token })).body.data.apiKeys.openai.configurada).toBe(
      false,
    );
    const buena = await global({ apiKeys: { openai: { apiKey: CLAVE_PLATAFORMA_OPENAI, modelo: 'gpt-4.1' } } });
    expect(buena.status, JSON.stringify(buena.body)).toBe(200);
    expect(buena.body.data.apiKeys.openai).toMatchObject({
      configurada: true,
      key: '••••pq77',
      modelo: 'gpt-4.1',
      modelosDisponibles: ['gpt-4.1'],
      isValid: true,
    });
    LISTA = [];
  });
});

describe('no whole key anywhere', () => {
  it('answers and log lines carry at most the last four characters, even on errors', async () => {
    const respuestas: unknown[] = [];
    const PLANTADA = 'sk-' + 'Z'.repeat(44) + 'zz99';
    const { logs } = await logsDurante(async () => {
      respuestas.push((await guardar('openai', { apiKey: PLANTADA })).body);
      respuestas.push((await guardar('openai', { apiKey: `${PLANTADA} ` + 'x' })).body);
      respuestas.push(
        (await stack.call('POST', '/api/configuracion/test-api', { token: admin.token, body: { provider: 'openai', apiKey: PLANTADA } }))
          .body,
      );
      respuestas.push((await guardar('openai', { apiKey: PLANTADA }, operador.token)).body);
      respuestas.push((await apisDe()).body);
      respuestas.push((await stack.call('GET', '/api/configuracion/global', { token: superadmin.token })).body);
    });
    const todo = JSON.stringify(respuestas) + logs;
    // The capture sees the handlers' log lines (the refused requests above are logged).
    expect(logs).toContain('Request refused');
    expect(todo).not.toContain('Z'.repeat(20));
    expect(todo).not.toContain(CLAVE_EMPRESA);
    expect(todo).not.toContain(CLAVE_PLATAFORMA);
  });
});

describe("removing a company's key (D129)", () => {
  const borrar = (provider: string, token = admin.token) =>
    stack.call('DELETE', `/api/configuracion/empresa/${empresaId}/apis/${provider}`, { token });

  it('an operator cannot; the admin removes it with an audit entry, and the platform key takes over', async () => {
    expect((await borrar('claude', operador.token)).status).toBe(403);
    expect((await apisDe()).body.data.claves.claude.configurada).toBe(true);

    const res = await borrar('claude');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Clave de Claude eliminada. Si la plataforma tiene una, se usa la suya');
    expect(await getItem(claveApiKeys.clave(empresaId, 'claude'))).toBeUndefined();
    const apis = await apisDe();
    expect(apis.body.data.claves.claude).toMatchObject({ configurada: false, key: null });
    expect(apis.body.data.claves.openai.configurada).toBe(true);
    expect(await claveParaUsar(empresaId, 'claude')).toMatchObject({ apiKey: CLAVE_PLATAFORMA, origen: 'plataforma' });

    const auditoria = await queryAll<Record<string, unknown>>({ pk: tenantPk(empresaId), skPrefix: 'AUDIT#' });
    expect(auditoria.filter((a) => a.accion === 'clave_api_eliminada')).toEqual([
      expect.objectContaining({ entidad: 'AUDITORIA', proveedor: 'claude', por: admin.user.id, fecha: expect.any(String) }),
    ]);
  });

  it('a key that is not there answers 404 in Spanish and writes nothing; the superadmin may remove one too', async () => {
    const otra = await borrar('claude');
    expect(otra).toMatchObject({ status: 404, body: { message: 'No hay clave de Claude guardada' } });
    const auditoria = await queryAll<Record<string, unknown>>({ pk: tenantPk(empresaId), skPrefix: 'AUDIT#' });
    expect(auditoria.filter((a) => a.accion === 'clave_api_eliminada')).toHaveLength(1);
    expect((await borrar('bert')).status).toBe(400);

    const delSuper = await borrar('openai', superadmin.token);
    expect(delSuper.status, JSON.stringify(delSuper.body)).toBe(200);
    expect((await apisDe()).body.stats).toMatchObject({ configured: 0 });
  });
});

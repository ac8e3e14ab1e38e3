// A fake of Greenhouse's Harvest v3 (D197) for the tests: an http server on a random port that checks
// every request against the schemas of greenhouse-harvest.json (written from Greenhouse's published
// document) and answers as the document says — a token (a JWT) for the known credentials and user,
// 401 otherwise; a move 204 when from_stage_id is the application's current stage, 422 otherwise. A
// test may queue answers (429 with Retry-After, 5xx, 401) for the next requests. What it does not
// reproduce is listed in D197.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll } from 'vitest';
import { olvidarTokens } from '../../functions/lib/greenhouse/harvest.js';
import contrato from './greenhouse-harvest.json' with { type: 'json' };

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
const validadores = new Map<string, ValidateFunction>();

/** The errors of `valor` against a schema of greenhouse-harvest.json ([] when it conforms). */
export function erroresHarvest(esquema: keyof typeof contrato.schemas, valor: unknown): string[] {
  let v = validadores.get(esquema);
  if (!v) {
    v = ajv.compile(contrato.schemas[esquema]);
    validadores.set(esquema, v);
  }
  return v(valor) ? [] : (v.errors ?? []).map((e) => `${esquema}${e.instancePath} ${e.message}`);
}

export interface PeticionHarvest {
  metodo: string;
  ruta: string;
  authorization: string;
  contentType: string;
  cuerpo: unknown;
  errores: string[];
}

export interface RespuestaForzada {
  status: number;
  headers?: Record<string, string>;
}

export interface HarvestFalso {
  url: string;
  /** Every request received, in order, with its schema errors. */
  peticiones: PeticionHarvest[];
  /** The answers the next requests get instead of the normal ones (first in, first used). */
  forzar: (...r: RespuestaForzada[]) => void;
  /** The application's current stage (what a move's from_stage_id must match). */
  etapas: Map<number, number>;
  /** How many tokens were issued. */
  tokens: () => number;
  cerrar: () => Promise<void>;
}

const leer = (req: IncomingMessage) =>
  new Promise<string>((ok, mal) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => ok(Buffer.concat(partes).toString('utf8')));
    req.on('error', mal);
  });

const jwt = (exp: number, n: number) =>
  [
    Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify({ sub: 'falso', exp, n })).toString('base64url'),
    'firma',
  ].join('.');

export async function iniciarHarvestFalso(cred: { clientId: string; clientSecret: string; userId: string }): Promise<HarvestFalso> {
  const peticiones: PeticionHarvest[] = [];
  const forzadas: RespuestaForzada[] = [];
  const etapas = new Map<number, number>();
  const emitidos = new Set<string>();
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    const texto = await leer(req);
    const ruta = (req.url ?? '').split('?')[0]!;
    const contentType = req.headers['content-type'] ?? '';
    let cuerpo: unknown = texto;
    if (contentType.startsWith('application/x-www-form-urlencoded')) cuerpo = Object.fromEntries(new URLSearchParams(texto));
    else if (contentType.startsWith('application/json')) cuerpo = JSON.parse(texto || 'null');
    const p: PeticionHarvest = {
      metodo: req.method ?? '',
      ruta,
      authorization: req.headers.authorization ?? '',
      contentType,
      cuerpo,
      errores: [],
    };
    const esquema = ruta === '/token' ? 'PeticionToken' : /\/move$/.test(ruta) ? 'PeticionMover' : null;
    p.errores = esquema ? erroresHarvest(esquema, p) : [`ruta desconocida ${p.metodo} ${ruta}`];
    peticiones.push(p);
    const responder = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (p.errores.length) return responder(422, { errors: p.errores });
    const forzada = forzadas.shift();
    if (forzada) return responder(forzada.status, forzada.status === 204 ? undefined : { error: 'forzada' }, forzada.headers);
    if (esquema === 'PeticionToken') {
      const basic = Buffer.from(cred.clientId + ':' + cred.clientSecret).toString('base64');
      const c = p.cuerpo as { sub: string };
      if (p.authorization !== `Basic ${basic}` || c.sub !== cred.userId) return responder(401, { error: 'invalid_client' });
      const token = jwt(Math.floor(Date.now() / 1000) + 3600, ++n);
      emitidos.add(token);
      const r = { access_token: token, token_type: 'Bearer', expires_in: 3600 };
      const errores = erroresHarvest('RespuestaToken', r);
      if (errores.length) throw new Error(errores.join('; '));
      return responder(200, r);
    }
    if (!emitidos.has(p.authorization.slice('Bearer '.length))) return responder(401, { error: 'unauthorized' });
    const id = Number(ruta.split('/')[3]);
    const m = p.cuerpo as { from_stage_id: number; to_stage_id?: number };
    if (!etapas.has(id) || etapas.get(id) !== m.from_stage_id || m.to_stage_id === undefined)
      return responder(422, { errors: [{ message: 'from_stage_id does not match the current stage' }] });
    etapas.set(id, m.to_stage_id);
    return responder(204);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    peticiones,
    forzar: (...r) => forzadas.push(...r),
    etapas,
    tokens: () => n,
    cerrar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * The fake for a test file (or a describe): started before its first test, with the Harvest client's
 * two base URLs (GREENHOUSE_AUTH_URL, GREENHOUSE_HARVEST_URL) pointed at it and the client's kept tokens
 * forgotten; after its last test the variables as they were, the tokens forgotten again, the fake
 * closed. Answers the running fake (call it from a test or a later hook).
 */
export function harvestFalsoDelArchivo(cred: { clientId: string; clientSecret: string; userId: string }): () => HarvestFalso {
  const antes = { GREENHOUSE_AUTH_URL: process.env.GREENHOUSE_AUTH_URL, GREENHOUSE_HARVEST_URL: process.env.GREENHOUSE_HARVEST_URL };
  let falso: HarvestFalso | undefined;
  beforeAll(async () => {
    falso = await iniciarHarvestFalso(cred);
    process.env.GREENHOUSE_AUTH_URL = `${falso.url}/token`;
    process.env.GREENHOUSE_HARVEST_URL = falso.url;
    olvidarTokens();
  });
  afterAll(async () => {
    for (const [clave, valor] of Object.entries(antes)) {
      if (valor === undefined) delete process.env[clave];
      else process.env[clave] = valor;
    }
    olvidarTokens();
    await falso?.cerrar();
  });
  return () => {
    if (!falso) throw new Error('The fake Harvest starts in beforeAll');
    return falso;
  };
}

// A fake AI provider on loopback: an HTTP server that the features' calls reach through the
// IA_BASE_URL_* variables (the switch a gateway also uses), so tests see what is sent and choose
// what is answered. Shared by the integration and browser suites.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { receptorEnLoopback } from '../testing/receptor-webhooks.js';

/** The variables of the two chat providers (OpenAI and Claude). */
export const OPENAI_Y_CLAUDE = ['IA_BASE_URL_OPENAI', 'IA_BASE_URL_CLAUDE'];

export interface ProveedorFalso {
  server: Server;
  /** Closes its connections and the server, and unsets the variables. */
  cerrar(): Promise<void>;
}

/** Starts the server on a random port and points each of `variables` at it. */
export async function proveedorFalso(variables: string[], handler: RequestListener): Promise<ProveedorFalso> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const v of variables) process.env[v] = base;
  return {
    server,
    async cerrar() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      for (const v of variables) delete process.env[v];
    },
  };
}

/** A call the fake received, as a test reads it back. */
export interface Llamada {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/** A handler that has the request's whole body (text) and answers JSON with `json`. */
export function conCuerpo(
  fn: (req: IncomingMessage, cuerpo: string, json: (status: number, body: unknown) => void) => void,
): RequestListener {
  return (req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () =>
      fn(req, raw, (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }),
    );
  };
}

/** What the fake answers a chat call: a status and its JSON body, or 'colgar' (no answer: the caller's time-out ends it). */
export type RespuestaFalsa = { status: number; body: unknown } | 'colgar';

/** The answer of a script that has run out. */
export const SIN_GUION: RespuestaFalsa = { status: 500, body: { error: { message: 'sin guion' } } };

/**
 * OpenAI's embeddings answer (CreateEmbeddingResponse, test/contratos/openai.json) in which every text
 * means the same: one unit vector for all. The comparison by meaning (D177) then finds no answer nearer
 * another question than its own, so a suite about the report sees the same checks as by words.
 */
export function embeddingsIguales(body: { model?: string; input?: unknown }) {
  const textos = Array.isArray(body.input) ? body.input : [body.input];
  const v = Array.from({ length: 8 }, (_, i) => (i === 0 ? 1 : 0));
  return {
    object: 'list',
    model: body.model ?? 'text-embedding-3-small',
    data: textos.map((_, index) => ({ object: 'embedding', index, embedding: v })),
    usage: { prompt_tokens: 0, total_tokens: 0 },
  };
}

/**
 * A fake OpenAI and Claude for the features that talk to a model: the key's test when a key is saved
 * ("Probar", GET /v1/models) gets an empty list, an embeddings call (the comparison by meaning, D177)
 * gets `embeddingsIguales` and is told to `alEmbeber` only, and every other call, its body read as
 * JSON, is answered with what `responder` says.
 */
export function chatFalso(
  responder: (llamada: Llamada) => RespuestaFalsa,
  alEmbeber?: (llamada: Llamada) => void,
): Promise<ProveedorFalso> {
  return proveedorFalso(
    OPENAI_Y_CLAUDE,
    conCuerpo((req, raw, json) => {
      if (req.method === 'GET' && req.url?.split('?')[0] === '/v1/models') return json(200, { data: [] });
      if (req.method === 'POST' && req.url?.split('?')[0] === '/v1/embeddings') {
        const body = raw ? JSON.parse(raw) : {};
        alEmbeber?.({ path: req.url ?? '', headers: req.headers, body });
        return json(200, embeddingsIguales(body));
      }
      const r = responder({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null });
      if (r !== 'colgar') json(r.status, r.body);
    }),
  );
}

/**
 * A suite's OpenAI and Claude keys, in each provider's own format (what the key check accepts) and
 * told apart by `marca`, so that a log line or a request carrying another suite's key would show.
 */
export function clavesFalsas(marca: string): { openai: string; claude: string } {
  const relleno = marca[0]!.toUpperCase();
  return { openai: `sk-proj-${relleno.repeat(56)}${marca}1`, claude: `sk-ant-api03-${relleno.repeat(40)}${marca}2` };
}

/** A webhook event as an endpoint receives it (the fields the suites read). */
export interface EventoRecibido {
  type: string;
  data: Record<string, any>;
}

/**
 * A company's webhook endpoint on loopback: keeps every event it is sent (answers 200). `url` is what
 * the company subscribes; `recibidas` fills as deliveries arrive.
 */
export function receptorDeEventos(): Promise<{ url: string; recibidas: EventoRecibido[]; cerrar(): Promise<void> }> {
  return receptorEnLoopback('/eventos', (entrega) => JSON.parse(entrega.body) as EventoRecibido, 'ok');
}

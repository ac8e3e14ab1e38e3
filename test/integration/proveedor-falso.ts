// A fake AI provider on loopback: an HTTP server that the features' calls reach through the
// IA_BASE_URL_* variables (the switch a gateway also uses), so tests see what is sent and choose
// what is answered. Shared by the integration and browser suites.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

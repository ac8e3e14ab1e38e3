// A company's webhook endpoint on loopback. The browser suite's keeps every delivery as it came (its
// headers and raw body, what a Svix verifier needs) and answers 200; `url` is what the admin types into
// Integraciones › Webhooks (a loopback address is allowed on the local stage only). The integration
// suites' (receptorDeEventos, proveedor-falso.ts) is the same endpoint reading each body as an event.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EntregaRecibida {
  headers: Record<string, string>;
  body: string;
}

/**
 * An endpoint on loopback at `ruta` that keeps each delivery as `leer` makes it of what came (headers and
 * raw body) and answers 200 with `respuesta`; `recibidas` fills as deliveries arrive.
 */
export async function receptorEnLoopback<T>(
  ruta: string,
  leer: (entrega: EntregaRecibida) => T,
  respuesta: string,
): Promise<{ url: string; recibidas: T[]; cerrar(): Promise<void> }> {
  const recibidas: T[] = [];
  const server = createServer((req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (c: Buffer) => trozos.push(c));
    req.on('end', () => {
      recibidas.push(leer({ headers: req.headers as Record<string, string>, body: Buffer.concat(trozos).toString('utf8') }));
      res.writeHead(200).end(respuesta);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${ruta}`,
    recibidas,
    cerrar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export function receptorWebhooks(): Promise<{ url: string; recibidas: EntregaRecibida[]; cerrar(): Promise<void> }> {
  return receptorEnLoopback('/talentia', (entrega) => entrega, 'recibido');
}

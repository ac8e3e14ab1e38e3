// A company's webhook endpoint on loopback for the browser suite: keeps every delivery as it came (its
// headers and raw body, what a Svix verifier needs) and answers 200. `url` is what the admin types into
// Integraciones › Webhooks (a loopback address is allowed on the local stage only).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EntregaRecibida {
  headers: Record<string, string>;
  body: string;
}

export async function receptorWebhooks(): Promise<{ url: string; recibidas: EntregaRecibida[]; cerrar(): Promise<void> }> {
  const recibidas: EntregaRecibida[] = [];
  const server = createServer((req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (c: Buffer) => trozos.push(c));
    req.on('end', () => {
      recibidas.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(trozos).toString('utf8') });
      res.writeHead(200).end('recibido');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/talentia`,
    recibidas,
    cerrar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

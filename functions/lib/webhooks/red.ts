// The one way a webhook leaves the platform (D147): an HTTP POST to a customer's address that
// cannot be turned against the platform's own network (SSRF).
// - Only public unicast addresses: private, loopback, link-local, unique-local (fc00::/7), CGNAT,
//   multicast, reserved and IPv4-mapped/embedded forms of those are refused (ipaddr.js names each
//   range; only `unicast` passes). Locally (stage `local`) loopback is allowed, so tests run a receiver.
// - Checked at send time, on what DNS answers then: every address the name resolves to must pass,
//   and the connection goes to the address that was checked (the socket's `lookup` answers it), so a
//   name that resolves again to another address (a DNS rebind) cannot slip in between. An address
//   written as a literal is checked the same way. TLS still checks the certificate against the name.
// - No redirect is followed (a 3xx is the answer, and counts as a failure); one overall time-out;
//   only the answer's first bytes are read.
import { lookup as dnsLookup } from 'node:dns/promises';
import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Whether an address may be connected to: public unicast only, and loopback when `loopback` is allowed. */
export function direccionPermitida(ip: string, opts: { loopback: boolean }): boolean {
  if (!ipaddr.isValid(ip)) return false;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it carries.
  const a = ipaddr.process(ip);
  const rango = a.range();
  if (rango === 'unicast') return true;
  return opts.loopback && rango === 'loopback';
}

export class DireccionNoPermitida extends Error {
  constructor(readonly direccion: string) {
    super(`Dirección no permitida: ${direccion}`);
  }
}

type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const resolverDns: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** The address to connect to: every address the host resolves to is checked, the first is used. */
export async function resolverComprobado(
  host: string,
  opts: { loopback: boolean; resolver?: Resolver },
): Promise<{ address: string; family: 4 | 6 }> {
  const sinCorchetes = host.replace(/^\[(.*)\]$/, '$1');
  const direcciones = ipaddr.isValid(sinCorchetes)
    ? [{ address: sinCorchetes, family: ipaddr.parse(sinCorchetes).kind() === 'ipv6' ? 6 : 4 }]
    : await (opts.resolver ?? resolverDns)(sinCorchetes);
  if (direcciones.length === 0) throw new Error(`Sin direcciones para ${sinCorchetes}`);
  for (const d of direcciones) if (!direccionPermitida(d.address, opts)) throw new DireccionNoPermitida(d.address);
  const elegida = direcciones[0]!;
  return { address: elegida.address, family: elegida.family === 6 ? 6 : 4 };
}

export interface RespuestaHttp {
  /** null when no answer came (refused address, DNS, connection, time-out). */
  status: number | null;
  cabeceras: Record<string, string | string[] | undefined>;
  /** The first `maxBytes` of the answer, or why there was none. */
  texto: string;
  duracionMs: number;
}

export interface OpcionesPost {
  timeoutMs: number;
  maxBytes: number;
  loopback: boolean;
  resolver?: Resolver;
}

/** POSTs `cuerpo` to `url`; never throws: a failure is an answer with status null. */
export async function postSeguro(url: string, cabeceras: Record<string, string>, cuerpo: string, o: OpcionesPost): Promise<RespuestaHttp> {
  const inicio = Date.now();
  const fin = (r: Omit<RespuestaHttp, 'duracionMs'>): RespuestaHttp => ({ ...r, duracionMs: Date.now() - inicio });
  let destino: URL;
  try {
    destino = new URL(url);
  } catch {
    return fin({ status: null, cabeceras: {}, texto: 'Dirección no válida' });
  }
  if (destino.protocol !== 'https:' && destino.protocol !== 'http:') return fin({ status: null, cabeceras: {}, texto: 'Solo http(s)' });
  const controlador = new AbortController();
  const reloj = setTimeout(() => controlador.abort(), o.timeoutMs);
  try {
    const elegida = await Promise.race([
      resolverComprobado(destino.hostname, o),
      new Promise<never>((_, reject) => controlador.signal.addEventListener('abort', () => reject(new Error('Tiempo de espera agotado')))),
    ]);
    // The socket connects to the address checked above, whatever the name resolves to now.
    const lookup: LookupFunction = (_host, opciones, cb) => {
      if ((opciones as { all?: boolean }).all)
        (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [elegida]);
      else cb(null, elegida.address, elegida.family);
    };
    const modulo = destino.protocol === 'https:' ? https : http;
    return await new Promise<RespuestaHttp>((resolve) => {
      const req = modulo.request(
        destino,
        {
          method: 'POST',
          headers: { ...cabeceras, 'content-length': String(Buffer.byteLength(cuerpo)) },
          lookup,
          signal: controlador.signal,
          agent: false,
        },
        (res) => {
          const trozos: Buffer[] = [];
          let leidos = 0;
          const terminar = () => {
            resolve(
              fin({
                status: res.statusCode ?? null,
                cabeceras: res.headers,
                texto: Buffer.concat(trozos).subarray(0, o.maxBytes).toString('utf8'),
              }),
            );
            res.destroy();
          };
          res.on('data', (c: Buffer) => {
            trozos.push(c);
            leidos += c.length;
            if (leidos >= o.maxBytes) terminar();
          });
          res.on('end', terminar);
          res.on('error', terminar);
          res.on('close', terminar);
        },
      );
      req.on('error', (err) =>
        resolve(fin({ status: null, cabeceras: {}, texto: controlador.signal.aborted ? 'Tiempo de espera agotado' : err.message })),
      );
      req.end(cuerpo);
    });
  } catch (err) {
    return fin({ status: null, cabeceras: {}, texto: (err as Error).message });
  } finally {
    clearTimeout(reloj);
  }
}

/**
 * `Retry-After` as milliseconds from now (seconds or an HTTP date), or null when absent or unreadable.
 */
export function esperaPedida(valor: string | string[] | undefined, now: Date): number | null {
  const v = Array.isArray(valor) ? valor[0] : valor;
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : Math.max(0, t - now.getTime());
}

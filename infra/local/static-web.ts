// The production build of the web app served on loopback as CloudFront serves it in AWS (D121;
// infra/aws/stacks/web-stack.ts): `npm start`, the browser suite and the bench use it.
// - Each path goes through CloudFront's viewer-request rewrite (SPA_REWRITE): /login → login.html,
//   /entrevista/{token} and /mis-datos → entrevista.html, /empleo/{codigo} → empleo.html, any path whose
//   last segment has no extension → index.html.
//   A path with an extension that is not in the build is a 404, never index.html (CloudFront asks the
//   bucket for it, which has no such object; there the answer is S3's 403).
// - /api/* and /uploads/* go to the API (the distribution's other two behaviours; locally the API
//   also serves the uploads), as they come: method, headers, body and cookies.
// - The pages are never cached (no-cache) and everything else for a year (immutable), as the web
//   stack uploads them; an ETag answers a revalidation with 304; text is compressed (brotli or gzip)
//   from 1 000 bytes, as the distribution's `compress` does.
// - The web's security headers on every answer of the build (the distribution's response headers
//   policy); the caller gives them (stack.ts: the same ones Vite's servers send locally).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

// Off the event loop: the API's handlers run in the same process (`npm start`).
const comprimirBr = promisify(brotliCompress);
const comprimirGzip = promisify(gzip);

/**
 * CloudFront's viewer-request function of the web (web-stack.ts SPA_REWRITE), on a request's path
 * without its query string. static-web.test.ts holds the two to the same answers.
 */
export function cloudFrontRewrite(uri: string): string {
  if (/^\/entrevista\/[^/]+\/?$/.test(uri) || /^\/mis-datos\/?$/.test(uri)) return '/entrevista.html';
  if (/^\/empleo\/[^/]+\/?$/.test(uri)) return '/empleo.html';
  if (/^\/login\/?$/.test(uri)) return '/login.html';
  if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) return '/index.html';
  return uri;
}

/** The paths CloudFront sends to the API's origin rather than to the web bucket. */
export const API_PATHS = ['/api/', '/uploads/'];

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRIMIBLE = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg)/;

interface Archivo {
  mtimeMs: number;
  cuerpo: Buffer;
  etag: string;
  tipo: string;
  /** Compressed once, on the first request that asks for it. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

export interface StaticWeb {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function serveStaticWeb(opciones: {
  /** The build (index.html, login.html, entrevista.html, empleo.html, assets/). */
  dir: string;
  port: number;
  host?: string;
  /** Where /api/* and /uploads/* go; without it they are a 404. */
  apiUrl?: string;
  /** Added to every answer of the build (not to the API's). */
  cabeceras?: Record<string, string>;
}): Promise<StaticWeb> {
  const dir = resolve(opciones.dir);
  const cabeceras = opciones.cabeceras ?? {};
  const archivos = new Map<string, Archivo>();

  const leer = (ruta: string, mtimeMs: number): Archivo => {
    let a = archivos.get(ruta);
    if (!a || a.mtimeMs !== mtimeMs) {
      const cuerpo = readFileSync(ruta);
      a = {
        mtimeMs,
        cuerpo,
        etag: `"${createHash('sha1').update(cuerpo).digest('base64url')}"`,
        tipo: TIPOS[extname(ruta).toLowerCase()] ?? 'application/octet-stream',
      };
      archivos.set(ruta, a);
    }
    return a;
  };

  const texto = (res: ServerResponse, status: number, cuerpo: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...cabeceras, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', ...extra });
    res.end(cuerpo);
  };

  const servidor = createServer((req, res) => void responder(req, res));

  async function responder(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    if (API_PATHS.some((p) => url.pathname.startsWith(p))) {
      if (opciones.apiUrl) return void alApi(opciones.apiUrl, req, res);
      return texto(res, 404, 'No hay API detrás de este servidor.');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return texto(res, 405, 'Solo GET y HEAD.', { allow: 'GET, HEAD' });
    let relativa: string;
    try {
      relativa = decodeURIComponent(cloudFrontRewrite(url.pathname));
    } catch {
      return texto(res, 400, 'Dirección mal formada.');
    }
    const ruta = normalize(join(dir, relativa));
    const info = ruta.startsWith(dir + sep) ? statSync(ruta, { throwIfNoEntry: false }) : undefined;
    if (!info?.isFile()) return texto(res, 404, `No existe ${url.pathname} en la web compilada.`);

    const archivo = leer(ruta, info.mtimeMs);
    const comunes = {
      ...cabeceras,
      'content-type': archivo.tipo,
      'cache-control': ruta.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      etag: archivo.etag,
    };
    if (req.headers['if-none-match'] === archivo.etag) {
      res.writeHead(304, comunes);
      return void res.end();
    }
    const aceptadas = String(req.headers['accept-encoding'] ?? '');
    let cuerpo = archivo.cuerpo;
    let codificacion: string | undefined;
    if (COMPRIMIBLE.test(archivo.tipo) && cuerpo.length >= 1000) {
      if (/\bbr\b/.test(aceptadas)) {
        archivo.br ??= comprimirBr(cuerpo, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
        [cuerpo, codificacion] = [await archivo.br, 'br'];
      } else if (/\bgzip\b/.test(aceptadas)) {
        archivo.gzip ??= comprimirGzip(cuerpo);
        [cuerpo, codificacion] = [await archivo.gzip, 'gzip'];
      }
    }
    res.writeHead(200, {
      ...comunes,
      'content-length': String(cuerpo.length),
      ...(COMPRIMIBLE.test(archivo.tipo) ? { vary: 'accept-encoding' } : {}),
      ...(codificacion ? { 'content-encoding': codificacion } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : cuerpo);
  }

  await new Promise<void>((resolver, rechazar) => {
    servidor.once('error', rechazar);
    servidor.listen(opciones.port, opciones.host ?? '127.0.0.1', () => resolver());
  });
  const port = (servidor.address() as AddressInfo).port;
  return {
    url: `http://${opciones.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolver) => {
        servidor.close(() => resolver());
        servidor.closeAllConnections();
      }),
  };
}

/** One request passed to the API as it came (CloudFront's /api/* and /uploads/* behaviours), its answer back. */
function alApi(apiUrl: string, req: IncomingMessage, res: ServerResponse): void {
  const destino = new URL(apiUrl);
  const salida = request(
    {
      hostname: destino.hostname,
      port: destino.port,
      method: req.method,
      path: req.url,
      // (`localhost` may be ::1 first and the API listen on 127.0.0.1 only: Node ≥ 20 tries both.)
      headers: { ...req.headers, host: destino.host },
    },
    (respuesta) => {
      res.writeHead(respuesta.statusCode ?? 502, respuesta.headers);
      respuesta.pipe(res);
    },
  );
  salida.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        success: false,
        message: 'La API local no responde. Comprueba que el entorno local sigue en marcha (npm start) y vuelve a intentarlo.',
      }),
    );
  });
  req.pipe(salida);
}

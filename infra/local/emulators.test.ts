// The OIDC test issuer's key file (D131): the first start makes the RS256 key and writes it, a later
// start signs with the same key; a file that is not such a key is replaced; without a file every start
// makes its own key. cognito-local started on a port another server took meanwhile is not fooled by that
// server's answer: it starts again on a new port, or fails saying why.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startCognito, startOidc } from './emulators.js';

const dir = mkdtempSync(join(tmpdir(), 'talentia-oidc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts an issuer, answers the kid it signs with and whether a token it signs verifies against its JWKS; stops it. */
async function firma(claveArchivo?: string): Promise<{ kid: string | undefined; verifica: boolean }> {
  const oidc = await startOidc({ port: 0, defaultEmail: 'a@talentia.test', claveArchivo });
  try {
    const jwks = (await (await fetch(`${oidc.issuer}/jwks`)).json()) as { keys: Array<{ kid?: string; d?: unknown }> };
    expect(jwks.keys).toHaveLength(1);
    // The published set never carries the private part.
    expect(jwks.keys[0].d).toBeUndefined();
    // Verified with the verifier the API uses for the providers' tokens (functions/lib/auth/verify.ts), by the published JWKS.
    const token = await oidc.server.issuer.buildToken({ scopesOrTransform: (_h, p) => Object.assign(p, { aud: 'local-oidc' }) });
    const verificador = JwtRsaVerifier.create({ issuer: oidc.issuer, audience: 'local-oidc' });
    verificador.cacheJwks(jwks as unknown as Parameters<typeof verificador.cacheJwks>[0]);
    const verifica = await verificador.verify(token).then(
      () => true,
      () => false,
    );
    return { kid: jwks.keys[0].kid, verifica };
  } finally {
    await oidc.close();
  }
}

describe('startOidc claveArchivo', () => {
  it('writes the key on the first start and signs with it on the next', async () => {
    const archivo = join(dir, 'sub', 'clave.json');
    const primera = await firma(archivo);
    const guardada = JSON.parse(readFileSync(archivo, 'utf8')) as { kid: string; alg: string; d?: string };
    expect(guardada).toMatchObject({ kid: primera.kid, alg: 'RS256' });
    expect(typeof guardada.d).toBe('string');
    const segunda = await firma(archivo);
    expect(segunda).toEqual({ kid: primera.kid, verifica: true });
  });

  it('replaces a file that holds no RS256 private key', async () => {
    const archivo = join(dir, 'rota.json');
    writeFileSync(archivo, '{"kty":"RSA"');
    const { kid, verifica } = await firma(archivo);
    expect(verifica).toBe(true);
    expect(JSON.parse(readFileSync(archivo, 'utf8')).kid).toBe(kid);
  });

  it('makes a new key on every start without a file', async () => {
    const a = await firma();
    const b = await firma();
    expect(a.verifica && b.verifica).toBe(true);
    expect(a.kid).not.toBe(b.kid);
  });
});

describe('startCognito on a port another server took', () => {
  /** A server on a loopback port that answers 404 to everything, as another stack's emulator would. */
  async function ocupante(): Promise<{ port: number; close: () => Promise<void> }> {
    const { createServer } = await import('node:http');
    const port = await freePort();
    const srv = createServer((_req, res) => res.writeHead(404).end('no'));
    await new Promise<void>((r) => srv.listen(port, '127.0.0.1', r));
    return { port, close: () => new Promise<void>((r) => srv.close(() => r())) };
  }

  it('with otroPuertoSiSale, starts on another port and is cognito-local there', { timeout: 60_000 }, async () => {
    const otro = await ocupante();
    const cognito = await startCognito({ directory: join(dir, 'cognito-a'), port: otro.port, otroPuertoSiSale: true });
    try {
      expect(cognito.port).not.toBe(otro.port);
      const res = await fetch(`${cognito.url}/health`);
      expect(await res.json()).toEqual({ ok: true });
    } finally {
      await cognito.close();
      await otro.close();
    }
  });

  it('on a port asked for by name, fails saying it exited, instead of taking the other server for it', { timeout: 60_000 }, async () => {
    const otro = await ocupante();
    try {
      await expect(startCognito({ directory: join(dir, 'cognito-b'), port: otro.port })).rejects.toThrow(
        /cognito-local did not start: .*exited/,
      );
    } finally {
      await otro.close();
    }
  });
});

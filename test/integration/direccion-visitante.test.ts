// Per-address login limit through the local stack (D34). In AWS
// every request reaches the API from a CloudFront edge server, so the socket address (`sourceIp`)
// is shared by strangers; CloudFront's function writes the viewer's address into a header, and the
// API believes it only beside CloudFront's origin header. The local adapter has no CloudFront: here
// a client sends both headers by hand to play the edge, from one socket address for many viewers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_LOGIN, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/constants.js';
import { loginDesde } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
});
afterAll(async () => {
  await stack?.cleanup();
});

/** POST /api/auth/login from a loopback socket address, with the headers given: its status. */
const signIn = async (email: string, password: string, source: string, headers: Record<string, string> = {}) =>
  (await loginDesde(stack, email, password, source, headers)).status;

/** LIMITES_LOGIN.porOrigen failures (spread over accounts, under the per-account limit), each with the headers `cabeceras(i)` gives. */
async function fallar(source: string, prefijo: string, cabeceras: (i: number) => Record<string, string>) {
  for (let i = 0; i < LIMITES_LOGIN.porOrigen; i++) {
    const email = `${prefijo}${Math.floor(i / LIMITES_LOGIN.porCuentaYOrigen)}@nadie.test`;
    expect(await signIn(email, 'mala-contraseña', source, cabeceras(i))).toBe(401);
  }
}

const EDGE = '127.0.0.30'; // one socket address: the edge server every viewer below comes through
const cloudfront = (viewer: string) => ({ [ORIGIN_VERIFY_HEADER]: 'valor-de-cloudfront', [VIEWER_ADDRESS_HEADER]: viewer });

describe('behind CloudFront (its origin header and the viewer address)', () => {
  it('two viewers behind one edge are counted apart: one locks only itself', async () => {
    await fallar(EDGE, 'atacante', () => cloudfront('203.0.113.10'));
    expect(await signIn('otro@nadie.test', 'mala-contraseña', EDGE, cloudfront('203.0.113.10'))).toBe(429);
    // Another viewer through the same edge: its failures count apart, and its sign-in works.
    expect(await signIn('otro@nadie.test', 'mala-contraseña', EDGE, cloudfront('203.0.113.11'))).toBe(401);
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, EDGE, cloudfront('203.0.113.11'))).toBe(200);
    // An IPv6 viewer in the same city too.
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, EDGE, cloudfront('2001:db8:1:2::7'))).toBe(200);
    // The edge's own address was never the counter.
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, EDGE)).toBe(200);
  });

  it('an IPv6 viewer is counted by its /64: moving to another address of it does not start afresh', async () => {
    await fallar(EDGE, 'seis', (i) => cloudfront(`2001:db8:5:6::${(i + 1).toString(16)}`));
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, EDGE, cloudfront('2001:db8:5:6:ffff::1'))).toBe(429);
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, EDGE, cloudfront('2001:db8:5:7::1'))).toBe(200);
  });
});

describe('without the origin header', () => {
  it('a viewer address is a spoof: ignored, every failure counts against the socket address', async () => {
    const source = '127.0.0.31';
    // A fresh made-up address on every attempt does not escape the limit.
    await fallar(source, 'falsificador', (i) => ({ [VIEWER_ADDRESS_HEADER]: `198.51.100.${i + 1}` }));
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, source, { [VIEWER_ADDRESS_HEADER]: '198.51.100.200' })).toBe(429);
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, source)).toBe(429);
    // Another socket address is not affected.
    expect(await signIn(SUPERADMIN.email, SUPERADMIN.password, '127.0.0.32')).toBe(200);
  });
});

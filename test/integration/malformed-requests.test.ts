// What the API answers to requests whose address or cookies cannot be decoded: a 400 with a
// Spanish message, never a 500, through the real local stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
});
afterAll(async () => {
  await stack?.cleanup();
});

const MENSAJE = 'La ruta o los parámetros de la petición contienen caracteres no válidos';

describe('a malformed escape in the path', () => {
  it.each(['/api/empresas/%C0%AF', '/api/empresas/%E0%A4%A', '/api/empresas/%', '/uploads/avatars/%FF.png'])(
    'GET %s (anonymous) → 400 with a Spanish message',
    async (path) => {
      const res = await fetch(`${stack.apiUrl}${path}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: MENSAJE, error: 'VALIDATION_ERROR' });
    },
  );

  it('a well-formed escape still reaches its route', async () => {
    const res = await fetch(`${stack.apiUrl}/api/empresas/%C3%B1`);
    // Anonymous: the route exists and refuses the caller, so the path was decoded and matched.
    expect(res.status).toBe(401);
  });
});

describe('a malformed cookie', () => {
  it('POST /api/auth/refresh with an undecodable refresh cookie → 401, not 500', async () => {
    const res = await fetch(`${stack.apiUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: 'talentia_refresh=%E0%A4%A' } });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Tu sesión ha caducado. Inicia sesión de nuevo.');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../test/fetch-mock';
import { mockXhr } from '../test/xhr-mock';
import {
  AUTH_TOKEN_KEY,
  ApiError,
  api,
  apiUrl,
  assetUrl,
  esDesarrolloLocal,
  fetcher,
  resolveApiBase,
  uploadWithProgress,
} from './api-client';

describe('base address', () => {
  it('uses VITE_API_URL when it is configured, without a trailing slash', () => {
    vi.stubEnv('VITE_API_URL', 'https://api.talentia.example/');
    expect(apiUrl('/empresas')).toBe('https://api.talentia.example/api/empresas');
  });

  it('uses the local API on port 3001 when the page runs on localhost or 127.0.0.1', () => {
    vi.stubEnv('VITE_API_URL', '');
    // jsdom serves the page from http://localhost.
    expect(apiUrl('/api/test')).toBe('http://localhost:3001/api/test');
    expect(resolveApiBase(undefined, '127.0.0.1')).toBe('http://localhost:3001');
  });

  it('uses the page origin anywhere else (CloudFront serves /api/* there)', () => {
    expect(resolveApiBase(undefined, 'app.talentia.example')).toBe('');
    expect(resolveApiBase('  ', 'app.talentia.example')).toBe('');
  });
});

describe('the /api prefix', () => {
  it('is added to paths that lack it and kept on paths that have it', () => {
    vi.stubEnv('VITE_API_URL', '');
    expect(apiUrl('/empresas/7')).toBe('http://localhost:3001/api/empresas/7');
    expect(apiUrl('empresas')).toBe('http://localhost:3001/api/empresas');
    expect(apiUrl('/api/empresas')).toBe('http://localhost:3001/api/empresas');
    expect(apiUrl('/apiarios')).toBe('http://localhost:3001/api/apiarios');
  });

  it('is applied to the address a request goes to', async () => {
    vi.stubEnv('VITE_API_URL', '');
    const { calls } = mockFetch({ 'GET /api/candidatos': { body: { success: true, data: [] } } });
    await api.get('/candidatos');
    expect(calls[0].url).toBe('http://localhost:3001/api/candidatos');
  });
});

describe('file addresses (avatars)', () => {
  it('prefixes /uploads/ paths with the backend address and keeps http(s) URLs', () => {
    vi.stubEnv('VITE_API_URL', 'https://api.talentia.example');
    expect(assetUrl('/uploads/avatars/u1.png')).toBe('https://api.talentia.example/uploads/avatars/u1.png');
    expect(assetUrl('https://lh3.googleusercontent.com/a/x.jpg')).toBe('https://lh3.googleusercontent.com/a/x.jpg');
  });

  it('loads nothing else', () => {
    expect(assetUrl(undefined)).toBeUndefined();
    expect(assetUrl('')).toBeUndefined();
    expect(assetUrl('javascript:alert(1)')).toBeUndefined();
    expect(assetUrl('/otra/ruta.png')).toBeUndefined();
  });
});

describe('requests', () => {
  it('carries credentials (the refresh cookie) on every call', async () => {
    const { calls } = mockFetch({ 'POST /api/auth/refresh': { body: { success: true, data: { token: 't', expiresIn: 60 } } } });
    await api.post('/auth/refresh');
    expect(calls[0].credentials).toBe('include');
  });

  it('sends the stored token as a bearer header', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const { calls } = mockFetch({ 'GET /api/empresas': { body: { success: true, data: [] } } });
    await api.get('/api/empresas');
    expect(calls[0].headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no authorization header without a stored token', async () => {
    const { calls } = mockFetch({ 'GET /api/empresas': { body: { success: true, data: [] } } });
    await api.get('/api/empresas');
    expect(calls[0].headers).not.toHaveProperty('authorization');
  });

  it("an anonymous call (a public link) sends neither the signed-in user's bearer nor cookies", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const { calls } = mockFetch({ 'GET /api/publico/entrevistas/tok_1_abc': { body: { success: true, data: {} } } });
    await api.get('/api/publico/entrevistas/tok_1_abc', { anonima: true });
    expect(calls[0].headers).not.toHaveProperty('authorization');
    expect(calls[0].credentials).toBe('omit');
  });

  it('sends JSON bodies as JSON and FormData bodies untouched', async () => {
    const { calls } = mockFetch({
      'POST /api/areas': { status: 201, body: { success: true, data: { id: 'a1' } } },
      'POST /api/perfil/avatar': { body: { success: true, data: { avatarUrl: '/uploads/avatars/x.png' } } },
    });
    await api.post('/areas', { nombre: 'Ventas' });
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await api.post('/perfil/avatar', form);

    expect(calls[0].headers['content-type']).toBe('application/json');
    expect(calls[0].body).toEqual({ nombre: 'Ventas' });
    expect(calls[1].body).toBe(form);
    expect(calls[1].headers).not.toHaveProperty('content-type');
  });

  it('reads answers as { success, data, message }, or the whole body when it has no data field', async () => {
    mockFetch({
      'PUT /api/empresas/e1': { body: { success: true, data: { id: 'e1' }, message: 'Empresa actualizada correctamente' } },
      'GET /api/openapi.json': { body: { openapi: '3.1.0' } },
    });
    await expect(api.put('/empresas/e1', { nombreLegal: 'ACME' })).resolves.toEqual({
      success: true,
      data: { id: 'e1' },
      message: 'Empresa actualizada correctamente',
    });
    await expect(api.get('/openapi.json')).resolves.toMatchObject({ success: true, data: { openapi: '3.1.0' } });
  });

  it('gives SWR the data of the answer', async () => {
    mockFetch({ 'GET /api/areas': { body: { success: true, data: [{ id: 'a1' }] } } });
    await expect(fetcher('/areas')).resolves.toEqual([{ id: 'a1' }]);
  });
});

describe('failures', () => {
  it("carries the server's message and the status", async () => {
    mockFetch({
      'DELETE /api/empresas/e1': { status: 403, body: { success: false, message: 'No tienes permiso para realizar esta acción' } },
    });
    const error = await api.delete('/empresas/e1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'No tienes permiso para realizar esta acción', kind: 'http' });
  });

  it("falls back to the server's error text", async () => {
    mockFetch({ 'PATCH /api/empresas/e1': { status: 409, body: { success: false, error: 'Conflicto de versión' } } });
    await expect(api.patch('/empresas/e1', { planEstrategico: null })).rejects.toThrow('Conflicto de versión');
  });

  it("says 'Error {status}' when the server gives no text", async () => {
    mockFetch({
      'GET /api/test': async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'GET /api/empresas': async () => jsonResponse({ success: false }, 500),
    });
    await expect(api.get('/test')).rejects.toMatchObject({ status: 502, message: 'Error 502' });
    await expect(api.get('/empresas')).rejects.toMatchObject({ status: 500, message: 'Error 500' });
  });

  it('times out after 10 seconds', async () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /api/empresas': pendingUntilAborted });
    const outcome = api.get('/empresas').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'Timeout: El servidor tardó demasiado en responder' });
  });

  it('lets a call wait longer when it asks to (the avatar upload waits 15 seconds)', async () => {
    vi.useFakeTimers();
    mockFetch({ 'POST /api/perfil/avatar': pendingUntilAborted });
    let settled = false;
    const outcome = api
      .post('/perfil/avatar', new FormData(), { timeoutMs: 15_000 })
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(outcome).resolves.toMatchObject({ message: 'Timeout: El servidor tardó demasiado en responder' });
  });

  it("reports a network failure as 'Error de conexión' with the help text", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/empresas').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Error de conexión' });
    expect((error as ApiError).detail).toMatch(/npm start/);
  });
});

describe('the local-development help', () => {
  it('is for a dev build or a page served from this machine, never for the product at its own address', () => {
    expect(esDesarrolloLocal(true, 'app.talentia.es')).toBe(true);
    expect(esDesarrolloLocal(false, 'localhost')).toBe(true);
    expect(esDesarrolloLocal(false, '127.0.0.1')).toBe(true);
    expect(esDesarrolloLocal(false, 'app.talentia.es')).toBe(false);
    expect(esDesarrolloLocal(false, 'localhost.talentia.es')).toBe(false);
  });
});

describe('idempotent create calls', () => {
  it('send an Idempotency-Key, reuse it when the same request is sent again after no answer, and retire it on an answer', async () => {
    const seen: string[] = [];
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push((init.headers as Record<string, string>)['Idempotency-Key']);
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse({ success: true, data: { id: 'a1' } }, 201);
      }),
    );
    const body = { nombreArea: 'Ventas' };
    await expect(api.post('/api/areas', body, { idempotente: true })).rejects.toMatchObject({ kind: 'network' });
    fail = false;
    await api.post('/api/areas', body, { idempotente: true });
    // Answered: the next creation of the same thing is a new request with a new key.
    await api.post('/api/areas', body, { idempotente: true });
    // Another body is another request.
    await api.post('/api/areas', { nombreArea: 'Compras' }, { idempotente: true });
    expect(seen[0]).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(new Set(seen).size).toBe(3);
  });

  it('calls that are not marked idempotent send no key', async () => {
    const { calls } = mockFetch({ 'POST /api/notificaciones/leer-todas': { body: { success: true, data: null } } });
    await api.post('/notificaciones/leer-todas');
    expect(calls[0].headers).not.toHaveProperty('idempotency-key');
  });
});

describe('uploads with progress', () => {
  const form = () => {
    const data = new FormData();
    data.append('avatar', new Blob(['x'], { type: 'image/png' }), 'x.png');
    return data;
  };

  it('posts to the API address with bearer and credentials, reports progress and reads the answer', async () => {
    vi.stubEnv('VITE_API_URL', '');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const sent = mockXhr();
    const progress: number[] = [];
    const body = form();
    const outcome = uploadWithProgress('/perfil/avatar', body, { onProgress: (p) => progress.push(p) });

    const xhr = sent[0];
    expect(xhr).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3001/api/perfil/avatar',
      withCredentials: true,
      timeout: 15_000,
      body,
    });
    expect(xhr.headers.authorization).toBe('Bearer tok-123');
    xhr.progress(25, 100);
    xhr.progress(80, 100);
    xhr.respond(200, { success: true, data: { avatarUrl: '/uploads/avatars/u1.png', url: '/uploads/avatars/u1.png' } });

    await expect(outcome).resolves.toEqual({
      success: true,
      data: { avatarUrl: '/uploads/avatars/u1.png', url: '/uploads/avatars/u1.png' },
      message: undefined,
    });
    expect(progress).toEqual([25, 80, 100]);
  });

  it("fails with the server's message, or 'Error {status}'", async () => {
    const sent = mockXhr();
    const first = uploadWithProgress('/perfil/avatar', form());
    sent[0].respond(400, { success: false, message: 'El archivo debe ser una imagen' });
    await expect(first).rejects.toMatchObject({ kind: 'http', status: 400, message: 'El archivo debe ser una imagen' });

    const second = uploadWithProgress('/perfil/avatar', form());
    sent[1].respond(502, undefined);
    await expect(second).rejects.toMatchObject({ status: 502, message: 'Error 502' });
  });

  it('an external (presigned storage) address gets neither the bearer nor cookies', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const sent = mockXhr();
    const outcome = uploadWithProgress('https://files.example.com/bucket', form(), { externo: true, timeoutMs: 60_000 });
    const xhr = sent[0];
    expect(xhr).toMatchObject({ method: 'POST', url: 'https://files.example.com/bucket', withCredentials: false, timeout: 60_000 });
    expect(xhr.headers).toEqual({});
    xhr.respond(204, undefined);
    await expect(outcome).resolves.toMatchObject({ success: true });
  });

  it('reports time-outs and network failures with the transport texts', async () => {
    const sent = mockXhr();
    const slow = uploadWithProgress('/perfil/avatar', form());
    sent[0].failTimeout();
    await expect(slow).rejects.toMatchObject({ kind: 'timeout', message: 'Timeout: El servidor tardó demasiado en responder' });

    const offline = uploadWithProgress('/perfil/avatar', form());
    sent[1].failNetwork();
    const error = await offline.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'Error de conexión' });
  });
});

// The web's one CSV download (exportar-csv.ts, D97, D186): the route named from the table with the
// screen's filters and the session's bearer; a file answer saved under the server's name with its bytes
// (the BOM kept); a large export's link followed under its name; a refusal thrown with the server's
// Spanish message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, ApiError } from './api-client';
import { descargarCsv } from './exportar-csv';
import { jsonResponse, mockFetch } from '../test/fetch-mock';

const clics: Array<{ href: string; download: string }> = [];
let guardado: Blob | undefined;

beforeEach(() => {
  clics.length = 0;
  guardado = undefined;
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clics.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn((b: Blob) => {
    guardado = b;
    return 'blob:http://localhost/csv';
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

describe('descargarCsv', () => {
  it("a file answer is saved with the server's name and its bytes, BOM included", async () => {
    const csv = '\uFEFFnombre,email\r\nAna,ana@correo.test\r\n';
    const { calls } = mockFetch({
      'GET /api/candidatos/exportar': async () =>
        new Response(csv, {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="candidatos_2026-11-28.csv"' },
        }),
    });
    const r = await descargarCsv('GET /api/candidatos/exportar', { query: { q: 'ana', estado: 'nuevo' } }, 'candidatos.csv');
    expect(r).toEqual({ forma: 'archivo', nombre: 'candidatos_2026-11-28.csv' });
    expect(new URL(calls[0]!.url).search).toBe('?q=ana&estado=nuevo');
    expect(calls[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(clics).toEqual([{ href: 'blob:http://localhost/csv', download: 'candidatos_2026-11-28.csv' }]);
    expect([...new Uint8Array(await guardado!.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("a large export's link is followed under its name, with the server's message", async () => {
    mockFetch({
      'GET /api/vacantes/v1/exportar': {
        body: {
          success: true,
          data: { nombre: 'candidatos_x.csv', url: 'https://files.example/x.csv', filas: 9000, caducaEn: '2026-11-28T10:05:00.000Z' },
          message: 'La exportación es grande',
        },
      },
    });
    const r = await descargarCsv('GET /api/vacantes/{id}/exportar', { params: { id: 'v1' } }, 'candidatos.csv');
    expect(r).toEqual({ forma: 'enlace', nombre: 'candidatos_x.csv', mensaje: 'La exportación es grande' });
    expect(clics).toEqual([{ href: 'https://files.example/x.csv', download: 'candidatos_x.csv' }]);
  });

  it("a refusal is thrown with the server's message and status; nothing is downloaded", async () => {
    mockFetch({ 'GET /api/entrevistas/exportar': async () => jsonResponse({ success: false, message: 'Empresa no encontrada' }, 404) });
    const error = await descargarCsv('GET /api/entrevistas/exportar', {}, 'entrevistas.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Empresa no encontrada', status: 404 });
    expect(clics).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { datos as msg } from '@shared/messages';
import { nombreArchivoExportacion, validarArchivoImportacion } from './datos';

describe('the export file name', () => {
  it('is empresas_{YYYY-MM-DD}.json with the day as this browser reads it', () => {
    // Local time, whatever the zone the test runs in: the day on the person's calendar.
    expect(nombreArchivoExportacion(new Date(2026, 0, 5, 23, 59))).toBe('empresas_2026-01-05.json');
    expect(nombreArchivoExportacion(new Date(2026, 11, 31, 0, 1))).toBe('empresas_2026-12-31.json');
  });
});

describe('an import file', () => {
  const archivo = (texto: string) => new File([texto], 'datos.json', { type: 'application/json' });

  it('is valid when it holds an empresas array', async () => {
    expect(await validarArchivoImportacion(archivo(JSON.stringify({ exportInfo: { version: '1.0' }, empresas: [{}, {}] })))).toEqual({
      ok: true,
      empresas: 2,
    });
  });

  it.each(['{"empresas": {}}', '{"otra": []}', '[]', 'no es json'])('%s is refused with the spec’s message', async (texto) => {
    expect(await validarArchivoImportacion(archivo(texto))).toEqual({ ok: false, error: msg.importacionInvalida });
  });
});

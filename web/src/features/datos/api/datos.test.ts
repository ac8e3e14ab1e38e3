import { describe, expect, it } from 'vitest';
import { datos as msg } from '@shared/messages';
import { nombreArchivoExportacion, resumenPorTipo, validarArchivoImportacion } from './datos';

describe('the export file name', () => {
  it('is empresas_{YYYY-MM-DD}.json with the day as this browser reads it', () => {
    // Local time, whatever the zone the test runs in: the day on the person's calendar.
    expect(nombreArchivoExportacion(new Date(2026, 0, 5, 23, 59))).toBe('empresas_2026-01-05.json');
    expect(nombreArchivoExportacion(new Date(2026, 11, 31, 0, 1))).toBe('empresas_2026-12-31.json');
    expect(nombreArchivoExportacion(new Date(2026, 11, 31, 0, 1), 'datos_emp-1')).toBe('datos_emp-1_2026-12-31.json');
  });
});

describe('an import file', () => {
  const archivo = (texto: string) => new File([texto], 'datos.json', { type: 'application/json' });

  it('is valid when it holds an empresas array', async () => {
    const contenido = { exportInfo: { version: '1.0' }, empresas: [{}, {}] };
    expect(await validarArchivoImportacion(archivo(JSON.stringify(contenido)))).toEqual({ ok: true, archivo: contenido, empresas: 2 });
  });

  it('larger than one request carries is refused before it is read, with its size', async () => {
    const grande = new File(['x'.repeat(6_000_000)], 'datos.json', { type: 'application/json' });
    expect(await validarArchivoImportacion(grande)).toEqual({
      ok: false,
      error: 'El archivo ocupa 6 MB: desde la pantalla se importan archivos de hasta 5,9 MB',
    });
  });

  it('a company’s file over one request’s size goes to the background import (D100): read and checked, not refused for its size', async () => {
    const grande = new File(['x'.repeat(6_000_000)], 'datos.json', { type: 'application/json' });
    expect(await validarArchivoImportacion(grande, true)).toEqual({ ok: false, error: msg.importacionInvalida });
  });

  it.each(['{"empresas": {}}', '{"otra": []}', '[]', 'no es json'])('%s is refused with the spec’s message', async (texto) => {
    expect(await validarArchivoImportacion(archivo(texto))).toEqual({ ok: false, error: msg.importacionInvalida });
  });
});

describe('the report by kind', () => {
  it('counts each kind’s created, updated and refused rows, in the order they first appear', () => {
    const f = (tipo: string, resultado: 'creado' | 'actualizado' | 'rechazado') => ({ empresaId: 'e', sk: `${tipo}#1`, tipo, resultado });
    expect(resumenPorTipo([f('area', 'creado'), f('candidato', 'rechazado'), f('area', 'actualizado'), f('candidato', 'creado')])).toEqual([
      { tipo: 'area', creados: 1, actualizados: 1, rechazados: 0 },
      { tipo: 'candidato', creados: 1, actualizados: 0, rechazados: 1 },
    ]);
  });
});

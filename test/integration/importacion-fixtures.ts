// What the candidates import's tests (into the company, and into a vacancy: D191) share: an import
// stored as the request stores it but not queued, so a test plays its deliveries and cuts them; and
// every row of an import's report, read page by page as the screen reads it.
import { expect } from 'vitest';
import { leerCsv } from '../../functions/lib/candidatos/csv.js';
import { bloquesDeFilas, crearImportacion, DIAS_IMPORTACION, type ImportacionItem } from '../../functions/lib/db/importaciones.js';
import { ImportacionDetalle } from '../../shared/schemas/importacion.js';
import type { TestStack } from './local-stack.js';

type Extra = Partial<Pick<ImportacionItem, 'vacanteId' | 'anadidos' | 'creadoPorNombre'>>;

/** Stores an import of these CSV lines (after `cabecera`) as the request does, without queueing it. */
export async function importacionSinEncolar(
  o: { empresaId: string; creadoPor: string; prefijo: string; cabecera: string; lineas: string[] },
  extra: Extra = {},
): Promise<{ id: string; creadoEn: Date }> {
  const filas = leerCsv([o.cabecera, ...o.lineas].join('\n'));
  const creadoEn = new Date();
  const id = `${String(creadoEn.getTime()).padStart(14, '0')}-${o.prefijo}`;
  const bloques = bloquesDeFilas(filas);
  await crearImportacion(
    {
      id,
      empresaId: o.empresaId,
      nombreArchivo: `${o.prefijo}.csv`,
      estado: 'pendiente',
      total: filas.length,
      procesadas: 0,
      creados: 0,
      duplicados: 0,
      invalidos: 0,
      sinCupo: 0,
      ...extra,
      creadoEn: creadoEn.toISOString(),
      creadoPor: o.creadoPor,
      creadoPorEmpresaId: o.empresaId,
      bloquesDatos: bloques.length,
      expiresAt: Math.floor(creadoEn.getTime() / 1000) + DIAS_IMPORTACION * 86_400,
    },
    bloques,
  );
  return { id, creadoEn };
}

/** Every row of an import's report, following its cursor page by page. */
export async function filasDelInforme(stack: TestStack, token: string, id: string): Promise<ImportacionDetalle['filas']> {
  const filas: ImportacionDetalle['filas'] = [];
  let cursor: string | null = null;
  do {
    const q: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const r = await stack.call('GET', `/api/candidatos/importaciones/${id}${q}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = ImportacionDetalle.parse(r.body.data);
    filas.push(...d.filas);
    cursor = d.cursor;
  } while (cursor);
  return filas;
}

// Candidates CSV import (D57): the upload (the file's text as JSON), the
// import's status and counters, and the per-row report the worker writes. An import may name a vacancy
// (D191): each candidate created, or already in the company, also joins it at «nuevo».
import * as z from 'zod/mini';
import { IMPORTACION_CSV } from '../constants.js';
import { importacion as msg } from '../messages.js';
import { FechaHora, Id, idSalvo } from './comun.js';
import { EstadoTrabajo } from './trabajo.js';

/** POST /api/candidatos/importar: the CSV as text (UTF-8, the browser reads the file); the superadmin names the company. */
export const ImportarCandidatosBody = z.strictObject({
  empresaId: z.optional(Id),
  nombreArchivo: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), 'candidatos.csv'),
  contenido: z.string().check(z.maxLength(IMPORTACION_CSV.maxCaracteres, { error: msg.archivoGrande })),
  /** A vacancy of the company, open or paused (D191): every good row's candidate joins it at «nuevo». */
  vacanteId: z.optional(Id),
});
export type ImportarCandidatosBody = z.output<typeof ImportarCandidatosBody>;

export const RESULTADOS_FILA = ['creado', 'duplicado', 'invalido', 'sin_cupo'] as const;
export const ResultadoFila = z.enum(RESULTADOS_FILA);
export type ResultadoFila = z.infer<typeof ResultadoFila>;

export const RESULTADO_FILA_ETIQUETA: Record<ResultadoFila, string> = {
  creado: 'Creado',
  duplicado: 'Duplicado',
  invalido: 'No válido',
  sin_cupo: 'Sin cupo',
};

/**
 * What an import into a vacancy did with a row's candidate there (D191): joined it now, found them
 * already in it, or could not join them (the vacancy closed meanwhile, the candidate asked for erasure).
 */
export const RESULTADOS_VACANTE_FILA = ['anadido', 'ya_estaba', 'no_anadido'] as const;
export const ResultadoVacanteFila = z.enum(RESULTADOS_VACANTE_FILA);
export type ResultadoVacanteFila = z.infer<typeof ResultadoVacanteFila>;

export const RESULTADO_VACANTE_ETIQUETA: Record<ResultadoVacanteFila, string> = {
  anadido: 'Añadido a la vacante',
  ya_estaba: 'Ya estaba en la vacante',
  no_anadido: 'No añadido a la vacante',
};

export const VacanteFila = z.object({ resultado: ResultadoVacanteFila, motivo: z.optional(z.string()) });
export type VacanteFila = z.infer<typeof VacanteFila>;

/**
 * One row of the report: `fila` counts data rows from 1, `linea` is the file's line (the header is line 1).
 * `vacante` only in an import into a vacancy, for the rows whose candidate exists (created or duplicate).
 */
export const FilaInforme = z.object({
  fila: z.number(),
  linea: z.number(),
  nombre: z.optional(z.string()),
  email: z.optional(z.string()),
  resultado: ResultadoFila,
  motivo: z.optional(z.string()),
  candidatoId: z.optional(Id),
  vacante: z.optional(VacanteFila),
});
export type FilaInforme = z.infer<typeof FilaInforme>;

export const Importacion = z.object({
  id: Id,
  empresaId: Id,
  nombreArchivo: z.string(),
  /** The one vocabulary of the queued jobs (shared/schemas/trabajo.ts). */
  estado: EstadoTrabajo,
  total: z.number(),
  procesadas: z.number(),
  creados: z.number(),
  duplicados: z.number(),
  invalidos: z.number(),
  sinCupo: z.number(),
  /** An import into a vacancy (D191): the vacancy, and how many rows' candidates joined it. */
  vacanteId: z.optional(Id),
  anadidos: z.optional(z.number()),
  creadoEn: FechaHora,
  finalizadaEn: z.optional(FechaHora),
  error: z.optional(z.string()),
});
export type Importacion = z.infer<typeof Importacion>;

/** Not `exportar`: that segment is `/api/candidatos/{id}/exportar`'s. */
export const ImportacionIdParams = z.object({ id: idSalvo('exportar') });

export const ImportacionQuery = z.object({
  empresaId: z.optional(Id),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  /** Only the rows that were not created, or (into a vacancy) not added to it now (the screen's report). */
  incidencias: z.optional(z.enum(['true', 'false'])),
});
export type ImportacionQuery = z.output<typeof ImportacionQuery>;

/** GET /api/candidatos/importaciones/{id}: status, counters and a page of report rows (whole blocks, in file order). */
export const ImportacionDetalle = z.extend(Importacion, {
  filas: z.array(FilaInforme),
  cursor: z.nullable(z.string()),
});
export type ImportacionDetalle = z.infer<typeof ImportacionDetalle>;

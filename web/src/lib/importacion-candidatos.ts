// Candidates CSV import (D57): the upload (the file's text, read in the browser, as JSON) and
// the import's status, asked for every second until it finishes (only the rows not created, or not
// added to the vacancy it names: D191). Used by Candidatos and by a vacancy's board.
import type { ImportarCandidatosBody } from '@shared/schemas/importacion';
import { trabajoTerminado } from '@shared/schemas/trabajo';
import { llamar, type Respuesta } from './api-rutas';
import { useRuta } from './use-ruta';

export type ImportacionEstado = Respuesta<'GET /api/candidatos/importaciones/{id}'>;

export function importarCandidatos(body: ImportarCandidatosBody) {
  // A 2 MB file takes a moment to send and store.
  return llamar('POST /api/candidatos/importar', { body }, { timeoutMs: 30_000 });
}

const terminada = (d: ImportacionEstado | undefined) => trabajoTerminado(d?.estado);

export function useImportacion(id: string | null, empresaId: string | undefined) {
  return useRuta('GET /api/candidatos/importaciones/{id}', id ? { params: { id }, query: { empresaId, incidencias: 'true' } } : null, {
    refreshInterval: (d) => (terminada(d) ? 0 : 1000),
  });
}

/** The next page of the report's rows not created (pages are 500 rows of the file). */
export function masIncidencias(id: string, empresaId: string | undefined, cursor: string) {
  return llamar('GET /api/candidatos/importaciones/{id}', { params: { id }, query: { empresaId, incidencias: 'true', cursor } });
}

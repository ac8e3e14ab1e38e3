// A vacancy as `GET /api/vacantes` answers it, for the vacancy screens' tests: «Jefe de almacén» in
// Bilbao, open, one position, led by Ana Admin; each test changes only what it is about.
import { jsonResponse } from './fetch-mock';
import { acme, admin, sessionRoutes } from './session-fixtures';

export const vacanteDePrueba = (extra: Record<string, unknown> = {}) => ({
  id: 'v1',
  empresaId: 'e1',
  titulo: 'Jefe de almacén',
  areaId: null,
  lugar: 'Bilbao',
  remoto: false,
  responsable: { id: 'u1', nombre: 'Ana Admin' },
  servicioId: 'entrevistas-profundidad',
  plantillasEtapa: {},
  estado: 'abierta',
  plazas: 1,
  fechaCierre: null,
  enlace: null,
  greenhouse: null,
  creadaEn: '2026-11-20T10:00:00.000Z',
  actualizadaEn: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...extra,
});

/**
 * A candidate in vacancy v1 as `GET /api/vacantes/{id}/candidatos` answers it: joined and moved by Ana
 * Admin on 20 Nov, at «Nuevo» unless changed, no interview; `c1` → «c1@acme.es».
 */
export const candidaturaDePrueba = (candidatoId: string, nombre: string, extra: Record<string, unknown> = {}) => ({
  vacanteId: 'v1',
  candidatoId,
  candidato: { nombre, email: `${candidatoId}@acme.es` },
  etapa: 'nuevo',
  unidaEn: '2026-11-20T10:00:00.000Z',
  movidaEn: '2026-11-20T10:00:00.000Z',
  movidaPor: { id: 'u1', nombre: 'Ana Admin' },
  historial: [],
  entrevistaId: null,
  origen: 'equipo',
  version: 1,
  ...extra,
});

/** What the Vacantes screen reads for Acme's admin with these vacancies listed; a test adds its own routes. */
export const rutasVacantes = (...vacantes: unknown[]) => ({
  ...sessionRoutes(admin, [acme]),
  'GET /api/vacantes': { body: { success: true, data: { items: vacantes, cursor: null } } },
  'GET /api/areas': { body: { success: true, data: [] } },
  'GET /api/servicios-hr/disponibles': { body: { success: true, data: [] } },
});

/** `GET /api/vacantes/{id}/candidatos` answered by the query: the board asks by stage, the list by its filters. */
export const candidaturasPorConsulta = (elegir: (consulta: URLSearchParams) => unknown[]) => async (_init: RequestInit, url: URL) =>
  jsonResponse({ success: true, data: { items: elegir(url.searchParams), cursor: null } });

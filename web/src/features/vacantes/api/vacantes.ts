// Why one module: every call of the Vacantes screen and its dialogs to the vacantes routes, one family of the route table.
// Vacancies of a company (issue 66 item 1, D185): the paged list (newest first, by state), one
// vacancy, create and edit — and what the form offers: the company's active users as hiring leads,
// its areas and the interview templates it is offered. A company user's calls are their own
// company's; the superadmin names the chosen one.
import type * as z from 'zod/mini';
import type { EtapaVacante } from '@shared/schemas/candidatura';
import { ETAPAS_POR_DEFECTO, type EtapasUpdate } from '@shared/schemas/etapas-vacante';
import type { LoteCreate } from '@shared/schemas/lote-vacante';
import type { EstadoVacante, VacanteConVersion, VacanteCreate, VacanteUpdate } from '@shared/schemas/vacante';
import { llamar } from '../../../lib/api-rutas';
import { descargarCsv, type ResultadoExportacion } from '../../../lib/exportar-csv';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

export { type AreaFila, useAreas } from '../../../lib/areas';

export type VacanteFila = z.output<typeof VacanteConVersion>;

export function useVacantes(empresaId: string | undefined, estado: EstadoVacante | undefined, { enabled = true } = {}) {
  const lista = usePaginada('GET /api/vacantes', { empresaId, estado }, { enabled, mantenerAnteriores: true });
  return { ...lista, vacantes: lista.items };
}

/** The company's users (the hiring lead's choices): read only while the form is open. */
export function useResponsables(empresaId: string | undefined, abierto: boolean) {
  return usePaginada('GET /api/usuarios', { empresaId }, { enabled: abierto });
}

/** The interview templates the company is offered (the same list the schedule dialog offers). */
export function usePlantillasOfrecidas(empresaId: string | undefined, { enabled = true } = {}) {
  return useRuta('GET /api/servicios-hr/disponibles', { query: { empresaId } }, { enabled });
}

export function crearVacante(body: VacanteCreate) {
  return llamar('POST /api/vacantes', { body }, { idempotente: true });
}

export function editarVacante(id: string, empresaId: string | undefined, body: VacanteUpdate) {
  return llamar('PUT /api/vacantes/{id}', { params: { id }, query: { empresaId }, body });
}

/** Publishes a new public apply link (D187) or retires it, from the version read. */
export function publicarEnlace(id: string, empresaId: string | undefined, body: { publicado: boolean; version: number }) {
  return llamar('PUT /api/vacantes/{id}/enlace', { params: { id }, query: { empresaId }, body });
}

/**
 * The company's pipeline stages in order (D195), with the version to edit them from; the defaults
 * while they load, so a board draws at once (a company that renamed them sees its names a moment later).
 */
export function useEtapas(empresaId: string | undefined) {
  const r = useRuta('GET /api/vacantes/etapas', { query: { empresaId } });
  return { etapas: r.data?.etapas ?? ETAPAS_POR_DEFECTO, version: r.data?.version, cargando: r.isLoading, error: r.error as unknown };
}

/** «Etapas del proceso»: the whole list in its new order, from the version read. */
export function guardarEtapas(empresaId: string | undefined, body: EtapasUpdate) {
  return llamar('PUT /api/vacantes/etapas', { query: { empresaId }, body });
}

/** A vacancy's candidates: one stage's column (the board) or, without a stage, the whole vacancy (the list). */
export function useCandidaturas(
  vacanteId: string,
  empresaId: string | undefined,
  etapa?: EtapaVacante,
  /**
   * D202: the list view's period (the company's days) and order; the server's default (newest) is not
   * sent. D206: the integrity flags of each one's interview.
   */
  f: { desde?: string; hasta?: string; orden?: 'recientes' | 'antiguas'; marcadas?: 'con' | 'sin' } = {},
) {
  return usePaginada(
    'GET /api/vacantes/{id}/candidatos',
    { empresaId, etapa, desde: f.desde, hasta: f.hasta, orden: f.orden === 'antiguas' ? f.orden : undefined, marcadas: f.marcadas },
    { params: { id: vacanteId }, mantenerAnteriores: true },
  );
}

/** The company's candidates matching a search (the «Añadir candidato» picker). */
export function useCandidatosBuscados(empresaId: string | undefined, q: string) {
  return usePaginada('GET /api/candidatos', { empresaId, q: q || undefined }, { limite: 10, mantenerAnteriores: true });
}

export function unirCandidato(vacanteId: string, empresaId: string | undefined, candidatoId: string) {
  return llamar(
    'POST /api/vacantes/{id}/candidatos',
    { params: { id: vacanteId }, query: { empresaId }, body: { candidatoId } },
    { idempotente: true },
  );
}

export function moverCandidato(
  vacanteId: string,
  empresaId: string | undefined,
  candidatoId: string,
  body: { etapa: EtapaVacante; version: number; greenhouseAplicacionId?: string | null },
) {
  return llamar('PUT /api/vacantes/{id}/candidatos/{candidatoId}', { params: { id: vacanteId, candidatoId }, query: { empresaId }, body });
}

/** «Exportar CSV» of the vacancy's candidates dialog: the whole vacancy, every stage (D186). */
export function exportarCandidaturasCsv(vacanteId: string, empresaId: string | undefined): Promise<ResultadoExportacion> {
  return descargarCsv('GET /api/vacantes/{id}/exportar', { params: { id: vacanteId }, query: { empresaId } }, 'candidatos.csv');
}

/** A bulk action on the vacancy's candidates (D190): queued; its progress is read with useLote. */
export function crearLote(vacanteId: string, empresaId: string | undefined, body: LoteCreate) {
  return llamar('POST /api/vacantes/{id}/lotes', { params: { id: vacanteId }, query: { empresaId }, body }, { idempotente: true });
}

/** The vacancy's latest bulk actions: the board shows the one still running when it opens. */
export function useLotes(vacanteId: string, empresaId: string | undefined, enabled: boolean) {
  return useRuta('GET /api/vacantes/{id}/lotes', { params: { id: vacanteId }, query: { empresaId } }, { enabled });
}

/** The bulk rejection mail's draft: the company's «Proceso no continúa», {{nombreCandidato}} for each one. */
export function useBorradorLote(vacanteId: string, empresaId: string | undefined, enabled: boolean) {
  return useRuta('GET /api/vacantes/{id}/lotes/borrador', { params: { id: vacanteId }, query: { empresaId } }, { enabled });
}

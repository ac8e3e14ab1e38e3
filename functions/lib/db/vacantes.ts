// Vacancies (issue 66, D185), in the company's partition: `VACANTE#{time-ordered id}`, so the list is
// one Query of the partition, newest first, paged (no Scan). An edit names the version it was made
// from and is written only if that is still the stored one: of two people editing at once the second
// gets a 409, never a lost change.
import type { AppError } from '../errors.js';
import { empresaExisteStep } from './empresas.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, queryPage, transact, updateItem, type Page } from './repository.js';

export interface VacanteItem {
  id: string;
  empresaId: string;
  titulo: string;
  areaId: string | null;
  lugar: string;
  remoto: boolean;
  responsable: { id: string; nombre: string };
  servicioId: string;
  /** The stages with an interview of their own (D205); absent on vacancies saved before. */
  plantillasEtapa?: Record<string, string>;
  estado: 'abierta' | 'en_pausa' | 'cerrada';
  plazas: number;
  fechaCierre: string | null;
  creadaEn: string;
  actualizadaEn: string;
  creadaPor: string;
  /** The public apply link's code while published (D187); GSI1 finds the vacancy by it. */
  enlace?: string | null;
  /** The Greenhouse job and stage mapping (D201); null or absent: not linked. */
  greenhouse?: { jobId: string; etapas: Record<string, string> } | null;
  version: number;
  [k: string]: unknown;
}

export const vacanteKeys = {
  vacante: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `VACANTE#${assertKeyPart(id, 'vacanteId')}` }),
  /** GSI1 of a vacancy with a published link (D187): the code finds it, and only while published. */
  enlace: (codigo: string) => `ENLACEVAC#${assertKeyPart(codigo, 'codigo')}`,
};

/** The index attributes a published link adds (undefined removes them: the link is retired). */
export function indiceEnlace(codigo: string | null) {
  return codigo
    ? { enlace: codigo, GSI1PK: vacanteKeys.enlace(codigo), GSI1SK: 'VACANTE' }
    : { enlace: null, GSI1PK: undefined, GSI1SK: undefined };
}

/**
 * The vacancy a public link names (D187), or undefined. GSI1 is read eventually consistent: a link just
 * published may answer «not found» for a moment, one just retired may be found for a moment (the
 * vacancy read after it, strongly consistent, says whether it is still the link). More than one match
 * (a company's file imported into another company carries the code) is no link: none is opened.
 */
export async function vacantePorEnlace(codigo: string): Promise<VacanteItem | undefined> {
  const page = await queryPage<VacanteItem>({ pk: vacanteKeys.enlace(codigo), index: 'GSI1', limit: 2 });
  if (page.items.length !== 1) return undefined;
  const v = await getVacante(page.items[0].empresaId, page.items[0].id);
  return v?.enlace === codigo ? v : undefined;
}

export function getVacante(empresaId: string, id: string): Promise<VacanteItem | undefined> {
  return getItem<VacanteItem>(vacanteKeys.vacante(empresaId, id));
}

/** One page of the company's vacancies, newest first; `estado` filters the page read (a company holds few). */
export function vacantesDeEmpresa(
  empresaId: string,
  q: { estado?: VacanteItem['estado']; cursor?: string | null; limit?: number },
): Promise<Page<VacanteItem>> {
  return queryPage<VacanteItem>({
    pk: tenantPk(empresaId),
    skPrefix: 'VACANTE#',
    newestFirst: true,
    cursor: q.cursor,
    limit: q.limit,
    ...(q.estado
      ? { filter: { expression: '#estado = :estado', names: { '#estado': 'estado' }, values: { ':estado': q.estado } }, maxPages: 5 }
      : {}),
  });
}

/** A new vacancy in an existing company. */
export async function crearVacante(v: VacanteItem, sinEmpresa: () => AppError): Promise<void> {
  await transact([
    empresaExisteStep(v.empresaId, sinEmpresa),
    {
      op: {
        Put: {
          Item: { ...vacanteKeys.vacante(v.empresaId, v.id), entidad: 'VACANTE', ...v },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
  ]);
}

/**
 * Writes `cambios` and the next version only if the stored version is still `version`; any refused
 * condition (gone, or changed meanwhile) answers `refusado`, and the caller reads again to tell which.
 */
export function actualizarVacante(
  empresaId: string,
  id: string,
  version: number,
  cambios: Partial<VacanteItem>,
  refusado: () => AppError,
): Promise<VacanteItem> {
  return updateItem<VacanteItem>(vacanteKeys.vacante(empresaId, id), { ...cambios, version: version + 1 }, refusado, {
    expression: '#version = :version',
    names: { '#version': 'version' },
    values: { ':version': version },
  });
}

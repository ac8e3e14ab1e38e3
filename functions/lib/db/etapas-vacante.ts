// The company's pipeline stages (D195): one item in the company's partition, `ETAPASVAC`, absent while
// the company keeps the defaults. A save names the version it was made from and is written only if
// that is still the stored one (absent for version 0): of two people editing at once the second gets
// a 409, never a lost change. A deletion first marks its stages `retirando` for a minute (moves into
// them are refused meanwhile), then counts who is in them, then writes or lets the mark go.
import type { AppError } from '../errors.js';
import { candidaturaKeys } from './candidaturas.js';
import { tenantPk, type Key } from './keys.js';
import { countItems, getItem, putIf, queryAll, updateItem } from './repository.js';
import type { VacanteItem } from './vacantes.js';

export interface EtapasItem {
  empresaId: string;
  etapas: Array<{ id: string; nombre: string }>;
  /** Stages being deleted (D195) and until when the mark holds: moves into them are refused meanwhile. */
  retirando?: { ids: string[]; hasta: string } | null;
  actualizadaEn: string;
  actualizadaPor: string;
  version: number;
}

export const etapasKeys = { etapas: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'ETAPASVAC' }) };

/** The company's stages as stored; undefined while it keeps the defaults. Strongly consistent when a move or a save depends on it. */
export function getEtapas(empresaId: string, consistent = false): Promise<EtapasItem | undefined> {
  return getItem<EtapasItem>(etapasKeys.etapas(empresaId), { consistent });
}

/**
 * Writes `cambios` and the next version only if the stored version is still `version` (version 0: only
 * if the company has never saved its stages); otherwise `refusado`.
 */
export async function guardarEtapas(
  empresaId: string,
  version: number,
  cambios: Omit<EtapasItem, 'empresaId' | 'version'>,
  refusado: () => AppError,
): Promise<EtapasItem> {
  if (version === 0) {
    const { retirando, ...resto } = cambios;
    const item: EtapasItem = { ...resto, ...(retirando ? { retirando } : {}), empresaId, version: 1 };
    const escrito = await putIf(
      { ...etapasKeys.etapas(empresaId), entidad: 'ETAPAS_VACANTE', ...item },
      { expression: 'attribute_not_exists(PK)' },
    );
    if (!escrito) throw refusado();
    return item;
  }
  return updateItem<EtapasItem>(etapasKeys.etapas(empresaId), { ...cambios, version: version + 1 }, refusado, {
    expression: '#version = :version',
    names: { '#version': 'version' },
    values: { ':version': version },
  });
}

/** The ids of every vacancy of the company (a stage's deletion counts each one's column): its partition's prefix, never a Scan. */
export async function idsDeVacantes(empresaId: string): Promise<string[]> {
  const vacantes = await queryAll<Pick<VacanteItem, 'id'>>({ pk: tenantPk(empresaId), skPrefix: 'VACANTE#', porLectura: 1_000 });
  return vacantes.map((v) => v.id);
}

/** How many candidates one vacancy has at one stage: its board column's index partition, counted by DynamoDB. */
export function contarEnEtapa(empresaId: string, vacanteId: string, etapa: string): Promise<number> {
  return countItems({ pk: candidaturaKeys.etapa(empresaId, vacanteId, etapa), index: 'GSI1' });
}

// The deliveries of the algorithm dossier to the workers' representatives (issue 56 item 2, D174;
// docs/data-model.md "Algorithm dossier"): one item per delivery in the company's partition,
// `DOSIERENTREGA#{time-ordered id}`, so the newest is one reversed Query. Written once, never changed.
import type { EntregaDosier } from '../../../shared/schemas/dosier.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { createItem, queryPage } from './repository.js';

export type EntregaDosierItem = EntregaDosier & { empresaId: string };

export const dosierKeys = {
  entrega: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `DOSIERENTREGA#${assertKeyPart(id)}` }),
};

const sinClaves = (i: EntregaDosierItem & Partial<Key> & { entidad?: string }): EntregaDosierItem => {
  const { PK: _pk, SK: _sk, entidad: _e, ...resto } = i;
  return resto;
};

export async function crearEntregaDosier(e: EntregaDosierItem): Promise<void> {
  await createItem({ ...dosierKeys.entrega(e.empresaId, e.id), entidad: 'DOSIER_ENTREGA', ...e });
}

/** The company's deliveries, newest first (at most `max`). */
export async function entregasDosier(empresaId: string, max: number): Promise<EntregaDosierItem[]> {
  const p = await queryPage<EntregaDosierItem>({
    pk: tenantPk(empresaId),
    skPrefix: 'DOSIERENTREGA#',
    newestFirst: true,
    limit: max,
    consistent: true,
  });
  return p.items.map(sinClaves);
}

export async function ultimaEntregaDosier(empresaId: string): Promise<EntregaDosierItem | undefined> {
  return (await entregasDosier(empresaId, 1))[0];
}

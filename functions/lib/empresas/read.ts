// Reading companies for the session: the superadmin sees every company, a company user only
// its own (spec part 1 §4, §6). Items are mapped to the client shape of part 1 §3.2.
import { toEmpresaCliente } from '../../../shared/schemas/empresa-mapping.js';
import type { Empresa } from '../../../shared/schemas/empresa.js';
import type { Caller } from '../auth/caller.js';
import { keys } from '../db/keys.js';
import { getItem, queryPage } from '../db/repository.js';

/** The session's company list is loaded whole; past this many companies the superadmin searches instead. */
const MAX_EMPRESAS_SESION = 1_000;

export async function getEmpresaItem(empresaId: string): Promise<Record<string, unknown> | undefined> {
  return getItem<Record<string, unknown>>(keys.empresa(empresaId));
}

export async function empresasVisibles(caller: Pick<Caller, 'rol' | 'empresaId'>, now = new Date()): Promise<Empresa[]> {
  if (caller.rol !== 'superadmin') {
    if (!caller.empresaId) return [];
    const item = await getEmpresaItem(caller.empresaId);
    return item ? [toEmpresaCliente(item, now)] : [];
  }
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Record<string, unknown>[]; cursor: string | null } = await queryPage<Record<string, unknown>>({
      pk: 'EMPRESAS',
      index: 'GSI1',
      newestFirst: true,
      limit: 100,
      cursor,
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < MAX_EMPRESAS_SESION);
  return items.map((i) => toEmpresaCliente(i, now));
}

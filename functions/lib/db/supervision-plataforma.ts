// The platform's oversight record (issue 45, D155): an append-only partition `PLATAFORMA#SUPERV`,
// one item per act of a superadmin over another person's access, sorted by date (`{fecha ISO}#{id}`).
// Items are only ever created (conditional on no item with that key) and never updated or deleted by
// the product; they hold ids, never personal data, so an erasure leaves the record whole. The
// companies' own oversight record (`EMP#{id}#SUPERV…`) is another module.
import { randomUUID } from 'node:crypto';
import { createItem, queryPage, type Page } from './repository.js';

export const SUPERVISION_PLATAFORMA_PK = 'PLATAFORMA#SUPERV';

export type TipoSupervisionPlataforma = 'segundo_factor_restablecido';

export interface SupervisionPlataformaItem {
  PK: string;
  SK: string;
  entidad: 'SUPERVISION_PLATAFORMA';
  id: string;
  tipo: TipoSupervisionPlataforma;
  /** Who did it (a superadmin's user id). */
  por: string;
  /** Whose access it was. */
  usuarioId: string;
  /** The user's company, null for another superadmin. */
  empresaId: string | null;
  fecha: string;
}

export async function registrarSupervisionPlataforma(
  entrada: { tipo: TipoSupervisionPlataforma; por: string; usuarioId: string; empresaId: string | null },
  now = new Date(),
): Promise<SupervisionPlataformaItem> {
  const id = randomUUID();
  const fecha = now.toISOString();
  const item: SupervisionPlataformaItem = {
    PK: SUPERVISION_PLATAFORMA_PK,
    SK: `${fecha}#${id}`,
    entidad: 'SUPERVISION_PLATAFORMA',
    id,
    ...entrada,
    fecha,
  };
  await createItem(item as SupervisionPlataformaItem & Record<string, unknown>);
  return item;
}

/** The record newest first, a page at a time. */
export function listarSupervisionPlataforma(cursor: string | null, limit = 50): Promise<Page<SupervisionPlataformaItem>> {
  return queryPage<SupervisionPlataformaItem>({ pk: SUPERVISION_PLATAFORMA_PK, newestFirst: true, limit, cursor });
}

// A page of a company's users (or, for the superadmin without a company, of every company's).
import type { Usuario } from '../../../shared/schemas/usuario.js';
import { paginaUsuarios } from '../db/usuarios.js';
import { toUsuario } from './mapping.js';

export async function listarUsuarios(
  empresaId: string | null,
  q: { cursor?: string; limit?: number },
): Promise<{ items: Usuario[]; cursor: string | null }> {
  const page = await paginaUsuarios(empresaId, q);
  return { items: page.items.map((i) => toUsuario(i)), cursor: page.cursor };
}

// Users of a company (spec part 1 §7.2, manage_users): the paginated list and the calls that
// create, update and delete. An admin's list is its own company; the superadmin names one.
import type * as z from 'zod/mini';
import type { UsuarioCreado, UsuarioCreateBody, UsuarioUpdateBody } from '@shared/schemas/usuario';
import { llamar } from '../../../lib/api-rutas';
import { usePaginada } from '../../../lib/use-paginada';
import type { SessionUser } from '../../../lib/session';

export type UsuarioFila = SessionUser;

/** The list's pages (of the named company for the superadmin; an admin's own otherwise). */
export function useUsuarios(empresaId: string | undefined, { enabled = true } = {}) {
  const lista = usePaginada('GET /api/usuarios', { empresaId }, { enabled });
  return { ...lista, usuarios: lista.items };
}

export type UsuarioCreadoData = Omit<z.input<typeof UsuarioCreado>, 'user'> & { user: UsuarioFila };

export async function crearUsuario(body: UsuarioCreateBody): Promise<UsuarioCreadoData> {
  const { data } = await llamar('POST /api/usuarios', { body }, { idempotente: true });
  return data;
}

export async function actualizarUsuario(id: string, body: UsuarioUpdateBody): Promise<UsuarioFila> {
  const { data } = await llamar('PUT /api/usuarios/{id}', { params: { id }, body });
  return data;
}

export async function eliminarUsuario(id: string): Promise<void> {
  await llamar('DELETE /api/usuarios/{id}', { params: { id } });
}

/** The superadmin turns off another admin's second factor (D155); it is written to the platform's oversight record. */
export async function restablecerSegundoFactor(id: string, empresaId: string | undefined): Promise<void> {
  await llamar('POST /api/usuarios/{id}/segundo-factor/restablecer', { params: { id }, query: { empresaId } });
}

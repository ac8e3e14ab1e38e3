// Users of a company (spec part 1 §7.2, manage_users): the paginated list and the calls that
// create, update and delete. An admin's list is its own company; the superadmin names one.
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { PAGINACION } from '@shared/constants';
import type { UsuarioCreado, UsuarioCreateBody, UsuarioUpdateBody, UsuariosPage } from '@shared/schemas/usuario';
import { api, fetcher } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

export type UsuarioFila = SessionUser;
type Pagina = Omit<z.input<typeof UsuariosPage>, 'items'> & { items: UsuarioFila[] };

/** The list's pages: the key of each page carries the previous page's cursor. */
export function useUsuarios(empresaId: string | undefined, { enabled = true } = {}) {
  const swr = useSWRInfinite<Pagina>(
    (index, previous: Pagina | null) => {
      if (!enabled) return null;
      if (previous && !previous.cursor) return null;
      const params = new URLSearchParams();
      if (empresaId) params.set('empresaId', empresaId);
      if (previous?.cursor) params.set('cursor', previous.cursor);
      params.set('limit', String(PAGINACION.limitePorDefecto));
      return `/api/usuarios?${params}`;
    },
    fetcher,
    { revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  const usuarios = pages.flatMap((page) => page.items ?? []);
  const hayMas = pages.length > 0 && !!pages[pages.length - 1]?.cursor;
  const cargandoMas = swr.isValidating && swr.size > pages.length;
  return { ...swr, usuarios, hayMas, cargandoMas, cargarMas: () => swr.setSize(swr.size + 1) };
}

export type UsuarioCreadoData = Omit<z.input<typeof UsuarioCreado>, 'user'> & { user: UsuarioFila };

export async function crearUsuario(body: UsuarioCreateBody): Promise<UsuarioCreadoData> {
  const { data } = await api.post<UsuarioCreadoData>('/api/usuarios', body, { idempotente: true });
  return data;
}

export async function actualizarUsuario(id: string, body: UsuarioUpdateBody): Promise<UsuarioFila> {
  const { data } = await api.put<UsuarioFila>(`/api/usuarios/${encodeURIComponent(id)}`, body);
  return data;
}

export async function eliminarUsuario(id: string): Promise<void> {
  await api.delete(`/api/usuarios/${encodeURIComponent(id)}`);
}

// The signed-in user's profile (spec part 2 "Perfil", §7 "Profile"): GET and PUT /api/perfil and
// the avatar upload, whose progress the screen shows.
import type * as z from 'zod/mini';
import { AVATAR, type AvatarData, type PerfilData } from '@shared/schemas/usuario';
import type { PerfilUpdate } from '@shared/schemas/usuario';
import { uploadWithProgress } from '../../../lib/api-client';
import { llamar, urlRuta } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export type Perfil = z.infer<typeof PerfilData>;

/** The SWR key of the profile (the screen writes a saved profile there). */
export const PERFIL_KEY = urlRuta('GET /api/perfil');

/** Loads the profile once per visit; a failure is only logged (part 2 §8 "Profile"). */
export function usePerfil() {
  return useRuta('GET /api/perfil', undefined, {
    // As the server sends it (its output: every default filled in).
    leer: (r) => r.data as Perfil,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onError: (error: unknown) => console.warn('No se pudo sincronizar el perfil', error),
  });
}

function esPerfil(data: unknown): data is Perfil {
  return typeof data === 'object' && data !== null && typeof (data as { nombre?: unknown }).nombre === 'string';
}

/** PUT /api/perfil; resolves to the saved profile, or null when the answer confirms nothing. */
export async function guardarPerfil(body: PerfilUpdate): Promise<Perfil | null> {
  const { success, data } = await llamar('PUT /api/perfil', { body });
  return success && esPerfil(data) ? data : null;
}

/** POST /api/perfil/avatar (multipart field `avatar`); resolves to the new avatarUrl. */
export async function subirAvatar(file: File, onProgress: (percent: number) => void): Promise<string | undefined> {
  const form = new FormData();
  form.append(AVATAR.campo, file, file.name);
  const { data } = await uploadWithProgress<Partial<z.infer<typeof AvatarData>>>(urlRuta('POST /api/perfil/avatar'), form, { onProgress });
  return data?.avatarUrl || data?.url || undefined;
}

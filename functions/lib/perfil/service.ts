// The signed-in user's own profile: update (email, role and company are not editable here). The
// avatar upload is perfil/avatar.ts (it alone needs the files bucket).
import type { PerfilUpdate } from '../../../shared/schemas/usuario.js';
import type { Caller } from '../auth/caller.js';
import { actualizarPerfil as guardarPerfil } from '../db/usuarios.js';
import { deepMerge, isPlainObject } from '../merge.js';
import { getEmpresa } from '../db/empresas.js';
import { telefonosDeUsuario } from '../telefono.js';
import { paisDeEmpresa } from '../../../shared/paises.js';
import { toPerfil } from '../usuarios/mapping.js';

export async function actualizarPerfil(caller: Caller, entrada: PerfilUpdate, now = new Date()) {
  // Their phones read with their company's country, stored in E.164 (issue 67 item 9).
  const body = await telefonosDeUsuario(entrada, caller.profile, async () =>
    paisDeEmpresa(caller.empresaId ? await getEmpresa(caller.empresaId) : undefined),
  );
  const changes: Record<string, unknown> = { updatedAt: now.toISOString() };
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    changes[k] = isPlainObject(v) ? deepMerge(caller.profile[k], v) : v;
  }
  // titulo and puesto are the same value on the profile screen (spec part 2 §3).
  if (body.titulo !== undefined && body.puesto === undefined) changes.puesto = body.titulo;
  if (body.puesto !== undefined && body.titulo === undefined) changes.titulo = body.puesto;
  const updated = await guardarPerfil(caller.empresaId, caller.userId, changes);
  return toPerfil(updated);
}

// The user profile item and its client shape (spec part 1 §3.1, part 2 §3 "User profile").
import { permisosDe } from '../../../shared/permissions.js';
import { PerfilUsuario, Usuario } from '../../../shared/schemas/usuario.js';
import type { ProfileItem } from '../db/usuarios.js';

/** What counts towards "profile complete" (the profile screen's percentage). */
const CAMPOS_COMPLETITUD: Array<(p: Record<string, any>) => unknown> = [
  (p) => p.nombre,
  (p) => p.apellidos,
  (p) => p.telefono || p.telefonoMovil,
  (p) => p.puesto || p.titulo,
  (p) => p.departamento,
  (p) => p.biografia,
  (p) => p.fechaNacimiento,
  (p) => p.direccion?.ciudad,
  (p) => p.avatarUrl,
  (p) => p.redesSociales?.linkedin || p.redesSociales?.website,
];

export function completitudPerfil(profile: Record<string, unknown>): number {
  const filled = CAMPOS_COMPLETITUD.filter((f) => {
    const v = f(profile);
    return typeof v === 'string' ? v.trim().length > 0 : Boolean(v);
  }).length;
  return Math.round((filled / CAMPOS_COMPLETITUD.length) * 100);
}

/** Drops the storage attributes (keys, index keys, entity tag) before parsing. */
function withoutStorage(item: Record<string, unknown>): Record<string, unknown> {
  const { PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, entidad: _e, ...rest } = item;
  return rest;
}

export function toUsuario(item: ProfileItem, extra: { empresaNombre?: string } = {}): Usuario {
  const activo = item.activo !== false;
  return Usuario.parse({
    ...withoutStorage(item),
    empresaId: item.empresaId ?? null,
    ...(extra.empresaNombre ? { empresaNombre: extra.empresaNombre, empresa: extra.empresaNombre } : {}),
    permisos: permisosDe(item.rol, activo),
    activo,
    completitudPerfil: completitudPerfil(item),
  });
}

export function toPerfil(item: ProfileItem) {
  return { ...PerfilUsuario.parse(withoutStorage(item)), completitudPerfil: completitudPerfil(item) };
}

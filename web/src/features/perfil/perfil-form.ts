// The profile form's values and the body a save sends: only the fields that changed, never the
// read-only ones (email, rol, empresaId, id, avatarUrl; PerfilUpdate refuses them anyway).
import type * as z from 'zod/mini';
import type { Genero, PerfilUpdate } from '@shared/schemas/usuario';
import type { SessionUser } from '../../lib/session';
import type { Perfil } from './api/perfil';

export const GENERO_ETIQUETAS: Record<Genero, string> = {
  prefiero_no_decir: 'Prefiero no decirlo',
  masculino: 'Masculino',
  femenino: 'Femenino',
  otro: 'Otro',
};

const CAMPOS_TEXTO = ['nombre', 'apellidos', 'telefono', 'telefonoMovil', 'departamento', 'biografia'] as const;
const DIRECCION = ['calle', 'ciudad', 'estado', 'codigoPostal', 'pais'] as const;
const REDES = ['linkedin', 'twitter', 'github', 'website'] as const;

/**
 * The form holds PerfilUpdate's input, every text filled ('' when empty), fechaNacimiento as
 * YYYY-MM-DD or null, and one input (puesto) for titulo and puesto, which hold the same value
 * (part 2 §3).
 */
export type PerfilFormValues = z.input<typeof PerfilUpdate>;

type Direccion = Record<(typeof DIRECCION)[number], string>;
type Redes = Record<(typeof REDES)[number], string>;

function grupo<K extends string>(claves: readonly K[], valores: Partial<Record<K, string | undefined>> | undefined): Record<K, string> {
  return Object.fromEntries(claves.map((k) => [k, valores?.[k] ?? ''])) as Record<K, string>;
}

type Origen = Partial<Perfil> | SessionUser;

/** The form's values for a profile (or, before it loads, for the session user). */
export function valoresPerfil(origen: Origen): PerfilFormValues {
  return {
    nombre: origen.nombre ?? '',
    apellidos: origen.apellidos ?? '',
    telefono: origen.telefono ?? '',
    telefonoMovil: origen.telefonoMovil ?? '',
    fechaNacimiento: origen.fechaNacimiento ?? null,
    genero: origen.genero ?? 'prefiero_no_decir',
    puesto: origen.puesto || origen.titulo || '',
    departamento: origen.departamento ?? '',
    biografia: origen.biografia ?? '',
    direccion: grupo<keyof Direccion>(DIRECCION, origen.direccion),
    redesSociales: grupo<keyof Redes>(REDES, origen.redesSociales),
  };
}

/**
 * The PUT body: the top-level fields that differ from `antes`; titulo goes with puesto; an address
 * or social-network group goes whole when any of its fields changed, so the stored group is
 * complete whether the server merges or replaces it.
 */
export function cambiosPerfil(antes: PerfilFormValues, despues: PerfilUpdate): PerfilUpdate {
  const body: PerfilUpdate = {};
  for (const campo of CAMPOS_TEXTO) {
    const valor = despues[campo] ?? '';
    if (valor !== (antes[campo] ?? '')) body[campo] = valor;
  }
  const fecha = despues.fechaNacimiento || null;
  if (fecha !== (antes.fechaNacimiento || null)) body.fechaNacimiento = fecha;
  if (despues.genero && despues.genero !== antes.genero) body.genero = despues.genero;
  const puesto = despues.puesto ?? '';
  if (puesto !== (antes.puesto ?? '')) {
    body.puesto = puesto;
    body.titulo = puesto;
  }
  const direccion = grupo<keyof Direccion>(DIRECCION, despues.direccion);
  const direccionAntes = grupo<keyof Direccion>(DIRECCION, antes.direccion);
  if (DIRECCION.some((k) => direccion[k] !== direccionAntes[k])) body.direccion = direccion;
  const redes = grupo<keyof Redes>(REDES, despues.redesSociales);
  const redesAntes = grupo<keyof Redes>(REDES, antes.redesSociales);
  if (REDES.some((k) => redes[k] !== redesAntes[k])) body.redesSociales = redes;
  return body;
}

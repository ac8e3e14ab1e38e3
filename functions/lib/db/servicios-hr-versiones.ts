// The versions of an HR service template (D174; docs/data-model.md "HR service template version"):
// platform items beside the template, `SERVICIOVER#{codigo}#{nnnnnn}`, each a copy of what the interview
// and the model's prompt are made of, who saved it and when. Written in the same transaction as the
// template's create or edit (servicios-hr.ts), by the seed once for version 1; never changed. The
// algorithm dossier compares each version with the one before.
import { assertKeyPart, PLATFORM_PK, type Key } from './keys.js';
import { queryAll, type TransactStep } from './repository.js';

/** What a version keeps. */
export interface VersionServicioItem {
  codigo: string;
  version: number;
  nombre?: unknown;
  descripcion?: unknown;
  estructura?: unknown;
  contexto?: unknown;
  prompt_sistema?: unknown;
  prompt_usuario?: unknown;
  fecha: string;
  por?: string;
}

const CAMPOS_VERSION = ['nombre', 'descripcion', 'estructura', 'contexto', 'prompt_sistema', 'prompt_usuario'] as const;

export const versionServicioKey = (codigo: string, version: number): Key => ({
  PK: PLATFORM_PK,
  SK: `SERVICIOVER#${assertKeyPart(codigo, 'codigo')}#${String(version).padStart(6, '0')}`,
});

/**
 * A version's copy of template `t`. Put unconditionally: a template deleted and created again under
 * the same codigo starts at version 1 again, and its new copy replaces the old one.
 */
export function itemVersionServicio(
  t: Record<string, unknown>,
  version: number,
  fecha: string,
  por?: string,
): Key & Record<string, unknown> {
  const campos = Object.fromEntries(CAMPOS_VERSION.filter((c) => t[c] !== undefined).map((c) => [c, t[c]]));
  return {
    ...versionServicioKey(String(t.codigo), version),
    entidad: 'SERVICIO_HR_VERSION',
    codigo: t.codigo,
    version,
    ...campos,
    fecha,
    ...(por ? { por } : {}),
  };
}

export const pasoVersionServicio = (t: Record<string, unknown>, version: number, fecha: string, por: string | undefined): TransactStep => ({
  op: { Put: { Item: itemVersionServicio(t, version, fecha, por) } },
});

/** Every stored version of a template, oldest first. */
export async function versionesServicioHr(codigo: string): Promise<VersionServicioItem[]> {
  return queryAll<VersionServicioItem>({ pk: PLATFORM_PK, skPrefix: `SERVICIOVER#${assertKeyPart(codigo, 'codigo')}#`, max: 1_000 });
}

// AI provider keys (docs/data-model.md "Provider keys"; D60): one item per provider, the platform's
// (`PLATAFORMA / APIKEY#{proveedor}`) or a company's (`EMP#{empresaId} / APIKEY#{proveedor}`). The key
// is stored sealed (functions/lib/cifrado.ts) with its last four characters for display, the model,
// the enabled flag and the last test's outcome.
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { Sobre } from '../cifrado.js';
import { assertKeyPart, PLATFORM_PK, tenantPk, type Key } from './keys.js';
import type { AppError } from '../errors.js';
import { getItem, putItem, queryAll, transact, updateItem } from './repository.js';

export interface EstadoClave {
  /** null until the key is tested. */
  isValid: boolean | null;
  lastError: string | null;
  probadaEn?: string;
}

export interface ClaveApiItem {
  proveedor: ProveedorIA;
  sobre: Sobre;
  ultimos4: string;
  modelo?: string;
  /** The models the provider listed for this key at its last test (D120). */
  modelosDisponibles?: string[];
  habilitada: boolean;
  /** Platform keys only: another base URL for the provider (a gateway); companies use the platform's. */
  baseUrl?: string;
  estado: EstadoClave;
  actualizadaEn: string;
  actualizadaPor: string;
}

/** Whose key: a company, or null for the platform's. */
export type Ambito = string | null;

export const claveApiKeys = {
  clave: (ambito: Ambito, p: ProveedorIA): Key => ({
    PK: ambito ? tenantPk(ambito) : PLATFORM_PK,
    SK: `APIKEY#${assertKeyPart(p, 'proveedor')}`,
  }),
  auditoria: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `AUDIT#${id}` }),
};

export function clavesDe(ambito: Ambito): Promise<ClaveApiItem[]> {
  return queryAll<ClaveApiItem>({ pk: ambito ? tenantPk(ambito) : PLATFORM_PK, skPrefix: 'APIKEY#' });
}

export function claveDe(ambito: Ambito, p: ProveedorIA): Promise<ClaveApiItem | undefined> {
  return getItem<ClaveApiItem>(claveApiKeys.clave(ambito, p));
}

export async function guardarClave(ambito: Ambito, item: ClaveApiItem): Promise<void> {
  await putItem({ ...claveApiKeys.clave(ambito, item.proveedor), entidad: 'CLAVE_API', ...item });
}

/** Changes what is not the key (model, enabled, base URL, last test) of an existing key. */
export function actualizarClave(
  ambito: Ambito,
  p: ProveedorIA,
  cambios: Partial<Omit<ClaveApiItem, 'proveedor' | 'sobre'>>,
): Promise<ClaveApiItem> {
  return updateItem<ClaveApiItem>(claveApiKeys.clave(ambito, p), cambios);
}

/**
 * Deletes a company's key if it is there (else `falta`), with an audit entry beside it in one
 * transaction: who removed which provider's key, when (D129; as a candidate's erasure leaves one).
 */
export async function borrarClave(
  empresaId: string,
  p: ProveedorIA,
  auditoria: { id: string; por: string; fecha: string },
  falta: () => AppError,
): Promise<void> {
  await transact([
    {
      op: { Delete: { Key: claveApiKeys.clave(empresaId, p), ConditionExpression: 'attribute_exists(PK)' } },
      onConditionFail: falta,
    },
    {
      op: {
        Put: {
          Item: {
            ...claveApiKeys.auditoria(empresaId, auditoria.id),
            entidad: 'AUDITORIA',
            accion: 'clave_api_eliminada',
            proveedor: p,
            por: auditoria.por,
            fecha: auditoria.fecha,
          },
        },
      },
    },
  ]);
}

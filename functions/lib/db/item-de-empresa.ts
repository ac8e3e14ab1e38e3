// A company's one item of a kind (a connection kept whole: Greenhouse's, D197; WhatsApp's, D220): its key
// under the tenant, its read and its whole write, said once for the modules that keep such an item.
import { tenantPk, type Key } from './keys.js';
import { getItem, putItem } from './repository.js';

export interface ItemDeEmpresa<T extends object> {
  clave: (empresaId: string) => Key;
  leer: (empresaId: string) => Promise<T | undefined>;
  /** Writes the item whole: a replacement overwrites every field (sealed ones too). */
  guardar: (empresaId: string, item: T) => Promise<void>;
}

export function itemDeEmpresa<T extends object>(sk: string, entidad: string): ItemDeEmpresa<T> {
  const clave = (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: sk });
  return {
    clave,
    leer: (empresaId) => getItem<T>(clave(empresaId)),
    guardar: async (empresaId, item) => {
      await putItem({ ...clave(empresaId), entidad, ...item });
    },
  };
}

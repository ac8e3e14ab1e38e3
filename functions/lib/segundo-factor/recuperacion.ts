// Recovery codes of the second factor (D155): ten single-use codes made at enrolment and shown once;
// only their SHA-256 hashes are stored, one item each in the user's partition
// (`SEGFACTOR#{userId}#{hash}`), so spending one is a single conditional delete: two sign-ins with
// the same code cannot both succeed. The codes are 10 random base32 characters (50 bits): a fast hash
// is enough for values nobody chose. A new enrolment or a reset replaces or removes the set.
import { createHash, randomBytes } from 'node:crypto';
import { assertKeyPart, partitionPk, type Key } from '../db/keys.js';
import { deleteIf, deleteItems, putItems, queryAll } from '../db/repository.js';

export const CODIGOS_RECUPERACION = 10;
const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const prefijo = (userId: string) => `SEGFACTOR#${assertKeyPart(userId, 'userId')}#`;
const hash = (codigo: string) => createHash('sha256').update(codigo.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
const clave = (empresaId: string | null, userId: string, codigo: string): Key => ({
  PK: partitionPk(empresaId),
  SK: `${prefijo(userId)}${hash(codigo)}`,
});

/** A code as shown: `XXXXX-XXXXX`. */
function nuevoCodigo(): string {
  const bytes = randomBytes(10);
  const texto = Array.from(bytes, (b) => ALFABETO[b & 31]).join('');
  return `${texto.slice(0, 5)}-${texto.slice(5)}`;
}

async function borrarCodigos(empresaId: string | null, userId: string): Promise<void> {
  const actuales = await queryAll<Key>({ pk: partitionPk(empresaId), skPrefix: prefijo(userId), consistent: true });
  if (actuales.length) await deleteItems(actuales.map(({ PK, SK }) => ({ PK, SK })));
}

/** Replaces the user's codes with ten new ones and answers them (the only time they are readable). */
export async function nuevosCodigosRecuperacion(empresaId: string | null, userId: string, now = new Date()): Promise<string[]> {
  await borrarCodigos(empresaId, userId);
  const codigos = Array.from({ length: CODIGOS_RECUPERACION }, nuevoCodigo);
  await putItems(
    codigos.map((c) => ({ ...clave(empresaId, userId, c), entidad: 'CODIGO_RECUPERACION', userId, creadoEn: now.toISOString() })),
  );
  return codigos;
}

/** Spends a code: true once for each stored code, false for any other (or the second time). */
export function consumirCodigoRecuperacion(empresaId: string | null, userId: string, codigo: string): Promise<boolean> {
  return deleteIf(clave(empresaId, userId, codigo), { expression: 'attribute_exists(PK)' });
}

/** A reset: the user's remaining codes go with the factor. */
export function anularCodigosRecuperacion(empresaId: string | null, userId: string): Promise<void> {
  return borrarCodigos(empresaId, userId);
}

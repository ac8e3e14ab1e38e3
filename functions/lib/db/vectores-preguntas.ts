// The vectors of a template version's questions, computed once (issue 64 item 4): every analysis of
// an interview compares its answers with the questions of its design by meaning, and those questions
// are the same for every interview of a template version. They are kept in the company's partition
// (the template may be the company's own; the key starts with the tenant, docs/data-model.md),
// under the model they were computed with and a hash of the very texts, so another model, another
// version or an edited question never reads them.
//
// Size. DynamoDB caps an item at 400 KB (attribute names and values). Each vector is stored as
// Float32 little-endian bytes in one Binary attribute: 2 KB a question with Titan's 512 dimensions,
// 4 KB with Cohere's 1 024, 6 KB with OpenAI's text-embedding-3-small (1 536). A design holds at most
// 12 phases of 20 questions (shared/schemas/servicio-hr.ts): 240 questions are 480 KB to 1.4 MB, so
// the vectors are split into parts of at most 300 KB of bytes each (146 Titan questions, 48 OpenAI
// ones: a usual design is one part) written in one transaction; the rest of an item is its keys and
// a few numbers.
//
// Two analyses that miss at once both compute; the write is conditional (`attribute_not_exists(PK)`,
// or an item past its expiry that DynamoDB's TTL has not removed yet), so the first stays and the
// second's refused write changes nothing. A read takes the vectors only when every part is there and
// agrees with the others; anything less is a miss.
//
// Not in the company's data file and not listed in datos/elementos.ts (an unknown kind: not
// exported, removed by a clear, swept with the company): they are derived from the template's text
// and are computed again when missing. No candidate data is in them.
import { createHash } from 'node:crypto';
import { logger } from '../logger.js';
import { assertKeyPart, tenantPk } from './keys.js';
import { putIf, queryAll, transactIf, type Condition, type Item } from './repository.js';

export const VECTORES_PREFIJO = 'VECTORES';
/** Bytes of vectors in one item: 300 KB, leaving the rest of DynamoDB's 400 KB to the keys and numbers. */
export const BYTES_POR_PARTE = 300_000;
/** A transaction's items total at most 4 MB: above 3.5 MB of vectors nothing is stored (computed every time). */
const BYTES_MAX = 3_500_000;
/** Kept 180 days (TTL `expiresAt`): a template's old versions stop costing storage, and a live one is computed again twice a year. */
const DIAS = 180;

export interface PreguntasDeVersion {
  empresaId: string;
  /** The template (a platform code or the company's `propia-…`). */
  servicioId: string;
  /** The template's version (the design snapshot's `servicioVersion`). */
  version: number | string;
  /** What makes vectors comparable (embeddings.ts `idVectores`: the model and, for Titan, its dimensions). */
  modelo: string;
  /** The questions' texts, in the order their vectors are wanted. */
  textos: string[];
}

export interface VectoresPreguntasItem {
  PK: string;
  SK: string;
  entidad: 'VECTORES_PREGUNTAS';
  empresaId: string;
  servicioId: string;
  version: string;
  modelo: string;
  /** SHA-256 (hex) of the texts, as in the key. */
  huella: string;
  /** This part's number and how many there are. */
  parte: number;
  partes: number;
  /** The index of this part's first question, and how many it holds. */
  desde: number;
  n: number;
  /** How many questions in all. */
  total: number;
  dimensiones: number;
  /** n × dimensiones Float32 values, little-endian. */
  vectores: Uint8Array;
  creadoEn: string;
  expiresAt: number;
}

/** SHA-256 of the texts, in order (a question edited, added, removed or moved is another set). */
export const huellaTextos = (textos: string[]) => createHash('sha256').update(JSON.stringify(textos)).digest('hex');

/** `VECTORES#{modelo}#{servicioId}#{version}#{sha256 of the texts}#`: the prefix of a set's parts. */
export function prefijoVectores(p: Omit<PreguntasDeVersion, 'empresaId'>): string {
  return [
    VECTORES_PREFIJO,
    assertKeyPart(p.modelo, 'modelo'),
    assertKeyPart(p.servicioId, 'servicioId'),
    assertKeyPart(String(p.version), 'version'),
    huellaTextos(p.textos),
    '',
  ].join('#');
}

const parteSk = (prefijo: string, parte: number) => `${prefijo}${String(parte).padStart(2, '0')}`;

/** Vectors as Float32 little-endian bytes. */
export function aBytes(vs: readonly Float32Array[], dimensiones: number): Uint8Array {
  const out = new Uint8Array(vs.length * dimensiones * 4);
  const dv = new DataView(out.buffer);
  vs.forEach((v, i) => v.forEach((x, j) => dv.setFloat32((i * dimensiones + j) * 4, x, true)));
  return out;
}

/** `n` vectors of `dimensiones` from Float32 little-endian bytes (null when the length is not that). */
export function deBytes(b: Uint8Array, n: number, dimensiones: number): Float32Array[] | null {
  if (!(b instanceof Uint8Array) || b.byteLength !== n * dimensiones * 4) return null;
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return Array.from({ length: n }, (_, i) => {
    const v = new Float32Array(dimensiones);
    for (let j = 0; j < dimensiones; j++) v[j] = dv.getFloat32((i * dimensiones + j) * 4, true);
    return v;
  });
}

/** The stored set when every part is there, alive and agrees with the others; else undefined (a miss). */
function leer(items: VectoresPreguntasItem[], total: number, ahora: number): Float32Array[] | undefined {
  const primero = items[0];
  if (!primero || primero.total !== total || items.length !== primero.partes) return undefined;
  const out: Float32Array[] = [];
  for (const [k, it] of [...items].sort((a, b) => a.parte - b.parte).entries()) {
    if (it.parte !== k || it.partes !== primero.partes || it.total !== total || it.dimensiones !== primero.dimensiones) return undefined;
    if (it.desde !== out.length || !(it.expiresAt > ahora / 1000)) return undefined;
    const vs = deBytes(it.vectores, it.n, it.dimensiones);
    if (!vs) return undefined;
    out.push(...vs);
  }
  return out.length === total ? out : undefined;
}

/**
 * The questions' vectors of one template version under one model: read from the company's
 * partition, else `calcular(textos)` and stored. `calcular` is the caller's (embeddings.ts
 * `vectoresDe` with the questions' role); its errors go up as they are. A failed store is logged and
 * the computed vectors returned: the cache saves calls, it never fails an analysis.
 */
export async function vectoresDePreguntas(
  p: PreguntasDeVersion,
  calcular: (textos: string[]) => Promise<Float32Array[]>,
  ahora: () => number = Date.now,
): Promise<Float32Array[]> {
  const pk = tenantPk(p.empresaId);
  const prefijo = prefijoVectores(p);
  if (!p.textos.length) return [];
  const items = await queryAll<VectoresPreguntasItem>({ pk, skPrefix: prefijo, consistent: true, max: 100 });
  const guardados = leer(items, p.textos.length, ahora());
  if (guardados) return guardados;

  const vectores = await calcular(p.textos);
  if (vectores.length !== p.textos.length)
    throw new Error(`vectoresDePreguntas: ${vectores.length} vectores para ${p.textos.length} textos`);
  const dimensiones = vectores[0]!.length;
  // Nothing to keep (every question empty), vectors of mixed sizes, or too many bytes for one transaction.
  if (!dimensiones || vectores.some((v) => v.length !== dimensiones) || vectores.length * dimensiones * 4 > BYTES_MAX) return vectores;

  const porParte = Math.max(1, Math.floor(BYTES_POR_PARTE / (dimensiones * 4)));
  const partes = Math.ceil(vectores.length / porParte);
  const t = ahora();
  const base = {
    PK: pk,
    entidad: 'VECTORES_PREGUNTAS' as const,
    empresaId: p.empresaId,
    servicioId: p.servicioId,
    version: String(p.version),
    modelo: p.modelo,
    huella: prefijo.split('#')[4]!,
    partes,
    total: vectores.length,
    dimensiones,
    creadoEn: new Date(t).toISOString(),
    expiresAt: Math.floor(t / 1000) + DIAS * 86_400,
  };
  const nuevos: VectoresPreguntasItem[] = Array.from({ length: partes }, (_, parte) => {
    const trozo = vectores.slice(parte * porParte, (parte + 1) * porParte);
    return { ...base, SK: parteSk(prefijo, parte), parte, desde: parte * porParte, n: trozo.length, vectores: aBytes(trozo, dimensiones) };
  });
  // Absent, or expired and not yet removed by the TTL: then (and only then) this run's vectors are kept.
  const condicion: Condition = {
    expression: 'attribute_not_exists(PK) OR expiresAt < :ahora',
    values: { ':ahora': Math.floor(t / 1000) },
  };
  try {
    if (nuevos.length === 1) await putIf(nuevos[0]! as VectoresPreguntasItem & Item, condicion);
    else
      await transactIf(
        nuevos.map((item) => ({
          op: {
            Put: {
              Item: item,
              ConditionExpression: condicion.expression,
              ExpressionAttributeValues: condicion.values,
            },
          },
        })),
      );
  } catch (err) {
    logger.warn('Question vectors not stored', { empresaId: p.empresaId, servicioId: p.servicioId, error: (err as Error).message });
  }
  return vectores;
}

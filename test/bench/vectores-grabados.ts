// Recorded vectors for the comparison by meaning (issue 64 item 6, D177), read: each fixture that
// vectores.ts recorded (test/bench/integridad/vectores-<model>-<set>.json) as the pipeline's meaning
// step for each interview, so the benchmark measures the meaning method with no account or key.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { VectoresEntrevista } from '../../functions/lib/analisis/comprobaciones/significado.js';
import type { Significado } from '../../functions/lib/analisis/evaluar.js';

/** A set's name, and what the fixture needs of an interview (integridad.ts's EntrevistaBench). */
type Conjunto = string;
type EntrevistaBench = { id: string; plantilla: string };

const DIR = fileURLToPath(new URL('./integridad/', import.meta.url));

export interface Fixture {
  conjunto: string;
  modelo: string;
  donde: string;
  grabadoEn: string;
  preguntas: Record<string, string[]>;
  respuestas: Record<string, string[]>;
}

export const aBase64 = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
const deBase64 = (s: string) => {
  const b = Buffer.from(s, 'base64');
  return new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
};
export const archivo = (modelo: string, conjunto: string) => `${DIR}vectores-${modelo.replace(/[^a-z0-9]+/gi, '-')}-${conjunto}.json`;

/** The fixtures shipped for a set (one per model). */
export function fixturesDe(conjunto: Conjunto): Fixture[] {
  return readdirSync(DIR)
    .filter((f) => f.startsWith('vectores-') && f.endsWith(`-${conjunto}.json`))
    .map((f) => JSON.parse(readFileSync(DIR + f, 'utf8')) as Fixture);
}

/** The pipeline's meaning step for one interview, read from a fixture (null: the interview is not in it). */
export function significadoGrabado(f: Fixture, e: EntrevistaBench): Significado | undefined {
  const preguntas = f.preguntas[e.plantilla];
  const respuestas = f.respuestas[e.id];
  if (!preguntas || !respuestas) return undefined;
  const v: VectoresEntrevista = {
    modelo: f.modelo,
    donde: `${f.donde}, vectores grabados el ${f.grabadoEn.slice(0, 10)}`,
    preguntas: preguntas.map(deBase64),
    respuestas: new Map(respuestas.map((r, n) => [n, deBase64(r)])),
  };
  return async () => v;
}

// Candidates at scale (D54): the first page of the list and of a search in a company of 100
// candidates and in one of 20 000, measured side by side (A B A B …) through the API, as ratios.
// Every candidate's name starts with 'Candidato', so the search 'candidato' hits the largest prefix
// partition there is: the worst case for the index. Part of `npm run bench`.
import { idOrdenado } from '../../functions/lib/db/ids.js';
import { itemsDeCandidatoNuevo, type CandidatoItem } from '../../functions/lib/db/candidatos.js';
import { createItem, putItems } from '../../functions/lib/db/repository.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { alternando } from './alternar.js';
import { empresaSinLimites } from './empresa.js';

const RONDAS = Number(process.env.BENCH_CAND_RONDAS ?? 40);
const GRANDE = Number(process.env.BENCH_CAND_GRANDE ?? 20_000);
const PEQUENA = 100;

async function sembrar(empresaId: string, n: number): Promise<void> {
  await createItem(
    empresaSinLimites(empresaId, {
      uso: { usuarios: 0, candidatos: n, entrevistas: 0 },
    }),
  );
  const base = Date.now() - n * 1_000;
  const items = [];
  for (let i = 0; i < n; i++) {
    const c: CandidatoItem = {
      id: idOrdenado(new Date(base + i * 1_000)),
      empresaId,
      nombre: `Candidato ${i} Pérez`,
      email: `c${i}@bench.test`,
      posicion: 'Analista',
      habilidades: [],
      areaId: null,
      estado: 'nuevo',
      fechaCreacion: new Date(base + i * 1_000).toISOString(),
      version: 1,
    };
    items.push(...itemsDeCandidatoNuevo(c));
  }
  await putItems(items);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export interface ResultadoCandidatos {
  grande: number;
  filas: Array<{ caso: string; pequenaMs: number; grandeMs: number; ratio: number }>;
  sembradoMs: number;
}

export async function medirCandidatos(stack: LocalStack, token: string): Promise<ResultadoCandidatos> {
  const t0 = performance.now();
  await sembrar('bench-cand-peq', PEQUENA);
  await sembrar('bench-cand-gde', GRANDE);
  const sembradoMs = performance.now() - t0;
  const pedir = async (empresaId: string, query: string) => {
    const t = performance.now();
    const res = await fetch(`${stack.apiUrl}/api/candidatos?empresaId=${empresaId}&limit=25${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data?: { items: unknown[] } };
    if (res.status !== 200 || body.data?.items.length !== 25)
      throw new Error(`candidatos ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return performance.now() - t;
  };
  const filas = [];
  for (const [caso, query] of [
    ['first page of the list', ''],
    ["first page of a search ('candidato': every candidate matches)", '&q=candidato'],
    ["first page of a two-word search ('perez candidato')", '&q=perez%20candidato'],
  ] as const) {
    const { a, b } = await alternando(
      () => pedir('bench-cand-peq', query),
      () => pedir('bench-cand-gde', query),
      { calentamiento: 5, rondas: RONDAS },
    );
    filas.push({ caso, pequenaMs: median(a), grandeMs: median(b), ratio: median(b) / median(a) });
  }
  return { grande: GRANDE, filas, sembradoMs };
}

export function informeCandidatos(r: ResultadoCandidatos): string {
  return [
    `\nCandidates: ${PEQUENA} vs ${r.grande} in a company (seeded in ${(r.sembradoMs / 1000).toFixed(0)} s), median of ${RONDAS} alternating requests, limit 25\n`,
    `| case | ${PEQUENA} candidates ms | ${r.grande} candidates ms | ratio |`,
    '|---|---|---|---|',
    ...r.filas.map((f) => `| ${f.caso} | ${f.pequenaMs.toFixed(1)} | ${f.grandeMs.toFixed(1)} | ${f.ratio.toFixed(2)} |`),
  ].join('\n');
}

// What the data tests compare (D95, D100, D103): a company's items counted by kind and what its
// record's counters say, read from the table, so an export, clear, import or restore can be checked
// item by item and counter by counter against a reference.
import { expect } from 'vitest';
import { tipoDe } from '../../functions/lib/datos/elementos.js';
import { getEmpresa, paginaDeEmpresa } from '../../functions/lib/db/empresas.js';
import { getItem } from '../../functions/lib/db/repository.js';
import type { TestStack } from './local-stack.js';
import type { Session } from './fixtures.js';

/** Every item of the company's partition counted by kind (elementos.ts `tipoDe`), leaving out the kinds in `omitir`. */
export async function contarPorTipo(empresaId: string, omitir: ReadonlySet<string> = new Set()): Promise<Record<string, number>> {
  const n: Record<string, number> = {};
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { limit: 100, cursor });
    for (const i of page.items) {
      const t = tipoDe(i.SK);
      if (!omitir.has(t)) n[t] = (n[t] ?? 0) + 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return n;
}

/** What the company record's counters say (zeros left out, so a counter never written equals one back at 0). */
export async function contadoresDe(empresaId: string) {
  const e = (await getEmpresa(empresaId))!;
  const stats = await getItem<Record<string, unknown>>({ PK: `EMP#${empresaId}`, SK: 'CANDSTATS' });
  return {
    uso: e.uso,
    entrevistasPorEstado: Object.fromEntries(Object.entries(e.entrevistasPorEstado ?? {}).filter(([, v]) => v !== 0)),
    informes: [e.informesGenerados ?? 0, e.informesSumaPuntuacion ?? 0, e.informesConPuntuacion ?? 0, e.informesRecomendados ?? 0],
    candidatos: Object.fromEntries(Object.entries(stats ?? {}).filter(([k, v]) => k.startsWith('estado_') && v !== 0)),
  };
}

/** A POST as `como` that must answer 201 (the seeding of a test company); answers its data. */
export function crearComo(stack: TestStack, como: Session) {
  return async (path: string, body: unknown) => {
    const res = await stack.call('POST', path, { token: como.token, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data;
  };
}

// The retention entries of candidates rejected before D151 (or restored by a data import, which
// never carries the entry): the daily reconcile job opens one for each rejected candidate that lacks
// it, from the candidate's last update, in a transaction that checks the candidate is still rejected
// at the version read and that no entry was opened meanwhile. The retention job then files it.
import { candidatoKeys, type CandidatoItem } from '../db/candidatos.js';
import { getItems, queryPage, transactIf, type Page } from '../db/repository.js';
import { pasosAbrirRetencionFaltante, retencionKeys, type RetencionItem } from '../db/retencion.js';

export async function abrirRetencionesFaltantes(empresaId: string): Promise<number> {
  let abiertas = 0;
  let cursor: string | null = null;
  do {
    const page: Page<CandidatoItem> = await queryPage<CandidatoItem>({
      pk: candidatoKeys.porEstado(empresaId, 'rechazado'),
      index: 'GSI1',
      limit: 100,
      cursor,
    });
    const rechazados = page.items.filter((c) => c.estado === 'rechazado');
    const con = new Set(
      (await getItems<RetencionItem>(rechazados.map((c) => retencionKeys.retencion(empresaId, c.id)))).map((r) => r.candidatoId),
    );
    for (const c of rechazados) {
      if (con.has(c.id)) continue;
      const ok = await transactIf(pasosAbrirRetencionFaltante(c));
      if (ok) abiertas++;
    }
    cursor = page.cursor;
  } while (cursor);
  return abiertas;
}

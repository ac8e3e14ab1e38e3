// A company's statistics as the tests read them (D111): the interview state counters, the
// Informes aggregates and the candidates' per-status counts live on fractions (`EMPSTATS#F{n}`,
// `CANDSTATS#F{n}`) and are read summed, each count floored at 0. The floor would hide a count that
// went below zero — before D111 the company record's counters could not (their Update had a
// `> 0` condition), and the fractions have no condition — so these reads also sum the raw
// fractions and fail on any negative total: a test that checks `programada: 0` still means exactly 0.
// Also the fault the delivery tests inject (test/integration/entrega-fiable.test.ts): a statistics
// counter no write can move.
import { ESTADOS_CANDIDATO, type EstadoCandidato } from '../../shared/schemas/candidato.js';
import { candidatoKeys, estadisticasCandidatos } from '../../functions/lib/db/candidatos.js';
import { estadisticasEmpresaKeys, leerEstadisticasEmpresa, type EstadisticasEmpresa } from '../../functions/lib/db/empresa-contadores.js';
import { empresaKeys, type EmpresaItem } from '../../functions/lib/db/empresas.js';
import { FRACCIONES_EMPRESA, sumarFracciones } from '../../functions/lib/db/fracciones.js';
import type { Key } from '../../functions/lib/db/keys.js';
import { deleteItem, getItem, putItem, queryAll, updateItem } from '../../functions/lib/db/repository.js';

type Fila = Record<string, unknown> & { SK: string };

/** Every numeric attribute of the counter at `base` summed over its fractions (and a pre-D111 item), unfloored. */
async function sumaCruda(base: Key): Promise<Record<string, number>> {
  const items = await queryAll<Fila>({ pk: base.PK, skPrefix: base.SK, consistent: true });
  const propios = items.filter((i) => i.SK === base.SK || /^#F\d+$/.test(i.SK.slice(base.SK.length)));
  const suma = sumarFracciones<Record<string, unknown>>(propios, 1)[0] ?? {};
  return Object.fromEntries(Object.entries(suma).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

function sinNegativos(que: string, totales: Record<string, number>): void {
  const negativos = Object.entries(totales).filter(([, v]) => v < 0);
  if (negativos.length) throw new Error(`${que}: counts below zero ${JSON.stringify(Object.fromEntries(negativos))}`);
}

/**
 * The company's statistics through `leerEstadisticasEmpresa` (the product's read), after checking
 * that no raw total — fractions plus what the record still carries — is below zero.
 */
export async function estadisticasEmpresa(empresaId: string): Promise<EstadisticasEmpresa> {
  const [crudas, empresa] = await Promise.all([
    sumaCruda(estadisticasEmpresaKeys.base(empresaId)),
    getItem<EmpresaItem>(empresaKeys.empresa(empresaId), { consistent: true }),
  ]);
  const totales = { ...crudas };
  for (const [estado, n] of Object.entries((empresa?.entrevistasPorEstado ?? {}) as Record<string, unknown>))
    if (typeof n === 'number') totales[`estado_${estado}`] = (totales[`estado_${estado}`] ?? 0) + n;
  for (const k of ['informesGenerados', 'informesSumaPuntuacion', 'informesConPuntuacion', 'informesRecomendados'] as const) {
    const n = (empresa as Record<string, unknown> | undefined)?.[k];
    if (typeof n === 'number') totales[k] = (totales[k] ?? 0) + n;
  }
  sinNegativos(`empresa ${empresaId}`, totales);
  return leerEstadisticasEmpresa(empresaId);
}

/** The company's interviews by state (every state, exact). */
export const porEstadoEmpresa = async (empresaId: string) => (await estadisticasEmpresa(empresaId)).entrevistasPorEstado;

/** The candidates' per-status counts through `estadisticasCandidatos`, after the same check. */
export async function porEstadoCandidatos(empresaId: string): Promise<Record<EstadoCandidato, number>> {
  const crudas = await sumaCruda(candidatoKeys.estadisticas(empresaId));
  sinNegativos(`candidatos de ${empresaId}`, crudas);
  const leidas = await estadisticasCandidatos(empresaId);
  for (const e of ESTADOS_CANDIDATO) if (leidas[e] !== (crudas[`estado_${e}`] ?? 0)) throw new Error(`candidatos de ${empresaId}: ${e}`);
  return leidas;
}

/**
 * Makes the company statistics' `atributo` impossible to ADD to — a string on every fraction, so any
 * write that moves it is refused by DynamoDB (a `ValidationError` cancellation: the transaction
 * fails whichever fraction it picked) — until the answered `reparar` puts back what each fraction had.
 * What the company record's `> 0` condition on a zeroed counter did before D111.
 */
export async function averiarEstadisticaEmpresa(empresaId: string, atributo: string): Promise<() => Promise<void>> {
  const antes: Array<{ key: Key; existia: boolean; valor: unknown }> = [];
  for (let f = 0; f < FRACCIONES_EMPRESA; f++) {
    const key = estadisticasEmpresaKeys.fraccion(empresaId, f);
    const item = await getItem<Record<string, unknown>>(key, { consistent: true });
    antes.push({ key, existia: Boolean(item), valor: item?.[atributo] });
    if (item) await updateItem(key, { [atributo]: 'averiado' });
    else await putItem({ ...key, entidad: 'EMPRESA_ESTADISTICAS', [atributo]: 'averiado' });
  }
  return async () => {
    for (const { key, existia, valor } of antes) {
      const ahora = (await getItem<Record<string, unknown>>(key, { consistent: true }))!;
      const otros = Object.keys(ahora).filter((k) => !['PK', 'SK', 'entidad', atributo].includes(k));
      if (!existia && otros.length === 0) await deleteItem(key);
      else await updateItem(key, { [atributo]: valor });
    }
  };
}

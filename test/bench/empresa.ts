// The company every bench case writes for itself: active, with no limits, so a case measures its
// own path and never a quota. `campos` sets its name, its quotas (`uso`) and anything else the case's
// data implies, so the company record agrees with what was seeded; its statistics (per-state counts,
// the Informes aggregates, the analytics) are items of their own, spread over fractions (D111):
// `enFracciones` writes them as many writes would have left them.
import { estadisticasEmpresaKeys } from '../../functions/lib/db/empresa-contadores.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { claveFraccion, FRACCIONES_EMPRESA } from '../../functions/lib/db/fracciones.js';
import type { Key } from '../../functions/lib/db/keys.js';

/**
 * The items of a counter at `key` holding `valores` (integers), split over its fractions as writes
 * picking a fraction at random would leave them (every fraction once there are as many units as
 * fractions): their sums are `valores`; `extra` (a service's name) on each item.
 */
export function enFracciones(key: Key, valores: Record<string, number>, extra: Record<string, unknown> = {}) {
  const parte = (v: number, f: number) => {
    const base = Math.trunc(v / FRACCIONES_EMPRESA);
    return base + (f < Math.abs(v - base * FRACCIONES_EMPRESA) ? Math.sign(v) : 0);
  };
  return Array.from({ length: FRACCIONES_EMPRESA }, (_, f) =>
    Object.fromEntries(Object.entries(valores).flatMap(([k, v]) => (parte(v, f) ? [[k, parte(v, f)]] : []))),
  ).flatMap((suyos, f) => (Object.keys(suyos).length ? [{ ...claveFraccion(key, f), ...extra, ...suyos }] : []));
}

/** A company's statistics (interviews by state as `estado_<estado>`, the Informes aggregates) in its fractions. */
export function estadisticasEnFracciones(id: string, valores: Record<string, number>) {
  return enFracciones(estadisticasEmpresaKeys.base(id), valores, { entidad: 'EMPRESA_ESTADISTICAS' });
}

export function empresaSinLimites(id: string, campos: Record<string, unknown> = {}) {
  return {
    ...empresaKeys.empresa(id),
    id,
    entidad: 'EMPRESA',
    nombreComercial: id,
    activa: true,
    estado: 'activa',
    limites: { usuarios: -1, candidatos: -1, entrevistas: -1 },
    uso: { usuarios: 0, candidatos: 0, entrevistas: 0 },
    ...campos,
  };
}

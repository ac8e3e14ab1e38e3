// One state move of an interview (part 2 §4; D64), shared by the candidate's page, the operator's
// assisted start and the simulation: the item with its by-state index and history moved, written only
// if nobody changed it meanwhile (version, db/entrevistas-pasos.ts), and the company's state counters
// moved in the same transaction, on the request's statistics fraction (db/empresa-contadores.ts, D111).
import { analiticaKeys, msDesde, pasoSumar, semanaDe } from '../db/analitica.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { entrevistaKeys, type EntrevistaItem } from '../db/entrevistas.js';
import type { TransactStep } from '../db/repository.js';

/** The interview item with its by-state index moved, its agenda entry gone, one more history line. */
export function siguiente(
  e: EntrevistaItem,
  estado: EntrevistaItem['estado'],
  now: Date,
  cambios: Partial<EntrevistaItem>,
  por: string | null = null,
): EntrevistaItem {
  const { GSI1PK: _pk, GSI1SK: _sk, ...resto } = e;
  return {
    ...resto,
    ...cambios,
    ...entrevistaKeys.porEstado(e.empresaId, estado, e.id),
    estado,
    historial: [...(e.historial ?? []), { estado, fecha: now.toISOString(), por }],
    version: (e.version ?? 1) + 1,
  };
}

/** The company's state counters: one less in `de`, one more in `a`, on fraction `f` (db/empresa-contadores.ts). */
export function moverContador(empresaId: string, de: EntrevistaItem['estado'], a: EntrevistaItem['estado'], f?: number): TransactStep[] {
  return pasosEmpresa(empresaId, { estado: { de, a } }, undefined, f);
}

/**
 * Analytics of a finished interview (D70): completed this week and, for a real one, how long it
 * took; and completed this calendar month (D97: the SaaS panel's interviews per month per company).
 */
export function pasosAnaliticaCompletada(e: EntrevistaItem, now: Date, f?: number): TransactStep[] {
  const ms = e.simulada ? null : msDesde(e.historial, 'en_progreso', now);
  return [
    pasoSumar(
      analiticaKeys.semana(e.empresaId, semanaDe(now)),
      { completadas: 1, ...(ms === null ? {} : { duracionMsSuma: ms, duracionN: 1 }) },
      {},
      f,
    )!,
    pasoSumar(analiticaKeys.mes(e.empresaId, now.toISOString().slice(0, 7)), { completadas: 1 }, {}, f)!,
  ];
}

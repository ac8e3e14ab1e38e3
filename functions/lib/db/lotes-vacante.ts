// Bulk actions on a vacancy's candidates (D190): a queued job of the kit (db/trabajos.ts, D135) in the
// company's partition.
//   `VACLOTE#{loteId}`: the action (what, on which vacancy, its mail, its state and counters), listed
//        by vacancy on GSI1 `VACLOTES#{empresaId}#{vacanteId}` / `{creadoEn}#{loteId}`, newest first;
//   `VACLOTEIDS#{loteId}#{0000}`: the selection, candidate ids only, in blocks of LOTE_VACANTE.idsPorBloque;
//   `VACLOTERES#{loteId}#{0000}`: the report, LOTE_VACANTE.resultadosPorBloque results a block, each
//        block written with the progress that covers it (the kit's report).
// Everything holds ids, never a name or an e-mail, and expires a week after the action (TTL).
import { LOTE_VACANTE, type Lote, type ResultadoLote } from '../../../shared/schemas/lote-vacante.js';
import type { AppError } from '../errors.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { pasoBorrar, pasoPoner, queryPage, transact, transactIf, type Page, type TransactStep } from './repository.js';
import {
  anotarEntregaDe,
  guardarBloqueDe,
  leerEntrada,
  leerTrabajo,
  paginaInforme,
  pasoCrearTrabajo,
  pasosEntrada,
  refTrabajo,
  sinRetroceder,
  terminarDe,
  type ItemTrabajo,
  type TipoTrabajo,
  vistaTrabajo,
} from './trabajos.js';

export interface LoteItem extends Lote, ItemTrabajo {
  empresaId: string;
  /** How many VACLOTEIDS blocks hold the selection. */
  bloquesIds: number;
}

export type ContadoresLote = Pick<Lote, 'procesados' | 'hechos' | 'fallidos'>;

export const loteKeys = {
  lote: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `VACLOTE#${assertKeyPart(id, 'loteId')}` }),
  deVacante: (empresaId: string, vacanteId: string) => `VACLOTES#${empresaId}#${assertKeyPart(vacanteId, 'vacanteId')}`,
  /** The vacancy's one running action (D193): held from its acceptance to its end. */
  enCurso: (empresaId: string, vacanteId: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `VACLOTEVIVO#${assertKeyPart(vacanteId, 'vacanteId')}`,
  }),
};

/** How long a vacancy's hold outlives a worker that never ended it (a lost message): then another action may start. */
const RETENCION_MS = 2 * 3_600_000;

export const TRABAJO_LOTE: TipoTrabajo = {
  clave: loteKeys.lote,
  entidad: 'VACANTE_LOTE',
  campos: { error: 'error', finalizado: 'finalizadoEn' },
  entrada: { prefijo: 'VACLOTEIDS#', entidad: 'VACANTE_LOTE_IDS', campo: 'ids', nombres: { trabajo: 'bulk action', bloque: 'selection' } },
  informe: { prefijo: 'VACLOTERES#', digitos: 4, entidad: 'VACANTE_LOTE_RESULTADOS' },
  internos: ['empresaId', 'bloquesIds', 'GSI1PK', 'GSI1SK'],
};

const ref = (empresaId: string, id: string) => refTrabajo(TRABAJO_LOTE, empresaId, id);

export const toLote = (i: LoteItem): Lote => vistaTrabajo<Lote>(TRABAJO_LOTE, i);

/**
 * The vacancy's hold for a new action (D193): taken only while no other action of the vacancy holds it
 * (or its holder's time ran out), in the action's own transaction, so two people starting actions on
 * the same vacancy at once get one 202 and one 409. Released when the action ends (liberarVacante).
 */
export function pasoRetenerVacante(
  item: Pick<LoteItem, 'empresaId' | 'vacanteId' | 'id'>,
  now: Date,
  ocupada: () => AppError,
): TransactStep {
  const hasta = now.getTime() + RETENCION_MS;
  return pasoPoner(
    {
      ...loteKeys.enCurso(item.empresaId, item.vacanteId),
      entidad: 'VACANTE_LOTE_EN_CURSO',
      loteId: item.id,
      hasta,
      expiresAt: Math.floor(hasta / 1000) + 86_400,
    },
    { expression: 'attribute_not_exists(PK) OR hasta < :ahora', values: { ':ahora': now.getTime() }, onConditionFail: ocupada },
  );
}

/** The action ended (done or failed): the vacancy takes another one. Only this action's hold is let go. */
export async function liberarVacante(empresaId: string, vacanteId: string, loteId: string): Promise<void> {
  await transactIf([pasoBorrar(loteKeys.enCurso(empresaId, vacanteId), { expression: 'loteId = :l', values: { ':l': loteId } })]);
}

/** The action and its selection, all or nothing, with `extra` steps (the queue hand-off's outbox record, D78). */
export async function crearLote(item: LoteItem, candidatos: string[], extra: TransactStep[] = []): Promise<void> {
  const bloques: string[][] = [];
  for (let i = 0; i < candidatos.length; i += LOTE_VACANTE.idsPorBloque) bloques.push(candidatos.slice(i, i + LOTE_VACANTE.idsPorBloque));
  await transact([
    pasoCrearTrabajo(ref(item.empresaId, item.id), {
      ...item,
      bloquesIds: bloques.length,
      GSI1PK: loteKeys.deVacante(item.empresaId, item.vacanteId),
      GSI1SK: `${item.creadoEn}#${item.id}`,
    }),
    ...pasosEntrada(ref(item.empresaId, item.id), item.expiresAt, bloques),
    ...extra,
  ]);
}

/** The action; `consistent` for the worker and the screen's polling. */
export function getLote(empresaId: string, id: string, o: { consistent?: boolean } = {}): Promise<LoteItem | undefined> {
  return leerTrabajo<LoteItem>(ref(empresaId, id), o);
}

export function leerIds(empresaId: string, id: string, bloque: number): Promise<string[]> {
  return leerEntrada<string>(ref(empresaId, id), bloque);
}

/** A vacancy's latest actions, newest first (the board shows the one running, or the last). */
export function lotesDeVacante(empresaId: string, vacanteId: string, limit = 5): Promise<Page<LoteItem>> {
  return queryPage<LoteItem>({ pk: loteKeys.deVacante(empresaId, vacanteId), index: 'GSI1', newestFirst: true, limit });
}

/**
 * One block of the report and the counters after it, in one transaction (the kit's report block),
 * never going back on `procesados` (sinRetroceder). The first block starts it.
 */
export const guardarBloqueLote = /* @__PURE__ */ guardarBloqueDe<ResultadoLote, ContadoresLote>(
  TRABAJO_LOTE,
  /* @__PURE__ */ sinRetroceder('procesados'),
);

/** A page of the report, whole blocks in the selection's order. */
export function paginaResultadosLote(empresaId: string, id: string, cursor?: string | null): Promise<Page<ResultadoLote>> {
  return paginaInforme<ResultadoLote>(ref(empresaId, id), LOTE_VACANTE.bloquesPorPagina, cursor);
}

export const terminarLote = /* @__PURE__ */ terminarDe(TRABAJO_LOTE);
export const anotarEntregaLote = /* @__PURE__ */ anotarEntregaDe(TRABAJO_LOTE);

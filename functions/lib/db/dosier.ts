// The deliveries of the algorithm dossier to the workers' representatives (issue 56 item 2, D174;
// docs/data-model.md "Algorithm dossier"): one item per delivery in the company's partition,
// `DOSIERENTREGA#{time-ordered id}`, so the newest is one reversed Query. Written once, never changed.
// The company's own answers to the guide (issue 65 item 6): one item per saved version,
// `DOSIERRESP#{version, 6 digits}`, written once; version n+1 is created only if it does not exist, so
// two people saving from the same version cannot both win (the second gets a 409), and the newest is
// one reversed Query. Another document's own answers (Colombia's impact study, issue 67 item 7) are the
// same items under its type, `DOSIERRESP#{tipo}#{version}`, each document with its own versions; the
// dossier's keep their key, read as the range of digits so that no typed item is taken for one.
import type { EntregaDosier, RespuestasEmpresa, TipoDosier } from '../../../shared/schemas/dosier.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import type { AppError } from '../errors.js';
import { createItem, queryPage } from './repository.js';

export type EntregaDosierItem = EntregaDosier & { empresaId: string };
export type RespuestasDosierItem = RespuestasEmpresa & {
  empresaId: string;
  guardadaEn: string;
  guardadaPor: { id: string; nombre: string };
};

const prefijoRespuestas = (tipo: TipoDosier) => (tipo === 'dosier-algoritmico' ? 'DOSIERRESP#' : `DOSIERRESP#${tipo}#`);

export const dosierKeys = {
  entrega: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `DOSIERENTREGA#${assertKeyPart(id)}` }),
  respuestas: (empresaId: string, version: number, tipo: TipoDosier = 'dosier-algoritmico'): Key => ({
    PK: tenantPk(empresaId),
    SK: `${prefijoRespuestas(tipo)}${String(version).padStart(6, '0')}`,
  }),
};

const sinClaves = <T extends object>(i: T & Partial<Key> & { entidad?: string }): T => {
  const { PK: _pk, SK: _sk, entidad: _e, ...resto } = i;
  return resto as T;
};

export async function crearEntregaDosier(e: EntregaDosierItem): Promise<void> {
  await createItem({ ...dosierKeys.entrega(e.empresaId, e.id), entidad: 'DOSIER_ENTREGA', ...e });
}

/** The company's deliveries, newest first (at most `max`). */
export async function entregasDosier(empresaId: string, max: number): Promise<EntregaDosierItem[]> {
  const p = await queryPage<EntregaDosierItem>({
    pk: tenantPk(empresaId),
    skPrefix: 'DOSIERENTREGA#',
    newestFirst: true,
    limit: max,
    consistent: true,
  });
  return p.items.map((i) => sinClaves<EntregaDosierItem>(i));
}

export async function ultimaEntregaDosier(empresaId: string): Promise<EntregaDosierItem | undefined> {
  return (await entregasDosier(empresaId, 1))[0];
}

/** Writes a new version of the company's answers to `tipo`; `onExists` when that version was saved meanwhile. */
export async function crearRespuestasDosier(
  r: RespuestasDosierItem,
  onExists: () => AppError,
  tipo: TipoDosier = 'dosier-algoritmico',
): Promise<void> {
  await createItem({ ...dosierKeys.respuestas(r.empresaId, r.version, tipo), entidad: 'DOSIER_RESPUESTAS', ...r }, onExists);
}

/** The newest saved version of the company's answers to `tipo` (none: never saved). */
export async function ultimasRespuestasDosier(
  empresaId: string,
  tipo: TipoDosier = 'dosier-algoritmico',
): Promise<RespuestasDosierItem | undefined> {
  const p = await queryPage<RespuestasDosierItem>({
    pk: tenantPk(empresaId),
    ...(tipo === 'dosier-algoritmico'
      ? { skBetween: ['DOSIERRESP#000000', 'DOSIERRESP#999999'] as const }
      : { skPrefix: prefijoRespuestas(tipo) }),
    newestFirst: true,
    limit: 1,
    consistent: true,
  });
  const i = p.items[0];
  return i && sinClaves<RespuestasDosierItem>(i);
}

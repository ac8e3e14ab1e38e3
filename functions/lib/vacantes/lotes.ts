// Bulk actions on a vacancy's candidates (issue 66 item 5, D190): the request's side. A person who
// manages candidates selects some of a vacancy's candidates by hand, or a whole stage ("all matching
// the filter": read now, page after page of the stage's index, never a Scan), and moves them to a
// stage or rejects them with the outcome mail they edited once; the action and its selection are
// stored with the queue's hand-off (D78) and a worker carries it on (lotes-proceso.ts). The mail's
// draft is the company's «Proceso no continúa» with the candidate's name left as a placeholder. The
// same action adds people chosen in the company's candidates list to a vacancy («unir», D200).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { DEFINICION_PLANTILLAS } from '../../../shared/email/plantillas.js';
import { marcadoresDe, rellenarTexto } from '../../../shared/email/render.js';
import { fmt, vacantes as msg } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
import { LOTE_VACANTE, type EmailLote, type LoteCreate, type LoteDetalle } from '../../../shared/schemas/lote-vacante.js';
import type { FiltroCandidatosLote } from '../../../shared/schemas/candidato.js';
import { plantillaDeEtapa } from '../../../shared/schemas/vacante.js';
import type { Caller } from '../auth/caller.js';
import { lectorCandidatos } from '../candidatos/lista.js';
import { entregar, entregaDeTrabajo, type Enviar } from '../colas/entrega.js';
import { candidatoKeys, type CandidatoItem } from '../db/candidatos.js';
import { paginaCandidaturas } from '../db/candidaturas.js';
import { getEmpresa } from '../db/empresas.js';
import type { VacanteItem } from '../db/vacantes.js';
import { idOrdenado } from '../db/ids.js';
import {
  crearLote,
  getLote,
  lotesDeVacante,
  paginaResultadosLote,
  pasoRetenerVacante,
  toLote,
  type LoteItem,
} from '../db/lotes-vacante.js';
import { getItems } from '../db/repository.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { comprobarPuedeProgramar } from '../entrevistas/puede-programar.js';
import { comprobarEtapa } from './etapas.js';
import { configEmailVigente } from '../mail/config.js';
import { nombreDe } from '../supervision/entradas.js';
import { vacanteDe } from './candidaturas.js';

export const COLA_LOTES = 'acciones-vacante';

/** The placeholders a bulk mail may use: filled for each candidate when it leaves. */
export const MARCADORES_LOTE = ['nombreCandidato', 'puesto', 'nombreEmpresa'] as const;

function comprobarMarcadores(email: EmailLote): void {
  for (const [campo, texto] of [
    ['asunto', email.asunto],
    ['mensaje', email.mensaje],
  ] as const) {
    const desconocido = marcadoresDe(texto).find((m) => !(MARCADORES_LOTE as readonly string[]).includes(m));
    if (desconocido) {
      const m = fmt(msg.loteMarcadorDesconocido, { marcador: `{{${desconocido}}}` });
      throw new ValidationError(m, [{ campo: `email.${campo}`, msg: m }]);
    }
  }
}

/** Everyone at a stage of the vacancy now, most recently moved first (the board's order); at most the limit + 1, to tell it is over. */
async function idsDeEtapa(empresaId: string, vacanteId: string, etapa: NonNullable<LoteCreate['etapaOrigen']>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await paginaCandidaturas(empresaId, vacanteId, { etapa, cursor, limit: 100 });
    ids.push(...page.items.map((c) => c.candidatoId));
    cursor = page.cursor;
  } while (cursor && ids.length <= LOTE_VACANTE.maxCandidatos);
  return ids;
}

/**
 * Everyone the Candidatos list's filters match now (D203), in the list's order, read page after page
 * through the list's own reader (the same index and filters, never a Scan); at most the limit + 1.
 * An unknown or foreign vacancy in the filters is the list's 404.
 */
async function idsDeFiltro(empresaId: string, filtro: FiltroCandidatosLote): Promise<string[]> {
  const pagina = await lectorCandidatos(empresaId, filtro);
  const ids: string[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await pagina(cursor, 100);
    ids.push(...page.items.map((c) => c.id));
    cursor = page.cursor;
  } while (cursor && ids.length <= LOTE_VACANTE.maxCandidatos);
  return ids;
}

/**
 * What inviting and resending need before anything is stored (D193): the right to schedule interviews;
 * and for «invitar», a vacancy not closed whose templates the company can run now — a licence, the
 * quota — so an action that cannot invite anyone is a 4xx now, not a report of failures later. Each
 * interview checks them again in its own transaction. Returns the templates «invitar» will use (D205):
 * a whole stage's, or, for people chosen by hand or filter, the vacancy's and each stage's own — the
 * action goes on while one of them can be run; a candidate whose template cannot is a failure listed.
 */
async function paraInvitar(caller: Caller, empresaId: string, vacante: VacanteItem, body: LoteCreate, now: Date) {
  if (body.accion !== 'invitar' && body.accion !== 'reenviar') return undefined;
  if (!caller.permisos.includes('manage_interviews')) throw new ForbiddenError();
  if (body.accion === 'reenviar') return undefined;
  if (vacante.estado === 'cerrada') throw new ConflictError(msg.entrevistaVacanteCerrada);
  const principal = plantillaDeEtapa(vacante, body.etapaOrigen);
  // A whole stage keeps its own entry too: who did another interview is invited to the stage's (D205).
  const todas = vacante.plantillasEtapa ?? {};
  const propias = body.etapaOrigen ? Object.fromEntries(Object.entries(todas).filter(([e]) => e === body.etapaOrigen)) : todas;
  const nombres = new Map<string, string>();
  let rechazo: unknown;
  for (const id of new Set([principal, ...Object.values(propias)])) {
    try {
      nombres.set(id, String((await comprobarPuedeProgramar(empresaId, id, now)).nombre ?? id));
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      rechazo ??= err;
    }
  }
  if (nombres.size === 0) throw rechazo;
  const de = (id: string) => ({ id, nombre: nombres.get(id) ?? id });
  const serviciosEtapa = Object.fromEntries(Object.entries(propias).map(([etapa, id]) => [etapa, de(id)]));
  return { servicio: de(principal), ...(Object.keys(serviciosEtapa).length > 0 ? { serviciosEtapa } : {}) };
}

/** POST /api/vacantes/{id}/lotes: stores the action and its selection, queues it (202). */
export async function crearAccionLote(
  caller: Caller,
  empresaId: string,
  vacanteId: string,
  body: LoteCreate,
  enviar: Enviar,
  now = new Date(),
) {
  const vacante = await vacanteDe(empresaId, vacanteId);
  if (body.email) comprobarMarcadores(body.email);
  const plantillas = await paraInvitar(caller, empresaId, vacante, body, now);
  // The stage a move goes to is one the company has (D195); the worker checks it again at each move.
  if (body.accion === 'mover' && body.etapa) await comprobarEtapa(empresaId, body.etapa, now);
  // People join an open or paused vacancy (as one at a time does), at a stage the company has (D200).
  const etapaUnir = body.accion === 'unir' ? (body.etapa ?? 'nuevo') : undefined;
  if (etapaUnir) {
    if (vacante.estado === 'cerrada') throw new ConflictError(msg.vacanteCerrada);
    await comprobarEtapa(empresaId, etapaUnir, now);
  }
  const ids = body.etapaOrigen
    ? await idsDeEtapa(empresaId, vacanteId, body.etapaOrigen)
    : body.filtroCandidatos
      ? await idsDeFiltro(empresaId, body.filtroCandidatos)
      : body.candidatos!;
  if (ids.length === 0) {
    const [m, campo] = body.filtroCandidatos ? [msg.loteFiltroVacio, 'filtroCandidatos'] : [msg.loteVacio, 'etapaOrigen'];
    throw new ValidationError(m, [{ campo, msg: m }]);
  }
  if (ids.length > LOTE_VACANTE.maxCandidatos) {
    const m = fmt(msg.loteDemasiados, { max: String(LOTE_VACANTE.maxCandidatos) });
    throw new ValidationError(m, [{ campo: 'candidatos', msg: m }]);
  }
  const item: LoteItem = {
    id: idOrdenado(now),
    empresaId,
    vacanteId,
    accion: body.accion,
    ...(body.accion === 'mover' ? { etapa: body.etapa } : {}),
    ...(etapaUnir ? { etapa: etapaUnir } : {}),
    ...(body.accion === 'rechazar' ? { email: body.email ?? null } : {}),
    ...plantillas,
    ...(body.etapaOrigen ? { etapaOrigen: body.etapaOrigen } : {}),
    ...(body.filtroCandidatos ? { filtroCandidatos: body.filtroCandidatos } : {}),
    estado: 'pendiente',
    total: ids.length,
    procesados: 0,
    hechos: 0,
    fallidos: 0,
    creadoEn: now.toISOString(),
    creadoPor: { id: caller.userId, nombre: nombreDe(caller) },
    bloquesIds: 0,
    expiresAt: Math.floor(now.getTime() / 1000) + LOTE_VACANTE.dias * 86_400,
  };
  const entrega = entregaDeTrabajo(COLA_LOTES, { empresaId, id: item.id, clave: 'loteId' }, now);
  // One running action per vacancy: a second one at the same time is a 409, never two on the same people (D193).
  await crearLote(item, ids, [entrega.paso, pasoRetenerVacante(item, now, () => new ConflictError(msg.loteEnCurso))]);
  await entregar(entrega, enviar);
  return { lote: toLote(item), mensaje: fmt(msg.loteAceptado, { candidatos: cuenta(ids.length, 'candidato', 'candidatos') }) };
}

/** GET /api/vacantes/{id}/lotes/{loteId}: the progress and a page of results, each with the candidate's name as it is now. */
export async function leerAccionLote(empresaId: string, vacanteId: string, loteId: string, cursor?: string): Promise<LoteDetalle> {
  const l = await getLote(empresaId, loteId, { consistent: true });
  // Another vacancy's action is as unknown as another company's.
  if (!l || l.vacanteId !== vacanteId) throw new NotFoundError(msg.loteNoEncontrado);
  const page = await paginaResultadosLote(empresaId, loteId, cursor);
  const candidatos = await getItems<CandidatoItem>(
    [...new Set(page.items.map((r) => r.candidatoId))].map((id) => candidatoKeys.candidato(empresaId, id)),
    ['id', 'nombre'],
  );
  const nombres = new Map(candidatos.map((c) => [c.id, c.nombre]));
  return {
    ...toLote(l),
    resultados: page.items.map((r) => ({ ...r, candidato: nombres.has(r.candidatoId) ? { nombre: nombres.get(r.candidatoId)! } : null })),
    cursor: page.cursor,
  };
}

/** GET /api/vacantes/{id}/lotes: the vacancy's latest actions (the one running, or the last), newest first. */
export async function listarAccionesLote(empresaId: string, vacanteId: string) {
  await vacanteDe(empresaId, vacanteId);
  const page = await lotesDeVacante(empresaId, vacanteId);
  return { items: page.items.map(toLote) };
}

/**
 * GET /api/vacantes/{id}/lotes/borrador: the bulk rejection mail's draft, the company's «Proceso no
 * continúa» (as the superadmin configured it) as plain text, the company and the vacancy filled in and
 * the candidate's name left as {{nombreCandidato}}, filled for each one when it leaves.
 */
export async function borradorRechazoLote(empresaId: string, vacanteId: string) {
  const [vacante, empresa, { config }] = await Promise.all([vacanteDe(empresaId, vacanteId), getEmpresa(empresaId), configEmailVigente()]);
  const t =
    (config.templates.candidatos as Record<string, { subject: string; html: string }>).rechazoCandidato ??
    DEFINICION_PLANTILLAS.rechazoCandidato;
  const r = rellenarTexto(t, {
    nombreCandidato: '{{nombreCandidato}}',
    nombreEmpresa: empresa ? nombreEmpresa(empresa) : '',
    puesto: vacante.titulo,
  });
  return { asunto: r.subject, mensaje: r.texto, variables: [...MARCADORES_LOTE] };
}

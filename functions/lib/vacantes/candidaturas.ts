// The vacancy's candidates and their stage (issue 66 item 2, D186): a candidate of the company joins
// a vacancy that is not closed, and is moved from stage to stage from the version read, each move dated
// and naming who made it; of two people moving the same candidate at once the second gets a 409. A
// move is the webhooks' `vacante.etapa_cambiada`, in the move's own transaction (D147). The lists read
// each candidate's name and e-mail from the candidate (the application holds ids only).
import type { CandidaturaCreate, CandidaturaMover, CandidaturasQuery } from '../../../shared/schemas/candidatura.js';
import { nombreEtapa } from '../../../shared/schemas/etapas-vacante.js';
import { fmt, greenhouse as msgGh, vacantes as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import type { Enviar } from '../colas/entrega.js';
import { candidatoKeys, type CandidatoItem } from '../db/candidatos.js';
import { instantesDelPeriodo } from '../periodo-lista.js';
import { getCandidatura, moverCandidatura, paginaCandidaturas, unirCandidatura, type CandidaturaItem } from '../db/candidaturas.js';
import { paginaCandidaturasConSenales } from '../db/candidaturas-senales.js';
import { getItems } from '../db/repository.js';
import { getVacante } from '../db/vacantes.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';
import { emitirEvento, pasosEvento } from '../webhooks/eventos.js';
import { comprobarEtapa } from './etapas.js';
import { prepararEventoEtapa } from './evento-etapa.js';

const vacanteNoEncontrada = () => new NotFoundError(msg.noEncontrada);

/** What a reader gets: the application with its candidate's name and e-mail as they are now. */
function aCandidatura(c: CandidaturaItem, candidato: Pick<CandidatoItem, 'nombre' | 'email'> | undefined) {
  return {
    vacanteId: c.vacanteId,
    candidatoId: c.candidatoId,
    candidato: candidato ? { nombre: candidato.nombre, email: candidato.email } : null,
    etapa: c.etapa,
    unidaEn: c.unidaEn,
    movidaEn: c.movidaEn,
    movidaPor: c.movidaPor,
    historial: c.historial ?? [],
    entrevistaId: c.entrevistaId ?? null,
    origen: c.origen ?? 'equipo',
    greenhouseAplicacionId: c.greenhouseAplicacionId ?? null,
    version: c.version,
  };
}

export async function vacanteDe(empresaId: string, vacanteId: string) {
  const v = await getVacante(empresaId, vacanteId);
  if (!v) throw vacanteNoEncontrada();
  return v;
}

/** A page of applications with their candidates' names; one whose candidate was erased between the erasure's delete and its sweep is left out. */
export async function conCandidatos(empresaId: string, items: CandidaturaItem[]) {
  const candidatos = await getItems<CandidatoItem>(
    items.map((c) => candidatoKeys.candidato(empresaId, c.candidatoId)),
    ['id', 'nombre', 'email'],
  );
  const porId = new Map(candidatos.map((c) => [c.id, c]));
  return items.filter((c) => porId.has(c.candidatoId)).map((c) => aCandidatura(c, porId.get(c.candidatoId)));
}

export async function listarCandidaturas(empresaId: string, vacanteId: string, q: CandidaturasQuery) {
  const [, periodo] = await Promise.all([vacanteDe(empresaId, vacanteId), instantesDelPeriodo(empresaId, q)]);
  const consulta = { etapa: q.etapa, cursor: q.cursor, limit: q.limit, periodo, antiguas: q.orden === 'antiguas' };
  const page = q.marcadas
    ? await paginaCandidaturasConSenales(empresaId, vacanteId, { ...consulta, marcadas: q.marcadas })
    : await paginaCandidaturas(empresaId, vacanteId, consulta);
  return { items: await conCandidatos(empresaId, page.items), cursor: page.cursor };
}

export async function unirCandidato(caller: Caller, empresaId: string, vacanteId: string, body: CandidaturaCreate, now = new Date()) {
  const vacante = await vacanteDe(empresaId, vacanteId);
  if (vacante.estado === 'cerrada') throw new ConflictError(msg.vacanteCerrada);
  await comprobarEtapa(empresaId, body.etapa, now);
  const [candidato] = await getItems<CandidatoItem>([candidatoKeys.candidato(empresaId, body.candidatoId)], ['id', 'nombre', 'email']);
  if (!candidato) throw new NotFoundError(msg.candidatoNoEncontrado);
  const fecha = now.toISOString();
  const por = { id: caller.userId, nombre: nombreDe(caller) };
  const c: CandidaturaItem = {
    empresaId,
    vacanteId,
    candidatoId: body.candidatoId,
    etapa: body.etapa,
    unidaEn: fecha,
    movidaEn: fecha,
    movidaPor: por,
    historial: [{ de: null, a: body.etapa, fecha, por }],
    version: 1,
  };
  class NoAdmite extends ConflictError {}
  try {
    await unirCandidatura(c, {
      vacante: () => new NoAdmite(msg.vacanteCerrada),
      candidato: () => new NotFoundError(msg.candidatoNoEncontrado),
      yaEsta: () => new ConflictError(msg.yaEnVacante),
    });
  } catch (err) {
    if (!(err instanceof NoAdmite)) throw err;
    // Closed meanwhile (409), or gone (404).
    await vacanteDe(empresaId, vacanteId);
    throw new ConflictError(msg.vacanteCerrada);
  }
  return aCandidatura(c, candidato);
}

export async function moverCandidato(
  caller: Caller,
  empresaId: string,
  vacanteId: string,
  candidatoId: string,
  body: CandidaturaMover,
  now = new Date(),
  enviar?: Enviar,
): Promise<{ candidatura: ReturnType<typeof aCandidatura>; mensaje: string }> {
  const [actual, [candidato]] = await Promise.all([
    getCandidatura(empresaId, candidatoId, vacanteId),
    getItems<CandidatoItem>([candidatoKeys.candidato(empresaId, candidatoId)], ['id', 'nombre', 'email']),
  ]);
  if (!actual || !candidato) throw new NotFoundError(msg.candidaturaNoEncontrada);
  // Moved by another person since the version read: say so before anything is written.
  if (actual.version !== body.version) throw new ConflictError(msg.etapaCambiada);
  const etapas = await comprobarEtapa(empresaId, body.etapa, now);
  const mensaje = fmt(msg.candidatoMovido, { etapa: nombreEtapa(etapas, body.etapa) });
  // The Greenhouse application id (D201): set or forgotten with the move, or alone.
  const aplicacion = body.greenhouseAplicacionId === undefined ? actual.greenhouseAplicacionId : (body.greenhouseAplicacionId ?? undefined);
  const cambiaAplicacion = aplicacion !== actual.greenhouseAplicacionId;
  if (actual.etapa === body.etapa) {
    if (!cambiaAplicacion) return { candidatura: aCandidatura(actual, candidato), mensaje };
    const solo: CandidaturaItem = { ...actual, greenhouseAplicacionId: aplicacion, version: actual.version + 1 };
    await moverCandidatura(actual, solo, () => new ConflictError(msg.etapaCambiada));
    return { candidatura: aCandidatura(solo, candidato), mensaje: msgGh.ghAplicacionGuardada };
  }
  const fecha = now.toISOString();
  const por = { id: caller.userId, nombre: nombreDe(caller) };
  const siguiente: CandidaturaItem = {
    ...actual,
    greenhouseAplicacionId: aplicacion,
    etapa: body.etapa,
    movidaEn: fecha,
    movidaPor: por,
    historial: [...(actual.historial ?? []), { de: actual.etapa, a: body.etapa, fecha, por }],
    version: actual.version + 1,
  };
  const evento = await prepararEventoEtapa(
    { empresaId, vacanteId, candidatoId, greenhouseAplicacionId: aplicacion ?? null },
    { de: actual.etapa, a: body.etapa },
    { fecha, userId: caller.userId },
    now,
  );
  await moverCandidatura(actual, siguiente, () => new ConflictError(msg.etapaCambiada), pasosEvento(evento));
  await emitirEvento(evento, enviar);
  return { candidatura: aCandidatura(siguiente, candidato), mensaje };
}

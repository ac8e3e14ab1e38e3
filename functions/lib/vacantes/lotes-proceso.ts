// Bulk actions on a vacancy's candidates (D190): the worker (queue acciones-vacante). One candidate at a
// time, in the selection's order; each candidate's change is its own transaction, conditional on what
// was read, and the report and the counters are saved every LOTE_VACANTE.resultadosPorBloque
// candidates (the kit's report, D135), so a delivery that dies resumes at the last saved block.
//
// Nothing lost, nothing twice, when a delivery dies and the next one repeats a block:
// - a move made by this action is recognised by its `loteId` in the application's history, and is
//   not made again;
// - a rejection records on the candidate, in the same transaction as the state and the stage, the one
//   rejection mail they may receive (D170's `rechazoEnviado`, with this action's id and the mail
//   «pendiente»); the mail is claimed (pendiente → enviando) before it leaves and marked enviado after.
//   A repeat finds the record and goes straight to the mail: pendiente is sent, enviando (a delivery
//   cut between the claim and the mark) is never sent again and is reported as unconfirmed — the choice
//   that never mails a candidate twice (as the notices' consumer, avisos/enviar.ts). A send that fails
//   gives the claim back and fails the delivery, so the queue tries again (lotes-envio.ts);
// - an invitation or a resend (D193) is recognised by the action's id on the interview
//   (lotes-invitar.ts), and its mail goes through the same claim;
// - a join (D200) is the application's conditional Put (never over one that exists); one this action
//   made is recognised by its first history entry's `loteId`.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { MensajeLoteVacante } from '../../../shared/colas.js';
import { formatFechaLarga } from '../../../shared/fechas.js';
import { fmt, vacantes as msg } from '../../../shared/messages.js';
import type { EtapaVacante } from '../../../shared/schemas/candidatura.js';
import { nombreEtapa } from '../../../shared/schemas/etapas-vacante.js';
import type { RechazoEnviado } from '../../../shared/schemas/candidato-envios.js';
import { LOTE_VACANTE, type ResultadoLote } from '../../../shared/schemas/lote-vacante.js';
import { enviarACola } from '../aws/sqs.js';
import { recorrerBloques } from '../colas/bloques.js';
import { trabajoDelMensaje } from '../colas/trabajo-del-mensaje.js';
import { zonaDe } from '../candidatos/rechazo-vista.js';
import { getSolicitudBorrado } from '../db/borrado-solicitado.js';
import { getCandidato, pasoAnotarRechazo, pasoEmailRechazoLote, pasosEstadoCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getCandidatura, moverCandidatura, pasoMoverCandidatura, unirCandidatura, type CandidaturaItem } from '../db/candidaturas.js';
import { getEmpresa } from '../db/empresas.js';
import {
  anotarEntregaLote,
  getLote,
  guardarBloqueLote,
  leerIds,
  liberarVacante,
  terminarLote,
  type ContadoresLote,
} from '../db/lotes-vacante.js';
import { transact, transactIf, type TransactStep } from '../db/repository.js';
import { getVacante } from '../db/vacantes.js';
import { AppError, ConflictError } from '../errors.js';
import { entrevistasDelCandidato } from '../entrevistas/borrar-de-candidato.js';
import { comprobarEtapa } from './etapas.js';
import { enviarUnaVez, type ContextoLote, type OpcionesLote } from './lotes-envio.js';
import { invitar, reenviar } from './lotes-invitar.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { emitirEvento, pasosEvento } from '../webhooks/eventos.js';
import { prepararEventoEtapa } from './evento-etapa.js';
import { COLA_LOTES } from './lotes.js';

export type { OpcionesLote };

export type ResultadoProcesoLote = 'completada' | 'continua' | 'ya_terminada' | 'no_existe' | 'adelantada';

/** The candidate's one record of a rejection mail (D170), as stored. */
const registroDe = (c: CandidatoItem) => c.rechazoEnviado as RechazoEnviado | undefined;
class Cambiado extends ConflictError {}

type Contexto = ContextoLote;

/** The worker: the candidates of one action not yet processed. */
export async function procesarLote(m: MensajeLoteVacante, o: OpcionesLote = {}): Promise<ResultadoProcesoLote> {
  const now = o.now ?? (() => new Date());
  const l = await trabajoDelMensaje(getLote(m.empresaId, m.loteId, { consistent: true }), 'Bulk action', { loteId: m.loteId });
  if (!l) return 'no_existe';
  if (l.estado === 'completada' || l.estado === 'fallida') {
    // A delivery cut between the end and the release lets the vacancy go now.
    await liberarVacante(l.empresaId, l.vacanteId, l.id);
    return 'ya_terminada';
  }
  const [empresa, vacante] = await Promise.all([getEmpresa(l.empresaId), getVacante(l.empresaId, l.vacanteId)]);
  // A company being deleted (D72) or a vacancy gone: nothing more is done, and the screen says so.
  if (!empresa || empresa.eliminacion || !vacante) {
    await liberarVacante(l.empresaId, l.vacanteId, l.id);
    await terminarLote(l.empresaId, l.id, 'fallida', { finalizadoEn: now().toISOString(), error: msg.loteFallido });
    return 'ya_terminada';
  }
  if (o.intento) await anotarEntregaLote(l.empresaId, l.id, o.intento, now().toISOString());
  const c: ContadoresLote = { procesados: l.procesados, hechos: l.hechos, fallidos: l.fallidos };
  const fin = await recorrerBloques({
    bloques: l.bloquesIds,
    leer: (b) => leerIds(l.empresaId, l.id, b),
    procesados: c.procesados,
    total: l.total,
    porBloque: LOTE_VACANTE.resultadosPorBloque,
    procesar: async (candidatoId: string, i) => {
      o.antesDeCandidato?.(i + 1);
      const r = await procesarCandidato({ l, empresa, puesto: vacante.titulo, now: now(), o }, candidatoId, i);
      c.procesados++;
      if (r.resultado === 'hecho') c.hechos++;
      else c.fallidos++;
      return r;
    },
    guardar: (bloque, informe, atras) => guardarBloqueLote(l, bloque, informe, c, atras),
    quedaMs: o.quedaMs,
    margenMs: LOTE_VACANTE.margenMs,
    seguir: () => enviarACola(COLA_LOTES, { empresaId: m.empresaId, loteId: m.loteId }),
  });
  if (fin !== 'hecho') return fin;
  // Let go first: when the screen reads «completada», the vacancy already takes the next action.
  await liberarVacante(l.empresaId, l.vacanteId, l.id);
  await terminarLote(l.empresaId, l.id, 'completada', { finalizadoEn: now().toISOString() });
  return 'completada';
}

/** Marks an action whose last delivery failed as fallida: what was done stays done, and the report says which. */
export async function marcarLoteFallido(m: MensajeLoteVacante, now = new Date()): Promise<void> {
  const l = await getLote(m.empresaId, m.loteId, { consistent: true });
  if (l) await liberarVacante(l.empresaId, l.vacanteId, l.id);
  await terminarLote(m.empresaId, m.loteId, 'fallida', { finalizadoEn: now.toISOString(), error: msg.loteFallido });
}

const fallido = (base: Pick<ResultadoLote, 'indice' | 'candidatoId'>, motivo: string): ResultadoLote => ({
  ...base,
  resultado: 'fallido',
  motivo,
});

async function procesarCandidato(ctx: Contexto, candidatoId: string, indice: number): Promise<ResultadoLote> {
  const base = { indice, candidatoId };
  const [actual, candidato] = await Promise.all([
    getCandidatura(ctx.l.empresaId, candidatoId, ctx.l.vacanteId),
    getCandidato(ctx.l.empresaId, candidatoId),
  ]);
  if (ctx.l.accion === 'unir') return { ...base, ...(await unir(ctx, actual, candidato, candidatoId)) };
  if (!actual || !candidato) return fallido(base, msg.loteNoEnVacante);
  try {
    if (ctx.l.accion === 'mover') return { ...base, ...(await mover(ctx, actual, ctx.l.etapa!)) };
    if (ctx.l.accion === 'invitar') return { ...base, ...(await invitar(ctx, actual, candidato)) };
    if (ctx.l.accion === 'reenviar') return { ...base, ...(await reenviar(ctx, actual, candidato)) };
    return { ...base, ...(await rechazar(ctx, actual, candidato)) };
  } catch (err) {
    if (err instanceof Cambiado) return fallido(base, msg.loteMovidoEntretanto);
    throw err;
  }
}

/**
 * A join (D200): the application at the action's stage, made by the same conditional transaction as
 * one person's join (the vacancy not closed, the candidate there, no application yet). Someone already
 * in the vacancy is left where they are.
 */
async function unir(
  ctx: Contexto,
  actual: CandidaturaItem | undefined,
  candidato: CandidatoItem | undefined,
  candidatoId: string,
): Promise<Omit<ResultadoLote, 'indice' | 'candidatoId'>> {
  const { l } = ctx;
  if (actual) return actual.historial?.[0]?.loteId === l.id ? { resultado: 'hecho' } : { resultado: 'hecho', motivo: msg.loteYaEnVacante };
  if (!candidato) return { resultado: 'fallido', motivo: msg.candidatoNoEncontrado };
  const etapa = l.etapa ?? 'nuevo';
  try {
    await comprobarEtapa(l.empresaId, etapa, ctx.now);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { resultado: 'fallido', motivo: err.message };
    throw err;
  }
  const fecha = ctx.now.toISOString();
  const por = l.creadoPor;
  class Cerrada extends ConflictError {}
  class YaEsta extends ConflictError {}
  try {
    await unirCandidatura(
      {
        empresaId: l.empresaId,
        vacanteId: l.vacanteId,
        candidatoId,
        etapa,
        unidaEn: fecha,
        movidaEn: fecha,
        movidaPor: por,
        historial: [{ de: null, a: etapa, fecha, por, loteId: l.id }],
        version: 1,
      },
      {
        vacante: () => new Cerrada(msg.vacanteCerrada),
        candidato: () => new Cerrada(msg.candidatoNoEncontrado),
        yaEsta: () => new YaEsta(msg.loteYaEnVacante),
      },
    );
  } catch (err) {
    // Joined meanwhile by a person: where they are is where they stay.
    if (err instanceof YaEsta) return { resultado: 'hecho', motivo: msg.loteYaEnVacante };
    if (err instanceof Cerrada) return { resultado: 'fallido', motivo: err.message };
    throw err;
  }
  return { resultado: 'hecho' };
}

/** The application's move to `etapa` by this action: its history entry names the action. */
function movimiento(ctx: Contexto, actual: CandidaturaItem, etapa: EtapaVacante): CandidaturaItem {
  const fecha = ctx.now.toISOString();
  const por = ctx.l.creadoPor;
  return {
    ...actual,
    etapa,
    movidaEn: fecha,
    movidaPor: por,
    historial: [...(actual.historial ?? []), { de: actual.etapa, a: etapa, fecha, por, loteId: ctx.l.id }],
    version: actual.version + 1,
  };
}

const movidaPorEste = (ctx: Contexto, c: CandidaturaItem, etapa: EtapaVacante) =>
  c.etapa === etapa && c.historial?.at(-1)?.loteId === ctx.l.id;

async function mover(ctx: Contexto, actual: CandidaturaItem, etapa: EtapaVacante): Promise<Omit<ResultadoLote, 'indice' | 'candidatoId'>> {
  if (movidaPorEste(ctx, actual, etapa)) return { resultado: 'hecho' };
  // The stage may have been deleted, or be being deleted, since the action was accepted (D195).
  let etapas;
  try {
    etapas = await comprobarEtapa(ctx.l.empresaId, etapa, ctx.now);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { resultado: 'fallido', motivo: err.message };
    throw err;
  }
  if (actual.etapa === etapa) return { resultado: 'hecho', motivo: fmt(msg.loteYaEnEtapa, { etapa: nombreEtapa(etapas, etapa) }) };
  const siguiente = movimiento(ctx, actual, etapa);
  const evento = await eventoEtapa(ctx, actual, etapa);
  await moverCandidatura(actual, siguiente, () => new Cambiado(msg.loteMovidoEntretanto), pasosEvento(evento));
  await emitirEvento(evento, enviarACola);
  return { resultado: 'hecho' };
}

function eventoEtapa(ctx: Contexto, actual: CandidaturaItem, etapa: EtapaVacante) {
  return prepararEventoEtapa(
    { empresaId: actual.empresaId, vacanteId: actual.vacanteId, candidatoId: actual.candidatoId },
    { de: actual.etapa, a: etapa },
    { fecha: ctx.now.toISOString(), userId: ctx.l.creadoPor.id },
    ctx.now,
  );
}

/**
 * A rejection: the stage «descartado», the candidate «rechazado» and, when the action mails and the
 * candidate was never sent a rejection, the record of this one (its mail «pendiente»), in one
 * transaction; then the mail.
 */
async function rechazar(
  ctx: Contexto,
  actual: CandidaturaItem,
  candidato: CandidatoItem,
): Promise<Omit<ResultadoLote, 'indice' | 'candidatoId'>> {
  const { l } = ctx;
  if (registroDe(candidato)?.loteId === l.id) return { resultado: 'hecho', email: await enviarEmail(ctx, candidato) };
  // Nothing to a candidate waiting for their erasure (D160), nor while an interview of theirs can still be taken (D163).
  const borrado = await getSolicitudBorrado(l.empresaId, candidato.id);
  if (borrado?.estado === 'pendiente') return { resultado: 'fallido', motivo: msg.loteBorradoPendiente };
  const abiertas = (await entrevistasDelCandidato(l.empresaId, candidato.id)).some(
    (e) => e.estado === 'programada' || e.estado === 'en_progreso',
  );
  if (abiertas) return { resultado: 'fallido', motivo: msg.loteEntrevistaAbierta };

  const previo = registroDe(candidato);
  const registro: RechazoEnviado | undefined =
    l.email && !previo
      ? { fecha: ctx.now.toISOString(), por: l.creadoPor.id, porNombre: l.creadoPor.nombre, loteId: l.id, email: 'pendiente' }
      : undefined;
  const cambiado = () => new Cambiado(msg.loteMovidoEntretanto);
  const pasos: TransactStep[] = [];
  let evento = null;
  if (actual.etapa !== 'descartado') {
    evento = await eventoEtapa(ctx, actual, 'descartado');
    const siguiente = movimiento(ctx, actual, 'descartado');
    pasos.push(pasoMoverCandidatura(actual, siguiente, cambiado), ...pasosEvento(evento));
  }
  if (candidato.estado !== 'rechazado')
    pasos.push(
      ...pasosEstadoCandidato(
        { ...candidato, ...(registro ? { rechazoEnviado: registro } : {}) },
        'rechazado',
        ctx.now.toISOString(),
        cambiado,
      ),
    );
  else if (registro) pasos.push(pasoAnotarRechazo(l.empresaId, candidato.id, registro, cambiado));
  if (pasos.length) await transact(pasos);
  if (evento) await emitirEvento(evento, enviarACola);
  if (registro) return { resultado: 'hecho', email: await enviarEmail(ctx, { ...candidato, rechazoEnviado: registro }) };
  if (!l.email) return { resultado: 'hecho', email: 'no' };
  const zona = zonaDe(ctx.empresa);
  return {
    resultado: 'hecho',
    email: 'ya_comunicado',
    motivo: fmt(msg.loteYaComunicado, { fecha: formatFechaLarga(previo!.fecha, zona) ?? previo!.fecha }),
  };
}

/** Fills the placeholders the mail may use (checked when the action was accepted). */
function rellenarLote(texto: string, vars: Record<string, string>): string {
  return texto.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (todo, nombre: string) => vars[nombre] ?? todo);
}

/** The candidate's rejection mail of this action, at most once (lotes-envio.ts); what it came to. */
async function enviarEmail(ctx: Contexto, candidato: CandidatoItem): Promise<ResultadoLote['email']> {
  const r = registroDe(candidato)!;
  if (r.email !== 'pendiente') return r.email ?? 'enviado';
  const { l } = ctx;
  const vars = { nombreCandidato: candidato.nombre, puesto: ctx.puesto, nombreEmpresa: nombreEmpresa(ctx.empresa) };
  return enviarUnaVez(ctx, candidato.id, {
    estado: 'pendiente',
    marcar: (de, a) => transactIf([pasoEmailRechazoLote(l.empresaId, candidato.id, l.id, de, a)]),
    releer: async () => {
      const ahora = await getCandidato(l.empresaId, candidato.id);
      return (ahora && registroDe(ahora)?.email) || undefined;
    },
    enviar: async () => {
      const envio = await enviarPlantilla(
        'resultadoCandidatura',
        { to: candidato.email, empresaId: l.empresaId, marca: marcaDeEmpresa(ctx.empresa) },
        { asunto: rellenarLote(l.email!.asunto, vars), mensaje: rellenarLote(l.email!.mensaje, vars) },
      );
      return envio.estado === 'enviado' ? 'enviado' : 'omitido';
    },
    datos: { loteId: l.id },
  });
}

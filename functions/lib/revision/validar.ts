// PUT /api/entrevistas/{id}/validacion (D69, D80): a person decides. The AI's report stays as
// it was; the review sits beside it (decision, adjusted scores with the AI's next to them, comment, who
// and when, and what the AI recommended). analizada → validada in one transaction with the company's
// state counter and its recommended count (the person's decision replaces the AI's conclusions there),
// the Informes list item, the analytics and, when asked, the candidate's move to seleccionado or
// rechazado. A saved review can be corrected (`corrige`: the number of the review the reviewer read):
// the new one becomes current, every earlier one is kept under `anteriores` with who and when, and
// every count that depends on the decision moves by the difference, in the same kind of transaction
// (the interview's version is its condition: two corrections of one review cannot both land).
// The review mails nobody (D180): what the candidate receives — the outcome, with the approved
// feedback in the same mail — is drafted after it and sent only when a person approves it
// (comentarios/aprobar.ts). Before D180 a review could mail the outcome alone (D80); those reviews
// keep what they recorded of it (`email`, `emailCandidato`).
import { respuestasMarcadas } from '../../../shared/schemas/integridad.js';
import { fmt, informes as msg, candidatos as msgCandidatos, entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { ESTADO_CANDIDATO_ETIQUETA, transicionPermitida } from '../../../shared/schemas/candidato.js';
import {
  coincideConIA,
  recomendacionDeIA,
  type RegistroRevision,
  type Validacion,
  type ValidacionBody,
} from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import type { Caller } from '../auth/caller.js';
import { getCandidato, pasosEstadoCandidato } from '../db/candidatos.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { fraccionAleatoria } from '../db/fracciones.js';
import { analiticaKeys, msDesde, pasoSumar, pasosAnalitica } from '../db/analitica.js';
import { informeKeys, pasoInforme, type InformeListaItem } from '../db/informes.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { entrevistaDe } from '../entrevistas/de-empresa.js';
import { getItem, transact, type TransactStep } from '../db/repository.js';
import type { Enviar } from '../colas/entrega.js';
import { datosRevision, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { ponerSiVersion } from '../db/entrevistas-pasos.js';
import { siguiente } from '../entrevistas/transicion.js';
import { esRecomendado, resumenInforme } from '../analitica/agregados.js';
import { pasosCalibracion } from './calibracion.js';
import { supervision as msgSupervision } from '../../../shared/messages.js';
import { pasoSupervision } from '../db/supervision.js';
import { pasoSinAjusteAbierto } from '../db/ayuda-candidato.js';
import { entradaRevision, esCambioSobreIA, nombreDe } from '../supervision/entradas.js';

/** The reviewer's scores that differ from the AI's, each with the AI's beside it. */
function ajustes(e: EntrevistaItem, body: ValidacionBody): Validacion['puntuacionesAjustadas'] {
  const porNombre = new Map(e.informeIA!.softSkills.map((s) => [normalizarTexto(s.habilidad), s]));
  const out: Validacion['puntuacionesAjustadas'] = [];
  for (const a of body.puntuacionesAjustadas ?? []) {
    const s = porNombre.get(normalizarTexto(a.habilidad));
    if (!s) {
      const m = fmt(msg.competenciaNoEnInforme, { competencia: a.habilidad });
      throw new ValidationError(m, [{ campo: 'puntuacionesAjustadas', msg: m }]);
    }
    if (s.puntuacion === a.puntuacion || out.some((o) => o.habilidad === s.habilidad)) continue;
    out.push({ habilidad: s.habilidad, puntuacion: a.puntuacion, puntuacionIA: s.puntuacion });
  }
  return out;
}

/** The review's number (reviews saved before D80 carry none: they are the first). */
export const numeroDe = (v: Pick<RegistroRevision, 'numero'>) => v.numero ?? 1;

/**
 * Whether a stored review was counted as agreeing with the AI when it was written: by D80's rule
 * when it records the AI's recommendation; a review from before D80 was counted by the old one
 * (recommended ↔ recomendado, so 'en duda' matched a report the AI did not recommend).
 */
export function contadaComoCoincidencia(v: Pick<RegistroRevision, 'decision' | 'recomendacionIA'>, e: EntrevistaItem): boolean {
  if (v.recomendacionIA) return coincideConIA(v.decision, v.recomendacionIA);
  return esRecomendado(e.informeIA!, null) === (v.decision === 'recomendado');
}

const uno = (b: boolean) => (b ? 1 : 0);

/**
 * The company's statistics' share (on fraction `f`): a first review moves the state counter
 * analizada → validada; every review moves the recommended count by the difference between what
 * counted before (the AI's conclusions, or the review it corrects) and the new decision.
 */
function pasosEmpresaValidada(e: EntrevistaItem, antes: Validacion | null, validacion: Validacion, f: number): TransactStep[] {
  const rec = uno(esRecomendado(e.informeIA!, validacion)) - uno(esRecomendado(e.informeIA!, antes));
  if (antes) return rec === 0 ? [] : pasosEmpresa(e.empresaId, { informes: { informesRecomendados: rec } }, undefined, f);
  return pasosEmpresa(e.empresaId, { estado: { de: 'analizada', a: 'validada' }, informes: { informesRecomendados: rec } }, undefined, f);
}

/**
 * The review's share of the analytics (D70, D80): its area's reviews and recommended count and the
 * quality block. A correction adds no review and no time to review: it moves the recommended,
 * agreeing and adjusted counts from what the corrected review counted to what the new one counts.
 */
export function pasosAnaliticaRevision(
  e: EntrevistaItem,
  antes: Validacion | null,
  v: Validacion,
  areaId: string | null,
  now: Date,
  f?: number,
): TransactStep[] {
  const recomendados = uno(esRecomendado(e.informeIA!, v)) - uno(esRecomendado(e.informeIA!, antes));
  const coincidencias = uno(coincideConIA(v.decision, v.recomendacionIA!)) - (antes ? uno(contadaComoCoincidencia(antes, e)) : 0);
  const conAjustes = uno(v.puntuacionesAjustadas.length > 0) - (antes ? uno(antes.puntuacionesAjustadas.length > 0) : 0);
  const hastaRevision = antes ? null : msDesde(e.historial, 'analizada', now);
  return pasosAnalitica(
    pasoSumar(analiticaKeys.area(e.empresaId, areaId), { validadas: antes ? 0 : 1, recomendados }, {}, f),
    pasoSumar(
      analiticaKeys.calidad(e.empresaId),
      { validadas: antes ? 0 : 1, coincidencias, conAjustes, hastaRevisionMsSuma: hastaRevision ?? 0 },
      {},
      f,
    ),
  );
}

/**
 * A review that closes the interview as rejected (D172): the person does not recommend the candidate,
 * or moves them to rechazado. While an adjustment request is open, its transaction does not land.
 */
export const cierraComoRechazo = (body: Pick<ValidacionBody, 'decision' | 'estadoCandidato'>) =>
  body.decision === 'no_recomendado' || body.estadoCandidato === 'rechazado';

/** The earlier review as the audit keeps it (its own earlier ones are already in the list). */
function registro(v: Validacion): RegistroRevision {
  const { anteriores: _a, enCalibracion: _c, ...r } = v;
  return { ...r, numero: numeroDe(v) };
}

export async function validarEntrevista(
  caller: Caller,
  empresaId: string,
  id: string,
  body: ValidacionBody,
  now = new Date(),
  enviar?: Enviar,
): Promise<{ entrevista: EntrevistaItem; correccion: boolean }> {
  const e = await entrevistaDe(empresaId, id);
  const correccion = body.corrige !== undefined;
  if (!correccion) {
    if (e.estado === 'validada') throw new ConflictError(msg.yaValidada);
    if (e.estado !== 'analizada' || !e.informeIA) throw new ConflictError(fmt(msg.soloAnalizada, { estado: e.estado }));
  } else {
    if (e.estado !== 'validada' || !e.validacion || !e.informeIA) throw new ConflictError(msg.nadaQueCorregir);
    // The reviewer corrects the review they read: a newer one (someone else's correction) wins.
    if (numeroDe(e.validacion) !== body.corrige) throw new ConflictError(msg.revisionCambiada);
  }
  if (body.notificarCandidato)
    throw new ValidationError(msg.notificarRetirado, [{ campo: 'notificarCandidato', msg: msg.notificarRetirado }]);

  const candidato = body.estadoCandidato ? await getCandidato(empresaId, e.candidatoId) : undefined;
  if (body.estadoCandidato) {
    if (!candidato) throw new NotFoundError(msgEntrevistas.candidatoNoEncontrado);
    if (!transicionPermitida(candidato.estado, body.estadoCandidato))
      throw new ConflictError(
        fmt(msgCandidatos.transicionNoPermitida, {
          de: ESTADO_CANDIDATO_ETIQUETA[candidato.estado],
          a: ESTADO_CANDIDATO_ETIQUETA[body.estadoCandidato],
        }),
      );
  }

  const antes = correccion ? e.validacion! : null;
  const validacion: Validacion = {
    numero: antes ? numeroDe(antes) + 1 : 1,
    decision: body.decision,
    puntuacionesAjustadas: ajustes(e, body),
    comentario: body.comentario,
    por: { userId: caller.userId, nombre: nombreDe(caller) },
    fecha: now.toISOString(),
    estadoCandidato: body.estadoCandidato ?? null,
    emailCandidato: null,
    recomendacionIA: recomendacionDeIA(e.informeIA!),
    ...(body.motivoCambio ? { motivoCambio: body.motivoCambio } : {}),
    anteriores: antes ? [...(antes.anteriores ?? []), registro(antes)] : [],
    enCalibracion: true,
  };
  // An override of the AI (another decision, a changed score) needs its written reason (D153).
  const motivo = body.motivoCambio?.trim() || null;
  if (esCambioSobreIA(validacion, e.informeIA!) && !motivo)
    throw new ValidationError(msgSupervision.motivoObligatorio, [{ campo: 'motivoCambio', msg: msgSupervision.motivoObligatorio }]);
  // A first review moves the interview to validada (one more history line); a correction keeps it
  // validada and replaces the review, the earlier one kept in `anteriores`.
  // A report analysed before D202 gains its flagged answers' count with the review (the Entrevistas filter).
  const marcadas = e.informeIA!.integridad ? { respuestasMarcadas: respuestasMarcadas(e.informeIA!.integridad) } : {};
  const despues: EntrevistaItem = antes
    ? { ...e, ...marcadas, validacion, version: (e.version ?? 1) + 1 }
    : siguiente(e, 'validada', now, { validacion, ...marcadas }, caller.userId);
  // The list item keeps the area it was filed under when the report was written.
  const lista = await getItem<InformeListaItem>(informeKeys.informe(empresaId, id));
  const areaId = lista?.areaId ?? null;
  const f = fraccionAleatoria();
  const evento = await prepararEvento(
    empresaId,
    correccion ? 'revision.corregida' : 'revision.registrada',
    datosRevision(despues, e.informeIA!, validacion),
    now,
  );
  await transact([
    ponerSiVersion(despues, e),
    ...pasosEmpresaValidada(e, antes, validacion, f),
    pasoInforme(empresaId, resumenInforme(e, e.informeIA!, 'validada', areaId, validacion)),
    ...pasosAnaliticaRevision(e, antes, validacion, areaId, now, f),
    ...pasosCalibracion(e, antes, validacion, f),
    ...(candidato && body.estadoCandidato
      ? pasosEstadoCandidato(candidato, body.estadoCandidato, now.toISOString(), () => new ConflictError(msgEntrevistas.conflicto))
      : []),
    // The state rule (D172): no closing as rejected while an adjustment request waits for its answer.
    ...(cierraComoRechazo(body) ? [pasoSinAjusteAbierto(empresaId, id)] : []),
    ...pasosEvento(evento),
    // The oversight record (D153): the person's decision beside the AI's, in the review's own write.
    pasoSupervision(
      empresaId,
      entradaRevision(id, e.informeIA!, validacion, antes ? numeroDe(antes) : null, caller, {
        motivo: esCambioSobreIA(validacion, e.informeIA!) ? motivo : null,
        evidenciaAbierta: body.evidenciaAbierta ?? [],
      }),
    ),
  ]);
  await emitirEvento(evento, enviar);

  return { entrevista: despues, correccion };
}

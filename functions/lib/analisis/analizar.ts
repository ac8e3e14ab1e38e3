// The analysis job of a completed interview (D69): the queue's consumer calls this once per
// message, and SQS may deliver a message twice or retry a run that died half-way. So:
// - the report is written only by the move completada → analizada, conditional on the version read
//   (a second run finds it analizada and writes nothing), in ONE transaction with the company's state
//   counters and report aggregates, the candidate's move en_proceso → entrevistado and the change of
//   the platform's "Informes Generados" in the company's outbox (D169: applied once by its queue);
// - the email and the notifications go after the commit, at least once and written once (D109): the
//   committed item carries `avisoInforme: 'pendiente'`; the notifications are idempotent by their clave,
//   the email is sent by the run that claims it (pendiente → enviando) and the notice is marked enviado
//   only once both are done. A failed email gives the claim back; a failed notice fails the delivery,
//   and SQS's next delivery (which finds the report written) sends what is missing.
// - the finish's notification ('Entrevista completada') is written here too if the candidate's
//   request could not write it (`avisoCompletada: 'pendiente'`, D109).
// The draft comes from a provider or the built-in analyzer (borrador.ts), and every quote is checked
// against the transcript before anything is stored; the report's notice is aviso-informe.ts.
import { respuestasMarcadas } from '../../../shared/schemas/integridad.js';
import type { MensajeAnalisis } from '../../../shared/colas.js';
import { informes as msg } from '../../../shared/messages.js';
import { transicionPermitida } from '../../../shared/schemas/candidato.js';
import type { InformeIA } from '../../../shared/schemas/informe.js';
import { umbralDeEmpresa } from '../../../shared/schemas/umbral-empresa.js';
import { SERVICIOS_HR } from '../../../shared/constants.js';
import { evaluar } from './evaluar.js';
import { significadoDe } from './significado.js';
import { getCandidato, pasosEstadoCandidato } from '../db/candidatos.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { fraccionAleatoria } from '../db/fracciones.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { entrevistaKeys, getDiseno, getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { analiticaKeys, msDesde, pasoSumar, pasosAnalitica, semanaDe } from '../db/analitica.js';
import { pasoInforme } from '../db/informes.js';
import { transact, updateItem, type TransactStep } from '../db/repository.js';
import { getServicioHr } from '../db/servicios-hr.js';
import { AppError, ConflictError } from '../errors.js';
import { ponerSiVersion } from '../db/entrevistas-pasos.js';
import { siguiente } from '../entrevistas/transicion.js';
import { logger } from '../logger.js';
import { avisarDeEntrevista } from '../notificaciones/candidato.js';
import { avisarCompletada } from '../entrevistas/aviso-completada.js';
import { aggregadosInforme, esRecomendado, resumenInforme } from '../analitica/agregados.js';
import { AvisoNoEntregado, avisarInforme } from './aviso-informe.js';
import { contextoDe, entradaDe, palabrasDelCandidato, redactar } from './borrador.js';
import { analizarTexto } from './texto/analisis-texto.js';
import { VERSION_PROMPT_INFORME } from './proveedor/prompt.js';
import { iaPausada } from '../../../shared/schemas/supervision.js';
import { pasoSupervision } from '../db/supervision.js';
import { entradaInforme } from '../supervision/entradas.js';
import type { Enviar } from '../colas/entrega.js';
import { datosInforme, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { entregaContadores, enviarConteo } from '../servicios-hr/conteo.js';

export type ResultadoAnalisis = 'analizada' | 'ya-analizada' | 'no-existe' | 'no-completada';

/** The company's statistics: state counters and the report aggregates, on fraction `f` (D111). */
function pasosEmpresaAnalizada(empresaId: string, informe: InformeIA, f: number): TransactStep[] {
  const a = aggregadosInforme(informe);
  return pasosEmpresa(
    empresaId,
    {
      estado: { de: 'completada', a: 'analizada' },
      informes: {
        informesGenerados: 1,
        informesSumaPuntuacion: a.suma,
        informesConPuntuacion: a.conPuntuacion,
        informesRecomendados: esRecomendado(informe, null) ? 1 : 0,
      },
    },
    undefined,
    f,
  );
}

/** The report's share of the analytics (D70): its week, area, service and the quality block. */
function pasosAnaliticaInforme(e: EntrevistaItem, informe: InformeIA, areaId: string | null, fin: Date, f: number) {
  const a = aggregadosInforme(informe);
  const recomendado = esRecomendado(informe, null) ? 1 : 0;
  const hastaInforme = msDesde(e.historial, 'completada', fin);
  const citas = [...informe.softSkills, ...informe.hardSkills].reduce((n, s) => n + s.evidencia.length, 0);
  const porInforme = { informes: 1, sumaPuntuacion: a.suma, conPuntuacion: a.conPuntuacion };
  return [
    pasoSumar(
      analiticaKeys.semana(e.empresaId, semanaDe(fin)),
      { ...porInforme, ...(hastaInforme === null ? {} : { hastaInformeMsSuma: hastaInforme, hastaInformeN: 1 }) },
      {},
      f,
    ),
    pasoSumar(analiticaKeys.area(e.empresaId, areaId), { ...porInforme, recomendados: recomendado }, {}, f),
    pasoSumar(analiticaKeys.servicio(e.empresaId, e.servicioId), porInforme, { nombre: e.servicioNombre }, f),
    pasoSumar(
      analiticaKeys.calidad(e.empresaId),
      {
        citasTotales: citas + informe.procedencia.citasDescartadas,
        citasDescartadas: informe.procedencia.citasDescartadas,
        informesProveedor: informe.procedencia.metodo === 'proveedor' ? 1 : 0,
        informesIntegrado: informe.procedencia.metodo === 'integrado' ? 1 : 0,
      },
      {},
      f,
    ),
  ];
}

class Ganada extends ConflictError {}

/**
 * The threshold a report's recommendation is measured against (D157): the company's own setting
 * (`configuracion.umbralRecomendacion`, out of 10) when it has one, else the template's pass mark
 * («Criterio para aprobar», a percentage).
 */
export function umbralDelInforme(empresa: EmpresaItem | undefined, ...disenos: (object | undefined)[]): [number, 'empresa' | 'plantilla'] {
  const propio = umbralDeEmpresa(empresa);
  if (propio !== null) return [propio, 'empresa'];
  // The interview's own design snapshot first (the version it was scheduled with), then the template.
  const criterio = disenos
    .map((d) => (d as { estructura?: { criterioPasado?: unknown } } | undefined)?.estructura?.criterioPasado)
    .find((x) => typeof x === 'number');
  const pct = typeof criterio === 'number' && criterio >= 0 && criterio <= 100 ? criterio : SERVICIOS_HR.criterioPasadoPorDefecto;
  return [Math.round(pct) / 10, 'plantilla'];
}

/**
 * Runs the analysis of one queued interview, and the notices to the company still pending: the
 * finish's (when the candidate's request could not write it) and the report's. A notice that fails
 * makes the run throw once the rest is done, so the queue delivers the message again (D109).
 */
export async function analizarEntrevista(m: MensajeAnalisis, now = () => new Date(), enviar?: Enviar): Promise<ResultadoAnalisis> {
  const leida = await getEntrevista(m.empresaId, m.entrevistaId);
  if (!leida) return 'no-existe';
  let e = leida;
  let falloCompletada: Error | undefined;
  try {
    // Carried into the report's write, so that write does not put the notice back to pending.
    if (await avisarCompletada(leida, now())) e = { ...leida, avisoCompletada: 'enviado' };
  } catch (err) {
    falloCompletada = err as Error;
  }
  const r = await analizar(m, e, now, enviar);
  if (falloCompletada) throw new AvisoNoEntregado('Interview-finished notification', falloCompletada);
  return r;
}

async function analizar(m: MensajeAnalisis, e: EntrevistaItem, now: () => Date, enviar?: Enviar): Promise<ResultadoAnalisis> {
  if (e.estado === 'analizada' || e.estado === 'validada') {
    await avisarInforme(e, now());
    return 'ya-analizada';
  }
  if (e.estado !== 'completada') return 'no-completada';

  const inicio = Date.now();
  const [diseno, servicio, empresa, candidato] = await Promise.all([
    getDiseno(e.empresaId, e.id),
    getServicioHr(e.servicioId).catch(() => undefined),
    getEmpresa(e.empresaId),
    getCandidato(e.empresaId, e.candidatoId),
  ]);
  const entrada = entradaDe(e, diseno);
  // The company's AI paused (D153): the built-in analyzer writes the report.
  const pausada = iaPausada(empresa);
  // The pipeline (evaluar.ts): the checks (D157), the draft given them, the quotes checked, the signals
  // and the recommendation by rule.
  const ctx = contextoDe(servicio, e, empresa, candidato);
  const preferida = typeof servicio?.api_preferida === 'string' ? servicio.api_preferida : undefined;
  const {
    informe: evaluado,
    descartadas,
    procedencia,
  } = await evaluar(
    entrada,
    (c) => redactar(e, entrada, ctx, preferida, c, pausada),
    umbralDelInforme(empresa, diseno, servicio),
    // By meaning where the deployment has it (D177), never while the company paused the AI (D153).
    pausada || e.simulada ? undefined : significadoDe(e, entrada, diseno?.servicioVersion),
  );

  let bertAnalysis: InformeIA['bertAnalysis'] = null;
  const texto = palabrasDelCandidato(entrada.turnos);
  if (texto) {
    try {
      bertAnalysis = await analizarTexto(texto);
    } catch (err) {
      // Part 2 §4: a failed text analysis is logged and the report goes without it.
      logger.error('Text analysis failed, report written without it', {
        empresaId: e.empresaId,
        entrevistaId: e.id,
        error: (err as Error).message,
      });
    }
  }
  const fin = now();
  const informe: InformeIA = {
    ...evaluado,
    bertAnalysis,
    procedencia: {
      ...procedencia,
      plantilla: {
        servicioId: e.servicioId,
        codigo: servicio?.codigo ?? e.servicioId,
        nombre: e.servicioNombre,
        version: e.servicioVersion ?? null,
      },
      rubricaVersion: diseno?.servicioVersion ?? e.servicioVersion ?? null,
      generadoEn: fin.toISOString(),
      duracionMs: Date.now() - inicio,
      citasDescartadas: descartadas,
      analisisTextoFallido: !!texto && !bertAnalysis,
    },
  };

  const despues = siguiente(e, 'analizada', fin, {
    informeIA: informe,
    // The flagged answers as the Informes item counts them (D202): the Entrevistas filter tests it.
    ...(informe.integridad ? { respuestasMarcadas: respuestasMarcadas(informe.integridad) } : {}),
    // A retried analysis (D78) leaves its failure behind: only when it was queued and when it ran.
    analisis: {
      encoladaEn: e.analisis?.encoladaEn ?? fin.toISOString(),
      estado: 'ejecutada',
      ejecutadaEn: fin.toISOString(),
      ...(e.analisis?.reintentos ? { reintentos: e.analisis.reintentos } : {}),
    },
    avisoInforme: 'pendiente',
  });
  const areaId = (candidato?.areaId as string | null | undefined) ?? null;
  const pasoCandidato =
    candidato && candidato.estado === 'en_proceso' && transicionPermitida('en_proceso', 'entrevistado')
      ? pasosEstadoCandidato(candidato, 'entrevistado', fin.toISOString(), () => new Ganada('candidate changed'))
      : [];
  // One statistics fraction for the whole write (D111).
  const f = fraccionAleatoria();
  // The webhooks' «informe.listo», in the report's own transaction (D147).
  const evento = await prepararEvento(e.empresaId, 'informe.listo', datosInforme(despues, informe), fin);
  // The platform's count of reports, off the job's transaction (D169): a change in the outbox.
  const conteo = entregaContadores(e.empresaId, { informesGenerados: 1 }, fin);
  try {
    await transact([
      { ...ponerSiVersion(despues, e), onConditionFail: () => new Ganada('already analysed') },
      ...pasosEmpresaAnalizada(e.empresaId, informe, f),
      conteo.paso,
      pasoInforme(e.empresaId, resumenInforme(e, informe, 'analizada', areaId, null)),
      ...pasosAnalitica(...pasosAnaliticaInforme(e, informe, areaId, fin, f)),
      ...pasoCandidato,
      ...pasosEvento(evento),
      // The oversight record (D153): how the report was made, in the report's own write.
      pasoSupervision(e.empresaId, entradaInforme(e.id, informe, fin, { promptVersion: VERSION_PROMPT_INFORME, iaPausada: pausada })),
    ]);
  } catch (err) {
    if (!(err instanceof Ganada)) throw err;
    const ahora = await getEntrevista(m.empresaId, m.entrevistaId);
    if (ahora && (ahora.estado === 'analizada' || ahora.estado === 'validada')) return 'ya-analizada';
    // The candidate moved meanwhile (or the interview changed): let the queue retry the whole run.
    throw new AppError(409, 'CONFLICT', 'Interview or candidate changed during the analysis; retrying');
  }
  logger.info('Interview report written', {
    empresaId: e.empresaId,
    entrevistaId: e.id,
    metodo: informe.procedencia.metodo,
    proveedor: informe.procedencia.proveedor,
    motivoIntegrado: informe.procedencia.motivoIntegrado,
    citasDescartadas: descartadas,
    duracionMs: informe.procedencia.duracionMs,
  });
  await enviarConteo(conteo, enviar);
  await emitirEvento(evento, enviar);
  await avisarInforme({ ...despues, empresa } as EntrevistaItem & { empresa?: EmpresaItem }, now());
  return 'analizada';
}

/**
 * The queue's last delivery failed too (D78): the analysis is marked fallida — the interview stays
 * completada with its transcript — and the company's admins and whoever scheduled it are told, once
 * per hand-off (the mark is conditional on the version read, and the notification's key names the
 * hand-off's time). An admin may then retry it (POST /api/entrevistas/{id}/reintentar-analisis).
 */
export async function marcarAnalisisFallida(m: MensajeAnalisis, now = new Date()): Promise<boolean> {
  const e = await getEntrevista(m.empresaId, m.entrevistaId);
  if (!e || e.estado !== 'completada' || e.analisis?.estado === 'fallida') return false;
  const encoladaEn = e.analisis?.encoladaEn ?? now.toISOString();
  try {
    await updateItem(
      entrevistaKeys.entrevista(e.empresaId, e.id),
      { analisis: { estado: 'fallida', encoladaEn, fallidaEn: now.toISOString() }, version: (e.version ?? 1) + 1 },
      () => new Ganada('changed'),
      e.version === undefined
        ? { expression: 'estado = :c AND attribute_not_exists(version)', values: { ':c': 'completada' } }
        : { expression: 'estado = :c AND version = :v', values: { ':c': 'completada', ':v': e.version } },
    );
  } catch (err) {
    if (err instanceof Ganada) return false;
    throw err;
  }
  logger.error('Interview analysis failed on its last delivery', { empresaId: e.empresaId, entrevistaId: e.id });
  // Best effort (D109): the message goes to the dead-letter queue after this, so nothing would tell
  // it again; the interview's card says 'Análisis de IA fallido' whatever happens here.
  await avisarDeEntrevista(
    e,
    {
      type: 'sistema',
      prioridad: 'alta',
      title: msg.fallidoTitulo,
      mensaje: msg.fallidoMensaje,
      actionUrl: `/entrevistas?entrevista=${encodeURIComponent(e.id)}`,
      actionText: msg.verEntrevista,
      clave: `entrevista-${e.id}-analisis-fallido-${encoladaEn.replace(/[^0-9]/g, '')}`,
    },
    now,
  ).catch((err: Error) =>
    logger.error('Analysis-failed notification not written', { empresaId: e.empresaId, entrevistaId: e.id, error: err.message }),
  );
  return true;
}

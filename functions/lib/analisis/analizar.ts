// The analysis job of a completed interview (issue 13; D69): the queue's consumer calls this once per
// message, and SQS may deliver a message twice or retry a run that died half-way. So:
// - the report is written only by the move completada → analizada, conditional on the version read
//   (a second run finds it analizada and writes nothing), in ONE transaction with the company's state
//   counters and report aggregates, the platform's "Informes Generados" and the candidate's move
//   en_proceso → entrevistado;
// - the email and the notifications go after the commit, at least once and written once (D109): the
//   committed item carries `avisoInforme: 'pendiente'`; the notifications are idempotent by their clave,
//   the email is sent by the run that claims it (pendiente → enviando) and the notice is marked enviado
//   only once both are done. A failed email gives the claim back; a failed notice fails the delivery,
//   and SQS's next delivery (which finds the report written) sends what is missing.
// - the finish's notification ('Entrevista completada') is written here too if the candidate's
//   request could not write it (`avisoCompletada: 'pendiente'`, D109).
// The report comes from OpenAI or Claude (the template's api_preferida first; the company's key,
// else the platform's) or, without a key or when the provider fails, from the built-in analyzer —
// and says which. Every quote is checked against the transcript before anything is stored.
import type { MensajeAnalisis } from '../../../shared/colas.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { informes as msg } from '../../../shared/messages.js';
import { transicionPermitida } from '../../../shared/schemas/candidato.js';
import type { InformeBorrador, InformeIA, Procedencia } from '../../../shared/schemas/informe.js';
import { config } from '../config.js';
import { claveParaUsar, type ClaveParaUsar } from '../configuracion/clave-para-usar.js';
import { getCandidato, pasosEstadoCandidato } from '../db/candidatos.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { fraccionAleatoria } from '../db/fracciones.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { entrevistaKeys, getDiseno, getEntrevista, type DisenoItem, type EntrevistaItem } from '../db/entrevistas.js';
import { analiticaKeys, msDesde, pasoSumar, pasosAnalitica, semanaDe } from '../db/analitica.js';
import { pasoInforme } from '../db/informes.js';
import { contadoresStep } from '../db/plataforma.js';
import { transact, updateItem, type TransactStep } from '../db/repository.js';
import { avisoInformeCompleto, emailInformeEnviado, reclamarEmailInforme, soltarEmailInforme } from '../db/entrevistas-avisos.js';
import { getServicioHr, type ServicioHrItem } from '../db/servicios-hr.js';
import { AppError, ConflictError } from '../errors.js';
import { ponerSiVersion } from '../db/entrevistas-pasos.js';
import { siguiente } from '../entrevistas/transicion.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { avisarDeEntrevista } from '../notificaciones/service.js';
import { avisarCompletada } from '../entrevistas/aviso-completada.js';
import { aggregadosInforme, esRecomendado, resumenInforme } from './agregados.js';
import { verificarEvidencias } from './evidencia.js';
import { ANALIZADOR_VERSION, analizarIntegrado } from './integrado.js';
import { construirPrompt, hashPrompt, type ContextoPrompt } from './prompt.js';
import { FalloAnalisisIA, llamarAnalisisIA, modeloAnalisis } from './proveedor.js';
import { analizarTexto } from './texto.js';
import type { EntradaAnalisis, TurnoTranscripcion } from './tipos.js';
import type { Enviar } from '../colas/entrega.js';
import { datosInforme, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';

export type ResultadoAnalisis = 'analizada' | 'ya-analizada' | 'no-existe' | 'no-completada';

const PROVEEDORES = ['openai', 'claude'] as const;
type ProveedorInforme = (typeof PROVEEDORES)[number];

/** The design's questions with what each explores and the competency it evidences. */
function entradaDe(e: EntrevistaItem, d: DisenoItem | undefined): EntradaAnalisis {
  const preguntas: EntradaAnalisis['preguntas'] = [];
  for (const f of d?.estructura?.fases ?? [])
    for (const p of f.preguntas ?? [])
      preguntas.push({ n: preguntas.length, fase: f.nombre, texto: p.texto, explora: p.explora, competencia: p.competencia });
  return {
    turnos: e.transcripcion ?? [],
    preguntas,
    rubrica: (d?.estructura?.rubrica ?? []) as EntradaAnalisis['rubrica'],
  };
}

function contextoDe(
  s: ServicioHrItem | undefined,
  e: EntrevistaItem,
  empresa: EmpresaItem | undefined,
  cand: Record<string, unknown> | undefined,
): ContextoPrompt {
  const texto = (v: unknown) =>
    Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
  const ia = (empresa?.configuracion as { configuracionIA?: { criterios_evaluacion?: unknown } } | undefined)?.configuracionIA;
  return {
    plantilla: {
      nombre: texto(s?.nombre) ?? e.servicioNombre,
      contexto: texto(s?.contexto),
      prompt_sistema: texto(s?.prompt_sistema),
      prompt_usuario: texto(s?.prompt_usuario),
    },
    candidato: {
      posicion: texto(cand?.posicion ?? cand?.puesto),
      experiencia: cand?.experiencia_años !== undefined ? `${texto(cand.experiencia_años)} años` : texto(cand?.experiencia),
      skills: texto(cand?.habilidades ?? cand?.skills),
      educacion: texto(cand?.educacion),
    },
    empresa: { contextoEmpresarial: texto(empresa?.contextoEmpresarial), criterios: texto(ia?.criterios_evaluacion) },
  };
}

async function elegirProveedor(
  empresaId: string,
  preferida: string | undefined,
): Promise<{ p: ProveedorInforme; clave: ClaveParaUsar } | null> {
  const orden = PROVEEDORES.includes(preferida as ProveedorInforme)
    ? [preferida as ProveedorInforme, ...PROVEEDORES.filter((p) => p !== preferida)]
    : [...PROVEEDORES];
  for (const p of orden) {
    const clave = await claveParaUsar(empresaId, p).catch((err: Error) => {
      logger.warn('Provider key not usable for the analysis', { empresaId, proveedor: p, error: err.message });
      return null;
    });
    if (clave) return { p, clave };
  }
  return null;
}

/** Everything the candidate wrote, for the text analysis (demo answers are not the candidate's). */
export function palabrasDelCandidato(turnos: TurnoTranscripcion[]): string {
  return turnos
    .filter((t) => t.origen !== 'simulada')
    .flatMap((t) => [t.respuesta, t.repregunta?.respuesta ?? ''])
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
}

interface Redaccion {
  borrador: InformeBorrador;
  procedencia: Omit<
    Procedencia,
    'plantilla' | 'rubricaVersion' | 'generadoEn' | 'duracionMs' | 'citasDescartadas' | 'analisisTextoFallido'
  >;
}

/** The draft: a model's when a key works, the built-in analyzer's otherwise (and why). */
async function redactar(
  e: EntrevistaItem,
  entrada: EntradaAnalisis,
  ctx: ContextoPrompt,
  preferida: string | undefined,
): Promise<Redaccion> {
  const integrado = (motivo: Procedencia['motivoIntegrado'], extra: Partial<Redaccion['procedencia']> = {}): Redaccion => ({
    borrador: analizarIntegrado(entrada),
    procedencia: {
      metodo: 'integrado',
      proveedor: null,
      modelo: 'analizador integrado',
      analizadorVersion: ANALIZADOR_VERSION,
      motivoIntegrado: motivo,
      origenClave: null,
      promptHash: hashPrompt(ANALIZADOR_VERSION, JSON.stringify(entrada)),
      tokens: null,
      intentos: 0,
      ...extra,
    },
  });
  if (e.simulada) return integrado('simulada');
  const elegido = await elegirProveedor(e.empresaId, preferida);
  if (!elegido) return integrado('sin_clave');
  const prompt = construirPrompt(entrada, ctx);
  const modelo = modeloAnalisis(elegido.p, elegido.clave.modelo);
  try {
    const r = await llamarAnalisisIA({
      proveedor: elegido.p,
      apiKey: elegido.clave.apiKey,
      baseUrl: elegido.clave.baseUrl,
      modelo,
      sistema: prompt.sistema,
      usuario: prompt.usuario,
    });
    return {
      borrador: r.borrador,
      procedencia: {
        metodo: 'proveedor',
        proveedor: elegido.p,
        modelo: r.modelo,
        analizadorVersion: null,
        motivoIntegrado: null,
        origenClave: elegido.clave.origen,
        promptHash: prompt.hash,
        tokens: r.tokens,
        intentos: r.intentos,
      },
    };
  } catch (err) {
    if (!(err instanceof FalloAnalisisIA)) throw err;
    logger.warn('Analysis provider failed, built-in analyzer used', {
      empresaId: e.empresaId,
      entrevistaId: e.id,
      proveedor: elegido.p,
      motivo: err.motivo,
      error: err.message,
    });
    // The failed calls' tokens were still paid: the stamp says so.
    return integrado(err.motivo, { tokens: err.tokens ?? null, intentos: err.intentos });
  }
}

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

/** A notice to the company could not be delivered: the delivery fails so SQS brings the message back (D109). */
export class AvisoNoEntregado extends Error {
  constructor(que: string, causa: Error) {
    super(`${que} not delivered, the queue will retry it: ${causa.message}`);
    this.name = 'AvisoNoEntregado';
  }
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
  const { borrador, procedencia } = await redactar(
    e,
    entrada,
    contextoDe(servicio, e, empresa, candidato),
    typeof servicio?.api_preferida === 'string' ? servicio.api_preferida : undefined,
  );
  const { informe: verificado, descartadas } = verificarEvidencias(borrador, entrada);

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
    ...verificado,
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
  // The webhooks' «informe.listo», in the report's own transaction (issue 43).
  const evento = await prepararEvento(e.empresaId, 'informe.listo', datosInforme(despues, informe), fin);
  try {
    await transact([
      { ...ponerSiVersion(despues, e), onConditionFail: () => new Ganada('already analysed') },
      ...pasosEmpresaAnalizada(e.empresaId, informe, f),
      contadoresStep({ informesGenerados: 1 })!,
      pasoInforme(e.empresaId, resumenInforme(e, informe, 'analizada', areaId, null)),
      ...pasosAnalitica(...pasosAnaliticaInforme(e, informe, areaId, fin, f)),
      ...pasoCandidato,
      ...pasosEvento(evento),
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

/**
 * How old a claim on the report-ready email must be before another run may take it: twice the
 * analysis consumer's time-out (300 s), so its run cannot still be sending; less than SQS's
 * visibility time-out less that time-out (6 × 300 − 300 s, data-stack.ts), so the redelivery of a
 * run that died holding the claim finds it expired.
 */
export const RECLAMO_EMAIL_CADUCA_MS = 10 * 60_000;

/**
 * The report's notice (D69, D109), at least once and written once. The notifications are idempotent
 * by their clave, so they are simply written (again); the email is not a table write, so it goes under
 * a claim (pendiente → enviando): a failed send gives the claim back, a sent one moves the notice on.
 * The notice is enviado only once both are done; whatever failed is thrown, for the queue's next
 * delivery. A run that finds another's live claim leaves the email to it. The one corner: a run that
 * dies between the email's send and its record leaves a claim that a later delivery takes after
 * RECLAMO_EMAIL_CADUCA_MS and mails again (as D21's reminders).
 */
async function avisarInforme(e: EntrevistaItem & { empresa?: EmpresaItem }, ahora: Date): Promise<void> {
  const estado = e.avisoInforme;
  if (estado !== 'pendiente' && estado !== 'enviando' && estado !== 'notificando') return;
  let falloCampana: Error | undefined;
  try {
    await avisarDeEntrevista(
      e,
      {
        type: 'completado',
        prioridad: 'media',
        title: e.informeIA?.procedencia.metodo === 'integrado' ? msg.listoTituloAnalizador : msg.listoTitulo,
        mensaje: msg.listoMensaje,
        actionUrl: `/informes?entrevista=${encodeURIComponent(e.id)}`,
        actionText: msg.verInforme,
        clave: `entrevista-${e.id}-informe`,
      },
      ahora,
    );
  } catch (err) {
    falloCampana = err as Error;
  }
  if (estado === 'notificando') {
    // The email went on an earlier delivery: only the notifications were missing.
    if (!falloCampana) await avisoInformeCompleto(e.empresaId, e.id);
  } else {
    const desde = ahora.toISOString();
    const caducaAntes = new Date(ahora.getTime() - RECLAMO_EMAIL_CADUCA_MS).toISOString();
    if (await reclamarEmailInforme(e.empresaId, e.id, desde, caducaAntes)) {
      try {
        await emailInforme(e);
      } catch (err) {
        await soltarEmailInforme(e.empresaId, e.id, desde).catch((e2: Error) =>
          logger.error('Report-ready email claim not given back', { empresaId: e.empresaId, entrevistaId: e.id, error: e2.message }),
        );
        throw new AvisoNoEntregado('Report-ready email', err as Error);
      }
      if (!(await emailInformeEnviado(e.empresaId, e.id, desde, falloCampana ? 'notificando' : 'enviado')))
        logger.error('Report-ready email sent but its claim was no longer held', { empresaId: e.empresaId, entrevistaId: e.id });
    }
  }
  if (falloCampana) throw new AvisoNoEntregado('Report-ready notification', falloCampana);
}

/** The report-ready email to the company's contact address; thrown when the mail service could not send it. */
async function emailInforme(e: EntrevistaItem & { empresa?: EmpresaItem }): Promise<void> {
  const empresa = e.empresa ?? (await getEmpresa(e.empresaId));
  if (!empresa?.email) {
    logger.warn('Report-ready email skipped: the company has no email', { empresaId: e.empresaId, entrevistaId: e.id });
    return;
  }
  const enlace = `${config.webOrigin}/informes?entrevista=${encodeURIComponent(e.id)}`;
  try {
    await enviarPlantilla(
      'reporteListo',
      { to: empresa.email, empresaId: e.empresaId, marca: marcaDeEmpresa(empresa) },
      { nombre: nombreEmpresa(empresa), nombreCandidato: e.candidatoNombre, servicio: e.servicioNombre, enlace },
    );
  } catch (err) {
    logger.error('Report-ready email not sent', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
    throw err;
  }
}

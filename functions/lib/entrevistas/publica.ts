// The candidate's side of an interview (D64): the public page's reads and writes, with the
// token as the only credential. Every request first counts against the per-address and per-token
// limits (a guesser is slowed before any look-up), then finds the interview through the token's
// hash; anything that is not a live token — unknown, expired, cancelled — is the same 404. Consent
// (time and notice version) comes before any question is shown and moves the interview to
// en_progreso; answers are saved one by one while it is en_progreso; "Finalizar" writes the
// transcript, makes it completada, retires the link and hands the analysis off through the outbox
// (D78: the hand-off is in the same transaction, sent after it, and swept again if that send is lost).
import { limitesGrabacion } from '../../../shared/ayuda-candidato.js';
import { iaPausada, type ActorSupervision } from '../../../shared/schemas/supervision.js';
import { pasoSupervision } from '../db/supervision.js';
import { ACTOR_CANDIDATO, entradaFin, entradaInicio } from '../supervision/entradas.js';
import { avisoIA, avisoPrivacidad, avisoResumen, representanteDeEmpresa, type DatosAviso } from '../../../shared/aviso-entrevista.js';
import { leyDe, paisDeEmpresa, varianteDe } from '../../../shared/paises.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { publico as msg } from '../../../shared/messages.js';
import { mesesDeRetencion, textoConservar, versionConservar, versionDelAviso } from '../../../shared/retencion.js';
import type { TurnoTranscripcion } from '../../../shared/schemas/entrevista.js';
import { PAGINA_VACIA, type PaginaEntrevista, type Respuesta, type RespuestaGuardada } from '../../../shared/schemas/publico.js';
import { senalesActivas } from '../../../shared/schemas/senales-empresa.js';
import { esPreguntaStar } from '../analisis/lexico/pregunta-star.js';
import { config } from '../config.js';
import { hayIA } from '../proveedores-ia/precedencia.js';
import { getCandidato } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import {
  entrevistaKeys,
  getDiseno,
  respuestaDe,
  respuestasDe,
  type DisenoItem,
  type EntrevistaItem,
  type RespuestaItem,
} from '../db/entrevistas.js';
import { deleteItem, transact, type TransactStep } from '../db/repository.js';
import { entregar, prepararEntrega, type Enviar } from '../colas/entrega.js';
import { ConflictError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { dentroDe } from '../request-scope.js';
import { TIEMPOS_SERVIDOR } from '../../../shared/constants.js';
import { avisarCompletada } from './aviso-completada.js';
import { entregaConteo, entregaContadores, enviarConteo } from '../servicios-hr/conteo.js';
import { enCursoConsentida, pasoGuardarRespuesta, ponerSiVersion, tokenFinalizado } from '../db/entrevistas-pasos.js';
import { fraccionAleatoria } from '../db/fracciones.js';
import { moverContador, siguiente, pasosAnaliticaCompletada } from './transicion.js';
import { pasosAnaliticaApertura, pasosAnaliticaFinalizacionAbierta } from '../comentarios/opinion.js';
import { datosEntrevista, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { marcarEntrevistado } from '../vacantes/etapa-entrevistado.js';
import { ofertaOptIn } from '../whatsapp/optin.js';

// The token's resolution and the design's questions live in token-publico.ts (D148: «Mis datos»
// uses them without this module's queue and key clients); the public routes' modules import them here.
export { noDisponible, preguntasDe, resolverToken, viva, type PreguntaPlana, type Viva } from './token-publico.js';
import { noDisponible, preguntasDe, resolverToken, viva } from './token-publico.js';

const colorDe = (empresa: EmpresaItem | undefined) =>
  (empresa?.configuracion as { coloresPrimarios?: { primario?: string } } | undefined)?.coloresPrimarios?.primario ?? null;

function paginaFinalizada(empresa: EmpresaItem | undefined): PaginaEntrevista {
  return {
    ...PAGINA_VACIA,
    estado: 'finalizada',
    empresa: { nombre: empresa ? nombreEmpresa(empresa) : '', color: colorDe(empresa) },
    conservar: conservarDe(empresa),
    variante: varianteDe(paisDeEmpresa(empresa)),
  };
}

/** The optional consent to be kept for future processes (D151), offered once the interview is done. */
function conservarDe(empresa: EmpresaItem | undefined): PaginaEntrevista['conservar'] {
  if (!empresa) return null;
  const meses = mesesDeRetencion(empresa);
  return { version: versionConservar(meses), texto: textoConservar({ empresa: nombreEmpresa(empresa), meses }) };
}

/** An answer as the page sees it: the follow-up without how it was made (that is for the company). */
export function respuestaPublica(r: RespuestaItem): RespuestaGuardada {
  return {
    n: r.n,
    texto: r.texto,
    origen: r.origen,
    guardadaEn: r.guardadaEn,
    repregunta: r.repregunta ? { pregunta: r.repregunta.pregunta, respuesta: r.repregunta.respuesta } : null,
    terminada: r.terminada !== false,
    // The page goes on counting from them after a reload (D158).
    ...(r.senales ? { senales: r.senales } : {}),
  };
}

/**
 * The page notes the integrity signals (D158): the company has them on and the candidate is the one
 * answering — in an interview an interviewer started ("Iniciar"), the typing is theirs.
 */
const notaSenales = (e: Pick<EntrevistaItem, 'asistida'>, empresa: EmpresaItem | undefined) => senalesActivas(empresa) && !e.asistida;

/** A design with a STAR question: the template's rules may ask a follow-up there, with no key (D158). */
function conPreguntasStar(d: DisenoItem | undefined): boolean {
  return (d?.estructura?.fases ?? []).some((f) =>
    (f.preguntas ?? []).some((p) => esPreguntaStar({ pregunta: p.texto, explora: p.explora, objetivoFase: f.objetivo })),
  );
}

/**
 * The AI services the page may offer: voice answers (Deepgram, or the deploy's Transcribe) and
 * follow-ups (OpenAI or Claude, or the deploy's Bedrock), by the precedence module (D176).
 */
export const PROVEEDORES_REPREGUNTA = ['openai', 'claude'] as const;

/**
 * What the notice prints for this company on that day: the page shows it and the consent is checked
 * against its version, from the same data.
 */
function datosDelAviso(empresa: EmpresaItem | undefined, ahora: Date): DatosAviso {
  const nombre = empresa ? nombreEmpresa(empresa) : '';
  return {
    empresa: nombre,
    contacto: String(empresa?.email ?? nombre),
    misDatos: `${config.webOrigin}/mis-datos`,
    meses: mesesDeRetencion(empresa),
    iaPausada: iaPausada(empresa),
    senales: senalesActivas(empresa),
    // The law of the company's country (D214), on the day the page is read.
    ley: leyDe(paisDeEmpresa(empresa), ahora),
    // Its representative in the country, printed where that law asks for one (issue 67 item 7).
    representante: representanteDeEmpresa(empresa),
    // … in the Spanish its candidates read (D215).
    variante: varianteDe(paisDeEmpresa(empresa)),
  };
}

async function pagina(e: EntrevistaItem): Promise<PaginaEntrevista> {
  const [empresa, candidato, voz, repreguntas] = await Promise.all([
    getEmpresa(e.empresaId),
    getCandidato(e.empresaId, e.candidatoId),
    hayIA(e.empresaId, 'voz'),
    hayIA(e.empresaId, 'repregunta'),
  ]);
  // WhatsApp notices (issue 68 item 3): the candidate's own box, not an interviewer's (the profile records theirs).
  const whatsapp = empresa && candidato && !e.asistida ? (await ofertaOptIn(empresa, e.empresaId, candidato)).oferta : null;
  const nombre = empresa ? nombreEmpresa(empresa) : '';
  const pausada = iaPausada(empresa);
  const conConsentimiento = !!e.consentimiento;
  // The design is read before the consent too: whether the template's rules may ask follow-ups (D158)
  // is the same answer before and after it; its questions are shown only once consented.
  const [diseno, respuestas] = await Promise.all([
    getDiseno(e.empresaId, e.id),
    conConsentimiento ? respuestasDe(e.empresaId, e.id) : Promise.resolve([]),
  ]);
  const preguntas = preguntasDe(diseno);
  const datosAviso = datosDelAviso(empresa, new Date());
  return {
    estado: conConsentimiento ? 'en_curso' : 'pendiente',
    empresa: { nombre, color: colorDe(empresa) },
    puesto: candidato?.puesto || candidato?.posicion || null,
    servicio: { nombre: e.servicioNombre, descripcion: null },
    candidatoNombre: candidato?.nombre ?? e.candidatoNombre,
    fechaProgramada: e.fechaProgramada,
    disponibleHasta: e.tokenExpiraEn ?? null,
    zonaHoraria: e.zonaHoraria,
    duracionEstimada: e.duracionEstimada,
    aviso: {
      // The notice states the company's retention period, and its version changes with it (D151).
      // … and says whether the AI is paused (D153): then no follow-ups and the built-in analyzer's report.
      // … and whether the page notes the integrity signals (D158).
      version: versionDelAviso(datosAviso),
      // … and a short first layer, the full text one step away, its addresses drawn as links (issue 65 item 7).
      resumen: avisoResumen(datosAviso),
      ia: avisoIA(datosAviso),
      privacidad: avisoPrivacidad(datosAviso),
      enlaces: { misDatos: datosAviso.misDatos, contacto: datosAviso.contacto },
    },
    consentimiento: e.consentimiento ?? null,
    fases: conConsentimiento ? [...new Set(preguntas.map((p) => p.fase))] : null,
    preguntas: conConsentimiento ? preguntas : null,
    respuestas: conConsentimiento ? respuestas.map(respuestaPublica) : null,
    vozDisponible: voz,
    // A simulated interview has no candidate to ask; the page never shows one, but be plain about it.
    // Without a usable key, the template's rules still ask on its STAR questions (D158).
    repreguntasDisponibles: !e.simulada && ((repreguntas && !pausada) || conPreguntasStar(diseno)),
    senalesActivas: notaSenales(e, empresa),
    asistida: !!e.asistida,
    conservar: conservarDe(empresa),
    grabacionMaxSegundos: limitesGrabacion(!!e.tiempoAmpliado).segundos,
    whatsapp,
    variante: datosAviso.variante,
  };
}

/** GET /api/publico/entrevistas/{token}. */
export async function leerPagina(token: string, origen: string, now = new Date()): Promise<PaginaEntrevista> {
  const r = await resolverToken(token, origen, now);
  if ('finalizada' in r) return paginaFinalizada(await getEmpresa(r.finalizada.empresaId));
  return pagina(r.e);
}

/** POST …/consentimiento: the consent's time and notice version are stored before any question is shown. */
export async function consentir(
  token: string,
  origen: string,
  body: { version: string },
  now = new Date(),
  enviar?: Enviar,
): Promise<PaginaEntrevista> {
  const { e } = await viva(token, origen, now);
  const empresa = await getEmpresa(e.empresaId);
  if (body.version !== versionDelAviso(datosDelAviso(empresa, now))) throw new ConflictError(msg.avisoCambiado);
  if (e.consentimiento) return pagina(e);
  const consentimiento = { fecha: now.toISOString(), version: body.version, ...(e.asistida ? { asistida: true } : {}) };
  if (e.estado === 'programada') {
    // The link opened (D173): the template's and the candidate's area's count of opened links.
    const candidato = await getCandidato(e.empresaId, e.candidatoId);
    const areaAnalitica = typeof candidato?.areaId === 'string' && candidato.areaId ? candidato.areaId : null;
    const despues = siguiente(e, 'en_progreso', now, { consentimiento, areaAnalitica });
    const evento = await prepararEvento(e.empresaId, 'entrevista.iniciada', datosEntrevista(despues), now);
    const conteo = entregaConteo(e.empresaId, e.servicioId, -1, now);
    await transact([
      ponerSiVersion(despues, e),
      ...moverContador(e.empresaId, 'programada', 'en_progreso'),
      ...pasosAnaliticaApertura(e, areaAnalitica),
      conteo.paso,
      ...pasosEvento(evento),
      // The oversight record (D153): the start, in the start's own write.
      pasoSupervision(e.empresaId, entradaInicio(e.id, now, ACTOR_CANDIDATO, iaPausada(empresa))),
    ]);
    await enviarConteo(conteo, enviar);
    await emitirEvento(evento, enviar);
    return pagina(despues);
  }
  // Started by an interviewer before the candidate opened the link: only the consent is missing.
  const despues: EntrevistaItem = { ...e, consentimiento, version: (e.version ?? 1) + 1 };
  await transact([ponerSiVersion(despues, e)]);
  return pagina(despues);
}

/** PUT …/respuestas/{n}: one answer, saved only while the interview is running and consented. */
export async function guardarRespuesta(
  token: string,
  origen: string,
  n: number,
  body: Respuesta,
  now = new Date(),
): Promise<RespuestaGuardada> {
  const { e } = await viva(token, origen, now);
  if (!e.consentimiento) throw new ConflictError(msg.sinConsentimiento);
  const [diseno, empresa] = await Promise.all([
    getDiseno(e.empresaId, e.id),
    body.senales ? getEmpresa(e.empresaId) : Promise.resolve(undefined),
  ]);
  const preguntas = preguntasDe(diseno);
  if (n >= preguntas.length) throw new ValidationError(msg.preguntaNoExiste, [{ campo: 'n', msg: msg.preguntaNoExiste }]);
  const guardadaEn = now.toISOString();
  // The signals are stored only while the company has them on (D158); otherwise ignored, never refused.
  const senales = body.senales && notaSenales(e, empresa) ? body.senales : undefined;
  // An Update, not a Put: the answer's follow-up and `terminada` stay when the body leaves them out (D82).
  await transact([
    enCursoConsentida(e, noDisponible),
    pasoGuardarRespuesta(
      e,
      {
        n,
        texto: body.texto,
        origen: body.origen,
        guardadaEn,
        respuestaRepregunta: body.respuestaRepregunta,
        terminada: body.terminada,
        senales,
      },
      () => new ConflictError(msg.sinRepregunta),
    ),
  ]);
  const guardada = await respuestaDe(e.empresaId, e.id, n);
  return respuestaPublica(guardada ?? { n, texto: body.texto, origen: body.origen, guardadaEn, terminada: body.terminada });
}

/** The analysis hand-off of a completed interview (the candidate's finish, the simulation and a retry share it). */
export function entregaAnalisis(empresaId: string, entrevistaId: string, now: Date, retrasoSegundos?: number) {
  return prepararEntrega(
    { cola: 'analizar-entrevista', empresaId, trabajo: entrevistaId, mensaje: { empresaId, entrevistaId }, retrasoSegundos },
    now,
  );
}

/**
 * The write that completes an interview (the candidate's finish, the simulation's end), in one
 * transaction: the interview at its version, the caller's `pasos`, the company's counters moved, the
 * analytics (one statistics fraction for the whole write, D111), the analysis's hand-off (sent
 * `retrasoSegundos` later), the change of the platform's count of completed interviews (D169: no
 * platform item in the transaction) and the webhooks' event. Then the fast path: all sent at once; a
 * failure stays in the outbox and the sweep sends it (D78).
 */
export async function completarConAnalisis(
  e: EntrevistaItem,
  despues: EntrevistaItem,
  enviar: Enviar,
  now: Date,
  o: { pasos?: TransactStep[]; retrasoSegundos?: number; actor?: ActorSupervision } = {},
): Promise<void> {
  const entrega = entregaAnalisis(e.empresaId, e.id, now, o.retrasoSegundos);
  const pausada = iaPausada(await getEmpresa(e.empresaId));
  const evento = await prepararEvento(e.empresaId, 'entrevista.completada', datosEntrevista(despues), now);
  const f = fraccionAleatoria();
  // The platform's count of interviews completed, off the request path (D169): a change in the outbox.
  const conteo = entregaContadores(e.empresaId, { entrevistasCompletadas: 1 }, now);
  await transact([
    ponerSiVersion(despues, e),
    ...(o.pasos ?? []),
    ...moverContador(e.empresaId, 'en_progreso', 'completada', f),
    conteo.paso,
    ...pasosAnaliticaCompletada(e, now, f),
    ...pasosAnaliticaFinalizacionAbierta(e, f),
    entrega.paso,
    ...pasosEvento(evento),
    // The oversight record (D153): the end, in the finish's own write.
    pasoSupervision(e.empresaId, entradaFin(e.id, now, o.actor ?? ACTOR_CANDIDATO, pausada)),
  ]);
  await entregar(entrega, enviar);
  await enviarConteo(conteo, enviar);
  await emitirEvento(evento, enviar);
  // The vacancy's board (D187): «invitado» → «entrevistado», apart from the finish's write.
  await marcarEntrevistado(despues, now, enviar);
}

/**
 * POST …/finalizar: completada with the transcript and the analysis's hand-off in one transaction;
 * the link then only shows 'Entrevista finalizada'; the analysis is sent to its queue (never run
 * inside the request; a lost send is swept again, D78); the company is told (at least once: D109),
 * and the candidate is mailed that it was received (the enviar-avisos queue, the same way).
 */
export async function finalizar(token: string, origen: string, enviar: Enviar, now = new Date()): Promise<{ estado: 'finalizada' }> {
  const { e, hash } = await viva(token, origen, now);
  if (!e.consentimiento || e.estado !== 'en_progreso') throw new ConflictError(msg.sinConsentimiento);
  const [diseno, respuestas, empresa] = await Promise.all([
    getDiseno(e.empresaId, e.id),
    respuestasDe(e.empresaId, e.id),
    getEmpresa(e.empresaId),
  ]);
  if (!respuestas.some((r) => r.texto.trim())) throw new ValidationError(msg.sinRespuestas);
  // The signals reach the transcript only while the company has them on (D158): turned off during
  // the interview, the ones noted before go with the answer items this finish deletes.
  const conSenales = notaSenales(e, empresa);
  const porN = new Map(respuestas.map((r) => [r.n, r]));
  const transcripcion: TurnoTranscripcion[] = preguntasDe(diseno).map((p) => {
    const r = porN.get(p.n);
    return {
      n: p.n,
      fase: p.fase,
      pregunta: p.texto,
      respuesta: r?.texto ?? '',
      origen: r ? r.origen : null,
      respondidaEn: r?.guardadaEn ?? null,
      repregunta: r?.repregunta
        ? {
            pregunta: r.repregunta.pregunta,
            respuesta: r.repregunta.respuesta ?? '',
            // The template's rules wrote it (D158): said, so nobody reads it as a model's.
            ...(r.repregunta.metodo ? { metodo: r.repregunta.metodo } : {}),
            proveedor: r.repregunta.proveedor,
            modelo: r.repregunta.modelo,
            generadaEn: r.repregunta.generadaEn,
          }
        : null,
      ...(conSenales && r?.senales ? { senales: r.senales } : {}),
    };
  });
  const despues = siguiente(e, 'completada', now, {
    transcripcion,
    analisis: { estado: 'encolada', encoladaEn: now.toISOString() },
    avisoCompletada: 'pendiente',
    avisoRecibida: 'pendiente',
  });
  // The candidate's mail that the interview arrived and what comes next (issue 65 item 7): its outbox
  // record in the finish's own transaction, so a committed finish always has its mail (at least once).
  const recibida = prepararEntrega(
    {
      cola: 'enviar-avisos',
      empresaId: e.empresaId,
      trabajo: `${e.id}-recibida`,
      mensaje: { empresaId: e.empresaId, entrevistaId: e.id, aviso: 'recibida' },
    },
    now,
  );
  await completarConAnalisis(e, despues, enviar, now, { pasos: [tokenFinalizado(hash, now, noDisponible), recibida.paso] });
  await entregar(recibida, enviar);
  // The transcript holds the answers now: one copy of them is enough.
  await Promise.all(respuestas.map((r) => deleteItem(entrevistaKeys.respuesta(e.empresaId, e.id, r.n)).catch(() => undefined)));
  // The company is told at once; a write that fails stays pending and the analysis job writes it (D109).
  // With at most notificarEnPeticionMs of the request's time: the finish is committed and must be answered.
  await dentroDe(TIEMPOS_SERVIDOR.notificarEnPeticionMs, () => avisarCompletada(despues, now)).catch((err: Error) =>
    logger.warn('Interview-finished notification not written, the analysis will write it', {
      empresaId: e.empresaId,
      entrevistaId: e.id,
      error: err.message,
    }),
  );
  return { estado: 'finalizada' };
}

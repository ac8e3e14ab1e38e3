// Scheduling, rescheduling and cancelling interviews (part 2 §4, §5; part 1 §5 licences;
// D63). A new interview is one transaction: the interview (agenda and by-state indexes), its token's
// look-up item, the candidate's marker, the design snapshot, the company's quota and state counter
// (and, when a new licence starts, its licence count), the licence in use, the candidate moving
// nuevo → en_proceso, and the hand-off of the HR template's count (D168: applied off the request
// path, no platform item in this transaction). A race on the licence or the
// candidate retries with fresh reads; the quota and the licences answer their own 409s. The
// invitation email (with the interview's calendar event, D144) and the notifications follow the
// write; a failed email never undoes it.
import { AYUDA } from '../../../shared/ayuda-candidato.js';
import { ENTREVISTAS } from '../../../shared/constants.js';
import { entrevistas as msg, fmt, vacantes as msgVacantes } from '../../../shared/messages.js';
import { transicionPermitida } from '../../../shared/schemas/candidato.js';
import type { EntrevistaCreate, EntrevistaUpdate } from '../../../shared/schemas/entrevista.js';
import { esClave, type AnyCaller, type Caller } from '../auth/caller.js';
import { getCandidatura, pasosEntrevistaEnVacante, type CandidaturaItem } from '../db/candidaturas.js';
import { getVacante } from '../db/vacantes.js';
import { nombreDe } from '../supervision/entradas.js';
import { prepararEventoEtapa } from '../vacantes/evento-etapa.js';
import { getCandidato, pasosEstadoCandidato, type CandidatoItem } from '../db/candidatos.js';
import { pasosEmpresa } from '../db/empresa-contadores.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { fraccionAleatoria } from '../db/fracciones.js';
import { analiticaKeys, pasoSumar, pasosAnalitica, semanaDe } from '../db/analitica.js';
import { entrevistaKeys, getLicenciaEnUso, type EntrevistaItem, type LicenciaEnUsoItem } from '../db/entrevistas.js';
import { pasoCaducidadToken, pasoNuevaLicencia, pasoUsarLicencia, ponerNuevo, ponerSiVersion } from '../db/entrevistas-pasos.js';
import { transact, type TransactStep } from '../db/repository.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { logger } from '../logger.js';
import { comprobarSinBorradoPendiente } from '../candidatos/borrado-solicitado.js';
import { plantillaParaProgramar } from '../servicios-hr/plantillas-propias.js';
import { abrirToken, entrevistaProgramada, expiracionToken } from './item.js';
import { enviarAlCandidato } from './email-candidato.js';
import { abierta, licenciasDe } from './licencias.js';
import { comprobarCuota, comprobarLicencias, servicioOfrecido } from './puede-programar.js';
import { comprobarSalvaguarda } from './salvaguarda.js';
import { avisar, programadaDe, Reintentar } from './comun.js';
import { entregaConteo, enviarConteo } from '../servicios-hr/conteo.js';
import { toEntrevista } from './vista.js';
import type { Enviar } from '../colas/entrega.js';
import { datosEntrevista, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';

/** The company item's condition failed: the quota, the licences or the company itself — read to say which. */
class CondicionEmpresa extends AppError {
  constructor() {
    super(409, 'CONFLICT', msg.conflicto);
  }
}

const UN_ANIO_MS = ENTREVISTAS.antelacionMaximaDias * 86_400_000;

function comprobarFecha(fechaProgramada: string, now: Date): string {
  const t = Date.parse(fechaProgramada);
  // A minute of slack: the form's minimum is "now" when it was opened.
  if (t < now.getTime() - 60_000) throw new ValidationError(msg.fechaPasada, [{ campo: 'fechaProgramada', msg: msg.fechaPasada }]);
  if (t > now.getTime() + UN_ANIO_MS) throw new ValidationError(msg.fechaLejana, [{ campo: 'fechaProgramada', msg: msg.fechaLejana }]);
  return new Date(t).toISOString();
}

/** The company's counters: the quota, the licence count when a new licence starts, and (on fraction `f`) the state counter. */
function pasosEmpresaProgramada(empresaId: string, nuevaLicencia: boolean, f: number): TransactStep[] {
  return pasosEmpresa(
    empresaId,
    { cuotas: { entrevistas: 1 }, estado: { a: 'programada' }, nuevaLicencia },
    () => new CondicionEmpresa(),
    f,
  );
}

/** The licence in use takes one more interview, or the next licence starts with this one. */
function pasoLicencia(
  empresaId: string,
  e: EmpresaItem,
  enUso: LicenciaEnUsoItem | undefined,
  now: Date,
): { paso: TransactStep; nueva: boolean } {
  if (enUso && abierta(enUso, now)) return { nueva: false, paso: pasoUsarLicencia(empresaId, enUso, now, () => new Reintentar()) };
  const l = licenciasDe(e);
  const nueva: LicenciaEnUsoItem = {
    numero: (enUso?.numero ?? 0) + 1,
    usadas: 1,
    max: l.max,
    desde: now.toISOString(),
    venceEn: new Date(now.getTime() + l.vigenciaDias * 86_400_000).toISOString(),
  };
  return { nueva: true, paso: pasoNuevaLicencia(empresaId, nueva, enUso, () => new Reintentar()) };
}

/**
 * The candidate's invitation, or the new date of a reschedule (each with the interview's calendar
 * event, D144); false when it could not be sent.
 */
async function invitar(
  plantilla: 'invitacionEntrevista' | 'entrevistaReprogramada',
  e: EntrevistaItem,
  empresa: EmpresaItem,
  token: string,
  now: Date,
): Promise<boolean> {
  try {
    const r = await enviarAlCandidato(plantilla, e, empresa, token, now);
    return r.estado === 'enviado';
  } catch (err) {
    logger.error('Interview invitation not sent', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
    return false;
  }
}

/**
 * Who schedules: a user of the company, a company API key (D145, no profile of its own), a person
 * applying through a vacancy's public link (D187: `postulacion`, with their acceptance of the notice),
 * or a bulk action a user started (D193: `lote`, with the interview the application named when the
 * worker read it; its invitation is the worker's to send, once).
 */
export type Programador =
  | AnyCaller
  | { userId: string; empresaId: string; postulacion: { nombre: string; consentimiento: NonNullable<CandidaturaItem['consentimiento']> } }
  | { userId: string; empresaId: string; lote: { id: string; nombre: string; entrevistaPrevia: string | null } };

/** How the vacancy's board names who moved a candidate there. */
function autorDe(caller: Programador): { id: string; nombre: string } {
  if ('postulacion' in caller) return { id: caller.userId, nombre: caller.postulacion.nombre };
  if ('lote' in caller) return { id: caller.userId, nombre: caller.lote.nombre };
  if (esClave(caller)) return { id: caller.userId, nombre: fmt(msgVacantes.autorClave, { clave: caller.clave.nombre }) };
  return { id: caller.userId, nombre: nombreDe(caller) };
}

/** The vacancy an interview is run for (D187): there, and not closed. */
async function vacanteParaEntrevista(empresaId: string, vacanteId: string | undefined) {
  if (!vacanteId) return undefined;
  const v = await getVacante(empresaId, vacanteId);
  if (!v) throw new NotFoundError(msgVacantes.noEncontrada);
  if (v.estado === 'cerrada') throw new ConflictError(msgVacantes.entrevistaVacanteCerrada);
  return v;
}

/** The vacancy's part of the interview's transaction (D187), and the stage event when the candidate joined or moved. */
async function pasosVacante(caller: Programador, empresaId: string, vacanteId: string, item: EntrevistaItem, now: Date) {
  const actual: CandidaturaItem | undefined = await getCandidatura(empresaId, item.candidatoId, vacanteId);
  // A bulk action's delivery repeated meanwhile, or a person, scheduled one since the worker read it: not a second.
  if ('lote' in caller && (actual?.entrevistaId ?? null) !== caller.lote.entrevistaPrevia)
    throw new ConflictError(msgVacantes.loteYaInvitado);
  const fecha = now.toISOString();
  const r = pasosEntrevistaEnVacante(
    actual,
    { empresaId, vacanteId, candidatoId: item.candidatoId, entrevistaId: item.id, fecha, por: autorDe(caller) },
    { vacante: () => new ConflictError(msgVacantes.entrevistaVacanteCerrada), cambiada: () => new Reintentar() },
    'postulacion' in caller ? { origen: 'enlace', consentimiento: caller.postulacion.consentimiento } : {},
  );
  const evento = r.movida
    ? await prepararEventoEtapa({ empresaId, vacanteId, candidatoId: item.candidatoId }, r.movida, { fecha, userId: caller.userId }, now)
    : undefined;
  return { pasos: [...r.pasos, ...(evento ? pasosEvento(evento) : [])], evento };
}

/** Schedules an interview (see Programador for who may); for a vacancy too when the body names one (D187). */
export async function programarEntrevista(
  caller: Programador,
  empresaId: string,
  body: EntrevistaCreate,
  now = new Date(),
  enviar?: Enviar,
) {
  const r = await programar(caller, empresaId, body, now, enviar);
  return { entrevista: r.entrevista, invitacionEnviada: r.invitacionEnviada };
}

/** programarEntrevista, with the link's token in clear: the public apply form opens the interview with it (D187). */
export async function programar(caller: Programador, empresaId: string, body: EntrevistaCreate, now = new Date(), enviar?: Enviar) {
  const fechaProgramada = comprobarFecha(body.fechaProgramada, now);
  const vacante = await vacanteParaEntrevista(empresaId, body.vacanteId);
  let [empresa, candidato, plantilla] = await Promise.all([
    getEmpresa(empresaId),
    getCandidato(empresaId, body.candidatoId),
    plantillaParaProgramar(empresaId, body.servicioId),
  ]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (!candidato) throw new NotFoundError(msg.candidatoNoEncontrado);
  const servicio = servicioOfrecido(empresa, plantilla, body.servicioId);
  // The first interview waits for the safeguard the company's law asks for (issue 67 item 8).
  comprobarSalvaguarda(empresa, now);
  // A candidate waiting for their erasure is not invited (D160).
  await comprobarSinBorradoPendiente(empresa, empresaId, candidato);

  // The interview is the company's: on its clock unless the form chose another (D81); the
  // scheduler's profile zone only for a company that has none yet.
  const zonaHoraria =
    body.zonaHoraria ??
    ((empresa.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria || undefined) ??
    (('profile' in caller ? (caller.profile.configuracion as { zonaHoraria?: string } | undefined) : undefined)?.zonaHoraria || undefined);
  let intento = 0;
  for (;;) {
    intento++;
    const enUso = await getLicenciaEnUso(empresaId);
    comprobarLicencias(empresa, enUso, now);
    // One statistics fraction for the whole write (D111).
    const f = fraccionAleatoria();
    const { item, token } = await entrevistaProgramada(
      {
        empresaId,
        candidato: { id: candidato.id, nombre: candidato.nombre, email: candidato.email },
        servicio: { id: servicio.codigo, nombre: String(servicio.nombre ?? servicio.codigo) },
        fechaProgramada,
        duracionEstimada: body.duracionEstimada,
        creadoPor: caller.userId,
        zonaHoraria,
      },
      now,
    );
    item.servicioVersion = servicio.version;
    if (vacante) item.vacanteId = vacante.id;
    if ('lote' in caller) item.invitacionLote = { id: caller.lote.id, email: 'pendiente' };
    const enVacante = vacante ? await pasosVacante(caller, empresaId, vacante.id, item, now) : undefined;
    const licencia = pasoLicencia(empresaId, empresa, enUso, now);
    // The webhooks' event, handed off in this transaction (D147).
    const evento = await prepararEvento(empresaId, 'entrevista.programada', datosEntrevista(item), now);
    // The template's count, in this company's outbox (D168).
    const conteo = entregaConteo(empresaId, servicio.codigo, 1, now);
    const estadoCandidato: CandidatoItem['estado'] =
      candidato.estado === 'nuevo' && transicionPermitida('nuevo', 'en_proceso') ? 'en_proceso' : candidato.estado;
    const steps: TransactStep[] = [
      ponerNuevo(item),
      ponerNuevo({
        ...entrevistaKeys.token(item.tokenHash),
        entidad: 'TOKEN_ENTREVISTA',
        empresaId,
        entrevistaId: item.id,
        expiraEn: item.tokenExpiraEn,
        // DynamoDB TTL removes the look-up a month after the link died.
        expiresAt: Math.floor(Date.parse(item.tokenExpiraEn) / 1000) + 30 * 86_400,
      }),
      { op: { Put: { Item: { ...entrevistaKeys.deCandidato(empresaId, candidato.id, item.id), entidad: 'ENTREVISTA_CANDIDATO' } } } },
      {
        op: {
          Put: {
            Item: {
              ...entrevistaKeys.diseno(empresaId, item.id),
              entidad: 'ENTREVISTA_DISENO',
              servicioId: servicio.codigo,
              servicioVersion: servicio.version ?? null,
              estructura: servicio.estructura ?? {},
            },
          },
        },
      },
      ...pasosEmpresaProgramada(empresaId, licencia.nueva, f),
      licencia.paso,
      ...pasosEstadoCandidato(candidato, estadoCandidato, now.toISOString(), () => new Reintentar()),
      conteo.paso,
      // Analytics (D70): scheduled this week.
      ...pasosAnalitica(pasoSumar(analiticaKeys.semana(empresaId, semanaDe(now)), { programadas: 1 }, {}, f)),
      ...pasosEvento(evento),
      ...(enVacante?.pasos ?? []),
    ];
    try {
      await transact(steps);
      await enviarConteo(conteo, enviar);
      await emitirEvento(evento, enviar);
      if (enVacante?.evento) await emitirEvento(enVacante.evento, enviar);
      // A bulk action sends the invitation itself, claimed once (D193), and tells no one of each interview.
      if ('lote' in caller) return { entrevista: toEntrevista(item), invitacionEnviada: false, token, item };
      const invitacionEnviada = await invitar('invitacionEntrevista', item, empresa, token, now);
      await avisar(caller, item, msg.programadaTitulo, msg.programadaMensaje, `entrevista-${item.id}-programada`, now);
      return { entrevista: toEntrevista(item), invitacionEnviada, token, item };
    } catch (err) {
      if (!(err instanceof Reintentar) && !(err instanceof CondicionEmpresa)) throw err;
      // Fresh reads: the company (quota, licences), the candidate, the template.
      [empresa, candidato, plantilla] = await Promise.all([
        getEmpresa(empresaId),
        getCandidato(empresaId, body.candidatoId),
        plantillaParaProgramar(empresaId, body.servicioId),
      ]);
      if (!empresa) throw empresaNoEncontrada(empresaId);
      if (!candidato) throw new NotFoundError(msg.candidatoNoEncontrado);
      servicioOfrecido(empresa, plantilla, body.servicioId);
      if (err instanceof CondicionEmpresa) comprobarCuota(empresa);
      if (intento >= ENTREVISTAS.intentosLicencia) throw new ConflictError(msg.conflicto);
    }
  }
}

/**
 * PUT /api/entrevistas/{id}: a new date, duration or time zone while programada; the candidate hears
 * of it ('entrevistaReprogramada') with the updated event (same UID, SEQUENCE one more: the version).
 */
export async function reprogramarEntrevista(caller: Caller, empresaId: string, id: string, body: EntrevistaUpdate, now = new Date()) {
  const antes = await programadaDe(empresaId, id, 'reprogramar');
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  await comprobarSinBorradoPendiente(empresa, empresaId, { id: antes.candidatoId, nombre: antes.candidatoNombre });
  const fechaProgramada = body.fechaProgramada ? comprobarFecha(body.fechaProgramada, now) : antes.fechaProgramada;
  const duracionEstimada = body.duracionEstimada ?? antes.duracionEstimada;
  const despues: EntrevistaItem = {
    ...antes,
    ...entrevistaKeys.agenda(fechaProgramada, empresaId, id),
    fechaProgramada,
    duracionEstimada,
    zonaHoraria: body.zonaHoraria ?? antes.zonaHoraria,
    // An accepted «más tiempo»/«sin límite» (D172) stays stretched on the new date.
    tokenExpiraEn: expiracionToken(fechaProgramada, duracionEstimada, antes.tiempoAmpliado ? AYUDA.factorTiempo : 1),
    historial: [...(antes.historial ?? []), { estado: 'reprogramada', fecha: now.toISOString(), por: caller.userId }],
    version: (antes.version ?? 1) + 1,
  };
  // Only as read (programada, same version); the link's look-up lives as long as the new date asks.
  await transact([ponerSiVersion(despues, antes), pasoCaducidadToken(antes.tokenHash, despues.tokenExpiraEn)]);
  const invitacionEnviada = await invitar('entrevistaReprogramada', despues, empresa, await abrirToken(despues), now);
  await avisar(caller, despues, msg.reprogramadaTitulo, msg.reprogramadaMensaje, `entrevista-${id}-reprogramada-${despues.version}`, now);
  return { entrevista: toEntrevista(despues), invitacionEnviada };
}

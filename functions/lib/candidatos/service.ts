// Candidates of a company (part 2 §3; docs/decisions/ D53, D54): list and search, one, create
// (taking a seat of the plan, the email unique in the company, the company's admins told), update
// (status by the allowed changes, the area's counter moving with it), delete (everything about the
// candidate, an audit entry without personal data), statistics from counters and the GDPR export.
// Which company comes from the route's tenant rule; the superadmin acting platform-wide finds a
// candidate by its id.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { candidatos as msg, fmt } from '../../../shared/messages.js';
import {
  ESTADO_CANDIDATO_ETIQUETA,
  transicionPermitida,
  type Candidato,
  type CandidatoCreate,
  type CandidatosQuery,
  type CandidatoUpdate,
  type EstadisticasCandidatos,
} from '../../../shared/schemas/candidato.js';
import type { Caller } from '../auth/caller.js';
import { areasDeEmpresa } from '../db/areas.js';
import { adelantarSolicitud } from '../db/borrado-solicitado.js';
import {
  actualizarCandidato as guardarCambios,
  borrarCandidato,
  crearCandidato as guardarNuevo,
  estadisticasCandidatos,
  getCandidato,
  getCandidatoPorId,
  paginaCandidatos,
  type CandidatoItem,
} from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { ConflictError, NotFoundError, QuotaExceededError, ValidationError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { borrarDeImportaciones } from '../db/importaciones.js';
import { claveDeCandidato, retirarNotificaciones } from '../notificaciones/candidato.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { borrarEntrevistasDeCandidato, entrevistasDelCandidato } from '../entrevistas/borrar-de-candidato.js';
import { toEntrevista } from '../entrevistas/vista.js';
import { logger } from '../logger.js';
import { cambiosDe } from '../merge.js';
import type { Enviar } from '../colas/entrega.js';
import { datosCandidatoBorrado, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';

/** The candidate as the API answers it: the backend's names and the client's (part 2 §3). */
export function toCandidato(c: CandidatoItem): Candidato {
  const habilidades = c.habilidades ?? [];
  return {
    id: c.id,
    _id: c.id,
    empresaId: c.empresaId,
    nombre: c.nombre,
    email: c.email,
    telefono: c.telefono,
    puesto: c.puesto,
    posicion: c.posicion,
    experiencia_años: c.experiencia_años,
    habilidades,
    areaId: c.areaId ?? null,
    estado: c.estado,
    fechaCreacion: c.fechaCreacion,
    fechaActualizacion: c.fechaActualizacion,
    experiencia: c.experiencia_años,
    posicion_aplicada: c.posicion,
    skills: habilidades,
    ubicacion_completa: '',
    ciudad: '',
    pais: '',
    activo: true,
  };
}

/**
 * The notifications about a candidate carry their name: this key (and those filed beneath it, their
 * interviews' notices) finds them again to take them back on erasure.
 */
const claveAviso = (candidatoId: string) => claveDeCandidato(candidatoId);

const noEncontrado = () => new NotFoundError(msg.noEncontrado);
const emailDuplicado = (email: string) => () => new ConflictError(fmt(msg.emailDuplicado, { email }));
const areaNoEncontrada = () => new ValidationError(msg.areaNoEncontrada, [{ campo: 'areaId', msg: msg.areaNoEncontrada }]);
/** A write that lost a race with another one on the same candidate: the client reloads and tries again. */
const cambiado = () => new ConflictError(msg.noActualizado);

/** The candidate a request may act on: in the company resolved for it, or (superadmin, no company) by id. */
async function candidatoDe(empresaId: string | null, id: string): Promise<CandidatoItem> {
  const c = empresaId ? await getCandidato(empresaId, id) : await getCandidatoPorId(id);
  if (!c) throw noEncontrado();
  return c;
}

export async function listarCandidatos(empresaId: string, q: CandidatosQuery): Promise<{ items: Candidato[]; cursor: string | null }> {
  const page = await paginaCandidatos(empresaId, q);
  return { items: page.items.map(toCandidato), cursor: page.cursor };
}

export async function obtenerCandidato(empresaId: string | null, id: string): Promise<Candidato> {
  return toCandidato(await candidatoDe(empresaId, id));
}

/** How a create is made when it is not one person's request (the CSV import, D57). */
export interface OpcionesCreacion {
  /** The candidate's id (the import derives it from the import and the row, so a retried row cannot create twice). */
  id?: string;
  /** Tell the company's admins (default true); the import sends one summary instead of one notice per row. */
  avisar?: boolean;
  /** The company as already read by the caller (the import reads it once, not once per row). */
  empresa?: EmpresaItem;
}

export async function crearCandidato(
  caller: Pick<Caller, 'userId'>,
  empresaId: string,
  body: CandidatoCreate,
  now = new Date(),
  opciones: OpcionesCreacion = {},
): Promise<Candidato> {
  const empresa = opciones.empresa ?? (await getEmpresa(empresaId));
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const c: CandidatoItem = {
    id: opciones.id ?? idOrdenado(now),
    empresaId,
    nombre: body.nombre,
    email: body.email,
    telefono: body.telefono,
    puesto: body.puesto,
    posicion: body.posicion,
    experiencia_años: body.experiencia_años,
    habilidades: body.habilidades ?? [],
    areaId: body.areaId ?? null,
    estado: 'nuevo',
    fechaCreacion: now.toISOString(),
    creadoPor: caller.userId,
    version: 1,
  };
  const limite = empresa.limites?.candidatos ?? 0;
  await guardarNuevo(c, {
    cuota: () => new QuotaExceededError(fmt(msg.limite, { limite })),
    emailDuplicado: emailDuplicado(c.email),
    area: areaNoEncontrada,
  });
  if (opciones.avisar === false) return toCandidato(c);
  const destinatarios = (await adminsDeEmpresa(empresaId)).filter((d) => d.userId !== caller.userId);
  await notificar(
    destinatarios,
    {
      type: 'candidato',
      prioridad: 'baja',
      title: msg.nuevoTitulo,
      message: fmt(msg.nuevoMensaje, { nombre: c.nombre, email: c.email, empresa: nombreEmpresa(empresa) || empresaId }),
      actionUrl: '/candidatos',
      actionText: msg.verCandidatos,
      clave: claveAviso(c.id),
    },
    now,
  );
  return toCandidato(c);
}

export async function actualizarCandidato(
  empresaId: string | null,
  id: string,
  body: CandidatoUpdate,
  now = new Date(),
): Promise<Candidato> {
  const antes = await candidatoDe(empresaId, id);
  const cambios = cambiosDe(body);
  if (cambios.estado && !transicionPermitida(antes.estado, cambios.estado)) {
    const texto = fmt(msg.transicionNoPermitida, {
      de: ESTADO_CANDIDATO_ETIQUETA[antes.estado],
      a: ESTADO_CANDIDATO_ETIQUETA[cambios.estado],
    });
    throw new ValidationError(texto, [{ campo: 'estado', msg: texto }]);
  }
  const despues: CandidatoItem = { ...antes, ...cambios, fechaActualizacion: now.toISOString() };
  await guardarCambios(antes, despues, { emailDuplicado: emailDuplicado(despues.email), area: areaNoEncontrada, cambiado });
  return toCandidato({ ...despues, version: antes.version + 1 });
}

export async function eliminarCandidato(
  /** Who erases: a user, or the retention job (D151) by its name. */
  caller: Pick<Caller, 'userId'>,
  empresaId: string | null,
  id: string,
  now = new Date(),
  enviar?: Enviar,
): Promise<void> {
  await borrar(await candidatoDe(empresaId, id), caller.userId, now, enviar);
}

/** Who the audit entry names when the erasure is the candidate's own request (D149): no user did it. */
export const POR_TITULAR = 'titular:mis-datos';

/**
 * The erasure the candidate asked for from «Mis datos» (D149, the scheduled job): the same steps as
 * the company's, the audit entry naming the candidate's request. 'ya_borrado' when the candidate is
 * already gone (the company erased them meanwhile). The webhooks' event waits for the outbox's sweep.
 */
export async function borrarCandidatoASuPeticion(empresaId: string, id: string, now = new Date()): Promise<'borrado' | 'ya_borrado'> {
  const c = await getCandidato(empresaId, id);
  if (!c) return 'ya_borrado';
  await borrar(c, POR_TITULAR, now);
  return 'borrado';
}

async function borrar(c: CandidatoItem, por: string, now: Date, enviar?: Enviar): Promise<void> {
  // Their interviews (transcripts are their data) go first, in any state; a live link dies with them.
  await borrarEntrevistasDeCandidato(c.empresaId, c.id, enviar);
  // The webhooks' event, in the erasure's own transaction (D147): only the id, so receivers erase their copies.
  const evento = await prepararEvento(c.empresaId, 'candidato.borrado', datosCandidatoBorrado(c.empresaId, c.id, now), now);
  await borrarCandidato(c, { id: idOrdenado(now), por, fecha: now.toISOString() }, { falta: noEncontrado }, pasosEvento(evento));
  await emitirEvento(evento, enviar);
  // One scheduled between that read and the candidate's delete (its transaction checked the candidate
  // existed): none can be scheduled now, so a second pass finds it (D79).
  await borrarEntrevistasDeCandidato(c.empresaId, c.id, enviar);
  await retirarNotificaciones(c.empresaId, claveAviso(c.id));
  await borrarDeImportaciones(c.empresaId, c.email, now);
  // An erasure the candidate had asked for is due now: the next run ends it and confirms (D149).
  if (por !== POR_TITULAR)
    await adelantarSolicitud(c.empresaId, c.id, now).catch((err: Error) =>
      logger.error('Erasure request not brought forward', { empresaId: c.empresaId, candidatoId: c.id, error: err.message }),
    );
}

export async function estadisticas(empresaId: string): Promise<EstadisticasCandidatos> {
  const [porEstado, areas, empresa] = await Promise.all([
    estadisticasCandidatos(empresaId),
    areasDeEmpresa(empresaId),
    getEmpresa(empresaId),
  ]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const total = Object.values(porEstado).reduce((a, b) => a + b, 0);
  const porArea = areas
    .map((a) => ({ areaId: a.id, nombreArea: a.nombreArea, candidatos: Math.max(0, a.candidatos ?? 0) }))
    .sort((a, b) => a.nombreArea.localeCompare(b.nombreArea, 'es'));
  return { total, porEstado, porArea, sinArea: Math.max(0, total - porArea.reduce((a, b) => a + b.candidatos, 0)) };
}

/** Everything stored about a candidate, for their right of access (GDPR art. 15). */
export async function exportarCandidato(empresaId: string | null, id: string, now = new Date()) {
  const c = await candidatoDe(empresaId, id);
  return {
    exportadoEn: now.toISOString(),
    candidato: toCandidato(c),
    entrevistas: (await entrevistasDelCandidato(c.empresaId, c.id)).map((e) => ({
      ...toEntrevista(e),
      consentimiento: e.consentimiento ?? null,
    })),
    notas:
      'Datos que Talentia guarda de este candidato: los del perfil de arriba, un índice de búsqueda derivado de su nombre, email y posición, el registro de quién lo creó y sus entrevistas (fechas, consentimiento y transcripción con sus respuestas). Al borrarlo se borra todo, entrevistas incluidas; queda solo una entrada de auditoría sin datos personales.',
  };
}

// Candidates of a company (part 2 §3; docs/decisions/ D53, D54): list and search, one, create
// (taking a seat of the plan, the email unique in the company, the company's admins told), update
// (status by the allowed changes, the area's counter moving with it), delete (eliminar.ts: everything about the
// candidate, an audit entry without personal data), statistics from counters and the GDPR export.
// Which company comes from the route's tenant rule; the superadmin acting platform-wide finds a
// candidate by its id.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { candidatos as msg, fmt } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
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
import {
  actualizarCandidato as guardarCambios,
  crearCandidato as guardarNuevo,
  estadisticasCandidatos,
  getCandidato,
  getCandidatoPorId,
  type CandidatoItem,
} from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { ConflictError, NotFoundError, QuotaExceededError, ValidationError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { claveDeCandidato } from '../notificaciones/candidato.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { entrevistasDelCandidato } from '../entrevistas/borrar-de-candidato.js';
import { getAyuda, pasoSinAjusteAbierto } from '../db/ayuda-candidato.js';
import { toEntrevista } from '../entrevistas/vista.js';
import { borradoPendiente, borradosPendientes } from './borrado-solicitado.js';
import { lectorCandidatos } from './lista.js';
import { rechazoDe, vistaCv } from './envios-vista.js';
import { cambiosDe } from '../merge.js';
import { telefonoEditado, telefonoParaGuardar } from '../telefono.js';
import { borrarOptInDeCandidato, esE164, leerOptIn, registroDe } from '../whatsapp/optin.js';
import { paisDeEmpresa } from '../../../shared/paises.js';

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
    cv: vistaCv(c),
    rechazoEnviado: rechazoDe(c),
  };
}

/**
 * The notifications about a candidate carry their name: this key (and those filed beneath it, their
 * interviews' notices) finds them again to take them back on erasure.
 */
export const claveAviso = (candidatoId: string) => claveDeCandidato(candidatoId);

export const noEncontrado = () => new NotFoundError(msg.noEncontrado);
const emailDuplicado = (email: string) => () => new ConflictError(fmt(msg.emailDuplicado, { email }));
const areaNoEncontrada = () => new ValidationError(msg.areaNoEncontrada, [{ campo: 'areaId', msg: msg.areaNoEncontrada }]);
/** A write that lost a race with another one on the same candidate: the client reloads and tries again. */
const cambiado = () => new ConflictError(msg.noActualizado);

/** The candidate a request may act on: in the company resolved for it, or (superadmin, no company) by id. */
export async function candidatoDe(empresaId: string | null, id: string): Promise<CandidatoItem> {
  const c = empresaId ? await getCandidato(empresaId, id) : await getCandidatoPorId(id);
  if (!c) throw noEncontrado();
  return c;
}

/** A page of the list with its filters (lista.ts: a vacancy and a period since D196; an unknown vacancy is a 404). */
export async function listarCandidatos(empresaId: string, q: CandidatosQuery): Promise<{ items: Candidato[]; cursor: string | null }> {
  const page = await (await lectorCandidatos(empresaId, q))(q.cursor, q.limit);
  // The card says when a pending erasure is due (D160): one batch read for the page.
  const pendientes = await borradosPendientes(
    empresaId,
    page.items.map((c) => c.id),
  );
  return { items: page.items.map((c) => conBorrado(toCandidato(c), pendientes.get(c.id))), cursor: page.cursor };
}

const conBorrado = (c: Candidato, hasta: string | undefined): Candidato => (hasta ? { ...c, borradoPendienteHasta: hasta } : c);

export async function obtenerCandidato(empresaId: string | null, id: string): Promise<Candidato> {
  const c = await candidatoDe(empresaId, id);
  return conBorrado(toCandidato(c), (await borradoPendiente(c.empresaId, c.id))?.plazoHasta);
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
    // Read with the company's country as the default region, stored in E.164 (issue 67 item 9).
    telefono: telefonoParaGuardar(body.telefono, paisDeEmpresa(empresa), { campo: 'telefono' }),
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
    cuota: () => new QuotaExceededError(fmt(msg.limite, { candidatos: cuenta(limite, 'candidato', 'candidatos') })),
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
  if (cambios.telefono?.trim() && cambios.telefono !== antes.telefono) {
    const empresa = await getEmpresa(antes.empresaId);
    if (!empresa) throw empresaNoEncontrada(antes.empresaId);
    cambios.telefono = telefonoEditado(cambios.telefono, antes.telefono, paisDeEmpresa(empresa), { campo: 'telefono' });
  }
  if (cambios.estado && !transicionPermitida(antes.estado, cambios.estado)) {
    const texto = fmt(msg.transicionNoPermitida, {
      de: ESTADO_CANDIDATO_ETIQUETA[antes.estado],
      a: ESTADO_CANDIDATO_ETIQUETA[cambios.estado],
    });
    throw new ValidationError(texto, [{ campo: 'estado', msg: texto }]);
  }
  const despues: CandidatoItem = { ...antes, ...cambios, fechaActualizacion: now.toISOString() };
  // The state rule (D172): no rejection while one of their interviews has an adjustment request open —
  // checked in the write on each of their interviews, so a first request landing meanwhile cancels it too.
  const sinAjustes = cambios.estado === 'rechazado' && antes.estado !== 'rechazado' ? await pasosSinAjustes(antes.empresaId, antes.id) : [];
  await guardarCambios(antes, despues, { emailDuplicado: emailDuplicado(despues.email), area: areaNoEncontrada, cambiado }, sinAjustes);
  // A changed phone is not covered by the old number's WhatsApp opt-in (issue 68 item 3): that record goes
  // with the number (a send checks the number anyway), so no opt-in of theirs is left where their erasure would not look.
  if (despues.telefono !== antes.telefono) await borrarOptInDeCandidato(antes.empresaId, antes);
  return toCandidato({ ...despues, version: antes.version + 1 });
}

/** A transaction holds 100 steps; the candidate's own writes take a few. */
const MAX_COMPROBACIONES = 90;

async function pasosSinAjustes(empresaId: string, candidatoId: string) {
  const entrevistas = await entrevistasDelCandidato(empresaId, candidatoId);
  // The check holds on a missing item (attribute_not_exists), so every interview is checked, not only
  // those that already have requests. Past the transaction's size, only those with requests (a first
  // request racing the move on the 91st interview is the case left, D172).
  if (entrevistas.length <= MAX_COMPROBACIONES) return entrevistas.map((e) => pasoSinAjusteAbierto(empresaId, e.id));
  const conAyuda = await Promise.all(entrevistas.map(async (e) => ((await getAyuda(empresaId, e.id)) ? e.id : null)));
  return conAyuda.filter((x): x is string => !!x).map((entrevistaId) => pasoSinAjusteAbierto(empresaId, entrevistaId));
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

async function optInExportado(c: CandidatoItem) {
  const o = esE164(c.telefono) ? await leerOptIn(c.empresaId, c.telefono) : undefined;
  return o && o.candidatoId === c.id ? registroDe(o) : null;
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
    // Their WhatsApp opt-in for the phone above (issue 68 item 3): words, source, time, evidence, end, history.
    whatsapp: await optInExportado(c),
    notas:
      'Datos que Talentia guarda de este candidato: los del perfil de arriba, un índice de búsqueda derivado de su nombre, email y posición, el registro de quién lo creó, sus entrevistas (fechas, consentimiento y transcripción con sus respuestas), su CV si la empresa lo adjuntó (arriba su nombre, tipo, tamaño y fecha; el archivo se descarga aparte desde su perfil) y, si se le envió, la fecha del email de rechazo, y su consentimiento para recibir avisos por WhatsApp en su teléfono (palabras, origen, fecha, evidencia, baja e historial) si lo dio. Al borrarlo se borra todo, entrevistas y CV incluidos; queda solo una entrada de auditoría sin datos personales.',
  };
}

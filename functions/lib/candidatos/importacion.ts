// Candidates CSV import (D57). The request reads the file, stores its
// rows with an import item and its queue hand-off (D78) and puts a message on the importar-candidatos
// queue (202; a lost send is swept again); the worker
// (functions/jobs/importar-candidatos.ts) creates the candidates one row at a time through the same
// create as POST /api/candidatos (quota, unique email, counters, search index), writing the report
// and the counters every IMPORTACION_CSV.filasPorBloque rows, and tells the admins once at the end.
//
// Safe to retry: a row's candidate id is derived from the import and the row, so when a delivery
// dies after creating a row and before saving its block, the next delivery finds the email marker
// owned by that very id and reports the row as created (not as a duplicate, and never twice). A
// re-sent file gets new ids: its rows meet markers owned by other ids and are reported duplicates.
//
// Into a vacancy (D191, importacion-vacante.ts): every row whose candidate exists after it (created, or
// a duplicate of someone the company has) joins the vacancy too, and the report says so row by row.
import { createHash } from 'node:crypto';
import type { MensajeImportacion } from '../../../shared/colas.js';
import { IMPORTACION_CSV } from '../../../shared/constants.js';
import { borradoSolicitado as msgBorrado, candidatos as msgCand, fmt, importacion as msg } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
import type { CandidatoCreate } from '../../../shared/schemas/candidato.js';
import type { FilaInforme, ImportarCandidatosBody, Importacion } from '../../../shared/schemas/importacion.js';
import { nombreDe } from '../supervision/entradas.js';
import type { Caller } from '../auth/caller.js';
import { enviarACola } from '../aws/sqs.js';
import { entregar, entregaDeTrabajo } from '../colas/entrega.js';
import { areasDeEmpresa } from '../db/areas.js';
import { duenoDelEmail } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { getVacante } from '../db/vacantes.js';
import { idOrdenado } from '../db/ids.js';
import {
  anotarEntregaImportacion,
  bloquesDeFilas,
  crearImportacion,
  DIAS_IMPORTACION,
  getImportacion,
  guardarBloque,
  leerFilas,
  terminarImportacion,
  toImportacion,
  type Contadores,
  type ImportacionItem,
} from '../db/importaciones.js';
import { ConflictError, QuotaExceededError, ValidationError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificarOFallar } from '../notificaciones/notificar.js';
import { borradoPendiente, fechaDelBorrado } from './borrado-solicitado.js';
import { crearCandidato } from './service.js';
import { unirAVacanteDeImportacion, vacanteParaImportar } from './importacion-vacante.js';
import { indiceAreas, leerCsv, prepararFila, type FilaCsv } from './csv.js';
import type { OpcionesEntrega } from '../colas/consumidor.js';
import { recorrerBloques } from '../colas/bloques.js';
import { trabajoDelMensaje } from '../colas/trabajo-del-mensaje.js';

export const COLA_IMPORTACION = 'importar-candidatos';

/** POST /api/candidatos/importar: reads and stores the file, queues its processing. */
export async function iniciarImportacion(
  caller: Pick<Caller, 'userId' | 'empresaId'> & Partial<Pick<Caller, 'profile' | 'email'>>,
  empresaId: string,
  body: ImportarCandidatosBody,
  now = new Date(),
): Promise<Importacion> {
  const filas = leerCsv(body.contenido);
  if (!(await getEmpresa(empresaId))) throw empresaNoEncontrada(empresaId);
  // A vacancy named is checked before anything is stored or queued: unknown/another company's 404, closed 409.
  if (body.vacanteId) await vacanteParaImportar(empresaId, body.vacanteId);
  const bloques = bloquesDeFilas(filas);
  const item: ImportacionItem = {
    id: idOrdenado(now),
    empresaId,
    nombreArchivo: body.nombreArchivo,
    estado: 'pendiente',
    total: filas.length,
    procesadas: 0,
    creados: 0,
    duplicados: 0,
    invalidos: 0,
    sinCupo: 0,
    ...(body.vacanteId ? { vacanteId: body.vacanteId, anadidos: 0 } : {}),
    creadoEn: now.toISOString(),
    creadoPor: caller.userId,
    creadoPorEmpresaId: caller.empresaId,
    ...(caller.profile ? { creadoPorNombre: nombreDe(caller as Caller) } : {}),
    bloquesDatos: bloques.length,
    expiresAt: Math.floor(now.getTime() / 1000) + DIAS_IMPORTACION * 86_400,
  };
  // The hand-off is committed with the import (D78): a send lost below is swept again minutes later.
  const entrega = entregaDeTrabajo(COLA_IMPORTACION, { empresaId, id: item.id, clave: 'importacionId' }, now);
  await crearImportacion(item, bloques, [entrega.paso]);
  await entregar(entrega, enviarACola);
  return toImportacion(item);
}

/** The candidate id of row `indice` (0-based) of an import: time-ordered like idOrdenado, the same on every delivery. */
export function idDeFila(imp: Pick<Importacion, 'id' | 'creadoEn'>, indice: number): string {
  const ms = Date.parse(imp.creadoEn) + indice;
  const sufijo = createHash('sha256').update(`${imp.id}:${indice}`).digest('hex').slice(0, 8);
  return `${String(ms).padStart(14, '0')}-${sufijo}`;
}

export interface OpcionesProceso extends OpcionesEntrega {
  /** Called before each row (1-based): tests make a delivery die mid-way with it. */
  antesDeFila?: (fila: number) => void;
}

export type ResultadoProceso = 'completada' | 'continua' | 'ya_terminada' | 'no_existe' | 'adelantada';

/** The worker: processes the rows not yet processed of one import. */
export async function procesarImportacion(m: MensajeImportacion, o: OpcionesProceso = {}): Promise<ResultadoProceso> {
  const now = o.now ?? (() => new Date());
  const imp = await trabajoDelMensaje(getImportacion(m.empresaId, m.importacionId), 'Import', { importacionId: m.importacionId });
  if (!imp) return 'no_existe';
  if (imp.estado === 'completada') {
    // Told again (a delivery after one whose summary could not be written, D109): the clave writes only what is missing.
    await avisarResumen(imp, now());
    return 'ya_terminada';
  }
  if (imp.estado === 'fallida') return 'ya_terminada';
  const empresa = await getEmpresa(imp.empresaId);
  // A company being deleted (D72) gets no more candidates: its deletion would only chase them.
  if (!empresa || empresa.eliminacion) {
    await terminarImportacion(imp.empresaId, imp.id, 'fallida', { finalizadaEn: now().toISOString(), error: msg.fallida });
    return 'ya_terminada';
  }
  if (o.intento) await anotarEntregaImportacion(imp.empresaId, imp.id, o.intento, now().toISOString());
  const areas = indiceAreas(await areasDeEmpresa(imp.empresaId));
  const c: Contadores = {
    procesadas: imp.procesadas,
    creados: imp.creados,
    duplicados: imp.duplicados,
    invalidos: imp.invalidos,
    sinCupo: imp.sinCupo,
    ...(imp.vacanteId ? { anadidos: imp.anadidos ?? 0 } : {}),
  };
  const fin = await recorrerBloques({
    bloques: imp.bloquesDatos,
    leer: (b) => leerFilas(imp.empresaId, imp.id, b),
    procesados: c.procesadas,
    total: imp.total,
    porBloque: IMPORTACION_CSV.filasPorBloque,
    procesar: async (f: FilaCsv, i) => {
      o.antesDeFila?.(i + 1);
      const r = await procesarFila(imp, empresa, areas, f, i, now());
      c.procesadas++;
      if (r.resultado === 'creado') c.creados++;
      else if (r.resultado === 'duplicado') c.duplicados++;
      else if (r.resultado === 'invalido') c.invalidos++;
      else c.sinCupo++;
      if (r.vacante?.resultado === 'anadido') c.anadidos = (c.anadidos ?? 0) + 1;
      return r;
    },
    guardar: (bloque, informe, atras) => guardarBloque(imp, bloque, informe, c, atras),
    quedaMs: o.quedaMs,
    margenMs: IMPORTACION_CSV.margenMs,
    seguir: () => enviarACola(COLA_IMPORTACION, m),
  });
  if (fin !== 'hecho') return fin;
  if (await terminarImportacion(imp.empresaId, imp.id, 'completada', { finalizadaEn: now().toISOString() })) {
    await avisarResumen({ ...imp, ...c }, now());
  }
  return 'completada';
}

/** Marks an import that could not be processed (the last delivery failed) as fallida. */
export async function marcarFallida(m: MensajeImportacion, now = new Date()): Promise<void> {
  await terminarImportacion(m.empresaId, m.importacionId, 'fallida', { finalizadaEn: now.toISOString(), error: msg.fallida });
}

async function procesarFila(
  imp: ImportacionItem,
  empresa: EmpresaItem,
  areas: Map<string, string>,
  f: FilaCsv,
  i: number,
  now: Date,
): Promise<FilaInforme> {
  const base = { fila: i + 1, linea: f.l };
  const p = prepararFila(f, areas);
  if (!p.ok) {
    const { maxCeldaInforme: celda, maxMotivoInforme: motivo } = IMPORTACION_CSV;
    return {
      ...base,
      nombre: recortar(p.nombre, celda),
      email: recortar(p.email, celda),
      resultado: 'invalido',
      motivo: recortar(p.motivo, motivo),
    };
  }
  const { informe, persona } = await crearFila(
    imp,
    empresa,
    p.body,
    idDeFila(imp, i),
    {
      ...base,
      nombre: p.body.nombre,
      email: p.body.email,
    },
    now,
  );
  // Into a vacancy (D191): the row's candidate, new or already the company's, joins it.
  if (!imp.vacanteId || !persona) return informe;
  return { ...informe, vacante: await unirAVacanteDeImportacion({ ...imp, vacanteId: imp.vacanteId }, persona, base.fila, now) };
}

/** A bad row's cell as the report keeps it: cut at `max` characters, with «…» when it was longer. */
function recortar<T extends string | undefined>(texto: T, max: number): T {
  return (texto && texto.length > max ? `${texto.slice(0, max)}…` : texto) as T;
}

/**
 * The row's candidate, created now: its report entry, and `persona`, the candidate the row leads to —
 * the one created, or the company's with that e-mail (a duplicate: its id stays out of the report, as
 * before D191), none when the row created no one or its person asked for their erasure.
 */
async function crearFila(
  imp: ImportacionItem,
  empresa: EmpresaItem,
  body: CandidatoCreate,
  id: string,
  quien: Pick<FilaInforme, 'fila' | 'linea' | 'nombre' | 'email'>,
  now: Date,
): Promise<{ informe: FilaInforme; persona?: string }> {
  const creada = { informe: { ...quien, resultado: 'creado', candidatoId: id } as FilaInforme, persona: id };
  try {
    await crearCandidato({ userId: imp.creadoPor }, imp.empresaId, body, now, { id, avisar: false, empresa });
    return creada;
  } catch (err) {
    if (err instanceof ValidationError) return { informe: { ...quien, resultado: 'invalido', motivo: err.message } };
    if (!(err instanceof ConflictError) && !(err instanceof QuotaExceededError)) throw err;
    // Who holds the email decides: this row's own id (an earlier delivery created it), someone else, or no one.
    const dueno = await duenoDelEmail(imp.empresaId, body.email);
    if (dueno === id) return creada;
    if (dueno) {
      // Someone who asked for their erasure is not imported again over it: the row says why (D160).
      const pendiente = await borradoPendiente(imp.empresaId, dueno);
      if (pendiente) {
        const motivo = fmt(msgBorrado.filaBloqueada, { email: body.email, fecha: fechaDelBorrado(pendiente, empresa) });
        return { informe: { ...quien, resultado: 'duplicado', motivo } };
      }
      return { informe: { ...quien, resultado: 'duplicado', motivo: fmt(msgCand.emailDuplicado, { email: body.email }) }, persona: dueno };
    }
    if (err instanceof QuotaExceededError) return { informe: { ...quien, resultado: 'sin_cupo', motivo: err.message } };
    throw err;
  }
}

/**
 * One notification for the whole file, to the company's admins and whoever uploaded it: once (its
 * clave), at least once (a failure fails the delivery, and the next one tells it again: D109).
 */
async function avisarResumen(imp: ImportacionItem, now: Date): Promise<void> {
  const admins = await adminsDeEmpresa(imp.empresaId);
  const destinatarios = admins.some((d) => d.userId === imp.creadoPor)
    ? admins
    : [...admins, { userId: imp.creadoPor, empresaId: imp.creadoPorEmpresaId }];
  const cuentas = {
    archivo: imp.nombreArchivo,
    creados: cuenta(imp.creados, 'creado', 'creados'),
    duplicados: cuenta(imp.duplicados, 'duplicado', 'duplicados'),
    invalidos: cuenta(imp.invalidos, 'no válido', 'no válidos'),
    sinCupo: imp.sinCupo,
  };
  // Into a vacancy (D191): how many joined it, and its title as it is now (gone: the plain summary).
  const vacante = imp.vacanteId ? await getVacante(imp.empresaId, imp.vacanteId) : undefined;
  await notificarOFallar(
    destinatarios,
    {
      type: 'candidato',
      prioridad: 'baja',
      title: msg.resumenTitulo,
      message: vacante
        ? fmt(msg.resumenVacante, { ...cuentas, vacante: vacante.titulo, anadidos: cuenta(imp.anadidos ?? 0, 'añadido', 'añadidos') })
        : fmt(msg.resumenMensaje, cuentas),
      actionUrl: vacante ? '/vacantes' : '/candidatos',
      actionText: vacante ? msg.verVacantes : msg.verCandidatos,
      clave: `importacion:${imp.id}`,
    },
    now,
  );
}

// The import of a data file of any size (D100): the browser uploads it straight to the files bucket
// with a presigned POST (size and type in its policy, the key under the company's prefix), the
// confirm checks the object itself (HeadObject: the local S3 does not enforce the policy) and
// stores a job with its queue hand-off (D78); the worker (functions/jobs/importar-datos.ts) reads
// the whole file and checks it first ('Archivo de importación inválido': nothing changes, not even
// a backup), takes the backup, then gives the rows to D95's engine (`importarEmpresa`) block by
// block, saving after each block its report and the progress in one transaction. A delivery that
// dies is resumed by the next one at the first block not saved; a retried block writes nothing
// twice (every row is an upsert that moves its counters by the difference with what is stored) and
// still reports what the dead attempt created as 'creado' (the block's absent keys are kept before
// its first write). The uploaded file is deleted when the job ends (and by a lifecycle rule on its
// tag, if that delete is lost).
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { MensajeImportacionDatos } from '../../../shared/colas.js';
import { IMPORTACION_CSV } from '../../../shared/constants.js';
import { datos as msg, empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { type ElementoDatos, type ExportacionDatos, type FilaImportacion } from '../../../shared/schemas/datos.js';
import { trabajoTerminado } from '../../../shared/schemas/trabajo.js';
import { s3 } from '../aws/s3.js';
import { enviarACola } from '../aws/sqs.js';
import { config } from '../config.js';
import { claveDatos, existentes } from '../db/datos.js';
import { getEmpresa } from '../db/empresas.js';
import {
  anotarEntregaImportacionDatos,
  ausentesDelBloque,
  type ContadoresDatos,
  empezarImportacionDatos,
  getImportacionDatos,
  guardarBloqueDatos,
  rechazosGuardados,
  terminarImportacionDatos,
} from '../db/importaciones-datos.js';
import { soltarOperacionDatos } from '../db/operacion-datos.js';
import { seEscribio } from '../db/repository.js';
import { ConflictError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { crearBackup } from './backups.js';
import { ordenDe } from './elementos.js';
import { duenoDeMarcador, fila, importarEmpresa, leerArchivo } from './importacion.js';

import { borrarArchivo, COLA_IMPORTACION_DATOS, MAX_ELEMENTOS_IMPORTACION_JOB } from './importacion-archivo.js';
import type { OpcionesEntrega } from '../colas/consumidor.js';
import { trabajoDelMensaje } from '../colas/trabajo-del-mensaje.js';

/** One block of the job: report rows decided before any write, or rows for the engine. */
export type BloqueImportacion = { tipo: 'rechazos'; filas: FilaImportacion[] } | { tipo: 'filas'; elementos: ElementoDatos[] };

/**
 * The file cut into the job's blocks, the same on every delivery: first the rows decided without
 * writing (another company's sections, a key repeated in the file), then the company's rows in the
 * engine's dependency order (areas, candidates, interviews, the rest; a stable sort, as the
 * engine's own), each marker in the same block as its owner (they are written in one transaction),
 * at least `n` rows a block.
 */
export function bloquesDeImportacion(file: ExportacionDatos, empresaId: string, n: number): BloqueImportacion[] {
  const rechazos: FilaImportacion[] = [];
  const propias: ElementoDatos[] = [];
  const vistas = new Set<string>();
  for (const s of file.datos ?? []) {
    for (const e of s.elementos) {
      if (s.empresaId !== empresaId) rechazos.push(fila(s.empresaId, e.sk, 'rechazado', fmt(msg.filaOtraEmpresa, { id: s.empresaId })));
      else if (vistas.has(e.sk)) rechazos.push(fila(empresaId, e.sk, 'rechazado', fmt(msg.filaInvalida, { motivo: 'clave repetida' })));
      else {
        vistas.add(e.sk);
        propias.push(e);
      }
    }
  }
  const ordenadas = [...propias].sort((a, b) => ordenDe(a.sk) - ordenDe(b.sk));
  const llevados = new Map<string, ElementoDatos[]>();
  for (const e of ordenadas) {
    const dueno = duenoDeMarcador(e.sk, e.item);
    if (dueno && vistas.has(dueno)) llevados.set(dueno, [...(llevados.get(dueno) ?? []), e]);
  }
  const conDueno = new Set([...llevados.values()].flat().map((e) => e.sk));
  const bloques: BloqueImportacion[] = [];
  for (let i = 0; i < rechazos.length; i += n) bloques.push({ tipo: 'rechazos', filas: rechazos.slice(i, i + n) });
  let actual: ElementoDatos[] = [];
  for (const e of ordenadas) {
    if (conDueno.has(e.sk)) continue;
    actual.push(e, ...(llevados.get(e.sk) ?? []));
    if (actual.length >= n) {
      bloques.push({ tipo: 'filas', elementos: actual });
      actual = [];
    }
  }
  if (actual.length) bloques.push({ tipo: 'filas', elementos: actual });
  return bloques;
}

export interface OpcionesTrabajo extends OpcionesEntrega {
  /** Called after a block's rows are written and before it is saved (0-based): tests make a delivery die there. */
  antesDeGuardar?: (bloque: number) => void;
}

export type ResultadoTrabajo = 'completado' | 'invalido' | 'continua' | 'ya_terminado' | 'no_existe' | 'adelantado';

class OtraEntregaDelante extends ConflictError {}

/** The worker: carries one job on from its first block not saved. */
export async function procesarImportacionDatos(m: MensajeImportacionDatos, o: OpcionesTrabajo = {}): Promise<ResultadoTrabajo> {
  const now = o.now ?? (() => new Date());
  let job = await trabajoDelMensaje(getImportacionDatos(m.empresaId, m.importacionId), 'Data import', { importacionId: m.importacionId });
  if (!job) return 'no_existe';
  if (trabajoTerminado(job.estado)) return 'ya_terminado';
  const terminar = async (error?: string) => {
    await terminarImportacionDatos(job!.empresaId, job!.id, error ? 'fallida' : 'completada', {
      finalizadoEn: now().toISOString(),
      ...(error ? { error } : {}),
    });
    if (!job!.conservarArchivo) await borrarArchivo(job!.key);
    await soltarOperacionDatos(job!.empresaId, job!.id);
  };
  const empresa = await getEmpresa(job.empresaId);
  // A company being deleted (D72) gets no more data: its deletion would only chase it.
  if (!empresa || empresa.eliminacion) {
    await terminar(msgEmpresas.eliminacionYaEnCurso);
    return 'ya_terminado';
  }
  if (o.intento) await anotarEntregaImportacionDatos(job.empresaId, job.id, o.intento, now().toISOString());

  // 1. The whole file, checked before anything is written.
  let file: ExportacionDatos;
  try {
    const obj = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key: job.key }));
    const texto = (await obj.Body?.transformToString('utf-8')) ?? '';
    let json: unknown;
    try {
      json = JSON.parse(texto);
    } catch {
      throw new ValidationError(msg.importacionInvalida);
    }
    file = leerArchivo(json, MAX_ELEMENTOS_IMPORTACION_JOB);
  } catch (err) {
    const motivo =
      err instanceof ValidationError ? err.message : (err as { name?: string }).name === 'NoSuchKey' ? msg.subidaNoEncontrada : undefined;
    if (!motivo) throw err;
    await terminar(motivo);
    return 'invalido';
  }
  // The job's own block size (fixed when it was created), so every delivery cuts the file alike.
  const bloques = bloquesDeImportacion(file, job.empresaId, job.filasPorBloque);

  // 2. The backup, once (a delivery that loses the race reads the winner's).
  if (job.estado === 'pendiente') {
    const total = (file.datos ?? []).reduce((s, d) => s + d.elementos.length, 0);
    const backup = await crearBackup(job.creadoPor, job.empresaId, now());
    await empezarImportacionDatos(job.empresaId, job.id, { total, backups: [backup], actualizadoEn: now().toISOString() });
    job = (await getImportacionDatos(job.empresaId, job.id))!;
    if (job.estado !== 'en_curso') return 'ya_terminado';
  }

  // 3. The blocks not saved yet, carrying what the saved ones refused.
  const c: ContadoresDatos = {
    procesadas: job.procesadas,
    creados: job.creados,
    actualizados: job.actualizados,
    rechazados: job.rechazados,
  };
  const desde = job.siguienteBloque;
  const carried =
    desde > 0 ? await rechazosGuardados(job.empresaId, job.id, desde) : { candidatos: new Set<string>(), entrevistas: new Set<string>() };
  for (let b = desde; b < bloques.length; b++) {
    const bloque = bloques[b]!;
    let filas: FilaImportacion[];
    if (bloque.tipo === 'rechazos') filas = bloque.filas;
    else {
      const antes = await existentes(bloque.elementos.map((e) => claveDatos(job!.empresaId, e.sk)));
      const ausentesAhora = bloque.elementos.filter((e) => !antes.has(`${claveDatos(job!.empresaId, e.sk).PK}|${e.sk}`)).map((e) => e.sk);
      const ausentes = await ausentesDelBloque(job.empresaId, job.id, b, ausentesAhora, job.expiresAt);
      filas = await importarEmpresa(job.empresaId, bloque.elementos, now(), {
        candidatosRechazados: carried.candidatos,
        entrevistasRechazadas: carried.entrevistas,
        ausentes: new Set(ausentes),
      });
    }
    o.antesDeGuardar?.(b);
    c.procesadas += filas.length;
    for (const f of filas) {
      if (f.resultado === 'creado') c.creados++;
      else if (f.resultado === 'actualizado') c.actualizados++;
      else c.rechazados++;
    }
    const guardado = guardarBloqueDatos(job, b, filas, { ...c, actualizadoEn: now().toISOString() }, () => new OtraEntregaDelante());
    if (!(await seEscribio(guardado, OtraEntregaDelante))) return 'adelantado';
    if (b + 1 < bloques.length && (o.quedaMs?.() ?? Infinity) < IMPORTACION_CSV.margenMs) {
      await enviarACola(COLA_IMPORTACION_DATOS, { empresaId: m.empresaId, importacionId: m.importacionId });
      return 'continua';
    }
  }
  await terminar();
  logger.info('Data imported', { importacionId: job.id, ...c });
  return 'completado';
}

/** On the last delivery's failure: the job ends in error (the screen stops waiting) and its file goes. */
export async function marcarErrorImportacionDatos(m: MensajeImportacionDatos, now = new Date()): Promise<void> {
  const job = await getImportacionDatos(m.empresaId, m.importacionId);
  if (!job) return;
  await terminarImportacionDatos(m.empresaId, m.importacionId, 'fallida', {
    finalizadoEn: now.toISOString(),
    error: msg.importacionFallida,
  });
  if (!job.conservarArchivo) await borrarArchivo(job.key);
  await soltarOperacionDatos(m.empresaId, m.importacionId);
}

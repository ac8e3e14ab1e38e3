// The clear job's worker (D103; queue limpiar-datos, functions/jobs/limpiar-datos.ts). Phases, each
// saved on the job item as it ends, so a re-delivery, a crash or a delivery that ran out of time
// (it sends itself the rest with a minute left, as D72 and D100 do) goes on where the work stopped:
//   copia      the backup, once: its key is fixed by the job (a delivery that dies between writing
//              it and saving pendiente → en_curso writes the same object again);
//   datos      the partition page by page (limpieza.ts borrarAlLimpiar): each transaction deletes
//              its items with what they give back (a programada's plan unit and template count)
//              and the job's progress for exactly those items, so nothing is given back or
//              counted twice whatever delivery dies;
//   archivos   the company's files (deleting twice is harmless);
//   contadores the company's counters set to what remains, in the transaction that completes the
//              job; then the one-operation item is let go.
import type { MensajeLimpiezaDatos } from '../../../shared/colas.js';
import { ELIMINACION_EMPRESA } from '../../../shared/constants.js';
import { datos as msg, empresas as msgEmpresas } from '../../../shared/messages.js';
import { FASES_LIMPIEZA, type FaseLimpieza } from '../../../shared/schemas/datos.js';
import { trabajoTerminado } from '../../../shared/schemas/trabajo.js';
import { enviarACola } from '../aws/sqs.js';
import { getEmpresa, paginaDeEmpresa } from '../db/empresas.js';
import {
  anotarEntregaLimpiezaDatos,
  avanzarLimpiezaDatos,
  empezarLimpiezaDatos,
  getLimpiezaDatos,
  pasoProgresoLimpieza,
  pasoTerminarLimpiezaDatos,
  terminarLimpiezaDatos,
} from '../db/limpiezas-datos.js';
import { soltarOperacionDatos } from '../db/operacion-datos.js';
import { ConflictError } from '../errors.js';
import { logger } from '../logger.js';
import { crearBackupContado } from './backups.js';
import { seConservaAlLimpiar } from './elementos.js';
import { archivosAlLimpiar, borrarAlLimpiar, contadoresTrasLimpiar } from './limpieza.js';
import { COLA_LIMPIEZA_DATOS } from './limpieza-comun.js';
import type { OpcionesEntrega } from '../colas/consumidor.js';
import { trabajoDelMensaje } from '../colas/trabajo-del-mensaje.js';

export interface OpcionesLimpieza extends OpcionesEntrega {
  /** Called before each page of the datos phase is deleted (0-based, with its sort keys): tests make a delivery die there. */
  antesDePagina?: (pagina: number, claves: string[]) => void;
}

export type ResultadoLimpiezaTrabajo = 'completado' | 'continua' | 'ya_terminado' | 'no_existe';

/** The job ended (or was abandoned) while this delivery ran: it stops. */
class LimpiezaParada extends ConflictError {}

const orden = (f: FaseLimpieza) => FASES_LIMPIEZA.indexOf(f);

/** The worker: carries one clear on from its saved phase. */
export async function procesarLimpiezaDatos(m: MensajeLimpiezaDatos, o: OpcionesLimpieza = {}): Promise<ResultadoLimpiezaTrabajo> {
  const now = o.now ?? (() => new Date());
  const { empresaId, limpiezaId: id } = m;
  let job = await trabajoDelMensaje(getLimpiezaDatos(empresaId, id), 'Data clear', { empresaId, limpiezaId: id });
  if (!job) return 'no_existe';
  if (trabajoTerminado(job.estado)) return 'ya_terminado';
  const empresa = await getEmpresa(empresaId);
  // A company being deleted (D72): its deletion takes everything anyway.
  if (!empresa || empresa.eliminacion) {
    await terminarLimpiezaDatos(empresaId, id, 'fallida', { finalizadoEn: now().toISOString(), error: msgEmpresas.eliminacionYaEnCurso });
    await soltarOperacionDatos(empresaId, id);
    return 'ya_terminado';
  }
  if (o.intento) await anotarEntregaLimpiezaDatos(empresaId, id, o.intento, now().toISOString());
  const sinTiempo = () => (o.quedaMs?.() ?? Number.POSITIVE_INFINITY) < ELIMINACION_EMPRESA.margenMs;
  const continuar = async (): Promise<ResultadoLimpiezaTrabajo> => {
    await enviarACola(COLA_LIMPIEZA_DATOS, { empresaId, limpiezaId: id });
    return 'continua';
  };
  const parado = () => new LimpiezaParada();

  try {
    // 1. The backup, once (its key is fixed by the job: a retry overwrites it).
    if (job.estado === 'pendiente') {
      const { backup, elementos } = await crearBackupContado(job.creadoPor, empresaId, new Date(job.creadoEn), job.idBackup);
      await empezarLimpiezaDatos(empresaId, id, { total: elementos, backup, actualizadoEn: now().toISOString() });
      job = (await getLimpiezaDatos(empresaId, id))!;
      if (job.estado !== 'en_curso') return 'ya_terminado';
    }

    // 2. The partition, page by page, from what is left.
    if (orden(job.fase) <= orden('datos')) {
      const plantillas = new Map<string, boolean>();
      let cursor: string | null = null;
      let pagina = 0;
      do {
        if (sinTiempo()) return await continuar();
        const page = await paginaDeEmpresa(empresaId, { limit: job.porPagina, cursor });
        const fuera = page.items.filter((i) => !seConservaAlLimpiar(i));
        if (fuera.length) {
          o.antesDePagina?.(
            pagina++,
            fuera.map((i) => i.SK),
          );
          await borrarAlLimpiar(empresaId, fuera, (c) => [pasoProgresoLimpieza(empresaId, id, c, now().toISOString(), parado)], plantillas);
        }
        cursor = page.cursor;
      } while (cursor);
      await avanzarLimpiezaDatos(empresaId, id, 'archivos', { actualizadoEn: now().toISOString() }, parado);
    }

    // 3. The files.
    if (orden(job.fase) <= orden('archivos')) {
      if (sinTiempo()) return await continuar();
      const archivos = await archivosAlLimpiar(empresaId);
      await avanzarLimpiezaDatos(empresaId, id, 'contadores', { actualizadoEn: now().toISOString(), archivos }, parado);
    }

    // 4. The counters of what remains, with the job's end.
    const fin = now().toISOString();
    await contadoresTrasLimpiar(empresaId, [pasoTerminarLimpiezaDatos(empresaId, id, 'completada', { finalizadoEn: fin }, parado)]);
    await soltarOperacionDatos(empresaId, id);
    logger.info('Company data cleared', { empresaId, limpiezaId: id });
    return 'completado';
  } catch (err) {
    if (err instanceof LimpiezaParada) return 'ya_terminado';
    throw err;
  }
}

/** On the last delivery's failure: the job ends in error (the screen stops waiting) and the company is free again. */
export async function marcarErrorLimpiezaDatos(m: MensajeLimpiezaDatos, now = new Date()): Promise<void> {
  await terminarLimpiezaDatos(m.empresaId, m.limpiezaId, 'fallida', { finalizadoEn: now.toISOString(), error: msg.limpiezaFallida });
  await soltarOperacionDatos(m.empresaId, m.limpiezaId);
}

// Clearing a company's data (D95, D103): every item of its partition but the company record, its
// users' profiles (every user, with their Cognito account: D159), its API keys, the plan's licence in
// use and the clear's own machinery (elementos.ts seConservaAlLimpiar) — with what each takes along
// outside the partition (an interview's public look-up: the company deletion's `clavesAlBorrar`,
// D72) —, and the company's files but its strategic plan's.
//
// The pieces here are shared by the queued job (limpieza-trabajo.ts, the screen's path) and the
// synchronous route (POST /api/datos/limpiar, kept for API clients). What a clear must not do twice
// is moved with the deletion itself: a programada interview's plan unit (D79) and its template's
// count of programadas go back in the same transaction that deletes it (conditional on it still
// being there), so a run that dies mid-way and is run again gives back each one exactly once. The
// rest of the company's counters are set at the end to what remains (the admins, no candidates, no
// interview in any state, no report): idempotent, so any number of runs end alike.
import type { Caller } from '../auth/caller.js';
import { ELIMINACION_EMPRESA } from '../../../shared/constants.js';
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import type { ResultadoLimpieza } from '../../../shared/schemas/datos.js';
import { pasoBorrarAlLimpiar } from '../db/datos.js';
import { pasoContadoresTrasLimpiar, pasoDevolverProgramadas } from '../db/empresa-contadores.js';
import { clavesAlBorrar } from '../db/empresa-particion.js';
import { getEmpresa, paginaDeEmpresa } from '../db/empresas.js';
import { sinOperacionEnCurso } from '../db/operacion-datos.js';
import { deleteItems, transact, type TransactStep } from '../db/repository.js';
import { getServicioHr } from '../db/servicios-hr.js';
import { entregaConteo } from '../servicios-hr/conteo.js';
import { borrarArchivosEmpresa } from '../empresas/archivos.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { crearBackup } from './backups.js';
import { seConservaAlLimpiar, usoTrasLimpiar } from './elementos.js';
import { comprobarConfirmacion } from './limpieza-comun.js';

type ItemPart = Record<string, any> & { PK: string; SK: string };

/** Keys a transaction of the clear deletes at most (DynamoDB's 100 with the counters' steps). */
const CLAVES_POR_TRANSACCION = 80;

const esProgramada = (i: ItemPart) => i.SK.startsWith('ENTREVISTA#') && i.estado === 'programada' && typeof i.servicioId === 'string';

/**
 * Deletes `fuera` (items a clear removes) with what they take along, in transactions each with what
 * it gives back (the programadas' plan units and template counts) and `extra` (the job's progress for
 * exactly what that transaction deleted). Without programadas nor `extra`, a batch delete.
 * Answers the items deleted; `usuarios` is 0 since a clear keeps every user (D159), a field kept for
 * the API's clients.
 */
export async function borrarAlLimpiar(
  empresaId: string,
  fuera: ItemPart[],
  extra?: (c: { borrados: number; usuarios: number }) => TransactStep[],
  plantillas = new Map<string, boolean>(),
): Promise<{ borrados: number; usuarios: number }> {
  const total = { borrados: fuera.length, usuarios: 0 };
  if (!extra && !fuera.some(esProgramada)) {
    await deleteItems(fuera.flatMap(clavesAlBorrar));
    return total;
  }
  let i = 0;
  while (i < fuera.length) {
    const pasos: TransactStep[] = [];
    const porPlantilla = new Map<string, number>();
    const c = { borrados: 0, usuarios: 0 };
    let programadas = 0;
    while (i < fuera.length && pasos.length < CLAVES_POR_TRANSACCION && porPlantilla.size < 5) {
      const item = fuera[i++]!;
      const programada = esProgramada(item);
      pasos.push(...clavesAlBorrar(item).map((k, n) => pasoBorrarAlLimpiar(k, programada && n === 0)));
      c.borrados++;
      if (programada) {
        programadas++;
        porPlantilla.set(item.servicioId, (porPlantilla.get(item.servicioId) ?? 0) + 1);
      }
    }
    if (programadas) pasos.push(pasoDevolverProgramadas(empresaId, programadas, () => new NotFoundError()));
    for (const [codigo, n] of porPlantilla) {
      // A template deleted meanwhile has no count to move.
      if (!plantillas.has(codigo)) plantillas.set(codigo, !!(await getServicioHr(codigo)));
      // Through the outbox (D168); the job sends the company's at the end of its run.
      if (plantillas.get(codigo)) pasos.push(entregaConteo(empresaId, codigo, -n, new Date()).paso);
    }
    pasos.push(...(extra?.(c) ?? []));
    await transact(pasos);
  }
  return total;
}

/** The company's counters set to what remains after a clear (idempotent); `pasos` go in the same transaction. */
export async function contadoresTrasLimpiar(empresaId: string, pasos: TransactStep[] = []): Promise<void> {
  let usuarios = 0;
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { skPrefix: 'USUARIO#', limit: ELIMINACION_EMPRESA.itemsPorPagina, cursor });
    usuarios += page.items.filter((i) => seConservaAlLimpiar(i)).length;
    cursor = page.cursor;
  } while (cursor);
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError();
  const uso = usoTrasLimpiar(empresa.uso, usuarios);
  uso.entrevistas = Math.max(0, uso.entrevistas);
  await transact([pasoContadoresTrasLimpiar(empresaId, { uso }, () => new NotFoundError()), ...pasos]);
}

/** The files of a clear: the company's, but its strategic plan's (it belongs to the record that stays). */
export async function archivosAlLimpiar(empresaId: string): Promise<number> {
  const empresa = await getEmpresa(empresaId);
  return borrarArchivosEmpresa(empresaId, empresa?.planArchivo?.key ? [empresa.planArchivo.key] : []);
}

/**
 * POST /api/datos/limpiar: the whole clear in one request (29 s; API clients — the screen queues a
 * job). Refused while a clear or import job runs in the company. A run cut by its time-out leaves
 * the counters of what it deleted right; running it again finishes the rest.
 */
export async function limpiarEmpresa(
  caller: Caller,
  empresaId: string,
  confirmacion: string,
  now = new Date(),
): Promise<ResultadoLimpieza> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.eliminacionYaEnCurso);
  comprobarConfirmacion(empresa, confirmacion);
  await sinOperacionEnCurso(empresaId);

  const backup = await crearBackup(caller.email, empresaId, now);
  let borrados = 0;
  let usuarios = 0;
  const plantillas = new Map<string, boolean>();
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { limit: ELIMINACION_EMPRESA.itemsPorPagina, cursor });
    const r = await borrarAlLimpiar(
      empresaId,
      page.items.filter((i) => !seConservaAlLimpiar(i)),
      undefined,
      plantillas,
    );
    borrados += r.borrados;
    usuarios += r.usuarios;
    cursor = page.cursor;
  } while (cursor);
  const archivos = await archivosAlLimpiar(empresaId);
  await contadoresTrasLimpiar(empresaId);
  logger.info('Company data cleared', { empresaId, borrados, usuarios, archivos, backup: backup.id });
  return { backup, borrados, usuarios, archivos };
}

// DELETE /api/empresas/{id} (docs/decisions/ D72): the request only marks the company as being
// deleted and queues the job (eliminar-empresa, functions/lib/empresas/eliminar.ts), answering 202
// with the progress. One conditional write decides which DELETE starts the job: a DELETE while one
// runs answers that one's progress; a failed deletion, or one that stopped moving, starts again.
// This module carries no Cognito or S3 client: those are the worker's (its own grants).
import { ELIMINACION_EMPRESA } from '../../../shared/constants.js';
import { EliminacionEmpresa } from '../../../shared/schemas/empresa.js';
import type { Caller } from '../auth/caller.js';
import { enviarACola } from '../aws/sqs.js';
import { entregar, entregaDeTrabajo } from '../colas/entrega.js';
import { marcarEliminacion, type EliminacionItem } from '../db/empresa-eliminacion.js';
import { contarUsuariosDeEmpresa } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { logger } from '../logger.js';
import { obtenerEmpresa } from './lectura.js';

export const COLA_ELIMINACION = 'eliminar-empresa';

export interface Solicitud {
  eliminacion: EliminacionEmpresa;
  /** False when the answer is the progress of a deletion that was already running. */
  iniciada: boolean;
}

/** The state the client sees (without the job's id and who asked). */
export function toEliminacion(e: EliminacionItem): EliminacionEmpresa {
  return EliminacionEmpresa.parse(e);
}

/** A deletion that no longer runs: it failed, or nothing has moved it for ELIMINACION_EMPRESA.sinProgresoMs. */
export function puedeReiniciarse(e: EliminacionItem, now: Date): boolean {
  return e.estado === 'fallida' || Date.parse(e.actualizadaEn) < now.getTime() - ELIMINACION_EMPRESA.sinProgresoMs;
}

/** A new deletion of a company with `usuariosTotal` users, asked for by `userId` now. */
export function nuevaEliminacion(userId: string, usuariosTotal: number, now: Date): EliminacionItem {
  const iso = now.toISOString();
  return {
    id: idOrdenado(now),
    estado: 'en_curso',
    fase: 'bloqueo',
    usuariosTotal,
    usuariosBorrados: 0,
    solicitadaEn: iso,
    actualizadaEn: iso,
    solicitadaPor: userId,
  };
}

export async function solicitarEliminacion(caller: Pick<Caller, 'userId'>, empresaId: string, now = new Date()): Promise<Solicitud> {
  const empresa = await obtenerEmpresa(empresaId);
  if (empresa.eliminacion && !puedeReiniciarse(empresa.eliminacion, now))
    return { eliminacion: toEliminacion(empresa.eliminacion), iniciada: false };

  const eliminacion = nuevaEliminacion(caller.userId, await contarUsuariosDeEmpresa(empresaId), now);
  const atascadaAntesDe = new Date(now.getTime() - ELIMINACION_EMPRESA.sinProgresoMs).toISOString();
  // The hand-off is committed with the mark (D78): a send lost below is swept again minutes later,
  // instead of leaving the company 'en curso' with nobody running its deletion.
  const entrega = entregaDeTrabajo(COLA_ELIMINACION, { empresaId, id: eliminacion.id, clave: 'eliminacionId' }, now);
  if (!(await marcarEliminacion(empresaId, eliminacion, atascadaAntesDe, [entrega.paso]))) {
    // Another DELETE marked it between our read and our write: answer that one's progress.
    const otra = await obtenerEmpresa(empresaId);
    if (!otra.eliminacion) throw new Error(`Company ${empresaId}: deletion mark refused without a deletion`);
    return { eliminacion: toEliminacion(otra.eliminacion), iniciada: false };
  }
  await entregar(entrega, enviarACola);
  logger.info('Company deletion queued', { empresaId, eliminacionId: eliminacion.id, usuarios: eliminacion.usuariosTotal });
  return { eliminacion: toEliminacion(eliminacion), iniciada: true };
}

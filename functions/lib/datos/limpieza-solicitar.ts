// POST /api/datos/limpiezas (D103): the clear of a company's data asked for as a queued job. The
// company's name typed is checked here (the screen's second confirmation), then the job, the
// one-operation-at-a-time item and the queue hand-off (D78) are one transaction, and the message is
// sent. The worker is limpieza-trabajo.ts. DynamoDB and SQS only (its grants).
import { randomUUID } from 'node:crypto';
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import type { LimpiezaDatos } from '../../../shared/schemas/datos.js';
import { ELIMINACION_EMPRESA } from '../../../shared/constants.js';
import { enviarACola } from '../aws/sqs.js';
import { entregar, entregaDeTrabajo } from '../colas/entrega.js';
import { getEmpresa } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { DIAS_LIMPIEZA_DATOS, type LimpiezaDatosItem, pasoCrearLimpiezaDatos, toLimpiezaDatos } from '../db/limpiezas-datos.js';
import { operacionDatos, operacionEnCurso, pasoTomarOperacionDatos } from '../db/operacion-datos.js';
import { transact } from '../db/repository.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError } from '../errors.js';
import { COLA_LIMPIEZA_DATOS, comprobarConfirmacion } from './limpieza-comun.js';

/** A clear job as it is stored before its first delivery: pending, at the backup's phase, nothing counted yet. */
export function nuevoTrabajoLimpieza(
  d: { id: string; empresaId: string; creadoPor: string; porPagina: number; idBackup?: string },
  now: Date,
): LimpiezaDatosItem {
  return {
    id: d.id,
    empresaId: d.empresaId,
    estado: 'pendiente',
    fase: 'copia',
    total: 0,
    borrados: 0,
    usuarios: 0,
    archivos: 0,
    creadoEn: now.toISOString(),
    actualizadoEn: now.toISOString(),
    creadoPor: d.creadoPor,
    porPagina: d.porPagina,
    idBackup: d.idBackup ?? randomUUID(),
    expiresAt: Math.floor(now.getTime() / 1000) + DIAS_LIMPIEZA_DATOS * 86_400,
  };
}

/** POST /api/datos/limpiezas: checks the confirmation, stores the job with its lock and hand-off, sends it (202). */
export async function solicitarLimpieza(
  caller: { email: string },
  empresaId: string,
  confirmacion: string,
  now = new Date(),
  porPagina: number = ELIMINACION_EMPRESA.itemsPorPagina,
): Promise<LimpiezaDatos> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.eliminacionYaEnCurso);
  comprobarConfirmacion(empresa, confirmacion);
  const { enCurso, anterior } = await operacionDatos(empresaId);
  if (enCurso) throw operacionEnCurso(enCurso);

  const id = idOrdenado(now);
  const item = nuevoTrabajoLimpieza({ id, empresaId, creadoPor: caller.email, porPagina }, now);
  // The hand-off is committed with the job (D78): a send lost below is swept again minutes later.
  const entrega = entregaDeTrabajo(COLA_LIMPIEZA_DATOS, { empresaId, id, clave: 'limpiezaId' }, now);
  await transact([
    pasoCrearLimpiezaDatos(item),
    pasoTomarOperacionDatos(empresaId, { tipo: 'limpieza', trabajo: id }, anterior),
    entrega.paso,
  ]);
  await entregar(entrega, enviarACola);
  return toLimpiezaDatos(item);
}

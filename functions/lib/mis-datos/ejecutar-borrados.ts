// The scheduled erasures the candidates asked for (D149; job `borrados-solicitados`, hourly). The
// due requests are read from their sparse index by due time (GSI1 `BORRADOPEND#{shard}`, no Scan).
// Each is claimed by one conditional write (one run wins; the claim lapses after CLAIM_MS, so a run
// that died is taken again), then the candidate is erased through the company's own erasure (usage
// stays counted, D79), then the confirmation is mailed to the proved email, then only a record
// without personal data stays. A candidate the company erased meanwhile ends the request the same
// way, confirmation included. An objected request is off the index: it is never executed.
//
// Once: the claim and the end are conditional, so a second run or a redelivery finds nothing to do.
// The one at-least-once corner is a run dying between the email and the end's write: the claim
// lapses and the email goes again. A confirmation that cannot be sent is retried by later runs, up to
// MAX_INTENTOS, then the request ends recorded as 'fallida' (the send log keeps the failure).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { BORRADO_SOLICITADO } from '../../../shared/constants.js';
import {
  nuevoReclamo,
  reclamarSolicitud,
  solicitudesVencidas,
  terminarSolicitud,
  type BorradoSolicitadoItem,
} from '../db/borrado-solicitado.js';
import { getEmpresa } from '../db/empresas.js';
import { vencidosPorShard } from '../db/repository.js';
import { borrarCandidatoASuPeticion } from '../candidatos/eliminar.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';

export const CLAIM_MS = 15 * 60_000;
export const MAX_INTENTOS = 5;

export interface ResultadoBorrados {
  vencidas: number;
  borrados: number;
  yaBorrados: number;
  confirmaciones: number;
  fallidos: number;
}

type Paso = 'borrado' | 'ya_borrado' | 'fallido' | 'ocupado';

async function confirmar(s: BorradoSolicitadoItem): Promise<'enviada' | 'omitida'> {
  const empresa = await getEmpresa(s.empresaId);
  const r = await enviarPlantilla(
    'borradoConfirmado',
    // The send log must not keep the address of a person whose data was just erased (D125's way).
    {
      to: s.email!,
      empresaId: s.empresaId,
      marca: empresa ? marcaDeEmpresa(empresa) : undefined,
      enRegistro: 'Candidato borrado a petición suya',
    },
    { nombre: s.nombre || 'Hola', nombreEmpresa: empresa ? nombreEmpresa(empresa) : 'La empresa' },
  );
  return r.estado === 'enviado' ? 'enviada' : 'omitida';
}

async function ejecutar(visto: BorradoSolicitadoItem, now: Date): Promise<{ paso: Paso; confirmada: boolean }> {
  if (visto.estado !== 'pendiente' && visto.estado !== 'ejecutando') return { paso: 'ocupado', confirmada: false };
  const s = await reclamarSolicitud(visto, nuevoReclamo(), new Date(now.getTime() + CLAIM_MS));
  if (!s) return { paso: 'ocupado', confirmada: false };
  const ctx = { empresaId: s.empresaId, candidatoId: s.candidatoId };
  let paso: Paso;
  try {
    paso = await borrarCandidatoASuPeticion(s.empresaId, s.candidatoId, now);
  } catch (err) {
    // The claim lapses and a later run tries again.
    logger.error('Requested erasure failed', { ...ctx, error: (err as Error).message });
    return { paso: 'fallido', confirmada: false };
  }
  let confirmacion: 'enviada' | 'omitida' | 'fallida';
  try {
    confirmacion = s.email ? await confirmar(s) : 'omitida';
  } catch (err) {
    logger.error('Erasure confirmation not sent', { ...ctx, intento: s.intentos, error: (err as Error).message });
    if ((s.intentos ?? 1) < MAX_INTENTOS) return { paso, confirmada: false };
    confirmacion = 'fallida';
  }
  if (!(await terminarSolicitud(s, confirmacion, now))) logger.warn('Requested erasure done but its end not recorded', ctx);
  return { paso, confirmada: confirmacion === 'enviada' };
}

/** Every request due by `now`, shard by shard, oldest first. */
export async function ejecutarBorradosSolicitados(now = new Date()): Promise<ResultadoBorrados> {
  const out: ResultadoBorrados = { vencidas: 0, borrados: 0, yaBorrados: 0, confirmaciones: 0, fallidos: 0 };
  const vencidas = vencidosPorShard(BORRADO_SOLICITADO.shards, (shard, cursor) => solicitudesVencidas(shard, now.toISOString(), cursor));
  for await (const s of vencidas) {
    out.vencidas++;
    const r = await ejecutar(s, now);
    if (r.paso === 'borrado') out.borrados++;
    if (r.paso === 'ya_borrado') out.yaBorrados++;
    if (r.paso === 'fallido') out.fallidos++;
    if (r.confirmada) out.confirmaciones++;
  }
  return out;
}

// A template's count of scheduled interviews, off the request path (DESIGN §11, D168). An interview
// write that moves an interview onto or off `programada` (schedule, cancel, consent or assisted
// start, simulation, erasure, import, clear) puts one outbox record (D78) in its own transaction —
// the company's partition, never a platform item — and after the commit sends it at once when it can
// (`enviar`); the outbox's sweep sends what was not. The `contar-plantillas` queue applies it:
//
//   const conteo = entregaConteo(empresaId, codigo, +1, now);
//   await transact([...pasos, conteo.paso]);
//   await enviarConteo(conteo, enviar);
//
// Idempotent by the change's id: the consumer deletes the change's record (conditional on its id) in
// the same transaction as the fraction's update, so a second delivery finds no record and does
// nothing; a change for a deleted template is dropped with its record.
import type { MensajeConteoPlantillas } from '../../../shared/colas.js';
import { entregar, prepararEntrega, type Entrega, type Enviar } from '../colas/entrega.js';
import { borrarEnvio, enviosDeEmpresa, pasoBorrarEnvio, pasoEnvio } from '../db/envios.js';
import { idOrdenado } from '../db/ids.js';
import { transact } from '../db/repository.js';
import { COLA_CONTEO_PLANTILLAS, pasoAplicarConteo } from '../db/servicios-hr.js';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';

/** One change of a company's scheduled interviews of a template, for the change's own transaction. */
export function entregaConteo(empresaId: string, codigo: string, delta: number, now: Date): Entrega {
  return prepararEntrega(
    {
      cola: COLA_CONTEO_PLANTILLAS,
      empresaId,
      // Every change is a piece of work of its own: two changes of one interview never replace each other.
      trabajo: `conteo-${idOrdenado(now)}`,
      mensaje: { empresaId, servicioId: codigo, delta },
    },
    now,
  );
}

/** After the commit: sent at once when the caller may send; else (or on a failure) the sweep sends it. */
export async function enviarConteo(e: Entrega | undefined, enviar: Enviar | undefined): Promise<void> {
  if (e && enviar) await entregar(e, enviar);
}

/**
 * After a job's run that wrote many changes (a data import, a clear): the company's changes still in
 * its outbox are sent (a change already applied is a harmless duplicate). Answers how many were sent;
 * a failed send is only logged, the sweep sends it.
 */
export async function enviarConteosDeEmpresa(empresaId: string, enviar: Enviar): Promise<number> {
  let enviados = 0;
  try {
    for (const item of await enviosDeEmpresa(empresaId, COLA_CONTEO_PLANTILLAS)) {
      if (await entregar({ item, paso: pasoEnvio(item) }, enviar)) enviados++;
    }
  } catch (err) {
    logger.warn('Template count hand-offs not read, the sweep will send them', { empresaId, error: (err as Error).message });
  }
  return enviados;
}

class YaAplicado extends AppError {
  constructor() {
    super(409, 'CONFLICT', 'Cambio ya aplicado');
  }
}
class PlantillaEliminada extends AppError {
  constructor() {
    super(409, 'CONFLICT', 'Plantilla eliminada');
  }
}

export type ResultadoConteo = 'aplicado' | 'duplicado' | 'descartado';

/**
 * The queue's work: the change moves the company's fraction of the template's count and its record
 * goes, in one transaction. 'duplicado': its record was already gone (applied by an earlier delivery);
 * 'descartado': the template was deleted, the change goes with its record.
 */
export async function aplicarConteo(m: MensajeConteoPlantillas): Promise<ResultadoConteo> {
  const { trabajo, id } = m.envio;
  try {
    await transact([
      pasoBorrarEnvio(m.empresaId, COLA_CONTEO_PLANTILLAS, trabajo, id, () => new YaAplicado()),
      pasoAplicarConteo(m.servicioId, m.empresaId, m.delta, () => new PlantillaEliminada()),
    ]);
    return 'aplicado';
  } catch (err) {
    if (err instanceof YaAplicado) return 'duplicado';
    if (!(err instanceof PlantillaEliminada)) throw err;
  }
  return (await borrarEnvio(m.empresaId, COLA_CONTEO_PLANTILLAS, trabajo, id)) ? 'descartado' : 'duplicado';
}

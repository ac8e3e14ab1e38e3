// The counts that leave the tenants' transactions (DESIGN §11): a template's count of scheduled
// interviews (D168) and the platform counters' event meters (D169). An interview write that moves an
// interview onto or off `programada` (schedule, cancel, consent or assisted start, simulation,
// erasure, import, clear), or that completes an interview or writes its report, puts one outbox
// record (D78) in its own transaction — the company's partition, never a platform item — and after
// the commit sends it at once when it can (`enviar`); the outbox's sweep sends what was not. The
// `contar-plantillas` queue applies it:
//
//   const conteo = entregaConteo(empresaId, codigo, +1, now);    // or entregaContadores(empresaId, { informesGenerados: 1 }, now)
//   await transact([...pasos, conteo.paso]);
//   await enviarConteo(conteo, enviar);
//
// Idempotent by the change's id: the consumer deletes the change's record (conditional on its id) in
// the same transaction as the count's update, so a second delivery finds no record and does
// nothing; a change for a deleted template is dropped with its record.
import type { MensajeConteo, MensajeConteoPlataforma } from '../../../shared/colas.js';
import { entregar, prepararEntrega, type Entrega, type Enviar, type SinEnvio } from '../colas/entrega.js';
import { borrarEnvio, enviosDeEmpresa, pasoBorrarEnvio, pasoEnvio } from '../db/envios.js';
import { idOrdenado } from '../db/ids.js';
import { contadoresStep } from '../db/plataforma.js';
import { transact } from '../db/repository.js';
import { COLA_CONTEO_PLANTILLAS, pasoAplicarConteo } from '../db/servicios-hr.js';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';

/** One change for the count queue: a piece of work of its own, so two changes of one interview (a schedule and its cancel) never replace each other. */
function entrega(empresaId: string, mensaje: SinEnvio<MensajeConteo>, now: Date): Entrega {
  return prepararEntrega({ cola: COLA_CONTEO_PLANTILLAS, empresaId, trabajo: `conteo-${idOrdenado(now)}`, mensaje }, now);
}

/** One change of a company's scheduled interviews of a template, for the change's own transaction. */
export function entregaConteo(empresaId: string, codigo: string, delta: number, now: Date): Entrega {
  return entrega(empresaId, { empresaId, servicioId: codigo, delta }, now);
}

/** A company's events on the platform counters (D169: an interview completed, a report), for the event's own transaction. */
export function entregaContadores(empresaId: string, contadores: MensajeConteoPlataforma['contadores'], now: Date): Entrega {
  return entrega(empresaId, { empresaId, contadores }, now);
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
 * The queue's work: the change moves the count — the company's fraction of the template's count, or
 * a fraction of the platform counters picked at random — and its record goes, in one transaction.
 * 'duplicado': its record was already gone (applied by an earlier delivery); 'descartado': the
 * template was deleted, the change goes with its record.
 */
export async function aplicarConteo(m: MensajeConteo): Promise<ResultadoConteo> {
  const { trabajo, id } = m.envio;
  const cuenta =
    'contadores' in m
      ? contadoresStep(m.contadores as Record<string, number>)!
      : pasoAplicarConteo(m.servicioId, m.empresaId, m.delta, () => new PlantillaEliminada());
  try {
    await transact([pasoBorrarEnvio(m.empresaId, COLA_CONTEO_PLANTILLAS, trabajo, id, () => new YaAplicado()), cuenta]);
    return 'aplicado';
  } catch (err) {
    if (err instanceof YaAplicado) return 'duplicado';
    if (!(err instanceof PlantillaEliminada)) throw err;
  }
  return (await borrarEnvio(m.empresaId, COLA_CONTEO_PLANTILLAS, trabajo, id)) ? 'descartado' : 'duplicado';
}

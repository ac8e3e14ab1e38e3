// Cancelling a subscription (part 1 §4, part 2 §2; D94): its own module, as it is the only
// subscription use case that sends mail (its function alone carries the mail client).
import { saas as msg } from '../../../shared/messages.js';
import type { Suscripcion } from '../../../shared/schemas/saas.js';
import type { EmpresaItem } from '../db/empresas.js';
import { pasoEmpresaSuscripcion, reemplazarSuscripcionStep, type SuscripcionItem } from '../db/suscripciones.js';
import type { TransactStep } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { obtenerEmpresa } from '../empresas/lectura.js';
import { avisarCancelacion } from './avisar-cancelacion.js';
import { fechaDe } from './reglas.js';
import { contable, pasosContadores } from './contadores.js';
import { empresaAbierta, escribir, falloEmpresa, modificada, suscripcionDe, toSuscripcion } from './suscripciones.js';

/**
 * Cancels a live subscription: estado cancelada, fechaFin today (UTC), the company cancelada and
 * without a live subscription (it keeps its plan and data), then its admins are told by email and
 * notification (after the commit: a failed email is logged, the cancellation stands).
 */
export async function cancelarSuscripcion(id: string, now = new Date()): Promise<Suscripcion> {
  const actual = await suscripcionDe(id);
  if (actual.estado !== 'activa' && actual.estado !== 'trial') throw new ConflictError(msg.suscripcionYaCancelada);
  const empresa = await obtenerEmpresa(actual.empresaId);
  empresaAbierta(empresa);
  if (empresa.suscripcion?.id !== actual.id) throw modificada();
  const iso = now.toISOString();
  const siguiente: SuscripcionItem = {
    ...actual,
    estado: 'cancelada',
    fechaFin: fechaDe(now),
    fechaProximoPago: null,
    fechaActualizacion: iso,
    version: actual.version + 1,
  };
  const despues: EmpresaItem = { ...empresa, estado: 'cancelada', suscripcion: undefined };
  const steps: TransactStep[] = [
    reemplazarSuscripcionStep(actual, siguiente, modificada),
    pasoEmpresaSuscripcion(empresa, { estado: 'cancelada', suscripcion: null, vigente: { de: id }, fecha: iso }, falloEmpresa),
    ...pasosContadores(empresa, despues, contable(actual), contable(siguiente), now),
  ];
  await escribir(steps, empresa.id, false);
  await avisarCancelacion(empresa, siguiente, now);
  return toSuscripcion(siguiente);
}

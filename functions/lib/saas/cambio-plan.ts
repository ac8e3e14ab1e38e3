// The company's plan as its admin sees it, and the superadmin's side of its plan change requests
// (issue 54 item 10, D164). The trial's end is the subscription's `fechaFin` while it is 'trial', never
// past its thirtieth day (finDePrueba, D170). A request (solicitar-cambio-plan.ts, apart so that these
// readers carry no mail client) changes no plan: the superadmin does, from the SaaS panel, and marks
// the request atendida here; the admin's «Tu plan» shows which.
import { cambioPlan as msg } from '../../../shared/messages.js';
import { monedaLeida, precioEn } from '../../../shared/moneda.js';
import { monedaDe, paisDeEmpresa } from '../../../shared/paises.js';
import { diasHasta, type PlanEmpresaData } from '../../../shared/schemas/cambio-plan.js';
import type { Caller } from '../auth/caller.js';
import { getEmpresa } from '../db/empresas.js';
import { todosLosPlanes } from '../db/planes.js';
import { getItem } from '../db/repository.js';
import { atenderSolicitudPlan, getSolicitudPlan, paginaSolicitudesPlan, ultimaSolicitudPlan } from '../db/solicitudes-plan.js';
import { suscripcionKeys, type SuscripcionItem } from '../db/suscripciones.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { usoWhatsAppDe } from '../whatsapp/uso.js';
import { finDePrueba, mesDe } from './reglas.js';

export async function planDeEmpresa(empresaId: string, now = new Date()): Promise<PlanEmpresaData> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const ref = empresa.suscripcion as { id?: string; estado?: string } | undefined;
  const [planes, suscripcion, ultima, whatsappMes] = await Promise.all([
    todosLosPlanes(),
    ref?.id ? getItem<SuscripcionItem>(suscripcionKeys.suscripcion(empresaId, ref.id)) : Promise.resolve(undefined),
    ultimaSolicitudPlan(empresaId),
    // The month's WhatsApp (issue 68 item 7): what the company's own Meta account will be billed, estimated.
    usoWhatsAppDe(empresaId, mesDe(now)),
  ]);
  const planId = String(empresa.plan ?? '');
  const moneda = monedaDe(paisDeEmpresa(empresa));
  const actual = planes.find((p) => p.id === planId);
  const enPrueba = (suscripcion?.estado ?? ref?.estado) === 'trial';
  // A trial opened before D161 stored a 365-day end: shown by the 30-day rule (D170).
  const finPrueba = enPrueba && suscripcion ? finDePrueba(suscripcion.fechaInicio, suscripcion.fechaFin ?? null) : null;
  return {
    plan: { id: planId, nombre: actual?.nombre ?? planId },
    estadoSuscripcion: suscripcion?.estado ?? ref?.estado ?? null,
    enPrueba,
    finPrueba,
    diasRestantes: finPrueba ? diasHasta(finPrueba, now) : null,
    whatsappMes,
    mensualidad: suscripcion ? { importe: suscripcion.precioMensualCentimos / 100, moneda: monedaLeida(suscripcion.moneda) } : null,
    // In the company's currency (issue 67); one without a price there is listed, not choosable.
    moneda,
    planesDisponibles: planes
      .filter((p) => p.activo !== false && p.id !== planId)
      .map((p) => ({
        id: p.id,
        nombre: p.nombre,
        precio: precioEn(p, moneda),
        periodo: p.periodo === 'anual' ? ('anual' as const) : ('mensual' as const),
      }))
      .sort((a, b) => (a.precio ?? Infinity) - (b.precio ?? Infinity) || a.nombre.localeCompare(b.nombre, 'es')),
    ultimaSolicitud: ultima ?? null,
  };
}

/** A superadmin marks a request atendida (who and when), only while pending: 404 when there is none, 409 when it already was. */
export async function atenderSolicitud(caller: Caller, id: string, clave: { empresaId: string; fecha: string }, now = new Date()) {
  const actual = await getSolicitudPlan(clave.empresaId, clave.fecha, id);
  if (!actual) throw new NotFoundError(msg.noEncontrada);
  if (actual.estado === 'atendida') throw new ConflictError(msg.yaAtendida);
  return atenderSolicitudPlan(
    actual,
    { atendidaEn: now.toISOString(), atendidaPor: { id: caller.userId, nombre: String(caller.profile.nombre ?? caller.email) } },
    () => new ConflictError(msg.yaAtendida),
  );
}

export const listarSolicitudesPlan = paginaSolicitudesPlan;

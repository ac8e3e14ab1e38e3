// The onboarding provisioning (part 2 §2, §3, §9; docs/decisions/ D98): from the 6-step wizard's
// data (or the company wizard's, mapped by onboardingDesdeWizard) ONE new company in trial, with
// the contracted services of §3 and the stored plan's limits, its main administrator (Cognito
// account, profile, credentials email), its tenant settings, its initial areas and its trial
// subscription (30 days free, ending with the first payment, D161) — and, from a demo
// request, that request marked atendida. Everything but the account and the email is one
// transaction (empresas/alta.ts), so any failure leaves nothing behind.
import { monedaDe, paisDe } from '../../../shared/paises.js';
import { randomUUID } from 'node:crypto';
import { LICENCIAS } from '../../../shared/constants.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { normalizarIdentificacionFiscal } from '../../../shared/identificacion-fiscal.js';
import { licenciasDePrueba } from '../../../shared/prueba.js';
import {
  auth as msgAuth,
  demo as msgDemo,
  areas as msgAreas,
  fmt,
  onboarding as msg,
  telefonos as msgTelefonos,
} from '../../../shared/messages.js';
import { SERVICIOS_CONTRATADOS_ONBOARDING, SERVICIOS_CONTRATADOS_POR_DEFECTO } from '../../../shared/schemas/empresa.js';
import type { OnboardingBody, OnboardingResultado } from '../../../shared/schemas/onboarding.js';
import { LIMITES_DEMO } from '../../../shared/schemas/demo.js';
import type { Caller } from '../auth/caller.js';
import { crearAreaSteps, quitarAreaSteps, type AreaItem } from '../db/areas.js';
import type { EmpresaItem } from '../db/empresas.js';
import {
  atenderSolicitudDemoSteps,
  getSolicitudDemo,
  restaurarSolicitudDemoSteps,
  type SolicitudDemoItem,
} from '../db/solicitudes-demo.js';
import { transact } from '../db/repository.js';
import { ConflictError, NotFoundError, QuotaExceededError } from '../errors.js';
import { darDeAlta, type ExtrasAlta } from '../empresas/alta.js';
import { planOfrecido } from '../saas/planes.js';
import { limitesDePlan } from '../saas/reglas.js';
import { altaSuscripcion, suscripcionInicial, vigenteDe } from '../saas/suscripcion-inicial.js';
import { telefonoParaGuardar } from '../telefono.js';
import { generarPassword } from '../usuarios/provision.js';

const yaAtendida = () => new ConflictError(msg.solicitudYaAtendida);

/** The demo request a provisioning converts: it must exist, be unexpired and still pendiente. */
async function solicitudPendiente(id: string, now: Date): Promise<SolicitudDemoItem> {
  const s = await getSolicitudDemo(id);
  if (!s || s.expiresAt <= now.getTime() / 1000) throw new NotFoundError(msgDemo.noEncontrada);
  if (s.estado !== 'pendiente') throw yaAtendida();
  return s;
}

export async function provisionar(caller: Caller, body: OnboardingBody, now = new Date()): Promise<OnboardingResultado> {
  const moneda = monedaDe(body.empresa.pais);
  const plan = await planOfrecido(body.planSeleccionado, moneda);
  const limites = limitesDePlan(plan);
  // The main administrator takes the first user seat (D94: the plan's own limits).
  if (limites.usuarios === 0) throw new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite: 0 }));
  const solicitud = body.solicitudId ? await solicitudPendiente(body.solicitudId, now) : undefined;

  const prueba = licenciasDePrueba(limites.entrevistas);
  const id = randomUUID();
  const iso = now.toISOString();
  const e = body.empresa;
  const t = body.tenant;
  // Part 2 §4: a company from the wizards starts in trial, and so does its subscription.
  const suscripcion = suscripcionInicial(
    { id, nombreComercial: e.nombreComercial, nombreLegal: e.nombreLegal },
    plan,
    'trial',
    now,
    moneda,
  );

  const item: EmpresaItem = {
    entidad: 'EMPRESA',
    id,
    nombreLegal: e.nombreLegal,
    nombreComercial: e.nombreComercial ?? '',
    cif: normalizarIdentificacionFiscal(e.cif, e.pais),
    email: e.email.trim().toLowerCase(),
    // Its phones read with its country as the default region, stored in E.164 (issue 67 item 9).
    telefono: telefonoParaGuardar(e.telefono, paisDe(e.pais), { campo: 'empresa.telefono' }),
    cantidadTrabajadores: e.cantidadTrabajadores ?? 0,
    sectorIndustrial: e.industria,
    direccion: { pais: e.pais },
    // The trial's licences (D104): enough for the plan's interviews, until the trial's first payment.
    licencias: {
      total: prueba.licencias,
      activas: prueba.licencias,
      utilizadas: 0,
      fechaVencimiento: new Date(now.getTime() + LICENCIAS.vencimientoNuevaEmpresaDias * 86_400_000).toISOString(),
      configuracion: {
        vigenciaDias: LICENCIAS.vigenciaDiasPorDefecto,
        maxEntrevistasPorLicencia: LICENCIAS.maxEntrevistasPorLicenciaPorDefecto,
      },
    },
    plan: plan.id,
    // Part 2 §4: a company from the wizards starts in trial, as its subscription.
    estado: 'trial',
    activa: true,
    // §3's contracted services, beside the platform's own template codes (so it can schedule at once, D81).
    serviciosContratados: { ...SERVICIOS_CONTRATADOS_POR_DEFECTO, ...SERVICIOS_CONTRATADOS_ONBOARDING },
    configuracion: {
      subdominio: t.subdominio,
      coloresPrimarios: t.colores_personalizados,
      ...(t.dominio_personalizado ? { dominioPersonalizado: t.dominio_personalizado } : {}),
      ...(t.logo_url ? { logoUrl: t.logo_url } : {}),
      serviciosActivos: body.configuracion.servicios_activos,
      integraciones: body.configuracion.integraciones,
      configuracionIA: { chatgpt_enabled: true, claude_enabled: true, ...body.configuracionIA },
      // Interviews are scheduled on the company's clock (D81): the zone the wizard's browser sent (D133).
      ...(body.configuracion.zonaHoraria ? { zonaHoraria: body.configuracion.zonaHoraria } : {}),
    },
    limites,
    uso: { usuarios: 1, candidatos: 0, entrevistas: 0 },
    ...(body.contextoEmpresarial ? { contextoEmpresarial: body.contextoEmpresarial } : {}),
    suscripcion: vigenteDe(suscripcion),
    ...(solicitud ? { solicitudDemoId: solicitud.id } : {}),
    createdAt: iso,
    fechaCreacion: iso,
    fechaActualizacion: iso,
    creadoPor: caller.userId,
  };
  const telefonoAdmin = telefonoParaGuardar(body.administrador.telefono, paisDe(e.pais), {
    campo: 'administrador.telefono',
    etiqueta: msgTelefonos.campoAdministrador,
  });
  const areas: AreaItem[] = body.configuracion.areas_iniciales.map((nombreArea) => ({
    id: randomUUID(),
    nombreArea,
    descripcionArea: '',
    empresaId: id,
    activo: true,
    candidatos: 0,
    createdAt: iso,
  }));

  // The trial's subscription and its events (D94): one trial started, in the platform totals and this month's item.
  const alta = altaSuscripcion(suscripcion, now);
  const extras: ExtrasAlta = {
    ...alta,
    crear: [
      ...alta.crear,
      ...areas.flatMap((a) => crearAreaSteps(a, () => new ConflictError(fmt(msgAreas.nombreDuplicado, { nombre: a.nombreArea })))),
      ...(solicitud
        ? atenderSolicitudDemoSteps(
            solicitud,
            {
              atendidaEn: iso,
              atendidaPor: { id: caller.userId, nombre: String(caller.profile.nombre ?? caller.email) },
              expiresAt: Math.min(solicitud.expiresAt, Math.floor(now.getTime() / 1000) + LIMITES_DEMO.diasAtendida * 86_400),
              empresaId: id,
              empresaNombre: nombreEmpresa(item),
            },
            yaAtendida,
          )
        : []),
    ],
    borrar: [...alta.borrar, ...areas.flatMap(quitarAreaSteps)],
    trasDeshacer: solicitud ? () => transact(restaurarSolicitudDemoSteps(solicitud)) : undefined,
  };

  const a = body.administrador;
  const password = generarPassword();
  const admin = await darDeAlta(
    caller,
    { item, plan, admin: { nombre: a.nombre, email: a.email, telefono: telefonoAdmin, puesto: a.cargo, password }, extras },
    now,
  );
  return {
    empresa: { id, nombre: nombreEmpresa(item), subdominio: t.subdominio, plan: plan.id, estado: 'trial' },
    administrador: { id: admin!.profile.id, nombre: a.nombre, email: admin!.profile.email },
    suscripcion: {
      id: suscripcion.id,
      estado: suscripcion.estado,
      fechaInicio: suscripcion.fechaInicio,
      fechaFin: suscripcion.fechaFin!,
      fechaProximoPago: suscripcion.fechaProximoPago!,
    },
    areas: areas.map((x) => x.nombreArea),
    fechaCreacion: iso,
  };
}

// Creating a company (spec part 1 §2.7, §5, §8.4), optionally with its administrator and always
// with its subscription (D118): from the user's point of view one step. The item is built here; giving it its place (the admin's account,
// one transaction, the credentials email, all or nothing) is alta.ts, shared with onboarding (D98).
import { monedaDe, paisDeEmpresa } from '../../../shared/paises.js';
import { randomUUID } from 'node:crypto';
import { LICENCIAS } from '../../../shared/constants.js';
import { auth as msgAuth, empresas as msgEmpresas, fmt, telefonos as msgTelefonos } from '../../../shared/messages.js';
import { normalizarIdentificacionFiscal } from '../../../shared/identificacion-fiscal.js';
import { subdominioDesdeNombre } from '../../../shared/schemas/empresa-mapping.js';
import type { Empresa, EmpresaCreate } from '../../../shared/schemas/empresa.js';
import type { Caller } from '../auth/caller.js';
import type { EmpresaItem } from '../db/empresas.js';
import { QuotaExceededError, ValidationError } from '../errors.js';
import { planOfrecido } from '../saas/planes.js';
import { limitesDePlan } from '../saas/reglas.js';
import { altaSuscripcion, suscripcionInicial, vigenteDe } from '../saas/suscripcion-inicial.js';
import { telefonoParaGuardar } from '../telefono.js';
import { darDeAlta } from './alta.js';
import { toCliente } from './lectura.js';

export async function crearEmpresa(caller: Caller, body: EmpresaCreate, now = new Date()): Promise<Empresa> {
  const id = randomUUID();
  const iso = now.toISOString();
  const subdominio = body.configuracion?.subdominio ?? subdominioDesdeNombre(body.nombreComercial || body.nombreLegal);
  if (!subdominio) throw new ValidationError(msgEmpresas.camposObligatorios);
  const activas = body.licencias.activas;
  // The plan is a stored one, offered (active) and priced in the company's currency (issue 67); its own limits are the company's (D94).
  const pais = paisDeEmpresa(body);
  const moneda = monedaDe(pais);
  const plan = await planOfrecido(body.plan, moneda);
  const item: EmpresaItem = {
    entidad: 'EMPRESA',
    id,
    nombreLegal: body.nombreLegal,
    nombreComercial: body.nombreComercial,
    cif: normalizarIdentificacionFiscal(body.cif, pais),
    email: body.email.trim().toLowerCase(),
    // Its phones read with its country as the default region, stored in E.164 (issue 67 item 9).
    telefono: telefonoParaGuardar(body.telefono, pais, { campo: 'telefono' }),
    cantidadTrabajadores: body.cantidadTrabajadores,
    sectorIndustrial: body.sectorIndustrial,
    tipoEmpresa: body.tipoEmpresa,
    direccion: body.direccion,
    licencias: {
      // A given total is never below the active count (the schema refuses it); a missing one is that count.
      total: body.licencias.total ?? activas,
      activas,
      utilizadas: 0,
      fechaVencimiento: new Date(now.getTime() + LICENCIAS.vencimientoNuevaEmpresaDias * 86_400_000).toISOString(),
      configuracion: body.licencias.configuracion,
    },
    plan: body.plan,
    estado: 'activa',
    activa: true,
    serviciosContratados: body.serviciosContratados,
    // A new company offers the services of both providers unless told otherwise (D81: with the
    // switches off nothing could be scheduled, though the built-in analyzer writes the report anyway).
    configuracion: {
      subdominio,
      configuracionIA: { chatgpt_enabled: true, claude_enabled: true, ...body.configuracion?.configuracionIA },
      ...(body.configuracion?.zonaHoraria ? { zonaHoraria: body.configuracion.zonaHoraria } : {}),
      ...(body.configuracion?.plazoOposicionBorradoDias ? { plazoOposicionBorradoDias: body.configuracion.plazoOposicionBorradoDias } : {}),
      ...(body.configuracion?.exigirSegundoFactor ? { exigirSegundoFactor: true } : {}),
    },
    limites: limitesDePlan(plan),
    uso: { usuarios: body.adminData ? 1 : 0, candidatos: 0, entrevistas: 0 },
    contextoEmpresarial: body.contextoEmpresarial,
    misionEmpresa: body.misionEmpresa,
    visionEmpresa: body.visionEmpresa,
    valoresEmpresa: body.valoresEmpresa,
    objetivosEstrategicos: body.objetivosEstrategicos,
    planEstrategico: body.planEstrategico ? { id: randomUUID(), ...body.planEstrategico } : null,
    createdAt: iso,
    fechaCreacion: iso,
    fechaActualizacion: iso,
    creadoPor: caller.userId,
  };
  const admin = body.adminData && {
    ...body.adminData,
    telefono: telefonoParaGuardar(body.adminData.telefono, pais, {
      campo: 'adminData.telefono',
      etiqueta: msgTelefonos.campoAdministrador,
    }),
  };
  if (body.adminData && item.limites.usuarios === 0) throw new QuotaExceededError(fmt(msgAuth.limiteUsuarios, { limite: 0 }));

  // Its one current subscription (D118), in the same transaction: the form's company starts activa
  // (part 1 §3.2), so its subscription is activa at the plan's price (the wizards' start in trial).
  const suscripcion = suscripcionInicial(item, plan, 'activa', now, moneda);
  item.suscripcion = vigenteDe(suscripcion);
  await darDeAlta(caller, { item, plan, admin, extras: altaSuscripcion(suscripcion, now) }, now);
  return toCliente(item, now);
}

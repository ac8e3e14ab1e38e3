// Updating a company (PUT and PATCH are both partial: missing fields keep their value;
// planEstrategico null clears the plan) and assigning its contracted services. The superadmin may
// change everything; a company admin (edit_empresa) their own company's data but not its plan,
// licences, services or CIF (manage_empresas). Optimistic: the write is conditional on the
// version read, and the platform counters move in the same transaction.
import { randomUUID } from 'node:crypto';
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { tienePermiso } from '../../../shared/permissions.js';
import { limitesParaPlan, totalLicencias } from '../../../shared/schemas/empresa-mapping.js';
import type { Empresa, EmpresaUpdate } from '../../../shared/schemas/empresa.js';
import type { Caller } from '../auth/caller.js';
import { contadoresEmpresa, reemplazarEmpresaSteps, textoBusqueda, type EmpresaItem } from '../db/empresas.js';
import { transact } from '../db/repository.js';
import { ConflictError, ValidationError } from '../errors.js';
import { deepMerge, isPlainObject } from '../merge.js';
import { erroresMarcadores } from './errores.js';
import { obtenerEmpresa, toCliente } from './lectura.js';

/** Fields only the platform changes: the plan and what it brings, licences and services. */
const SOLO_PLATAFORMA: Array<keyof EmpresaUpdate> = ['plan', 'licencias', 'serviciosContratados', 'cif'];

export async function actualizarEmpresa(caller: Caller, id: string, body: EmpresaUpdate, now = new Date()): Promise<Empresa> {
  if (!tienePermiso(caller.rol, true, 'manage_empresas')) {
    const prohibidos = SOLO_PLATAFORMA.filter((k) => body[k] !== undefined);
    if (prohibidos.length) throw new ValidationError(fmt(msgEmpresas.soloSuperAdmin, { campos: prohibidos.join(', ') }));
  }
  const current = await obtenerEmpresa(id);
  // A company being deleted is not edited any more (and its stored deletion state must not be replaced).
  if (current.eliminacion) throw new ConflictError(msgEmpresas.noModificableEliminandose);
  const next: EmpresaItem = { ...current };
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === 'planEstrategico')
      next.planEstrategico =
        v === null ? null : { ...(current.planEstrategico ?? { id: randomUUID() }), ...(v as Record<string, unknown>) };
    else next[k] = isPlainObject(v) ? deepMerge(current[k], v) : v;
  }
  // A changed address without its one-line form drops the stale one (the client shows the parts).
  if (body.direccion && body.direccion.completa === undefined) delete next.direccion.completa;
  if (body.cif) next.cif = body.cif.trim().toUpperCase();
  if (body.email) next.email = body.email.trim().toLowerCase();
  if (body.plan && body.plan !== current.plan) next.limites = limitesParaPlan(body.plan);
  if (body.licencias) {
    const activas = next.licencias.activas ?? 0;
    next.licencias = { ...next.licencias, total: totalLicencias(activas, next.licencias.total ?? 0) };
  }
  next.busqueda = textoBusqueda(next);
  next.fechaActualizacion = now.toISOString();
  next.version = (current.version ?? 0) + 1;

  const steps = reemplazarEmpresaSteps(current, next, {
    version: () => new ConflictError(msgEmpresas.modificadaPorOtro),
    ...erroresMarcadores(next.cif ?? '', next.configuracion?.subdominio ?? ''),
  });
  const contadores = contadoresEmpresa(current, next);
  if (contadores) steps.push(contadores);
  await transact(steps);
  return toCliente(next, now);
}

export async function asignarServicios(caller: Caller, id: string, serviciosIds: string[], now = new Date()): Promise<Empresa> {
  const current = await obtenerEmpresa(id);
  const contratados = Object.fromEntries(Object.keys(current.serviciosContratados ?? {}).map((k) => [k, false]));
  for (const s of serviciosIds) contratados[s] = true;
  return actualizarEmpresa(caller, id, { serviciosContratados: contratados }, now);
}

// Updating a company (PUT and PATCH are both partial: missing fields keep their value;
// planEstrategico null clears the plan) and assigning its contracted services. The superadmin may
// change everything; a company admin (edit_empresa) their own company's data but not its plan,
// licences, services or CIF (manage_empresas). Optimistic: the write is conditional on the
// version read, and the platform counters move in the same transaction.
import { randomUUID } from 'node:crypto';
import { errorIdentificacionFiscalEditada, normalizarIdentificacionFiscal } from '../../../shared/identificacion-fiscal.js';
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { monedaDe, nombrePaisConocido, paisDeEmpresa } from '../../../shared/paises.js';
import { tienePermiso } from '../../../shared/permissions.js';
import { MENSAJE_PAIS_NO_ADMITIDO } from '../../../shared/schemas/comun.js';
import { totalLicencias } from '../../../shared/schemas/empresa-mapping.js';
import { errorZonaDelPais, type Empresa, type EmpresaUpdate } from '../../../shared/schemas/empresa.js';
import { normalizarTexto } from '../../../shared/texto.js';
import type { Caller } from '../auth/caller.js';
import { contadoresEmpresa, reemplazarEmpresaSteps, type EmpresaItem } from '../db/empresas.js';
import { pasosPlanEmpresa, type PlanItem } from '../db/planes.js';
import { contadoresMesStep } from '../db/plataforma.js';
import { transact, type TransactStep } from '../db/repository.js';
import { getSuscripcion, reemplazarSuscripcionStep } from '../db/suscripciones.js';
import { ConflictError, ValidationError } from '../errors.js';
import { deepMerge, isPlainObject } from '../merge.js';
import { mensualidad, planOfrecido, planYaNoOfrecido } from '../saas/planes.js';
import { telefonoEditado } from '../telefono.js';
import { eventosSuscripcion, limitesDePlan, mesDe, motivoReduccion } from '../saas/reglas.js';
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
  comprobarPais(current, next, body);
  comprobarCif(current, next, body);
  comprobarZona(current, next);
  // A new phone is read with the company's country (the one this update leaves) and stored in E.164 (issue 67 item 9).
  if (body.telefono !== undefined)
    next.telefono = telefonoEditado(body.telefono, current.telefono, paisDeEmpresa(next), { campo: 'telefono' });
  if (body.email) next.email = body.email.trim().toLowerCase();
  // A new plan must be a stored, active one; its limits become the company's, never below what it
  // already uses (D94). The write below is conditional on `uso` being what was read.
  let plan: PlanItem | undefined;
  if (body.plan && body.plan !== current.plan) {
    plan = await planOfrecido(body.plan, monedaDe(paisDeEmpresa(next)));
    next.limites = limitesDePlan(plan);
    const motivo = motivoReduccion(current.uso, next.limites, plan.nombre);
    if (motivo) throw new ConflictError(motivo);
  }
  if (body.licencias) {
    const activas = next.licencias.activas ?? 0;
    // A total that is sent is never below the active licences: refused, not raised (D124).
    // Raising only the active count raises the total with it (part 1 §5).
    if (body.licencias.total !== undefined && body.licencias.total < activas) {
      const texto = msgEmpresas.licenciasTotalesMenores;
      throw new ValidationError(texto, [{ campo: 'licencias.total', msg: texto }]);
    }
    next.licencias = { ...next.licencias, total: totalLicencias(activas, next.licencias.total ?? 0) };
  }
  next.fechaActualizacion = now.toISOString();
  next.version = (current.version ?? 0) + 1;

  // Before the company's update is built: the plan change writes the new price into `next.suscripcion`.
  const suscripcion = plan ? await cambioDeSuscripcion(current, next, plan, now) : [];
  const steps: TransactStep[] = reemplazarEmpresaSteps(
    current,
    next,
    {
      version: () => new ConflictError(msgEmpresas.modificadaPorOtro),
      ...erroresMarcadores(next.cif ?? '', next.configuracion?.subdominio ?? ''),
    },
    { usoSinCambios: !!plan },
  );
  if (plan) steps.push(...pasosPlanEmpresa(current.plan, plan.id, planYaNoOfrecido(plan.nombre)), ...suscripcion);
  const contadores = contadoresEmpresa(current, next);
  if (contadores) steps.push(contadores);
  await transact(steps);
  return toCliente(next, now);
}

/**
 * A «País» sent must name a known country, stored by its own name ('mexico' → 'México'; issue 67
 * item 11), unless it is the one stored: a company saved before the list keeps «Portugal» while its
 * other fields are edited (D128's rule for a stored id). Checked before the tax id, which follows it.
 */
function comprobarPais(current: EmpresaItem, next: EmpresaItem, body: EmpresaUpdate): void {
  const escrito = body.direccion?.pais;
  if (escrito === undefined) return;
  const conocido = nombrePaisConocido(escrito);
  const guardado = current.direccion?.pais as string | undefined;
  if (conocido) next.direccion = { ...next.direccion, pais: conocido };
  else if (guardado !== undefined && normalizarTexto(guardado) === normalizarTexto(escrito))
    next.direccion = { ...next.direccion, pais: guardado };
  else throw new ValidationError(MENSAJE_PAIS_NO_ADMITIDO, [{ campo: 'direccion.pais', msg: MENSAJE_PAIS_NO_ADMITIDO }]);
}

/**
 * A company's zone is one its country uses (issue 67 item 4), checked when either changes: a company
 * moved to Mexico must choose one of Mexico's zones (the form proposes Mexico City); a company whose
 * stored zone predates the rule keeps it while neither changes (D128's rule for a stored id).
 */
function comprobarZona(current: EmpresaItem, next: EmpresaItem): void {
  const zona = (c: EmpresaItem) => (c.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria;
  if (zona(current) === zona(next) && paisDeEmpresa(current) === paisDeEmpresa(next)) return;
  const error = errorZonaDelPais(paisDeEmpresa(next), zona(next));
  if (error) throw new ValidationError(error, [{ campo: 'configuracion.zonaHoraria', msg: error }]);
}

/**
 * A new tax id, or a new country, is checked for the company's country (D128), and a valid id is
 * stored in its normal form. A company whose stored id predates the check keeps it while neither
 * changes: its other fields can still be edited.
 */
function comprobarCif(current: EmpresaItem, next: EmpresaItem, body: EmpresaUpdate): void {
  if (body.cif === undefined && body.direccion?.pais === undefined) return;
  const antes = { cif: current.cif as string | undefined, pais: paisDeEmpresa(current) };
  const ahora = { cif: next.cif as string | undefined, pais: paisDeEmpresa(next) };
  const error = errorIdentificacionFiscalEditada(antes, ahora);
  if (error) throw new ValidationError(error, [{ campo: 'cif', msg: error }]);
  if (body.cif) next.cif = normalizarIdentificacionFiscal(body.cif, ahora.pais);
}

/**
 * The company's live subscription follows its plan (one source of truth, D94): its planId, name and
 * monthly price change in the same transaction, and the month's MRR change is counted.
 */
async function cambioDeSuscripcion(current: EmpresaItem, next: EmpresaItem, plan: PlanItem, now: Date): Promise<TransactStep[]> {
  if (!current.suscripcion?.id) return [];
  const actual = await getSuscripcion(current.suscripcion.id);
  if (!actual) return [];
  // In the company's currency now (issue 67): a company that moved country is billed in its new one from its next plan.
  const { precioMensualCentimos, moneda } = mensualidad(plan, monedaDe(paisDeEmpresa(next)));
  const siguiente = {
    ...actual,
    planId: plan.id,
    planNombre: plan.nombre,
    precioMensualCentimos,
    moneda,
    fechaActualizacion: now.toISOString(),
    version: actual.version + 1,
  };
  next.suscripcion = { ...current.suscripcion, precioMensualCentimos, moneda };
  const mes = contadoresMesStep(mesDe(now), eventosSuscripcion(actual, siguiente));
  return [reemplazarSuscripcionStep(actual, siguiente, () => new ConflictError(msgEmpresas.modificadaPorOtro)), ...(mes ? [mes] : [])];
}

export async function asignarServicios(caller: Caller, id: string, serviciosIds: string[], now = new Date()): Promise<Empresa> {
  const current = await obtenerEmpresa(id);
  const contratados = Object.fromEntries(Object.keys(current.serviciosContratados ?? {}).map((k) => [k, false]));
  for (const s of serviciosIds) contratados[s] = true;
  return actualizarEmpresa(caller, id, { serviciosContratados: contratados }, now);
}

// Reading companies: one company (404 'Empresa {id} no encontrada'), the list (every company for
// the superadmin, paginated and searchable; a company user's own), the licence counters and the
// first page the session starts with. Which company comes from the route's tenant rule.
import { PAGINACION } from '../../../shared/constants.js';
import { toEmpresaCliente } from '../../../shared/schemas/empresa-mapping.js';
import type { Empresa, LicenciasActivasResumen } from '../../../shared/schemas/empresa.js';
import {
  deltaContadoresEmpresa,
  getEmpresa,
  paginaEmpresas,
  paginaEmpresasFiltrada,
  terminoBusqueda,
  textoBusqueda,
  type EmpresaItem,
} from '../db/empresas.js';
import { leerContadores, type Contadores } from '../db/plataforma.js';
import { empresaNoEncontrada } from './errores.js';
import { ubicacionDeEmpresa } from '../../../shared/schemas/ubicacion-datos.js';
import { regionDelDespliegue } from '../proveedores-ia/despliegue-aws.js';

export async function obtenerEmpresa(id: string): Promise<EmpresaItem> {
  const item = await getEmpresa(id);
  if (!item) throw empresaNoEncontrada(id);
  return item;
}

/** The company as the client holds it, with whether the safeguard its country's law asks for is missing (issue 67 item 8). */
export function toCliente(item: EmpresaItem, now = new Date()): Empresa {
  return { ...toEmpresaCliente(item, now), salvaguardaPendiente: ubicacionDeEmpresa(item, regionDelDespliegue(), now).pendiente };
}

/** A company user's list is their own company; the superadmin's (tenant null) every company. */
export async function listarEmpresas(
  tenant: string | null,
  q: { q?: string; cursor?: string; limit?: number; garantia?: 'falta' },
  now = new Date(),
): Promise<{ items: Empresa[]; cursor: string | null }> {
  // «Falta garantía de datos»: the badge's own rule, on the company as it is now (issue 67 item 8).
  const falta = (e: EmpresaItem) => ubicacionDeEmpresa(e, regionDelDespliegue(), now).pendiente;
  if (tenant) {
    const own = await getEmpresa(tenant);
    const matches = own && (!q.q || textoBusqueda(own).includes(terminoBusqueda(q.q))) && (!q.garantia || falta(own));
    return { items: matches ? [toCliente(own, now)] : [], cursor: null };
  }
  const pagina = { q: q.q, cursor: q.cursor, limit: q.limit ?? 25 };
  const page = q.garantia ? await paginaEmpresasFiltrada(pagina, falta) : await paginaEmpresas(pagina);
  return { items: page.items.map((i) => toCliente(i, now)), cursor: page.cursor };
}

/**
 * The companies screen's figures: the platform counters for the superadmin (the same the global
 * dashboard reads); a company user's own company counted as the counters count it.
 */
export async function licenciasActivas(tenant: string | null): Promise<LicenciasActivasResumen> {
  const n = (v: number | undefined) => Math.max(0, v ?? 0);
  const c: Contadores | undefined = tenant ? await contadoresPropios(tenant) : await leerContadores();
  return {
    licenciasActivas: n(c?.licenciasActivas),
    totalEmpresas: n(c?.empresasTotal),
    empresasActivas: n(c?.empresasActivas),
    suscripcionesTrial: n(c?.suscripcionesTrial),
  };
}

async function contadoresPropios(tenant: string): Promise<Contadores> {
  const own = await getEmpresa(tenant);
  return own ? deltaContadoresEmpresa(null, own) : {};
}

/**
 * The companies a session starts with: a company user's own; for the superadmin only the first
 * page, newest first, and its cursor (the selector pages and searches the rest), never every company.
 */
export async function empresasDeSesion(
  tenant: string | null,
  now = new Date(),
): Promise<{ empresas: Empresa[]; empresasCursor: string | null }> {
  if (tenant) {
    const own = await getEmpresa(tenant);
    return { empresas: own ? [toCliente(own, now)] : [], empresasCursor: null };
  }
  const page = await paginaEmpresas({ limit: PAGINACION.limitePorDefecto });
  return { empresas: page.items.map((i) => toCliente(i, now)), empresasCursor: page.cursor };
}

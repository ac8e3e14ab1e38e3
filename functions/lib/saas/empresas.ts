// GET /api/saas/tenants (D97; spec part 2 §3 "Tenant stats"): one page of companies through the
// company index (newest first, cursor; never a Scan; `?q=` is the companies list's own search, D108),
// each with what the writes keep about it — users (`uso.usuarios`, the quota counter user creates and
// deletes move), interviews completed this calendar month (`ESTAD#MES#{YYYY-MM}`, moved by the
// completion's transaction), its WhatsApp messages this month (`WAUSO#{YYYY-MM}`, issue 68), the last access (`ultimoAcceso`, set by its users' sign-ins) — and its AI
// status from the provider keys (D60's rule).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { Tenant, TenantsPage, TenantsQuery } from '../../../shared/schemas/saas.js';
import { leerMes } from '../db/analitica.js';
import { clavesDe, type ClaveApiItem } from '../db/claves-api.js';
import { paginaEmpresas, type EmpresaItem } from '../db/empresas.js';
import { usoWhatsAppDe } from '../whatsapp/uso.js';
import { mesDe } from './reglas.js';

/** The providers the interviews' analysis uses: a company "has AI" when one of them has a key to use. */
export const PROVEEDORES_ANALISIS: readonly ProveedorIA[] = ['openai', 'claude'];

const usable = (c: ClaveApiItem | undefined) => !!c && c.habilitada && c.estado.isValid !== false;
const analisis = (claves: ClaveApiItem[]) => claves.some((c) => PROVEEDORES_ANALISIS.includes(c.proveedor) && usable(c));

/** D60's choice for the analysis providers: the company's own usable key, else the platform's, else none. */
export function estadoIA(propias: ClaveApiItem[], plataforma: ClaveApiItem[]): Tenant['estado_ia'] {
  return analisis(propias) ? 'propia' : analisis(plataforma) ? 'plataforma' : 'sin_clave';
}

export async function tenantDe(e: EmpresaItem, mes: string, clavesPlataforma: ClaveApiItem[]): Promise<Tenant> {
  const [estadistica, propias, whatsapp] = await Promise.all([leerMes(e.id, mes), clavesDe(e.id), usoWhatsAppDe(e.id, mes)]);
  return {
    id: e.id,
    nombre: nombreEmpresa(e) || e.id,
    subdominio: (e.configuracion?.subdominio as string | undefined) ?? null,
    estado: e.estado ?? 'activa',
    plan: e.plan ?? '',
    usuarios_activos: Math.max(0, e.uso?.usuarios ?? 0),
    entrevistas_mes: Math.max(0, estadistica?.completadas ?? 0),
    ultimo_acceso: (e.ultimoAcceso as string | undefined) ?? null,
    estado_ia: estadoIA(propias, clavesPlataforma),
    // Issue 68 item 7: the month's WhatsApp messages and their estimated cost (USD, Meta's published rates).
    whatsapp_mes: whatsapp ? { enviados: whatsapp.enviados, coste_usd: whatsapp.costeUsd } : null,
  };
}

export async function listarEmpresas(q: TenantsQuery, now = new Date()): Promise<TenantsPage> {
  const mes = mesDe(now);
  const [pagina, plataforma] = await Promise.all([paginaEmpresas({ q: q.q, cursor: q.cursor, limit: q.limit }), clavesDe(null)]);
  return { mes, items: await Promise.all(pagina.items.map((e) => tenantDe(e, mes, plataforma))), cursor: pagina.cursor };
}

// The dashboards' figures (spec part 1 §2.6) from counters kept on write: the platform counters
// for the superadmin's global dashboard (tenant null), the company item's `uso` and
// `entrevistasPorEstado` counters for a company's. Lists are the newest few items of one Query each.
import { DASHBOARD } from '../../../shared/constants.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { toEmpresaCliente } from '../../../shared/schemas/empresa-mapping.js';
import type { DashboardData } from '../../../shared/schemas/dashboard.js';
import { type EstadoEntrevistaContado, fechaRealizacionDe } from '../../../shared/schemas/entrevista.js';
import { leerEstadisticasEmpresa } from '../db/empresa-contadores.js';
import { empresaActiva, paginaEmpresas, type EmpresaItem } from '../db/empresas.js';
import { entrevistasRecientes } from '../db/entrevistas.js';
import { leerContadores, mrrDe, mrrPorMonedaDe } from '../db/plataforma.js';
import { obtenerEmpresa } from '../empresas/lectura.js';

type PorEstado = Partial<Record<EstadoEntrevistaContado, number>>;

/**
 * A company of the global dashboard's recent list. «Activa» is the same rule as the «N activas»
 * counter above it (empresaActiva: in service, a trial included), not its estado alone: a company
 * in its trial was counted active and listed «Inactiva» (issue 54 item 7).
 */
export function empresaReciente(i: EmpresaItem, now: Date) {
  const e = toEmpresaCliente(i, now);
  return { id: e.id, nombre: nombreEmpresa(e), estado: e.estado, activa: empresaActiva(i), plan: e.plan, fechaCreacion: e.fechaCreacion };
}

export async function dashboard(tenant: string | null, now = new Date()): Promise<DashboardData> {
  if (!tenant) {
    const [c, recientes] = await Promise.all([leerContadores(), paginaEmpresas({ limit: DASHBOARD.empresasRecientes })]);
    return {
      tipo: 'global',
      totalEmpresas: c?.empresasTotal ?? 0,
      empresasActivas: c?.empresasActivas ?? 0,
      licenciasActivas: c?.licenciasActivas ?? 0,
      entrevistasCompletadas: c?.entrevistasCompletadas ?? 0,
      informesGenerados: c?.informesGenerados ?? 0,
      mrr: mrrDe(c),
      mrrPorMoneda: mrrPorMonedaDe(c),
      empresasRecientes: recientes.items.map((i) => empresaReciente(i, now)),
    };
  }
  const [empresa, recientes] = await Promise.all([obtenerEmpresa(tenant), entrevistasRecientes(tenant, DASHBOARD.entrevistasRecientes)]);
  const porEstado: PorEstado = (await leerEstadisticasEmpresa(tenant, empresa)).entrevistasPorEstado;
  const total = Object.values(porEstado).reduce((a, b) => a + (b ?? 0), 0);
  const completadas = (porEstado.completada ?? 0) + (porEstado.analizada ?? 0) + (porEstado.validada ?? 0);
  return {
    tipo: 'empresa',
    empresaId: empresa.id,
    nombre: nombreEmpresa(empresa),
    licenciasActivas: empresa.licencias?.activas ?? 0,
    candidatos: empresa.uso?.candidatos ?? 0,
    entrevistasPendientes: porEstado.programada ?? 0,
    entrevistasCompletadas: completadas,
    totalEntrevistas: total,
    tasaCompletado: total ? Math.round((completadas / total) * 1000) / 10 : 0,
    entrevistasRecientes: recientes.map((i) => {
      // A taken interview is listed by when it was taken, in its own zone (D83).
      const fechaRealizacion = fechaRealizacionDe(i.historial);
      return {
        id: i.id,
        candidatoNombre: i.candidatoNombre ?? '',
        fechaProgramada: i.fechaProgramada,
        ...(fechaRealizacion ? { fechaRealizacion } : {}),
        ...(i.zonaHoraria ? { zonaHoraria: i.zonaHoraria } : {}),
        estado: i.estado,
      };
    }),
  };
}

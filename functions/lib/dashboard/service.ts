// The dashboards' figures (spec part 1 §2.6) from counters kept on write: the platform counters
// for the superadmin's global dashboard, the company item's `uso` and `entrevistas` counters for a
// company's. Lists are the newest few items of one Query each.
import { DASHBOARD } from '../../../shared/constants.js';
import { toEmpresaCliente } from '../../../shared/schemas/empresa-mapping.js';
import type { DashboardData } from '../../../shared/schemas/dashboard.js';
import type { Caller } from '../auth/caller.js';
import { keys, tenantPk } from '../db/keys.js';
import { getItem, queryPage } from '../db/repository.js';
import { empresaVisible } from '../empresas/service.js';

type PorEstado = Partial<Record<'programada' | 'en_progreso' | 'completada' | 'analizada' | 'validada', number>>;

export async function dashboard(caller: Caller, empresaId?: string, now = new Date()): Promise<DashboardData> {
  if (caller.rol === 'superadmin' && !empresaId) {
    const c = await getItem<Record<string, number>>(keys.contadoresPlataforma());
    const recientes = await queryPage<Record<string, any>>({ pk: 'EMPRESAS', index: 'GSI1', newestFirst: true, limit: DASHBOARD.empresasRecientes });
    return {
      tipo: 'global',
      totalEmpresas: c?.empresasTotal ?? 0,
      empresasActivas: c?.empresasActivas ?? 0,
      licenciasActivas: c?.licenciasActivas ?? 0,
      entrevistasCompletadas: c?.entrevistasCompletadas ?? 0,
      informesGenerados: c?.informesGenerados ?? 0,
      mrr: 0, // per-plan counters: see the companies data module
      empresasRecientes: recientes.items.map((i) => {
        const e = toEmpresaCliente(i, now);
        return { id: e.id, nombre: e.nombreComercial || e.nombreLegal, estado: e.estado, activa: e.estado === 'activa', plan: e.plan, fechaCreacion: e.fechaCreacion };
      }),
    };
  }
  const id = empresaId ?? caller.empresaId;
  const empresa = await empresaVisible(caller, id ?? '-');
  const porEstado: PorEstado = empresa.entrevistasPorEstado ?? {};
  const total = Object.values(porEstado).reduce((a, b) => a + (b ?? 0), 0);
  const completadas = (porEstado.completada ?? 0) + (porEstado.analizada ?? 0) + (porEstado.validada ?? 0);
  const recientes = await queryPage<Record<string, any>>({
    pk: tenantPk(empresa.id),
    skPrefix: 'ENTREVISTA#',
    newestFirst: true,
    limit: DASHBOARD.entrevistasRecientes,
  });
  return {
    tipo: 'empresa',
    empresaId: empresa.id,
    nombre: empresa.nombreComercial || empresa.nombreLegal,
    licenciasActivas: empresa.licencias?.activas ?? 0,
    candidatos: empresa.uso?.candidatos ?? 0,
    entrevistasPendientes: porEstado.programada ?? 0,
    entrevistasCompletadas: completadas,
    totalEntrevistas: total,
    tasaCompletado: total ? Math.round((completadas / total) * 1000) / 10 : 0,
    entrevistasRecientes: recientes.items.map((i) => ({
      id: i.id,
      candidatoNombre: i.candidatoNombre ?? i.candidato?.nombre ?? '',
      fechaProgramada: i.fechaProgramada,
      estado: i.estado,
    })),
  };
}

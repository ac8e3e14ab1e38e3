// The platform's dashboard (GET /api/dashboard without a company) as the superadmin gets it, for the
// dashboard's and the preload's tests.

/** The platform's figures, with these recent companies (none unless given). */
export function dashboardGlobal(empresasRecientes: unknown[] = []) {
  return {
    tipo: 'global',
    totalEmpresas: 12,
    empresasActivas: 9,
    licenciasActivas: 31,
    entrevistasCompletadas: 1234,
    informesGenerados: 87,
    mrr: 0,
    mrrPorMoneda: [{ moneda: 'EUR', importe: 0 }],
    empresasRecientes,
  };
}

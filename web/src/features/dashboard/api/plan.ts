// The company's plan for its admin (D164): the trial's end and days left, and a plan change request.
import type { SolicitudCambioPlanCreate } from '@shared/schemas/cambio-plan';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export function usePlanEmpresa(empresaId: string) {
  return useRuta('GET /api/dashboard/plan', { query: { empresaId } });
}

export function pedirCambioPlan(empresaId: string, body: Omit<SolicitudCambioPlanCreate, 'empresaId'>) {
  return llamar('POST /api/dashboard/cambio-plan', { body: { empresaId, ...body } });
}

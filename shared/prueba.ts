// What a company from the wizards gets to try the product with during its free trial (D98, D104):
// licences enough for its plan's interviews (each licence takes LICENCIAS.maxEntrevistasPorLicencia…
// interviews), so a new company can schedule from its first day instead of waiting for the
// superadmin to grant some. A plan without an interview limit gets PRUEBA.entrevistasSinLimite.
import { ILIMITADO, LICENCIAS } from './constants.js';

export const PRUEBA = {
  /** The interviews a trial on an unlimited plan covers. */
  entrevistasSinLimite: 100,
} as const;

/** The trial's active licences and the interviews they cover, from the plan's interview limit. */
export function licenciasDePrueba(entrevistasDelPlan: number | undefined): { licencias: number; entrevistas: number } {
  const porLicencia = LICENCIAS.maxEntrevistasPorLicenciaPorDefecto;
  const limite =
    entrevistasDelPlan === undefined || entrevistasDelPlan === ILIMITADO ? PRUEBA.entrevistasSinLimite : Math.max(0, entrevistasDelPlan);
  const licencias = Math.ceil(limite / porLicencia);
  return { licencias, entrevistas: licencias * porLicencia };
}

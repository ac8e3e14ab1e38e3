// The law of a company the session knows, for the staff's texts that name a candidate's rights
// (issue 67 item 7): its country's words (shared/paises.ts), never the GDPR for every company.
import { derechoAccesoDe, paisDeEmpresa } from '@shared/paises';
import { useSessionSiHay } from './session';

/**
 * The right of access of the company `empresaId`'s country as the staff's texts name it («derecho de
 * acceso, artículo 15 del RGPD» in Spain…): the user's own company or one the superadmin has loaded; one
 * the session does not hold, or no session, is read as the default country's.
 */
export function useDerechoAcceso(empresaId: string | null | undefined): string {
  const sesion = useSessionSiHay();
  const empresa =
    sesion?.empresas.find((e) => e.id === empresaId) ?? (sesion?.empresaActual?.id === empresaId ? sesion?.empresaActual : undefined);
  return derechoAccesoDe(paisDeEmpresa(empresa), new Date());
}

// The superadmin's company selector (spec part 1 §2.4, §4): 'Todas las empresas' (the global
// dashboard) or any company of the platform, found by its search (D123: the session
// holds only the first page). Switching sets the current company and keeps the screen: its data is
// keyed by the company and reloads. Only what belongs to the previous company leaves the address:
// a record opened by its id (?entrevista=, ?candidatoId= with its ?programar=), so the screen shows
// its list for the new company instead of another company's record.
import { useLocation, useNavigate } from 'react-router';
import { BuscadorEmpresa } from '../../components/buscador-empresa';
import { useSession } from '../../lib/session';

export const TODAS = 'Todas las empresas';

/** Query parameters that name a record of the current company (use-parametro-url.ts). */
export const PARAMETROS_DE_REGISTRO = ['entrevista', 'candidatoId', 'programar'] as const;

/** The address to show after switching company: the same screen, less another company's record. */
export function direccionTrasCambio(pathname: string, search: string, hash = ''): string | null {
  const params = new URLSearchParams(search);
  if (!PARAMETROS_DE_REGISTRO.some((p) => params.has(p))) return null;
  for (const p of PARAMETROS_DE_REGISTRO) params.delete(p);
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ''}${hash}`;
}

export function SelectorEmpresa({ portal = true }: { portal?: boolean }) {
  const { empresaActual, setEmpresaActual } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <BuscadorEmpresa
      etiqueta="Empresa actual"
      todas={TODAS}
      value={empresaActual}
      portal={portal}
      size="sm"
      width={portal ? { base: '40', md: '56' } : 'full'}
      onChange={(empresa) => {
        setEmpresaActual(empresa);
        const destino = direccionTrasCambio(location.pathname, location.search, location.hash);
        if (destino) void navigate(destino, { replace: true });
      }}
    />
  );
}

// A stored phone shown as people of the company's country write it (issue 67 item 9, shared/telefonos.ts):
// a number of its own country as dialled there, another with its prefix, free text stored before the
// check as it was written. libphonenumber-js's metadata (≈ 29 kB gzipped) is loaded on demand, once, the
// first time a phone is on screen, so no screen's first load carries it; until then, and if it cannot
// be loaded, the stored text is shown.
import { useEffect, useState } from 'react';
import { ejemploTelefono, paisDeEmpresa, type CodigoPais } from '@shared/paises';
import { useSession } from '../lib/session';

type Formatear = (guardado: string, pais: CodigoPais | null) => string;

let formatear: Formatear | undefined;
let cargando: Promise<void> | undefined;

function cargar(): Promise<void> {
  cargando ??= import('@shared/telefonos').then(
    (m) => {
      formatear = m.formatearTelefono;
    },
    () => {
      // A failed chunk load is tried again on the next phone shown; meanwhile the stored text.
      cargando = undefined;
    },
  );
  return cargando;
}

/** The stored phone formatted for the company's country; the stored text until the formatter has loaded. */
export function useTelefonoFormateado(guardado: string | undefined, pais: CodigoPais | null): string | undefined {
  const [, setCargado] = useState(() => !!formatear);
  useEffect(() => {
    if (!guardado || formatear) return;
    let vigente = true;
    void cargar().then(() => vigente && setCargado(!!formatear));
    return () => {
      vigente = false;
    };
  }, [guardado]);
  if (!guardado || !formatear) return guardado;
  return formatear(guardado, pais);
}

/** The country of a company the session knows (the user's own, or one the superadmin has loaded), by its «País». */
export function usePaisDeEmpresa(empresaId: string | undefined): CodigoPais | null {
  const { empresas, empresaActual } = useSession();
  const empresa = empresas.find((e) => e.id === empresaId) ?? (empresaActual?.id === empresaId ? empresaActual : undefined);
  return paisDeEmpresa(empresa);
}

/** The phone fields' example for a company the session knows (the user's own when none is named): a number of its country. */
export function useEjemploTelefono(empresaId?: string | null): string | undefined {
  const { empresaActual } = useSession();
  return ejemploTelefono(usePaisDeEmpresa(empresaId ?? empresaActual?.id));
}

/** A phone as text in a screen: `pais` given, or the country of the company `empresaId`. */
export function Telefono({ telefono, pais, empresaId }: { telefono: string; pais?: CodigoPais | null; empresaId?: string }) {
  const delaEmpresa = usePaisDeEmpresa(empresaId);
  return <>{useTelefonoFormateado(telefono, pais === undefined ? delaEmpresa : pais)}</>;
}

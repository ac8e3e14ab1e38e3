// The plan a new company starts on: the stored ACTIVE plans (D94: an inactive plan is not offered to
// new companies), by name and monthly price, the chosen one's description under it. Both wizards that
// create a company show it: the onboarding's step 4 (D98) and the SaaS panel's 'Nueva Empresa' (D102).
// Prices in the currency of the company's country (issue 67); a plan without one there is shown, not choosable.
import { useMemo } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { precioPorPeriodo } from '@shared/moneda';
import { monedaDe } from '@shared/paises';
import type { Plan } from '@shared/schemas/saas';
import { useRuta } from '../lib/use-ruta';
import { FormField } from './form-field';

/** The stored active plans (GET /api/saas/planes, read once for every mounted user), and whether they are still loading. */
export function usePlanesOfrecidos() {
  const planes = useRuta('GET /api/saas/planes', undefined, { leer: (r) => r.data as Plan[] });
  const ofrecidos = useMemo(() => (planes.data ?? []).filter((p) => p.activo), [planes.data]);
  return { ofrecidos, cargando: planes.isLoading };
}

export function SelectorPlan({
  valor,
  onChange,
  error,
  pais,
}: {
  valor: string;
  onChange: (plan: string) => void;
  error?: string;
  /** The company's «País» as typed: its currency's prices (Spain's euros when not given). */
  pais?: string;
}) {
  const { ofrecidos, cargando } = usePlanesOfrecidos();
  const plan = ofrecidos.find((p) => p.id === valor);
  const moneda = monedaDe(pais);
  return (
    <FormField label="Plan" error={error} required helperText={plan?.descripcion}>
      <NativeSelect.Root>
        <NativeSelect.Field value={valor} onChange={(v) => onChange(v.target.value)}>
          {!plan && <option value={valor}>{cargando ? 'Cargando planes…' : valor}</option>}
          {ofrecidos.map((p) => (
            <option key={p.id} value={p.id} disabled={precioPorPeriodo(p, moneda) === null}>
              {`${p.nombre} · ${precioPorPeriodo(p, moneda, '/') ?? `sin precio en ${moneda}`}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

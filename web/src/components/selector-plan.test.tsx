// The plan a new company starts on, priced in its country's currency (issue 67 item 3): a plan with
// no price there is listed but cannot be chosen; without a country, Spain's euros.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatearPrecio } from '@shared/moneda';
import { conApp } from '../test/render-panel';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { sessionRoutes, superadmin } from '../test/session-fixtures';
import { SelectorPlan } from './selector-plan';

const planes = [
  { id: 'starter', nombre: 'Starter', precio: 49, precios: { CLP: 45_000 }, descripcion: 'Para empezar', activo: true },
  { id: 'professional', nombre: 'Professional', precio: 149, precios: {}, descripcion: 'El más elegido', activo: true },
];
const opciones = async () => {
  const select = (await screen.findByRole('option', { name: /^Starter/ })).closest('select')!;
  return [...select.options].map((o) => [o.textContent, o.disabled]);
};
const sinEspacioDuro = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('SelectorPlan', () => {
  it('a company in Chile sees pesos chilenos; a plan without them is not choosable', async () => {
    mockFetch({ ...sessionRoutes(superadmin), 'GET /api/saas/planes': async () => jsonResponse({ success: true, data: planes }) });
    conApp(<SelectorPlan valor="starter" onChange={() => {}} pais="Chile" />);
    expect(await opciones()).toEqual([
      [`Starter · ${sinEspacioDuro(formatearPrecio(45_000, 'CLP'))}/mes`, false],
      ['Professional · sin precio en CLP', true],
    ]);
  });

  it('without a country, euros as before', async () => {
    mockFetch({ ...sessionRoutes(superadmin), 'GET /api/saas/planes': async () => jsonResponse({ success: true, data: planes }) });
    conApp(<SelectorPlan valor="starter" onChange={() => {}} />);
    expect(await opciones()).toEqual([
      ['Starter · 49 €/mes', false],
      ['Professional · 149 €/mes', false],
    ]);
  });
});

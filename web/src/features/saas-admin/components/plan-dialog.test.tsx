// 'Crear Plan' / 'Editar plan' with a price per currency (issue 67 item 3): the superadmin types each
// currency's price (no exchange rates); an empty one is a currency the plan is not offered in, so an
// edit that empties it stops offering it; a bad amount is refused on its own field, nothing sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import type { PlanFila } from '../api/saas';
import { PlanCard } from './plan-card';
import { PlanDialog } from './plan-dialog';

await loadWholeSystem();

const pyme: PlanFila = {
  id: 'pyme',
  nombre: 'Pyme',
  descripcion: 'Para pymes',
  precio: 79,
  precios: { MXN: 1490, CLP: 65_000 },
  periodo: 'mensual',
  caracteristicas: [],
  limites: { empresas: 1, candidatos: 100, entrevistas: 50, usuarios: 3, almacenamiento: '5GB', soporte: 'basico' },
  activo: true,
  empresas: 0,
};
const escribir = (d: HTMLElement, etiqueta: string, valor: string) =>
  fireEvent.change(within(d).getByLabelText(new RegExp(`^${etiqueta.replace(/[()€]/g, '\\$&')}\\s*\\*?$`)), { target: { value: valor } });

describe('the plan form, a price per currency', () => {
  it('creates a plan with euros and the currencies typed; the empty ones are left out', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'POST /api/saas/planes': async () => jsonResponse({ success: true, data: pyme, message: 'Plan creado correctamente' }, 201),
    });
    conApp(<PlanDialog onClose={() => {}} onSaved={() => {}} />);
    const d = await screen.findByRole('dialog', { name: 'Crear Plan' });
    const grupo = within(d).getByRole('group', { name: 'Precios en otras monedas' });
    expect(
      within(grupo)
        .getAllByRole('spinbutton')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['precioMXN', 'precioCOP', 'precioARS', 'precioCLP', 'precioPEN']);
    escribir(d, 'Nombre', 'Pyme');
    escribir(d, 'Precio (€)', '79');
    escribir(d, 'Precio (MXN)', '1490');
    escribir(d, 'Precio (CLP)', '65000');
    escribir(d, 'Descripción', 'Para pymes');
    fireEvent.click(within(d).getByRole('button', { name: 'Crear Plan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ precio: 79, precios: { MXN: 1490, CLP: 65_000 } });
  });

  it('edits: the stored prices filled in; an emptied currency is no longer offered', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'PUT /api/saas/planes/pyme': async () => jsonResponse({ success: true, data: pyme, message: 'Plan actualizado correctamente' }),
    });
    conApp(<PlanDialog plan={pyme} onClose={() => {}} onSaved={() => {}} />);
    const d = await screen.findByRole('dialog', { name: 'Editar plan Pyme' });
    expect((within(d).getByLabelText('Precio (MXN)') as HTMLInputElement).value).toBe('1490');
    expect((within(d).getByLabelText('Precio (PEN)') as HTMLInputElement).value).toBe('');
    escribir(d, 'Precio (MXN)', '');
    escribir(d, 'Precio (PEN)', '199');
    fireEvent.click(within(d).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { precios: unknown }).precios).toEqual({ CLP: 65_000, PEN: 199 });
  });

  it('a bad amount in a currency is refused on its field, nothing sent', async () => {
    const { calls } = mockFetch({ ...sessionRoutes(superadmin) });
    conApp(<PlanDialog plan={pyme} onClose={() => {}} onSaved={() => {}} />);
    const d = await screen.findByRole('dialog', { name: 'Editar plan Pyme' });
    escribir(d, 'Precio (COP)', '-5');
    fireEvent.click(within(d).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(d).findByText('El precio en COP debe ser un número entero de 0 o más')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("the plan's card lists the other currencies it is offered in, or says euros only", () => {
    mockFetch({ ...sessionRoutes(superadmin) });
    const acciones = { admin: false, onVer: () => {}, onEditar: () => {}, onEliminar: () => {} };
    conApp(
      <>
        <PlanCard plan={pyme} {...acciones} />
        <PlanCard plan={{ ...pyme, id: 'solo', nombre: 'Solo', precios: {} }} {...acciones} />
      </>,
    );
    expect(screen.getByTestId('precios-pyme').textContent).toBe(
      `MXN ${new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0 }).format(1490)} · CLP ${new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(65_000)}`,
    );
    expect(screen.getByTestId('precios-solo').textContent).toBe('Solo en euros');
  });
});

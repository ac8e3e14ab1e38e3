// 'Tu plan' on a company's dashboard (D164): while on trial, its last day and the days left (the
// expectation from the product's own formatter); 'Solicitar cambio de plan' sends the plan and the
// message and then shows the request; an operator sees no card.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFechaLarga } from '@shared/fechas';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, operador, sessionRoutes } from '../../test/session-fixtures';
import { textoFinPrueba } from './components/plan-empresa';

const empresa = {
  tipo: 'empresa',
  empresaId: 'e1',
  nombre: 'ACME',
  licenciasActivas: 1,
  candidatos: 0,
  entrevistasPendientes: 0,
  entrevistasCompletadas: 0,
  totalEntrevistas: 0,
  tasaCompletado: 0,
  entrevistasRecientes: [],
};
const plan = (ultimaSolicitud: unknown = null) => ({
  plan: { id: 'starter', nombre: 'Starter' },
  estadoSuscripcion: 'trial',
  enPrueba: true,
  finPrueba: '2027-03-01',
  diasRestantes: 12,
  mensualidad: { importe: 49, moneda: 'EUR' },
  moneda: 'EUR',
  planesDisponibles: [
    { id: 'professional', nombre: 'Professional', precio: 99 },
    { id: 'enterprise', nombre: 'Enterprise', precio: 299 },
  ],
  ultimaSolicitud,
});
/** A request as the API answers it: pending unless told. */
const solicitud = (o: Record<string, unknown> = {}) => ({
  id: 's1',
  empresaId: 'e1',
  empresaNombre: 'ACME',
  planActual: 'Starter',
  planId: 'enterprise',
  planNombre: 'Enterprise',
  fecha: '2026-11-20T10:00:00.000Z',
  por: 'ana@acme.es',
  estado: 'pendiente',
  ...o,
});
const ok = (data: unknown, message?: string) => ({ body: { success: true, data, message } });

describe("the company's plan on the dashboard", { timeout: 30_000 }, () => {
  it('says when the trial ends and sends a plan change request', async () => {
    let pedida: unknown = null;
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/dashboard': ok(empresa),
      'GET /api/dashboard/plan': async () =>
        new Response(JSON.stringify({ success: true, data: plan(pedida) }), { headers: { 'Content-Type': 'application/json' } }),
      'POST /api/dashboard/cambio-plan': async () => {
        pedida = solicitud();
        return new Response(JSON.stringify({ success: true, data: pedida, message: 'Solicitud enviada' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    renderApp('/dashboard');
    const fin = await screen.findByTestId('fin-prueba');
    expect(fin.textContent).toBe(`Tu prueba termina el ${formatFechaLarga('2027-03-01', 'UTC')}: quedan 12 días`);
    expect(screen.getByText('En prueba')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cambio de plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar cambio de plan' });
    fireEvent.change(within(dialog).getByLabelText('Plan que quieres'), { target: { value: 'enterprise' } });
    fireEvent.change(within(dialog).getByLabelText(/Mensaje/), { target: { value: 'Somos más' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Solicitar cambio de plan' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/dashboard/cambio-plan')?.body).toEqual({
      empresaId: 'e1',
      planId: 'enterprise',
      mensaje: 'Somos más',
    });
    expect(await screen.findByText(/Pediste el plan Enterprise el .*: el equipo de Talentia te contactará\./)).toBeTruthy();
    expect(screen.getByTestId('ultima-solicitud').textContent).toContain('Pendiente');
  });

  it("in the company's currency (issue 67): its prices, and a plan without one shown but not choosable", async () => {
    mockFetch({
      ...sessionRoutes(admin),
      'GET /api/dashboard': ok(empresa),
      'GET /api/dashboard/plan': ok({
        ...plan(),
        enPrueba: false,
        mensualidad: { importe: 990, moneda: 'MXN' },
        moneda: 'MXN',
        whatsappMes: {
          mes: '2026-11',
          enviados: 12,
          fallidos: 1,
          costeUsd: 0.102,
          detalle: [{ categoria: 'UTILITY', mercado: 'México', enviados: 12 }],
        },
        planesDisponibles: [
          { id: 'enterprise', nombre: 'Enterprise', precio: null },
          { id: 'professional', nombre: 'Professional', precio: 2990, periodo: 'mensual' },
        ],
      }),
    });
    renderApp('/dashboard');
    // Its WhatsApp this month (issue 68): the estimate in USD, Meta's rates' currency.
    expect((await screen.findByTestId('whatsapp-mes')).textContent).toMatch(
      /^Mensajes de WhatsApp este mes: 12 · coste estimado 0,1020\sUS\$$/,
    );
    // What it is billed, in its own currency.
    expect((await screen.findByTestId('mensualidad')).textContent).toBe(
      `Pagas ${new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0 }).format(990)} al mes`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar cambio de plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar cambio de plan' });
    const select = within(dialog).getByLabelText('Plan que quieres') as HTMLSelectElement;
    const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0 }).format(2990);
    expect([...select.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['Enterprise · sin precio en MXN', true],
      [`Professional · ${mxn}/mes`, false],
    ]);
    // The one offered in pesos is the one asked for by default.
    expect(select.value).toBe('professional');
  });

  it('shows a request the superadmin attended as «Atendida», with its date', async () => {
    mockFetch({
      ...sessionRoutes(admin),
      'GET /api/dashboard': ok(empresa),
      'GET /api/dashboard/plan': ok(
        plan(solicitud({ estado: 'atendida', atendidaEn: '2026-11-22T09:00:00.000Z', atendidaPor: { id: 'sa', nombre: 'Sara Admin' } })),
      ),
    });
    renderApp('/dashboard');
    const s = await screen.findByTestId('ultima-solicitud');
    expect(s.textContent).toContain('Atendida');
    expect(s.textContent).toMatch(/El equipo de Talentia la atendió el .+/);
    expect(s.textContent).not.toContain('te contactará');
  });

  it('the trial sentence on the last days and after', () => {
    const f = formatFechaLarga('2027-03-01', 'UTC');
    expect(textoFinPrueba('2027-03-01', 1)).toBe(`Tu prueba termina mañana, el ${f}`);
    expect(textoFinPrueba('2027-03-01', 0)).toBe(`Tu prueba termina hoy, ${f}`);
    expect(textoFinPrueba('2027-03-01', -3)).toBe(`Tu prueba terminó el ${f}`);
  });

  it('an operator sees no plan card', async () => {
    mockFetch({ ...sessionRoutes(operador), 'GET /api/dashboard': ok(empresa), 'GET /api/dashboard/plan': ok(plan()) });
    renderApp('/dashboard');
    await screen.findByRole('group', { name: 'Candidatos' });
    expect(screen.queryByText('Tu plan')).toBeNull();
  });
});

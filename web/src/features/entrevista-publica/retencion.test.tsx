// Retention on the candidate's pages (D151) against a stand-in API: the end screen's optional
// consent (its text, the version sent, the answer), and «Mis datos»' retention per company — the
// date, the consent withdrawn, the period extended.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retencion as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { renderEntrevista } from '../../test/render-entrevista';
import { ACCESO_PRUEBA as ACCESO, empresaTitular, guardarAcceso, paginaFinalizada } from '../../test/mis-datos-fixtures';
import type { DatosTitular, EmpresaTitular } from './api/mis-datos';
import { fecha } from './mis-datos-formato';
import { MisDatosPage } from './mis-datos-page';

const TOK = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
// The dates are on the reader's clock: the expectations use the page's own formatter (midday UTC is
// the next day in Pacific/Chatham, and CI runs in any zone).
const VENCE = '2027-11-26T12:00:00.000Z';
const AMPLIADA = '2028-11-26T12:00:00.000Z';

const empresa = (retencion: EmpresaTitular['retencion']): EmpresaTitular => empresaTitular({ estado: 'rechazado', retencion });

const datos = (retencion: EmpresaTitular['retencion']): DatosTitular => ({
  formato: 'talentia-mis-datos',
  version: 2,
  email: 'lucia@correo.test',
  generadoEn: '2026-11-25T10:00:00.000Z',
  empresas: [empresa(retencion)],
});

beforeEach(() => {
  guardarAcceso();
  window.history.replaceState(null, '', '/mis-datos');
});
afterEach(() => vi.unstubAllGlobals());

describe('«Mis datos»: retention per company', () => {
  it('shows the date and the consent, and extends the period while the warning’s days are open', async () => {
    const mensaje = `Plazo ampliado: tus datos se conservarán hasta el ${fecha(AMPLIADA)}.`;
    const { calls } = mockFetch({
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok(
        datos({ meses: 12, venceEn: VENCE, conservar: { fecha: '2026-11-20T12:00:00.000Z', version: 'v' }, ampliable: true }),
      ),
      [`POST /api/publico/mis-datos/${ACCESO}/empresas/acme/ampliar`]: ok({ venceEn: AMPLIADA }, mensaje),
    });
    render(<MisDatosPage />);
    expect(await screen.findByText(`Tu proceso ha terminado: Acme Talento borrará tus datos el ${fecha(VENCE)}.`)).toBeTruthy();
    expect(screen.getByText(`Aceptaste que te tengan en cuenta en futuros procesos el ${fecha('2026-11-20T12:00:00.000Z')}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar el plazo' }));
    expect((await screen.findByRole('status')).textContent).toBe(mensaje);
    expect(screen.getByText(`Tu proceso ha terminado: Acme Talento borrará tus datos el ${fecha(AMPLIADA)}.`)).toBeTruthy();
    // Once extended, no second extension from the same page.
    expect(screen.queryByRole('button', { name: 'Ampliar el plazo' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/publico/mis-datos/${ACCESO}/empresas/acme/ampliar`]);
  });

  it('withdraws the consent; without it there is no extension', async () => {
    const { calls } = mockFetch({
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok(
        datos({ meses: 12, venceEn: VENCE, conservar: { fecha: '2026-11-20T12:00:00.000Z', version: 'v' }, ampliable: false }),
      ),
      [`DELETE /api/publico/mis-datos/${ACCESO}/empresas/acme/conservar`]: ok(null, msg.conservarRetirado),
    });
    render(<MisDatosPage />);
    expect(screen.queryByRole('button', { name: 'Ampliar el plazo' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar mi consentimiento' }));
    expect((await screen.findByRole('status')).textContent).toBe(msg.conservarRetirado);
    expect(screen.getByText('No has aceptado que te tengan en cuenta en futuros procesos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirar mi consentimiento' })).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('while still in a process, says the period instead of a date', async () => {
    mockFetch({ [`GET /api/publico/mis-datos/${ACCESO}`]: ok(datos({ meses: 6, venceEn: null, conservar: null, ampliable: false })) });
    render(<MisDatosPage />);
    expect(
      await screen.findByText(
        'Mientras sigas en un proceso de selección, Acme Talento conserva tus datos. Si no resultas seleccionado, los borrará 6 meses después de que termine el proceso.',
      ),
    ).toBeTruthy();
  });
});

describe("the interview's end screen: the consent to be kept for future processes", () => {
  it('is optional, sends the version of the text shown and shows the answer', async () => {
    const texto = 'Acepto que Acme Talento conserve mis datos cuando termine este proceso…';
    const respuesta = 'Guardado: Acme Talento podrá tenerte en cuenta en futuros procesos. Puedes retirarlo desde «Mis datos».';
    const { calls } = mockFetch({
      [`GET /api/publico/entrevistas/${TOK}`]: ok(paginaFinalizada({ conservar: { version: '2026-11-26.1+r12', texto } })),
      [`POST /api/publico/entrevistas/${TOK}/conservar`]: ok(
        { fecha: '2026-11-26T10:00:00.000Z', version: '2026-11-26.1+r12', empresa: 'Acme Talento' },
        respuesta,
      ),
    });
    renderEntrevista(`/entrevista/${TOK}`);
    const boton = await screen.findByRole('button', { name: 'Guardar mi consentimiento' });
    // Not ticked: nothing to send.
    expect((boton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: texto }));
    fireEvent.click(boton);
    expect((await screen.findByRole('status')).textContent).toBe(respuesta);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/publico/entrevistas/${TOK}/conservar`);
    expect(post.body).toEqual({ version: '2026-11-26.1+r12' });
  });
});

// WhatsApp notices on the candidate's pages (issue 68 item 3) against a stand-in API: the welcome's box
// with the company's words, ticked (the words sent back) and unticked at once, the state the server
// answered; nothing said of WhatsApp when it is not offered; «Mis datos» per company in its Spanish, with
// the record of the opt-in.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avisoIA, avisoPrivacidad, avisoResumen } from '@shared/aviso-entrevista';
import { mockFetch } from '../../test/fetch-mock';
import { paginaDePrueba } from '../../test/pagina-entrevista-fixtures';
import { renderEntrevista } from '../../test/render-entrevista';
import { ACCESO_PRUEBA as ACCESO, empresaTitular, guardarAcceso } from '../../test/mis-datos-fixtures';
import type { DatosTitular } from './api/mis-datos';
import { MisDatosPage } from './mis-datos-page';

const TOKEN = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const BASE = `/api/publico/entrevistas/${TOKEN}`;
const TEXTO = 'Quiero recibir avisos de Acme Talento sobre este proceso por WhatsApp';
const TEL = '+34600111222';
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
const datosAviso = { empresa: 'Acme Talento', contacto: 'rrhh@acme.test', misDatos: 'https://x.test/mis-datos', meses: 12 };
const aviso = {
  version: 'v1',
  resumen: avisoResumen(datosAviso),
  ia: avisoIA(datosAviso),
  privacidad: avisoPrivacidad(datosAviso),
  enlaces: { misDatos: 'https://x.test/mis-datos', contacto: 'rrhh@acme.test' },
};
const oferta = { texto: TEXTO, activo: false, desde: null, telefono: TEL };

afterEach(() => vi.unstubAllGlobals());

describe('the interview’s welcome', () => {
  it('ticking records the words shown, unticking ends it, the box shows what the server answered', async () => {
    const { calls } = mockFetch({
      [`GET ${BASE}`]: ok(paginaDePrueba({ estado: 'pendiente', aviso, whatsapp: oferta })),
      [`POST ${BASE}/whatsapp`]: ok(
        { ...oferta, activo: true, desde: '2026-11-26T09:00:00.000Z' },
        'Guardado: Acme Talento te avisará por WhatsApp al +34600111222.',
      ),
      [`DELETE ${BASE}/whatsapp`]: ok(oferta, 'Hecho: no recibirás más avisos por WhatsApp.'),
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    const caja = await screen.findByRole('checkbox', { name: TEXTO });
    expect((caja as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/te avisaremos al \+34600111222/)).toBeTruthy();
    fireEvent.click(caja);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Guardado: Acme Talento te avisará/);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: TEXTO }) as HTMLInputElement).checked).toBe(true));
    // The focus stays on the box: a keyboard user can untick at once.
    fireEvent.click(screen.getByRole('checkbox', { name: TEXTO }));
    expect((await screen.findByText('Hecho: no recibirás más avisos por WhatsApp.')).textContent).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: TEXTO }) as HTMLInputElement).checked).toBe(false));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', `${BASE}/whatsapp`, { texto: TEXTO }],
      ['DELETE', `${BASE}/whatsapp`, undefined],
    ]);
    // The interview's own consent is still its own box, unticked.
    expect((screen.getByRole('checkbox', { name: /acepto participar/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('not offered (no WhatsApp number, no phone): nothing is said of WhatsApp', async () => {
    mockFetch({ [`GET ${BASE}`]: ok(paginaDePrueba({ estado: 'pendiente', aviso, whatsapp: null })) });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('checkbox', { name: /acepto participar/ });
    expect(document.body.textContent).not.toMatch(/WhatsApp/);
  });
});

describe('«Mis datos»', () => {
  beforeEach(() => {
    guardarAcceso();
    window.history.replaceState(null, '', '/mis-datos');
  });

  it('a Mexican company’s section offers the box in usted and shows the record', async () => {
    const e = empresaTitular({
      whatsapp: {
        oferta: { ...oferta, activo: true, desde: '2026-11-20T12:00:00.000Z' },
        registro: {
          telefono: TEL,
          estado: 'activo',
          texto: TEXTO,
          fuente: 'personal',
          evidencia: 'Lo pidió por teléfono el 3 de diciembre',
          en: '2026-11-20T12:00:00.000Z',
          baja: null,
          historial: [
            {
              accion: 'alta',
              fuente: 'personal',
              en: '2026-11-20T12:00:00.000Z',
              texto: TEXTO,
              evidencia: 'Lo pidió por teléfono el 3 de diciembre',
            },
          ],
        },
      },
    });
    const datos: DatosTitular = {
      formato: 'talentia-mis-datos',
      version: 2,
      email: 'lucia@correo.test',
      generadoEn: '2026-11-25T10:00:00.000Z',
      empresas: [{ ...e, empresa: { ...e.empresa, variante: 'usted' } }],
    };
    const { calls } = mockFetch({
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok(datos),
      [`DELETE /api/publico/mis-datos/${ACCESO}/empresas/acme/whatsapp`]: ok({ ...oferta }, 'Hecho: no recibirá más avisos por WhatsApp.'),
    });
    render(<MisDatosPage />);
    const caja = await screen.findByRole('checkbox', { name: TEXTO });
    expect((caja as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/le avisaremos al \+34600111222/)).toBeTruthy();
    expect(screen.getByText(/Aceptó «Quiero recibir avisos de Acme Talento/).textContent).toMatch(
      /Lo pidió por teléfono el 3 de diciembre/,
    );
    fireEvent.click(caja);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: TEXTO }) as HTMLInputElement).checked).toBe(false));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/publico/mis-datos/${ACCESO}/empresas/acme/whatsapp`,
    ]);
  });
});

// The candidate's WhatsApp opt-in on their profile (issue 68 item 3) against a stand-in API: a person
// records one only with the evidence of where the candidate gave it (required, sent as written), then
// sees it with its source, and ends it; without a phone nothing can be recorded; without a WhatsApp
// number and no record the profile says nothing of WhatsApp.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whatsappOptIn as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { candidatoDePrueba } from '../../test/lista-fixtures';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';

const candidato = candidatoDePrueba('c1', 'Lucía Ortega', 'nuevo', {
  email: 'lucia@correo.test',
  telefono: '+34600111222',
  habilidades: [],
  skills: [],
});
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
const TEXTO = 'Quiero recibir avisos de Acme sobre este proceso por WhatsApp';
const EVIDENCIA = 'Lo pidió por teléfono el 3 de diciembre';
const sinRegistro = { conexion: true, telefono: '+34600111222', texto: TEXTO, registro: null };
const registro = {
  telefono: '+34600111222',
  estado: 'activo',
  texto: TEXTO,
  fuente: 'personal',
  evidencia: EVIDENCIA,
  en: '2026-11-26T09:00:00.000Z',
  baja: null,
  historial: [],
  registradoPor: 'u1',
};

async function perfil(whatsapp: unknown, extra: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({
    ...sessionRoutes(admin, [acme]),
    'GET /api/areas': ok([]),
    'GET /api/candidatos': ok({ items: [candidato], cursor: null }),
    'GET /api/candidatos/c1': ok(candidato),
    'GET /api/entrevistas': ok({ items: [], cursor: null }),
    'GET /api/candidatos/c1/borrado-solicitado': ok(null),
    'GET /api/candidatos/c1/whatsapp': ok(whatsapp),
    ...extra,
  });
  renderApp('/candidatos');
  fireEvent.click(await screen.findByRole('button', { name: 'Ver el perfil de Lucía Ortega' }));
  await screen.findByRole('heading', { name: 'Lucía Ortega' });
  return mocked;
}

describe('WhatsApp notices on the candidate’s profile', { timeout: 20_000 }, () => {
  it('records one only with the evidence, shows it, and ends it', async () => {
    const { calls } = await perfil(sinRegistro, {
      'POST /api/candidatos/c1/whatsapp': ok({ ...sinRegistro, registro }, msg.registradoPersonal),
      'POST /api/candidatos/c1/whatsapp/baja': ok(
        {
          ...sinRegistro,
          registro: { ...registro, estado: 'baja', baja: { en: '2026-11-26T10:00:00.000Z', fuente: 'personal', texto: null } },
        },
        msg.retiradoPersonal,
      ),
    });
    const seccion = await screen.findByTestId('whatsapp-optin');
    expect(within(seccion).getByText(/Sin consentimiento/)).toBeTruthy();
    fireEvent.click(within(seccion).getByRole('button', { name: 'Registrar consentimiento' }));
    expect(within(seccion).getByText(`Palabras que el candidato acepta: «${TEXTO}»`)).toBeTruthy();
    fireEvent.click(within(seccion).getByRole('button', { name: 'Guardar consentimiento' }));
    expect(await within(seccion).findByText(msg.evidenciaObligatoria)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(seccion).getByRole('textbox', { name: /Dónde y cuándo/ }), { target: { value: EVIDENCIA } });
    fireEvent.click(within(seccion).getByRole('button', { name: 'Guardar consentimiento' }));
    expect(await within(seccion).findByText(/registrado por la empresa/)).toBeTruthy();
    expect(within(seccion).getByText(`Evidencia: ${EVIDENCIA}`)).toBeTruthy();
    fireEvent.click(await within(seccion).findByRole('button', { name: 'Dar de baja' }));
    expect(await within(seccion).findByText(/Dado de baja el/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/candidatos/c1/whatsapp', { evidencia: EVIDENCIA }],
      ['/api/candidatos/c1/whatsapp/baja', {}],
    ]);
  });

  it('without a phone nothing can be recorded; without a WhatsApp number and no record nothing is said', async () => {
    await perfil({ ...sinRegistro, telefono: null });
    const seccion = await screen.findByTestId('whatsapp-optin');
    expect(within(seccion).getByText(msg.sinTelefono)).toBeTruthy();
    expect(within(seccion).queryByRole('button', { name: 'Registrar consentimiento' })).toBeNull();
  });

  it('no connection and no record: hidden', async () => {
    await perfil({ ...sinRegistro, conexion: false });
    await screen.findByText('Estado del proceso');
    expect(screen.queryByTestId('whatsapp-optin')).toBeNull();
  });
});

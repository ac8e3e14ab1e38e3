// Mi Perfil's 'Cambiar contraseña' (D38): current, new and confirmation; a wrong current
// password shows under its field; a change keeps the session with the token the server answers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reglasPassword } from '@shared/password-politica';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes, passwordActualIncorrecta } from '../../test/session-fixtures';

const perfilRoute = { 'GET /api/perfil': { body: { success: true, data: { ...admin, nombre: 'Ana' } } } };

async function openSeccion(answer: (body: Record<string, string>) => Response) {
  const mocked = mockFetch({
    ...sessionRoutes(admin),
    ...perfilRoute,
    'POST /api/auth/password': (init) => Promise.resolve(answer(JSON.parse(String(init.body)))),
  });
  const view = renderApp('/perfil');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Cambiar contraseña' });
  const seccion = within(heading.closest('section')!);
  const type = (label: string, value: string) => fireEvent.change(seccion.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  const submit = () => fireEvent.click(seccion.getByRole('button', { name: 'Cambiar contraseña' }));
  return { ...view, ...mocked, seccion, type, submit };
}

describe('perfil: cambiar contraseña', () => {
  it('checks the form before calling: required fields, matching confirmation, 8 characters', async () => {
    const { calls, type, submit, seccion } = await openSeccion(() => jsonResponse({}, 500));
    // The rules are said before anything is typed or refused (issue 65 item 8).
    expect(seccion.getByText(reglasPassword())).toBeTruthy();
    expect(reglasPassword()).toMatch(/8 caracteres.*común o filtrada.*tu nombre ni tu email/);
    submit();
    expect(await seccion.findByText('La contraseña actual es obligatoria')).toBeTruthy();
    expect(seccion.getByText('La nueva contraseña es obligatoria')).toBeTruthy();
    type('Contraseña actual', 'Actual-2026');
    type('Nueva contraseña', 'corta');
    type('Confirmar nueva contraseña', 'corta');
    submit();
    expect(await seccion.findByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    type('Nueva contraseña', 'Nueva-Clave-2026');
    submit();
    expect(await seccion.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/auth/password')).toHaveLength(0);
  });

  it('a wrong current password shows under its field; the session stays', async () => {
    const { type, submit, seccion, router } = await openSeccion(() => passwordActualIncorrecta());
    type('Contraseña actual', 'no-es');
    type('Nueva contraseña', 'Nueva-Clave-2026');
    type('Confirmar nueva contraseña', 'Nueva-Clave-2026');
    submit();
    expect(await seccion.findByText('La contraseña actual no es correcta')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/perfil');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-valid');
  });

  it('a change keeps the session with the new token, empties the form and says so', async () => {
    const mensaje = 'Contraseña cambiada correctamente. Se ha cerrado la sesión en tus otros dispositivos.';
    const { calls, type, submit, seccion, router } = await openSeccion(() =>
      jsonResponse({ success: true, data: { token: 'tok-nuevo', expiresIn: 3600, user: { ...admin, nombre: 'Ana' } }, message: mensaje }),
    );
    type('Contraseña actual', 'Actual-2026');
    type('Nueva contraseña', 'Nueva-Clave-2026');
    type('Confirmar nueva contraseña', 'Nueva-Clave-2026');
    submit();
    expect(await seccion.findByText(mensaje)).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-nuevo');
    expect(calls.find((c) => c.path === '/api/auth/password')?.headers.authorization).toBe('Bearer tok-valid');
    await waitFor(() => expect((seccion.getByLabelText(/^Contraseña actual/) as HTMLInputElement).value).toBe(''));
    expect(router.state.location.pathname).toBe('/perfil');
  });
});

// The second step of a sign-in (D155) on the login page: the authenticator's code, a lost device's
// recovery code, and the set-up (QR code, the secret as text, the first code, the recovery codes
// shown once). No token is stored before the last step.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { navegacionDocumento } from '../../lib/browser-navigation';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderLogin } from '../../test/render-login';

const sinProveedores = {
  'GET /api/oauth/config': { body: { success: true, data: { providers: { google: { enabled: false }, microsoft: { enabled: false } } } } },
};
const su = { id: 'sa', nombre: 'Sara', email: 'sara@talentia.test', rol: 'superadmin', empresaId: null };
const sesion = { success: true, data: { token: 'tok-2fa', expiresIn: 3600, user: su, empresas: [] }, message: 'ok' };
const reemplazos = () => vi.mocked(navegacionDocumento.reemplazar).mock.calls.map(([url]) => url);

async function entrarConPassword() {
  renderLogin();
  await screen.findByRole('heading', { level: 1, name: 'Talentia' });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@talentia.test' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Clave-Larga-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Acceder' }));
}

describe('the code step', () => {
  it('asks for the code, says a wrong one, then opens the session with the right one', async () => {
    let intentos = 0;
    const { calls } = mockFetch({
      ...sinProveedores,
      'POST /api/auth/login': { body: { success: true, data: { segundoFactor: 'codigo', sesion: 'f1.sellada' } } },
      'POST /api/auth/2fa/codigo': () =>
        Promise.resolve(
          ++intentos === 1
            ? jsonResponse(
                { success: false, message: 'El código no es correcto. Comprueba la hora de tu teléfono y usa el código actual.' },
                400,
              )
            : jsonResponse(sesion),
        ),
    });
    await entrarConPassword();
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    const campo = screen.getByLabelText('Código de verificación');
    expect(campo.getAttribute('autocomplete')).toBe('one-time-code');
    expect(campo.getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(campo, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/El código no es correcto/)).toBeTruthy();
    expect(reemplazos()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(reemplazos()).toEqual(['/dashboard']));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-2fa');
    const enviados = calls.filter((c) => c.path === '/api/auth/2fa/codigo').map((c) => c.body);
    expect(enviados).toEqual([
      { sesion: 'f1.sellada', codigo: '000000' },
      { sesion: 'f1.sellada', codigo: '123 456' },
    ]);
  });

  it('a lost device: a recovery code with the email and password leads to the set-up again', async () => {
    const { calls } = mockFetch({
      ...sinProveedores,
      'POST /api/auth/login': { body: { success: true, data: { segundoFactor: 'codigo', sesion: 'f1.uno' } } },
      'POST /api/auth/2fa/recuperar': { body: { success: true, data: { segundoFactor: 'configurar', sesion: 'f1.dos' } } },
      'POST /api/auth/2fa/configurar': {
        body: {
          success: true,
          data: { secreto: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qr: { tamano: 21, modulos: '1'.repeat(441) } },
        },
      },
    });
    await entrarConPassword();
    fireEvent.click(await screen.findByRole('button', { name: '¿Has perdido el dispositivo? Usa un código de recuperación' }));
    fireEvent.change(screen.getByLabelText('Código de recuperación'), { target: { value: 'ABCDE-FGHIJ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar con el código de recuperación' }));
    expect(await screen.findByRole('heading', { name: 'Configura la verificación en dos pasos' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/2fa/recuperar')?.body).toEqual({
      email: 'sara@talentia.test',
      password: 'Clave-Larga-2026',
      codigoRecuperacion: 'ABCDE-FGHIJ',
    });
    expect(await screen.findByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/2fa/configurar')?.body).toEqual({ sesion: 'f1.dos' });
  });
});

describe('the set-up', () => {
  it('shows the QR code and the secret, activates with the first code, shows the recovery codes once, then enters', async () => {
    const codigos = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);
    const modulos = Array.from({ length: 21 * 21 }, (_, i) => (i % 3 === 0 ? '1' : '0')).join('');
    const { calls } = mockFetch({
      ...sinProveedores,
      'POST /api/auth/login': { body: { success: true, data: { segundoFactor: 'configurar', sesion: 'f1.conf' } } },
      'POST /api/auth/2fa/configurar': {
        body: {
          success: true,
          data: { secreto: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qr: { tamano: 21, modulos } },
        },
      },
      'POST /api/auth/2fa/activar': { body: { ...sesion, data: { ...sesion.data, codigosRecuperacion: codigos } } },
    });
    await entrarConPassword();
    expect(await screen.findByRole('heading', { name: 'Configura la verificación en dos pasos' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'Código QR para tu aplicación de autenticación' });
    // One square of the path per dark module.
    expect(
      qr
        .querySelector('path')
        ?.getAttribute('d')
        ?.match(/h1v1h-1z/g),
    ).toHaveLength(modulos.split('').filter((m) => m === '1').length);
    expect(screen.getByLabelText('Clave secreta').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('heading', { name: 'Tus códigos de recuperación' })).toBeTruthy();
    const lista = screen.getByRole('list', { name: 'Códigos de recuperación' });
    expect(Array.from(lista.querySelectorAll('li'), (li) => li.textContent)).toEqual(codigos);
    // Nothing is stored and the page stays until the codes are acknowledged.
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(reemplazos()).toEqual([]);
    expect(calls.find((c) => c.path === '/api/auth/2fa/activar')?.body).toEqual({ sesion: 'f1.conf', codigo: '654321' });

    // «Copiar» puts them on the clipboard, one a line; «Descargar» saves them as a text file (issue 54 item 8).
    const copiados: string[] = [];
    const blobs: Blob[] = [];
    const descargas: string[] = [];
    const antes = {
      clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
      crear: URL.createObjectURL,
      soltar: URL.revokeObjectURL,
    };
    const clic = HTMLAnchorElement.prototype.click;
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void copiados.push(t) } });
    URL.createObjectURL = (b: Blob | MediaSource) => (blobs.push(b as Blob), 'blob:codigos');
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      descargas.push(`${this.download} ${this.href}`);
    };
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
      expect(await screen.findByRole('button', { name: 'Copiados' })).toBeTruthy();
      expect(copiados).toEqual([codigos.join('\n')]);
      fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
      expect(descargas).toEqual(['codigos-recuperacion-talentia.txt blob:codigos']);
      const texto = await blobs[0]!.text();
      for (const c of codigos) expect(texto).toContain(c);
    } finally {
      if (antes.clipboard) Object.defineProperty(navigator, 'clipboard', antes.clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
      URL.createObjectURL = antes.crear;
      URL.revokeObjectURL = antes.soltar;
      HTMLAnchorElement.prototype.click = clic;
    }

    fireEvent.click(screen.getByRole('button', { name: 'He guardado los códigos, continuar' }));
    await waitFor(() => expect(reemplazos()).toEqual(['/dashboard']));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-2fa');
  });

  it('back to the sign-in form', async () => {
    mockFetch({
      ...sinProveedores,
      'POST /api/auth/login': { body: { success: true, data: { segundoFactor: 'codigo', sesion: 'f1.x' } } },
    });
    await entrarConPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Volver al inicio de sesión' }));
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeTruthy();
  });
});

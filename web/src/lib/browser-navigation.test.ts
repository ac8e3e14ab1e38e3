// The app loads the sign-in page, its own document (login.html, D86), in place of itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { irALogin, navegacionDocumento } from './browser-navigation';

const direccionInicial = window.location.href;
afterEach(() => window.history.replaceState(null, '', direccionInicial));

describe('irALogin', () => {
  it('loads /login in place of the current entry', () => {
    window.history.replaceState(null, '', '/dashboard');
    irALogin();
    expect(vi.mocked(navegacionDocumento.reemplazar).mock.calls).toEqual([['/login']]);
    expect(navegacionDocumento.abrir).not.toHaveBeenCalled();
  });

  it('asks for the file itself when a server sent the app for /login: no endless reloads', () => {
    window.history.replaceState(null, '', '/login');
    irALogin();
    expect(vi.mocked(navegacionDocumento.reemplazar).mock.calls).toEqual([['/login.html']]);
  });
});

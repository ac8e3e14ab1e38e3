// Signed-in users for tests: a stored token that GET /api/auth/me accepts, plus the routes every
// logged-in screen may touch.
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import { jsonResponse } from './fetch-mock';
import type { EmpresaResumen, SessionUser } from '../lib/session';

export const admin: SessionUser = { id: 'u1', nombre: 'Ana Admin', email: 'ana@acme.es', rol: 'admin', empresaId: 'e1' };
export const operador: SessionUser = { id: 'u2', nombre: 'Óscar', email: 'oscar@acme.es', rol: 'operador', empresaId: 'e1' };
export const superadmin: SessionUser = { id: 'u0', nombre: 'Sara Super', email: 'sara@talentia.es', rol: 'superadmin', empresaId: null };

export const acme: EmpresaResumen = { id: 'e1', nombreComercial: 'ACME' };

/** The company the superadmin chose earlier in this tab (they start on 'Todas las empresas' otherwise). */
export function eligeEmpresa(id: string): void {
  window.sessionStorage.setItem('talentia.empresaElegida', id);
}

/** What the shell asks on every logged-in page: the health check and the bell's notifications. */
export const shellRoutes = {
  'GET /api/test': { body: { success: true, data: { server: 'ok', database: 'ok', timestamp: '2025-03-12T10:00:00.000Z' } } },
  'GET /api/notificaciones': { body: { success: true, data: { items: [], cursor: null, noLeidas: 0 } } },
};

/** Stores a token and returns the routes that accept it for `user`. */
export function sessionRoutes(user: SessionUser, empresas: EmpresaResumen[] = [acme]) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-valid');
  return {
    'GET /api/auth/me': { body: { success: true, data: { user, empresas } } },
    'POST /api/auth/logout': { body: { success: true, data: null, message: 'Sesión cerrada correctamente' } },
    ...shellRoutes,
  };
}

/** The server's answer to a password change whose current password is wrong (400, on its field). */
export function passwordActualIncorrecta(): Response {
  return jsonResponse(
    {
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'La contraseña actual no es correcta',
      details: [{ campo: 'passwordActual', msg: 'La contraseña actual no es correcta' }],
    },
    400,
  );
}

/**
 * The navigation a company admin sees, in the screen table's order (app/pantallas.tsx): what the
 * navigation tests expect, written once; the superadmin's adds «Panel Sistema» before «Gestión de Datos».
 */
export const NAVEGACION_ADMIN = [
  'Dashboard',
  'Servicios HR',
  'Empresas',
  'Candidatos',
  'Vacantes',
  'Entrevistas',
  'Informes',
  'Analytics',
  'Áreas',
  'Usuarios',
  'Mi Perfil',
  'Configuración',
  'Integraciones',
  'Gestión de Datos',
] as const;

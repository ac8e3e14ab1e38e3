// Spec part 1 §6: who holds which permission and which navigation items they see.
import { describe, expect, it } from 'vitest';
import { PAGINAS, ROLES, paginasDe, permisosDe, puedeVerPagina, tienePermiso } from './permissions.js';
import { fmt } from './messages.js';

describe('permisosDe', () => {
  it('gives the superadmin every permission, including manage_empresas', () => {
    expect(permisosDe('superadmin')).toContain('manage_empresas');
    expect(permisosDe('superadmin')).toContain('manage_saas');
  });
  it('gives admin and operador the spec lists, with view_reports for every active user', () => {
    expect(permisosDe('admin').sort()).toEqual([
      'edit_empresa',
      'manage_areas',
      'manage_candidates',
      'manage_interviews',
      'manage_users',
      'manage_vacantes',
      'view_reports',
    ]);
    expect(permisosDe('operador').sort()).toEqual(['manage_candidates', 'manage_interviews', 'view_reports']);
  });
  it('gives nothing to inactive users or unknown roles', () => {
    expect(permisosDe('superadmin', false)).toEqual([]);
    expect(permisosDe('invitado')).toEqual([]);
    expect(permisosDe(undefined)).toEqual([]);
    expect(tienePermiso('admin', false, 'view_reports')).toBe(false);
    expect(tienePermiso('operador', true, 'manage_users')).toBe(false);
  });
});

describe('pages by role', () => {
  it('the superadmin sees every page', () => {
    expect(paginasDe('superadmin')).toEqual([...PAGINAS]);
  });
  it('admin sees empresas, areas and usuarios but not saas-admin or onboarding', () => {
    expect(paginasDe('admin')).toEqual(expect.arrayContaining(['empresas', 'areas', 'usuarios', 'perfil', 'notificaciones']));
    expect(paginasDe('admin')).not.toContain('saas-admin');
    expect(paginasDe('admin')).not.toContain('onboarding');
  });
  it('operador sees the work pages and neither empresas, areas nor usuarios', () => {
    expect(paginasDe('operador')).toEqual([
      'dashboard',
      'servicios-hr',
      'candidatos',
      'vacantes',
      'entrevistas',
      'informes',
      'analytics',
      'perfil',
      'configuracion',
      'notificaciones',
    ]);
  });
  it('usuarios follows the manage_users permission', () => {
    for (const rol of ROLES) expect(puedeVerPagina(rol, true, 'usuarios')).toBe(tienePermiso(rol, true, 'manage_users'));
  });
  it('an inactive user or an unknown role sees nothing', () => {
    expect(paginasDe('admin', false)).toEqual([]);
    expect(paginasDe('superadmin', false)).toEqual([]);
    expect(paginasDe('invitado')).toEqual([]);
    expect(puedeVerPagina(undefined, true, 'dashboard')).toBe(false);
  });
});

describe('fmt', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fmt('El login con {provider} no está configurado en este momento.', { provider: 'Google' })).toBe(
      'El login con Google no está configurado en este momento.',
    );
    expect(fmt('{N}/{M} APIs funcionales, {K} con problemas', { N: 2, M: 3 })).toBe('2/3 APIs funcionales, {K} con problemas');
  });
});

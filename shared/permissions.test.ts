// Spec part 1 §6: who holds which permission and which navigation items they see.
import { describe, expect, it } from 'vitest';
import { navegacion, permisosDe, tienePermiso } from './permissions.js';
import { fmt } from './messages.js';

describe('permisosDe', () => {
  it('gives the superadmin every permission, including manage_empresas', () => {
    expect(permisosDe('superadmin')).toContain('manage_empresas');
    expect(permisosDe('superadmin')).toContain('manage_saas');
  });
  it('gives admin and operador the spec lists, with view_reports for every active user', () => {
    expect(permisosDe('admin').sort()).toEqual(['edit_empresa', 'manage_areas', 'manage_candidates', 'manage_interviews', 'manage_users', 'view_reports']);
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

describe('navegacion', () => {
  const visible = (rol: Parameters<typeof navegacion>[0], empresa: boolean) =>
    navegacion(rol, true, empresa).filter((n) => n.visible).map((n) => n.pagina);
  const disabled = (rol: Parameters<typeof navegacion>[0], empresa: boolean) =>
    navegacion(rol, true, empresa).filter((n) => n.visible && n.deshabilitada).map((n) => n.pagina);

  it('the superadmin sees every item, none disabled, with or without a company', () => {
    expect(visible('superadmin', false)).toHaveLength(11);
    expect(disabled('superadmin', false)).toEqual([]);
  });
  it('admin sees empresas and areas but not saas-admin; operador sees neither', () => {
    expect(visible('admin', true)).toEqual(expect.arrayContaining(['empresas', 'areas', 'perfil']));
    expect(visible('admin', true)).not.toContain('saas-admin');
    expect(visible('operador', true)).not.toContain('empresas');
    expect(visible('operador', true)).not.toContain('areas');
  });
  it('without a company a non-superadmin has candidatos, entrevistas, informes, analytics and areas disabled', () => {
    expect(disabled('admin', false).sort()).toEqual(['analytics', 'areas', 'candidatos', 'entrevistas', 'informes']);
    expect(disabled('admin', true)).toEqual([]);
  });
  it('an inactive user sees nothing', () => {
    expect(navegacion('admin', false, true).some((n) => n.visible)).toBe(false);
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

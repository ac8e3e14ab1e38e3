import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORDS_COMUNES } from './passwords-comunes.js';
import { empresas as msgEmpresas, password as msgPassword } from './messages.js';
import { esPasswordComun, palabrasPersonales, problemaPassword, registrarPasswordsComunes } from './password-politica.js';
import { CambiarPasswordBody, RestablecerPasswordBody } from './schemas/auth.js';
import { AdminData } from './schemas/empresa.js';
import { UsuarioCreateBody } from './schemas/usuario.js';

const persona = { email: 'maria.lopez@ejemplo.es', nombre: 'María José', apellidos: 'López del Río' };
const mensajes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.filter((i) => i.path.join('.') === 'password').map((i) => i.message) ?? [];

describe("the list of common passwords is the API's (D117)", () => {
  it('is not imported by the policy the web bundles, so nothing is common until the API registers it', () => {
    const fuente = readFileSync(new URL('./password-politica.ts', import.meta.url), 'utf8');
    expect(fuente).not.toMatch(/from '\.\/passwords-comunes/);
    registrarPasswordsComunes('');
    expect(esPasswordComun('abcdefgh')).toBe(false);
    registrarPasswordsComunes(PASSWORDS_COMUNES);
    expect(esPasswordComun('abcdefgh')).toBe(true);
  });
});

describe('password policy (D117)', () => {
  beforeAll(() => registrarPasswordsComunes(PASSWORDS_COMUNES));

  it('accepts a strong password', () => {
    expect(problemaPassword('Tornillo-Azul-Marea-7', persona)).toBeUndefined();
  });

  it.each(['abcdefgh', '12345678', 'password', 'PASSWORD', 'Password1', 'qwertyuiop'])('refuses the common «%s»', (p) => {
    expect(esPasswordComun(p)).toBe(true);
    expect(problemaPassword(p, persona)).toBe(msgPassword.comun);
  });

  it('keeps the spec minimum-length message, checked first', () => {
    expect(msgEmpresas.contrasenaCorta).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(problemaPassword('1234567')).toBe(msgEmpresas.contrasenaCorta);
  });

  it.each(['Maria.Lopez-2026', 'xx-MARIA-2026-yy', 'Lopez-Segura-44', 'jose-clave-9911', 'Río-Claro-2026'])(
    'refuses «%s», built from the email or the name (case and accents aside)',
    (p) => {
      expect(problemaPassword(p, persona)).toBe(msgPassword.datosPersonales);
    },
  );

  it('takes words of 3 letters or more, without name particles', () => {
    expect(palabrasPersonales(persona).sort()).toEqual(['jose', 'lopez', 'maria', 'maria.lopez', 'rio'].sort());
    expect(problemaPassword('Delfin-Sereno-2026', persona)).toBeUndefined();
  });
});

describe('the schemas use the one policy', () => {
  it('forced change and reset refuse a common password with its message', () => {
    const cambio = CambiarPasswordBody.safeParse({ passwordActual: 'Tmp-4827-Kx', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(mensajes(cambio)).toEqual([msgPassword.comun]);
    const corta = CambiarPasswordBody.safeParse({ passwordActual: 'Tmp-4827-Kx', password: 'abc', confirmPassword: 'abc' });
    expect(mensajes(corta)).toEqual([msgEmpresas.contrasenaCorta]);
    const reset = RestablecerPasswordBody.safeParse({ token: 'a'.repeat(43), password: '12345678', confirmPassword: '12345678' });
    expect(mensajes(reset)).toEqual([msgPassword.comun]);
  });

  it('a company admin and a new user: common, then personal data', () => {
    const admin = (password: string) =>
      AdminData.safeParse({ nombre: 'Lucía Ferrer', email: 'lferrer@x.es', password, confirmPassword: password });
    expect(mensajes(admin('password'))).toEqual([msgPassword.comun]);
    expect(mensajes(admin('Lucia-Clave-2026'))).toEqual([msgPassword.datosPersonales]);
    expect(mensajes(admin('lferrer-2026-ok'))).toEqual([msgPassword.datosPersonales]);
    expect(admin('Faro-Clave-2026').success).toBe(true);

    const usuario = (password: string) =>
      UsuarioCreateBody.safeParse({ nombre: 'Iñigo', apellidos: 'Ruiz', email: 'iruiz@x.es', rol: 'operador', password });
    expect(mensajes(usuario('12345678'))).toEqual([msgPassword.comun]);
    expect(mensajes(usuario('INIGO-Clave-2026'))).toEqual([msgPassword.datosPersonales]);
    expect(usuario('Faro-Clave-2026').success).toBe(true);
    expect(UsuarioCreateBody.safeParse({ nombre: 'Iñigo', email: 'iruiz@x.es', rol: 'operador' }).success).toBe(true);
  });
});

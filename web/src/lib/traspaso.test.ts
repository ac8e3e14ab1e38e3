// The notes one document of the site leaves for the next in this tab (D86): sessionStorage, read by
// their page, of the shape they must have.
import { describe, expect, it } from 'vitest';
import { dejarTraspaso, leerTraspaso, olvidarTraspaso, tomarTraspaso } from './traspaso';

describe('traspaso', () => {
  it('a note stays until its page takes it, and is then gone', () => {
    dejarTraspaso('recuperar', { email: 'ana@empresa.com', aviso: 'Elige una contraseña nueva.' });
    expect(leerTraspaso('recuperar')).toEqual({ email: 'ana@empresa.com', aviso: 'Elige una contraseña nueva.' });
    expect(leerTraspaso('recuperar')).toBeDefined();
    expect(tomarTraspaso('recuperar')).toEqual({ email: 'ana@empresa.com', aviso: 'Elige una contraseña nueva.' });
    expect(leerTraspaso('recuperar')).toBeUndefined();

    dejarTraspaso('bienvenida', '¡Bienvenido a Talentia, Ana!');
    olvidarTraspaso('bienvenida');
    expect(leerTraspaso('bienvenida')).toBeUndefined();
  });

  it('lives in this tab only (sessionStorage), never in localStorage', () => {
    dejarTraspaso('avisoLogin', 'Tu sesión ha caducado. Inicia sesión de nuevo.');
    expect(window.sessionStorage.length).toBe(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('ignores what does not have the note’s shape', () => {
    window.sessionStorage.setItem('talentia.traspaso.recuperar', JSON.stringify({ email: 42 }));
    expect(leerTraspaso('recuperar')).toBeUndefined();
    window.sessionStorage.setItem('talentia.traspaso.recuperar', '{no es json');
    expect(leerTraspaso('recuperar')).toBeUndefined();
    window.sessionStorage.setItem('talentia.traspaso.bienvenida', JSON.stringify({ texto: 'hola' }));
    expect(leerTraspaso('bienvenida')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { resaltarCitas } from './resaltar-citas';

const marcados = (texto: string, citas: string[]) =>
  resaltarCitas(texto, citas)
    .filter((s) => s.resaltado)
    .map((s) => s.texto);

describe('resaltarCitas', () => {
  it('finds the quote ignoring case and accents, and keeps the answer as it was written', () => {
    const texto = 'En mi último proyecto LIDERÉ un equipo de cinco personas.';
    const segmentos = resaltarCitas(texto, ['lidere un equipo de cinco']);
    expect(segmentos).toEqual([
      { texto: 'En mi último proyecto ', resaltado: false },
      { texto: 'LIDERÉ un equipo de cinco', resaltado: true },
      { texto: ' personas.', resaltado: false },
    ]);
    expect(segmentos.map((s) => s.texto).join('')).toBe(texto);
    expect(marcados(texto, ['ÚLTIMO PROYECTO'])).toEqual(['último proyecto']);
  });

  it('matches across line breaks and repeated spaces, and without the quotation marks the model added', () => {
    const texto = 'Primero escucho\n\na todas   las partes y luego decido.';
    expect(marcados(texto, ['«escucho a todas las partes…»'])).toEqual(['escucho\n\na todas   las partes']);
  });

  it('two quotes make two marks, in the order of the answer', () => {
    const texto = 'Uso Python a diario. También trabajo con SQL y con Docker.';
    expect(resaltarCitas(texto, ['trabajo con SQL', 'uso python a diario'])).toEqual([
      { texto: 'Uso Python a diario', resaltado: true },
      { texto: '. También ', resaltado: false },
      { texto: 'trabajo con SQL', resaltado: true },
      { texto: ' y con Docker.', resaltado: false },
    ]);
  });

  it('overlapping or adjacent quotes make one mark', () => {
    const texto = 'Organicé el calendario del equipo entero cada semana.';
    expect(marcados(texto, ['el calendario del equipo', 'del equipo entero'])).toEqual(['el calendario del equipo entero']);
    // Adjacent: apart only by a space, or touching.
    expect(marcados(texto, ['Organicé el', 'calendario'])).toEqual(['Organicé el calendario']);
    expect(marcados(texto, ['organic', 'é el'])).toEqual(['Organicé el']);
    // A quote inside another one.
    expect(marcados(texto, ['calendario del equipo entero', 'equipo'])).toEqual(['calendario del equipo entero']);
  });

  it('every occurrence of a quote is marked', () => {
    expect(marcados('sí, claro; y otra vez: sí, claro', ['Sí, claro'])).toEqual(['sí, claro', 'sí, claro']);
  });

  it('a quote that is not in the answer marks nothing', () => {
    const texto = 'Prefiero trabajar en equipo.';
    expect(resaltarCitas(texto, ['trabajar solo', '', '   '])).toEqual([{ texto, resaltado: false }]);
    expect(resaltarCitas(texto, [])).toEqual([{ texto, resaltado: false }]);
    expect(resaltarCitas('', ['algo'])).toEqual([]);
  });
});

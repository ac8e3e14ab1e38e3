// What the candidate lived (D177): the particulars an answer written from experience holds — in Spain's
// Spanish, in voseo, in Mexican Spanish, typed on a phone without accents, or in two lines — and that a
// fluent generic answer does not.
import { describe, expect, it } from 'vitest';
import { particulares, tieneParticular } from './vivencia.js';

const tipos = (t: string) => [...new Set(particulares(t).map((p) => p.tipo))].sort();

describe('particulares', () => {
  it('finds names, moments, people by role, tied figures and actions on concrete things', () => {
    expect(tipos('En marzo de 2020 cerraron la planta y mi supervisora me pidió montar el cuadrante en Excel.')).toEqual(
      expect.arrayContaining(['momento', 'nombre', 'persona']),
    );
    expect(tipos('Bajamos los retrasos del 22 % al 7 % en dos meses.')).toContain('cifra');
    expect(tipos('Atendía a 16 pacientes por turno.')).toContain('cifra');
    expect(tipos('llame al almacen y cogi las hojas de ruta de ayer')).toEqual(expect.arrayContaining(['accion', 'momento']));
  });

  it('finds them in voseo, Mexican Spanish, misspelt and short answers', () => {
    expect(tieneParticular('Che, el laburo en el depósito era un quilombo: le propuse a mi jefa armar un turno de noche y anduvo.')).toBe(
      true,
    );
    expect(tieneParticular('Ahorita en la chamba le platiqué a mi jefe que la computadora del almacén no jalaba y la cambiamos.')).toBe(
      true,
    );
    expect(tieneParticular('hace dos años un cliente se quejo del pedido y lo arregle yo')).toBe(true);
    expect(tieneParticular('Con un pastelero francés muy meticuloso; yo soy más rápido.')).toBe(true);
  });

  it('finds none in a fluent generic answer: round percentages of abstractions, «el cliente», «un colega», enumerations', () => {
    const generica =
      'En un proyecto anterior me tocó colaborar con un colega cuyo estilo era muy distinto al mío. Mi tarea consistía en coordinar a las partes interesadas. ' +
      'Para ello definí tres mensajes clave, propuse una reunión inicial y establecí un seguimiento semanal. Como resultado, mejoramos la eficiencia en un 30 % ' +
      'y la satisfacción del cliente. Esta experiencia me enseñó la importancia de la comunicación.';
    expect(particulares(generica)).toEqual([]);
    expect(
      tieneParticular('Mis tres responsabilidades principales son: 1) garantizar la calidad, 2) liderar al equipo y 3) cuidar al cliente.'),
    ).toBe(false);
  });

  it('takes no verb or link after a figure for the thing it counts («los cinco son importantes»; D182)', () => {
    expect(
      particulares('Estabilidad, aprendizaje e impacto: los cinco son importantes para mí.').filter((p) => p.tipo === 'cifra'),
    ).toEqual([]);
    expect(tipos('Este mes cargamos cinco camiones para Valencia.')).toContain('cifra');
  });
});

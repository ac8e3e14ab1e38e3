// The checks of issue 64 (D177), each on examples written for these tests: the question handed back,
// a job advert's requirements, a fluent generic answer (a description, capped at the middle of the
// medium anchor) and an answer written for another question — and the genuine answers they must leave
// alone: short, plain, misspelt, Latin American, voseo.
import { describe, expect, it } from 'vitest';
import { entrevista, FUERTE, PROFUNDIDAD } from '../../../../../test/testing/entrevistas-prueba.js';
import { comprobar } from '../comprobar.js';
import { leerRespuesta, oficioDe } from '../lectura.js';
import type { Lectura } from '../tipos.js';
import { generica, TOPE_GENERICA } from './generica.js';
import { otraPregunta } from './otra-pregunta.js';
import { repitePregunta } from './repite-pregunta.js';
import { requisitos } from './requisitos.js';

/** The reading of one answer to question n of the deep-interview design (the others answered genuinely). */
function leer(n: number, respuesta: string): Lectura {
  const respuestas: string[] = [...FUERTE];
  respuestas[n] = respuesta;
  const e = entrevista(PROFUNDIDAD, respuestas);
  return leerRespuesta(e.turnos[n]!, e, oficioDe(e))!;
}

const GENUINAS: [number, string][] = [
  [2, 'se cayo el sistema en mitad del turno, cogi las hojas de ruta de ayer y llame a trafico para saber el orden de salida'],
  [8, 'Aprender a llevar gente y a hacer los cuadrantes. Ahora porque el trabajo de almacén ya me lo sé de memoria.'],
  [1, 'Che, con un pibe del depósito que laburaba re lento. Le propuse dividirnos las zonas por pasillo y desde ahí salimos a tiempo.'],
  [3, 'Le platiqué a un cliente de la tienda cómo usar la app con capturas en su celular y le pedí que lo hiciera él solito.'],
  [0, 'Llevo cuatro años de cajera en un súper y me atrae este puesto porque quiero llevar el turno.'],
];

describe('repite_pregunta: the question handed back', () => {
  it('flags an answer made of its question, the rubric and generic self-praise, and leaves it out', () => {
    const l = leer(
      2,
      'Respecto a cómo resolví un problema complejo con información incompleta: sí, es algo fundamental para mí, siempre sigo pasos claros, decido con criterio y obtengo buenos resultados.',
    );
    const h = repitePregunta.detectar(l)!;
    expect(h.marca).toMatchObject({ tipo: 'repite_pregunta', pregunta: 2 });
    expect(h.excluir?.tipo).toBe('repite_pregunta');
  });

  it.each(GENUINAS)('leaves a short genuine answer to question %i alone', (n, r) => {
    expect(repitePregunta.detectar(leer(n, r))).toBeNull();
  });
});

describe('requisitos: a job advert instead of an answer', () => {
  it('flags requirements and duties with nobody speaking', () => {
    const h = requisitos.detectar(
      leer(
        7,
        'Requisitos: experiencia mínima de 3 años en puesto similar. Se valorará conocimiento de SAP y Excel avanzado. Incorporación inmediata.',
      ),
    )!;
    expect(h.marca?.tipo).toBe('requisitos');
    expect(
      requisitos.detectar(
        leer(0, 'Capacitar al personal operativo en procedimientos de conteo. Elaborar informes claros para la gerencia.'),
      ),
    ).not.toBeNull();
  });

  it('leaves alone a candidate who describes their own duties, or a team that says «tenemos»', () => {
    expect(
      requisitos.detectar(leer(7, 'Manejo de SAP EWM a diario: con él gestiono las ubicaciones y preparo el informe semanal.')),
    ).toBeNull();
    expect(
      requisitos.detectar(leer(5, 'Manejo de conductas difíciles. Tenemos tres niños con diagnóstico TEA y nadie tiene formación en eso.')),
    ).toBeNull();
  });
});

describe('generica: fluent with no lived particular', () => {
  const GENERICA =
    'En un proyecto anterior me enfrenté a un desafío significativo: los plazos eran muy ajustados y las partes interesadas tenían expectativas distintas. ' +
    'Mi tarea consistía en alinear al equipo. Para ello, analicé la situación, propuse un plan de acción con prioridades claras y establecí reuniones de seguimiento. ' +
    'Como resultado, logramos aumentar la eficiencia en un 30 % y mejorar la satisfacción del cliente. Esta experiencia me enseñó la importancia de la comunicación.';

  it('describes it as generic and caps it at the middle of the medium anchor, without a gaming flag', () => {
    const h = generica.detectar(leer(2, GENERICA))!;
    expect(h.marca?.tipo).toBe('generica');
    expect(h.tope).toBe(TOPE_GENERICA);
    expect(h.excluir).toBeUndefined();
  });

  it.each(GENUINAS)('never describes a genuine answer to question %i as generic', (n, r) => {
    expect(generica.detectar(leer(n, r))).toBeNull();
  });

  it('never describes the long genuine answers as generic', () => {
    FUERTE.forEach((r, n) => expect(generica.detectar(leer(n, r))).toBeNull());
  });
});

describe('otra_pregunta: written for another question', () => {
  it('names the question it seems to answer and leaves it out of its own competency', () => {
    const respuestas: string[] = [...FUERTE];
    respuestas[4] =
      'Tomé la iniciativa sin que nadie me lo pidiera: vi que los pedidos urgentes se perdían entre los normales, ' +
      'preparé una etiqueta roja para ellos y lo propuse en la reunión del lunes. Ahora se usa en todo el almacén.';
    const c = comprobar(entrevista(PROFUNDIDAD, respuestas));
    const m = c.marcas.find((x) => x.tipo === 'otra_pregunta')!;
    expect(m).toMatchObject({ pregunta: 4, relacionadas: [6] });
    expect(m.detalle).toMatch(/^Se parece más a la pregunta 7 que a la suya/);
    expect(c.porPregunta.get(4)?.excluida).toMatchObject({
      tipo: 'otra_pregunta',
      motivo: 'la respuesta parece responder a la pregunta 7',
    });
    expect(c.pertinencia.metodo).toBe('palabras');
  });

  it('has nothing to say without the matrix’s verdict', () => {
    expect(otraPregunta.detectar(leer(4, FUERTE[4]))).toBeNull();
  });
});

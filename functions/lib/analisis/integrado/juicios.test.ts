// The analyzer agrees with what it quotes (issue 53 item 8, D157): one test per judgement, each over
// the same interviews — strong and weak answers, a vocational candidate, technical answers that name
// tools in a list and show their use in the next sentence, or show an example with a tool the
// catalogue does not know. A judgement printed beside a quote never says the opposite of the quote:
// - a technical competency whose quote shows an example with a measured result is not in the low band
//   (where the rubric's low anchor reads «Enumera herramientas sin ejemplo de uso»);
// - «Nombradas sin describir su uso» never names a tool whose quote describes its use;
// - an advanced technical skill's quote shows a measured result; a «no evaluado» one's shows no use;
// - «sin cifras ni plazos» is never written beside a quote with a figure;
// - «el analizador no reconoce ninguno» is never written about an answer that names a product, a brand
//   or a system, in the catalogue or not (issue 65 item 4), and a person's name is not a tool;
// - every score sits in the band of the anchor it names; the recommendation is its rule's.
import { describe, expect, it } from 'vitest';
import { anclaDePuntuacion, recomendacionPorReglas } from '../../../../shared/schemas/informe.js';
import { DEBIL, entrevista, FUERTE, PROFUNDIDAD, VOCACIONAL } from '../../../../test/testing/entrevistas-prueba.js';
import { ejemploTecnico, herramientasEn, nivelDe } from '../lexico/herramientas.js';
import { informeDeEntrada } from '../evaluar.js';
import type { EntradaAnalisis } from '../tipos.js';

const TECNICAS = [
  'Domino SAP EWM, Excel y Power BI. En mi último puesto reorganicé las ubicaciones del almacén con SAP EWM y con un cuadro de Power BI reduje las roturas de stock un 30 %.',
  'SAP EWM y Excel. Con ellos preparé el inventario trimestral y bajé el descuadre del 4 % al 0,5 %.',
  'Manejo SAP EWM, Excel avanzado y un poco de SQL. Por ejemplo, el año pasado automaticé con macros el informe de productividad: pasó de dos horas a diez minutos cada lunes.',
  'Sobre todo el SGA del almacén y la pistola de radiofrecuencia. Por ejemplo, organicé el inventario cíclico con la pistola y el último salió con un descuadre de 3 unidades sobre 4000.',
  'Conozco Power BI y Tableau, pero no los uso en mi trabajo actual.',
  // Issue 65 item 4: products, brands and an instrument the catalogue does not know, named and used.
  'En la ferretería cobraba con el TPV y Openbravo, y vendía herramientas de Makita, Bosch y DeWalt. Para igualar pinturas usaba un colorímetro a diario.',
];

const conTecnica = (t: string) => {
  const r: string[] = [...FUERTE];
  r[7] = t;
  return entrevista(PROFUNDIDAD, r);
};

const ENTREVISTAS: [string, EntradaAnalisis][] = [
  ['fuerte', entrevista(PROFUNDIDAD, FUERTE)],
  ['débil', entrevista(PROFUNDIDAD, DEBIL)],
  [
    'vocacional',
    entrevista(VOCACIONAL, [
      'Lo que más disfruto es montar vídeos para la asociación del barrio: el sábado empecé a las cinco y cuando miré eran las diez.',
      'Elegiría diseño de interfaces, porque me gusta entender cómo usa la gente una aplicación y ya hice un curso online de Figma.',
      'En prácticas resolví que las facturas llegaban duplicadas: comparé los dos sistemas, vi que se importaban dos veces y lo corregimos en una semana.',
      'Me piden ayuda con Excel: el mes pasado enseñé a tres compañeras a hacer tablas dinámicas para el informe de ventas.',
      'El mejor entorno fue mi equipo de prácticas, porque la jefa explicaba por qué hacíamos cada cosa y me dejaba proponer.',
      'Aprendizaje, autonomía, impacto, estabilidad y reconocimiento. Aprendizaje primero porque en dos años quiero cambiar de área.',
      'Dentro de cinco años me veo diseñando productos digitales; ya terminé un curso y estoy haciendo un portfolio con tres proyectos.',
      'Me falta experiencia real con usuarios; podría conseguirla en unas prácticas o colaborando con una ONG.',
    ]),
  ],
  ...TECNICAS.map((t, i): [string, EntradaAnalisis] => [`técnica ${i + 1}`, conTecnica(t)]),
];

const INFORMES = await Promise.all(ENTREVISTAS.map(async ([nombre, e]) => ({ nombre, e, i: await informeDeEntrada(e) })));

describe('each judgement agrees with the quote beside it', () => {
  it('a technical competency whose quote shows an example with a measured result is not in the low band', () => {
    for (const { nombre, i } of INFORMES) {
      const s = i.softSkills.find((x) => x.habilidad === 'Conocimientos técnicos');
      if (!s?.evaluado) continue;
      if (s.evidencia.some((e) => ejemploTecnico(e.cita) === 'medido')) expect(s.puntuacion!, nombre).toBeGreaterThan(3);
      if (s.justificacion.includes('como máximo, nivel bajo'))
        for (const e of s.evidencia) expect(ejemploTecnico(e.cita), `${nombre}: ${e.cita}`).toBeNull();
    }
    // The walk's case: the example with a measured result, SAP EWM and Power BI named in it.
    const caso = INFORMES.find((x) => x.nombre === 'técnica 1')!.i;
    expect(caso.softSkills.find((x) => x.habilidad === 'Conocimientos técnicos')!.ancla).toBe('alto');
  });

  it('«Nombradas sin describir su uso» never names a tool whose quote describes its use; each level agrees with its quote', () => {
    for (const { nombre, i } of INFORMES) {
      const sinUso = i.resumenEjecutivo.match(/Nombradas sin describir su uso \(no evaluadas\): ([^.]+)\./)?.[1] ?? '';
      for (const h of i.hardSkills) {
        const niveles = h.evidencia.map((e) => nivelDe(e.cita, h.habilidad));
        if (h.nivel === 'no_evaluado') {
          expect(
            niveles.every((n) => n === 'no_evaluado' || n === 'basico'),
            `${nombre}: ${h.habilidad}`,
          ).toBe(true);
          expect(sinUso, nombre).toContain(h.habilidad);
        } else {
          expect(sinUso.split(/, | y /), `${nombre}: ${h.habilidad}`).not.toContain(h.habilidad);
          if (h.nivel === 'avanzado')
            expect(
              h.evidencia.some((e) => ejemploTecnico(e.cita) === 'medido'),
              `${nombre}: ${h.habilidad}`,
            ).toBe(true);
        }
        for (const e of h.evidencia) expect(herramientasEn(e.cita).length, e.cita).toBeGreaterThan(0);
      }
    }
    const lista = INFORMES.find((x) => x.nombre === 'técnica 3')!.i.hardSkills;
    // «un poco de SQL» is basic for SQL alone; the example that follows the list shows SAP EWM's and Excel's use.
    expect(Object.fromEntries(lista.map((h) => [h.habilidad, h.nivel]))).toEqual({
      'SAP EWM': 'intermedio',
      Excel: 'intermedio',
      SQL: 'basico',
    });
  });

  it('knows the tools and equipment a Latin American answer names, in voseo or Mexican Spanish (issue 67 item 10)', () => {
    const nombres = (t: string) => herramientasEn(t).map((m) => m.nombre);
    expect(nombres('Llevaba la contabilidad en CONTPAQi y timbraba los CFDI; antes usé Aspel.')).toEqual(['CONTPAQi', 'CFDI', 'Aspel']);
    expect(nombres('Manejaba el montacargas y el patín hidráulico, y medía con el vernier.')).toEqual([
      'montacargas',
      'patín hidráulico',
      'calibrador vernier',
    ]);
    expect(nombres('Vos sabés que facturábamos en Tango Gestión y después pasamos a Alegra.')).toEqual(['Tango Gestión', 'Alegra']);
    expect(nombres('Cargaba las ventas en Siigo y World Office.')).toEqual(['Siigo', 'World Office']);
    // The verb is not the product.
    expect(nombres('Me alegra decir que aprendí rápido.')).toEqual([]);
  });

  it('never says «ninguno» about the products, brands and systems an answer names; a person or a sentence in capitals is not one', () => {
    const caso = INFORMES.find((x) => x.nombre === 'técnica 6')!.i;
    expect(caso.resumenEjecutivo).not.toContain('no reconoce ninguno');
    const nombradas = caso.hardSkills.map((h) => h.habilidad);
    for (const n of ['TPV', 'Openbravo', 'Makita', 'Bosch', 'DeWalt', 'colorímetro']) {
      expect(nombradas, n).toContain(n);
      expect(caso.resumenEjecutivo, n).toContain(n);
    }
    // Each named thing's quote holds its name (its words match its quotes).
    for (const h of caso.hardSkills) for (const e of h.evidencia) expect(e.cita.toLowerCase()).toContain(h.habilidad.toLowerCase());
    for (const texto of [
      'Trabajé con María y Juan en el almacén de Zaragoza.',
      'Mi jefe, Pedro García, me pidió revisar los pedidos.',
      'Usé Excel y María me ayudó con los datos.',
      'HOLA SOY JUAN Y QUIERO EL PUESTO.',
      'Con el sistema nuevo que montamos en la nave de Getafe, Pedro revisaba cada mañana.',
    ])
      expect(
        herramientasEn(texto).map((m) => m.nombre),
        texto,
      ).toEqual(texto.startsWith('Usé Excel') ? ['Excel'] : []);
    expect(herramientasEn('Domino el programa de gestión Openbravo y el TPV.').map((m) => m.nombre)).toEqual(['Openbravo', 'TPV']);
  });

  it('«sin cifras ni plazos» is never written beside a quote with a figure', () => {
    for (const { nombre, i } of INFORMES)
      for (const s of i.softSkills)
        if (s.justificacion.includes('sin cifras ni plazos'))
          for (const e of s.evidencia) expect(/\d/.test(e.cita), `${nombre}, ${s.habilidad}: ${e.cita}`).toBe(false);
  });

  it('every score sits in the band of the anchor it names, and the recommendation is its rule’s', () => {
    for (const { nombre, i } of INFORMES) {
      for (const s of i.softSkills) if (s.evaluado) expect(s.ancla, `${nombre}, ${s.habilidad}`).toBe(anclaDePuntuacion(s.puntuacion!));
      expect(recomendacionPorReglas(i.softSkills, 7, 'plantilla').valor, nombre).toBe(
        i.softSkills.filter((s) => s.evaluado).length >= Math.ceil(i.softSkills.length / 2) &&
          i.softSkills.filter((s) => s.evaluado).reduce((a, s) => a + s.puntuacion!, 0) / i.softSkills.filter((s) => s.evaluado).length >= 7
          ? 'recomendado'
          : 'no_recomendado',
      );
    }
    // The strong candidate is recommended by the rule: the analyzer's recommendation is no longer always «No recomendado».
    expect(recomendacionPorReglas(INFORMES[0]!.i.softSkills, 7, 'plantilla').valor).toBe('recomendado');
    expect(recomendacionPorReglas(INFORMES[1]!.i.softSkills, 7, 'plantilla').valor).toBe('no_recomendado');
  });
});

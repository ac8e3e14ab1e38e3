// The built-in analyzer: for one design with three rubric competencies, strong STAR answers with
// figures score clearly above one-line vague ones and an empty transcript evaluates nothing; the
// output is deterministic, fits the report schema, quotes only the candidate's words (so the
// evidence check keeps it unchanged), treats demo answers as no answers, and never writes the word
// the product reads as a hiring decision.
import { describe, expect, it } from 'vitest';
import { InformeBorrador } from '../../../../shared/schemas/informe.js';
import { verificarEvidencias } from '../evidencia.js';
import { ANALIZADOR_VERSION, analizarIntegrado } from './analizador.js';
import type { EntradaAnalisis, TurnoTranscripcion } from '../tipos.js';
import { disenoPropio, entrevista } from '../../../../test/testing/entrevistas-prueba.js';

const RUBRICA = ['Liderazgo', 'Comunicación', 'Resolución de problemas'];

const DISENO = disenoPropio(
  RUBRICA,
  [
    ['Cuéntame una ocasión en la que lideraste un equipo y conseguiste un resultado.', 'Liderazgo'],
    ['¿Cómo motivas a un equipo ante un plazo ajustado?', 'liderazgo'],
    ['¿Cómo explicaste una mala noticia a un cliente?', 'Comunicación'],
    ['Describe un problema complejo que resolviste.', 'Resolución de problemas'],
    ['¿Qué haces cuando una solución no funciona?', 'Resolucion de problemas'],
  ],
  '¿Tienes alguna pregunta para nosotros?',
);

const FUERTES = [
  'En mi anterior empresa, una cadena de logística con 40 almacenes, trabajaba como coordinadora de operaciones cuando el equipo de reparto empezó a acumular retrasos. Mi objetivo era reducir los envíos tardíos antes del cierre del trimestre. Organicé reuniones diarias de quince minutos con los seis jefes de turno, decidí redistribuir las rutas según el volumen real de pedidos y propuse un tablero compartido para ver los incidentes en tiempo real. También hablé uno a uno con cada jefe de turno para acordar prioridades. En tres meses conseguimos reducir los envíos tardíos del 18 % al 6 %, y el resultado se mantuvo durante el resto del año.',
  'El año pasado, en un proyecto de migración de sistemas, teníamos que entregar en dos semanas lo que estaba previsto para un mes. Era responsable de un equipo de cinco personas. Lideré una sesión para dividir el trabajo en tareas de un día, asigné cada bloque según la experiencia de cada persona y negocié con el cliente retirar dos funcionalidades secundarias. Cada tarde revisé el avance con el equipo. Logramos entregar a tiempo, con solo 2 incidencias menores en producción, y el cliente amplió el contrato un 15 %.',
  'Cuando trabajaba en atención al cliente de una empresa de software, me encargaron comunicar a un cliente importante que su actualización se retrasaba 3 semanas. Preparé un resumen con las causas, el nuevo calendario y las medidas que íbamos a tomar, y llamé personalmente al responsable antes de enviar nada por escrito. Escuché sus preocupaciones, expliqué las opciones y acordé con él un informe semanal de avance. El resultado fue que el cliente renovó su contrato por 2 años y su valoración en la encuesta posterior mejoró de 6 a 8 puntos.',
  'En mi último puesto, el proceso de facturación fallaba cada fin de mes y generaba unas 200 facturas con errores. Mi tarea era encontrar la causa sin parar la operación. Analicé los registros de los últimos seis meses, detecté que el fallo aparecía al cruzar datos de dos sistemas con formatos de fecha distintos e implementé una validación previa en la importación. Además documenté el procedimiento para el resto del equipo. Redujimos los errores un 95 % en el primer mes y ahorramos unas 30 horas de trabajo manual al mes.',
  'Hace dos años, en un proyecto de automatización de pedidos, la primera solución que propuse no funcionó porque el proveedor cambió su formato de datos. Tenía que encontrar una alternativa en una semana. Reuní al equipo, revisé con ellos las hipótesis que habíamos descartado y probé tres enfoques en paralelo con datos reales. Elegí el más sencillo de mantener y lo validé con el proveedor. Al final conseguimos poner en marcha la integración con 4 días de retraso sobre el plan original y el tiempo de proceso de cada pedido bajó de 10 minutos a 2.',
  'Me gustaría saber cómo es el plan de formación de los primeros meses.',
];
const DEBILES = [
  'Sí, se me da bien liderar equipos.',
  'Intento motivar a la gente siempre.',
  'Hablo con claridad y sin problemas.',
  'Busco la solución y la aplico.',
  'Pruebo otra cosa hasta que funcione.',
  'No, ninguna pregunta por ahora.',
];

const entrada = (respuestas: string[], origen: TurnoTranscripcion['origen'] = 'texto'): EntradaAnalisis =>
  entrevista(DISENO, respuestas, origen);

const CONJUNTOS = { fuerte: entrada(FUERTES), debil: entrada(DEBILES), vacio: entrada([]) };
const informes = Object.fromEntries(Object.entries(CONJUNTOS).map(([k, e]) => [k, analizarIntegrado(e)])) as Record<
  keyof typeof CONJUNTOS,
  InformeBorrador
>;

/** Every quote is a verbatim part of the candidate's answer (or follow-up answer) of the turn it names. */
function citasLiterales(informe: InformeBorrador, e: EntradaAnalisis) {
  for (const s of informe.softSkills)
    for (const { cita, pregunta } of s.evidencia) {
      const t = e.turnos.find((x) => x.n === pregunta);
      expect(t?.origen).not.toBe('simulada');
      expect(
        [t?.respuesta, t?.repregunta?.respuesta].some((r) => r?.includes(cita)),
        cita,
      ).toBe(true);
      expect(cita.length).toBeLessThanOrEqual(300);
    }
}

describe('analizarIntegrado', () => {
  it('scores strong STAR answers with figures clearly above vague one-liners, and evaluates nothing without answers', () => {
    const puntos = (k: keyof typeof informes) => informes[k].softSkills.map((s) => s.puntuacion);
    expect(informes.fuerte.softSkills.map((s) => s.habilidad)).toEqual(RUBRICA);
    for (let i = 0; i < RUBRICA.length; i++) {
      const [fuerte, debil] = [puntos('fuerte')[i], puntos('debil')[i]];
      expect(fuerte).toBeGreaterThanOrEqual(7);
      expect(debil).toBeLessThanOrEqual(3);
      expect(fuerte! - debil!).toBeGreaterThanOrEqual(5);
    }
    expect(informes.fuerte.softSkills.map((s) => s.ancla)).toEqual(['alto', 'alto', 'alto']);
    expect(informes.debil.softSkills.map((s) => s.ancla)).toEqual(['bajo', 'bajo', 'bajo']);
    for (const s of informes.vacio.softSkills) {
      expect(s).toMatchObject({ puntuacion: null, evaluado: false, ancla: null, evidencia: [] });
      expect(s.justificacion).toMatch(/^Sin respuesta del candidato a las? preguntas? [\d y]+: no evaluado\.$/);
    }
  });

  it('says what it measured in each justification and in the summary', () => {
    // What was measured (D157): words of the question's topic, marks of concreteness, figures, the STAR
    // structure the question asks for, and the length.
    expect(informes.fuerte.softSkills[0].justificacion).toMatch(
      /^Responde 2 de 2 preguntas; \d+ palabras del tema de la pregunta; \d+ marcas de concreción \(nombres, momentos, razones, acciones\); \d+ cifras o plazos; estructura STAR: situación, tarea, acción y resultado; \d+ palabras\./,
    );
    // A one-liner is a minimal answer: the low anchor at most, and the justification says why.
    expect(informes.debil.softSkills[1].justificacion).toMatch(
      /^Responde 1 de 1 pregunta; .*sin cifras ni plazos;.*evasiva o mínima: como máximo 3\/10\.$/,
    );
    expect(informes.fuerte.resumenEjecutivo).toContain(ANALIZADOR_VERSION);
    expect(informes.fuerte.resumenEjecutivo).toContain('sin modelo de lenguaje');
    expect(informes.fuerte.resumenEjecutivo).toContain('reglas fijas');
    expect(informes.fuerte.resumenEjecutivo).toContain('Preguntas respondidas: 6 de 6.');
    expect(informes.fuerte.resumenEjecutivo).toContain('Competencias evaluadas: Liderazgo, Comunicación y Resolución de problemas.');
    expect(informes.vacio.resumenEjecutivo).toContain('Preguntas respondidas: 0 de 6.');
    // No tool is named in these answers: no technical skill, and the summary says so without claiming anything.
    for (const i of Object.values(informes)) {
      expect(i.hardSkills).toEqual([]);
      expect(i.resumenEjecutivo).toContain('Herramientas, tecnologías o métodos con nombre: el analizador no reconoce ninguno.');
    }
  });

  it('gives the same report for the same input', () => {
    for (const e of Object.values(CONJUNTOS)) expect(analizarIntegrado(structuredClone(e))).toEqual(analizarIntegrado(e));
  });

  it('fits the report schema', () => {
    for (const i of Object.values(informes)) expect(InformeBorrador.safeParse(i).success).toBe(true);
  });

  it('quotes only the candidate’s own words, which the evidence check keeps unchanged', () => {
    for (const [k, e] of Object.entries(CONJUNTOS)) {
      const informe = informes[k as keyof typeof informes];
      citasLiterales(informe, e);
      expect(verificarEvidencias(informe, e)).toEqual({ informe, descartadas: 0 });
    }
    const fuerte = informes.fuerte.softSkills;
    expect(fuerte.every((s) => s.evidencia.length >= 1 && s.evidencia.length <= 2)).toBe(true);
    // The most specific sentences: with results or figures.
    expect(fuerte[0].evidencia[0].cita).toBe(
      'En tres meses conseguimos reducir los envíos tardíos del 18 % al 6 %, y el resultado se mantuvo durante el resto del año.',
    );
  });

  it('cuts a long run-on sentence at a word boundary, still verbatim and still verified', () => {
    const larga = `${'Revisé los pedidos de cada semana con el equipo de almacén y '.repeat(8)}conseguimos reducir los errores un 30 %`;
    const respuestas = [...DEBILES];
    respuestas[2] = larga;
    const e = entrada(respuestas);
    const informe = analizarIntegrado(e);
    const [cita] = informe.softSkills[1].evidencia;
    expect(cita.cita.length).toBeLessThanOrEqual(300);
    expect(larga.startsWith(cita.cita)).toBe(true);
    expect(larga[cita.cita.length]).toBe(' ');
    citasLiterales(informe, e);
    expect(verificarEvidencias(informe, e).descartadas).toBe(0);
  });

  it('never cuts between a number and its " %" (the comparison reads "20 %" as "20%")', () => {
    // Character 300 is the space between '20' and '%': the cut must fall on an earlier space.
    const larga = `${'Redujimos los errores de facturación '.padEnd(294, 'cada semana ')} un 20 % con una validación previa en la importación`;
    expect(larga.slice(298, 302)).toBe('20 %');
    const respuestas = [...DEBILES];
    respuestas[3] = larga;
    const e = entrada(respuestas);
    const informe = analizarIntegrado(e);
    const [cita] = informe.softSkills[2].evidencia;
    expect(larga.startsWith(cita.cita)).toBe(true);
    expect(cita.cita.endsWith(' un')).toBe(true);
    expect(verificarEvidencias(informe, e)).toEqual({ informe, descartadas: 0 });
  });

  it('does not evaluate a competency whose answers hold no quotable sentence of 4 words', () => {
    const respuestas = [...DEBILES];
    respuestas[2] = 'Sí. Claro. Con calma.';
    const informe = analizarIntegrado(entrada(respuestas));
    expect(informe.softSkills[1]).toEqual({
      habilidad: 'Comunicación',
      puntuacion: null,
      evaluado: false,
      ancla: null,
      justificacion: 'No evaluado (la pregunta 3: la respuesta es evasiva o mínima).',
      evidencia: [],
    });
  });

  it('uses the follow-up’s answer as the candidate’s words, never the follow-up question', () => {
    const e = entrada(DEBILES);
    e.turnos[2].repregunta = {
      pregunta: '¿Puedes dar un ejemplo con datos, como reducir un 20 % los plazos?',
      respuesta: 'Expliqué el retraso al cliente y conseguimos renovar el contrato por 2 años.',
      proveedor: 'openai',
      modelo: 'gpt-test',
      generadaEn: '2025-03-01T10:01:00.000Z',
    };
    const informe = analizarIntegrado(e);
    expect(informe.softSkills[1].evidencia[0]).toEqual({ cita: e.turnos[2].repregunta.respuesta, pregunta: 2 });
    expect(informe.softSkills[1].puntuacion).toBeGreaterThan(informes.debil.softSkills[1].puntuacion!);
    citasLiterales(informe, e);
    expect(JSON.stringify(informe)).not.toContain('20 % los plazos');
  });

  it('lowers the score when part of a competency’s questions are unanswered (coverage)', () => {
    const informe = analizarIntegrado(entrada(FUERTES.map((r, i) => (i === 1 ? '' : r))));
    expect(informe.softSkills[0].justificacion).toMatch(/^Responde 1 de 2 preguntas;/);
    expect(informe.softSkills[0].puntuacion).toBeLessThan(informes.fuerte.softSkills[0].puntuacion!);
    expect(informe.resumenEjecutivo).toContain('Preguntas respondidas: 5 de 6.');
  });

  it('treats simulated (demo) answers as no answers: nothing is evaluated or quoted', () => {
    const informe = analizarIntegrado(entrada(FUERTES, 'simulada'));
    for (const s of informe.softSkills) {
      expect(s).toMatchObject({ puntuacion: null, evaluado: false, ancla: null, evidencia: [] });
      expect(s.justificacion).toMatch(/simulad/);
    }
    expect(informe.resumenEjecutivo).toContain('Preguntas respondidas: 0 de 6.');
  });

  it('concludes neutrally: strongest and weakest measure, a person reviews, never the word of a hiring decision', () => {
    for (const i of Object.values(informes)) {
      expect(i.conclusiones).not.toMatch(/recomendad/i);
      expect(JSON.stringify(i)).not.toMatch(/recomendad|emoci|personalidad|\bvoz\b|rostro|género|\bedad\b|nervios/i);
      expect(i.conclusiones).toContain('una persona debe revisar');
    }
    // Equal scores at the bottom are named together as a tie, never one picked among them.
    const mixto = analizarIntegrado(entrada([FUERTES[0], FUERTES[1], DEBILES[2], '', DEBILES[4]]));
    const [lid, com, res] = mixto.softSkills;
    expect(com.puntuacion).toBe(res.puntuacion);
    expect(mixto.conclusiones).toBe(
      `La competencia con mayor puntuación medida es «Liderazgo» (${lid.puntuacion}/10); empatan con la menor puntuación medida (${com.puntuacion}/10) «Comunicación» y «Resolución de problemas». ${mixto.conclusiones.slice(mixto.conclusiones.indexOf('Son medidas'))}`,
    );
  });

  it('suggests exploring weak or unevaluated competencies with their high anchor, or else verifying the evidence', () => {
    expect(informes.debil.recomendaciones).toHaveLength(3);
    expect(informes.debil.recomendaciones[0]).toMatch(
      /^Profundizar en «Liderazgo» \(\d\/10; falta: .+\): buscar evidencia de lo que describe el ancla alta de la rúbrica: «Ejemplos concretos con acciones y resultados»\.$/,
    );
    expect(informes.vacio.recomendaciones[2]).toMatch(
      /^Explorar «Resolución de problemas» \(no evaluada: sin respuesta a las preguntas 4 y 5\)/,
    );
    expect(informes.fuerte.recomendaciones).toEqual([
      'Verificar las evidencias con referencias o con una prueba práctica antes de tomar una decisión.',
    ]);
  });
});

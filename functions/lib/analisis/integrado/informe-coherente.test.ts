// The built-in analyzer's report never contradicts its own evidence (D77),
// checked as rules over interviews of every kind (test/testing/entrevistas-prueba.ts: strong STAR answers with
// figures, one-liners, a mixed candidate, a technical one who names tools, and a second design), plus
// a few written here that no fixture holds. The assertions are the rules, never the exact prose.
import { describe, expect, it } from 'vitest';
import { anclaDePuntuacion, type InformeBorrador } from '../../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../../shared/texto.js';
import {
  DEBIL,
  entrevista,
  FUERTE,
  MIXTO,
  PROFUNDIDAD,
  TECNICO,
  VOCACIONAL,
  VOCACIONAL_RESPUESTAS,
} from '../../../../test/testing/entrevistas-prueba.js';
import { verificarEvidencias } from '../evidencia.js';
import { normalizarCita } from '../lexico/texto-candidato.js';
import { analizarIntegrado } from './analizador.js';
import type { EntradaAnalisis } from '../tipos.js';

const ENTREVISTAS: Record<string, EntradaAnalisis> = {
  fuerte: entrevista(PROFUNDIDAD, FUERTE),
  debil: entrevista(PROFUNDIDAD, DEBIL),
  mixto: entrevista(PROFUNDIDAD, MIXTO),
  tecnico: entrevista(PROFUNDIDAD, TECNICO),
  vocacional: entrevista(VOCACIONAL, VOCACIONAL_RESPUESTAS),
  // A developer, in another design's words: tools the fixtures never name.
  desarrollo: entrevista(PROFUNDIDAD, [
    'Soy desarrolladora desde hace cinco años. Me interesa este puesto porque quiero trabajar en producto y aprender de un equipo más grande.',
    'Con el equipo de QA acordamos revisar juntos cada historia antes de empezarla y los errores en producción bajaron un 40 %.',
    'Cuando la aplicación empezó a ir lenta analicé las consultas, vi que faltaba un índice y lo añadí; el tiempo de respuesta pasó de 3 segundos a 300 milisegundos.',
    'Explico los cambios técnicos a negocio con un ejemplo de su día a día y les pido que me lo repitan con sus palabras.',
    '',
    '',
    '',
    'Programo en Python y uso SQL cada día para preparar los informes de ventas. Con Docker monté el entorno de pruebas y el despliegue pasó de una hora a 10 minutos. Trabajo con Jira y Scrum en sprints de dos semanas. Conozco Kubernetes.',
    'Me gustaría aprender arquitectura de sistemas.',
  ]),
};
const INFORMES = Object.fromEntries(Object.entries(ENTREVISTAS).map(([k, e]) => [k, analizarIntegrado(e)])) as Record<
  keyof typeof ENTREVISTAS,
  InformeBorrador
>;

const skill = (i: InformeBorrador, nombre: string) => i.softSkills.find((s) => s.habilidad === nombre)!;
const hard = (i: InformeBorrador, nombre: string) => i.hardSkills.find((h) => normalizarTexto(h.habilidad) === normalizarTexto(nombre));
const citas = (i: InformeBorrador, nombre: string) => skill(i, nombre).evidencia.map((e) => e.cita);
const todoElTexto = (i: InformeBorrador) =>
  [i.resumenEjecutivo, i.conclusiones, ...i.recomendaciones, ...i.softSkills.map((s) => s.justificacion)].join('\n');

describe('the technical skills the candidate names are in the report, with their quote and level', () => {
  it('SAP EWM, Excel, Power Query and 5S named with their use are hard skills with a quote that names them and a level', () => {
    const i = INFORMES.tecnico;
    for (const nombre of ['SAP EWM', 'Excel', 'Power Query', '5S']) {
      const h = hard(i, nombre);
      expect(h, nombre).toBeDefined();
      expect(h!.nivel, nombre).not.toBe('no_evaluado');
      expect(h!.evidencia.length).toBeGreaterThan(0);
      for (const e of h!.evidencia) expect(normalizarCita(e.cita)).toContain(normalizarCita(nombre));
    }
    // Described with a measured result ('bajaron un 30 %', 'pasó de 2 horas a 10 minutos'): advanced.
    expect(hard(i, '5S')!.nivel).toBe('avanzado');
    expect(hard(i, 'Power Query')!.nivel).toBe('avanzado');
  });

  it('a tool named without any use keeps its quote but its level is not evaluated (a claim is not evidence)', () => {
    expect(hard(INFORMES.tecnico, 'Power BI')).toMatchObject({ nivel: 'no_evaluado' });
    expect(hard(INFORMES.tecnico, 'Power BI')!.evidencia[0].cita).toContain('Power BI');
    // 'Domino SAP EWM. Manejo Excel avanzado.': named and claimed, never used.
    for (const nombre of ['SAP EWM', 'Excel']) expect(hard(INFORMES.mixto, nombre)).toMatchObject({ nivel: 'no_evaluado' });
    expect(hard(INFORMES.desarrollo, 'Kubernetes')).toMatchObject({ nivel: 'no_evaluado' });
  });

  it('use without a measured result is intermediate; tools the fixtures never name are found too', () => {
    expect(hard(INFORMES.fuerte, 'SAP EWM')!.nivel).toBe('intermedio');
    expect(hard(INFORMES.fuerte, 'Excel')!.nivel).toBe('intermedio');
    for (const nombre of ['Python', 'SQL', 'Docker', 'Jira', 'Scrum']) expect(hard(INFORMES.desarrollo, nombre), nombre).toBeDefined();
    expect(hard(INFORMES.desarrollo, 'Docker')!.nivel).toBe('avanzado');
    expect(hard(INFORMES.desarrollo, 'SQL')!.nivel).toBe('intermedio');
  });

  it('the summary, the technical section and the technical competency’s score agree', () => {
    const BANDA = { basico: 'bajo', intermedio: 'medio', avanzado: 'alto' } as const;
    for (const [k, i] of Object.entries(INFORMES)) {
      const conUso = i.hardSkills.filter((h) => h.nivel !== 'no_evaluado');
      // Every technical skill is in the summary, and nothing says the answers show none.
      for (const h of i.hardSkills) expect(i.resumenEjecutivo, k).toContain(h.habilidad);
      expect(todoElTexto(i), k).not.toMatch(/no muestran competencias técnicas|no infiere niveles/i);
      if (!i.hardSkills.length)
        expect(i.resumenEjecutivo, k).toContain('Herramientas, tecnologías o métodos con nombre: el analizador no reconoce ninguno.');
      const tecnica = i.softSkills.find((s) => /t[eé]cnic/i.test(s.habilidad));
      if (!tecnica || tecnica.puntuacion === null) continue;
      const mejor = (['avanzado', 'intermedio', 'basico'] as const).find((n) => conUso.some((h) => h.nivel === n));
      expect(tecnica.ancla, k).toBe(mejor ? BANDA[mejor] : 'bajo');
      expect(anclaDePuntuacion(tecnica.puntuacion)).toBe(tecnica.ancla);
    }
    expect(skill(INFORMES.tecnico, 'Conocimientos técnicos').ancla).toBe('alto');
    expect(skill(INFORMES.fuerte, 'Conocimientos técnicos').ancla).toBe('medio');
    expect(skill(INFORMES.debil, 'Conocimientos técnicos').puntuacion).toBeLessThanOrEqual(3);
  });

  it('every quote, technical ones included, is the candidate’s own words: the evidence check keeps the report unchanged', () => {
    for (const [k, i] of Object.entries(INFORMES))
      expect(verificarEvidencias(i, ENTREVISTAS[k]), k).toEqual({ informe: i, descartadas: 0 });
  });
});

describe('evidence comes from the passages that speak to the competency', () => {
  const TRAYECTORIA = 'Llevo 8 años en logística.';

  it('«Llevo 8 años en logística» is not evidence of motivation, and the actual motivation passage is quoted', () => {
    for (const k of ['debil', 'mixto'] as const) {
      for (const c of citas(INFORMES[k], 'Motivación por el puesto')) expect(normalizarCita(c)).not.toContain('llevo 8 anos');
    }
    expect(citas(INFORMES.mixto, 'Motivación por el puesto').some((c) => c.startsWith('Me atrae este puesto porque quiero'))).toBe(true);
    expect(citas(INFORMES.fuerte, 'Motivación por el puesto').every((c) => !c.startsWith('He trabajado nueve años'))).toBe(true);
    expect(citas(INFORMES.tecnico, 'Motivación por el puesto').every((c) => !c.startsWith('Soy técnico de logística'))).toBe(true);
  });

  it('background alone is evidence of nothing: a competency answered only with it is not evaluated', () => {
    const soloTrayectoria = analizarIntegrado(entrevista(PROFUNDIDAD, [TRAYECTORIA, ...DEBIL.slice(1, 8), '']));
    expect(skill(soloTrayectoria, 'Motivación por el puesto')).toMatchObject({ evaluado: false, puntuacion: null, evidencia: [] });
    expect(skill(soloTrayectoria, 'Motivación por el puesto').justificacion).toMatch(/trayectoria/);
    // The same rule in another design: 'Tengo 24 años y estudié…' is not evidence of interests.
    const todas = INFORMES.vocacional.softSkills.flatMap((s) => s.evidencia.map((e) => e.cita));
    expect(todas).not.toContain('Tengo 24 años y estudié Administración de Empresas.');
    expect(citas(INFORMES.vocacional, 'Intereses profesionales')[0]).toMatch(/^Lo que más disfruto/);
  });

  it('a competency no question asks about is evaluated only from passages that speak to it, and says where they come from', () => {
    const rubrica = [
      ...PROFUNDIDAD.rubrica,
      {
        competencia: 'Liderazgo',
        descripcion: 'Guiar a un equipo.',
        anclas: { bajo: 'b', medio: 'm', alto: 'Dirige y desarrolla a su equipo.' },
      },
    ];
    const fuerte = analizarIntegrado({ ...ENTREVISTAS.fuerte, rubrica });
    const liderazgo = skill(fuerte, 'Liderazgo');
    expect(liderazgo.evaluado).toBe(true);
    expect(liderazgo.justificacion).toMatch(/la evidencia viene de las? preguntas? [\d y,]+, que habla/);
    expect(verificarEvidencias(fuerte, { ...ENTREVISTAS.fuerte, rubrica }).descartadas).toBe(0);
    // One-liners that never speak to it: not evaluated.
    expect(skill(analizarIntegrado({ ...ENTREVISTAS.debil, rubrica }), 'Liderazgo').evaluado).toBe(false);
  });
});

describe('recommendations are specific; ties are named as ties', () => {
  it('each recommendation names its competency, what was missing and the rubric’s high anchor — not one template repeated', () => {
    for (const [k, i] of Object.entries(INFORMES)) {
      const rubrica = ENTREVISTAS[k].rubrica;
      expect(new Set(i.recomendaciones).size, k).toBe(i.recomendaciones.length);
      const restos = new Set<string>();
      for (const r of i.recomendaciones) {
        const c = rubrica.find((x) => r.includes(`«${x.competencia}»`));
        if (!c) continue;
        expect(r, k).toContain(c.anclas.alto.replace(/\.$/, ''));
        expect(r, k).toMatch(/falta: |no evaluada: /);
        restos.add(r.replace(`«${c.competencia}»`, '').replace(c.anclas.alto.replace(/\.$/, ''), ''));
      }
      // With different gaps, the texts differ beyond the competency's name and anchor.
      if (k === 'mixto' || k === 'tecnico') expect(restos.size, k).toBeGreaterThan(1);
    }
    expect(
      INFORMES.mixto.recomendaciones.some((r) => r.startsWith('Explorar «Iniciativa» (no evaluada: sin respuesta a la pregunta 7)')),
    ).toBe(true);
    expect(INFORMES.tecnico.recomendaciones).toContain('Comprobar «Power BI» con un caso práctico: la nombra sin describir cómo la usa.');
  });

  it('the conclusions name every competency tied at the top or at the bottom, never one picked among equals', () => {
    for (const [k, i] of Object.entries(INFORMES)) {
      const medidas = i.softSkills.filter((s) => s.puntuacion !== null);
      if (medidas.length < 2) continue;
      const frase = i.conclusiones.split(/(?<=\.) /)[0];
      for (const extremo of [Math.max, Math.min]) {
        const puntos = extremo(...medidas.map((s) => s.puntuacion!));
        const grupo = medidas.filter((s) => s.puntuacion === puntos);
        for (const s of grupo) expect(frase, k).toContain(`«${s.habilidad}»`);
        if (grupo.length > 1) expect(frase, k).toMatch(/empat/i);
      }
    }
    // A tie made on purpose: the same answer to two competencies' questions.
    const igual = FUERTE[1];
    const empate = analizarIntegrado(entrevista(PROFUNDIDAD, [...FUERTE.slice(0, 3), igual, ...FUERTE.slice(4)]));
    expect(empate.conclusiones).toMatch(/empat/i);
    expect(empate.conclusiones).not.toMatch(/recomendad/i);
  });
});

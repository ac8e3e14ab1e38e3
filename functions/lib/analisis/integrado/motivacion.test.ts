// A motivation-like competency is measured by how specific its motive is, not by STAR parts or
// figures (D77): a motive that names what the candidate wants to do in the
// role, ties it to the position, gives a reason and says what they bring is not a generic motive, and
// the score's band, its anchor, the first quote and the summary say the same. Background ('Llevo 8 años
// en logística') is never quoted as a motive. The executive summary opens with what the candidate
// showed; the note on the method follows. Assertions are the rules, never exact prose.
import { describe, expect, it } from 'vitest';
import { anclaDePuntuacion, type InformeBorrador } from '../../../../shared/schemas/informe.js';
import { DEBIL, entrevista, FUERTE, PROFUNDIDAD } from '../../../../test/testing/entrevistas-prueba.js';
import { verificarEvidencias } from '../evidencia.js';
import { normalizarCita } from '../lexico/texto-candidato.js';
import { analizarIntegrado } from './analizador.js';
import { esCompetenciaMotivacional, motivoDe } from '../lexico/vocabulario.js';

const MOTIVACION = 'Motivación por el puesto';
const GENERICA = 'Pues crecer un poco, no sé.';
/** The answer a new customer's candidate gave to the motivation question (the case behind D77). */
const CLIENTE =
  'He trabajado nueve años en operaciones de almacén, los últimos cuatro como responsable de turno en un centro de 60 personas. Me atrae esta posición porque quiero coordinar varios centros y aplicar lo que aprendí mejorando procesos.';

/** The deep-interview design answered with these two motivation answers (questions 1 and 9) and one-liners elsewhere. */
const conMotivos = (apertura: string, cierre: string) => entrevista(PROFUNDIDAD, [apertura, ...DEBIL.slice(1, 8), cierre]);
const motivacion = (i: InformeBorrador) => i.softSkills.find((s) => s.habilidad === MOTIVACION)!;

describe('a specific motive is not a generic one: the score’s band agrees with the quote shown', () => {
  it('the customer’s answer scores in a middle or high band, its first quote is the motive and not the background', () => {
    for (const cierre of [GENERICA, '']) {
      const e = conMotivos(CLIENTE, cierre);
      const i = analizarIntegrado(e);
      const s = motivacion(i);
      expect(s.evaluado).toBe(true);
      expect(s.puntuacion).toBeGreaterThanOrEqual(4);
      expect(s.ancla).not.toBe('bajo');
      expect(s.ancla).toBe(anclaDePuntuacion(s.puntuacion!));
      expect(s.evidencia[0].cita).toMatch(/^Me atrae esta posición porque quiero coordinar varios centros/);
      for (const ev of s.evidencia) expect(ev.cita).not.toMatch(/^He trabajado/);
      // What the motive shows, not STAR parts or figures a motive cannot have.
      expect(s.justificacion).not.toMatch(/STAR|cifras o plazos/);
      expect(verificarEvidencias(i, e).descartadas).toBe(0);
    }
  });

  it('a generic motive stays low, whatever the position it is said of', () => {
    for (const generica of [
      GENERICA,
      'Quiero crecer profesionalmente y aprender cosas nuevas.',
      'Busco un trabajo estable y con buen ambiente.',
      'Quiero cambiar de aires.',
      'Me interesa este puesto porque está cerca de casa y el horario es bueno.',
    ]) {
      const s = motivacion(analizarIntegrado(conMotivos(generica, GENERICA)));
      expect(s.puntuacion, generica).not.toBeNull();
      expect(s.puntuacion!, generica).toBeLessThanOrEqual(3);
      expect(s.ancla, generica).toBe('bajo');
    }
  });

  it('background is not quoted as motivation evidence, even when it holds a word of the family', () => {
    const ESPECIFICA = 'Quiero este puesto porque me permitiría llevar la planificación de rutas de toda la zona norte.';
    for (const trayectoria of [
      'Llevo 8 años en logística.',
      'Llevo 8 años de carrera en logística.',
      'Tengo 12 años de experiencia y mucha motivación.',
    ]) {
      const i = analizarIntegrado(conMotivos(trayectoria, ESPECIFICA));
      const s = motivacion(i);
      for (const ev of s.evidencia) expect(normalizarCita(ev.cita), trayectoria).not.toMatch(/^(?:llevo|tengo) \d+ anos/);
      expect(s.evidencia[0].cita).toBe(ESPECIFICA);
      expect(s.ancla, trayectoria).not.toBe('bajo');
    }
    // Background alone: not evaluated (nothing said is a motive).
    const sola = motivacion(analizarIntegrado(conMotivos('Llevo 8 años de carrera en logística.', '')));
    expect(sola).toMatchObject({ evaluado: false, puntuacion: null, evidencia: [] });
  });

  it('an unseen specific motive, in other words, is high; wanting to learn something concrete alone is medium', () => {
    const concreta =
      'Lo que me atrae de vuestra empresa es la apuesta por la venta online: quiero montar el servicio de atención por chat y ya monté uno parecido para una cadena de tiendas.';
    const s = motivacion(analizarIntegrado(conMotivos(concreta, GENERICA)));
    expect(s.ancla).toBe('alto');
    expect(s.evidencia[0].cita).toBe(concreta);

    const relacionada = motivacion(analizarIntegrado(conMotivos('Me gustaría aprender a negociar con proveedores internacionales.', '')));
    expect(relacionada.ancla).toBe('medio');
  });

  it('the motive’s parts are read by rule: what they want to do, the position, a reason, what they bring', () => {
    expect(motivoDe('Me atrae esta posición porque quiero coordinar varios centros y aplicar lo que aprendí.')).toMatchObject({
      puesto: true,
      contenido: true,
      razon: true,
      aporta: true,
      nivel: 'concreto',
    });
    expect(motivoDe(GENERICA).nivel).toBe('generico');
    expect(motivoDe('Me gustaría crecer y aprender en un buen ambiente.').nivel).toBe('generico');
    expect(motivoDe('Me interesa esta posición por el sueldo.').nivel).toBe('generico');
    expect(esCompetenciaMotivacional({ competencia: MOTIVACION })).toBe(true);
    expect(esCompetenciaMotivacional({ competencia: 'Trabajo en equipo', descripcion: 'Colaborar con otras personas.' })).toBe(false);
  });
});

describe('the executive summary opens with the candidate, and agrees with the scores', () => {
  it('it opens with what the answers showed, band by band, and the note on the method follows', () => {
    for (const respuestas of [FUERTE, DEBIL, [CLIENTE, ...DEBIL.slice(1)]]) {
      const i = analizarIntegrado(entrevista(PROFUNDIDAD, respuestas));
      const primera = i.resumenEjecutivo.split(/(?<=\.) /)[0];
      expect(primera).not.toMatch(/reglas fijas|analizador|modelo de lenguaje|Toma como evidencia/);
      expect(primera).toMatch(/respuestas del candidato/);
      expect(i.resumenEjecutivo).toMatch(/reglas fijas/);
      for (const s of i.softSkills.filter((x) => x.puntuacion !== null)) {
        const tramo = primera.split(/; /).find((t) => t.includes(`«${s.habilidad}» (${s.puntuacion}/10)`));
        expect(tramo, s.habilidad).toMatch(new RegExp(`de nivel ${s.ancla} en`));
      }
    }
  });
});

// Technical skills (D77): the tools, technologies and methods the candidate names
// (lexico/herramientas.ts), each with its quote and the level its use shows. A technical rubric competency's
// score stays in the band of the best level shown, so the summary, the section and the score say the
// same; a tool named without any use is not evaluated, and the recommendations ask to check it.
import type { Evidencia, HardSkill } from '../../../../shared/schemas/informe.js';
import { citaEnTexto, normalizarCita } from '../lexico/texto-candidato.js';
import { type Frase, MAX_CITA, recortar } from '../lexico/frases.js';
import { herramientasEn, nivelDe, ORDEN_NIVEL, type NivelHerramienta } from '../lexico/herramientas.js';
import { MAX_CITAS } from './citas.js';
import { listar } from '../lexico/redactar.js';

const MAX_HARD_SKILLS = 20;

export interface Tecnica {
  nombre: string;
  nivel: NivelHerramienta;
  evidencia: Evidencia[];
}

/** The words from the start of one sentence to the end of another of the same answer, verbatim. */
const tramo = (a: Frase, b: Frase) => a.fuente.slice(a.inicio, b.fin);

/**
 * A quote that holds the tool's name: its sentence, or with the next (or previous) sentence when it
 * is too short to quote ('Domino SAP EWM.'); a sentence too long is cut around the name.
 */
function citaHerramienta(frases: Frase[], k: number, nivelDeLaSiguiente: boolean, nombre: string): string | null {
  const f = frases[k];
  const opciones = [
    nivelDeLaSiguiente && frases[k + 1] ? tramo(f, frases[k + 1]) : f.texto,
    ...(frases[k + 1] ? [tramo(f, frases[k + 1])] : []),
    ...(frases[k - 1] ? [tramo(frases[k - 1], f)] : []),
  ];
  for (const o of opciones) {
    const cita = o.length <= MAX_CITA ? o : ventana(o, nombre);
    if (cita && citaEnTexto(cita, f.fuente)) return cita;
  }
  return null;
}

/** At most MAX_CITA characters of a long passage around a name, cut at spaces. */
function ventana(texto: string, nombre: string): string {
  const i = Math.max(0, texto.toLowerCase().indexOf(nombre.toLowerCase()));
  const desde = i <= 100 ? 0 : texto.lastIndexOf(' ', i - 100) + 1;
  return recortar(texto.slice(desde));
}

/** Every tool, technology or method the candidate names, with the best level its quotes show. */
export function tecnicas(frases: Frase[][]): Tecnica[] {
  const porNombre = new Map<string, Tecnica>();
  for (const respuesta of frases)
    respuesta.forEach((f, k) => {
      const menciones = herramientasEn(f.texto);
      if (!menciones.length) return;
      // 'Domino SAP EWM y Excel. Con ellos preparé…': the next sentence may say the use of the tools a
      // sentence lists without one, when it names no other tool (D157: for every tool of the list).
      const siguiente = respuesta[k + 1];
      const libreSiguiente = !!siguiente && !herramientasEn(siguiente.texto).length;
      for (const { nombre } of menciones) {
        let nivel = nivelDe(f.texto, nombre);
        let conSiguiente = false;
        if (libreSiguiente && ORDEN_NIVEL[nivel] < ORDEN_NIVEL.intermedio) {
          const juntos = nivelDe(tramo(f, siguiente), nombre);
          if (ORDEN_NIVEL[juntos] > ORDEN_NIVEL[nivel]) {
            nivel = juntos;
            conSiguiente = true;
          }
        }
        const cita = citaHerramienta(respuesta, k, conSiguiente, nombre);
        if (!cita) continue;
        const clave = normalizarCita(nombre);
        const t = porNombre.get(clave) ?? { nombre, nivel, evidencia: [] };
        if (ORDEN_NIVEL[nivel] > ORDEN_NIVEL[t.nivel]) t.nivel = nivel;
        const repetida = t.evidencia.some((e) => normalizarCita(e.cita) === normalizarCita(cita));
        if (!repetida && t.evidencia.length < MAX_CITAS) t.evidencia.push({ cita, pregunta: f.pregunta });
        porNombre.set(clave, t);
      }
    });
  return [...porNombre.values()].slice(0, MAX_HARD_SKILLS);
}

const NIVEL_TEXTO: Record<NivelHerramienta, string> = {
  avanzado: 'avanzado',
  intermedio: 'intermedio',
  basico: 'básico',
  no_evaluado: 'no evaluado',
};

const JUSTIFICACION_NIVEL: Record<NivelHerramienta, string> = {
  avanzado: 'Describe cómo la usa, con un resultado medido: nivel avanzado.',
  intermedio: 'Describe cómo la usa en su trabajo, sin un resultado medido: nivel intermedio.',
  basico: 'Describe cómo la usa y lo califica de básico: nivel básico.',
  no_evaluado: 'La nombra sin describir cómo la usa: nivel no evaluado.',
};

export const hardSkill = (t: Tecnica): HardSkill => ({
  habilidad: t.nombre,
  nivel: t.nivel,
  justificacion: `${JUSTIFICACION_NIVEL[t.nivel]} Identificada por reglas (nombre y uso descrito), no por un modelo de lenguaje.`,
  evidencia: t.evidencia,
});

/** The best level shown, or null when no tool's use is described. */
function mejorNivel(ts: Tecnica[]): Exclude<NivelHerramienta, 'no_evaluado'> | null {
  const mejor = ts.reduce<NivelHerramienta>((a, t) => (ORDEN_NIVEL[t.nivel] > ORDEN_NIVEL[a] ? t.nivel : a), 'no_evaluado');
  return mejor === 'no_evaluado' ? null : mejor;
}

/** The score band of each level, the rubric's anchors: basic or none is low, intermediate medium, advanced high. */
const FRANJA: Record<Exclude<NivelHerramienta, 'no_evaluado'> | 'ninguno', [number, number]> = {
  ninguno: [0, 3],
  basico: [0, 3],
  intermedio: [4, 6],
  avanzado: [7, 10],
};

/**
 * The band a technical competency's score stays in: the best level its tools show; when no named tool
 * shows a use, what its own answers show (D157: a quoted example with a measured result is never kept
 * in the low band because the analyzer's catalogue does not know the tool's name).
 */
function franjaTecnica(ts: Tecnica[], ejemplo: 'medido' | 'uso' | null): [number, number] {
  const mejor = mejorNivel(ts);
  if (mejor && mejor !== 'basico') return FRANJA[mejor];
  if (ejemplo === 'medido') return [0, 10];
  if (ejemplo === 'uso') return [0, 6];
  return FRANJA[mejor ?? 'ninguno'];
}

/** A technical competency's score kept in its band (franjaTecnica). */
export function enFranjaTecnica(puntuacion: number, ts: Tecnica[], ejemplo: 'medido' | 'uso' | null = null): number {
  const [min, max] = franjaTecnica(ts, ejemplo);
  return Math.max(min, Math.min(max, puntuacion));
}

/** What a technical competency's justification adds: the tools, or the example, behind its band. */
export function justificacionTecnica(ts: Tecnica[], ejemplo: 'medido' | 'uso' | null = null): string {
  const conUso = ts.filter((t) => t.nivel !== 'no_evaluado').map((t) => `${t.nombre} (${NIVEL_TEXTO[t.nivel]})`);
  const mejor = mejorNivel(ts);
  if (mejor && mejor !== 'basico')
    return ` Herramientas, tecnologías o métodos con uso descrito: ${listar(conUso)}; la puntuación queda en la franja del mejor nivel.`;
  if (ejemplo === 'medido')
    return ` ${conUso.length ? `Herramientas con uso descrito: ${listar(conUso)}. ` : ''}Describe un ejemplo de aplicación con un resultado medido (aunque el analizador no reconozca el nombre de cada herramienta): la puntuación no se limita a la franja baja.`;
  if (ejemplo === 'uso')
    return ` ${conUso.length ? `Herramientas con uso descrito: ${listar(conUso)}. ` : ''}Describe un ejemplo de aplicación sin un resultado medido: como máximo, nivel medio.`;
  return conUso.length
    ? ` Herramientas, tecnologías o métodos con uso descrito: ${listar(conUso)}; la puntuación queda en la franja del mejor nivel.`
    : ' El analizador no reconoce en las respuestas herramientas, tecnologías ni métodos con su uso descrito, ni un ejemplo de aplicación: como máximo, nivel bajo.';
}

export function resumenTecnicas(ts: Tecnica[]): string {
  const conUso = ts.filter((t) => t.nivel !== 'no_evaluado');
  const sinUso = ts.filter((t) => t.nivel === 'no_evaluado');
  return [
    conUso.length
      ? `Competencias técnicas con uso descrito: ${listar(conUso.map((t) => `${t.nombre} (${NIVEL_TEXTO[t.nivel]})`))}.`
      : 'Herramientas, tecnologías o métodos con nombre: el analizador no reconoce ninguno.',
    sinUso.length ? `Nombradas sin describir su uso (no evaluadas): ${listar(sinUso.map((t) => t.nombre))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

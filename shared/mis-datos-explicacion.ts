// How the AI was used in one interview, in plain Spanish, for the candidate it is about (D152; EU AI
// Act Art. 86: an explanation of the AI's role and the main elements of the decision; GDPR Art. 15(1)(h)).
// Built from what the interview stores and nothing else: which steps an AI took part in (follow-up
// questions, the voice transcription, the report, the text analysis), which provider and model or the
// built-in analyzer, what was scored and on how many literal quotes, and who decided. Pure: the server
// puts it in «Mis datos» (the page, the JSON and the PDF say the same words).
import { enVariante, type VarianteEspanol } from './espanol.js';
import type { InformeTitular } from './schemas/mis-datos.js';

/** What the explanation reads of an interview (the «Mis datos» shape, EntrevistaTitular). */
export interface EntrevistaExplicable {
  servicio: string;
  estado: string;
  simulada: boolean;
  respuestas: ReadonlyArray<{
    origen: string | null;
    repregunta: { metodo?: string; proveedor: string | null; modelo: string | null } | null;
    senales?: unknown;
  }>;
  informe: InformeTitular | null;
  revision: {
    actual: {
      decision: string;
      revisadaPor: string;
      puntuacionesAjustadas: ReadonlyArray<{ puntuacion: number; puntuacionIA: number | null }>;
    };
  } | null;
}

const PROVEEDOR: Record<string, string> = { openai: 'OpenAI', claude: 'Anthropic (Claude)' };
const MOTIVO: Record<string, string> = {
  sin_clave: 'la empresa no tenía configurado ningún proveedor de IA',
  proveedor_fallido: 'el proveedor de IA no respondió',
  respuesta_invalida: 'la respuesta del modelo de lenguaje no era válida',
  rechazo: 'el modelo de lenguaje no quiso hacerlo',
  sin_herramienta: 'el modelo de lenguaje no rellenó el informe',
  simulada: 'era una entrevista simulada',
  ia_pausada: 'la empresa tenía en pausa los modelos de lenguaje',
};
const DECISION: Record<string, string> = { recomendado: 'recomendado', no_recomendado: 'no recomendado', en_duda: 'en duda' };

const veces = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;
const proveedor = (p: string | null | undefined) => (p ? (PROVEEDOR[p] ?? p) : 'un proveedor de IA');

/** Paragraphs (empty for an interview not taken yet: no AI has done anything), in the candidate's Spanish (D215). */
export function explicarUsoIA(x: EntrevistaExplicable, empresa: string, variante: VarianteEspanol = 'es'): string[] {
  return parrafos(x, empresa).map((t) => enVariante(t, variante));
}

function parrafos(x: EntrevistaExplicable, empresa: string): string[] {
  if (x.estado === 'programada' || x.estado === 'cancelada') return [];
  const p: string[] = [];
  if (x.simulada) p.push('Esta entrevista fue una simulación de demostración: las respuestas las generó Talentia, no son ‹tuyas›.');
  p.push(`Las preguntas las preparó ${empresa} en la plantilla «${x.servicio}»; el asistente ‹te› las presentó una a una.`);

  // D158: a follow-up of the template's rules is no model's, and is said apart.
  const deReglas = x.respuestas.filter((r) => r.repregunta?.metodo === 'integrado');
  const repreguntas = x.respuestas.filter((r) => r.repregunta && r.repregunta.metodo !== 'integrado');
  if (repreguntas.length === 0 && deReglas.length === 0) p.push('El asistente no ‹te› hizo preguntas de seguimiento.');
  if (repreguntas.length > 0) {
    const modelos = [
      ...new Set(
        repreguntas.map((r) => `${proveedor(r.repregunta?.proveedor)}${r.repregunta?.modelo ? `, modelo ${r.repregunta.modelo}` : ''}`),
      ),
    ];
    p.push(
      `El asistente ‹te› hizo ${veces(repreguntas.length, 'pregunta de seguimiento', 'preguntas de seguimiento')}: las escribió un modelo de lenguaje (${modelos.join('; ')}) a partir de ‹tu› respuesta anterior, sin ‹tu› nombre.`,
    );
  }
  if (deReglas.length > 0)
    p.push(
      `${repreguntas.length > 0 ? 'Además, el' : 'El'} asistente ‹te› hizo ${veces(deReglas.length, 'pregunta de seguimiento fija', 'preguntas de seguimiento fijas')} de la plantilla, sin modelos de lenguaje: las reglas de la plantilla piden repreguntar cuando a un ejemplo le falta lo que ‹hiciste› ‹tú›, el resultado o la situación.`,
    );
  if (x.respuestas.some((r) => r.senales))
    p.push(
      'Mientras ‹respondías›, la página anotó de cada respuesta si ‹pegaste› texto y cuánto, cuántas veces ‹saliste› de la página y el tiempo en pantalla (los ‹ves› junto a cada respuesta). Son datos para la persona que revisa: no cambian por sí solos ninguna puntuación ni decisión, y no se usan para deducir nada sobre ‹ti›.',
    );
  const porVoz = x.respuestas.filter((r) => r.origen === 'voz').length;
  if (porVoz > 0)
    p.push(
      `${veces(porVoz, 'respuesta la ‹diste›', 'respuestas las ‹diste›')} por voz: un servicio de reconocimiento de voz la pasó a texto y la grabación se borró después; se guarda el texto, que ‹pudiste› corregir.`,
    );

  const i = x.informe;
  if (!i) {
    p.push(
      x.estado === 'en_progreso'
        ? 'La entrevista no ha terminado: todavía no hay informe.'
        : 'Todavía no hay informe de esta entrevista: cuando lo haya, lo ‹verás› aquí con sus citas.',
    );
    return p;
  }
  const pr = i.procedencia;
  if (pr.metodo === 'proveedor')
    p.push(
      `El informe lo redactó un modelo de lenguaje (${proveedor(pr.proveedor)}, modelo ${pr.modelo}) con ‹tus› respuestas, sin ‹tu› nombre, siguiendo la rúbrica de la plantilla${pr.rubricaVersion !== null ? ` (versión ${pr.rubricaVersion})` : ''}.`,
    );
  else
    p.push(
      `El informe lo preparó el analizador automático de Talentia${pr.analizadorVersion ? ` (${pr.analizadorVersion})` : ''}, sin modelos de lenguaje: busca en ‹tus› respuestas los comportamientos que describe la rúbrica de la plantilla y mide su estructura${pr.motivoIntegrado ? `. Se usó porque ${MOTIVO[pr.motivoIntegrado] ?? pr.motivoIntegrado}` : ''}.`,
    );

  const evaluadas = i.softSkills.filter((s) => s.evaluado);
  const sinValorar = i.softSkills.length - evaluadas.length;
  const citas = i.softSkills.reduce((n, s) => n + s.evidencia.length, 0) + i.hardSkills.reduce((n, s) => n + s.evidencia.length, 0);
  if (i.softSkills.length > 0 && evaluadas.length === 0)
    p.push('Ninguna capacidad pudo valorarse: ‹tus› respuestas no daban citas para ello, y no se adivina una puntuación.');
  else if (i.softSkills.length > 0)
    p.push(
      `${evaluadas.length === 1 ? 'Se valoró' : 'Se valoraron'} ${veces(evaluadas.length, 'capacidad', 'capacidades')} de 0 a 10${evaluadas.length ? ` (${evaluadas.map((s) => s.habilidad).join(', ')})` : ''}; cada puntuación se apoya en frases literales de ‹tus› respuestas (${veces(citas, 'cita', 'citas')} en total) y en el nivel de la rúbrica que esas frases describen.${sinValorar > 0 ? ` ${veces(sinValorar, 'capacidad quedó', 'capacidades quedaron')} sin valorar porque ‹tus› respuestas no daban citas para ello: no se adivina una puntuación.` : ''}`,
    );
  if (pr.citasDescartadas > 0)
    p.push(
      `Se ${pr.citasDescartadas === 1 ? 'descartó 1 cita' : `descartaron ${pr.citasDescartadas} citas`} que no estaban en ‹tus› respuestas.`,
    );
  if (i.analisisTexto)
    p.push(
      'Un análisis automático del texto midió solo cómo están escritas ‹tus› respuestas: el tono de las palabras, si las ideas están ordenadas y si el lenguaje es adecuado para un contexto profesional. No se analizan ‹tu› voz, ‹tu› cara ni ‹tus› emociones.',
    );

  const r = x.revision?.actual;
  if (r) {
    const cambiadas = r.puntuacionesAjustadas.filter((a) => a.puntuacionIA !== null && a.puntuacionIA !== a.puntuacion).length;
    p.push(
      `Una persona de ${empresa} (${r.revisadaPor}) revisó el informe y decidió: ${DECISION[r.decision] ?? r.decision}.${cambiadas > 0 ? ` Cambió ${veces(cambiadas, 'puntuación', 'puntuaciones')} de las del informe.` : ''} La IA no decide: propone, y la decisión es de una persona.`,
    );
  } else p.push(`Ninguna persona ha revisado todavía el informe. La IA no decide: la decisión la toma una persona de ${empresa}.`);
  return p;
}

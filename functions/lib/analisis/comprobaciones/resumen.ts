// What the reviewer reads of the checks (D157): one neutral sentence per kind of flag, and the report's
// «Señales de integridad» — the flags, their summary and, beside a model's report, each competency it
// scored high on flagged answers only.
import type { TurnoTranscripcion } from '../../../../shared/schemas/entrevista.js';
import type { InformeBorrador } from '../../../../shared/schemas/informe.js';
import { type Discrepancia, type Integridad, esMarcaSenalada, type Marca, type TipoMarca } from '../../../../shared/schemas/integridad.js';
import { listar, preguntasTexto } from '../lexico/redactar.js';
import { lineaPegadasEnteras, pegadaEntera } from '../../../../shared/senales-texto.js';
import type { Comprobacion } from './tipos.js';

const RESUMEN: Record<TipoMarca, (n: number, total: number) => string> = {
  otra_pregunta: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'parece responder' : 'parecen responder'} a otra pregunta`,
  repite_pregunta: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'repite' : 'repiten'} la pregunta sin añadir nada propio`,
  requisitos: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'enumera' : 'enumeran'} requisitos de un puesto en lugar de una experiencia`,
  generica: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'es genérica' : 'son genéricas'}: sin un caso concreto`,
  no_pertinente: (n, t) => `${n} de ${t} respuestas no ${n === 1 ? 'trata' : 'tratan'} de lo que se preguntó`,
  lista_terminos: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'es una lista' : 'son listas'} de términos sin una situación`,
  relleno: (n, t) =>
    `${n} de ${t} respuestas ${n === 1 ? 'repite frases o se rellena' : 'repiten frases o se rellenan'} sin decir nada concreto`,
  instrucciones: (n, t) =>
    `${n} de ${t} respuestas ${n === 1 ? 'contiene' : 'contienen'} instrucciones al evaluador, que no cuentan como evidencia`,
  repetida: () => '',
  otro_idioma: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'está escrita' : 'están escritas'} en otro idioma`,
  sin_texto: (n, t) => `${n} de ${t} respuestas no ${n === 1 ? 'tiene' : 'tienen'} texto que leer`,
  evasiva: (n, t) => `${n} de ${t} respuestas ${n === 1 ? 'es evasiva o mínima' : 'son evasivas o mínimas'}`,
};

/** Neutral sentences for the reviewer, one per kind of flag (each repeated text named with its questions). */
export function resumenMarcas(marcas: Marca[], respuestas: number): string[] {
  const out: string[] = [];
  const tipos = [...new Set(marcas.map((m) => m.tipo))];
  for (const tipo of tipos) {
    if (tipo === 'repetida') {
      const grupos = new Set(marcas.filter((m) => m.tipo === 'repetida').map((m) => (m.relacionadas ?? []).join(',')));
      for (const g of grupos) out.push(`La misma respuesta en ${preguntasTexto(g.split(',').map(Number))}`);
      continue;
    }
    const n = new Set(marcas.filter((m) => m.tipo === tipo).map((m) => m.pregunta)).size;
    let frase = RESUMEN[tipo](n, respuestas);
    if (tipo === 'otro_idioma') {
      const idiomas = [...new Set(marcas.filter((m) => m.tipo === tipo && m.idioma).map((m) => m.idioma!))];
      if (idiomas.length) frase += ` (${listar(idiomas)})`;
    }
    out.push(frase);
  }
  return out.slice(0, 20);
}

/**
 * The report's «Señales de integridad»: the flags, their summary and — beside a model's report — each
 * competency it scored 7 or more whose every quote comes from a flagged answer.
 */
export function integridadDelInforme(
  c: Comprobacion,
  informe: Pick<InformeBorrador, 'softSkills'>,
  turnos: readonly Pick<TurnoTranscripcion, 'n' | 'respuesta' | 'senales'>[] = [],
): Integridad {
  // Answers the candidate's page noted as pasted whole (issue 65 item 3): counted and summed up beside
  // the flags; a signal, not a flag, so no quote, score or discrepancy depends on it (D158).
  const pegadas = turnos.filter((t) => pegadaEntera(t.senales, t.respuesta)).map((t) => t.n);
  const marcadas = new Map<number, TipoMarca[]>();
  for (const m of c.marcas) if (esMarcaSenalada(m.tipo)) marcadas.set(m.pregunta, [...(marcadas.get(m.pregunta) ?? []), m.tipo]);
  const discrepancias: Discrepancia[] = informe.softSkills
    .filter((s) => s.evaluado && s.puntuacion !== null && s.puntuacion >= 7 && s.evidencia.length > 0)
    .filter((s) => s.evidencia.every((e) => marcadas.has(e.pregunta)))
    .map((s) => {
      const preguntas = [...new Set(s.evidencia.map((e) => e.pregunta))].sort((a, b) => a - b);
      return {
        habilidad: s.habilidad,
        puntuacion: s.puntuacion!,
        preguntas,
        detalle: `«${s.habilidad}» tiene ${s.puntuacion}/10, pero toda su evidencia está en respuestas marcadas (${preguntasTexto(preguntas)}): la puntuación y las comprobaciones no coinciden.`,
      };
    })
    .slice(0, 20);
  return {
    version: c.version,
    pertinencia: c.pertinencia,
    respuestas: c.respuestas,
    marcas: c.marcas.slice(0, 2_000),
    resumen: [...resumenMarcas(c.marcas, c.respuestas), ...(pegadas.length ? [lineaPegadasEnteras(pegadas)] : [])].slice(0, 20),
    discrepancias,
    ...(pegadas.length ? { pegadas } : {}),
  };
}

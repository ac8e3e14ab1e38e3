// Writing the built-in analyzer's Spanish (integrado/analizador.ts): a list joined with 'y', questions numbered
// as people number them, a count with its noun, a first letter's case. Shared by every part of the
// report that writes a sentence, so they all write it the same way.

export const listar = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} y ${xs[xs.length - 1]}`);
/** Questions as people number them (from 1): 'la pregunta 3', 'las preguntas 3 y 5'. */
export const preguntasTexto = (ns: number[]) =>
  ns.length === 1 ? `la pregunta ${ns[0] + 1}` : `las preguntas ${listar(ns.map((n) => String(n + 1)))}`;
export const contar = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;
export const mayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const minuscula = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * How a competency's justification opens: how many of its questions were answered and, when its
 * evidence comes from other answers (`deOtras`), which.
 */
export const respondidasTexto = (respondidas: number, total: number, deOtras: number[]) =>
  deOtras.length
    ? `Responde ${respondidas} de ${contar(total, 'pregunta', 'preguntas')} de esta competencia; la evidencia viene de ${preguntasTexto(deOtras)}, que habla${deOtras.length === 1 ? '' : 'n'} de ella`
    : `Responde ${respondidas} de ${contar(total, 'pregunta', 'preguntas')}`;

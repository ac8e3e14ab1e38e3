// The quotes of an AI report, found in the candidate's answer to highlight them (<mark>). A quote is
// the candidate's words as the model copied them: it is matched the way the server checks it,
// ignoring case, accents and how spaces and line breaks fall. Overlapping or adjacent quotes (apart
// only by spaces) make one highlighted stretch; a quote that is not in the answer highlights nothing.

export interface Segmento {
  texto: string;
  resaltado: boolean;
}

/** The answer folded (lower case, no accents, one space per run) and where each folded character came from. */
interface Plegado {
  texto: string;
  /** Original [start, end) of each folded character. */
  origen: [number, number][];
}

const MARCAS = /[\u0300-\u036f]/g;
/** Quotation marks, ellipses and spaces a model may put around a quote. */
const BORDES = /^[\s"'«»“”‘’.…]+|[\s"'«»“”‘’.…]+$/g;

function plegar(texto: string): Plegado {
  const plegado: string[] = [];
  const origen: [number, number][] = [];
  let i = 0;
  for (const c of texto) {
    const fin = i + c.length;
    if (/\s/.test(c)) {
      const ultimo = origen.length - 1;
      if (plegado[ultimo] === ' ') origen[ultimo]![1] = fin;
      else {
        plegado.push(' ');
        origen.push([i, fin]);
      }
    } else {
      for (const p of c.normalize('NFD').replace(MARCAS, '').toLowerCase()) {
        plegado.push(p);
        origen.push([i, fin]);
      }
    }
    i = fin;
  }
  return { texto: plegado.join(''), origen };
}

/** The quote as it is searched for: folded, without its quotation marks, ellipses and outer spaces. */
function plegarCita(cita: string): string {
  return plegar(cita.replace(BORDES, '')).texto.trim();
}

/** Where the quotes are in `texto`: sorted [start, end) ranges, overlapping or adjacent ones merged. */
export function rangosDeCitas(texto: string, citas: readonly string[]): [number, number][] {
  const plegado = plegar(texto);
  const rangos: [number, number][] = [];
  for (const cita of new Set(citas.map(plegarCita))) {
    if (!cita) continue;
    for (let desde = plegado.texto.indexOf(cita); desde !== -1; desde = plegado.texto.indexOf(cita, desde + 1)) {
      rangos.push([plegado.origen[desde]![0], plegado.origen[desde + cita.length - 1]![1]]);
    }
  }
  rangos.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const unidos: [number, number][] = [];
  for (const [inicio, fin] of rangos) {
    const ultimo = unidos[unidos.length - 1];
    // Overlapping, touching, or apart only by spaces: one stretch.
    if (ultimo && (inicio <= ultimo[1] || !texto.slice(ultimo[1], inicio).trim())) ultimo[1] = Math.max(ultimo[1], fin);
    else unidos.push([inicio, fin]);
  }
  return unidos;
}

/** `texto` in stretches, the quoted ones marked; the stretches put together give `texto` back. */
export function resaltarCitas(texto: string, citas: readonly string[]): Segmento[] {
  const segmentos: Segmento[] = [];
  let cursor = 0;
  for (const [inicio, fin] of rangosDeCitas(texto, citas)) {
    if (inicio > cursor) segmentos.push({ texto: texto.slice(cursor, inicio), resaltado: false });
    segmentos.push({ texto: texto.slice(inicio, fin), resaltado: true });
    cursor = fin;
  }
  if (cursor < texto.length) segmentos.push({ texto: texto.slice(cursor), resaltado: false });
  return segmentos;
}

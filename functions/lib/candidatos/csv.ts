// Reading a candidates CSV (D57) with csv-parse: UTF-8 with or without
// BOM, `;` or `,` (whichever the header uses), quoted fields, a header row naming the columns in any
// order (Spanish names, with or without accents, and a few common aliases). File-level problems (no
// header, an unclosed quote, too many rows) refuse the whole file with a Spanish 400; a row with the
// wrong number of cells is kept as an invalid row, so a bad row never stops the good ones.
// Each row then becomes a CandidatoCreate body checked with the same zod schema as POST /api/candidatos.
import { parse } from 'csv-parse/sync';
import { IMPORTACION_CSV } from '../../../shared/constants.js';
import { fmt, importacion as msg } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
import { CandidatoCreate } from '../../../shared/schemas/candidato.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { ValidationError } from '../errors.js';

export type Columna = (typeof IMPORTACION_CSV.columnas)[number];

/** One data row as stored for the worker: its line in the file and its cells in IMPORTACION_CSV.columnas order. */
export interface FilaCsv {
  /** Line of the file where the row ends (the header is line 1). */
  l: number;
  /** Cells in column order ('' when the file has no such column). */
  c: string[];
  /** Set when the row cannot be read as a candidate at all (its number of cells). */
  e?: string;
}

const ALIAS: Record<Columna, string[]> = {
  nombre: ['nombre', 'name', 'nombre_completo'],
  email: ['email', 'correo', 'correo_electronico', 'e_mail', 'mail'],
  telefono: ['telefono', 'tel', 'phone', 'movil'],
  posicion: ['posicion', 'posicion_aplicada', 'position'],
  experiencia_años: ['experiencia_anos', 'experiencia', 'anos_experiencia', 'anos_de_experiencia'],
  habilidades: ['habilidades', 'skills'],
  area: ['area', 'nombre_area', 'nombrearea', 'area_name'],
};
const OBLIGATORIAS: Columna[] = ['nombre', 'email'];

function claveCabecera(h: string): string {
  return normalizarTexto(h)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The delimiter of the header line: the one of `;` and `,` it uses more, outside quotes (`,` when neither). */
export function delimitadorDe(texto: string): ';' | ',' {
  let comas = 0;
  let puntos = 0;
  let entreComillas = false;
  for (const ch of texto.replace(/^\uFEFF/, '')) {
    if (ch === '"') entreComillas = !entreComillas;
    else if (!entreComillas && (ch === '\n' || ch === '\r')) break;
    else if (!entreComillas && ch === ',') comas++;
    else if (!entreComillas && ch === ';') puntos++;
  }
  return puntos > comas ? ';' : ',';
}

/**
 * A cell a spreadsheet would run as a formula (`=…`, `@…`, or `+`/`-` followed by something other
 * than a number or a phone) gets a leading apostrophe, so the text stored (and later exported) is inert.
 */
export function neutralizarFormula(valor: string): string {
  if (/^[=@\t\r]/.test(valor)) return `'${valor}`;
  if (/^[+-]/.test(valor) && !/^[+-][\d\s().-]*$/.test(valor)) return `'${valor}`;
  return valor;
}

/** Reads the file: header → column positions, then one FilaCsv per non-empty data row. */
export function leerCsv(texto: string): FilaCsv[] {
  const delimiter = delimitadorDe(texto);
  let registros: Array<{ record: string[]; info: { lines: number } }>;
  try {
    registros = parse(texto, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      // A stray quote inside an unquoted cell ('O"Brien') is kept as text.
      relax_quotes: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (err) {
    const e = err as Error & { lines?: number };
    throw new ValidationError(fmt(msg.csvIlegible, { linea: e.lines ?? 1, detalle: e.message.split(':')[0] ?? '' }));
  }
  const [cabecera, ...datos] = registros;
  if (!cabecera) throw new ValidationError(msg.archivoVacio);
  const claves = cabecera.record.map(claveCabecera);
  const posiciones = IMPORTACION_CSV.columnas.map((col) => claves.findIndex((k) => ALIAS[col].includes(k)));
  const faltan = OBLIGATORIAS.filter((col) => posiciones[IMPORTACION_CSV.columnas.indexOf(col)] < 0);
  if (faltan.length) throw new ValidationError(fmt(msg.faltanColumnas, { columnas: faltan.join(', ') }));
  if (datos.length === 0) throw new ValidationError(msg.archivoVacio);
  if (datos.length > IMPORTACION_CSV.maxFilas) {
    throw new ValidationError(fmt(msg.demasiadasFilas, { filas: cuenta(datos.length, 'fila', 'filas'), max: IMPORTACION_CSV.maxFilas }));
  }
  const ancho = cabecera.record.length;
  return datos.map(({ record, info }) => {
    const c = posiciones.map((p) => (p >= 0 ? neutralizarFormula((record[p] ?? '').trim()) : ''));
    return record.length === ancho
      ? { l: info.lines, c }
      : { l: info.lines, c, e: fmt(msg.columnasFila, { columnas: cuenta(record.length, 'columna', 'columnas'), m: ancho }) };
  });
}

export type FilaPreparada = { ok: true; body: CandidatoCreate } | { ok: false; motivo: string; nombre?: string; email?: string };

const celda = (f: FilaCsv, col: Columna) => f.c[IMPORTACION_CSV.columnas.indexOf(col)] ?? '';

/** The names of a company's areas, normalised (case, accents, spaces) → area id. */
export function indiceAreas(areas: Array<{ id: string; nombreArea: string }>): Map<string, string> {
  return new Map(areas.map((a) => [normalizarTexto(a.nombreArea), a.id]));
}

/**
 * A row as a POST /api/candidatos body, checked with the same schema (CandidatoCreate): the
 * Spanish messages of the first problems are the row's reason. Empty optional cells are left out;
 * skills split at `;`; experience accepts a decimal comma ('5,0') and must be a whole number.
 */
export function prepararFila(f: FilaCsv, areas: Map<string, string>): FilaPreparada {
  const nombre = celda(f, 'nombre') || undefined;
  const email = celda(f, 'email') || undefined;
  if (f.e) return { ok: false, motivo: f.e, nombre, email };
  const opcional = (v: string) => (v === '' ? undefined : v);
  const exp = celda(f, 'experiencia_años');
  const habilidades = celda(f, 'habilidades')
    .split(';')
    .map((h) => h.trim())
    .filter(Boolean);
  const area = celda(f, 'area');
  let areaId: string | undefined;
  if (area) {
    areaId = areas.get(normalizarTexto(area));
    if (!areaId) return { ok: false, motivo: fmt(msg.areaDesconocida, { area }), nombre, email };
  }
  const r = CandidatoCreate.safeParse({
    nombre: nombre ?? '',
    email: email ?? '',
    telefono: opcional(celda(f, 'telefono')),
    posicion: opcional(celda(f, 'posicion')),
    experiencia_años: exp === '' ? undefined : Number(exp.replace(',', '.')),
    habilidades: habilidades.length ? habilidades : undefined,
    areaId,
  });
  if (!r.success) {
    const motivos = [...new Set(r.error.issues.map((i) => `${String(i.path[0] ?? 'fila')}: ${i.message}`))];
    return { ok: false, motivo: motivos.join('; '), nombre, email };
  }
  return { ok: true, body: r.data };
}

// What changed from one version of an interview template to the next (D174), field by field, for the
// algorithm dossier: the name and description, phases, questions (matched by their text first, then
// by their place), the rubric's competencies and each anchor, the prompts and the pass mark. Pure: the
// dossier's builder gives it two stored versions.
import type { CambioCampo } from '../../../shared/schemas/dosier.js';

export interface PreguntaVersion {
  texto: string;
  explora?: string | null;
  competencia?: string | null;
}

export interface DisenoVersion {
  nombre?: string | null;
  descripcion?: string | null;
  fases: Array<{ nombre: string; objetivo?: string | null; preguntas: PreguntaVersion[] }>;
  rubrica: Array<{ competencia: string; descripcion?: string | null; anclas: { bajo: string; medio: string; alto: string } }>;
  criterioPasado?: number | null;
  prompt_sistema?: string | null;
  prompt_usuario?: string | null;
  contexto?: string | null;
}

const NIVELES = [
  ['bajo', 'bajo'],
  ['medio', 'medio'],
  ['alto', 'alto'],
] as const;

const texto = (v: string | null | undefined) => (v ?? '').trim();
const oNull = (v: string | null | undefined) => texto(v) || null;
const clave = (s: string) => s.trim().toLocaleLowerCase('es');

function cambio(tipo: CambioCampo['tipo'], descripcion: string, antes: string | null, despues: string | null): CambioCampo {
  return { tipo, descripcion, antes, despues };
}

const describirPregunta = (p: PreguntaVersion) =>
  [p.texto, p.explora ? `explora: ${p.explora}` : '', p.competencia ? `competencia: ${p.competencia}` : ''].filter(Boolean).join(' · ');

function preguntas(a: DisenoVersion, b: DisenoVersion): CambioCampo[] {
  type Lugar = { fase: string; i: number; p: PreguntaVersion };
  const lugares = (d: DisenoVersion): Lugar[] => d.fases.flatMap((f) => f.preguntas.map((p, i) => ({ fase: f.nombre, i, p })));
  const antes = lugares(a);
  const despues = lugares(b);
  const out: CambioCampo[] = [];
  const usadasB = new Set<Lugar>();
  const restantesA: Lugar[] = [];
  // The same text: the same question (moved, or with its `explora` or competency changed).
  for (const x of antes) {
    const y = despues.find((d) => !usadasB.has(d) && clave(d.p.texto) === clave(x.p.texto));
    if (!y) {
      restantesA.push(x);
      continue;
    }
    usadasB.add(y);
    if (texto(x.p.explora) !== texto(y.p.explora) || texto(x.p.competencia) !== texto(y.p.competencia) || x.fase !== y.fase)
      out.push(cambio('pregunta_cambiada', `Pregunta cambiada en la fase «${y.fase}»`, describirPregunta(x.p), describirPregunta(y.p)));
  }
  // A question whose text changed keeps its place (phase and position).
  for (const x of restantesA) {
    const y = despues.find((d) => !usadasB.has(d) && d.fase === x.fase && d.i === x.i);
    if (y) {
      usadasB.add(y);
      out.push(
        cambio('pregunta_cambiada', `Pregunta ${x.i + 1} de la fase «${x.fase}» reescrita`, describirPregunta(x.p), describirPregunta(y.p)),
      );
    } else out.push(cambio('pregunta_eliminada', `Pregunta eliminada de la fase «${x.fase}»`, describirPregunta(x.p), null));
  }
  for (const y of despues)
    if (!usadasB.has(y)) out.push(cambio('pregunta_anadida', `Pregunta añadida en la fase «${y.fase}»`, null, describirPregunta(y.p)));
  return out;
}

function fases(a: DisenoVersion, b: DisenoVersion): CambioCampo[] {
  const out: CambioCampo[] = [];
  const nombresB = new Set(b.fases.map((f) => f.nombre));
  const nombresA = new Set(a.fases.map((f) => f.nombre));
  for (const f of a.fases) {
    if (!nombresB.has(f.nombre)) out.push(cambio('fase_eliminada', `Fase «${f.nombre}» eliminada`, f.nombre, null));
    else {
      const g = b.fases.find((x) => x.nombre === f.nombre)!;
      if (texto(f.objetivo) !== texto(g.objetivo))
        out.push(cambio('fase_cambiada', `Objetivo de la fase «${f.nombre}» cambiado`, oNull(f.objetivo), oNull(g.objetivo)));
    }
  }
  for (const g of b.fases) if (!nombresA.has(g.nombre)) out.push(cambio('fase_anadida', `Fase «${g.nombre}» añadida`, null, g.nombre));
  return out;
}

function rubrica(a: DisenoVersion, b: DisenoVersion): CambioCampo[] {
  const out: CambioCampo[] = [];
  const deB = new Map(b.rubrica.map((c) => [clave(c.competencia), c]));
  const deA = new Map(a.rubrica.map((c) => [clave(c.competencia), c]));
  for (const c of a.rubrica) {
    const d = deB.get(clave(c.competencia));
    if (!d) {
      out.push(cambio('competencia_eliminada', `Competencia «${c.competencia}» eliminada de la rúbrica`, c.competencia, null));
      continue;
    }
    if (texto(c.descripcion) !== texto(d.descripcion))
      out.push(cambio('competencia_cambiada', `Descripción de «${d.competencia}» cambiada`, oNull(c.descripcion), oNull(d.descripcion)));
    for (const [nivel, etiqueta] of NIVELES)
      if (texto(c.anclas[nivel]) !== texto(d.anclas[nivel]))
        out.push(cambio('ancla_cambiada', `Ancla de nivel ${etiqueta} de «${d.competencia}» cambiada`, c.anclas[nivel], d.anclas[nivel]));
  }
  for (const d of b.rubrica)
    if (!deA.has(clave(d.competencia)))
      out.push(
        cambio(
          'competencia_anadida',
          `Competencia «${d.competencia}» añadida a la rúbrica`,
          null,
          `${d.competencia} (bajo: ${d.anclas.bajo}; medio: ${d.anclas.medio}; alto: ${d.anclas.alto})`,
        ),
      );
  return out;
}

const PROMPTS = [
  ['prompt_sistema', 'Instrucciones de sistema de la plantilla cambiadas'],
  ['prompt_usuario', 'Instrucciones de usuario de la plantilla cambiadas'],
  ['contexto', 'Contexto del servicio cambiado'],
] as const;

/** The changes from `a` to `b`, in the order a reader checks them: name, phases, questions, rubric, prompts, pass mark. */
export function diferencias(a: DisenoVersion, b: DisenoVersion): CambioCampo[] {
  const out: CambioCampo[] = [];
  if (texto(a.nombre) !== texto(b.nombre)) out.push(cambio('nombre', 'Nombre cambiado', oNull(a.nombre), oNull(b.nombre)));
  if (texto(a.descripcion) !== texto(b.descripcion))
    out.push(cambio('descripcion', 'Descripción cambiada', oNull(a.descripcion), oNull(b.descripcion)));
  out.push(...fases(a, b), ...preguntas(a, b), ...rubrica(a, b));
  for (const [campo, descripcion] of PROMPTS)
    if (texto(a[campo]) !== texto(b[campo])) out.push(cambio('prompt_cambiado', descripcion, oNull(a[campo]), oNull(b[campo])));
  if ((a.criterioPasado ?? null) !== (b.criterioPasado ?? null))
    out.push(
      cambio(
        'ajuste_cambiado',
        'Criterio de aprobado cambiado',
        a.criterioPasado == null ? null : `${a.criterioPasado} %`,
        b.criterioPasado == null ? null : `${b.criterioPasado} %`,
      ),
    );
  return out;
}

// The 'Nuevo servicio' / 'Editar servicio' form without its screen (as empresa-form.ts is to the
// company dialog): the values the fields hold, the body they stand for, the field each body path
// names and the tab that shows it, and the resolver that checks the body with the contract's
// ServicioHRCreate / ServicioHRUpdate (the server's schemas).
import type { FieldErrors, Resolver } from 'react-hook-form';
import { SERVICIOS_HR } from '@shared/constants';
import { type CategoriaServicio, ServicioHRCreate, ServicioHRUpdate } from '@shared/schemas/servicio-hr';
import { ponerError } from '../../lib/form-errors';
import type { ServicioFila } from './api/servicios-hr';

interface PreguntaValores {
  texto: string;
  explora: string;
  competencia: string;
}
interface FaseValores {
  nombre: string;
  objetivo: string;
  preguntas: PreguntaValores[];
}
interface CompetenciaValores {
  competencia: string;
  descripcion: string;
  anclas: { bajo: string; medio: string; alto: string };
}
export interface Valores {
  nombre: string;
  codigo: string;
  categoria: CategoriaServicio;
  tipo: string;
  descripcion: string;
  descripcionDetallada: string;
  expertoNombre: string;
  expertoEspecialidad: string;
  duracionEstimada: string;
  criterioPasado: string;
  activo: boolean;
  requiereAutenticacion: boolean;
  api_preferida: string;
  contexto: string;
  prompt_sistema: string;
  prompt_usuario: string;
  fases: FaseValores[];
  rubrica: CompetenciaValores[];
}

export type Cuerpo = ServicioHRCreate | ServicioHRUpdate;
export type Pestana = 'general' | 'prompts' | 'diseno' | 'rubrica';

/** The tabs in the order the dialog shows them. */
export const PESTANAS: readonly Pestana[] = ['general', 'prompts', 'diseno', 'rubrica'];

export const preguntaVacia = (): PreguntaValores => ({ texto: '', explora: '', competencia: '' });
export const faseVacia = (): FaseValores => ({ nombre: '', objetivo: '', preguntas: [preguntaVacia()] });
export const competenciaVacia = (): CompetenciaValores => ({ competencia: '', descripcion: '', anclas: { bajo: '', medio: '', alto: '' } });

export function valoresDe(s?: ServicioFila): Valores {
  return {
    nombre: s?.nombre ?? '',
    codigo: s?.codigo ?? '',
    categoria: s?.categoria ?? 'evaluacion',
    tipo: s?.tipo ?? '',
    descripcion: s?.descripcion ?? '',
    descripcionDetallada: s?.descripcionDetallada ?? '',
    expertoNombre: s?.experto?.nombre ?? '',
    expertoEspecialidad: s?.experto?.especialidad ?? '',
    duracionEstimada: String(s?.estructura.duracionEstimada ?? SERVICIOS_HR.duracionEstimadaPorDefecto),
    criterioPasado: String(s?.estructura.criterioPasado ?? SERVICIOS_HR.criterioPasadoPorDefecto),
    activo: s?.configuracion.activo ?? true,
    requiereAutenticacion: s?.configuracion.requiereAutenticacion ?? true,
    api_preferida: s?.api_preferida ?? '',
    contexto: s?.contexto ?? '',
    prompt_sistema: s?.prompt_sistema ?? '',
    prompt_usuario: s?.prompt_usuario ?? '',
    fases: (s?.estructura.fases ?? []).map((f) => ({
      nombre: f.nombre,
      objetivo: f.objetivo ?? '',
      preguntas: f.preguntas.map((p) => ({ ...p })),
    })),
    rubrica: (s?.estructura.rubrica ?? []).map((c) => ({
      competencia: c.competencia,
      descripcion: c.descripcion ?? '',
      anclas: { ...c.anclas },
    })),
  };
}

/** The design the values stand for: duration, pass mark, phases with their questions, rubric (a company template's too, D164). */
export function estructuraDe(v: Valores) {
  const opcional = (s: string) => s.trim() || undefined;
  const numero = (s: string) => (s.trim() === '' ? undefined : Number(s));
  return {
    duracionEstimada: numero(v.duracionEstimada),
    criterioPasado: numero(v.criterioPasado),
    fases: v.fases.map((f) => ({
      nombre: f.nombre,
      objetivo: opcional(f.objetivo),
      preguntas: f.preguntas.map((p) => ({ texto: p.texto, explora: p.explora, competencia: p.competencia })),
    })),
    rubrica: v.rubrica.map((c) => ({ competencia: c.competencia, descripcion: opcional(c.descripcion), anclas: c.anclas })),
  };
}

/** The body the form's values stand for (a new service, or the edit of `version`). */
export function cuerpoDe(v: Valores, version?: number): Record<string, unknown> {
  const editando = version !== undefined;
  // A new service leaves empty texts out; an edit sends them empty, which clears them.
  const texto = (s: string) => (editando ? s.trim() : s.trim() || undefined);
  const opcional = (s: string) => s.trim() || undefined;
  const experto =
    v.expertoNombre.trim() || v.expertoEspecialidad.trim()
      ? { nombre: opcional(v.expertoNombre), especialidad: opcional(v.expertoEspecialidad) }
      : undefined;
  return {
    nombre: v.nombre,
    ...(editando ? { version } : { codigo: v.codigo.trim() }),
    categoria: v.categoria,
    tipo: v.tipo || undefined,
    api_preferida: v.api_preferida || undefined,
    descripcion: texto(v.descripcion),
    descripcionDetallada: texto(v.descripcionDetallada),
    contexto: texto(v.contexto),
    prompt_sistema: texto(v.prompt_sistema),
    prompt_usuario: texto(v.prompt_usuario),
    experto,
    estructura: estructuraDe(v),
    configuracion: { activo: v.activo, requiereAutenticacion: v.requiereAutenticacion },
  };
}

/** The form field a body path stands for (`estructura.fases.0.preguntas.1.texto` → `fases.0.preguntas.1.texto`). */
export function campoDe(path: readonly (string | number)[]): string {
  const [a, b, ...resto] = path.map(String);
  if (a === 'estructura' && (b === 'fases' || b === 'rubrica')) return [b, ...resto].join('.');
  if (a === 'estructura' || a === 'configuracion') return b ?? a;
  if (a === 'experto') return b === 'especialidad' ? 'expertoEspecialidad' : 'expertoNombre';
  return [a, b, ...resto].filter((p) => p !== undefined).join('.');
}

/** The tab that shows a field. */
export function pestanaDe(campo: string): Pestana {
  if (campo.startsWith('fases')) return 'diseno';
  if (campo.startsWith('rubrica')) return 'rubrica';
  if (['api_preferida', 'contexto', 'prompt_sistema', 'prompt_usuario'].includes(campo)) return 'prompts';
  return 'general';
}

export function resolver(version?: number): Resolver<Valores, unknown, Cuerpo> {
  return async (valores) => {
    const esquema = version === undefined ? ServicioHRCreate : ServicioHRUpdate;
    const r = esquema.safeParse(cuerpoDe(valores, version));
    if (r.success) return { values: r.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of r.error.issues) ponerError(errors, campoDe(issue.path as (string | number)[]), issue.message);
    return { values: {}, errors: errors as FieldErrors<Valores> };
  };
}

// HR service templates (part 2 §3 "HR service", its edit form, and the form defaults of §5).
import * as z from 'zod/mini';
import { SERVICIOS_HR } from '../constants.js';
import { fmt, plantillasPropias as msgPropias, serviciosHr as msgServicios } from '../messages.js';
import { normalizarTexto } from '../texto.js';
import { Codigo, Id, TextoCorto, TextoLargo } from './comun.js';

/** A company's own template's code (D164): `propia-` and a UUID; no platform template may take that prefix. */
export const PREFIJO_PROPIA = 'propia-';
export const esPlantillaPropia = (codigo: string) => codigo.startsWith(PREFIJO_PROPIA);

export const CATEGORIAS_SERVICIO = ['evaluacion', 'desarrollo', 'seleccion', 'organizacional'] as const;
export const CategoriaServicio = z.enum(CATEGORIAS_SERVICIO);
export const CATEGORIA_ETIQUETA: Record<(typeof CATEGORIAS_SERVICIO)[number], string> = {
  evaluacion: 'Evaluación',
  desarrollo: 'Desarrollo',
  seleccion: 'Selección',
  organizacional: 'Organizacional',
};
export type CategoriaServicio = z.infer<typeof CategoriaServicio>;

/** Service type of the edit form. */
export const TIPOS_SERVICIO = [
  'seleccion_personal',
  'evaluacion_desempeno',
  'mapeo_organizacional',
  'test_vocacional',
  'desarrollo_carrera',
] as const;
export const TipoServicio = z.enum(TIPOS_SERVICIO);
export const TIPO_ETIQUETA: Record<(typeof TIPOS_SERVICIO)[number], string> = {
  seleccion_personal: 'Selección de personal',
  evaluacion_desempeno: 'Evaluación del desempeño',
  mapeo_organizacional: 'Mapeo organizacional',
  test_vocacional: 'Test vocacional',
  desarrollo_carrera: 'Desarrollo de carrera',
};
export type TipoServicio = z.infer<typeof TipoServicio>;

/** The AI provider a service prefers. */
export const APIS_PREFERIDAS = ['openai', 'claude', 'gemini', 'perplexity'] as const;
export const ApiPreferida = z.enum(APIS_PREFERIDAS);
export const API_ETIQUETA: Record<(typeof APIS_PREFERIDAS)[number], string> = {
  openai: 'OpenAI',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
};
export type ApiPreferida = z.infer<typeof ApiPreferida>;

/** Variables the user prompt may use. */
export const VARIABLES_PROMPT_USUARIO = ['{nombre}', '{posicion}', '{experiencia}', '{skills}', '{educacion}'] as const;

/** Duration in minutes; pass criterion in percent. */
export const DuracionEstimada = z
  .number()
  .check(z.int('La duración estimada es un número entero de minutos'), z.minimum(5), z.maximum(240));
export const CriterioPasado = z.number().check(z.minimum(0), z.maximum(100));

const Obligatorio = (mensaje: string, max = 500) => z.string().check(z.trim(), z.minLength(1, mensaje), z.maxLength(max));

/** The `{…}` variables a prompt uses. */
export function variablesDe(texto: string): string[] {
  return [...texto.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]);
}

/** A prompt: free text whose variables must be those of VARIABLES_PROMPT_USUARIO (an unknown one is refused on save). */
const Prompt = TextoLargo.check(
  z.superRefine((texto, ctx) => {
    const desconocidas = variablesDe(texto).filter((v) => !(VARIABLES_PROMPT_USUARIO as readonly string[]).includes(v));
    if (desconocidas.length)
      ctx.addIssue({
        code: 'custom',
        input: texto,
        message: fmt(msgServicios.variableDesconocida, {
          variables: [...new Set(desconocidas)].join(', '),
          permitidas: VARIABLES_PROMPT_USUARIO.join(', '),
        }),
      });
  }),
);

/**
 * The interview design a template holds (D59): phases, each with its questions, and a scoring
 * rubric. The interview page asks the questions in order; the analysis scores each competency of the
 * rubric against its behavioural anchors and cites the answers to the questions that evidence it.
 */
export const PreguntaDiseno = z.strictObject({
  texto: Obligatorio('Escribe la pregunta', 1000),
  /** What the question explores (shown to whoever reviews the report, never to the candidate). */
  explora: Obligatorio('Indica qué explora la pregunta'),
  /** The rubric competency the answer evidences. */
  competencia: Obligatorio('Indica la competencia que evidencia la pregunta', 100),
});
export type PreguntaDiseno = z.infer<typeof PreguntaDiseno>;

export const FaseDiseno = z.strictObject({
  nombre: Obligatorio('Escribe el nombre de la fase', 100),
  objetivo: z.optional(TextoCorto),
  preguntas: z.array(PreguntaDiseno).check(z.minLength(1, 'Cada fase necesita al menos una pregunta'), z.maxLength(20)),
});
export type FaseDiseno = z.infer<typeof FaseDiseno>;

export const NIVELES_ANCLA = ['bajo', 'medio', 'alto'] as const;
export const NIVEL_ETIQUETA: Record<(typeof NIVELES_ANCLA)[number], string> = { bajo: 'Bajo', medio: 'Medio', alto: 'Alto' };

export const CompetenciaRubrica = z.strictObject({
  competencia: Obligatorio('Escribe el nombre de la competencia', 100),
  descripcion: z.optional(TextoCorto),
  /** Behavioural anchors: what a low, a medium and a high answer shows. */
  anclas: z.strictObject({
    bajo: Obligatorio('Describe la conducta de nivel bajo'),
    medio: Obligatorio('Describe la conducta de nivel medio'),
    alto: Obligatorio('Describe la conducta de nivel alto'),
  }),
});
export type CompetenciaRubrica = z.infer<typeof CompetenciaRubrica>;

const clave = (s: string) => normalizarTexto(s);

/** Problems of a design as a whole: repeated competencies, questions evidencing one the rubric lacks. */
export function problemasDelDiseno(d: { fases?: readonly FaseDiseno[]; rubrica?: readonly CompetenciaRubrica[] }) {
  const problemas: { path: (string | number)[]; message: string }[] = [];
  const rubrica = d.rubrica ?? [];
  const vistas = new Set<string>();
  rubrica.forEach((c, i) => {
    if (vistas.has(clave(c.competencia)))
      problemas.push({
        path: ['rubrica', i, 'competencia'],
        message: fmt(msgServicios.competenciaRepetida, { competencia: c.competencia }),
      });
    vistas.add(clave(c.competencia));
  });
  (d.fases ?? []).forEach((f, i) =>
    f.preguntas.forEach((p, j) => {
      if (!vistas.has(clave(p.competencia)))
        problemas.push({
          path: ['fases', i, 'preguntas', j, 'competencia'],
          message: fmt(msgServicios.competenciaFueraDeRubrica, { competencia: p.competencia }),
        });
    }),
  );
  return problemas;
}

export const Fases = z.array(FaseDiseno).check(z.maxLength(12, 'Como máximo 12 fases'));
export const Rubrica = z.array(CompetenciaRubrica).check(z.maxLength(20, 'Como máximo 20 competencias'));

/** The structure: duration, pass criterion, and the interview design (phases with questions, rubric). */
const Estructura = z
  .strictObject({
    duracionEstimada: z._default(DuracionEstimada, SERVICIOS_HR.duracionEstimadaPorDefecto),
    criterioPasado: z._default(CriterioPasado, SERVICIOS_HR.criterioPasadoPorDefecto),
    fases: z._default(Fases, []),
    rubrica: z._default(Rubrica, []),
  })
  .check(
    z.superRefine((e, ctx) => {
      for (const p of problemasDelDiseno(e)) ctx.addIssue({ code: 'custom', input: e, path: p.path, message: p.message });
    }),
  );

const ExpertoEntrada = z.strictObject({ nombre: z.optional(TextoCorto), especialidad: z.optional(TextoCorto) });

const Nombre = z.string().check(z.trim(), z.minLength(1, 'El nombre del servicio es obligatorio'), z.maxLength(200));

/** What the edit form of part 2 §3 adds to the stored fields: type, preferred API, context, prompts. */
const camposDelFormulario = {
  tipo: z.optional(TipoServicio),
  api_preferida: z.optional(ApiPreferida),
  contexto: z.optional(TextoLargo),
  prompt_sistema: z.optional(Prompt),
  prompt_usuario: z.optional(Prompt),
};

/** Body of the HR service create call (superadmin), with the form defaults of part 2 §5. */
export const ServicioHRCreate = z.strictObject({
  nombre: Nombre,
  codigo: Codigo.check(z.refine((c) => !esPlantillaPropia(c), msgPropias.codigoReservado)),
  descripcion: z.optional(TextoLargo),
  descripcionDetallada: z.optional(TextoLargo),
  categoria: z._default(CategoriaServicio, 'evaluacion'),
  experto: z.optional(ExpertoEntrada),
  ...camposDelFormulario,
  estructura: z.prefault(Estructura, {}),
  configuracion: z.prefault(
    z.strictObject({
      activo: z._default(z.boolean(), true),
      requiereAutenticacion: z._default(z.boolean(), true),
    }),
    {},
  ),
});
export type ServicioHRCreate = z.infer<typeof ServicioHRCreate>;

/**
 * Body of the update by codigo: all optional, no defaults; the codigo itself cannot change. Phases
 * and rubric are replaced whole; the merged design is checked again on the server. `version`, when
 * sent, is the version the editor read: a newer stored one answers 409 instead of losing its changes.
 */
export const ServicioHRUpdate = z.strictObject({
  nombre: z.optional(Nombre),
  descripcion: z.optional(TextoLargo),
  descripcionDetallada: z.optional(TextoLargo),
  categoria: z.optional(CategoriaServicio),
  experto: z.optional(ExpertoEntrada),
  ...camposDelFormulario,
  estructura: z.optional(
    z.strictObject({
      duracionEstimada: z.optional(DuracionEstimada),
      criterioPasado: z.optional(CriterioPasado),
      fases: z.optional(Fases),
      rubrica: z.optional(Rubrica),
    }),
  ),
  configuracion: z.optional(z.strictObject({ activo: z.optional(z.boolean()), requiereAutenticacion: z.optional(z.boolean()) })),
  version: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type ServicioHRUpdate = z.infer<typeof ServicioHRUpdate>;

/** `/api/servicios-hr/{codigo}` */
export const ServicioHRParams = z.object({ codigo: Codigo });

/** A stored phase: a design phase, or (templates saved before designs existed) only its name. */
export const FaseServicio = z.object({
  nombre: z.string(),
  objetivo: z.optional(z.string()),
  preguntas: z._default(z.array(z.object({ texto: z.string(), explora: z.string(), competencia: z.string() })), []),
});
export type FaseServicio = z.infer<typeof FaseServicio>;

export const ServicioHR = z.object({
  _id: z.optional(Id),
  nombre: z.string(),
  codigo: Codigo,
  descripcion: z.optional(z.string()),
  descripcionDetallada: z.optional(z.string()),
  categoria: z._default(CategoriaServicio, 'evaluacion'),
  experto: z.optional(z.object({ nombre: z.optional(z.string()), especialidad: z.optional(z.string()) })),
  tipo: z.optional(z.string()),
  api_preferida: z.optional(z.string()),
  contexto: z.optional(z.string()),
  prompt_sistema: z.optional(z.string()),
  prompt_usuario: z.optional(z.string()),
  estructura: z.prefault(
    z.object({
      duracionEstimada: z._default(z.number(), SERVICIOS_HR.duracionEstimadaPorDefecto),
      criterioPasado: z._default(z.number(), SERVICIOS_HR.criterioPasadoPorDefecto),
      fases: z._default(z.array(FaseServicio), []),
      rubrica: z._default(
        z.array(
          z.object({
            competencia: z.string(),
            descripcion: z.optional(z.string()),
            anclas: z.object({ bajo: z.string(), medio: z.string(), alto: z.string() }),
          }),
        ),
        [],
      ),
    }),
    {},
  ),
  /** activo false shows the Inactivo badge and disables running the service. */
  configuracion: z.prefault(
    z.object({
      activo: z._default(z.boolean(), true),
      requiereAutenticacion: z._default(z.boolean(), true),
    }),
    {},
  ),
  metricas: z.prefault(
    z.object({
      totalEjecuciones: z._default(z.number().check(z.int(), z.minimum(0)), 0),
      satisfaccionPromedio: z._default(z.number().check(z.minimum(0)), 0),
    }),
    {},
  ),
  /** Increases on every change: a report names the version of the design it used. */
  version: z._default(z.number().check(z.int(), z.minimum(1)), 1),
  fechaCreacion: z.optional(z.string()),
  fechaActualizacion: z.optional(z.string()),
});
export type ServicioHR = z.infer<typeof ServicioHR>;

/** GET /api/servicios-hr: the platform templates, each with its code as id. */
export const ServicioHRData = z.extend(ServicioHR, { id: z.string() });
export const ServiciosHrData = z.array(ServicioHRData);

/** Part 2 §3 "AI service offered for interviews": GET /api/servicios-hr/disponibles. */
export const ServicioIADisponible = z.object({
  id: Codigo,
  codigo: Codigo,
  nombre: z.string(),
  descripcion: z.optional(z.string()),
  activo: z.boolean(),
  api_preferida: z.optional(z.string()),
  /** A company's own template (D164), offered at its current version. */
  propia: z.optional(z.boolean()),
  version: z.optional(z.number()),
  configuracion_adicional: z.object({
    duracion_estimada: z.optional(z.number()),
    numero_preguntas: z.optional(z.number()),
    nivel_profundidad: z.optional(z.string()),
  }),
});
export const ServiciosIADisponibles = z.array(ServicioIADisponible);

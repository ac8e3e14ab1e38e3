// HR service templates (part 2 §3 "HR service", its edit form, and the form defaults of §5).
import * as z from 'zod/mini';
import { SERVICIOS_HR } from '../constants.js';
import { Codigo, Id, TextoCorto, TextoLargo } from './comun.js';

export const CATEGORIAS_SERVICIO = ['evaluacion', 'desarrollo', 'seleccion', 'organizacional'] as const;
export const CategoriaServicio = z.enum(CATEGORIAS_SERVICIO);
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
export type TipoServicio = z.infer<typeof TipoServicio>;

/** The AI provider a service prefers. */
export const APIS_PREFERIDAS = ['openai', 'claude', 'gemini', 'perplexity'] as const;
export const ApiPreferida = z.enum(APIS_PREFERIDAS);
export type ApiPreferida = z.infer<typeof ApiPreferida>;

/** Variables the user prompt may use. */
export const VARIABLES_PROMPT_USUARIO = ['{nombre}', '{posicion}', '{experiencia}', '{skills}', '{educacion}'] as const;

/** Duration in minutes; pass criterion in percent. */
const DuracionEstimada = z.number().check(z.int(), z.minimum(1), z.maximum(600));
const CriterioPasado = z.number().check(z.minimum(0), z.maximum(100));

/** A phase of the service's structure: its name, or an object with at least a name. */
export const FaseServicio = z.union([z.string(), z.looseObject({ nombre: z.string() })]);
export type FaseServicio = z.infer<typeof FaseServicio>;

export const ServicioHR = z.object({
  _id: z.optional(Id),
  nombre: z.string(),
  codigo: Codigo,
  descripcion: z.optional(z.string()),
  descripcionDetallada: z.optional(z.string()),
  categoria: z._default(CategoriaServicio, 'evaluacion'),
  experto: z.optional(z.object({ nombre: z.optional(z.string()), especialidad: z.optional(z.string()) })),
  estructura: z.prefault(
    z.object({
      duracionEstimada: z._default(DuracionEstimada, SERVICIOS_HR.duracionEstimadaPorDefecto),
      criterioPasado: z._default(CriterioPasado, SERVICIOS_HR.criterioPasadoPorDefecto),
      fases: z._default(z.array(FaseServicio), []),
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
});
export type ServicioHR = z.infer<typeof ServicioHR>;

const FaseEntrada = z.union([TextoCorto, z.looseObject({ nombre: TextoCorto })]);
const ExpertoEntrada = z.strictObject({ nombre: z.optional(TextoCorto), especialidad: z.optional(TextoCorto) });

/** Body of the HR service create call (superadmin), with the form defaults of part 2 §5. */
export const ServicioHRCreate = z.strictObject({
  nombre: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  codigo: Codigo,
  descripcion: z.optional(TextoLargo),
  descripcionDetallada: z.optional(TextoLargo),
  categoria: z._default(CategoriaServicio, 'evaluacion'),
  experto: z.optional(ExpertoEntrada),
  estructura: z.prefault(
    z.strictObject({
      duracionEstimada: z._default(DuracionEstimada, SERVICIOS_HR.duracionEstimadaPorDefecto),
      criterioPasado: z._default(CriterioPasado, SERVICIOS_HR.criterioPasadoPorDefecto),
      fases: z._default(z.array(FaseEntrada).check(z.maxLength(50)), []),
    }),
    {},
  ),
  configuracion: z.prefault(
    z.strictObject({
      activo: z._default(z.boolean(), true),
      requiereAutenticacion: z._default(z.boolean(), true),
    }),
    {},
  ),
});
export type ServicioHRCreate = z.infer<typeof ServicioHRCreate>;

/** Body of the update by codigo: all optional, no defaults; the codigo itself cannot change. */
export const ServicioHRUpdate = z.strictObject({
  nombre: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  descripcion: z.optional(TextoLargo),
  descripcionDetallada: z.optional(TextoLargo),
  categoria: z.optional(CategoriaServicio),
  experto: z.optional(ExpertoEntrada),
  estructura: z.optional(
    z.strictObject({
      duracionEstimada: z.optional(DuracionEstimada),
      criterioPasado: z.optional(CriterioPasado),
      fases: z.optional(z.array(FaseEntrada).check(z.maxLength(50))),
    }),
  ),
  configuracion: z.optional(z.strictObject({ activo: z.optional(z.boolean()), requiereAutenticacion: z.optional(z.boolean()) })),
});
export type ServicioHRUpdate = z.infer<typeof ServicioHRUpdate>;

/**
 * The edit form of an HR / AI service (part 2 §3): name, type, description, preferred API,
 * context and the two prompts (the user prompt takes VARIABLES_PROMPT_USUARIO).
 */
export const ServicioHRForm = z.strictObject({
  nombre: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  tipo: z.optional(TipoServicio),
  descripcion: z.optional(TextoLargo),
  api_preferida: z.optional(ApiPreferida),
  contexto: z.optional(TextoLargo),
  prompt_sistema: z.optional(TextoLargo),
  prompt_usuario: z.optional(TextoLargo),
});
export type ServicioHRForm = z.infer<typeof ServicioHRForm>;

/** GET /api/servicios-hr: the platform templates, each with its code as id. */
export const ServiciosHrData = z.array(z.extend(ServicioHR, { id: z.string() }));

/** Part 2 §3 "AI service offered for interviews": GET /api/servicios-hr/disponibles. */
export const ServicioIADisponible = z.object({
  id: Codigo,
  codigo: Codigo,
  nombre: z.string(),
  descripcion: z.optional(z.string()),
  activo: z.boolean(),
  api_preferida: z.optional(z.string()),
  configuracion_adicional: z.object({
    duracion_estimada: z.optional(z.number()),
    numero_preguntas: z.optional(z.number()),
    nivel_profundidad: z.optional(z.string()),
  }),
});
export const ServiciosIADisponibles = z.array(ServicioIADisponible);

// HR service templates (part 2 §3 "HR service", its edit form, and the form defaults of §5).
import * as z from 'zod';
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
const DuracionEstimada = z.number().int().min(1).max(600);
const CriterioPasado = z.number().min(0).max(100);

/** A phase of the service's structure: its name, or an object with at least a name. */
export const FaseServicio = z.union([z.string(), z.looseObject({ nombre: z.string() })]);
export type FaseServicio = z.infer<typeof FaseServicio>;

export const ServicioHR = z.object({
  _id: Id.optional(),
  nombre: z.string(),
  codigo: Codigo,
  descripcion: z.string().optional(),
  descripcionDetallada: z.string().optional(),
  categoria: CategoriaServicio.default('evaluacion'),
  experto: z.object({ nombre: z.string().optional(), especialidad: z.string().optional() }).optional(),
  estructura: z
    .object({
      duracionEstimada: DuracionEstimada.default(SERVICIOS_HR.duracionEstimadaPorDefecto),
      criterioPasado: CriterioPasado.default(SERVICIOS_HR.criterioPasadoPorDefecto),
      fases: z.array(FaseServicio).default([]),
    })
    .prefault({}),
  /** activo false shows the Inactivo badge and disables running the service. */
  configuracion: z
    .object({
      activo: z.boolean().default(true),
      requiereAutenticacion: z.boolean().default(true),
    })
    .prefault({}),
  metricas: z
    .object({
      totalEjecuciones: z.number().int().min(0).default(0),
      satisfaccionPromedio: z.number().min(0).default(0),
    })
    .prefault({}),
});
export type ServicioHR = z.infer<typeof ServicioHR>;

const FaseEntrada = z.union([TextoCorto, z.looseObject({ nombre: TextoCorto })]);
const ExpertoEntrada = z.strictObject({ nombre: TextoCorto.optional(), especialidad: TextoCorto.optional() });

/** Body of the HR service create call (superadmin), with the form defaults of part 2 §5. */
export const ServicioHRCreate = z.strictObject({
  nombre: z.string().trim().min(1).max(200),
  codigo: Codigo,
  descripcion: TextoLargo.optional(),
  descripcionDetallada: TextoLargo.optional(),
  categoria: CategoriaServicio.default('evaluacion'),
  experto: ExpertoEntrada.optional(),
  estructura: z
    .strictObject({
      duracionEstimada: DuracionEstimada.default(SERVICIOS_HR.duracionEstimadaPorDefecto),
      criterioPasado: CriterioPasado.default(SERVICIOS_HR.criterioPasadoPorDefecto),
      fases: z.array(FaseEntrada).max(50).default([]),
    })
    .prefault({}),
  configuracion: z
    .strictObject({
      activo: z.boolean().default(true),
      requiereAutenticacion: z.boolean().default(true),
    })
    .prefault({}),
});
export type ServicioHRCreate = z.infer<typeof ServicioHRCreate>;

/** Body of the update by codigo: all optional, no defaults; the codigo itself cannot change. */
export const ServicioHRUpdate = z.strictObject({
  nombre: z.string().trim().min(1).max(200).optional(),
  descripcion: TextoLargo.optional(),
  descripcionDetallada: TextoLargo.optional(),
  categoria: CategoriaServicio.optional(),
  experto: ExpertoEntrada.optional(),
  estructura: z
    .strictObject({
      duracionEstimada: DuracionEstimada.optional(),
      criterioPasado: CriterioPasado.optional(),
      fases: z.array(FaseEntrada).max(50).optional(),
    })
    .optional(),
  configuracion: z.strictObject({ activo: z.boolean().optional(), requiereAutenticacion: z.boolean().optional() }).optional(),
});
export type ServicioHRUpdate = z.infer<typeof ServicioHRUpdate>;

/**
 * The edit form of an HR / AI service (part 2 §3): name, type, description, preferred API,
 * context and the two prompts (the user prompt takes VARIABLES_PROMPT_USUARIO).
 */
export const ServicioHRForm = z.strictObject({
  nombre: z.string().trim().min(1).max(200),
  tipo: TipoServicio.optional(),
  descripcion: TextoLargo.optional(),
  api_preferida: ApiPreferida.optional(),
  contexto: TextoLargo.optional(),
  prompt_sistema: TextoLargo.optional(),
  prompt_usuario: TextoLargo.optional(),
});
export type ServicioHRForm = z.infer<typeof ServicioHRForm>;

/** GET /api/servicios-hr: the platform templates, each with its code as id. */
export const ServiciosHrData = z.array(ServicioHR.extend({ id: z.string() }));

// Candidates (part 2 §3 "Candidate", §4 candidate status, §7 candidate calls).
import { z } from 'zod';
import { FechaHora, Id, TextoCorto } from './comun.js';

export const ESTADOS_CANDIDATO = ['nuevo', 'en_proceso', 'entrevistado', 'seleccionado', 'rechazado'] as const;
export const EstadoCandidato = z.enum(ESTADOS_CANDIDATO);
export type EstadoCandidato = z.infer<typeof EstadoCandidato>;

const ExperienciaAnios = z.number().int().min(0).max(80);
const Habilidades = z.array(TextoCorto.trim().min(1)).max(100);

/** The candidate as the backend sends it. */
export const CandidatoBackend = z.object({
  _id: Id,
  nombre: z.string(),
  email: z.email(),
  telefono: z.string().optional(),
  puesto: z.string().optional(),
  empresaId: Id.optional(),
  areaId: Id.optional(),
  empresa: z.object({ nombre: z.string().optional() }).optional(),
  estado: EstadoCandidato.default('nuevo'),
  fechaCreacion: FechaHora.optional(),
  experiencia_años: z.number().int().min(0).optional(),
  posicion: z.string().optional(),
  habilidades: z.array(z.string()).default([]),
});
export type CandidatoBackend = z.infer<typeof CandidatoBackend>;

/**
 * The candidate as the client holds it: experiencia_años, posicion and habilidades become
 * experiencia, posicion_aplicada and skills; location fields are empty; activo is true.
 */
export const Candidato = z.object({
  id: Id,
  nombre: z.string(),
  email: z.email(),
  telefono: z.string().optional(),
  puesto: z.string().optional(),
  empresaId: Id.optional(),
  areaId: Id.optional(),
  empresa: z.object({ nombre: z.string().optional() }).optional(),
  estado: EstadoCandidato.default('nuevo'),
  fechaCreacion: FechaHora.optional(),
  experiencia: z.number().int().min(0).optional(),
  posicion_aplicada: z.string().optional(),
  skills: z.array(z.string()).default([]),
  ubicacion_completa: z.string().default(''),
  ciudad: z.string().default(''),
  pais: z.string().default(''),
  activo: z.boolean().default(true),
});
export type Candidato = z.infer<typeof Candidato>;

/** The backend → client mapping of part 2 §3. */
export function toCandidatoCliente(raw: z.input<typeof CandidatoBackend>): Candidato {
  const b = CandidatoBackend.parse(raw);
  return Candidato.parse({
    id: b._id,
    nombre: b.nombre,
    email: b.email,
    telefono: b.telefono,
    puesto: b.puesto,
    empresaId: b.empresaId,
    areaId: b.areaId,
    empresa: b.empresa,
    estado: b.estado,
    fechaCreacion: b.fechaCreacion,
    experiencia: b.experiencia_años,
    posicion_aplicada: b.posicion,
    skills: b.habilidades,
    ubicacion_completa: '',
    ciudad: '',
    pais: '',
    activo: true,
  });
}

/** The candidate in the interview context (part 2 §3). */
export const CandidatoEntrevista = z.object({
  id: Id,
  empresaId: Id.optional(),
  empresa_id: Id.optional(),
  areaId: Id.optional(),
  nombre: z.string(),
  email: z.email(),
  puestoActual: z.string().optional(),
  estadoProceso: z.string().default('pendiente'),
});
export type CandidatoEntrevista = z.infer<typeof CandidatoEntrevista>;

// ---- Bodies ----------------------------------------------------------------------------------

/** Body of the candidate create call; the payload carries experiencia_años, posicion and habilidades. */
export const CandidatoCreate = z.strictObject({
  nombre: z.string().trim().min(1).max(200),
  email: z.email(),
  telefono: TextoCorto.optional(),
  puesto: TextoCorto.optional(),
  posicion: TextoCorto.optional(),
  experiencia_años: ExperienciaAnios.optional(),
  habilidades: Habilidades.default([]),
  estado: EstadoCandidato.default('nuevo'),
  /** Chosen by the superadmin; other users' candidates always go to their own company. */
  empresaId: Id.optional(),
  areaId: Id.optional(),
});
export type CandidatoCreate = z.infer<typeof CandidatoCreate>;

/** Body of the candidate update: all optional, no defaults; the company cannot change. */
export const CandidatoUpdate = z.strictObject({
  nombre: z.string().trim().min(1).max(200).optional(),
  email: z.email().optional(),
  telefono: TextoCorto.optional(),
  puesto: TextoCorto.optional(),
  posicion: TextoCorto.optional(),
  experiencia_años: ExperienciaAnios.optional(),
  habilidades: Habilidades.optional(),
  estado: EstadoCandidato.optional(),
  areaId: Id.nullable().optional(),
});
export type CandidatoUpdate = z.infer<typeof CandidatoUpdate>;

// The algorithm dossier (issue 56 items 1–2, D174): what a company gives its workers' representatives
// under art. 64.4.d of the Estatuto de los Trabajadores and Art. 26(7) of the AI Act — generated from
// what the product stores, never typed — and the record of each delivery. The dossier answers the
// Ministry of Labour's guide «Información algorítmica en el ámbito laboral» where the product knows
// the answer and says «A completar por la empresa» where it does not.
import * as z from 'zod/mini';
import { dosier as msg, fmt } from '../messages.js';
import { Id } from './comun.js';

export const DOSIER = {
  /** The longest period one dossier covers (the oversight record is read page by page). */
  mesesMax: 12,
  /** The body or people it was given to, in characters. */
  organoMax: 200,
  destinatariosMax: 1_000,
  /** Deliveries listed (newest first). */
  entregasMax: 100,
  /** Interviews' designs read for the templates used in the period. */
  disenosMax: 2_000,
  /** One of the company's own answers to the guide, in characters. */
  respuestaMax: 4_000,
} as const;

const FechaDia = z.iso.date(msg.periodoInvalido);

const dentroDeMeses = (desde: string, hasta: string) => {
  const limite = new Date(`${desde}T00:00:00Z`);
  limite.setUTCMonth(limite.getUTCMonth() + DOSIER.mesesMax);
  return new Date(`${hasta}T00:00:00Z`).getTime() <= limite.getTime();
};

type Periodo = { desde?: string | undefined; hasta?: string | undefined };
const noInvertido = (q: Periodo) => !q.desde || !q.hasta || q.hasta >= q.desde;
const noLargo = (q: Periodo) => !q.desde || !q.hasta || q.hasta < q.desde || dentroDeMeses(q.desde, q.hasta);

/**
 * The documents the dossier's route generates from the same facts: the algorithm dossier (the default)
 * and Colombia's privacy impact study (issue 67 item 7; only for a company whose country asks for it,
 * shared/paises.ts `estudioImpactoDe`).
 */
export const TIPOS_DOSIER = ['dosier-algoritmico', 'estudio-impacto-co'] as const;

/** GET /api/informes/dosier-algoritmico: the period (UTC days, both included); without it, the last 12 months to today. */
export const DosierQuery = z
  .object({
    empresaId: z.optional(Id),
    desde: z.optional(FechaDia),
    hasta: z.optional(FechaDia),
    tipo: z.optional(z.enum(TIPOS_DOSIER, msg.tipoInvalido)),
  })
  .check(
    z.refine(noInvertido, { message: msg.periodoInvertido, path: ['hasta'] }),
    z.refine(noLargo, { message: fmt(msg.periodoLargo, { meses: DOSIER.mesesMax }), path: ['hasta'] }),
  );
export type DosierQuery = z.output<typeof DosierQuery>;

/** POST /api/informes/dosier-algoritmico/entregas: when, to whom, and which dossier (its SHA-256 and period). */
export const EntregaDosierBody = z
  .strictObject({
    fecha: z.iso.date(msg.fechaEntrega),
    organo: z
      .string(msg.organo)
      .check(z.trim(), z.minLength(1, msg.organo), z.maxLength(DOSIER.organoMax, fmt(msg.organoLargo, { max: DOSIER.organoMax }))),
    destinatarios: z.optional(
      z.string().check(z.trim(), z.maxLength(DOSIER.destinatariosMax, fmt(msg.destinatariosLargo, { max: DOSIER.destinatariosMax }))),
    ),
    hash: z.string(msg.huella).check(z.regex(/^[0-9a-f]{64}$/, msg.huella)),
    desde: FechaDia,
    hasta: FechaDia,
  })
  .check(
    z.refine(noInvertido, { message: msg.periodoInvertido, path: ['hasta'] }),
    z.refine(noLargo, { message: fmt(msg.periodoLargo, { meses: DOSIER.mesesMax }), path: ['hasta'] }),
  );
export type EntregaDosierBody = z.output<typeof EntregaDosierBody>;

// ——— The company's own answers (issue 65 item 6) ———

/**
 * What only the company can answer of the Ministry of Labour's guide, in the guide's order: the
 * dossier says «A completar por la empresa» for each until the company writes its answer, which then
 * takes its place (the measures against discrimination also complete the equality section).
 */
export const CLAVES_EMPRESA = ['entrenamiento', 'auditoria', 'evaluacionImpacto', 'discriminacion', 'representacion', 'contacto'] as const;
export type ClaveEmpresa = (typeof CLAVES_EMPRESA)[number];

export const PREGUNTAS_EMPRESA: Record<ClaveEmpresa, { bloque: string; pregunta: string }> = {
  entrenamiento: { bloque: 'Lógica y funcionamiento', pregunta: '¿Con qué datos se entrenaron los modelos?' },
  auditoria: { bloque: 'Lógica y funcionamiento', pregunta: '¿Se ha auditado el sistema o comprobado sus resultados y sesgos?' },
  evaluacionImpacto: {
    bloque: 'Consecuencias',
    pregunta: '¿Se ha hecho una evaluación de impacto (protección de datos, derechos fundamentales)?',
  },
  discriminacion: { bloque: 'Otra información relevante', pregunta: '¿Qué medidas se toman para prevenir la discriminación?' },
  representacion: {
    bloque: 'Otra información relevante',
    pregunta: '¿Se ha informado o consultado a la representación legal y se ha negociado el uso del sistema?',
  },
  contacto: { bloque: 'Otra información relevante', pregunta: 'Persona o departamento de contacto para cuestiones sobre el sistema' },
};

const TextoEmpresa = z.optional(
  z.string(msg.respuestaTexto).check(z.trim(), z.maxLength(DOSIER.respuestaMax, fmt(msg.respuestaLarga, { max: DOSIER.respuestaMax }))),
);

/**
 * What only the company can answer of Colombia's privacy impact study (issue 67 item 7) that the dossier's
 * guide does not ask, in the study's order and sections (functions/lib/dosier/estudio-impacto.ts): its own
 * versioned answers, kept in the same store as the dossier's under the study's type. The four questions
 * the study shares with the guide (contact, audits, measures against discrimination, training data) stay
 * the dossier's answers.
 */
export const CLAVES_ESTUDIO_CO = ['ponderacion', 'transmision', 'legalidad', 'seguridad', 'clasificacionRiesgos', 'aprobacion'] as const;
export type ClaveEstudioCo = (typeof CLAVES_ESTUDIO_CO)[number];

export const PREGUNTAS_ESTUDIO_CO: Record<ClaveEstudioCo, { bloque: string; pregunta: string }> = {
  ponderacion: { bloque: 'Ponderación previa', pregunta: 'Idoneidad, necesidad, razonabilidad y proporcionalidad' },
  transmision: {
    bloque: 'Descripción del tratamiento',
    pregunta: 'Transmisión a encargados y transferencias internacionales',
  },
  legalidad: { bloque: 'Principios del tratamiento (Ley 1581 de 2012, art. 4)', pregunta: 'Legalidad' },
  seguridad: { bloque: 'Principios del tratamiento (Ley 1581 de 2012, art. 4)', pregunta: 'Seguridad' },
  clasificacionRiesgos: { bloque: 'Riesgos para los titulares y medidas', pregunta: 'Clasificación de los riesgos' },
  aprobacion: { bloque: 'Aprobación y revisión', pregunta: 'Aprobación y revisión periódica' },
};

/** Every question a document's own answers may hold; which belong to which document is `CLAVES_DOCUMENTO`. */
export type ClaveRespuesta = ClaveEmpresa | ClaveEstudioCo;
export type TipoDosier = (typeof TIPOS_DOSIER)[number];
export const CLAVES_DOCUMENTO: Record<TipoDosier, readonly ClaveRespuesta[]> = {
  'dosier-algoritmico': CLAVES_EMPRESA,
  'estudio-impacto-co': CLAVES_ESTUDIO_CO,
};

/**
 * The answers as the company keeps them: an empty or missing one is not answered. One shape for both
 * documents; the server refuses a question of the other document (`tipo`).
 */
export const TextosEmpresa = z.strictObject({
  entrenamiento: TextoEmpresa,
  auditoria: TextoEmpresa,
  evaluacionImpacto: TextoEmpresa,
  discriminacion: TextoEmpresa,
  representacion: TextoEmpresa,
  contacto: TextoEmpresa,
  ponderacion: TextoEmpresa,
  transmision: TextoEmpresa,
  legalidad: TextoEmpresa,
  seguridad: TextoEmpresa,
  clasificacionRiesgos: TextoEmpresa,
  aprobacion: TextoEmpresa,
});
export type TextosEmpresa = z.output<typeof TextosEmpresa>;

/** …/respuestas: the company (superadmin) and the document whose answers they are (the dossier by default). */
export const RespuestasQuery = z.object({
  empresaId: z.optional(Id),
  tipo: z.optional(z.enum(TIPOS_DOSIER, msg.tipoInvalido)),
});
export type RespuestasQuery = z.output<typeof RespuestasQuery>;

/** PUT /api/informes/dosier-algoritmico/respuestas: the answers and the version they were edited from (0: none yet). */
export const RespuestasEmpresaBody = z.strictObject({
  version: z.number(msg.versionRespuestas).check(z.int(msg.versionRespuestas), z.minimum(0, msg.versionRespuestas)),
  respuestas: TextosEmpresa,
});
export type RespuestasEmpresaBody = z.output<typeof RespuestasEmpresaBody>;

/** Each save is a new version, kept: who saved it and when (version 0: never saved). */
export const RespuestasEmpresa = z.object({
  version: z.number(),
  guardadaEn: z.nullable(z.string()),
  guardadaPor: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  respuestas: z.record(z.string(), z.string()),
});
export type RespuestasEmpresa = z.infer<typeof RespuestasEmpresa>;

export const PlantillaEntregada = z.object({ codigo: z.string(), nombre: z.string(), version: z.number() });

export const EntregaDosier = z.object({
  id: z.string(),
  fecha: z.string(),
  organo: z.string(),
  destinatarios: z.nullable(z.string()),
  hash: z.string(),
  desde: z.string(),
  hasta: z.string(),
  plantillas: z.array(PlantillaEntregada),
  registradaPor: z.object({ id: z.string(), nombre: z.string() }),
  registradaEn: z.string(),
});
export type EntregaDosier = z.infer<typeof EntregaDosier>;

/** A template in use that changed after the last delivery. */
export const CambioPosterior = z.object({
  codigo: z.string(),
  nombre: z.string(),
  versionEntregada: z.nullable(z.number()),
  version: z.number(),
});

/** Whether the last dossier given still describes the templates in use. */
export const EstadoDosier = z.object({
  ultimaEntrega: z.nullable(EntregaDosier),
  desactualizado: z.boolean(),
  cambios: z.array(CambioPosterior),
});
export type EstadoDosier = z.infer<typeof EstadoDosier>;

export const EntregasDosier = z.object({ entregas: z.array(EntregaDosier), estado: EstadoDosier });
export type EntregasDosier = z.infer<typeof EntregasDosier>;

// ——— The dossier itself ———

export const TIPOS_CAMBIO = [
  'nombre',
  'descripcion',
  'fase_anadida',
  'fase_eliminada',
  'fase_cambiada',
  'pregunta_anadida',
  'pregunta_eliminada',
  'pregunta_cambiada',
  'competencia_anadida',
  'competencia_eliminada',
  'competencia_cambiada',
  'ancla_cambiada',
  'prompt_cambiado',
  'ajuste_cambiado',
] as const;

export const CambioCampo = z.object({
  tipo: z.enum(TIPOS_CAMBIO),
  /** What changed, in words («Pregunta añadida en la fase Experiencia»). */
  descripcion: z.string(),
  antes: z.nullable(z.string()),
  despues: z.nullable(z.string()),
});
export type CambioCampo = z.infer<typeof CambioCampo>;

/** One version against the one before it, dated. */
export const VersionCambiada = z.object({
  version: z.number(),
  fecha: z.nullable(z.string()),
  /** False when the version before it was never stored (a template edited before D174 kept no copies). */
  comparable: z.boolean(),
  cambios: z.array(CambioCampo),
});
export type VersionCambiada = z.infer<typeof VersionCambiada>;

const Pregunta = z.object({ texto: z.string(), explora: z.nullable(z.string()), competencia: z.nullable(z.string()) });
const Competencia = z.object({
  competencia: z.string(),
  descripcion: z.nullable(z.string()),
  anclas: z.object({ bajo: z.string(), medio: z.string(), alto: z.string() }),
});

export const PlantillaDosier = z.object({
  codigo: z.string(),
  nombre: z.string(),
  origen: z.enum(['plataforma', 'propia']),
  /** A company template: the platform template it was copied from. */
  base: z.nullable(z.string()),
  version: z.number(),
  fechaVersion: z.nullable(z.string()),
  /** Why it is in the dossier: offered to the company, and/or used by interviews of the period (with the versions they used). */
  habilitada: z.boolean(),
  entrevistasEnPeriodo: z.number(),
  versionesUsadas: z.array(z.number()),
  descripcion: z.nullable(z.string()),
  fases: z.array(z.object({ nombre: z.string(), objetivo: z.nullable(z.string()), preguntas: z.array(Pregunta) })),
  rubrica: z.array(Competencia),
  /** Pass mark of the template (percent), when it sets one. */
  criterioPasado: z.nullable(z.number()),
  /** What the template adds to the model's prompt (null: nothing). */
  promptSistema: z.nullable(z.string()),
  promptUsuario: z.nullable(z.string()),
  contexto: z.nullable(z.string()),
  variables: z.array(z.string()),
  cambios: z.array(VersionCambiada),
});
export type PlantillaDosier = z.infer<typeof PlantillaDosier>;

export const UsoModelo = z.object({
  metodo: z.string(),
  proveedor: z.nullable(z.string()),
  modelo: z.string(),
  tarea: z.enum(['informe', 'repregunta']),
  veces: z.number(),
  versionesInstrucciones: z.array(z.string()),
});

export const RespuestaGuia = z.object({
  bloque: z.string(),
  pregunta: z.string(),
  respuesta: z.string(),
  /** True when the product does not know and the company has not answered yet. */
  aCompletar: z.boolean(),
  /** The question only the company can answer (its key in the company's answers); null: the product answers it. */
  clave: z.nullable(z.enum([...CLAVES_EMPRESA, ...CLAVES_ESTUDIO_CO])),
  /** The answer is the company's own text (its saved version is `respuestasEmpresa`). */
  deLaEmpresa: z.boolean(),
});
export type RespuestaGuia = z.infer<typeof RespuestaGuia>;

/** The version of the company's own answers a document carries (part of its hash); null: none saved. */
const RespuestasIncluidas = z.nullable(
  z.object({ version: z.number(), guardadaEn: z.string(), guardadaPor: z.string(), respondidas: z.number(), total: z.number() }),
);

export const Dosier = z.object({
  titulo: z.string(),
  empresa: z.object({ id: z.string(), nombre: z.string() }),
  desde: z.string(),
  hasta: z.string(),
  generadoEn: z.string(),
  /** SHA-256 of the dossier without its generation time: the same facts, the same hash. */
  hash: z.string(),
  ultimaEntrega: z.nullable(z.object({ id: z.string(), fecha: z.string(), organo: z.string() })),
  plantillas: z.array(PlantillaDosier),
  instrucciones: z.object({
    reglasInforme: z.string(),
    versionInforme: z.string(),
    instruccionesRepregunta: z.string(),
    versionRepregunta: z.string(),
    variables: z.array(z.object({ nombre: z.string(), origen: z.string() })),
    noSeEnvia: z.array(z.string()),
  }),
  modelos: z.array(UsoModelo),
  analizador: z.object({
    version: z.string(),
    usadoEnPeriodo: z.number(),
    mide: z.array(z.string()),
    noMide: z.array(z.string()),
  }),
  integridad: z.object({
    comprobaciones: z.object({
      version: z.string(),
      tipos: z.array(z.object({ tipo: z.string(), etiqueta: z.string(), veces: z.number() })),
    }),
    senalesPagina: z.object({ activas: z.boolean(), recoge: z.array(z.string()) }),
  }),
  supervision: z.object({
    revisores: z.array(z.object({ nombre: z.string(), revisiones: z.number() })),
    rolesQueRevisan: z.array(z.string()),
    informes: z.number(),
    informesRevisados: z.number(),
    porcentajeRevisado: z.nullable(z.number()),
    coincidencias: z.number(),
    cambios: z.number(),
    motivosCambio: z.array(
      z.object({ fecha: z.string(), decision: z.string(), recomendacionIA: z.string(), motivo: z.nullable(z.string()) }),
    ),
    pausaIA: z.boolean(),
    umbral: z.nullable(z.number()),
  }),
  conservacion: z.object({ mesesCandidatos: z.number(), mesesRegistroSupervision: z.number(), texto: z.string() }),
  derechos: z.array(z.object({ derecho: z.string(), comoEjercerlo: z.string() })),
  equidad: z.object({ texto: z.string(), aCompletar: z.boolean(), medidasEmpresa: z.nullable(z.string()) }),
  guia: z.array(RespuestaGuia),
  respuestasEmpresa: RespuestasIncluidas,
});
export type Dosier = z.infer<typeof Dosier>;

// ——— Colombia's privacy impact study (issue 67 item 7) ———

/**
 * The privacy impact study the SIC's Circular Externa 002 of 2024 asks of a Colombian controller before
 * AI processes personal data, written from the same stored facts as the dossier: each section a list of
 * points in the guide's shape (question, answer, «A completar por la empresa» where only it knows).
 */
export const EstudioImpacto = z.object({
  tipo: z.literal('estudio-impacto-co'),
  titulo: z.string(),
  /** The rule that asks for it. */
  norma: z.string(),
  empresa: z.object({ id: z.string(), nombre: z.string() }),
  desde: z.string(),
  hasta: z.string(),
  generadoEn: z.string(),
  /** SHA-256 of the study without its generation time: the same facts, the same hash. */
  hash: z.string(),
  /** Interviews created in the period, over every template. */
  entrevistas: z.number(),
  modelos: z.array(UsoModelo),
  /** The study's points, in its sections' order (`bloque` is the section). */
  apartados: z.array(RespuestaGuia),
  /** The dossier's answers the study shares (contact, audits, discrimination, training). */
  respuestasEmpresa: RespuestasIncluidas,
  /** The company's own answers to the study's questions (`CLAVES_ESTUDIO_CO`), part of its hash like the dossier's. */
  respuestasEstudio: RespuestasIncluidas,
});
export type EstudioImpacto = z.infer<typeof EstudioImpacto>;

/** What GET /api/informes/dosier-algoritmico answers: the dossier, or the study when `tipo` asks for it. */
export const DocumentoDosier = z.union([Dosier, EstudioImpacto]);
export type DocumentoDosier = z.infer<typeof DocumentoDosier>;

export const esEstudioImpacto = (d: DocumentoDosier): d is EstudioImpacto => 'tipo' in d && d.tipo === 'estudio-impacto-co';

// An analysed interview for the report's tests (the interview's detail, the Informes screen, the
// review form, the PDF): a transcript of three turns, the AI report that quotes it (two evaluated
// competencies, one not evaluated, one technical skill), the review a person may add, and the list
// item of the Informes screen, in the contract's shapes. The interview was scheduled for the 24th
// at 16:00 in Madrid and taken the day before (D83).
import type { Entrevista, EstadoEntrevista, TurnoTranscripcion } from '@shared/schemas/entrevista';
import type { InformeIA, InformeResumen, Procedencia, Validacion } from '@shared/schemas/informe';
import { entrevistaDePrueba } from './lista-fixtures';

/** Written by a language model with the company's key (two quotes it gave were not in the transcript). */
export const procedenciaProveedor: Procedencia = {
  metodo: 'proveedor',
  proveedor: 'openai',
  modelo: 'gpt-4o-mini',
  analizadorVersion: null,
  motivoIntegrado: null,
  origenClave: 'empresa',
  plantilla: { servicioId: 'entrevistas-profundidad', codigo: 'entrevistas-profundidad', nombre: 'Entrevistas en Profundidad', version: 3 },
  rubricaVersion: 2,
  promptHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  generadoEn: '2026-11-24T16:05:00.000Z',
  duracionMs: 2_400,
  tokens: { entrada: 1_800, salida: 650 },
  intentos: 1,
  citasDescartadas: 2,
  analisisTextoFallido: false,
};

/** Written by the built-in analyzer, for want of a key. */
export const procedenciaIntegrada: Procedencia = {
  ...procedenciaProveedor,
  metodo: 'integrado',
  proveedor: null,
  modelo: 'analizador integrado',
  analizadorVersion: 'integrado-v1',
  motivoIntegrado: 'sin_clave',
  origenClave: null,
  duracionMs: 180,
  tokens: null,
  citasDescartadas: 0,
};

export const informe: InformeIA = {
  resumenEjecutivo: 'Perfil sólido para el puesto, con experiencia liderando equipos pequeños.',
  softSkills: [
    {
      habilidad: 'Comunicación',
      puntuacion: 6,
      evaluado: true,
      ancla: 'medio',
      justificacion: 'Explica sus decisiones, aunque con pocos ejemplos concretos.',
      evidencia: [{ cita: 'explico los cambios al equipo con ejemplos', pregunta: 0 }],
    },
    {
      habilidad: 'Liderazgo',
      puntuacion: 7,
      evaluado: true,
      ancla: 'alto',
      justificacion: 'Ha dirigido un equipo y cuenta cómo repartió el trabajo.',
      evidencia: [{ cita: 'lidere un equipo de cinco personas', pregunta: 1 }],
    },
    {
      habilidad: 'Negociación',
      puntuacion: null,
      evaluado: false,
      ancla: null,
      justificacion: 'Ninguna respuesta trata la negociación.',
      evidencia: [],
    },
  ],
  hardSkills: [
    {
      habilidad: 'SQL',
      nivel: 'avanzado',
      justificacion: 'Describe consultas con funciones de ventana.',
      evidencia: [{ cita: 'escribo consultas SQL con funciones de ventana', pregunta: 2 }],
    },
  ],
  conclusiones: 'Se ajusta a lo evaluado; conviene profundizar en la negociación.',
  recomendaciones: ['Hacer una segunda entrevista técnica', 'Preguntar por una negociación difícil'],
  bertAnalysis: {
    metodo: 'léxico-heurístico-v1',
    sentiment: { label: 'positivo', score: 0.42 },
    coherenceScore: 7.5,
    professionalismScore: 8,
  },
  procedencia: procedenciaProveedor,
};

export const transcripcion: TurnoTranscripcion[] = [
  {
    n: 0,
    fase: 'Apertura',
    pregunta: '¿Cómo comunicas un cambio de prioridades?',
    respuesta: 'Primero Explico los cambios al equipo con ejemplos y luego lo dejo por escrito.',
    origen: 'texto',
    respondidaEn: '2026-11-23T15:05:00.000Z',
    repregunta: null,
  },
  {
    n: 1,
    fase: 'Experiencia',
    pregunta: 'Cuéntame una experiencia liderando.',
    respuesta: 'En mi último proyecto LIDERÉ un equipo de cinco personas durante un año.',
    origen: 'voz',
    respondidaEn: '2026-11-23T15:10:00.000Z',
    repregunta: null,
  },
  {
    n: 2,
    fase: 'Técnica',
    pregunta: '¿Qué herramientas usas a diario?',
    respuesta: 'Python para automatizar.',
    origen: 'texto',
    respondidaEn: '2026-11-23T15:15:00.000Z',
    repregunta: {
      pregunta: '¿Y para analizar datos?',
      respuesta: 'Escribo consultas SQL con funciones de ventana.',
      proveedor: 'openai',
      modelo: 'gpt-4o-mini',
      generadaEn: '2026-11-23T15:16:00.000Z',
    },
  },
];

export const validacion: Validacion = {
  decision: 'recomendado',
  puntuacionesAjustadas: [{ habilidad: 'Comunicación', puntuacion: 8, puntuacionIA: 6 }],
  comentario: 'Buen encaje con el equipo.',
  por: { userId: 'u1', nombre: 'Ana Admin' },
  fecha: '2026-11-25T09:30:00.000Z',
  estadoCandidato: 'seleccionado',
  emailCandidato: 'resultadosEntrevista',
};

/** When the interview reached each state (scheduled on the 20th, taken on the 23rd, analysed on the 24th, reviewed on the 25th). */
const HISTORIAL = [
  { estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' },
  { estado: 'en_progreso', fecha: '2026-11-23T15:02:00.000Z', por: null },
  { estado: 'completada', fecha: '2026-11-23T15:41:00.000Z', por: null },
  { estado: 'analizada', fecha: '2026-11-24T16:05:00.000Z', por: null },
  { estado: 'validada', fecha: '2026-11-25T09:30:00.000Z', por: 'u1' },
] satisfies Entrevista['historial'];

/**
 * The interview behind the report, up to `estado`: completada has no report yet, analizada has the
 * report, validada the review too.
 */
export function entrevistaConInforme(
  estado: Extract<EstadoEntrevista, 'completada' | 'analizada' | 'validada'> = 'analizada',
  { id = 'i3', nombre = 'Marta Soler' }: { id?: string; nombre?: string } = {},
): Entrevista {
  return {
    ...entrevistaDePrueba(id, nombre),
    fechaRealizacion: '2026-11-23T15:02:00.000Z',
    zonaHoraria: 'Europe/Madrid',
    estado,
    historial: HISTORIAL.slice(0, HISTORIAL.findIndex((h) => h.estado === estado) + 1),
    enlaceExpiraEn: null,
    transcripcion,
    informeIA: estado === 'completada' ? null : informe,
    validacion: estado === 'validada' ? validacion : null,
  };
}

/** One report of the Informes list. */
export function informeResumen(id: string, nombre: string, cambios: Partial<InformeResumen> = {}): InformeResumen {
  return {
    id,
    candidatoId: `c-${id}`,
    candidatoNombre: nombre,
    areaId: 'a1',
    servicioId: 'entrevistas-profundidad',
    servicioNombre: 'Entrevistas en Profundidad',
    estado: 'analizada',
    fecha: '2026-11-24T16:05:00.000Z',
    fechaRealizacion: '2026-11-23T15:02:00.000Z',
    zonaHoraria: 'Europe/Madrid',
    puntuacionMedia: 6.5,
    recomendado: false,
    decision: null,
    metodo: 'proveedor',
    modelo: 'gpt-4o-mini',
    ...cambios,
  };
}

/**
 * The interview with its report's checks saying the answer to question 1 seems to answer question 3
 * (issue 64), relevance decided by words: every screen that shows it links to question 3 of its transcript.
 */
export function conOtraPregunta<E extends Entrevista>(e: E): E {
  return {
    ...e,
    informeIA: {
      ...e.informeIA!,
      integridad: {
        version: 'comprobaciones-v2',
        pertinencia: { metodo: 'palabras', detalle: 'Pertinencia por palabras: sin interpretar su significado.' },
        respuestas: 3,
        marcas: [
          {
            tipo: 'otra_pregunta',
            pregunta: 0,
            relacionadas: [2],
            detalle: 'Parece responder a la pregunta 3, no a esta: no cuenta como evidencia de «Comunicación».',
          },
        ],
        resumen: ['1 de 3 respuestas parece responder a otra pregunta'],
        discrepancias: [],
      },
    },
  };
}

// An analysed interview for the report's tests: a transcript of three turns, the AI report that
// quotes it (two evaluated competencies, one not evaluated, one technical skill), and the review a
// person may add.
import type { TurnoTranscripcion } from '@shared/schemas/entrevista';
import type { InformeIA, Procedencia, Validacion } from '@shared/schemas/informe';
import type { EntrevistaFila } from './api/entrevistas';

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
    respondidaEn: '2026-11-24T15:05:00.000Z',
    repregunta: null,
  },
  {
    n: 1,
    fase: 'Experiencia',
    pregunta: 'Cuéntame una experiencia liderando.',
    respuesta: 'En mi último proyecto LIDERÉ un equipo de cinco personas durante un año.',
    origen: 'voz',
    respondidaEn: '2026-11-24T15:10:00.000Z',
    repregunta: null,
  },
  {
    n: 2,
    fase: 'Técnica',
    pregunta: '¿Qué herramientas usas a diario?',
    respuesta: 'Python para automatizar.',
    origen: 'texto',
    respondidaEn: '2026-11-24T15:15:00.000Z',
    repregunta: {
      pregunta: '¿Y para analizar datos?',
      respuesta: 'Escribo consultas SQL con funciones de ventana.',
      proveedor: 'openai',
      modelo: 'gpt-4o-mini',
      generadaEn: '2026-11-24T15:16:00.000Z',
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

export function entrevistaConInforme(estado: 'completada' | 'analizada' | 'validada', id = 'i3'): EntrevistaFila {
  return {
    id,
    _id: id,
    empresaId: 'e1',
    candidatoId: `c-${id}`,
    candidatoNombre: 'Marta Soler',
    candidatoEmail: 'marta@correo.test',
    servicioId: 'entrevistas-profundidad',
    servicioNombre: 'Entrevistas en Profundidad',
    fechaProgramada: '2026-11-24T15:00:00.000Z',
    duracionEstimada: 60,
    zonaHoraria: 'Europe/Madrid',
    estado,
    fechaCreacion: '2026-11-20T10:00:00.000Z',
    creadoPor: 'u1',
    historial: [{ estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' }],
    enlaceExpiraEn: null,
    simulada: false,
    asistida: false,
    transcripcion,
    informeIA: estado === 'completada' ? null : informe,
    validacion: estado === 'validada' ? validacion : null,
  };
}

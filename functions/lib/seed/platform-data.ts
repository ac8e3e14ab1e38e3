// What every new installation starts with: the three HR service templates of the spec
// (test-vocacional, entrevistas-profundidad, mapeo-organizacional) and the three plans.
import { PLANES_REFERENCIA, SERVICIOS_HR } from '../../../shared/constants.js';

export const SERVICIOS_HR_BASE = [
  {
    codigo: 'test-vocacional',
    nombre: 'Test Vocacional',
    descripcion: 'Evaluación vocacional guiada por IA para orientar la carrera del candidato.',
    descripcionDetallada:
      'Entrevista conversacional que explora intereses, valores, aptitudes y motivaciones para recomendar áreas profesionales afines.',
    categoria: 'evaluacion',
    tipo: 'test_vocacional',
    experto: { nombre: 'Dra. Laura Méndez', especialidad: 'Orientación vocacional y psicometría' },
    estructura: {
      duracionEstimada: SERVICIOS_HR.duracionEstimadaPorDefecto,
      criterioPasado: SERVICIOS_HR.criterioPasadoPorDefecto,
      fases: ['Intereses', 'Aptitudes', 'Valores y motivación', 'Recomendaciones'],
    },
    configuracion: { activo: true, requiereAutenticacion: true },
    metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
    api_preferida: 'openai',
    contexto: 'Orientación vocacional para candidatos y empleados.',
    prompt_sistema:
      'Eres una psicóloga experta en orientación vocacional. Conduces una entrevista en español, cercana y profesional, y evalúas intereses, aptitudes y valores con evidencias de las respuestas.',
    prompt_usuario:
      'Candidato: {nombre}. Posición: {posicion}. Experiencia: {experiencia}. Habilidades: {skills}. Educación: {educacion}. Diseña y conduce el test vocacional.',
  },
  {
    codigo: 'entrevistas-profundidad',
    nombre: 'Entrevistas en Profundidad',
    descripcion: 'Entrevista por competencias con análisis de habilidades blandas y técnicas.',
    descripcionDetallada:
      'Entrevista estructurada por competencias (método STAR) que produce un informe con evidencias, conclusiones y recomendaciones.',
    categoria: 'seleccion',
    tipo: 'seleccion_personal',
    experto: { nombre: 'Carlos Ruiz', especialidad: 'Selección por competencias' },
    estructura: {
      duracionEstimada: 60,
      criterioPasado: SERVICIOS_HR.criterioPasadoPorDefecto,
      fases: ['Presentación', 'Experiencia', 'Competencias (STAR)', 'Preguntas técnicas', 'Cierre'],
    },
    configuracion: { activo: true, requiereAutenticacion: true },
    metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
    api_preferida: 'claude',
    contexto: 'Selección de personal por competencias.',
    prompt_sistema:
      'Eres un entrevistador senior de selección. Haces preguntas por competencias (STAR), repreguntas cuando falta evidencia y valoras cada competencia de 0 a 10 con la evidencia literal.',
    prompt_usuario:
      'Candidato: {nombre}. Posición: {posicion}. Experiencia: {experiencia}. Habilidades: {skills}. Educación: {educacion}. Realiza la entrevista en profundidad.',
  },
  {
    codigo: 'mapeo-organizacional',
    nombre: 'Mapeo Organizacional',
    descripcion: 'Diagnóstico de cultura, roles y encaje organizacional.',
    descripcionDetallada:
      'Entrevistas a miembros del equipo para mapear cultura, procesos, roles y brechas de competencias de la organización.',
    categoria: 'organizacional',
    tipo: 'mapeo_organizacional',
    experto: { nombre: 'Ana Torres', especialidad: 'Desarrollo organizacional' },
    estructura: {
      duracionEstimada: SERVICIOS_HR.duracionEstimadaPorDefecto,
      criterioPasado: SERVICIOS_HR.criterioPasadoPorDefecto,
      fases: ['Rol y responsabilidades', 'Procesos', 'Cultura', 'Brechas y propuestas'],
    },
    configuracion: { activo: true, requiereAutenticacion: true },
    metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
    api_preferida: 'openai',
    contexto: 'Diagnóstico organizacional y cultural.',
    prompt_sistema:
      'Eres consultora de desarrollo organizacional. Entrevistas para entender el rol, los procesos y la cultura, y señalas brechas con evidencias.',
    prompt_usuario:
      'Persona entrevistada: {nombre}. Puesto: {posicion}. Experiencia: {experiencia}. Habilidades: {skills}. Educación: {educacion}. Conduce el mapeo organizacional.',
  },
] as const;

export const PLANES_BASE = PLANES_REFERENCIA;

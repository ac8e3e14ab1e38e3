// What only the companies screen adds to the contract's labels (@shared/empresa-etiquetas): the
// colour of each status badge, and the HR services the form offers when the services list cannot
// be loaded (part 1 §2.7).
import { SERVICIOS_HR } from '@shared/constants';
import type { EstadoEmpresaCodigo } from '@shared/empresa-etiquetas';

export const COLOR_ESTADO_EMPRESA: Record<EstadoEmpresaCodigo, string> = {
  activa: 'green',
  trial: 'purple',
  suspendida: 'orange',
  cancelada: 'red',
};

type CodigoBase = (typeof SERVICIOS_HR.codigosBase)[number];

/** The three built-in services of the form's fallback, in the contract's order. */
const SERVICIOS_BASE_TEXTO: Record<CodigoBase, { nombre: string; descripcion: string }> = {
  'test-vocacional': { nombre: 'Test Vocacional', descripcion: 'Orientación vocacional y profesional de los candidatos.' },
  'entrevistas-profundidad': { nombre: 'Entrevistas en Profundidad', descripcion: 'Entrevistas asistidas por IA con análisis detallado.' },
  'mapeo-organizacional': { nombre: 'Mapeo Organizacional', descripcion: 'Estructura, roles y talento de la organización.' },
};

export const SERVICIOS_BASE = SERVICIOS_HR.codigosBase.map((codigo) => ({ codigo, ...SERVICIOS_BASE_TEXTO[codigo] }));

// What only the web adds to the contract's company labels (shared/empresa-etiquetas.ts holds the
// names of plans, statuses and company types): the colour of each status, and the HR services the
// form offers when the services list cannot be loaded (part 1 §2.7).
import { SERVICIOS_HR } from '@shared/constants';
import { ETIQUETA_ESTADO_EMPRESA, type EstadoEmpresaCodigo } from '@shared/empresa-etiquetas';

/** The colour palette of each status's badge. */
export const COLOR_ESTADO_EMPRESA: Record<EstadoEmpresaCodigo, string> = {
  activa: 'green',
  trial: 'purple',
  suspendida: 'orange',
  cancelada: 'red',
};

/** A company's status as its badge shows it: the contract's label and the web's colour. */
export function estadoEmpresa(estado: string | undefined): { texto: string; color: string } {
  const codigo = (estado ?? 'activa') as EstadoEmpresaCodigo;
  return { texto: ETIQUETA_ESTADO_EMPRESA[codigo] ?? estado ?? '', color: COLOR_ESTADO_EMPRESA[codigo] ?? 'gray' };
}

type CodigoBase = (typeof SERVICIOS_HR.codigosBase)[number];

/** The three built-in services of the form's fallback, in the contract's order. */
const SERVICIOS_BASE_TEXTO: Record<CodigoBase, { nombre: string; descripcion: string }> = {
  'test-vocacional': { nombre: 'Test Vocacional', descripcion: 'Orientación vocacional y profesional de los candidatos.' },
  'entrevistas-profundidad': { nombre: 'Entrevistas en Profundidad', descripcion: 'Entrevistas asistidas por IA con análisis detallado.' },
  'mapeo-organizacional': { nombre: 'Mapeo Organizacional', descripcion: 'Estructura, roles y talento de la organización.' },
};

export const SERVICIOS_BASE = SERVICIOS_HR.codigosBase.map((codigo) => ({ codigo, ...SERVICIOS_BASE_TEXTO[codigo] }));

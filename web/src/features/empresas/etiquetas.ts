// What only the web adds to the contract's company labels (shared/empresa-etiquetas.ts holds the
// names of plans, statuses and company types): the colour of each status, the badge of a company
// being deleted, and the HR services the form offers when the services list cannot be loaded
// (part 1 §2.7).
import { SERVICIOS_HR } from '@shared/constants';
import { ETIQUETA_ESTADO_EMPRESA, type EstadoEmpresaCodigo } from '@shared/empresa-etiquetas';
import { empresas as msgEmpresas, fmt } from '@shared/messages';
import type { EliminacionEmpresa } from '@shared/schemas/empresa';

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

/**
 * The badge of a company being deleted (D72), shown instead of its status: the users deleted so far
 * while it runs, or that it failed (a new delete starts it again). Null when it is not being deleted.
 */
export function estadoEliminacion(
  e: Pick<EliminacionEmpresa, 'estado' | 'usuariosBorrados' | 'usuariosTotal'> | undefined,
): { texto: string; color: string } | null {
  if (!e) return null;
  if (e.estado === 'fallida') return { texto: msgEmpresas.estadoEliminacionFallida, color: 'red' };
  return { texto: fmt(msgEmpresas.estadoEliminando, { borrados: e.usuariosBorrados, total: e.usuariosTotal }), color: 'red' };
}

type CodigoBase = (typeof SERVICIOS_HR.codigosBase)[number];

/** The three built-in services of the form's fallback, in the contract's order. */
const SERVICIOS_BASE_TEXTO: Record<CodigoBase, { nombre: string; descripcion: string }> = {
  'test-vocacional': { nombre: 'Test Vocacional', descripcion: 'Orientación vocacional y profesional de los candidatos.' },
  'entrevistas-profundidad': { nombre: 'Entrevistas en Profundidad', descripcion: 'Entrevistas asistidas por IA con análisis detallado.' },
  'mapeo-organizacional': { nombre: 'Mapeo Organizacional', descripcion: 'Estructura, roles y talento de la organización.' },
};

export const SERVICIOS_BASE = SERVICIOS_HR.codigosBase.map((codigo) => ({ codigo, ...SERVICIOS_BASE_TEXTO[codigo] }));

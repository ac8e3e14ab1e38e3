// How the companies screen names the contract's codes (estado, plan, tipo de empresa) and the HR
// services it offers when the services list cannot be loaded (part 1 §2.7).
import { PLANES_REFERENCIA, SERVICIOS_HR } from '@shared/constants';
import type { EstadoEmpresa, PlanCodigo, TipoEmpresa } from '@shared/schemas/empresa';

export const ESTADO_ETIQUETA: Record<EstadoEmpresa, { texto: string; color: string }> = {
  activa: { texto: 'Activa', color: 'green' },
  trial: { texto: 'Trial', color: 'purple' },
  suspendida: { texto: 'Suspendida', color: 'orange' },
  cancelada: { texto: 'Cancelada', color: 'red' },
};

export const PLAN_ETIQUETA = Object.fromEntries(PLANES_REFERENCIA.map((p) => [p.id, p.nombre])) as Record<PlanCodigo, string>;

export const TIPO_EMPRESA_ETIQUETA: Record<TipoEmpresa, string> = {
  empresa: 'Empresa',
  startup: 'Startup',
  pyme: 'PYME',
  corporacion: 'Corporación',
  ong: 'ONG',
  consultora: 'Consultora',
};

type CodigoBase = (typeof SERVICIOS_HR.codigosBase)[number];

/** The three built-in services of the form's fallback, in the contract's order. */
const SERVICIOS_BASE_TEXTO: Record<CodigoBase, { nombre: string; descripcion: string }> = {
  'test-vocacional': { nombre: 'Test Vocacional', descripcion: 'Orientación vocacional y profesional de los candidatos.' },
  'entrevistas-profundidad': { nombre: 'Entrevistas en Profundidad', descripcion: 'Entrevistas asistidas por IA con análisis detallado.' },
  'mapeo-organizacional': { nombre: 'Mapeo Organizacional', descripcion: 'Estructura, roles y talento de la organización.' },
};

export const SERVICIOS_BASE = SERVICIOS_HR.codigosBase.map((codigo) => ({ codigo, ...SERVICIOS_BASE_TEXTO[codigo] }));

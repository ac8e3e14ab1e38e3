// How the product names a company and its codes, on the server (emails, notifications, the
// dashboard) and in the web (header, tables, pickers) alike: one rule for the display name and one
// table of plan, status and company-type labels.
import { PLANES_REFERENCIA } from './constants.js';

type ConNombre = { nombreComercial?: unknown; nombreLegal?: unknown; nombre?: unknown } | null | undefined;

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The commercial name, else the legal name ('' when neither is set). */
export function nombreEmpresa(empresa: ConNombre): string {
  return texto(empresa?.nombreComercial) || texto(empresa?.nombreLegal) || texto(empresa?.nombre);
}

/** The name to show in lists and pickers: the display name, else the id (never an empty row). */
export function etiquetaEmpresa(empresa: ConNombre & { id: string }): string {
  return nombreEmpresa(empresa) || empresa.id;
}

export const ESTADOS_EMPRESA = ['activa', 'trial', 'suspendida', 'cancelada'] as const;
export type EstadoEmpresaCodigo = (typeof ESTADOS_EMPRESA)[number];

export const ETIQUETA_ESTADO_EMPRESA: Record<EstadoEmpresaCodigo, string> = {
  activa: 'Activa',
  // Spanish, as the rest of the product (D113: «Trial» was the one English state).
  trial: 'Prueba',
  suspendida: 'Suspendida',
  cancelada: 'Cancelada',
};

export type PlanCodigoEtiqueta = (typeof PLANES_REFERENCIA)[number]['id'];

export const ETIQUETA_PLAN = Object.fromEntries(PLANES_REFERENCIA.map((p) => [p.id, p.nombre])) as Record<PlanCodigoEtiqueta, string>;

/**
 * How a company's plan reads: a seeded plan by its name, any other stored plan (D94) by its code,
 * as it is; a company without one is on starter (the §3.2 default).
 */
export function etiquetaPlan(plan: string | null | undefined): string {
  const codigo = plan || 'starter';
  // Own keys only: a plan may be called 'constructor'.
  return Object.hasOwn(ETIQUETA_PLAN, codigo) ? ETIQUETA_PLAN[codigo as PlanCodigoEtiqueta] : codigo;
}

export const ETIQUETA_TIPO_EMPRESA = {
  empresa: 'Empresa',
  startup: 'Startup',
  pyme: 'PYME',
  corporacion: 'Corporación',
  ong: 'ONG',
  consultora: 'Consultora',
} as const;

/**
 * The services the onboarding marks contracted (part 2: mapeoCompetencias … huntingInterno), which
 * the HR services list does not name: what a person reads instead of the code (issue 54 item 7).
 */
const ETIQUETA_SERVICIO_CONTRATADO: Record<string, string> = {
  mapeoCompetencias: 'Mapeo de competencias',
  testVocacional: 'Test vocacional',
  evaluacionDesempeno: 'Evaluación del desempeño',
  panelCandidato: 'Panel del candidato',
  dashboardEjecutivo: 'Dashboard ejecutivo',
  huntingInterno: 'Hunting interno',
};

/** A contracted service's name by its code: a known one in Spanish, any other with its words apart («miServicio» → «Mi servicio»). */
export function etiquetaServicioContratado(codigo: string): string {
  if (Object.hasOwn(ETIQUETA_SERVICIO_CONTRATADO, codigo)) return ETIQUETA_SERVICIO_CONTRATADO[codigo]!;
  const palabras = codigo
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return palabras.charAt(0).toUpperCase() + palabras.slice(1);
}

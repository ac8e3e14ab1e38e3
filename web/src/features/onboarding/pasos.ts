// The onboarding wizard's step logic (part 2 §2, §4 "Wizards"; D98), without React: the form's
// data and defaults, which fields each of the 6 steps owns, the check of a step before 'Siguiente'
// (the server's own schema, so the two never disagree), the progress, and the body it posts.
import { COLORES_POR_DEFECTO, PLAN_POR_DEFECTO } from '@shared/constants';
import { onboarding as msg } from '@shared/messages';
import { OnboardingBody, SERVICIOS_INCLUIDOS, limpiarSubdominio, type OnboardingEntrada } from '@shared/schemas/onboarding';
import type { SolicitudDemo } from '@shared/schemas/demo';
import { PAIS_POR_DEFECTO, nombrePais, zonaParaEmpresa } from '@shared/paises';
import { erroresDeCampos } from '../../lib/errores-paso';
import { zonaDelNavegador } from '../../lib/zona-horaria';

export const PASOS = msg.pasos.split('|');
export const TOTAL_PASOS = PASOS.length;

export interface DatosOnboarding {
  empresa: {
    nombreLegal: string;
    nombreComercial: string;
    cif: string;
    email: string;
    telefono: string;
    cantidadTrabajadores: string;
    industria: string;
    pais: string;
  };
  administrador: { nombre: string; email: string; telefono: string; cargo: string };
  tenant: { subdominio: string; dominio_personalizado: string; logo_url: string; primario: string; secundario: string };
  planSeleccionado: string;
  areas_iniciales: string[];
  servicios_activos: string[];
  integraciones: { smtp_personalizado: boolean; sso_enabled: boolean; api_externa: boolean };
}

export function datosIniciales(): DatosOnboarding {
  return {
    empresa: {
      nombreLegal: '',
      nombreComercial: '',
      cif: '',
      email: '',
      telefono: '',
      cantidadTrabajadores: '',
      industria: '',
      pais: nombrePais(PAIS_POR_DEFECTO),
    },
    administrador: { nombre: '', email: '', telefono: '', cargo: '' },
    tenant: {
      subdominio: '',
      dominio_personalizado: '',
      logo_url: '',
      primario: COLORES_POR_DEFECTO.primario,
      secundario: COLORES_POR_DEFECTO.secundario,
    },
    planSeleccionado: PLAN_POR_DEFECTO,
    areas_iniciales: [],
    // Every plan includes every service (D128): they start ticked; integrations start off.
    servicios_activos: [...SERVICIOS_INCLUIDOS],
    integraciones: { smtp_personalizado: false, sso_enabled: false, api_externa: false },
  };
}

/**
 * A demo request's fields in the wizard (D96's mapping): the company and its country (by name, as the
 * wizard keeps it; Spain for a request sent before the country was asked), its contact as the administrator.
 */
export function datosDeSolicitud(
  s: Pick<SolicitudDemo, 'empresa' | 'nombre' | 'email' | 'cantidadTrabajadores' | 'pais'>,
): DatosOnboarding {
  const d = datosIniciales();
  return {
    ...d,
    empresa: {
      ...d.empresa,
      nombreLegal: s.empresa,
      email: s.email,
      cantidadTrabajadores: String(s.cantidadTrabajadores),
      pais: nombrePais(s.pais ?? PAIS_POR_DEFECTO),
    },
    administrador: { ...d.administrador, nombre: s.nombre, email: s.email },
    tenant: {
      ...d.tenant,
      subdominio: limpiarSubdominio(
        s.empresa
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/\s+/g, '-'),
      ),
    },
  };
}

const vacioFuera = (v: string) => (v.trim() === '' ? undefined : v);

/** The body POST /api/onboarding takes (empty optional fields left out). */
export function cuerpoOnboarding(
  d: DatosOnboarding,
  solicitudId?: string | null,
  zona: string | null = zonaDelNavegador() ?? null,
): OnboardingEntrada {
  const e = d.empresa;
  const zonaEmpresa = zonaParaEmpresa(e.pais, zona ?? undefined);
  return {
    empresa: {
      nombreLegal: e.nombreLegal,
      nombreComercial: vacioFuera(e.nombreComercial),
      cif: e.cif,
      email: e.email.trim(),
      telefono: vacioFuera(e.telefono),
      cantidadTrabajadores: e.cantidadTrabajadores ? (Number(e.cantidadTrabajadores) as 10) : undefined,
      industria: vacioFuera(e.industria),
      pais: e.pais.trim() || undefined,
    },
    administrador: {
      nombre: d.administrador.nombre,
      email: d.administrador.email.trim(),
      telefono: vacioFuera(d.administrador.telefono),
      cargo: vacioFuera(d.administrador.cargo),
    },
    tenant: {
      subdominio: d.tenant.subdominio,
      dominio_personalizado: vacioFuera(d.tenant.dominio_personalizado),
      logo_url: vacioFuera(d.tenant.logo_url),
      colores_personalizados: { primario: d.tenant.primario, secundario: d.tenant.secundario },
    },
    planSeleccionado: d.planSeleccionado,
    configuracion: {
      areas_iniciales: d.areas_iniciales,
      servicios_activos: d.servicios_activos as NonNullable<OnboardingEntrada['configuracion']>['servicios_activos'],
      integraciones: d.integraciones,
      // The company's clock (D133): the browser's zone where the company's country uses it, else the
      // country's own (issue 67 item 4: a Spanish company made from Bogotá is on Madrid's clock).
      ...(zonaEmpresa ? { zonaHoraria: zonaEmpresa } : {}),
    },
    ...(solicitudId ? { solicitudId } : {}),
  };
}

/** The body's top-level part each step owns (the summary owns none). */
const PARTE_DEL_PASO = ['empresa', 'administrador', 'tenant', 'planSeleccionado', 'configuracion', null] as const;

/**
 * The errors of one step (0-based), as `campo → mensaje` with the form's field names
 * (`empresa.cif`, `tenant.subdominio`): empty when the step may go on.
 */
export function erroresDelPaso(paso: number, d: DatosOnboarding): Record<string, string> {
  const parte = PARTE_DEL_PASO[paso];
  if (!parte) return {};
  const errores = erroresDeCampos(OnboardingBody.safeParse(cuerpoOnboarding(d)), ({ path }) => {
    if (path[0] !== parte) return null;
    const campo = path.map(String).join('.');
    if (campo.startsWith('tenant.colores_personalizados.')) return `tenant.${path[2] as string}`;
    if (campo.startsWith('configuracion.')) return `configuracion.${path[1] as string}`;
    return campo;
  });
  if (parte === 'planSeleccionado' && !d.planSeleccionado) errores.planSeleccionado = msg.planObligatorio;
  return errores;
}

/** The progress bar's value on a step (0-based): the share of steps reached, 0-100. */
export function porcentaje(paso: number): number {
  return Math.min(100, Math.max(0, Math.round(((paso + 1) / TOTAL_PASOS) * 100)));
}

// Every screen of the app in one table (spec part 1 §2.1, §6; part 2 §2): its paths, its code (each
// screen is its own chunk, loaded when first shown), who may open it (shared/permissions.ts says
// which role may see which page), whether it needs a company, and its place, label and icon in the
// navigation (the table's order is the navigation's order). The router (router.tsx), the route
// guards (route-guards.tsx) and the shell's navigation (shell/navegacion.tsx) all read it.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type Pagina, puedeVerPagina } from '@shared/permissions';
import {
  BarChartIcon,
  BriefcaseIcon,
  VacanteIcon,
  BuildingIcon,
  CalendarIcon,
  DatabaseIcon,
  FileTextIcon,
  HomeIcon,
  LayersIcon,
  PlugIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from '../components/icons';
import type { SessionUser } from '../lib/session';
import { loadWholeSystem } from './theme-initial';

export type Icono = ComponentType<{ boxSize?: string }>;

type Modulo = Record<string, unknown>;

/** A screen's component, loaded when first shown, or earlier by `precargar` (router.tsx). */
export type ComponentePantalla = LazyExoticComponent<ComponentType> & { precargar: () => Promise<unknown> };

/**
 * A screen's code as its own chunk, with the whole design system, which loads with the first of
 * them (until then the splash makes do with the part it uses: theme-initial.ts). `precargar` starts that load
 * before the screen is shown (the one the app opens on, beside the session check: D122); the screen
 * then finds it done or under way. A failed load is forgotten, so showing the screen tries again.
 */
function pantalla<M extends Modulo>(cargar: () => Promise<M>, exportacion: keyof M): ComponentePantalla {
  let carga: Promise<{ default: ComponentType }> | null = null;
  const cargarUnaVez = () =>
    (carga ??= Promise.all([cargar(), loadWholeSystem()]).then(
      ([modulo]) => ({ default: modulo[exportacion] as ComponentType }),
      (error: unknown) => {
        carga = null;
        throw error;
      },
    ));
  return Object.assign(lazy(cargarUnaVez), { precargar: cargarUnaVez });
}

interface PantallaBase {
  /** Paths that show it; the first is the one the navigation links to. */
  rutas: readonly [string, ...string[]];
  Componente: ComponentePantalla;
}

/**
 * Outside the session: /recuperar (visitors only; a signed-in user goes to /dashboard) and the public
 * links. The sign-in page, /login, is no screen of the app: it is its own entry (login.html, D86).
 */
export interface PantallaPublica extends PantallaBase {
  acceso: 'visitantes' | 'publica';
}

/** Inside the session and the shell. */
export interface PantallaPrivada extends PantallaBase {
  acceso: 'sesion';
  /** The page id of the permission matrix (shared/permissions.ts). */
  pagina: Pagina;
  /**
   * It works on one company's data (part 1 §6): without a company a non-superadmin sees it
   * disabled in the navigation and cannot open it; a superadmin with no company chosen is asked
   * to choose one ('Selecciona una empresa') unless the screen offers its own company picker.
   */
  necesitaEmpresa?: boolean;
  /** The screen asks the superadmin for the company itself (Áreas). */
  eligeEmpresa?: boolean;
  /** Its item in the navigation, in the table's order; screens without one are reached otherwise. */
  navegacion?: { etiqueta: string; icono: Icono };
}

export type Pantalla = PantallaPublica | PantallaPrivada;

export const PANTALLAS: readonly Pantalla[] = [
  {
    acceso: 'visitantes',
    rutas: ['/recuperar'],
    Componente: pantalla(() => import('../features/auth/recuperar-page'), 'RecuperarPage'),
  },
  {
    // A recovery link works whoever is signed in here.
    acceso: 'publica',
    rutas: ['/restablecer'],
    Componente: pantalla(() => import('../features/auth/restablecer-page'), 'RestablecerPage'),
  },
  {
    // The first-sign-in change stands outside the shell; the screen itself asks for the session.
    acceso: 'publica',
    rutas: ['/cambiar-password'],
    Componente: pantalla(() => import('../features/auth/cambio-obligatorio-page'), 'CambioObligatorioPage'),
  },
  {
    acceso: 'publica',
    rutas: ['/oauth/success'],
    Componente: pantalla(() => import('../features/auth/oauth-success-page'), 'OAuthSuccessPage'),
  },
  {
    // The report link answered to Greenhouse (D146): whoever holds a live link, no session.
    acceso: 'publica',
    rutas: ['/informe-compartido'],
    Componente: pantalla(() => import('../features/greenhouse/informe-compartido-page'), 'InformeCompartidoPage'),
  },
  {
    acceso: 'sesion',
    pagina: 'dashboard',
    rutas: ['/dashboard'],
    Componente: pantalla(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
    navegacion: { etiqueta: 'Dashboard', icono: HomeIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'servicios-hr',
    rutas: ['/servicios-hr', '/servicios'],
    Componente: pantalla(() => import('../features/servicios-hr/servicios-hr-page'), 'ServiciosHrPage'),
    navegacion: { etiqueta: 'Servicios HR', icono: BriefcaseIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'empresas',
    rutas: ['/empresas'],
    Componente: pantalla(() => import('../features/empresas/empresas-page'), 'EmpresasPage'),
    navegacion: { etiqueta: 'Empresas', icono: BuildingIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'candidatos',
    rutas: ['/candidatos'],
    necesitaEmpresa: true,
    Componente: pantalla(() => import('../features/candidatos/candidatos-page'), 'CandidatosPage'),
    navegacion: { etiqueta: 'Candidatos', icono: UsersIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'vacantes',
    rutas: ['/vacantes'],
    necesitaEmpresa: true,
    Componente: pantalla(() => import('../features/vacantes/vacantes-page'), 'VacantesPage'),
    navegacion: { etiqueta: 'Vacantes', icono: VacanteIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'entrevistas',
    rutas: ['/entrevistas'],
    necesitaEmpresa: true,
    Componente: pantalla(() => import('../features/entrevistas/entrevistas-page'), 'EntrevistasPage'),
    navegacion: { etiqueta: 'Entrevistas', icono: CalendarIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'informes',
    rutas: ['/informes'],
    necesitaEmpresa: true,
    Componente: pantalla(() => import('../features/informes/informes-page'), 'InformesPage'),
    navegacion: { etiqueta: 'Informes', icono: FileTextIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'analytics',
    rutas: ['/analytics'],
    necesitaEmpresa: true,
    Componente: pantalla(() => import('../features/analytics/analytics-page'), 'AnalyticsPage'),
    navegacion: { etiqueta: 'Analytics', icono: BarChartIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'areas',
    rutas: ['/areas'],
    necesitaEmpresa: true,
    eligeEmpresa: true,
    Componente: pantalla(() => import('../features/areas/areas-page'), 'AreasPage'),
    navegacion: { etiqueta: 'Áreas', icono: LayersIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'usuarios',
    rutas: ['/usuarios'],
    Componente: pantalla(() => import('../features/usuarios/usuarios-page'), 'UsuariosPage'),
    navegacion: { etiqueta: 'Usuarios', icono: UsersIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'perfil',
    rutas: ['/perfil'],
    Componente: pantalla(() => import('../features/perfil/perfil-page'), 'PerfilPage'),
    navegacion: { etiqueta: 'Mi Perfil', icono: UserIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'configuracion',
    rutas: ['/configuracion'],
    Componente: pantalla(() => import('../features/configuracion/configuracion-page'), 'ConfiguracionPage'),
    navegacion: { etiqueta: 'Configuración', icono: SettingsIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'integraciones',
    rutas: ['/integraciones'],
    necesitaEmpresa: true,
    Componente: pantalla(() => import('../features/integraciones/integraciones-page'), 'IntegracionesPage'),
    navegacion: { etiqueta: 'Integraciones', icono: PlugIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'saas-admin',
    rutas: ['/saas-admin'],
    Componente: pantalla(() => import('../features/saas-admin/saas-admin-page'), 'SaasAdminPage'),
    navegacion: { etiqueta: 'Panel Sistema', icono: ShieldIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'datos',
    rutas: ['/datos'],
    Componente: pantalla(() => import('../features/datos/datos-page'), 'DatosPage'),
    navegacion: { etiqueta: 'Gestión de Datos', icono: DatabaseIcon },
  },
  {
    acceso: 'sesion',
    pagina: 'onboarding',
    rutas: ['/onboarding'],
    Componente: pantalla(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage'),
  },
  {
    acceso: 'sesion',
    pagina: 'notificaciones',
    rutas: ['/notificaciones'],
    Componente: pantalla(() => import('../features/notificaciones/notificaciones-page'), 'NotificacionesPage'),
  },
];

export const PANTALLAS_PRIVADAS = PANTALLAS.filter((p): p is PantallaPrivada => p.acceso === 'sesion');

/** How a logged-in screen stands for a user: hidden (not theirs), disabled (needs a company) or open. */
export type EstadoPantalla = 'oculta' | 'deshabilitada' | 'abierta';

/**
 * Part 1 §6: a page the role may not see is hidden; without a company a non-superadmin has the
 * company pages disabled (the superadmin chooses a company instead, so never sees them disabled).
 */
export function estadoPantalla(user: SessionUser | null, tieneEmpresa: boolean, pantalla: PantallaPrivada): EstadoPantalla {
  if (!user || !puedeVerPagina(user.rol, user.activo !== false, pantalla.pagina)) return 'oculta';
  if (pantalla.necesitaEmpresa && user.rol !== 'superadmin' && !tieneEmpresa) return 'deshabilitada';
  return 'abierta';
}

export interface ItemNavegacion {
  key: Pagina;
  label: string;
  to: string;
  icon: Icono;
  deshabilitada: boolean;
}

/** The navigation's items for a user, in the table's order. */
export function itemsNavegacion(user: SessionUser | null, tieneEmpresa: boolean): ItemNavegacion[] {
  const items: ItemNavegacion[] = [];
  for (const pantalla of PANTALLAS_PRIVADAS) {
    if (!pantalla.navegacion) continue;
    const estado = estadoPantalla(user, tieneEmpresa, pantalla);
    if (estado === 'oculta') continue;
    items.push({
      key: pantalla.pagina,
      label: pantalla.navegacion.etiqueta,
      to: pantalla.rutas[0],
      icon: pantalla.navegacion.icono,
      deshabilitada: estado === 'deshabilitada',
    });
  }
  return items;
}

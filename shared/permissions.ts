// Roles, permissions and navigation rules of spec part 1 §6 (and part 2 §6), shared by the
// API middleware (permission check of each route row) and the web (which items to show).

export const ROLES = ['superadmin', 'admin', 'operador'] as const;
export type Rol = (typeof ROLES)[number];

export const ROL_ETIQUETA: Record<Rol, string> = {
  superadmin: 'Super Admin',
  admin: 'Administrador',
  operador: 'Operador',
};

/**
 * The spec names manage_empresas, manage_users, manage_candidates, view_reports, manage_interviews
 * and manage_areas; manage_vacantes (issue 66, D185) is the company admin's right to open and edit
 * vacancies. The superadmin-only features of part 2 (HR service templates, global
 * configuration, the SaaS panel) get their own permission so the route table can say so, and
 * edit_empresa is the company admin's right to edit their own company's data and strategic plan
 * (part 1 §6 gives the companies screen to admins and the superadmin; operators only read it).
 */
export const PERMISOS = [
  'manage_empresas',
  'edit_empresa',
  'manage_users',
  'manage_candidates',
  'manage_interviews',
  'manage_areas',
  'manage_vacantes',
  'view_reports',
  'manage_servicios',
  'manage_configuracion',
  'manage_saas',
] as const;
export type Permiso = (typeof PERMISOS)[number];

const PERMISOS_POR_ROL: Record<Rol, readonly Permiso[]> = {
  superadmin: PERMISOS,
  admin: ['edit_empresa', 'manage_users', 'manage_candidates', 'view_reports', 'manage_interviews', 'manage_areas', 'manage_vacantes'],
  operador: ['manage_candidates', 'manage_interviews', 'view_reports'],
};

/** The permissions a user holds: none when inactive or of an unknown role; view_reports for every active user. */
export function permisosDe(rol: string | undefined | null, activo = true): Permiso[] {
  if (!activo) return [];
  if (!rol || !(ROLES as readonly string[]).includes(rol)) return [];
  const own = PERMISOS_POR_ROL[rol as Rol];
  return own.includes('view_reports') ? [...own] : [...own, 'view_reports'];
}

export function tienePermiso(rol: string | undefined | null, activo: boolean, permiso: Permiso): boolean {
  return permisosDe(rol, activo).includes(permiso);
}

/**
 * The logged-in pages (part 1 §2.1, §6; part 2 §2): the navigation's page ids plus 'usuarios'
 * (holders of manage_users), 'onboarding', 'datos' (data management: the superadmin's for every
 * company, a company admin's for their own, D95; also reached from Configuración),
 * 'notificaciones' (everyone) and 'integraciones' (the company's API keys and webhooks: holders of edit_empresa).
 */
export const PAGINAS = [
  'dashboard',
  'servicios-hr',
  'empresas',
  'candidatos',
  'vacantes',
  'entrevistas',
  'informes',
  'analytics',
  'areas',
  'usuarios',
  'perfil',
  'configuracion',
  'saas-admin',
  'datos',
  'onboarding',
  'notificaciones',
  'integraciones',
] as const;
export type Pagina = (typeof PAGINAS)[number];

/** Who may see a page: the listed roles, or whoever holds a permission. */
type Acceso = { roles: readonly Rol[] } | { permiso: Permiso };

const TODOS: Acceso = { roles: ROLES };

/** Which role may see what (part 1 §6): the one source for the web's navigation and route guards. */
const ACCESO_PAGINA: Record<Pagina, Acceso> = {
  dashboard: TODOS,
  'servicios-hr': TODOS,
  empresas: { roles: ['superadmin', 'admin'] },
  candidatos: TODOS,
  // Every user of the company reads its vacancies; admins create and edit them (manage_vacantes).
  vacantes: TODOS,
  entrevistas: TODOS,
  informes: TODOS,
  analytics: TODOS,
  areas: { roles: ['superadmin', 'admin'] },
  usuarios: { permiso: 'manage_users' },
  perfil: TODOS,
  configuracion: TODOS,
  'saas-admin': { roles: ['superadmin'] },
  datos: { roles: ['superadmin', 'admin'] },
  onboarding: { roles: ['superadmin'] },
  notificaciones: TODOS,
  // The company's API keys (D145) and webhooks (D147): whoever edits the company — its admins, and
  // the superadmin for the company chosen.
  integraciones: { permiso: 'edit_empresa' },
};

/** Whether a user may see a page at all; users with activo false see none. */
export function puedeVerPagina(rol: string | undefined | null, activo: boolean, pagina: Pagina): boolean {
  if (!activo || !rol || !(ROLES as readonly string[]).includes(rol)) return false;
  const acceso = ACCESO_PAGINA[pagina];
  return 'roles' in acceso ? acceso.roles.includes(rol as Rol) : tienePermiso(rol, activo, acceso.permiso);
}

/** The pages a user may see, in the order of PAGINAS. */
export function paginasDe(rol: string | undefined | null, activo = true): Pagina[] {
  return PAGINAS.filter((pagina) => puedeVerPagina(rol, activo, pagina));
}

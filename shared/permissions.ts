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
 * and manage_areas. The superadmin-only features of part 2 (HR service templates, global
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
  'view_reports',
  'manage_servicios',
  'manage_configuracion',
  'manage_saas',
] as const;
export type Permiso = (typeof PERMISOS)[number];

const PERMISOS_POR_ROL: Record<Rol, readonly Permiso[]> = {
  superadmin: PERMISOS,
  admin: ['edit_empresa', 'manage_users', 'manage_candidates', 'view_reports', 'manage_interviews', 'manage_areas'],
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

/** Page ids of the layout's navigation (part 1 §2.1). */
export const PAGINAS = [
  'dashboard',
  'servicios-hr',
  'empresas',
  'candidatos',
  'entrevistas',
  'informes',
  'analytics',
  'areas',
  'perfil',
  'configuracion',
  'saas-admin',
] as const;
export type Pagina = (typeof PAGINAS)[number];

const PAGINAS_POR_ROL: Record<Rol, readonly Pagina[]> = {
  superadmin: PAGINAS,
  admin: ['dashboard', 'servicios-hr', 'candidatos', 'entrevistas', 'informes', 'analytics', 'empresas', 'areas', 'perfil', 'configuracion'],
  operador: ['dashboard', 'servicios-hr', 'candidatos', 'entrevistas', 'informes', 'analytics', 'perfil', 'configuracion'],
};

/** Pages a non-superadmin cannot use while no company is selected. */
const PAGINAS_QUE_NECESITAN_EMPRESA: readonly Pagina[] = ['candidatos', 'entrevistas', 'informes', 'analytics', 'areas'];

export interface EstadoNavegacion {
  pagina: Pagina;
  visible: boolean;
  deshabilitada: boolean;
}

/** Navigation rules of part 1 §6: which items a role sees and which are disabled without a company. */
export function navegacion(rol: Rol | null | undefined, activo: boolean, tieneEmpresa: boolean): EstadoNavegacion[] {
  return PAGINAS.map((pagina) => {
    const visible = !!rol && activo && PAGINAS_POR_ROL[rol].includes(pagina);
    const deshabilitada =
      !visible || (rol !== 'superadmin' && !tieneEmpresa && PAGINAS_QUE_NECESITAN_EMPRESA.includes(pagina));
    return { pagina, visible, deshabilitada };
  });
}

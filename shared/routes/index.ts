// THE list of endpoints, composed from one file per resource family (shared/routes/<family>.ts).
// The CDK API stacks create one Lambda + route per row, the local adapter serves the same rows,
// the OpenAPI document is generated from them, the permission-matrix and tenant-isolation tests
// iterate them, and the web client is typed from them. Nothing else lists routes. Adding a family
// is adding its file and one line below.
import type { RouteDef } from '../route-types.js';
import { analyticsRoutes } from './analytics.js';
import { areasRoutes } from './areas.js';
import { authRoutes } from './auth.js';
import { candidatosRoutes } from './candidatos.js';
import { clavesAccesoRoutes } from './claves-acceso.js';
import { configuracionRoutes } from './configuracion.js';
import { dashboardRoutes } from './dashboard.js';
import { datosRoutes } from './datos.js';
import { demoRoutes } from './demo.js';
import { empresasRoutes } from './empresas.js';
import { greenhouseRoutes } from './greenhouse.js';
import { entrevistasRoutes } from './entrevistas.js';
import { informesRoutes } from './informes.js';
import { notificacionesRoutes } from './notificaciones.js';
import { onboardingRoutes } from './onboarding.js';
import { perfilRoutes } from './perfil.js';
import { planEstrategicoRoutes } from './plan-estrategico.js';
import { publicoRoutes } from './publico.js';
import { saasRoutes } from './saas.js';
import { serviciosHrRoutes } from './servicios-hr.js';
import { sistemaRoutes } from './sistema.js';
import { usuariosRoutes } from './usuarios.js';
import { vacantesRoutes } from './vacantes.js';
import { webhooksRoutes } from './webhooks.js';
import { whatsappRoutes } from './whatsapp.js';

export const routes = {
  ...sistemaRoutes,
  ...authRoutes,
  ...usuariosRoutes,
  ...perfilRoutes,
  ...empresasRoutes,
  ...planEstrategicoRoutes,
  ...areasRoutes,
  ...candidatosRoutes,
  ...entrevistasRoutes,
  ...informesRoutes,
  ...analyticsRoutes,
  ...serviciosHrRoutes,
  ...configuracionRoutes,
  ...dashboardRoutes,
  ...notificacionesRoutes,
  ...publicoRoutes,
  ...datosRoutes,
  ...demoRoutes,
  ...saasRoutes,
  ...onboardingRoutes,
  ...webhooksRoutes,
  ...clavesAccesoRoutes,
  ...greenhouseRoutes,
  ...vacantesRoutes,
  ...whatsappRoutes,
} satisfies Record<string, RouteDef<any, any, any, any>>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export interface RouteRow extends RouteDef<any, any, any, any> {
  id: RouteId;
}

/** The rows as a list, in declaration order. */
export const routeList: RouteRow[] = Object.entries(routes).map(([id, r]) => ({ id: id as RouteId, ...r }));

/** The rows that become a Lambda + API Gateway route in AWS (the CDN serves the others). */
export const lambdaRoutes: RouteRow[] = routeList.filter((r) => !r.servedByCdn);

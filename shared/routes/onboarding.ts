// Onboarding (part 2 §2 "Onboarding wizard" and "Company creation wizard", §3; docs/decisions/
// D98): ONE provisioning of a new company — company in trial, main administrator, tenant settings,
// initial areas and the trial subscription — all or nothing, idempotent by key. Superadmin only.
import { defineRow } from '../route-types.js';
import { OnboardingBody, OnboardingResultado } from '../schemas/onboarding.js';

export const onboardingCreate = defineRow('onboarding', {
  method: 'POST',
  path: '/api/onboarding',
  handler: 'onboarding/create',
  public: false,
  permission: 'manage_saas',
  tenant: 'platform',
  grants: ['table:write', 'cognito:provision', 'mail:send'],
  success: [201],
  errors: [404, 409],
  summary:
    'Alta completa de una empresa (asistente de onboarding o de nueva empresa): empresa en prueba, administrador con sus credenciales por email, tenant, áreas iniciales y suscripción de prueba; todo o nada',
  body: OnboardingBody,
  response: OnboardingResultado,
  timeoutSeconds: 20,
  idempotent: true,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const onboardingRoutes = { onboardingCreate };

// The functions that are not a route, a job or a queue consumer: the deploy's seed and the receiver
// of SES's bounce and complaint events. They are deployed and granted like the others
// (infra/aws/stacks/jobs-stack.ts) and their IAM is checked against their bundles like theirs.
import type { Grant } from './route-types.js';

export interface SembradoDef {
  id: string;
  /** Module under functions/jobs/ without extension, exporting `handler`. */
  handler: string;
  grants: readonly Grant[];
  summary: string;
}

/**
 * Seeds the platform on every deploy (a CloudFormation custom resource): the first superadmin,
 * invited by Cognito, the HR service templates, the plans and the counters. Idempotent.
 */
export const SEMBRADO: SembradoDef = {
  id: 'sembrar-plataforma',
  handler: 'sembrar-plataforma',
  grants: ['table:write', 'cognito:provision'],
  summary:
    'Siembra la plataforma en cada despliegue: el primer superadmin (invitado por Cognito), plantillas de servicios HR, planes y contadores; lo que ya existe no cambia',
};

/**
 * Receives SES's bounce and complaint events (an EventBridge rule on the configuration set's
 * events): writes them in the send log and suppresses the addresses that must not be mailed again.
 */
export const EVENTOS_EMAIL: SembradoDef = {
  id: 'eventos-email',
  handler: 'eventos-email',
  grants: ['table:write'],
  summary:
    'Registra los rebotes y quejas que SES notifica y suprime las direcciones que rebotaron de forma permanente o se quejaron, para no volver a escribirles',
};

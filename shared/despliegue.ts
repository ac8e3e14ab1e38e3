// The deploy's own function: not a route, a job or a queue consumer, but it is deployed and granted
// like them (infra/aws/stacks/jobs-stack.ts) and its IAM is checked against its bundle like theirs.
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

// The deploy seeds the platform (D76): the onEvent handler of a CloudFormation custom
// resource in the Jobs stack, run on the first deploy and again whenever its properties change (the
// superadmin's email, the seed data's fingerprint). It runs the same seedPlatform as `npm start`:
// every write is a conditional create, so a redeploy changes nothing that exists. The superadmin is
// created with a generated password that Cognito mails in the user pool's invitation message; the
// first sign-in makes them choose their own (debeCambiarPassword, as for company admins). Deleting
// the stack deletes no data (the table is retained anyway).
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { logger } from '../lib/logger.js';
import { seedPlatform } from '../lib/seed/seed.js';
import { generarPassword } from '../lib/usuarios/provision.js';

export const ID_FISICO = 'talentia-plataforma-sembrada';

export interface RespuestaRecurso {
  PhysicalResourceId: string;
  Data?: Record<string, string>;
}

/** The handler, with the password generator as a seam for the tests (they must know it to sign in). */
export function crearHandler(deps: { generarPassword: () => string } = { generarPassword: () => generarPassword() }) {
  return async (event: CloudFormationCustomResourceEvent): Promise<RespuestaRecurso> => {
    if (event.RequestType === 'Delete') return { PhysicalResourceId: ID_FISICO };
    const props = event.ResourceProperties as { SuperadminEmail?: string };
    const email = props.SuperadminEmail?.trim() || undefined;
    const { created } = await seedPlatform({
      superadmin: email ? { email, password: deps.generarPassword(), invitar: true } : undefined,
    });
    logger.info('Platform seeded', { requestType: event.RequestType, created, superadmin: email ? 'configured' : 'none' });
    // CloudFormation shows Data in the stack's events; 4 KB at most for the whole response.
    return { PhysicalResourceId: ID_FISICO, Data: { creados: created.join(',').slice(0, 2000) || 'nada' } };
  };
}

export const handler = crearHandler();

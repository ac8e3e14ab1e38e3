// Seeds a new installation idempotently: the superadmin (Cognito user + DynamoDB profile + email
// marker), the HR service templates, the plans and the platform counters. Every write is a
// conditional create, so running it again changes nothing. Runs against whatever the environment
// points at (the local emulators, or AWS with the deployed table and user pool).
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../aws/cognito.js';
import { config } from '../config.js';
import { ConflictError } from '../errors.js';
import { keys } from '../db/keys.js';
import { createItem, getItem } from '../db/repository.js';
import { PLANES_BASE, SERVICIOS_HR_BASE } from './platform-data.js';

export interface SeedOptions {
  superadmin: { email: string; password: string; nombre?: string };
  now?: Date;
}

export interface SeedResult {
  superadminId: string;
  created: string[];
}

async function createOnce(item: Parameters<typeof createItem>[0], label: string, created: string[]): Promise<void> {
  try {
    await createItem(item);
    created.push(label);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
  }
}

async function ensureCognitoSuperadmin(email: string, password: string, nombre: string): Promise<string> {
  const poolId = config.userPoolId;
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
    const sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub) return sub;
  } catch (err) {
    if (!(err instanceof UserNotFoundException) && (err as Error).name !== 'UserNotFoundException') throw err;
  }
  const out = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: nombre },
        { Name: 'custom:rol', Value: 'superadmin' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: email, Password: password, Permanent: true }),
  );
  const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? out.User?.Username;
  if (!sub) throw new Error('Cognito did not return the superadmin sub');
  return sub;
}

export async function seedPlatform(opts: SeedOptions): Promise<SeedResult> {
  const now = (opts.now ?? new Date()).toISOString();
  const email = opts.superadmin.email.trim().toLowerCase();
  const nombre = opts.superadmin.nombre ?? 'Super Admin';
  const created: string[] = [];

  const sub = await ensureCognitoSuperadmin(email, opts.superadmin.password, nombre);
  const profileKey = keys.usuario(null, sub);
  if (!(await getItem(profileKey))) {
    await createOnce(
      {
        ...profileKey,
        entidad: 'USUARIO',
        id: sub,
        email,
        nombre,
        apellidos: '',
        rol: 'superadmin',
        empresaId: null,
        activo: true,
        verificado: true,
        fechaCreacion: now,
        createdAt: now,
        updatedAt: now,
      },
      'superadmin',
      created,
    );
  }
  await createOnce({ ...keys.emailUnico(email), entidad: 'UNICO', userId: sub, empresaId: null }, 'email-superadmin', created);

  for (const servicio of SERVICIOS_HR_BASE) {
    await createOnce(
      { ...keys.servicioHr(servicio.codigo), entidad: 'SERVICIO_HR', id: servicio.codigo, ...servicio, fechaCreacion: now },
      `servicio:${servicio.codigo}`,
      created,
    );
  }
  for (const plan of PLANES_BASE) {
    await createOnce({ ...keys.plan(plan.id), entidad: 'PLAN', ...plan, fechaCreacion: now }, `plan:${plan.id}`, created);
  }
  await createOnce(
    {
      ...keys.contadoresPlataforma(),
      entidad: 'CONTADORES',
      empresasTotal: 0,
      empresasActivas: 0,
      licenciasActivas: 0,
      entrevistasCompletadas: 0,
      informesGenerados: 0,
    },
    'contadores',
    created,
  );
  return { superadminId: sub, created };
}

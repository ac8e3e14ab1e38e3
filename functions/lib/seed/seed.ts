// Seeds a new installation idempotently: the superadmin (Cognito user + DynamoDB profile + email
// marker), the HR service templates (with their interview designs), the plans and the platform counters. Every write is a
// conditional create, so running it again changes nothing. Runs against whatever the environment
// points at: the local emulators (`npm start`, a known password), or AWS on every deploy
// (functions/jobs/sembrar-plataforma.ts, a CloudFormation custom resource: the superadmin is
// invited by Cognito with a temporary password and must choose their own at first sign-in).
import { ConflictError } from '../errors.js';
import { plataformaKeys } from '../db/plataforma.js';
import { createItem, putIf, transact } from '../db/repository.js';
import { servicioHrKeys } from '../db/servicios-hr.js';
import { itemVersionServicio } from '../db/servicios-hr-versiones.js';
import { crearPerfilSteps, getMarcadorEmail } from '../db/usuarios.js';
import { borrarCuenta, fijarPassword, subDeCuenta } from '../usuarios/cognito-admin.js';
import { perfilNuevo, provisionarUsuario, type NuevoUsuario } from '../usuarios/provision.js';
import { PLANES_BASE, SERVICIOS_HR_BASE } from './datos-plataforma.js';

export interface SeedOptions {
  /**
   * The first superadmin; left out, the platform data is seeded without one (a non-production
   * deploy without superadminEmail). `invitar`: Cognito mails `password` as a temporary password and
   * the first sign-in asks for a new one (a deploy); otherwise `password` is the superadmin's own
   * (the local stack's known login).
   */
  superadmin?: { email: string; password: string; nombre?: string; invitar?: boolean };
  now?: Date;
}

export interface SeedResult {
  superadminId?: string;
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

/**
 * The superadmin through the provisioning module, like every user. A seed interrupted after the
 * Cognito account was made finds the account without a profile: it sets the password again and
 * writes the profile and its marker.
 */
async function asegurarSuperadmin(u: NuevoUsuario, now: Date, created: string[]): Promise<string> {
  const marker = await getMarcadorEmail(u.email);
  if (marker?.userId) return marker.userId;
  try {
    const { profile } = await provisionarUsuario(u, undefined, () => [], now);
    created.push('superadmin', 'email-superadmin');
    return profile.id;
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const sub = await subDeCuenta(u.email);
    if (!sub) throw err;
    if (u.invitarPorCognito) {
      // The invitation mailed by the interrupted run holds a password nobody can know now: the
      // account (which no profile names, so nobody uses) is made again, with a new invitation.
      await borrarCuenta(u.email);
      const { profile } = await provisionarUsuario(u, undefined, () => [], now);
      created.push('superadmin', 'email-superadmin');
      return profile.id;
    }
    await fijarPassword(u.email, u.password);
    await transact(crearPerfilSteps(perfilNuevo(u, sub, undefined, now), () => err));
    created.push('superadmin', 'email-superadmin');
    return sub;
  }
}

export async function seedPlatform(opts: SeedOptions): Promise<SeedResult> {
  const now = (opts.now ?? new Date()).toISOString();
  const sa = opts.superadmin;
  // Every item is written on its own, side by side (D131: each local stack of the tests seeds; one
  // after another they were some twenty round trips); `created` keeps the order of the lists below.
  const porPartes = <T>(xs: readonly T[], escribir: (x: T, created: string[]) => Promise<void>) =>
    Promise.all(
      xs.map(async (x) => {
        const created: string[] = [];
        await escribir(x, created);
        return created;
      }),
    );
  const creadosSuperadmin: string[] = [];
  const [sub, servicios, planes, contadores] = await Promise.all([
    sa
      ? asegurarSuperadmin(
          {
            email: sa.email.trim().toLowerCase(),
            nombre: sa.nombre ?? 'Super Admin',
            rol: 'superadmin',
            empresaId: null,
            activo: true,
            password: sa.password,
            ...(sa.invitar ? { invitarPorCognito: true, debeCambiarPassword: true } : {}),
          },
          opts.now ?? new Date(),
          creadosSuperadmin,
        )
      : undefined,
    porPartes(SERVICIOS_HR_BASE, async (servicio, created) => {
      const item = {
        ...servicioHrKeys.servicio(servicio.codigo),
        entidad: 'SERVICIO_HR',
        id: servicio.codigo,
        ...servicio,
        fechaCreacion: now,
      };
      await createOnce(item, `servicio:${servicio.codigo}`, created);
      // Its first version's copy (D174), once: the algorithm dossier compares later versions with it.
      await putIf(itemVersionServicio(item, Number(item.version ?? 1), now), { expression: 'attribute_not_exists(PK)' });
      // An installation seeded before templates held interview designs has them without a version
      // (nobody could edit them then): it gets the designed template once.
      if (await putIf(item, { expression: 'attribute_exists(PK) AND attribute_not_exists(#v)', names: { '#v': 'version' } }))
        created.push(`servicio-diseno:${servicio.codigo}`);
    }),
    porPartes(PLANES_BASE, (plan, created) =>
      createOnce({ ...plataformaKeys.plan(plan.id), entidad: 'PLAN', ...plan, fechaCreacion: now }, `plan:${plan.id}`, created),
    ),
    porPartes([null], (_, created) =>
      createOnce(
        {
          ...plataformaKeys.contadores(),
          entidad: 'CONTADORES',
          empresasTotal: 0,
          empresasActivas: 0,
          licenciasActivas: 0,
          entrevistasCompletadas: 0,
          informesGenerados: 0,
        },
        'contadores',
        created,
      ),
    ),
  ]);
  return { superadminId: sub, created: [...creadosSuperadmin, ...servicios.flat(), ...planes.flat(), ...contadores.flat()] };
}

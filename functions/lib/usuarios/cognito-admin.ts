// The user pool's admin calls on one user (create, password, enable/disable, attributes, delete,
// sign-out everywhere). Only the modules that manage users import this, so only their functions
// carry the Cognito client.
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../aws/cognito.js';
import { config } from '../config.js';
import { logger } from '../logger.js';

const pool = (email: string) => ({ UserPoolId: config.userPoolId, Username: email });
const nombre = (err: unknown) => (err as { name?: string })?.name ?? '';

export interface CuentaCognito {
  sub: string;
  /** True when the account was made now (undo deletes it); false when a disabled one was given back (undo disables it again). */
  creada: boolean;
}

/**
 * Creates the Cognito user, or gives back the disabled account of a deleted platform user with the
 * same email. Answers null when an enabled account already holds the email. With `invitacion`,
 * Cognito itself mails the user their email and that temporary password (the user pool's invitation
 * message): the seeded superadmin of a deploy, before the product's own mail can send. Otherwise
 * nothing is mailed by Cognito (the product sends its own email).
 */
export async function crearCuenta(
  email: string,
  atributos: AttributeType[],
  invitacion?: { passwordTemporal: string },
): Promise<CuentaCognito | null> {
  try {
    const out = await cognito.send(
      new AdminCreateUserCommand({
        ...pool(email),
        ...(invitacion
          ? { TemporaryPassword: invitacion.passwordTemporal, DesiredDeliveryMediums: ['EMAIL'] }
          : { MessageAction: 'SUPPRESS' }),
        UserAttributes: atributos,
      }),
    );
    const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito did not return a sub');
    return { sub, creada: true };
  } catch (err) {
    if (nombre(err) !== 'UsernameExistsException') throw err;
  }
  const existing = await cognito.send(new AdminGetUserCommand(pool(email)));
  const sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub || existing.Enabled !== false) return null;
  await cognito.send(new AdminUpdateUserAttributesCommand({ ...pool(email), UserAttributes: atributos }));
  await cognito.send(new AdminEnableUserCommand(pool(email)));
  return { sub, creada: false };
}

/** The sub of an existing account, or undefined. */
export async function subDeCuenta(email: string): Promise<string | undefined> {
  try {
    const existing = await cognito.send(new AdminGetUserCommand(pool(email)));
    return existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? existing.Username;
  } catch (err) {
    if (nombre(err) === 'UserNotFoundException') return undefined;
    throw err;
  }
}

/** Sets a permanent password; false when Cognito's own policy refuses it. */
export async function fijarPassword(email: string, password: string): Promise<boolean> {
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ ...pool(email), Password: password, Permanent: true }));
    return true;
  } catch (err) {
    if (nombre(err) === 'InvalidPasswordException') return false;
    throw err;
  }
}

export async function cambiarAtributos(email: string, atributos: AttributeType[]): Promise<void> {
  await cognito.send(new AdminUpdateUserAttributesCommand({ ...pool(email), UserAttributes: atributos }));
}

export async function habilitarCuenta(email: string): Promise<void> {
  await cognito.send(new AdminEnableUserCommand(pool(email)));
}

export async function deshabilitarCuenta(email: string): Promise<void> {
  await cognito.send(new AdminDisableUserCommand(pool(email)));
}

export async function borrarCuenta(email: string): Promise<void> {
  await cognito.send(new AdminDeleteUserCommand(pool(email)));
}

/** Deletes the account; false when there was none (deleted by an earlier run of the same job). */
export async function borrarCuentaSiExiste(email: string): Promise<boolean> {
  try {
    await borrarCuenta(email);
    return true;
  } catch (err) {
    if (nombre(err) === 'UserNotFoundException') return false;
    throw err;
  }
}

/** Ends the user's sessions everywhere; cognito-local does not implement it (the profile check still blocks). */
export async function cerrarSesiones(email: string): Promise<void> {
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand(pool(email)));
  } catch (err) {
    logger.warn('AdminUserGlobalSignOut failed', { error: (err as Error).message });
  }
}

/** Undoes an account made (deleted) or given back (disabled again) for a create that failed; never throws. */
export async function deshacerCuenta(email: string, cuenta: CuentaCognito): Promise<void> {
  try {
    if (cuenta.creada) await borrarCuenta(email);
    else await deshabilitarCuenta(email);
  } catch (err) {
    logger.error('Could not undo the Cognito user of a failed create', { error: (err as Error).message });
  }
}

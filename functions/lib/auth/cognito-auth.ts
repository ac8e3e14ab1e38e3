// The user pool's client calls: password sign-in, refresh and revocation. Cognito's errors become
// the product's typed errors with Spanish messages here, once.
import {
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { auth as msgAuth, password as msgPassword, segundoFactor as msgSegundoFactor, servidor } from '../../../shared/messages.js';
import { cognito } from '../aws/cognito.js';
import { config } from '../config.js';
import { AppError, ForbiddenError, PasswordResetRequiredError, UnauthorizedError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';

export interface PoolTokens {
  idToken: string;
  refreshToken?: string;
  /** Only for the second factor's set-up (AssociateSoftwareToken, D155): never sent to the client. */
  accessToken?: string;
  expiresIn: number;
}

/** Cognito asks for the software token's code (SOFTWARE_TOKEN_MFA): the password was right. */
export interface RetoCodigo {
  reto: 'SOFTWARE_TOKEN_MFA';
  session: string;
  username: string;
}

function tokensOf(result: AuthenticationResultType | undefined): PoolTokens {
  if (!result?.IdToken) throw new UnauthorizedError(msgAuth.credencialesInvalidas);
  return {
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    accessToken: result.AccessToken,
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

function mapAuthError(err: unknown): never {
  const name = (err as { name?: string }).name ?? '';
  const message = (err as { message?: string }).message ?? '';
  if (name === 'NotAuthorizedException' && /disabled/i.test(message)) throw new ForbiddenError(servidor.usuarioInactivo);
  // Cognito's own temporary lockout: answered as a wrong password (D165), since an unknown email never
  // meets it (preventUserExistenceErrors) and a different text would say that the account exists.
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) throw new UnauthorizedError(msgAuth.credencialesInvalidas);
  // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorizedException.
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') {
    throw new UnauthorizedError(msgAuth.credencialesInvalidas);
  }
  // RESET_REQUIRED (an administrator's reset, or threat protection's compromised-credentials check):
  // the user can fix it alone through password recovery, so it is not 'sin perfil'.
  if (name === 'PasswordResetRequiredException') throw new PasswordResetRequiredError(msgPassword.restablecimientoObligatorio);
  if (name === 'UserNotConfirmedException') throw new ForbiddenError(msgAuth.sinPerfil);
  if (name === 'TooManyRequestsException') throw new UnauthorizedError(msgAuth.demasiadosIntentos);
  throw err;
}

/** Password sign-in that also answers Cognito's second-factor challenge (D155), for the login and recovery. */
export async function signInOrChallenge(email: string, password: string): Promise<PoolTokens | RetoCodigo> {
  try {
    const out = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (out.ChallengeName === 'SOFTWARE_TOKEN_MFA' && out.Session) {
      return { reto: 'SOFTWARE_TOKEN_MFA', session: out.Session, username: out.ChallengeParameters?.USER_ID_FOR_SRP ?? email };
    }
    if (out.ChallengeName) {
      logger.warn('Sign-in challenge not supported', { challenge: out.ChallengeName });
      throw new ForbiddenError(msgAuth.sinPerfil);
    }
    return tokensOf(out.AuthenticationResult);
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapAuthError(err);
  }
}

export function esReto(r: PoolTokens | RetoCodigo): r is RetoCodigo {
  return 'reto' in r;
}

/** The code of the user's authenticator for a SOFTWARE_TOKEN_MFA challenge. */
export async function answerCodeChallenge(reto: { session: string; username: string }, code: string): Promise<PoolTokens> {
  try {
    const out = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: config.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: reto.session,
        ChallengeResponses: { USERNAME: reto.username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    return tokensOf(out.AuthenticationResult);
  } catch (err) {
    throw codeError(err);
  }
}

/** Cognito's answers to a code, as the product's errors. */
function codeError(err: unknown): unknown {
  const name = (err as { name?: string }).name ?? '';
  const message = (err as { message?: string }).message ?? '';
  if (name === 'CodeMismatchException' && /already been used/i.test(message))
    return new ValidationError(msgSegundoFactor.codigoYaUsado, [{ campo: 'codigo', msg: msgSegundoFactor.codigoYaUsado }]);
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException')
    return new ValidationError(msgSegundoFactor.codigoIncorrecto, [{ campo: 'codigo', msg: msgSegundoFactor.codigoIncorrecto }]);
  if (name === 'NotAuthorizedException' || name === 'ExpiredCodeException') return new UnauthorizedError(msgSegundoFactor.pasoCaducado);
  if (name === 'TooManyRequestsException') return new UnauthorizedError(msgAuth.demasiadosIntentos);
  return err;
}

/** A new software token secret for the user of `accessToken` (not in use until verified). */
export async function associateSoftwareToken(accessToken: string): Promise<string> {
  try {
    const out = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    return out.SecretCode!;
  } catch (err) {
    throw codeError(err);
  }
}

/** Verifies the associated secret with a code and makes the software token the user's MFA. */
export async function verifyAndEnableSoftwareToken(accessToken: string, code: string): Promise<void> {
  try {
    const out = await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Talentia' }),
    );
    if (out.Status !== 'SUCCESS') throw Object.assign(new Error('Code mismatch'), { name: 'EnableSoftwareTokenMFAException' });
    await cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    );
  } catch (err) {
    throw codeError(err);
  }
}

/** Turns a user's software token MFA on or off as an administrator (a reset, a recovery code). */
export async function setSoftwareTokenMfa(username: string, enabled: boolean): Promise<void> {
  await cognito.send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: config.userPoolId,
      Username: username,
      SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
    }),
  );
}

/** Password sign-in where a challenge is not expected (a second factor is answered by the caller beforehand, D155). */
export async function passwordSignIn(email: string, password: string): Promise<PoolTokens> {
  const r = await signInOrChallenge(email, password);
  if (esReto(r)) {
    logger.warn('Sign-in challenge not supported', { challenge: r.reto });
    throw new ForbiddenError(msgAuth.sinPerfil);
  }
  return r;
}

export async function poolRefresh(refreshToken: string): Promise<PoolTokens> {
  try {
    const out = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return tokensOf(out.AuthenticationResult);
  } catch (err) {
    const name = (err as { name?: string }).name ?? '';
    if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') throw new UnauthorizedError(msgAuth.sesionExpirada);
    throw err;
  }
}

/** Revokes a refresh token (and the tokens issued from it). Best effort: logout must not fail on it. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognito.send(new RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }));
  } catch (err) {
    logger.warn('RevokeToken failed', { error: (err as Error).message });
  }
}

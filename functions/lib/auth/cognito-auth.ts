// The user pool's client calls: password sign-in, refresh and revocation. Cognito's errors become
// the product's typed errors with Spanish messages here, once.
import { InitiateAuthCommand, RevokeTokenCommand, type AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import { auth as msgAuth, password as msgPassword, servidor } from '../../../shared/messages.js';
import { cognito } from '../aws/cognito.js';
import { config } from '../config.js';
import { AppError, ForbiddenError, PasswordResetRequiredError, UnauthorizedError } from '../errors.js';
import { logger } from '../logger.js';

export interface PoolTokens {
  idToken: string;
  refreshToken?: string;
  expiresIn: number;
}

function tokensOf(result: AuthenticationResultType | undefined): PoolTokens {
  if (!result?.IdToken) throw new UnauthorizedError(msgAuth.credencialesInvalidas);
  return { idToken: result.IdToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn ?? 3600 };
}

function mapAuthError(err: unknown): never {
  const name = (err as { name?: string }).name ?? '';
  const message = (err as { message?: string }).message ?? '';
  if (name === 'NotAuthorizedException' && /disabled/i.test(message)) throw new ForbiddenError(servidor.usuarioInactivo);
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) throw new UnauthorizedError(msgAuth.demasiadosIntentos);
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

export async function passwordSignIn(email: string, password: string): Promise<PoolTokens> {
  try {
    const out = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (out.ChallengeName) {
      // A user created outside this API with a temporary password: the product sets permanent ones.
      logger.warn('Sign-in challenge not supported', { challenge: out.ChallengeName });
      throw new ForbiddenError(msgAuth.sinPerfil);
    }
    return tokensOf(out.AuthenticationResult);
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapAuthError(err);
  }
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

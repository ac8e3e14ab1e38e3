// The second factor in the tests (D155): the test stacks enrol the seeded superadmin with a known
// secret, and the helpers answer the sign-in's code step with codes made by an independent TOTP
// implementation (the otpauth package), never with the local front's own (infra/local/totp.ts).
// A code is accepted once (RFC 6238 §5.2, as Cognito): a user's first sign-in gets the current step's
// code, one who signs in again within the same 30 s step the next step's (accepted one step ahead),
// and past that the front's clock is moved a step forward, as tests move clocks, instead of waiting.
import * as OTPAuth from 'otpauth';
import type { CognitoMfaFront } from '../../infra/local/cognito-mfa.js';

/** The seeded superadmin's TOTP secret in the test stacks (base32, 20 bytes). */
export const SECRETO_TOTP_PRUEBAS = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const PASO_S = 30;

/** Steps already handed out per front and user: two sign-ins side by side get codes of different steps. */
const repartidos = new WeakMap<CognitoMfaFront, Map<string, number>>();

/** The code of the first step after the last one accepted (or handed out) for `sub`, from `secreto`. */
export function codigoSiguiente(front: CognitoMfaFront, sub: string, secreto: string): string {
  const ahora = Math.floor(front.now() / 1000 / PASO_S);
  let delFrente = repartidos.get(front);
  if (!delFrente) repartidos.set(front, (delFrente = new Map()));
  // Never the step before the current one: a sign-in that crosses a step's end between this code and
  // its check (a loaded machine, a screenshot in between) would bring it two steps behind, refused.
  let paso = Math.max(ahora, (front.lastStep(sub) ?? -Infinity) + 1, (delFrente.get(sub) ?? -Infinity) + 1);
  if (paso > ahora + 1) {
    front.advanceClock((paso - (ahora + 1)) * PASO_S * 1000);
    paso = Math.max(paso, Math.floor(front.now() / 1000 / PASO_S) - 1);
  }
  delFrente.set(sub, paso);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secreto), algorithm: 'SHA1', digits: 6, period: PASO_S });
  return totp.generate({ timestamp: paso * PASO_S * 1000 });
}

/**
 * The ID token of a sign-in through the API that answers the code step with `secreto` (scripts: the
 * bench). `sub` is the user's id (the seeded superadmin's: `stack.superadminId`).
 */
export async function tokenConCodigo(
  stack: { apiUrl: string; cognitoMfa: CognitoMfaFront },
  who: { email: string; password: string },
  totp: { secreto: string; sub: string },
): Promise<string> {
  const enviar = async (path: string, body: unknown) => {
    const res = await fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data?: { token?: string; segundoFactor?: string; sesion?: string } };
  };
  let r = await enviar('/api/auth/login', { email: who.email, password: who.password });
  if (r.data?.segundoFactor === 'codigo') {
    r = await enviar('/api/auth/2fa/codigo', { sesion: r.data.sesion, codigo: codigoSiguiente(stack.cognitoMfa, totp.sub, totp.secreto) });
  }
  if (!r.data?.token) throw new Error(`sign-in of ${who.email}: ${JSON.stringify(r)}`);
  return r.data.token;
}

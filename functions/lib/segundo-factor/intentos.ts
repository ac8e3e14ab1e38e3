// A wrong second-factor code counts as a failed sign-in of the account and the source (D34, D155):
// the login's throttle counts UnauthorizedError only, so the code's error travels as one through it
// and comes back out as the field error the person sees.
import { conLimiteDeLogin } from '../auth/limite-login.js';
import { UnauthorizedError, ValidationError } from '../errors.js';

class CodigoFallido extends UnauthorizedError {
  constructor(readonly original: ValidationError) {
    super(original.message);
  }
}

/** `luego`: what follows a right code (opening the session), run while the counters are given back. */
export async function conFallosContados<T, U>(
  email: string,
  origen: string,
  intento: () => Promise<T>,
  luego: (r: T) => Promise<U>,
): Promise<U> {
  try {
    return await conLimiteDeLogin(
      email,
      origen,
      async () => {
        try {
          return await intento();
        } catch (err) {
          if (err instanceof ValidationError) throw new CodigoFallido(err);
          throw err;
        }
      },
      // The password was right: a throttled code says how long to wait (D165); a right code signs in.
      { frenado: 'espera', accedio: () => true, luego },
    );
  } catch (err) {
    if (err instanceof CodigoFallido) throw err.original;
    throw err;
  }
}

// The zod side of the one password policy (shared/password-politica.ts): every schema that takes a
// new password uses these, so the web's forms and the API refuse the same passwords with the same
// messages.
import * as z from 'zod/mini';
import { PASSWORD } from '../constants.js';
import { empresas as msgEmpresas, password as msgPassword } from '../messages.js';
import { contieneDatosPersonales, esPasswordComun, type DatosPersonales } from '../password-politica.js';

const sinIssues = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

const noComun = () => z.refine<string>((p) => !esPasswordComun(p), { error: msgPassword.comun, when: sinIssues });

/** A new password, required: the spec's 8 characters at least, then not a common or breached one. */
export const PasswordNueva = z
  .string({ error: msgPassword.nuevaObligatoria })
  .check(
    z.minLength(1, { error: msgPassword.nuevaObligatoria }),
    z.minLength(PASSWORD.minLength, { error: msgEmpresas.contrasenaCorta }),
    z.maxLength(256),
    noComun(),
  );

/** A new password an administrator may leave out (the server then generates one). */
export const PasswordNuevaOpcional = z.optional(
  z.string().check(z.minLength(PASSWORD.minLength, msgEmpresas.contrasenaCorta), z.maxLength(256), noComun()),
);

/** The list check alone, for a schema that orders its own checks (AdminData). */
export { esPasswordComun };

/**
 * Object check of a body with the password and the person's email and name: the password must not
 * contain them. Runs only once everything else is valid, so one message shows at a time.
 */
export function sinDatosPersonales() {
  return z.refine<{ password?: string } & DatosPersonales>((v) => v.password === undefined || !contieneDatosPersonales(v.password, v), {
    error: msgPassword.datosPersonales,
    path: ['password'],
    when: sinIssues,
  });
}

// The step check both wizards share (the 6-step onboarding, D98, and the SaaS panel's 4-step
// 'Nueva Empresa', D102): the whole body is checked with the server's own schema, and a step keeps
// the issues of the form fields it owns, the first message per field. So a step's messages are the
// server's and the two sides never disagree.

/** An issue as zod reports it: where in the body, and its message. */
export interface Problema {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema's safeParse result, as far as this check needs it. */
export type Comprobacion = { success: true } | { success: false; error: { issues: readonly Problema[] } };

/**
 * `campo → mensaje` for the issues `campoDe` names a field of (null: another step's, left out);
 * empty when the step may go on.
 */
export function erroresDeCampos(r: Comprobacion, campoDe: (p: Problema) => string | null): Record<string, string> {
  if (r.success) return {};
  const errores: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const campo = campoDe(issue);
    if (campo) errores[campo] ??= issue.message;
  }
  return errores;
}

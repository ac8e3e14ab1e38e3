// The fairness questionnaire after «Finalizar» (D175), anonymous like the rest of the candidate's pages.
import type { FranjaEdad, Sexo } from '@shared/equidad';
import { llamar } from '../../../lib/api-rutas';

export async function enviarEquidad(
  token: string,
  body: { version: string; consentimiento: true; sexo: Sexo; edad: FranjaEdad },
): Promise<string> {
  const r = await llamar('POST /api/publico/entrevistas/{token}/equidad', { params: { token }, body }, { anonima: true });
  return r.message ?? '';
}

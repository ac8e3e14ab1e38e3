// The fairness questionnaire after «Finalizar» (D175), anonymous like the rest of the candidate's pages.
import type { FranjaEdad, Sexo } from '@shared/equidad';
import { llamar } from '../../../lib/api-rutas';
import { mensajeDeError } from '../../../lib/form-errors';

export async function enviarEquidad(
  token: string,
  body: { version: string; consentimiento: true; sexo: Sexo; edad: FranjaEdad },
): Promise<string> {
  try {
    const r = await llamar('POST /api/publico/entrevistas/{token}/equidad', { params: { token }, body }, { anonima: true });
    return r.message ?? '';
  } catch (e) {
    // The questionnaire's chunk shows the text: the page keeps the API client and its errors.
    throw new Error(mensajeDeError(e, 'No se pudo enviar el cuestionario. Inténtalo de nuevo.'), { cause: e });
  }
}

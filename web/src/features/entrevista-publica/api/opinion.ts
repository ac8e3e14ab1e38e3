// The candidate's opinion of the process after «Finalizar» (D173), anonymous like the rest of the
// candidate's pages: the finished interview's token names it.
import { llamar } from '../../../lib/api-rutas';

export async function enviarOpinion(token: string, body: { puntuacion?: number; comentario?: string }): Promise<string> {
  const r = await llamar('POST /api/publico/entrevistas/{token}/opinion', { params: { token }, body }, { anonima: true });
  return r.message ?? '';
}

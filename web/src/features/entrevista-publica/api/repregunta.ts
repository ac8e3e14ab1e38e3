// The AI follow-up of the candidate's interview page (D67): ask for the one follow-up about a
// saved answer (null when there is none), and save the candidate's answer to it together with the
// answer it follows (the same PUT as the autosave). Anonymous like every call of the page.
import type { Respuesta } from '@shared/schemas/publico';
import { llamar } from '../../../lib/api-rutas';
import type { RespuestaGuardada } from './entrevista-publica';

const anonima = { anonima: true } as const;

/** The server may wait up to 12 s for the provider (its route's deadline is 20 s). */
export const REPREGUNTA_TIMEOUT_MS = 22_000;

export async function pedirRepregunta(token: string, n: number): Promise<string | null> {
  const { data } = await llamar(
    'POST /api/publico/entrevistas/{token}/respuestas/{n}/repregunta',
    { params: { token, n } },
    { ...anonima, timeoutMs: REPREGUNTA_TIMEOUT_MS },
  );
  return data.pregunta;
}

export async function guardarRespuestaRepregunta(
  token: string,
  n: number,
  respuesta: Pick<Respuesta, 'texto' | 'origen' | 'terminada' | 'senales'>,
  respuestaRepregunta: string,
): Promise<RespuestaGuardada> {
  const body: Respuesta = { ...respuesta, respuestaRepregunta };
  const { data } = await llamar('PUT /api/publico/entrevistas/{token}/respuestas/{n}', { params: { token, n }, body }, anonima);
  return data;
}

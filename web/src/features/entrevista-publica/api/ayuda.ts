// The candidate's help calls (D172): from the interview's link (the token in the path) or from «Mis
// datos» (the page's access key). Anonymous like the page's other calls.
import type * as z from 'zod/mini';
import type { AyudaBody, AyudaCandidato as AyudaSchema } from '@shared/schemas/ayuda-candidato';
import { llamar } from '../../../lib/api-rutas';

export type AyudaCandidato = z.output<typeof AyudaSchema>;
export type EnvioAyuda = z.input<typeof AyudaBody>;
export interface Enviada {
  datos: AyudaCandidato;
  mensaje: string;
}

const anonima = { anonima: true } as const;

export async function leerAyuda(token: string): Promise<AyudaCandidato> {
  return (await llamar('GET /api/publico/entrevistas/{token}/ayuda', { params: { token } }, anonima)).data;
}

export async function enviarAyuda(token: string, body: EnvioAyuda): Promise<Enviada> {
  const r = await llamar('POST /api/publico/entrevistas/{token}/ayuda', { params: { token }, body }, anonima);
  return { datos: r.data, mensaje: r.message ?? '' };
}

export async function enviarAyudaMisDatos(acceso: string, empresaId: string, entrevistaId: string, body: EnvioAyuda): Promise<Enviada> {
  const r = await llamar(
    'POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/entrevistas/{entrevistaId}/ayuda',
    { params: { acceso, empresaId, entrevistaId }, body },
    anonima,
  );
  return { datos: r.data, mensaje: r.message ?? '' };
}

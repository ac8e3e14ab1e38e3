// The candidate's view on the assessment and request for a person's review, sent from «Mis datos»
// (D150). Anonymous like the page's other calls: the page's access key is the only credential.
import type * as z from 'zod/mini';
import type { Impugnacion as ImpugnacionSchema } from '@shared/schemas/impugnacion';
import { llamar } from '../../../lib/api-rutas';

export type Impugnacion = z.output<typeof ImpugnacionSchema>;

/** Sends the view; answers the interview's requests as stored and the server's message. */
export async function enviarImpugnacion(
  acceso: string,
  empresaId: string,
  entrevistaId: string,
  body: { opinion: string; pideRevision: boolean },
): Promise<{ lista: Impugnacion[]; mensaje: string }> {
  const r = await llamar(
    'POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/entrevistas/{entrevistaId}/impugnacion',
    { params: { acceso, empresaId, entrevistaId }, body },
    { anonima: true },
  );
  return { lista: r.data, mensaje: r.message ?? '' };
}

// One interview as two screens read it — Entrevistas' details and Informes' whole report: its SWR
// key, and a person's review of its AI report (PUT /api/entrevistas/{id}/validacion: analizada →
// validada), whose answer goes where both read the interview so an open dialog shows the review at
// once. Features do not import each other (eslint.config.js), so the one copy of both lives here.
import { useSWRConfig } from 'swr';
import type { ValidacionBody } from '@shared/schemas/informe';
import { llamar, urlRuta } from './api-rutas';

/** The SWR key of one interview (a company user's own; the superadmin names the company). */
export function claveEntrevista(id: string, empresaId: string | undefined): string {
  return urlRuta('GET /api/entrevistas/{id}', { params: { id }, query: { empresaId } });
}

/** The review form's `onEnviar`: the PUT, and its answer put in the interview's cached copy. */
export function useValidarEntrevista(id: string, empresaId: string | undefined) {
  const { mutate } = useSWRConfig();
  return async (body: ValidacionBody) => {
    const r = await llamar('PUT /api/entrevistas/{id}/validacion', { params: { id }, query: { empresaId }, body });
    await mutate(claveEntrevista(id, empresaId), r.data, { revalidate: false });
    return r;
  };
}

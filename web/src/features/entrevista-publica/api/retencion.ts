// The candidate's calls about retention (D151), anonymous like the rest of the candidate's pages:
// the consent to be kept for future processes from the interview's screens (the interview's token),
// its withdrawal and the period's extension from «Mis datos» (the page's access key).
import { llamar } from '../../../lib/api-rutas';

const anonima = { anonima: true } as const;

export async function consentirConservar(token: string, version: string): Promise<string> {
  const r = await llamar('POST /api/publico/entrevistas/{token}/conservar', { params: { token }, body: { version } }, anonima);
  return r.message ?? '';
}

export async function retirarConservar(acceso: string, empresaId: string): Promise<string> {
  const r = await llamar(
    'DELETE /api/publico/mis-datos/{acceso}/empresas/{empresaId}/conservar',
    { params: { acceso, empresaId } },
    anonima,
  );
  return r.message ?? '';
}

export async function ampliarRetencion(acceso: string, empresaId: string): Promise<{ venceEn: string; mensaje: string }> {
  const r = await llamar('POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/ampliar', { params: { acceso, empresaId } }, anonima);
  return { venceEn: r.data.venceEn, mensaje: r.message ?? '' };
}

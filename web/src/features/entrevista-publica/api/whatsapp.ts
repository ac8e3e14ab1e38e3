// The candidate's WhatsApp notices (issue 68 item 3), anonymous like the rest of the candidate's pages:
// ticked or unticked on the interview's page (the link's token) or in «Mis datos» (the access key).
import type { OptInCandidato } from '@shared/schemas/whatsapp-optin';
import { llamar } from '../../../lib/api-rutas';

const anonima = { anonima: true } as const;

export type { OptInCandidato };
export interface CambioOptIn {
  optIn: OptInCandidato | null;
  mensaje: string;
}

export async function marcarDesdeEnlace(token: string, texto: string): Promise<CambioOptIn> {
  const r = await llamar('POST /api/publico/entrevistas/{token}/whatsapp', { params: { token }, body: { texto } }, anonima);
  return { optIn: r.data, mensaje: r.message ?? '' };
}

export async function desmarcarDesdeEnlace(token: string): Promise<CambioOptIn> {
  const r = await llamar('DELETE /api/publico/entrevistas/{token}/whatsapp', { params: { token } }, anonima);
  return { optIn: r.data, mensaje: r.message ?? '' };
}

export async function marcarDesdeMisDatos(acceso: string, empresaId: string, texto: string): Promise<CambioOptIn> {
  const r = await llamar(
    'POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp',
    { params: { acceso, empresaId }, body: { texto } },
    anonima,
  );
  return { optIn: r.data, mensaje: r.message ?? '' };
}

export async function desmarcarDesdeMisDatos(acceso: string, empresaId: string): Promise<CambioOptIn> {
  const r = await llamar(
    'DELETE /api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp',
    { params: { acceso, empresaId } },
    anonima,
  );
  return { optIn: r.data, mensaje: r.message ?? '' };
}

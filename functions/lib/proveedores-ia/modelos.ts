// The one place that turns a configured model into the id sent to a provider (D113), for
// every call of the product: the report (analisis/proveedor/llamada.ts) and the interview follow-up
// (entrevistas/repregunta.ts). The API keys panel may hold one of the spec's labels (part 2 §9:
// 'gpt-4', 'claude-3-sonnet'…), which are not ids the providers accept today (the claude-3 labels
// never were API ids; gpt-4, gpt-4-turbo and gpt-3.5-turbo lack strict structured outputs), so a
// label becomes the use's current default; an id the platform chose from the provider's own list
// (D120: 'Probar' lists them) is sent as it is. The defaults are written once, in
// shared/proveedores-ia.ts, which the panel reads too.
import { esEtiquetaPanel, MODELO_POR_DEFECTO, type ProveedorModelo, type UsoModelo } from '../../../shared/proveedores-ia.js';

export { MODELO_POR_DEFECTO, type ProveedorModelo, type UsoModelo };

/** The model id to call for `uso`: the configured one when it is a real id, else the use's default. */
export function modeloParaLlamar(p: ProveedorModelo, uso: UsoModelo, configurado?: string | null): string {
  const m = configurado?.trim() ?? '';
  return m && !esEtiquetaPanel(m) ? m : MODELO_POR_DEFECTO[uso][p];
}

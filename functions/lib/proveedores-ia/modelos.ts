// The one place that turns a configured model into the id sent to a provider (issue 40 item 12), for
// every call of the product: the report (analisis/proveedor.ts) and the interview follow-up
// (entrevistas/repregunta.ts). The API keys panel saves the spec's labels (part 2 §9: 'gpt-4',
// 'claude-3-sonnet'…), which are not ids the providers accept today (the claude-3 labels never were
// API ids; gpt-4, gpt-4-turbo and gpt-3.5-turbo lack strict structured outputs), so a label becomes
// the use's current default; a real id typed by the platform is sent as it is.
// Defaults, per use: Anthropic's model ids and aliases ("claude-sonnet-4-5", "claude-haiku-4-5",
// https://docs.anthropic.com/en/docs/about-claude/models/overview); OpenAI's model list
// (https://platform.openai.com/docs/models).

export type ProveedorModelo = 'openai' | 'claude';
/** What the call is for: the report wants the stronger model, a follow-up a fast one. */
export type UsoModelo = 'analisis' | 'repregunta';

export const MODELO_POR_DEFECTO: Record<UsoModelo, Record<ProveedorModelo, string>> = {
  analisis: { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' },
  repregunta: { openai: 'gpt-4o-mini', claude: 'claude-haiku-4-5' },
};

/** The panel's labels (part 2 §9) and their short forms: never sent as they are. */
const ETIQUETAS_PANEL = new Set([
  'gpt-4',
  'gpt-4-turbo',
  'gpt-3.5-turbo',
  'claude-3-sonnet',
  'claude-3-opus',
  'claude-3-haiku',
  'sonnet',
  'opus',
  'haiku',
]);

/** The model id to call for `uso`: the configured one when it is a real id, else the use's default. */
export function modeloParaLlamar(p: ProveedorModelo, uso: UsoModelo, configurado?: string | null): string {
  const m = configurado?.trim() ?? '';
  return m && !ETIQUETAS_PANEL.has(m.toLowerCase()) ? m : MODELO_POR_DEFECTO[uso][p];
}

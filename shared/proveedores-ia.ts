// The six AI providers of part 2 §3 "API configuration" (openai, claude, gemini, perplexity, deepgram,
// did): their names, the models of §9, and the key formats of the diagnostics guide (§5), checked on
// both sides before any call. BERT is not a provider here: it is always 'Servicio BERT no disponible'.
import { apis as msg, fmt } from './messages.js';

export const PROVEEDORES_IA = ['openai', 'claude', 'gemini', 'perplexity', 'deepgram', 'did'] as const;
export type ProveedorIA = (typeof PROVEEDORES_IA)[number];

export interface DatosProveedor {
  /** As the spec's messages write {PROVIDER}. */
  nombre: string;
  /** The spec's field of the API configuration (`openaiApiKey`…). */
  campo: string;
  /** §9's default model and the options offered (none: the provider takes no model). */
  modelo?: string;
  modelos?: readonly string[];
  /** What the key is used for in the product. */
  uso: string;
}

export const PROVEEDOR: Record<ProveedorIA, DatosProveedor> = {
  openai: {
    nombre: 'OpenAI',
    campo: 'openaiApiKey',
    modelo: 'gpt-4',
    modelos: ['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo'],
    uso: 'Análisis de entrevistas e informes',
  },
  claude: {
    nombre: 'Claude',
    campo: 'claudeApiKey',
    modelo: 'claude-3-sonnet',
    modelos: ['claude-3-opus', 'claude-3-sonnet', 'claude-3-haiku'],
    uso: 'Análisis de entrevistas e informes',
  },
  gemini: { nombre: 'Gemini', campo: 'geminiApiKey', modelo: 'gemini-pro', modelos: ['gemini-pro'], uso: 'Modelo de lenguaje alternativo' },
  perplexity: { nombre: 'Perplexity', campo: 'perplexityApiKey', uso: 'Búsqueda con IA' },
  deepgram: { nombre: 'Deepgram', campo: 'deepgramApiKey', modelo: 'nova-2', modelos: ['nova-2'], uso: 'Transcripción de voz' },
  did: { nombre: 'D-ID', campo: 'didApiKey', uso: 'Avatar de vídeo' },
};

// ---- Models (D120) -------------------------------------------------------------------------------
// The current defaults, written once: the API calls (functions/lib/proveedores-ia/modelos.ts), the
// keys panel (which offers them beside the provider's own list) and the check of a chosen model all
// read them from here. Anthropic's ids and aliases (https://docs.anthropic.com/en/docs/about-claude/models/overview),
// OpenAI's model list (https://platform.openai.com/docs/models).

/** What a call is for: the report wants the stronger model, a follow-up a fast one. */
export type UsoModelo = 'analisis' | 'repregunta';
/** The providers the product calls a language model of. */
export type ProveedorModelo = 'openai' | 'claude';

export const MODELO_POR_DEFECTO: Readonly<Record<UsoModelo, Readonly<Record<ProveedorModelo, string>>>> = {
  analisis: { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' },
  repregunta: { openai: 'gpt-4o-mini', claude: 'claude-haiku-4-5' },
};

/**
 * The ids of today a provider is called with when nothing else is chosen: the two uses' defaults of
 * OpenAI and Claude, the one Perplexity's test sends ('sonar') and the one the transcription sends
 * (Deepgram's 'nova-2'). Gemini and D-ID are called with none.
 */
export const MODELOS_ACTUALES: Readonly<Record<ProveedorIA, readonly string[]>> = {
  openai: [MODELO_POR_DEFECTO.analisis.openai, MODELO_POR_DEFECTO.repregunta.openai],
  claude: [MODELO_POR_DEFECTO.analisis.claude, MODELO_POR_DEFECTO.repregunta.claude],
  gemini: [],
  perplexity: ['sonar'],
  deepgram: ['nova-2'],
  did: [],
};

/**
 * The panel's labels of part 2 §9 ('gpt-4', 'claude-3-sonnet'…) and their short forms: not ids the
 * providers accept today, so a call with one of them uses the use's current default.
 */
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

/** Whether a stored model is one of §9's labels (it stands for "the current defaults"). */
export const esEtiquetaPanel = (m: string | null | undefined) => !!m && ETIQUETAS_PANEL.has(m.trim().toLowerCase());

/** Providers whose 'Probar' lists the models the key can use (the others' test lists none). */
export const LISTAN_MODELOS: readonly ProveedorIA[] = ['openai', 'claude', 'gemini'];

/** A model id as the providers write them ('gpt-4o-2024-08-06', 'claude-sonnet-4-5', 'ft:gpt-4o-mini:org::id'). */
export const MODELO_ID = /^[A-Za-z0-9][A-Za-z0-9._:/@-]*$/;
export const MODELO_MAX = 100;

/** The ids always accepted for a provider: §9's labels and today's defaults. */
export function modelosConocidos(p: ProveedorIA): string[] {
  return [...new Set([...(PROVEEDOR[p].modelos ?? []), ...MODELOS_ACTUALES[p]])];
}

/**
 * Why `modelo` cannot be chosen for `p`, or null: it must be a plain id, and either known (§9's
 * labels, today's defaults) or in the list the provider itself returned for the key (`listados`).
 */
export function problemaDeModelo(p: ProveedorIA, modelo: string, listados: readonly string[] | undefined): string | null {
  const m = modelo.trim();
  if (!m) return msg.modeloVacio;
  if (m.length > MODELO_MAX || !MODELO_ID.test(m)) return msg.modeloFormato;
  const conocidos = modelosConocidos(p);
  if (!conocidos.length && !LISTAN_MODELOS.includes(p)) return fmt(msg.sinModelos, { PROVIDER: PROVEEDOR[p].nombre });
  if (conocidos.includes(m) || listados?.includes(m)) return null;
  return fmt(msg.modeloDesconocido, { modelo: m, PROVIDER: PROVEEDOR[p].nombre });
}

export function esProveedorIA(p: string): p is ProveedorIA {
  return (PROVEEDORES_IA as readonly string[]).includes(p);
}

/**
 * The {PROVIDER} of the messages: the name as the provider writes it ('OpenAI', 'D-ID'). The spec's
 * messages showed it in capitals ('OPENAI'); D129 writes it properly.
 */
export const etiquetaProveedor = (p: ProveedorIA) => PROVEEDOR[p].nombre;

const D_ID_USUARIO = /^[A-Za-z0-9_.-]{3,50}$/;
const D_ID_PASSWORD = /^[A-Za-z0-9_.\-+/=]{10,100}$/;

/**
 * Why a key cannot be one of this provider's, or null when its form is right (§5's guide: OpenAI
 * sk- and sk-proj- keys; D-ID username:password). Other providers: no spaces, 10–400 characters.
 */
export function problemaDeFormato(p: ProveedorIA, clave: string): string | null {
  if (clave.trim() === '') return msg.claveVacia;
  if (/\s/.test(clave)) return msg.claveEspacios;
  if (p === 'did') {
    if (clave.includes('@')) return msg.didArroba;
    const i = clave.indexOf(':');
    if (i < 0) return msg.didFormato;
    if (clave.length < 15 || clave.length > 150) return msg.didTotal;
    if (!D_ID_USUARIO.test(clave.slice(0, i))) return msg.didUsuario;
    if (!D_ID_PASSWORD.test(clave.slice(i + 1))) return msg.didPassword;
    return null;
  }
  if (p === 'openai') {
    if (!clave.startsWith('sk-')) return msg.openaiPrefijo;
    if (clave.startsWith('sk-proj-') && clave.length < 60) return msg.openaiProyecto;
  }
  if (clave.length < 10 || clave.length > 400) return fmt(msg.claveLongitud, { min: 10, max: 400 });
  return null;
}

/** A key as it may be shown: its last four characters only. */
export function enmascarar(clave: string): string {
  return `••••${clave.slice(-4)}`;
}

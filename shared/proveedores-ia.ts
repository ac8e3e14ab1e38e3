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

export function esProveedorIA(p: string): p is ProveedorIA {
  return (PROVEEDORES_IA as readonly string[]).includes(p);
}

/** The spec's {PROVIDER}: the name in capitals ('OPENAI'), as its messages show it. */
export const etiquetaProveedor = (p: ProveedorIA) => PROVEEDOR[p].nombre.toUpperCase();

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

// The key a feature uses, in clear (interview follow-ups, transcription, analysis): only functions
// with the keys:open grant import this (it opens sealed secrets), and nothing else of the panels.
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import { abrir, type Contexto } from '../cifrado.js';
import type { Ambito } from '../db/claves-api.js';
import { elegirClave } from './eleccion.js';

/** The encryption context that binds a stored key to its owner and provider (D60). */
export const contextoClave = (ambito: Ambito, p: ProveedorIA): Contexto => ({
  uso: 'apikey',
  ambito: ambito ?? 'PLATAFORMA',
  proveedor: p,
});

export interface ClaveParaUsar {
  apiKey: string;
  modelo?: string;
  baseUrl?: string;
  origen: 'empresa' | 'plataforma';
}

/**
 * The one answer to "which key does this feature use" (interview follow-ups, transcription,
 * analysis): the company's when set, enabled and not failing, else the platform's (D60).
 */
export async function claveParaUsar(empresaId: Ambito, p: ProveedorIA): Promise<ClaveParaUsar | null> {
  const { origen, empresa, plataforma } = await elegirClave(empresaId, p);
  if (!origen) return null;
  const c = (origen === 'empresa' ? empresa : plataforma)!;
  const ambito = origen === 'empresa' ? empresaId : null;
  return {
    apiKey: await abrir(c.sobre, contextoClave(ambito, c.proveedor)),
    modelo: c.modelo,
    // Companies' keys go through the platform's base URL too (D60).
    baseUrl: plataforma?.baseUrl || undefined,
    origen,
  };
}

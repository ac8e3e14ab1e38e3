// The method that compares this company's answers with its questions by meaning (issue 64 item 4),
// ready to call: the precedence's choice (precedencia.ts `elegirSignificado`) with its key opened, as
// the report's draft does for its model (analisis/borrador.ts `elegirLlamada`). A key that cannot be
// opened is skipped and the next in the order tried (D176); nothing to call → null: the word rules.
// Only functions with keys:open import this (it opens sealed keys); the calls are embeddings.ts's.
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import { claveParaUsar } from '../configuracion/clave-para-usar.js';
import { logger } from '../logger.js';
import type { MetodoSignificado } from './embeddings.js';
import { elegirSignificado } from './precedencia.js';
import { MODELO_EMBEDDINGS_OPENAI } from '../../../shared/modelos-embeddings.js';

/** A method to call, and whose it is: the company's key, the platform's, or the deploy's AWS account. */
export type MetodoElegido = MetodoSignificado & { origen: 'empresa' | 'plataforma' | 'aws' };

export async function metodoSignificado(
  empresaId: string,
  env: Record<string, string | undefined> = process.env,
): Promise<MetodoElegido | null> {
  const excluir: ProveedorIA[] = [];
  for (;;) {
    const e = await elegirSignificado(empresaId, env, { excluir });
    if (e.via === 'palabras') return null;
    if (e.via === 'aws') return { via: 'bedrock', modelo: e.modelo!, region: e.region, origen: 'aws' };
    if (e.proveedor !== 'openai') {
      excluir.push(e.proveedor);
      continue;
    }
    const clave = await claveParaUsar(empresaId, e.proveedor).catch((err: Error) => {
      logger.warn('Provider key not usable for the comparison by meaning', { empresaId, proveedor: e.proveedor, error: err.message });
      return null;
    });
    // The key's configured model is a chat model: embeddings use OpenAI's embeddings model.
    if (clave)
      return { via: 'openai', modelo: MODELO_EMBEDDINGS_OPENAI, apiKey: clave.apiKey, baseUrl: clave.baseUrl, origen: clave.origen };
    excluir.push(e.proveedor);
  }
}

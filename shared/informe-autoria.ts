// Who made a report, in the words of the mail that says it is ready (issue 54 item 6): a named
// language model, or the built-in analyzer (fixed rules, no model) and why it was the analyzer —
// the AI paused among the reasons. The screens say the same with their own layout (procedencia.tsx).
import type { Procedencia } from './schemas/informe.js';

const PROVEEDOR: Record<NonNullable<Procedencia['proveedor']>, string> = { openai: 'OpenAI', claude: 'Claude', bedrock: 'Amazon Bedrock' };

/** Why the analyzer wrote it, as the end of a sentence. */
const PORQUE: Record<NonNullable<Procedencia['motivoIntegrado']>, string> = {
  sin_clave: 'porque no hay ninguna clave de un modelo de lenguaje configurada',
  proveedor_fallido: 'porque el modelo de lenguaje no respondió',
  respuesta_invalida: 'porque la respuesta del modelo de lenguaje no era válida',
  rechazo: 'porque el modelo de lenguaje rechazó la solicitud',
  sin_herramienta: 'porque el modelo de lenguaje respondió sin rellenar el informe',
  simulada: 'porque es una entrevista simulada',
  ia_pausada: 'porque la empresa tiene la IA en pausa',
};

/**
 * «Lo ha preparado el modelo de lenguaje gpt-4o-mini de OpenAI…» or «Lo ha preparado el analizador
 * integrado (analizador-integrado-v3), con reglas fijas y sin modelo de lenguaje, porque…».
 */
export function autoriaEmailInforme(
  p: Pick<Procedencia, 'metodo' | 'proveedor' | 'modelo' | 'analizadorVersion' | 'motivoIntegrado'>,
): string {
  if (p.metodo === 'proveedor') {
    const de = p.proveedor ? ` de ${PROVEEDOR[p.proveedor]}` : '';
    return `Lo ha preparado el modelo de lenguaje ${p.modelo}${de} con la evidencia de la transcripción`;
  }
  const version = p.analizadorVersion ? ` (${p.analizadorVersion})` : '';
  const motivo = p.motivoIntegrado ? `, ${PORQUE[p.motivoIntegrado]}` : '';
  return `Lo ha preparado el analizador integrado${version}, con reglas fijas y sin modelo de lenguaje${motivo}`;
}

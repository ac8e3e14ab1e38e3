// The vectors of the comparison by meaning for one interview (issue 64 item 4, D177): the precedence's
// method (proveedores-ia/significado.ts: the company's OpenAI key, the platform's, the deploy's Bedrock
// embeddings model, else none), the questions' vectors once per template version and model
// (db/vectores-preguntas.ts) and the answers' for this interview. A provider's failure is no failed
// analysis: the words decide, and the report says why (the failure's Spanish message, which never
// quotes the provider or the input).
import { vectoresDePreguntas } from '../db/vectores-preguntas.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { logger } from '../logger.js';
import { FalloSignificado, idVectores, vectoresDe } from '../proveedores-ia/embeddings.js';
import { metodoSignificado } from '../proveedores-ia/significado.js';
import { textoDePregunta } from './comprobaciones/significado.js';
import type { Significado } from './evaluar.js';
import { textosDelCandidato } from './lexico/texto-candidato.js';
import type { EntradaAnalisis } from './tipos.js';

const DONDE: Record<'empresa' | 'plataforma' | 'aws', (region?: string) => string> = {
  empresa: () => 'OpenAI con la clave de la empresa',
  plataforma: () => 'OpenAI con la clave de la plataforma',
  aws: (region) => `Amazon Bedrock en ${region}`,
};

/** The interview's vectors, or why they could not be had, or null when the deployment compares by words. */
export function significadoDe(
  e: Pick<EntrevistaItem, 'empresaId' | 'id' | 'servicioId' | 'servicioVersion'>,
  entrada: EntradaAnalisis,
  version: number | string | null | undefined,
): Significado {
  return async () => {
    const metodo = await metodoSignificado(e.empresaId);
    if (!metodo) return null;
    const turnos = entrada.turnos.filter((t) => textosDelCandidato(t).length > 0);
    if (!turnos.length || !entrada.preguntas.length) return null;
    try {
      const [preguntas, respuestas] = await Promise.all([
        vectoresDePreguntas(
          {
            empresaId: e.empresaId,
            servicioId: e.servicioId,
            version: version ?? e.servicioVersion ?? 0,
            modelo: idVectores(metodo),
            textos: entrada.preguntas.map(textoDePregunta),
          },
          (textos) => vectoresDe(textos, metodo, { papel: 'pregunta' }),
        ),
        vectoresDe(
          turnos.map((t) => textosDelCandidato(t).join('\n')),
          metodo,
          { papel: 'respuesta' },
        ),
      ]);
      return {
        modelo: metodo.modelo,
        donde: DONDE[metodo.origen](metodo.via === 'bedrock' ? metodo.region : undefined),
        preguntas,
        respuestas: new Map(turnos.map((t, i) => [t.n, respuestas[i]!])),
      };
    } catch (err) {
      if (!(err instanceof FalloSignificado)) throw err;
      logger.warn('Comparison by meaning failed, word rules used', {
        empresaId: e.empresaId,
        entrevistaId: e.id,
        via: metodo.via,
        modelo: metodo.modelo,
        motivo: err.motivo,
      });
      return { fallo: err.message };
    }
  };
}

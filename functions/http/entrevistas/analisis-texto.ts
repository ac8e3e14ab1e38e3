// POST /api/analisis/texto: the text analysis (bertAnalysis: sentiment, coherence, professionalism)
// of any Spanish text, by the method the reports use ('léxico-heurístico-v1': a lexicon and rules,
// not BERT). Limited per user so nobody turns it into a free bulk service.
import { informes as msg } from '../../../shared/messages.js';
import { entrevistasAnalisisTexto } from '../../../shared/routes/entrevistas.js';
import { analizarTexto } from '../../lib/analisis/texto/analisis-texto.js';
import { limiteKeys, tomarIntento } from '../../lib/db/limites.js';
import { TooManyRequestsError } from '../../lib/errors.js';
import { httpHandler, ok } from '../../lib/http.js';

/** 60 analyses per user every 15 minutes. */
export const LIMITE_ANALISIS_TEXTO = { maximo: 60, ventanaMs: 15 * 60_000 } as const;

export const handler = httpHandler(entrevistasAnalisisTexto, async ({ caller, body }) => {
  const now = Date.now();
  const r = await tomarIntento(limiteKeys.analisisTexto(caller.userId), LIMITE_ANALISIS_TEXTO.maximo, LIMITE_ANALISIS_TEXTO.ventanaMs, now);
  if (!r.permitido) throw new TooManyRequestsError(msg.analisisDemasiados, (r.hasta - now) / 1000);
  return ok(await analizarTexto(body.texto));
});

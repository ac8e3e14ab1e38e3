// POST /api/entrevistas/{id}/reintentar-analisis (D78): an analysis marked fallida on its queue's last
// delivery is queued again by an admin, through the same reliable hand-off as the candidate's finish:
// fallida → encolada and the outbox record in one transaction (conditional on the version read, so
// two clicks queue it once), then the message sent at once, and swept again if that send is lost.
import { informes as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { entrevistaDe } from './de-empresa.js';
import { ponerSiAnalisisFallido } from '../db/entrevistas-pasos.js';
import { transact } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { entregar, type Enviar } from '../colas/entrega.js';
import { logger } from '../logger.js';
import { entregaAnalisis } from './publica.js';

export async function reintentarAnalisis(
  caller: Pick<Caller, 'userId'>,
  empresaId: string,
  id: string,
  enviar: Enviar,
  now = new Date(),
): Promise<EntrevistaItem> {
  const e = await entrevistaDe(empresaId, id);
  if (e.estado !== 'completada' || e.analisis?.estado !== 'fallida') throw new ConflictError(msg.reintentoNoFallido);
  const despues: EntrevistaItem = {
    ...e,
    analisis: {
      estado: 'encolada',
      encoladaEn: now.toISOString(),
      reintentos: (e.analisis.reintentos ?? 0) + 1,
      reintentadoPor: caller.userId,
    },
    version: (e.version ?? 1) + 1,
  };
  const entrega = entregaAnalisis(empresaId, id, now);
  await transact([ponerSiAnalisisFallido(despues, e, () => new ConflictError(msg.reintentoNoFallido)), entrega.paso]);
  logger.info('Interview analysis queued again', { empresaId, entrevistaId: id, reintentos: despues.analisis!.reintentos });
  await entregar(entrega, enviar);
  return despues;
}

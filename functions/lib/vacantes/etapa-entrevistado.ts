// The interview for a vacancy is completed: its candidate moves from «invitado» to «entrevistado» on the
// vacancy's board by themselves (D187), dated, by «Talentia», and the webhooks hear it. After the
// completion's own write and apart from it: a person moving the candidate at the same moment must never
// make the candidate's finish fail, so the move is conditional on the version read and, refused or failed,
// only logged (the board then shows where the person put them). Only the application that names this
// interview, and only from «nuevo» or «invitado»: a candidate the team already moved further stays.
// Either way the application records when the interview was finished (`entrevistadaEn`, D194).
import { postulacion as msg } from '../../../shared/messages.js';
import type { Enviar } from '../colas/entrega.js';
import { anotarEntrevistada, getCandidatura, moverCandidatura, type CandidaturaItem } from '../db/candidaturas.js';
import { ConflictError } from '../errors.js';
import { logger } from '../logger.js';
import { emitirEvento, pasosEvento } from '../webhooks/eventos.js';
import { prepararEventoEtapa } from './evento-etapa.js';

/** Who the board names for the moves the product makes by itself. */
export const AUTOR_SISTEMA = { id: 'sistema', nombre: msg.autorSistema };

export async function marcarEntrevistado(
  e: { empresaId: string; id: string; candidatoId: string; vacanteId?: string },
  now: Date,
  enviar?: Enviar,
): Promise<'movida' | 'nada'> {
  if (!e.vacanteId) return 'nada';
  const { empresaId, candidatoId, vacanteId } = e;
  try {
    const c = await getCandidatura(empresaId, candidatoId, vacanteId);
    if (!c || c.entrevistaId !== e.id) return 'nada';
    const fecha = now.toISOString();
    // Moved further by the team already: where they stand stays; the finish is only recorded (D194).
    if (c.etapa !== 'nuevo' && c.etapa !== 'invitado') {
      await anotarEntrevistada(c, e.id, fecha);
      return 'nada';
    }
    const siguiente: CandidaturaItem = {
      ...c,
      entrevistadaEn: fecha,
      etapa: 'entrevistado',
      movidaEn: fecha,
      movidaPor: AUTOR_SISTEMA,
      historial: [...(c.historial ?? []), { de: c.etapa, a: 'entrevistado', fecha, por: AUTOR_SISTEMA }],
      version: c.version + 1,
    };
    const evento = await prepararEventoEtapa(
      { empresaId, vacanteId, candidatoId },
      { de: c.etapa, a: 'entrevistado' },
      { fecha, userId: AUTOR_SISTEMA.id },
      now,
    );
    await moverCandidatura(c, siguiente, () => new ConflictError('moved meanwhile'), pasosEvento(evento));
    await emitirEvento(evento, enviar);
    return 'movida';
  } catch (err) {
    logger.warn('Vacancy stage not moved to entrevistado after the interview', {
      empresaId,
      vacanteId,
      entrevistaId: e.id,
      error: (err as Error).message,
    });
    return 'nada';
  }
}

// The finish's notification, 'Entrevista completada' (docs/decisions/ D109): delivered at least
// once and written once. The candidate's finish commits `avisoCompletada: 'pendiente'` in the same
// transaction as its move and its analysis hand-off (D78); the request then writes the notification
// at once, and the analysis job — delivered at least once by the outbox, its sweep and SQS — writes
// it if it is still pending. Its clave names the interview, so however often it is told each
// recipient gets it once.
import { entrevistas as msg } from '../../../shared/messages.js';
import { avisoCompletadaEnviado } from '../db/entrevistas-avisos.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { avisarDeEntrevista } from '../notificaciones/candidato.js';

/**
 * Writes the finish's notification if it is still pending, then marks it sent. True when it was
 * pending (now written for everyone); false when there was nothing to do. Throws when a recipient's
 * could not be written (it stays pending, for the analysis job or its next delivery).
 */
export async function avisarCompletada(e: EntrevistaItem, now = new Date()): Promise<boolean> {
  if (e.avisoCompletada !== 'pendiente') return false;
  await avisarDeEntrevista(
    e,
    {
      type: 'entrevista',
      prioridad: 'media',
      title: msg.completadaTitulo,
      mensaje: msg.completadaMensaje,
      actionUrl: '/entrevistas',
      actionText: 'Ver entrevistas',
      clave: `entrevista-${e.id}-completada`,
    },
    now,
  );
  // False only when another telling marked it first: written either way.
  await avisoCompletadaEnviado(e.empresaId, e.id);
  return true;
}

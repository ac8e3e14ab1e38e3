// Every active superadmin told of something that asks for them (a demo or account request, D96; a
// plan change request, D170): a notification in the bell of each, then a mail to each from a template.
// Nothing here undoes what the caller stored: a failed read, bell or mail is logged and the rest goes on.
import type { PlantillaId, VariablesDe } from '../../../shared/email/plantillas.js';
import { notificar, type NuevaNotificacion } from './notificar.js';
import { perfilesSuperadmin } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { enviarPlantilla } from '../mail/send.js';

export interface AvisoSuperadmins<P extends PlantillaId> {
  /** What is told, for the log ('Demo request', 'Plan change request'). */
  que: string;
  /** Ids for the log lines (never a person's data). */
  contexto: Record<string, string>;
  notificacion: NuevaNotificacion;
  plantilla: P;
  /** The mail's variables for one superadmin (their name for the greeting). */
  variables: (superadmin: { nombre: string }) => VariablesDe<P>;
}

export async function avisarSuperadmins<P extends PlantillaId>(a: AvisoSuperadmins<P>, now: Date): Promise<void> {
  const perfiles = await perfilesSuperadmin().then(
    (todos) => todos.filter((p) => p.activo !== false),
    (err: Error) => {
      logger.error(`${a.que}: superadmins not read, nobody told`, { ...a.contexto, error: err.message });
      return [];
    },
  );
  await notificar(
    perfiles.map((p) => ({ userId: p.id, empresaId: null })),
    a.notificacion,
    now,
  ).catch((err: Error) => logger.error(`${a.que}: notifications not stored`, { ...a.contexto, error: err.message }));
  for (const p of perfiles) {
    try {
      await enviarPlantilla(a.plantilla, { to: p.email, empresaId: null }, a.variables({ nombre: String(p.nombre ?? p.email) }));
    } catch (err) {
      logger.error(`${a.que}: email to a superadmin not sent`, { ...a.contexto, userId: p.id, error: (err as Error).message });
    }
  }
}

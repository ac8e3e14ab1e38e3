// Who hears about what (spec part 1 §2.5): a company's active admins (its users, licences, trial),
// an interview's admins and whoever scheduled it, and the platform's superadmins (companies).
import { type Destinatario } from '../db/notificaciones.js';
import { perfilesDeEmpresa, perfilesSuperadmin } from '../db/usuarios.js';

/** The active admins of a company (who hear about its users, licences and trial). */
export async function adminsDeEmpresa(empresaId: string): Promise<Destinatario[]> {
  return (await perfilesDeEmpresa(empresaId))
    .filter((u) => u.rol === 'admin' && u.activo !== false)
    .map((u) => ({ userId: u.id, empresaId }));
}

/**
 * Who hears about an interview: the company's admins and whoever scheduled it, once each — a user, or a
 * company API key (`clave:{id}`: an interview a key scheduled tells the key, D145). An interview scheduled
 * through a vacancy's apply link (`enlace:{vacanteId}`, D187) has no one behind its author: only the admins
 * hear of it (a notification filed under that author reached no one, and a restore refused it).
 */
export async function avisadosDeEntrevista(e: { empresaId: string; creadoPor?: string | null }): Promise<Destinatario[]> {
  const autor = e.creadoPor && !e.creadoPor.startsWith(AUTOR_ENLACE) ? [{ userId: e.creadoPor, empresaId: e.empresaId }] : [];
  const todos = [...(await adminsDeEmpresa(e.empresaId)), ...autor];
  return todos.filter((d, i) => todos.findIndex((x) => x.userId === d.userId) === i);
}

/** How an application through a vacancy's link records its author: `enlace:{vacanteId}` (D187). */
export const AUTOR_ENLACE = 'enlace:';

/** The platform's superadmins (who hear about companies). */
export async function superadmins(): Promise<Destinatario[]> {
  return (await perfilesSuperadmin()).filter((u) => u.activo !== false).map((u) => ({ userId: u.id, empresaId: null }));
}

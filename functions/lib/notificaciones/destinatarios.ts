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
 * Who hears about an interview: the company's active admins and whoever scheduled it, once each — when that
 * is an active user of the company: an interview scheduled by an API key (`clave:{id}`) or through a
 * vacancy's apply link (`enlace:{vacanteId}`, D187) has no person behind it, and a notification filed under
 * such an author reached no one and was refused by the company's data import.
 */
export async function avisadosDeEntrevista(e: { empresaId: string; creadoPor?: string | null }): Promise<Destinatario[]> {
  return (await perfilesDeEmpresa(e.empresaId))
    .filter((u) => u.activo !== false && (u.rol === 'admin' || u.id === e.creadoPor))
    .map((u) => ({ userId: u.id, empresaId: e.empresaId }));
}

/** The platform's superadmins (who hear about companies). */
export async function superadmins(): Promise<Destinatario[]> {
  return (await perfilesSuperadmin()).filter((u) => u.activo !== false).map((u) => ({ userId: u.id, empresaId: null }));
}

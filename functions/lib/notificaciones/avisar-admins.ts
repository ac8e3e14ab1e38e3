// A company's active admins told of something already committed (a cancelled subscription, D94; a
// webhook turned off, D109; a candidate's erasure request, D55): a stored template e-mailed to each
// (D62), then one bell notification for all. Neither undoes what was done: a failed e-mail is logged
// (the send log keeps it) and the others still go.
import type { PlantillaId, VariablesDe } from '../../../shared/email/plantillas.js';
import type { EmpresaItem } from '../db/empresas.js';
import { perfilesDeEmpresa } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { type NuevaNotificacion, notificar } from './notificar.js';

export async function avisarAdmins<P extends PlantillaId>(
  empresaId: string,
  /** The company, for the e-mail's brand (its own, when it has one). */
  empresa: EmpresaItem | null | undefined,
  correo: {
    plantilla: P;
    /** The template's variables for an admin, greeted by `nombre` (their name, else their e-mail). */
    variables: (nombre: string) => VariablesDe<P>;
    /** The log line of an e-mail not sent, and what else it names. */
    fallo: string;
    registro?: Record<string, unknown>;
  },
  notificacion: NuevaNotificacion,
  now: Date,
): Promise<void> {
  const admins = (await perfilesDeEmpresa(empresaId)).filter((u) => u.rol === 'admin' && u.activo !== false);
  const marca = empresa ? marcaDeEmpresa(empresa) : undefined;
  for (const a of admins) {
    try {
      await enviarPlantilla(correo.plantilla, { to: a.email, empresaId, marca }, correo.variables(a.nombre || a.email));
    } catch (err) {
      logger.error(correo.fallo, { empresaId, ...correo.registro, error: (err as Error).message });
    }
  }
  await notificar(
    admins.map((a) => ({ userId: a.id, empresaId })),
    notificacion,
    now,
  );
}

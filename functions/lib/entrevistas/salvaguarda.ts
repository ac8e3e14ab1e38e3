// The first interview waits for the safeguard its country's law asks for (issue 67 item 8): while the
// company's country and the deploy's region need one and no admin recorded it, scheduling is refused
// with a Spanish 409 that says what to record and where. Only the first: a company that already had
// interviews is not stopped mid-process by a deploy or a law that changed (Chile on 1 December 2026) —
// Configuración and the superadmin's list show it as pending instead. Read before anything is written.
import { fmt, ubicacionDatos as msg } from '../../../shared/messages.js';
import { ubicacionDeEmpresa } from '../../../shared/schemas/ubicacion-datos.js';
import type { EmpresaItem } from '../db/empresas.js';
import { ConflictError } from '../errors.js';
import { regionDelDespliegue } from '../proveedores-ia/despliegue-aws.js';

type Env = Record<string, string | undefined>;

/** The safeguard is missing for the company's first interview: its own 409. */
export class SalvaguardaPendiente extends ConflictError {}

/** Whether the company ever had an interview: its plan meter or a licence it started. */
export function tuvoEntrevistas(e: EmpresaItem): boolean {
  const uso = (e.uso as { entrevistas?: number } | undefined)?.entrevistas ?? 0;
  const utilizadas = (e.licencias as { utilizadas?: number } | undefined)?.utilizadas ?? 0;
  return uso > 0 || utilizadas > 0;
}

/** 409 when this would be the company's first interview and the safeguard its law asks for is not recorded. */
export function comprobarSalvaguarda(e: EmpresaItem, now: Date, env: Env = process.env): void {
  if (tuvoEntrevistas(e)) return;
  const u = ubicacionDeEmpresa(e, regionDelDespliegue(env), now);
  if (u.pendiente)
    throw new SalvaguardaPendiente(fmt(msg.falta, { REGION: u.regionNombre, SALVAGUARDA: u.base?.salvaguarda?.toLowerCase() ?? '' }));
}

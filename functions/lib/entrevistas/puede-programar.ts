// Whether a company can take one more interview of a template now (part 1 §5 licences, the plan's
// quota, the template offered), read before anything is written. Its own module, apart from the
// scheduling's writes and mails: what asks only this (a bulk invitation's acceptance, D193) carries
// neither the token's sealing nor the mail.
import { entrevistas as msg, fmt } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { getLicenciaEnUso, type LicenciaEnUsoItem } from '../db/entrevistas.js';
import type { ServicioHrItem } from '../db/servicios-hr.js';
import { ConflictError, QuotaExceededError, ValidationError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { serviciosDisponibles } from '../servicios-hr/disponibles.js';
import { plantillaParaProgramar } from '../servicios-hr/plantillas-propias.js';
import { bloqueoLicencias } from './licencias.js';
import { comprobarSalvaguarda } from './salvaguarda.js';

/** No licence of the company can take the interview (part 1 §5): a 409 the apply link tells apart (D187). */
export class LicenciasAgotadas extends ConflictError {}

/** 409 when no licence can take the interview (part 1 §5), before any write. */
export function comprobarLicencias(e: EmpresaItem, enUso: LicenciaEnUsoItem | undefined, now: Date): void {
  const bloqueo = bloqueoLicencias(e, enUso, now);
  if (bloqueo) throw new LicenciasAgotadas(bloqueo.mensaje);
}

/** The plan's interview quota is used up (part 1 §5): its own 409. */
export function comprobarCuota(empresa: EmpresaItem): void {
  const limite = (empresa.limites as { entrevistas?: number } | undefined)?.entrevistas ?? 0;
  const uso = (empresa.uso as { entrevistas?: number } | undefined)?.entrevistas ?? 0;
  if (limite !== -1 && uso >= limite)
    throw new QuotaExceededError(fmt(msg.limite, { entrevistas: cuenta(limite, 'entrevista', 'entrevistas') }));
}

export function servicioOfrecido(empresa: EmpresaItem, plantilla: ServicioHrItem | undefined, servicioId: string): ServicioHrItem {
  const ofrecido = plantilla && serviciosDisponibles([plantilla], empresa as Parameters<typeof serviciosDisponibles>[1]).length === 1;
  if (!ofrecido) {
    const m = fmt(msg.servicioNoDisponible, { servicio: String(plantilla?.nombre ?? servicioId) });
    throw new ValidationError(m, [{ campo: 'servicioId', msg: m }]);
  }
  return plantilla;
}

/**
 * Whether the company can take one more interview of this template now — the template offered, the
 * safeguard its first interview waits for (issue 67 item 8), a licence, the quota — read before anything is written: the apply link (D187) asks it before it makes a
 * candidate, so a refusal stores no one. The interview's transaction checks all of it again.
 */
export async function comprobarPuedeProgramar(empresaId: string, servicioId: string, now: Date): Promise<ServicioHrItem> {
  const [empresa, plantilla, enUso] = await Promise.all([
    getEmpresa(empresaId),
    plantillaParaProgramar(empresaId, servicioId),
    getLicenciaEnUso(empresaId),
  ]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const servicio = servicioOfrecido(empresa, plantilla, servicioId);
  comprobarSalvaguarda(empresa, now);
  comprobarLicencias(empresa, enUso, now);
  comprobarCuota(empresa);
  return servicio;
}

// A company's licences as scheduling reads them (part 1 §5): what its item says, whether the licence
// in use can take one more interview, and why none can — for the schedule's 409 and for the dialog
// that says beforehand why nothing can be scheduled (servicios-hr/servicios-empresa.ts).
import { LICENCIAS } from '../../../shared/constants.js';
import { formatFecha } from '../../../shared/fechas.js';
import { entrevistas as msg, fmt } from '../../../shared/messages.js';
import type { EmpresaItem } from '../db/empresas.js';
import type { LicenciaEnUsoItem } from '../db/entrevistas.js';

export interface ConfigLicencias {
  activas: number;
  utilizadas: number;
  max: number;
  vigenciaDias: number;
  fechaVencimiento?: string;
}

export function licenciasDe(e: EmpresaItem): ConfigLicencias {
  const l = (e.licencias ?? {}) as {
    activas?: number;
    utilizadas?: number;
    fechaVencimiento?: string;
    configuracion?: { vigenciaDias?: number; maxEntrevistasPorLicencia?: number };
  };
  return {
    activas: l.activas ?? 0,
    utilizadas: l.utilizadas ?? 0,
    max: l.configuracion?.maxEntrevistasPorLicencia ?? LICENCIAS.maxEntrevistasPorLicenciaPorDefecto,
    vigenciaDias: l.configuracion?.vigenciaDias ?? LICENCIAS.duracionDesdePrimeraEntrevistaDias,
    fechaVencimiento: l.fechaVencimiento,
  };
}

export const abierta = (l: LicenciaEnUsoItem | undefined, now: Date): boolean =>
  !!l && l.usadas < l.max && Date.parse(l.venceEn) > now.getTime();

/** Why no licence can take an interview now (part 1 §5), or null when one can. */
export function bloqueoLicencias(
  e: EmpresaItem,
  enUso: LicenciaEnUsoItem | undefined,
  now: Date,
): { motivo: 'licencias_vencidas' | 'sin_licencias'; mensaje: string } | null {
  const l = licenciasDe(e);
  if (l.fechaVencimiento && Date.parse(l.fechaVencimiento) < now.getTime())
    return {
      motivo: 'licencias_vencidas',
      mensaje: fmt(msg.licenciasVencidas, { fecha: formatFecha(l.fechaVencimiento) ?? l.fechaVencimiento }),
    };
  if (!abierta(enUso, now) && l.utilizadas >= l.activas)
    return {
      motivo: 'sin_licencias',
      mensaje: l.activas === 0 ? msg.ningunaLicencia : l.activas === 1 ? msg.sinLicencia : fmt(msg.sinLicencias, { activas: l.activas }),
    };
  return null;
}

// The AI services one company is offered: the platform's templates through the rule of
// disponibles.ts, with the company's contracted services and AI configuration. When the company
// cannot schedule at all, `bloqueo` says exactly why (D81): no active licence, no contracted
// service, or the contracted ones turned off by its AI switches — the schedule dialog shows it.
import { entrevistas as msg, fmt } from '../../../shared/messages.js';
import { getEmpresa } from '../db/empresas.js';
import { getLicenciaEnUso } from '../db/entrevistas.js';
import { plantillasPropias } from '../db/plantillas-propias.js';
import { serviciosHr } from '../db/servicios-hr.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { bloqueoLicencias } from '../entrevistas/licencias.js';
import { aServicioIA, motivoSinServicios, serviciosDisponibles } from './disponibles.js';
import { aServicioHrItem } from './plantillas-propias.js';

export type MotivoBloqueo = 'licencias_vencidas' | 'sin_licencias' | 'sin_contratados' | 'desactivados';

export interface BloqueoProgramacion {
  motivo: MotivoBloqueo;
  mensaje: string;
}

export async function serviciosDeEmpresa(empresaId: string, now = new Date()) {
  const [empresa, deLaPlataforma, propias, enUso] = await Promise.all([
    getEmpresa(empresaId),
    serviciosHr(),
    plantillasPropias(empresaId),
    getLicenciaEnUso(empresaId),
  ]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  // The company's own templates (D164) beside the platform's, by the same rule.
  const plantillas = [...deLaPlataforma, ...propias.map(aServicioHrItem)];
  const datos = { serviciosContratados: empresa.serviciosContratados, configuracionIA: empresa.configuracion?.configuracionIA };
  const disponibles = serviciosDisponibles(plantillas, datos);
  const servicios = disponibles.map(aServicioIA).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  let bloqueo: BloqueoProgramacion | null = null;
  if (!servicios.length) {
    const m = motivoSinServicios(plantillas, datos);
    bloqueo =
      m.motivo === 'sin_contratados'
        ? { motivo: m.motivo, mensaje: msg.sinServiciosContratados }
        : { motivo: m.motivo, mensaje: fmt(msg.serviciosDesactivados, { proveedores: m.proveedores.join(', ') }) };
  }
  bloqueo ??= bloqueoLicencias(empresa, enUso, now);
  return { servicios, bloqueo };
}

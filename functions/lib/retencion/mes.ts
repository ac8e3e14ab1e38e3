// The admin's month view (D151): the company's candidates whose data the retention job erases in a
// month, soonest first — one Query of the company's own GSI2 partition (`RETEMP#{empresaId}`).
import { mesesDeRetencion } from '../../../shared/retencion.js';
import type { RetencionMes } from '../../../shared/schemas/retencion.js';
import { getEmpresa } from '../db/empresas.js';
import { retencionesDelMes } from '../db/retencion.js';

export async function retencionDelMes(empresaId: string, mes: string | undefined, now = new Date()): Promise<RetencionMes> {
  const elegido = mes ?? now.toISOString().slice(0, 7);
  const [empresa, entradas] = await Promise.all([getEmpresa(empresaId), retencionesDelMes(empresaId, elegido)]);
  return {
    mes: elegido,
    meses: mesesDeRetencion(empresa),
    items: entradas
      .filter((r): r is typeof r & { venceEn: string } => !!r.venceEn)
      .map((r) => ({
        candidatoId: r.candidatoId,
        candidatoNombre: r.candidatoNombre,
        venceEn: r.venceEn,
        avisado: r.aviso?.estado === 'enviado',
      })),
  };
}

// What the candidate reads of their erasure request on «Mis datos» (D149): no I/O and no mail here, so
// the page's lean bundle (GET …/mis-datos/{acceso}) carries no mail or key client (D50).
import type { BorradoTitular } from '../../../shared/schemas/borrado-solicitado.js';
import type { BorradoSolicitadoItem } from '../db/borrado-solicitado.js';

/** The request as the candidate reads it; null once executed (the company no longer holds them). */
export function borradoTitular(s: BorradoSolicitadoItem | undefined): BorradoTitular | null {
  if (!s || s.estado === 'ejecutada') return null;
  return {
    estado: s.estado === 'opuesta' ? 'opuesta' : 'pendiente',
    solicitadoEn: s.solicitadoEn,
    plazoHasta: s.plazoHasta,
    oposicion: s.oposicion ? { motivo: s.oposicion.motivo, fecha: s.oposicion.fecha } : null,
  };
}

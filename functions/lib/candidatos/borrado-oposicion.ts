// The company's objection to an erasure the candidate asked for (D149): only an admin, before the
// deadline, with a written legal reason; then the candidate is emailed the reason (GDPR Art. 12(4)).
// Apart from borrado-solicitado.ts so the profile's read does not carry the mail service.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { borradoSolicitado as msg } from '../../../shared/messages.js';
import type { BorradoEmpresa } from '../../../shared/schemas/borrado-solicitado.js';
import type { Caller } from '../auth/caller.js';
import { anotarAvisoOposicion, getSolicitudBorrado, oponerseSolicitud, type BorradoSolicitadoItem } from '../db/borrado-solicitado.js';
import { getEmpresa } from '../db/empresas.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { autoridadDe, paisDeEmpresa } from '../../../shared/paises.js';
import { solicitudDe, vista } from './borrado-solicitado.js';

/**
 * The candidate is told at once that the company objected, why, and where to complain (GDPR
 * Art. 12(4)), by email to the address «Mis datos» proved; after the objection's commit, so a mail
 * outage never loses the objection. What happened is kept on the request for the profile to show.
 */
async function avisarOposicion(
  s: BorradoSolicitadoItem,
  motivo: string,
): Promise<NonNullable<NonNullable<BorradoSolicitadoItem['oposicion']>['aviso']>> {
  if (!s.email) return 'omitido';
  try {
    const empresa = await getEmpresa(s.empresaId);
    const nombre = empresa ? nombreEmpresa(empresa) : 'La empresa';
    const r = await enviarPlantilla(
      'borradoOpuesto',
      { to: s.email, empresaId: s.empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined },
      {
        nombre: s.nombre || 'Hola',
        nombreEmpresa: nombre,
        motivo,
        contacto: String(empresa?.email ?? nombre),
        // Where to complain: the authority of the company's country (D216), not always Spain's.
        autoridad: autoridadDe(paisDeEmpresa(empresa), new Date()),
      },
    );
    return r.estado === 'enviado' ? 'enviado' : 'omitido';
  } catch (err) {
    logger.error('Objection notice not sent', { empresaId: s.empresaId, candidatoId: s.candidatoId, error: (err as Error).message });
    return 'fallido';
  }
}

/** POST …/borrado-solicitado/oposicion: the admin's objection, while the request is pending and before its deadline. */
export async function oponerseBorrado(
  caller: Caller,
  empresaId: string,
  id: string,
  motivo: string,
  now = new Date(),
): Promise<BorradoEmpresa> {
  const s = await solicitudDe(empresaId, id);
  if (!s) throw new NotFoundError(msg.sinSolicitud);
  const hecha = await oponerseSolicitud(
    s,
    { motivo, fecha: now.toISOString(), por: { id: caller.userId, nombre: caller.profile.nombre || caller.email } },
    now,
  );
  if (hecha) {
    const aviso = await avisarOposicion(hecha, motivo);
    return vista((await anotarAvisoOposicion(hecha, aviso)) ?? { ...hecha, oposicion: { ...hecha.oposicion!, aviso } });
  }
  // Refused by its condition: say why, as it stands now.
  const ahora = await getSolicitudBorrado(empresaId, id);
  if (ahora?.estado === 'opuesta') throw new ConflictError(msg.yaOpuesta);
  if (!ahora || ahora.estado === 'ejecutada') throw new NotFoundError(msg.sinSolicitud);
  throw new ConflictError(msg.plazoVencido);
}

// Erasure on the candidate's request (issue 44 §1 «Erase», D149), the candidate's side. The access
// key proves an email; the company named must really hold a candidate of that email (read back from
// its partition, as «Mis datos» shows it) or the answer is 404. The request is one per candidate: a
// second one answers the first. A new one tells the company's admins (a notification filed under
// the candidate, so their erasure takes it back, and an email each); a failure to tell is logged,
// never undoes the request.
import { BORRADO_SOLICITADO } from '../../../shared/constants.js';
import { hablarComoEmpresa } from '../variante-peticion.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { formatFechaLarga } from '../../../shared/fechas.js';
import { borradoSolicitado as msg, fmt } from '../../../shared/messages.js';
import type { BorradoTitular } from '../../../shared/schemas/borrado-solicitado.js';
import { borradoTitular } from './borrado-titular.js';
import { config } from '../config.js';
import { crearSolicitudBorrado, nuevaSolicitud, type BorradoSolicitadoItem } from '../db/borrado-solicitado.js';
import { getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { fichasDelTitular } from '../db/mis-datos.js';
import { fechaEntrevista } from '../entrevistas/fecha.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { claveDeCandidato } from '../notificaciones/candidato.js';
import { avisarAdmins } from '../notificaciones/avisar-admins.js';
import { emailDelAcceso } from './acceso.js';

const normal = (email: string) => email.trim().toLowerCase();

/** The company's days to object: its setting, else the default. */
export function plazoOposicionDias(empresa: EmpresaItem): number {
  const dias = (empresa.configuracion as { plazoOposicionBorradoDias?: unknown } | undefined)?.plazoOposicionBorradoDias;
  return typeof dias === 'number' &&
    Number.isInteger(dias) &&
    dias >= BORRADO_SOLICITADO.plazoDiasMin &&
    dias <= BORRADO_SOLICITADO.plazoDiasMax
    ? dias
    : BORRADO_SOLICITADO.plazoDiasPorDefecto;
}

/** The company's candidate of this email, read back from its partition; else 404 (a foreign or missing company alike). */
async function candidatoDelTitular(empresaId: string, email: string): Promise<CandidatoItem> {
  const ficha = (await fichasDelTitular(email)).find((f) => f.empresaId === empresaId);
  const c = ficha ? await getCandidato(ficha.empresaId, ficha.candidatoId) : undefined;
  if (!c || normal(c.email) !== email) throw new NotFoundError(msg.noEncontrado);
  return c;
}

/** POST /api/publico/mis-datos/{acceso}/borrado: asks `empresaId` to erase the proved email's candidate. */
export async function pedirBorrado(acceso: string, origen: string, empresaId: string, now = new Date()): Promise<BorradoTitular> {
  const email = normal(await emailDelAcceso(acceso, origen, now.getTime()));
  const c = await candidatoDelTitular(empresaId, email);
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(msg.noEncontrado);
  hablarComoEmpresa(empresa);
  const { creada, solicitud } = await crearSolicitudBorrado(
    nuevaSolicitud({ empresaId, candidatoId: c.id, email, nombre: c.nombre, plazoDias: plazoOposicionDias(empresa) }, now),
  );
  if (creada) await avisarEmpresa(empresa, solicitud, now);
  return borradoTitular(solicitud)!;
}

/** The company's active admins: a notification each (once, by its clave) and the email `borradoSolicitado`. */
async function avisarEmpresa(empresa: EmpresaItem, s: BorradoSolicitadoItem, now: Date): Promise<void> {
  try {
    const zona = (empresa.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria;
    const fecha = formatFechaLarga(s.plazoHasta, fechaEntrevista(s.plazoHasta, zona).zona) ?? s.plazoHasta;
    const nombre = nombreEmpresa(empresa);
    const enlace = `${config.webOrigin}/candidatos`;
    await avisarAdmins(
      s.empresaId,
      empresa,
      {
        plantilla: 'borradoSolicitado',
        variables: (admin) => ({ nombre: admin, nombreEmpresa: nombre, nombreCandidato: s.nombre ?? '', fecha, enlace }),
        fallo: 'Erasure request email not sent',
      },
      {
        type: 'candidato',
        prioridad: 'alta',
        title: msg.notificacionTitulo,
        message: fmt(msg.notificacionMensaje, { candidato: s.nombre ?? '', fecha }),
        actionUrl: '/candidatos',
        actionText: msg.notificacionAccion,
        // Under the candidate's clave: their erasure takes the notice back from every bell (D55).
        clave: claveDeCandidato(s.candidatoId, 'borrado-solicitado'),
      },
      now,
    );
  } catch (err) {
    logger.error('Company not told of an erasure request', { empresaId: s.empresaId, error: (err as Error).message });
  }
}

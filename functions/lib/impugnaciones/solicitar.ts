// The candidate sends their view on an interview's assessment and may ask for a person's review
// (D150; GDPR Art. 22(3)), from «Mis datos». One open request per interview at a time; after an
// answer the candidate may send another, up to IMPUGNACION.maxPorEntrevista in all. The company's
// admins are told (best effort, once per request: the notification's clave).
//
// The access key proves an email and nothing else (D148): the interview is the company's, and its
// candidate must be a candidate of that company whose own email is the proved one — else 404, the
// same whether the interview does not exist, is another company's or another candidate's.
import { fmt, impugnacion as msg, misDatos as msgMisDatos } from '../../../shared/messages.js';
import { hablarComoEmpresa } from '../variante-peticion.js';
import { getEmpresa } from '../db/empresas.js';
import { IMPUGNACION, type Impugnacion, type ImpugnacionBody } from '../../../shared/schemas/impugnacion.js';
import { getCandidato } from '../db/candidatos.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { itemDeEntrevista } from '../db/keys.js';
import {
  abierta,
  getImpugnacion,
  guardarImpugnacion,
  impugnacionKeys,
  type ImpugnacionItem,
  type SolicitudImpugnacion,
} from '../db/impugnaciones.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { vista } from './lectura.js';

const normal = (email: string) => email.trim().toLowerCase();

/** The interview, when the candidate of the proved email in that company is its candidate; else 404. */
export async function entrevistaDelTitular(emailProbado: string, empresaId: string, entrevistaId: string): Promise<EntrevistaItem> {
  const e = await getEntrevista(empresaId, entrevistaId);
  const c = e ? await getCandidato(empresaId, e.candidatoId) : undefined;
  if (!e || !c || normal(c.email) !== normal(emailProbado)) throw new NotFoundError(msgMisDatos.accesoCaducado);
  // The candidate is this company's: its answers speak its Spanish (D215).
  hablarComoEmpresa(await getEmpresa(empresaId));
  return e;
}

/**
 * The candidate sends their view (and, if ticked, asks for a person's review). Answers the
 * interview's requests as «Mis datos» shows them. The company's admins are told (best effort).
 */
export async function impugnar(
  emailProbado: string,
  empresaId: string,
  entrevistaId: string,
  body: ImpugnacionBody,
  now = new Date(),
): Promise<Impugnacion[]> {
  const e = await entrevistaDelTitular(emailProbado, empresaId, entrevistaId);
  if (!e.informeIA) throw new ConflictError(msg.sinInforme);
  const antes = await getImpugnacion(empresaId, entrevistaId);
  if (abierta(antes)) throw new ConflictError(msg.yaPendiente);
  const previas = antes?.solicitudes ?? [];
  if (previas.length >= IMPUGNACION.maxPorEntrevista) throw new ConflictError(fmt(msg.maximo, { max: IMPUGNACION.maxPorEntrevista }));
  const solicitud: SolicitudImpugnacion = {
    numero: previas.length + 1,
    opinion: body.opinion,
    pideRevision: body.pideRevision,
    enviadaEn: now.toISOString(),
    respuesta: null,
  };
  const nuevo: ImpugnacionItem = {
    ...itemDeEntrevista(impugnacionKeys.impugnacion, 'IMPUGNACION', e),
    candidatoId: e.candidatoId,
    candidatoNombre: e.candidatoNombre,
    solicitudes: [...previas, solicitud],
    version: (antes?.version ?? 0) + 1,
  };
  // Someone wrote first (a second tab's send): whatever it was, this one is not the open one.
  if (!(await guardarImpugnacion(nuevo, antes))) throw new ConflictError(msg.yaPendiente);
  await notificar(
    await adminsDeEmpresa(empresaId),
    {
      type: 'entrevista',
      prioridad: 'alta',
      title: solicitud.pideRevision ? msg.avisoTituloRevision : msg.avisoTitulo,
      message: fmt(msg.avisoMensaje, { nombre: e.candidatoNombre, servicio: e.servicioNombre }),
      actionUrl: `/informes?entrevista=${encodeURIComponent(entrevistaId)}`,
      actionText: msg.verInforme,
      clave: `impugnacion:${entrevistaId}:${solicitud.numero}`,
    },
    now,
  );
  return nuevo.solicitudes.map(vista);
}

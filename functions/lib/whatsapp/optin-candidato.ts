// The candidate's own opt-in to WhatsApp notices (issue 68 item 3): the checkbox on the interview's page
// (the link's token names the interview and so the candidate, D64) and in «Mis datos» (the access key
// proves the email, and the company must hold a candidate of it, D151's rule). Ticking records it with the
// words shown (sent back and compared, as the notices' versions are: a renamed company is a 409 to read
// again); unticking ends it at once. Offered only while the company has a WhatsApp number connected and
// the candidate a phone a message can reach; otherwise the route is refused as the page hides it.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { whatsappOptIn as msg } from '../../../shared/messages.js';
import type { OptInCandidato } from '../../../shared/schemas/whatsapp-optin.js';
import { getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { getEntrevista } from '../db/entrevistas.js';
import { noDisponible, resolverToken } from '../entrevistas/token-publico.js';
import { ConflictError } from '../errors.js';
import { candidatoDelTitular } from '../retencion/titular.js';
import { ofertaOptIn, registrarOptIn, retirarOptIn } from './optin.js';

interface DelCandidato {
  empresa: EmpresaItem;
  c: CandidatoItem;
}

/** The link's company and candidate (a live or a finished interview's link), or the public routes' 404. */
async function delEnlace(token: string, origen: string, now: Date): Promise<DelCandidato> {
  const r = await resolverToken(token, origen, now);
  const e = 'finalizada' in r ? await getEntrevista(r.finalizada.empresaId, r.finalizada.entrevistaId) : r.e;
  if (!e) throw noDisponible();
  const [c, empresa] = await Promise.all([getCandidato(e.empresaId, e.candidatoId), getEmpresa(e.empresaId)]);
  if (!c || !empresa) throw noDisponible();
  // An interview an interviewer runs (D67 «Iniciar»): the typing is theirs, so the candidate's own box is
  // not offered there; the staff records it from the profile with its evidence.
  if (e.asistida) throw new ConflictError(msg.noDisponible);
  return { empresa, c };
}

async function marcar({ empresa, c }: DelCandidato, texto: string, fuente: 'invitacion' | 'mis_datos', now: Date) {
  const { oferta } = await ofertaOptIn(empresa, c.empresaId, c);
  if (!oferta) throw new ConflictError(msg.noDisponible);
  if (texto !== oferta.texto) throw new ConflictError(msg.textoCambiado);
  const o = await registrarOptIn(c.empresaId, { candidatoId: c.id, telefono: oferta.telefono, texto: oferta.texto, fuente }, now);
  // The company's name for the confirmation, as the words name it.
  return { optIn: { ...oferta, activo: true, desde: o.en } satisfies OptInCandidato, empresa: nombreEmpresa(empresa) };
}

/** Unticked: the number's opt-in ends at once (answered as the page shows it after; null once not offered). */
async function desmarcar({ empresa, c }: DelCandidato, now: Date): Promise<OptInCandidato | null> {
  if (typeof c.telefono === 'string')
    await retirarOptIn(c.empresaId, { telefono: c.telefono, candidatoId: c.id, fuente: 'desmarcado' }, now);
  return (await ofertaOptIn(empresa, c.empresaId, c)).oferta;
}

/** POST /api/publico/entrevistas/{token}/whatsapp. */
export async function optInDesdeEnlace(token: string, origen: string, body: { texto: string }, now = new Date()) {
  return marcar(await delEnlace(token, origen, now), body.texto, 'invitacion', now);
}

/** DELETE /api/publico/entrevistas/{token}/whatsapp. */
export async function retirarDesdeEnlace(token: string, origen: string, now = new Date()) {
  return desmarcar(await delEnlace(token, origen, now), now);
}

/** POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp. */
export async function optInDesdeMisDatos(acceso: string, origen: string, empresaId: string, body: { texto: string }, now = new Date()) {
  return marcar(await candidatoDelTitular(acceso, origen, empresaId, now), body.texto, 'mis_datos', now);
}

/** DELETE /api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp. */
export async function retirarDesdeMisDatos(acceso: string, origen: string, empresaId: string, now = new Date()) {
  return desmarcar(await candidatoDelTitular(acceso, origen, empresaId, now), now);
}

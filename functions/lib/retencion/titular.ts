// The candidate's side of retention (D151): the optional consent to be kept for future processes,
// given on the interview's screens (the interview's token names the candidate), withdrawn from
// «Mis datos», and the extension of the period from «Mis datos» while the warning's window is open
// and only with that consent. «Mis datos» names a company by its id; the access key proves an email,
// and the company must really hold a candidate with that email (its marker, then the candidate's
// own email), else 404 — as contenido.ts shows nothing on the index's word alone.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { hablarComoEmpresa } from '../variante-peticion.js';
import { fmt, retencion as msg } from '../../../shared/messages.js';
import { avisoDe, mesesDeRetencion, RETENCION, sumarMeses, versionConservar } from '../../../shared/retencion.js';
import type { RetencionTitular } from '../../../shared/schemas/mis-datos.js';
import { duenoDelEmail, getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { getEntrevista } from '../db/entrevistas.js';
import { borrarConservar, getConservar, getRetencion, guardarConservar, reescribirRetencion } from '../db/retencion.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { emailDelAcceso } from '../mis-datos/acceso.js';
import { noDisponible, resolverToken } from '../entrevistas/token-publico.js';

const normal = (email: string) => email.trim().toLowerCase();

/** POST /api/publico/entrevistas/{token}/conservar: the consent, with the version of the text read. */
export async function consentirConservar(
  token: string,
  origen: string,
  body: { version: string },
  now = new Date(),
): Promise<{ fecha: string; version: string; empresa: string }> {
  const r = await resolverToken(token, origen, now);
  const { empresaId, entrevistaId } = 'finalizada' in r ? r.finalizada : r.token;
  const [e, empresa] = await Promise.all([getEntrevista(empresaId, entrevistaId), getEmpresa(empresaId)]);
  if (!e || !empresa) throw noDisponible();
  // An old text is not stretched over a period the candidate never read.
  if (body.version !== versionConservar(mesesDeRetencion(empresa))) throw new ConflictError(msg.consentimientoCambiado);
  const fecha = now.toISOString();
  if (!(await guardarConservar({ empresaId, candidatoId: e.candidatoId, entrevistaId, fecha, version: body.version })))
    throw noDisponible();
  return { fecha, version: body.version, empresa: nombreEmpresa(empresa) };
}

/** The company's candidate of the proved email, or the same 404 whatever is missing. */
export async function candidatoDelTitular(acceso: string, origen: string, empresaId: string, now: Date) {
  const email = normal(await emailDelAcceso(acceso, origen, now.getTime()));
  const id = await duenoDelEmail(empresaId, email);
  const [c, empresa] = id ? await Promise.all([getCandidato(empresaId, id), getEmpresa(empresaId)]) : [undefined, undefined];
  if (!c || !empresa || normal(c.email) !== email) throw new NotFoundError(msg.empresaNoEncontrada);
  // The candidate is this company's: its answers speak its Spanish (D215).
  hablarComoEmpresa(empresa);
  return { c, empresa };
}

/** DELETE /api/publico/mis-datos/{acceso}/empresas/{empresaId}/conservar. */
export async function retirarConservar(acceso: string, origen: string, empresaId: string, now = new Date()): Promise<void> {
  const { c } = await candidatoDelTitular(acceso, origen, empresaId, now);
  await borrarConservar(c.empresaId, c.id);
}

/**
 * POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/ampliar: one more period from the due
 * date, only with the consent, within the warning's days and before the date (the job's claim on the
 * due date makes a racing extension lose on the entry's version).
 */
export async function ampliarRetencion(acceso: string, origen: string, empresaId: string, now = new Date()): Promise<{ venceEn: string }> {
  const { c, empresa } = await candidatoDelTitular(acceso, origen, empresaId, now);
  const [conservar, r] = await Promise.all([getConservar(c.empresaId, c.id), getRetencion(c.empresaId, c.id)]);
  if (!conservar) throw new ConflictError(msg.sinConsentimiento);
  const ahora = now.toISOString();
  const fueraDePlazo = () => new ConflictError(fmt(msg.fueraDePlazo, { dias: RETENCION.diasAviso }));
  if (!r?.venceEn || ahora < avisoDe(r.venceEn) || ahora >= r.venceEn) throw fueraDePlazo();
  const venceEn = sumarMeses(r.venceEn, r.meses ?? mesesDeRetencion(empresa));
  // A new date, a new warning before it.
  if (!(await reescribirRetencion(r, { ampliadaHasta: venceEn, venceEn, revisarEn: avisoDe(venceEn), aviso: null }))) throw fueraDePlazo();
  return { venceEn };
}

/** What «Mis datos» shows of retention for one company's candidate. */
export async function retencionTitular(empresa: EmpresaItem, c: CandidatoItem, now = new Date()): Promise<RetencionTitular> {
  const [conservar, r] = await Promise.all([getConservar(c.empresaId, c.id), getRetencion(c.empresaId, c.id)]);
  const ahora = now.toISOString();
  // Not yet filed by the job (it files a new entry within the hour): the date from the process's end.
  const venceEn = r ? (r.venceEn ?? sumarMeses(r.desde, r.meses ?? mesesDeRetencion(empresa))) : null;
  return {
    meses: r?.meses ?? mesesDeRetencion(empresa),
    venceEn,
    conservar: conservar ? { fecha: conservar.fecha, version: conservar.version } : null,
    ampliable: !!conservar && !!venceEn && ahora >= avisoDe(venceEn) && ahora < venceEn,
  };
}

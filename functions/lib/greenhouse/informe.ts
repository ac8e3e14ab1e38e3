// The report behind a link answered to Greenhouse (`partner_profile_url`; D146): anyone
// holding a live link reads that one interview's reviewed report — the same view and PDF the
// company's users have, read-only — until the link expires. No account: the link is the credential
// (a 256-bit token, only its hash stored: db/enlaces-informe.ts). Every opening is counted per source
// address first; a malformed, unknown or expired token, and an interview that is gone (erased) or no
// longer reviewed, all answer the same 404.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { greenhouse as msg } from '../../../shared/messages.js';
import { FORMATO_ENLACE_INFORME, GREENHOUSE, type InformeCompartido } from '../../../shared/schemas/greenhouse.js';
import { getEmpresa } from '../db/empresas.js';
import { getEnlaceInforme } from '../db/enlaces-informe.js';
import { getEntrevista } from '../db/entrevistas.js';
import { limiteKeys, tomarIntento } from '../db/limites.js';
import { conRubrica } from '../entrevistas/consulta.js';
import { NotFoundError, TooManyRequestsError } from '../errors.js';
import { hashTokenInforme } from './estado.js';

const noValido = () => new NotFoundError(msg.enlaceInvalido);

export async function informeCompartido(token: string, origen: string, now = new Date()): Promise<InformeCompartido> {
  const r = await tomarIntento(limiteKeys.informeOrigen(origen), GREENHOUSE.aperturasPorOrigen, GREENHOUSE.ventanaMs, now.getTime());
  if (!r.permitido) throw new TooManyRequestsError(msg.demasiadasAperturas, (r.hasta - now.getTime()) / 1000);
  if (!FORMATO_ENLACE_INFORME.test(token)) throw noValido();
  const enlace = await getEnlaceInforme(hashTokenInforme(token));
  if (!enlace || Date.parse(enlace.expiraEn) <= now.getTime()) throw noValido();
  const [e, empresa] = await Promise.all([getEntrevista(enlace.empresaId, enlace.entrevistaId), getEmpresa(enlace.empresaId)]);
  if (!e || e.estado !== 'validada' || !empresa) throw noValido();
  return { entrevista: await conRubrica(e), empresa: nombreEmpresa(empresa) || empresa.id, expiraEn: enlace.expiraEn };
}

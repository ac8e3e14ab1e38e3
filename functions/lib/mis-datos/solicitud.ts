// Asking for a «Mis datos» link (D148), without an account: from the public form (an email typed)
// or from the interview page's end screen (the interview's own candidate email). Counted per email
// and per source address first, whether or not anyone holds data about the address; mailed only
// when some company does; the caller learns nothing either way (same answer, and the handler makes
// every answer take the same minimum time). A mail that could not be sent is logged, not told.
import { MIS_DATOS } from '../../../shared/constants.js';
import { fmt, misDatos as msg } from '../../../shared/messages.js';
import { config } from '../config.js';
import { hashEmailTitular } from '../db/candidatos.js';
import { getEntrevista } from '../db/entrevistas.js';
import { limiteKeys, tomarIntentos } from '../db/limites.js';
import { guardarEnlaceMisDatos, hayDatosDelTitular } from '../db/mis-datos.js';
import { resolverToken } from '../entrevistas/token-publico.js';
import { logger } from '../logger.js';
import { enviarPlantilla } from '../mail/send.js';
import { hashToken, tokenNuevo } from '../usuarios/password.js';

/** The link the email carries: the token in the fragment, which browsers never send to a server nor in a Referer. */
export const enlaceMisDatos = (token: string) => `${config.webOrigin}/mis-datos#token=${token}`;

/**
 * A single-use «Mis datos» link for an email already known to be held, valid until `expiraEn` (ms):
 * the request's 15 minutes, or the retention warning's days until the due date (D151).
 */
export async function crearEnlaceMisDatos(email: string, now: number, expiraEn: number): Promise<string> {
  const token = tokenNuevo();
  await guardarEnlaceMisDatos(hashToken(token), email, now, expiraEn);
  return enlaceMisDatos(token);
}

/**
 * The source's hour and the address's quarter of an hour (D160): a place that asks for many
 * addresses is held an hour, a person who asks again for their own at most fifteen minutes.
 */
async function contar(email: string, origen: string, now: number): Promise<void> {
  const rechazo = (espera: string) => {
    logger.warn('«Mis datos» link request throttled', { origen });
    return fmt(msg.demasiadas, { espera });
  };
  await tomarIntentos([[limiteKeys.misDatosOrigen(origen), MIS_DATOS.porOrigen]], MIS_DATOS.ventanaMinutos * 60_000, now, rechazo);
  await tomarIntentos(
    [[limiteKeys.misDatos(hashEmailTitular(email)), MIS_DATOS.porEmail]],
    MIS_DATOS.ventanaEmailMinutos * 60_000,
    now,
    rechazo,
  );
}

/** Sends a link to `email` when some company holds a candidate with it; counted either way. */
export async function solicitarEnlaceMisDatos(emailTecleado: string, origen: string, now = Date.now()): Promise<void> {
  const email = emailTecleado.trim().toLowerCase();
  await contar(email, origen, now);
  if (!(await hayDatosDelTitular(email))) {
    logger.info('«Mis datos» link for an email no company holds');
    return;
  }
  const enlace = await crearEnlaceMisDatos(email, now, now + MIS_DATOS.validezMinutos * 60_000);
  try {
    const r = await enviarPlantilla(
      'enlaceMisDatos',
      { to: email, empresaId: null },
      { enlace, minutos: String(MIS_DATOS.validezMinutos) },
    );
    logger.info(r.estado === 'enviado' ? '«Mis datos» link sent' : '«Mis datos» link not sent (template off or address suppressed)');
  } catch (err) {
    logger.error('«Mis datos» link not sent', { error: (err as Error).message });
  }
}

/**
 * The end screen's request: the interview's token (live or finished; counted like every public
 * route, the same 404 for anything else) names the candidate's email, and the link goes there — never
 * to an address the caller chooses.
 */
export async function solicitarDesdeEntrevista(tokenEntrevista: string, origen: string, now = new Date()): Promise<void> {
  const r = await resolverToken(tokenEntrevista, origen, now);
  const { empresaId, entrevistaId } = 'finalizada' in r ? r.finalizada : r.token;
  const e = await getEntrevista(empresaId, entrevistaId);
  if (!e?.candidatoEmail) return;
  await solicitarEnlaceMisDatos(e.candidatoEmail, origen, now.getTime());
}

// Greenhouse's send_test (D146): a recruiter pressed «Send Test» on a candidate in
// Greenhouse. The candidate is found by their email in the key's company, or made (a seat of the
// plan, as any new candidate); the interview of the chosen service is scheduled for now — its link
// works for the interview's length and ENTREVISTAS.tokenDiasTrasFin days more — and the invitation
// goes out by email, as when a person schedules it (entrevistas/programar.ts, the same transaction,
// quota and licence). The answer is the interview's id, which Greenhouse later asks test_status about.
//
// Greenhouse names each send with its own URL (`url`, where it would take a PATCH once the test is
// done): the send is idempotent on it, through the house's idempotency records (idempotency.ts),
// keyed by the key's company, the key and a hash of that URL. The same send again answers the same
// interview; another body under the same URL is refused (422), a send still running answers 409.
import { createHash } from 'node:crypto';
import { ENTREVISTAS } from '../../../shared/constants.js';
import { greenhouse as msg } from '../../../shared/messages.js';
import { CandidatoCreate } from '../../../shared/schemas/candidato.js';
import type { DuracionEntrevista } from '../../../shared/schemas/entrevista.js';
import type { EnvioGreenhouse } from '../../../shared/schemas/greenhouse.js';
import type { KeyCaller } from '../auth/caller.js';
import type { Enviar } from '../colas/entrega.js';
import { crearCandidato } from '../candidatos/service.js';
import { duenoDelEmail } from '../db/candidatos.js';
import { getServicioHr } from '../db/servicios-hr.js';
import { programarEntrevista } from '../entrevistas/programar.js';
import { AppError } from '../errors.js';
import { beginIdempotent } from '../idempotency.js';
import { esErrorTelefono } from '../telefono.js';
import { validationError } from '../validation.js';
import type { RawReply } from '../http.js';
import { jsonCrudo } from './respuesta.js';

/** The candidate's name as Greenhouse gives it: first and last name (a default when both are empty). */
export function nombreDeCandidato(c: EnvioGreenhouse['candidate']): string {
  const nombre = [c.first_name, c.last_name]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return nombre || msg.nombreCandidatoPorDefecto;
}

/** The service's own length when it is one an interview may have; the house's default otherwise. */
export function duracionDeServicio(estructura: unknown): DuracionEntrevista {
  const d = (estructura as { duracionEstimada?: unknown } | undefined)?.duracionEstimada;
  return (ENTREVISTAS.duracionesMinutos as readonly unknown[]).includes(d)
    ? (d as DuracionEntrevista)
    : (ENTREVISTAS.duracionPorDefecto as DuracionEntrevista);
}

/** The candidate of this email in the company: found, or made (a race with another send finds theirs). */
async function candidatoPorEmail(caller: KeyCaller, envio: EnvioGreenhouse, now: Date): Promise<string> {
  const telefono = envio.candidate.phone_number?.trim();
  const alta = CandidatoCreate.safeParse({
    nombre: nombreDeCandidato(envio.candidate),
    email: envio.candidate.email,
    ...(telefono && telefono.length <= 500 ? { telefono } : {}),
  });
  if (!alta.success) throw validationError(alta.error, 'candidate');
  const existente = await duenoDelEmail(caller.empresaId, alta.data.email);
  if (existente) return existente;
  try {
    // A phone Greenhouse holds that is no number of the company's country nor an international one is
    // left out rather than the send refused (issue 67 item 9): the interview reaches them by e-mail.
    const creado = await crearCandidato(caller, caller.empresaId, alta.data, now).catch((err: unknown) => {
      if (!esErrorTelefono(err)) throw err;
      return crearCandidato(caller, caller.empresaId, { ...alta.data, telefono: undefined }, now);
    });
    return creado.id;
  } catch (err) {
    // Made meanwhile by another request (the email's marker is taken): that one is the candidate.
    const otro = err instanceof AppError && err.status === 409 ? await duenoDelEmail(caller.empresaId, alta.data.email) : undefined;
    if (otro) return otro;
    throw err;
  }
}

async function programar(caller: KeyCaller, envio: EnvioGreenhouse, now: Date, enviar: Enviar | undefined): Promise<string> {
  const candidatoId = await candidatoPorEmail(caller, envio, now);
  const servicio = await getServicioHr(envio.partner_test_id);
  const { entrevista } = await programarEntrevista(
    caller,
    caller.empresaId,
    {
      candidatoId,
      servicioId: envio.partner_test_id,
      fechaProgramada: now.toISOString(),
      duracionEstimada: duracionDeServicio(servicio?.estructura),
    },
    now,
    enviar,
  );
  return entrevista.id;
}

/** The idempotency key of a send: its Greenhouse URL, hashed (the key's format allows 8–200 safe characters). */
export function claveDeEnvio(url: string): string {
  return `greenhouse:${createHash('sha256').update(url, 'utf8').digest('base64url')}`;
}

/**
 * Answers send_test: `{ partner_interview_id }`, the first answer again for a repeated send. Any
 * failure releases the send's record, so Greenhouse's next try runs again.
 */
export async function enviarDesdeGreenhouse(
  caller: KeyCaller,
  envio: EnvioGreenhouse,
  peticion: { handler: string; path: string; cuerpo: unknown },
  now = new Date(),
  /** The queue's sender, for the webhooks' event (without it the outbox's sweep sends it). */
  enviar?: Enviar,
): Promise<RawReply> {
  const registro = await beginIdempotent({
    clave: claveDeEnvio(envio.url),
    caller,
    handler: peticion.handler,
    path: peticion.path,
    body: peticion.cuerpo,
  });
  if (registro?.replay) return registro.replay;
  try {
    const respuesta = jsonCrudo({ partner_interview_id: await programar(caller, envio, now, enviar) });
    await registro?.finish(respuesta);
    return respuesta;
  } catch (err) {
    await registro?.finish({ statusCode: err instanceof AppError ? err.status : 500 });
    throw err;
  }
}

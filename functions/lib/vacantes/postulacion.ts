// A vacancy's public apply link (issue 66 item 3, D187): the page a person opens from a job advert and
// the form they send. The form creates the candidate in the company (or finds the one with that e-mail),
// puts them in the vacancy and schedules the vacancy's interview for now, within the company's quota
// and licences, in the interview's own transaction (programar.ts); the answer is the interview's token,
// and the page opens the interview at once. The invitation with the same link goes to the e-mail too.
//
// Floods are counted before anything is read or written: per source address, per vacancy and per e-mail
// in the vacancy (DynamoDB counters, functions/lib/db/limites.ts). A bot that fills the hidden field gets
// an answer that opens nothing and nothing is stored. No CAPTCHA: nothing that locks people out.
import { createHash } from 'node:crypto';
import { hablarComoEmpresa } from '../variante-peticion.js';
import { vacanteDeEnlace } from './pagina-publica.js';
import { versionDelAvisoPostulacion } from '../../../shared/aviso-postulacion.js';
import { representanteDeEmpresa } from '../../../shared/aviso-entrevista.js';
import { leyDe, varianteDe, paisDeEmpresa } from '../../../shared/paises.js';
import { ENTREVISTAS } from '../../../shared/constants.js';
import { fmt, postulacion as msg, vacantes as msgVacantes } from '../../../shared/messages.js';
import type { DuracionEntrevista } from '../../../shared/schemas/entrevista.js';
import { LIMITES_POSTULACION, type PostulacionBody } from '../../../shared/schemas/postulacion.js';
import { plantillaDeEtapa } from '../../../shared/schemas/vacante.js';
import { crearCandidato } from '../candidatos/service.js';
import type { Enviar } from '../colas/entrega.js';
import { getCandidatura } from '../db/candidaturas.js';
import { duenoDelEmail } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { getEntrevista } from '../db/entrevistas.js';
import { limiteKeys, tomarIntentos } from '../db/limites.js';
import type { VacanteItem } from '../db/vacantes.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { programar, type Programador } from '../entrevistas/programar.js';
import { comprobarPuedeProgramar, LicenciasAgotadas } from '../entrevistas/puede-programar.js';
import { reenviarInvitacion } from '../entrevistas/reenviar.js';
import type { AppError } from '../errors.js';
import { ConflictError, QuotaExceededError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { AUTOR_ENLACE, adminsDeEmpresa } from '../notificaciones/destinatarios.js';
import { notificar } from '../notificaciones/notificar.js';
import { telefonoParaGuardar } from '../telefono.js';

function comprobarAbierta(v: VacanteItem): void {
  if (v.estado === 'en_pausa') throw new ConflictError(msg.enPausa);
  if (v.estado === 'cerrada') throw new ConflictError(msg.cerrada);
}

const hashEmail = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The company's admins hear, once a day per vacancy, that its link turns people away (quota, licences, template). */
async function avisarSinPlazas(v: VacanteItem, motivo: string, now: Date): Promise<void> {
  logger.warn('Application refused: the company cannot take the interview', { empresaId: v.empresaId, vacanteId: v.id, motivo });
  await notificar(
    await adminsDeEmpresa(v.empresaId),
    {
      type: 'sistema',
      prioridad: 'alta',
      title: msg.sinPlazasTitulo,
      message: fmt(msg.sinPlazasMensaje, { vacante: v.titulo, motivo }),
      actionUrl: '/vacantes',
      actionText: msg.verVacantes,
      clave: `postulacion-sin-plazas-${v.id}-${now.toISOString().slice(0, 10)}`,
    },
    now,
  ).catch((err: Error) => logger.error('Notification not written', { empresaId: v.empresaId, error: err.message }));
}

/** The candidate of the company with this e-mail, or a new one (created with the vacancy's title and area). */
async function candidatoPara(v: VacanteItem, empresa: EmpresaItem, body: PostulacionBody, autor: string, now: Date): Promise<string> {
  const existente = await duenoDelEmail(v.empresaId, body.email);
  if (existente) return existente;
  try {
    const c = await crearCandidato(
      { userId: autor },
      v.empresaId,
      { nombre: body.nombre, email: body.email, telefono: body.telefono || undefined, posicion: v.titulo, areaId: v.areaId ?? null },
      now,
      { empresa },
    );
    return c.id;
  } catch (err) {
    // Two applications with one e-mail at once: the other one created the candidate.
    if (err instanceof ConflictError) {
      const otro = await duenoDelEmail(v.empresaId, body.email);
      if (otro) return otro;
    }
    throw err;
  }
}

/**
 * The applicant already has a live interview for this vacancy: no second one is scheduled, and what the
 * answer says is what happened — the link sent again (unstarted, within the resend's own limits, D163),
 * or not (started, or the resend refused). Once taken, 409. A cancelled interview, or one whose link
 * has expired, is no interview to go back to: a new one is scheduled.
 */
async function yaInscrito(v: VacanteItem, entrevistaId: string, autor: string, now: Date): Promise<string | null> {
  const e = await getEntrevista(v.empresaId, entrevistaId);
  if (!e || e.estado === 'cancelada') return null;
  if (e.estado !== 'programada' && e.estado !== 'en_progreso') throw new ConflictError(msg.yaEntrevistado);
  if (Date.parse(e.tokenExpiraEn) <= now.getTime()) return null;
  if (e.estado === 'en_progreso') return msg.yaEnCurso;
  try {
    await reenviarInvitacion({ userId: autor }, v.empresaId, e.id, now);
    return msg.yaInscrito;
  } catch (err) {
    logger.info('Application repeated: invitation not resent', { empresaId: v.empresaId, entrevistaId, motivo: (err as Error).message });
    return msg.yaInscritoSinReenvio;
  }
}

/** POST /api/publico/vacantes/{codigo}/postulaciones. */
export async function postular(codigo: string, body: PostulacionBody, origen: string, now = new Date(), enviar?: Enviar) {
  const espera = (m: string) => (e: string) => fmt(m, { espera: e });
  await tomarIntentos(
    [[limiteKeys.postulacionOrigen(origen), LIMITES_POSTULACION.porOrigen]],
    LIMITES_POSTULACION.ventanaMs,
    now.getTime(),
    espera(msg.demasiadas),
  );
  const v = await vacanteDeEnlace(codigo);
  comprobarAbierta(v);
  const empresa = await getEmpresa(v.empresaId);
  if (!empresa) throw empresaNoEncontrada(v.empresaId);
  // The applicant reads the company's Spanish (D215), its refusals too.
  hablarComoEmpresa(empresa);
  // The notice names the company's country's law (D214) in its candidates' Spanish (D215), and Peru's
  // representative (D216): its version carries all three.
  const pais = paisDeEmpresa(empresa);
  const version = versionDelAvisoPostulacion({
    ley: leyDe(pais, now),
    variante: varianteDe(pais),
    representante: representanteDeEmpresa(empresa),
  });
  if (body.version !== version) throw new ConflictError(msg.avisoCambiado);
  await tomarIntentos(
    [[limiteKeys.postulacionVacante(v.empresaId, v.id), LIMITES_POSTULACION.porVacante]],
    LIMITES_POSTULACION.ventanaMs,
    now.getTime(),
    espera(msg.demasiadasVacante),
  );
  await tomarIntentos(
    [[limiteKeys.postulacionEmail(v.id, hashEmail(body.email)), LIMITES_POSTULACION.porEmail]],
    LIMITES_POSTULACION.ventanaMs,
    now.getTime(),
    espera(msg.demasiadas),
  );
  if (body.sitioWeb?.trim()) {
    logger.warn('Application dropped: honeypot filled', { vacanteId: v.id });
    return { token: null, yaInscrito: false, mensaje: msg.recibida };
  }
  // The phone is read with the company's country (issue 67 item 9): a wrong one is the applicant's to
  // fix, a 400 naming it, checked here because sinRevelar would turn the candidate's 400 into the 409
  // of a company that takes no one (and tell its admins so).
  const telefono = telefonoParaGuardar(body.telefono, pais, { campo: 'telefono' }) ?? '';
  const autor = `${AUTOR_ENLACE}${v.id}`;
  // The link's interview is the one of people who join (D205): «Nuevo»'s own, or the vacancy's.
  const servicioId = plantillaDeEtapa(v, 'nuevo');
  const candidatoId = await sinRevelar(v, now, async () => {
    await comprobarPuedeProgramar(v.empresaId, servicioId, now);
    return candidatoPara(v, empresa, { ...body, telefono }, autor, now);
  });
  const previa = await getCandidatura(v.empresaId, candidatoId, v.id);
  const repetida = previa?.entrevistaId ? await yaInscrito(v, previa.entrevistaId, autor, now) : null;
  if (repetida) return { token: null, yaInscrito: true, mensaje: repetida };
  const caller: Programador = {
    userId: autor,
    empresaId: v.empresaId,
    postulacion: { nombre: msg.autor, consentimiento: { fecha: now.toISOString(), version: body.version } },
  };
  const r = await sinRevelar(v, now, () =>
    programar(
      caller,
      v.empresaId,
      {
        candidatoId,
        servicioId,
        fechaProgramada: now.toISOString(),
        duracionEstimada: ENTREVISTAS.duracionPorDefecto as DuracionEntrevista,
        vacanteId: v.id,
      },
      now,
      enviar,
    ),
  );
  logger.info('Application received', { empresaId: v.empresaId, vacanteId: v.id, entrevistaId: r.entrevista.id });
  return { token: r.token, yaInscrito: false, mensaje: msg.recibida };
}

/**
 * What the company's side refuses is not the applicant's to read: the company's quota, licences or
 * template (its admins hear of it) and anything about the person with that e-mail (an erasure they
 * asked for) answer one plain 409. A vacancy closed meanwhile says so.
 */
async function sinRevelar<T>(v: VacanteItem, now: Date, hacer: () => Promise<T>): Promise<T> {
  try {
    return await hacer();
  } catch (err) {
    if (err instanceof QuotaExceededError || err instanceof LicenciasAgotadas || err instanceof ValidationError) {
      await avisarSinPlazas(v, (err as AppError).message, now);
      throw new ConflictError(msg.sinPlazas);
    }
    if (err instanceof ConflictError && err.message === msgVacantes.entrevistaVacanteCerrada) throw new ConflictError(msg.cerrada);
    if (err instanceof ConflictError) {
      logger.warn('Application refused', { empresaId: v.empresaId, vacanteId: v.id, motivo: err.message });
      throw new ConflictError(msg.noDisponible);
    }
    throw err;
  }
}

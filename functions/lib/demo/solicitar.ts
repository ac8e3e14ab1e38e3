// A demo request from the sign-in page (D96): counted per source address and per email first (a
// refused request stores nothing), then stored with the pending count (D125), then the superadmins
// told in the app and by email, and the person who asked sent a confirmation (D125).
// The request stands whatever happens after it is stored: a notification or an email that fails is
// logged (the mail service has already retried, and its send log and alarm record the failure), and
// the superadmins still find the request in their list. A bot that filled the honeypot gets the same
// answer and nothing is stored or sent.
import { createHash } from 'node:crypto';
import { demo as msg, fmt } from '../../../shared/messages.js';
import {
  etiquetaTamano,
  LIMITES_DEMO,
  VERSION_CONSENTIMIENTO_ALTA,
  VERSION_CONSENTIMIENTO_DEMO,
  type SolicitudDemoBody,
} from '../../../shared/schemas/demo.js';
import { config } from '../config.js';
import { idOrdenado } from '../db/ids.js';
import { limiteKeys, tomarIntento } from '../db/limites.js';
import { crearSolicitudDemo } from '../db/solicitudes-demo.js';
import { TooManyRequestsError } from '../errors.js';
import { logger } from '../logger.js';
import { enviarPlantilla } from '../mail/send.js';
import { avisarSuperadmins } from '../notificaciones/avisar-superadmins.js';

/** The email as a counter's key names it: its hash, so the counter names no one. */
export const hashEmail = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

async function contar(email: string, origen: string, now: number): Promise<void> {
  for (const [key, maximo] of [
    [limiteKeys.demoOrigen(origen), LIMITES_DEMO.porOrigen],
    [limiteKeys.demo(hashEmail(email)), LIMITES_DEMO.porEmail],
  ] as const) {
    const intento = await tomarIntento(key, maximo, LIMITES_DEMO.ventanaMs, now);
    if (!intento.permitido) {
      const segundos = Math.max(1, Math.ceil((intento.hasta - now) / 1000));
      const minutos = Math.ceil(segundos / 60);
      logger.warn('Demo request throttled', { origen });
      throw new TooManyRequestsError(fmt(msg.demasiadas, { espera: minutos === 1 ? '1 minuto' : `${minutos} minutos` }), segundos);
    }
  }
}

/** What the mails say was asked for and what comes next (D162): the templates' loPedido and siguientePaso. */
const PALABRAS: Record<SolicitudDemoBody['tipo'], { loPedido: string; siguientePaso: string; unaPeticion: string }> = {
  demo: { loPedido: 'demo', siguientePaso: 'acordar la demo y, si os interesa, preparar la cuenta de tu empresa', unaPeticion: 'una demo' },
  alta: { loPedido: 'alta de empresa', siguientePaso: 'preparar la cuenta de tu empresa', unaPeticion: 'el alta de su empresa' },
};

/** What happened to a request, for the handler's log and the tests: stored, or dropped as a bot's. */
export type ResultadoSolicitud = { guardada: true; id: string } | { guardada: false };

export async function solicitarDemo(body: SolicitudDemoBody, origen: string, now = new Date()): Promise<ResultadoSolicitud> {
  await contar(body.email, origen, now.getTime());
  if (body.sitioWeb?.trim()) {
    logger.warn('Demo request dropped: honeypot filled', { origen });
    return { guardada: false };
  }
  const id = idOrdenado(now);
  const creadaEn = now.toISOString();
  await crearSolicitudDemo({
    id,
    empresa: body.empresa,
    nombre: body.nombre,
    email: body.email,
    cantidadTrabajadores: body.cantidadTrabajadores,
    pais: body.pais,
    mensaje: body.mensaje,
    estado: 'pendiente',
    tipo: body.tipo,
    creadaEn,
    consentimiento: { aceptadoEn: creadaEn, version: body.tipo === 'alta' ? VERSION_CONSENTIMIENTO_ALTA : VERSION_CONSENTIMIENTO_DEMO },
    atendidaEn: null,
    atendidaPor: null,
    expiresAt: Math.floor(now.getTime() / 1000) + LIMITES_DEMO.diasPendiente * 86_400,
  });
  logger.info('Demo request stored', { solicitudId: id });
  await avisar(id, body, now);
  await confirmar(id, body);
  return { guardada: true, id };
}

/**
 * The confirmation to the person who asked (D125), best effort like the superadmins' emails: a
 * failure is logged and the request stands. The send log names the request, not the address, so
 * erasing the request leaves nothing of the person there either. Someone else's address typed in the
 * form gets at most LIMITES_DEMO.porEmail of these an hour (the per-email limit counted first).
 */
async function confirmar(id: string, body: SolicitudDemoBody): Promise<void> {
  try {
    await enviarPlantilla(
      'demoRecibida',
      { to: body.email, empresaId: null, enRegistro: `Solicitud de demo ${id}` },
      {
        nombre: body.nombre,
        nombreEmpresa: body.empresa,
        diasConservacion: String(LIMITES_DEMO.diasPendiente),
        loPedido: PALABRAS[body.tipo].loPedido,
        siguientePaso: PALABRAS[body.tipo].siguientePaso,
      },
    );
  } catch (err) {
    logger.error('Demo request: confirmation to the person not sent', { solicitudId: id, error: (err as Error).message });
  }
}

/** The superadmins in the app (the bell) and by email; nothing here undoes the stored request. */
async function avisar(id: string, body: SolicitudDemoBody, now: Date): Promise<void> {
  const tamano = etiquetaTamano(body.cantidadTrabajadores);
  await avisarSuperadmins(
    {
      que: 'Demo request',
      contexto: { solicitudId: id },
      // No name in the notification: deleting the request (the person's erasure) leaves nothing behind in the bells.
      notificacion: {
        type: 'sistema',
        title: body.tipo === 'alta' ? msg.notificacionTituloAlta : msg.notificacionTitulo,
        message: fmt(body.tipo === 'alta' ? msg.notificacionMensajeAlta : msg.notificacionMensaje, { tamano }),
        prioridad: 'media',
        actionUrl: '/saas-admin',
        actionText: msg.notificacionAccion,
        clave: `DEMO-${id}`,
      },
      plantilla: 'solicitudDemo',
      variables: ({ nombre }) => ({
        nombre,
        nombreEmpresa: body.empresa,
        contacto: body.nombre,
        emailContacto: body.email,
        tamano,
        mensaje: body.mensaje || '(sin mensaje)',
        enlace: `${config.webOrigin}/saas-admin`,
        loPedido: PALABRAS[body.tipo].loPedido,
        unaPeticion: PALABRAS[body.tipo].unaPeticion,
      }),
    },
    now,
  );
}

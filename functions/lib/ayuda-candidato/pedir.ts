// The candidate asks for an adjustment or writes to a person (D172), from the interview's link or from
// «Mis datos» (the route proves who they are; this module takes the interview it found). A send is
// stored once: the same kinds and text, or the same message, sent again answers what is stored and
// tells nobody twice. New sends are limited per interview by a conditional counter (db/limites.ts),
// never by memory. The change and its webhook event are one transaction (the outbox, D78/D147); then
// the company's admins and whoever scheduled the interview are told (a notification filed under the
// candidate, so their erasure takes it back, and an e-mail), best effort.
import { createHash } from 'node:crypto';
import { AJUSTES_DE_TIEMPO, AYUDA, TIPO_AJUSTE_ETIQUETA } from '../../../shared/ayuda-candidato.js';
import { ayuda as msg, fmt } from '../../../shared/messages.js';
import type { AyudaBody, AyudaCandidato } from '../../../shared/schemas/ayuda-candidato.js';
import type { Enviar } from '../colas/entrega.js';
import { config } from '../config.js';
import { getAyuda, pasoGuardarAyuda, ayudaKeys, type AyudaItem } from '../db/ayuda-candidato.js';
import { getEmpresa } from '../db/empresas.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { idOrdenado } from '../db/ids.js';
import { limiteKeys, tomarIntento } from '../db/limites.js';
import { transactIf } from '../db/repository.js';
import { perfilesDeEmpresa } from '../db/usuarios.js';
import { ConflictError, TooManyRequestsError } from '../errors.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { claveDeCandidato } from '../notificaciones/candidato.js';
import { notificar } from '../notificaciones/notificar.js';
import { datosAyuda, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { contactoDe, vistaCandidato } from './lectura.js';

/**
 * Rounds against another send landing between the read and the write. Each lost round means one
 * landed, and at most the window's share gets past the counter: that many rounds always end.
 */
const INTENTOS = AYUDA.porVentana + 2;

const huella = (partes: string[]) => createHash('sha256').update(partes.join('\u0000')).digest('hex');

/** What a send is, once: its fingerprint among the item's. */
function hashDe(body: AyudaBody): string {
  return body.tipo === 'ajuste' ? huella(['ajuste', ...[...body.tipos].sort(), body.texto]) : huella(['mensaje', body.texto]);
}

function yaGuardado(i: AyudaItem | undefined, body: AyudaBody, hash: string): boolean {
  if (!i) return false;
  return body.tipo === 'ajuste' ? i.ajustes.some((a) => a.hash === hash) : i.mensajes.some((m) => m.de === 'candidato' && m.hash === hash);
}

/** The interview no longer runs: the link shows its end, «Mis datos» its record. */
const terminada = (e: EntrevistaItem) => e.estado !== 'programada' && e.estado !== 'en_progreso';

export interface Enviado {
  vista: AyudaCandidato;
  /** False: the same send was already stored (nothing written, nobody told again). */
  nuevo: boolean;
}

export async function pedirAyuda(e: EntrevistaItem, body: AyudaBody, enviar: Enviar | undefined, now = new Date()): Promise<Enviado> {
  if (body.tipo === 'ajuste' && terminada(e) && body.tipos.some((t) => AJUSTES_DE_TIEMPO.includes(t)))
    throw new ConflictError(msg.terminadaTiempo);
  const hash = hashDe(body);
  const contacto = contactoDe(e);
  // Read beside the write; a refusal before it is awaited must not leave its failure unhandled.
  contacto.catch(() => undefined);
  let contado = false;
  for (let intento = 1; intento <= INTENTOS; intento++) {
    const antes = await getAyuda(e.empresaId, e.id);
    if (yaGuardado(antes, body, hash)) return { vista: vistaCandidato(e, await contacto, antes), nuevo: false };
    // Counted once per send, before it is written: fifty at once take exactly the window's share.
    if (!contado) {
      const r = await tomarIntento(limiteKeys.ayuda(e.id), AYUDA.porVentana, AYUDA.ventanaMs, now.getTime());
      if (!r.permitido) throw new TooManyRequestsError(msg.demasiadas, (r.hasta - now.getTime()) / 1000);
      contado = true;
    }
    const ajustes = antes?.ajustes ?? [];
    const mensajes = antes?.mensajes ?? [];
    if (body.tipo === 'ajuste' && ajustes.length >= AYUDA.ajustesMax)
      throw new ConflictError(fmt(msg.maximoAjustes, { max: AYUDA.ajustesMax }));
    if (body.tipo === 'mensaje' && mensajes.length >= AYUDA.mensajesMax) {
      const c = await contacto;
      throw new ConflictError(fmt(msg.maximoMensajes, { max: AYUDA.mensajesMax, contacto: c.email ?? c.empresa }));
    }
    const fecha = now.toISOString();
    const nuevo: Omit<AyudaItem, 'ajustesAbiertos'> = {
      ...ayudaKeys.ayuda(e.empresaId, e.id),
      entidad: 'AYUDA',
      empresaId: e.empresaId,
      entrevistaId: e.id,
      candidatoId: e.candidatoId,
      ajustes:
        body.tipo === 'ajuste'
          ? [...ajustes, { numero: ajustes.length + 1, tipos: body.tipos, texto: body.texto, enviadaEn: fecha, hash, respuesta: null }]
          : ajustes,
      mensajes:
        body.tipo === 'mensaje' ? [...mensajes, { id: idOrdenado(now), de: 'candidato', texto: body.texto, fecha, hash }] : mensajes,
      version: (antes?.version ?? 0) + 1,
    };
    const evento =
      body.tipo === 'ajuste'
        ? await prepararEvento(e.empresaId, 'candidato.ajuste_solicitado', datosAyuda(e, { ajuste: nuevo.ajustes.at(-1)! }), now)
        : await prepararEvento(e.empresaId, 'candidato.mensaje', datosAyuda(e, { mensaje: nuevo.mensajes.at(-1)! }), now);
    if (!(await transactIf([pasoGuardarAyuda(nuevo, antes), ...pasosEvento(evento)]))) continue;
    await emitirEvento(evento, enviar);
    await avisarEmpresa(e, body, nuevo, now);
    return { vista: vistaCandidato(e, await contacto, { ...nuevo, ajustesAbiertos: 0 }), nuevo: true };
  }
  throw new ConflictError(msg.demasiadas);
}

/** The company's admins and whoever scheduled the interview: a notification and an e-mail each (best effort). */
async function avisarEmpresa(e: EntrevistaItem, body: AyudaBody, item: Omit<AyudaItem, 'ajustesAbiertos'>, now: Date): Promise<void> {
  const esAjuste = body.tipo === 'ajuste';
  const tipos = esAjuste ? body.tipos.map((t) => TIPO_AJUSTE_ETIQUETA[t]).join(', ') : '';
  const vars = { candidato: e.candidatoNombre, servicio: e.servicioNombre, tipos };
  const titulo = esAjuste ? msg.avisoAjusteTitulo : msg.avisoMensajeTitulo;
  const mensaje = fmt(esAjuste ? msg.avisoAjusteMensaje : msg.avisoMensajeMensaje, vars);
  const actionUrl = `/entrevistas?entrevista=${encodeURIComponent(e.id)}`;
  const clave = esAjuste ? `ayuda-${e.id}-ajuste-${item.ajustes.length}` : `ayuda-${e.id}-mensaje-${item.mensajes.at(-1)!.id}`;
  try {
    const [perfiles, empresa] = await Promise.all([perfilesDeEmpresa(e.empresaId), getEmpresa(e.empresaId)]);
    const avisados = perfiles.filter((u) => u.activo !== false && (u.rol === 'admin' || u.id === e.creadoPor));
    await notificar(
      avisados.map((u) => ({ userId: u.id, empresaId: e.empresaId })),
      {
        type: 'entrevista',
        prioridad: 'alta',
        title: titulo,
        message: mensaje,
        actionUrl,
        actionText: msg.verEntrevista,
        clave: claveDeCandidato(e.candidatoId, clave),
      },
      now,
    );
    const detalle = body.texto ? `${mensaje} «${body.texto}»` : mensaje;
    for (const u of avisados) {
      await enviarPlantilla(
        'ayudaCandidato',
        { to: u.email, empresaId: e.empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined },
        { nombre: u.nombre || u.email, titulo, detalle, enlace: `${config.webOrigin}${actionUrl}` },
      ).catch((err: Error) =>
        logger.error('Candidate help e-mail not sent', { empresaId: e.empresaId, entrevistaId: e.id, error: err.message }),
      );
    }
  } catch (err) {
    logger.error('Candidate help not told to the company', { empresaId: e.empresaId, entrevistaId: e.id, error: (err as Error).message });
  }
}

/** What the candidate's page says after a send: sent, or already there. */
export function mensajeDeEnvio(body: AyudaBody, nuevo: boolean): string {
  if (!nuevo) return msg.yaEnviado;
  return body.tipo === 'ajuste' ? msg.ajusteEnviado : msg.mensajeEnviado;
}

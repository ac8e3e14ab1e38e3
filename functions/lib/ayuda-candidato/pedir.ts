// The candidate asks for an adjustment or writes to a person (D172), from the interview's link or from
// «Mis datos» (the route proves who they are; this module takes the interview it found). A send is
// stored once: the same kinds and text, or the same message, sent again answers what is stored and
// tells nobody twice. New sends are limited per interview by a conditional counter (db/limites.ts),
// never by memory. The change, its webhook event and its notice are one transaction (the outbox,
// D78/D147; issue 55): the enviar-avisos consumer (../avisos/enviar.ts) tells the company's admins and
// whoever scheduled the interview (a notification filed under the candidate, so their erasure takes
// it back, and an e-mail), once. «Más tiempo» and «sin límite» are asked only where a time limit is
// left to stretch (the voice recorder's, issue 65 item 7; ./lectura.ts conLimiteDeTiempo): elsewhere a
// Spanish 400, and a finished interview a 409, before anything is counted or written.
import { createHash } from 'node:crypto';
import { AJUSTES_DE_TIEMPO, AYUDA } from '../../../shared/ayuda-candidato.js';
import { ayuda as msg, fmt } from '../../../shared/messages.js';
import type { AyudaBody, AyudaCandidato } from '../../../shared/schemas/ayuda-candidato.js';
import { entregar, prepararEntrega, type Enviar } from '../colas/entrega.js';
import { getAyuda, pasoGuardarAyuda, ayudaKeys, type AyudaItem } from '../db/ayuda-candidato.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { idOrdenado } from '../db/ids.js';
import { limiteKeys, tomarIntento } from '../db/limites.js';
import { transactIf } from '../db/repository.js';
import { ConflictError, TooManyRequestsError, ValidationError } from '../errors.js';
import { datosAyuda, emitirEvento, pasosEvento, prepararEvento } from '../webhooks/eventos.js';
import { conLimiteDeTiempo, contactoDe, terminada, vistaCandidato } from './lectura.js';

/**
 * Rounds against another write of the item between the read and the write. Each lost round means a
 * send landed (at most the window's share gets past the counter) or the enviar-avisos consumer
 * marked a landed send's notice (one each): twice the window's share, and two more, always end.
 */
const INTENTOS = 2 * AYUDA.porVentana + 2;

const huella = (partes: string[]) => createHash('sha256').update(partes.join('\u0000')).digest('hex');

/**
 * Where a candidate's message came from when not from the page: a WhatsApp reply (issue 68 item 5), with
 * Meta's message id. Such a message is itself once by its id (two «Vale» are two messages), and it is not
 * counted against the page's per-window limit: only a number that opted in reaches it, through a
 * signed webhook, and a chat's short replies come several at a time. The thread's size limit still holds.
 */
export interface OrigenMensaje {
  canal: 'whatsapp';
  id: string;
}

/** What a send is, once: its fingerprint among the item's. */
function hashDe(body: AyudaBody, origen?: OrigenMensaje): string {
  if (origen) return huella([origen.canal, origen.id]);
  return body.tipo === 'ajuste' ? huella(['ajuste', ...[...body.tipos].sort(), body.texto]) : huella(['mensaje', body.texto]);
}

function yaGuardado(i: AyudaItem | undefined, body: AyudaBody, hash: string): boolean {
  if (!i) return false;
  return body.tipo === 'ajuste' ? i.ajustes.some((a) => a.hash === hash) : i.mensajes.some((m) => m.de === 'candidato' && m.hash === hash);
}

export interface Enviado {
  vista: AyudaCandidato;
  /** False: the same send was already stored (nothing written, nobody told again). */
  nuevo: boolean;
}

export async function pedirAyuda(
  e: EntrevistaItem,
  body: AyudaBody,
  enviar: Enviar | undefined,
  now = new Date(),
  origen?: OrigenMensaje,
): Promise<Enviado> {
  // Whether a time limit is left to stretch, from the stored interview and its company (issue 65 item 7):
  // read once, and only by a send that needs it (a burst's refused sends read nothing more).
  let limite: Promise<boolean> | undefined;
  const hayLimite = () => (limite ??= conLimiteDeTiempo(e));
  if (body.tipo === 'ajuste' && body.tipos.some((t) => AJUSTES_DE_TIEMPO.includes(t))) {
    if (terminada(e)) throw new ConflictError(msg.terminadaTiempo);
    // No time limit (answers are written): refused before anything is counted or written.
    if (!(await hayLimite())) throw new ValidationError(msg.sinLimiteDeTiempo, [{ campo: 'tipos', msg: msg.sinLimiteDeTiempo }]);
  }
  const hash = hashDe(body, origen);
  const contacto = contactoDe(e);
  // Read beside the write; a refusal before it is awaited must not leave its failure unhandled.
  contacto.catch(() => undefined);
  let contado = false;
  for (let intento = 1; intento <= INTENTOS; intento++) {
    const antes = await getAyuda(e.empresaId, e.id);
    if (yaGuardado(antes, body, hash)) return { vista: vistaCandidato(e, await contacto, antes, await hayLimite()), nuevo: false };
    // Counted once per send, before it is written: fifty at once take exactly the window's share.
    if (!contado && !origen) {
      const r = await tomarIntento(limiteKeys.ayuda(e.id), AYUDA.porVentana, AYUDA.ventanaMs, now.getTime());
      if (!r.permitido) throw new TooManyRequestsError(msg.demasiadas, (r.hasta - now.getTime()) / 1000);
      contado = true;
      // Read beside the write, for the answer's view; a refusal before it is awaited must not leave its failure unhandled.
      hayLimite().catch(() => undefined);
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
        body.tipo === 'mensaje'
          ? [...mensajes, { id: idOrdenado(now), de: 'candidato', texto: body.texto, fecha, hash, ...(origen && { canal: origen.canal }) }]
          : mensajes,
      version: (antes?.version ?? 0) + 1,
    };
    const evento =
      body.tipo === 'ajuste'
        ? await prepararEvento(e.empresaId, 'candidato.ajuste_solicitado', datosAyuda(e, { ajuste: nuevo.ajustes.at(-1)! }), now)
        : await prepararEvento(e.empresaId, 'candidato.mensaje', datosAyuda(e, { mensaje: nuevo.mensajes.at(-1)! }), now);
    const aviso = prepararEntrega(
      {
        cola: 'enviar-avisos',
        empresaId: e.empresaId,
        // One record per notice (the key holds the work): a second notice of the interview must not replace a first still waiting.
        trabajo: body.tipo === 'ajuste' ? `${e.id}-ajuste-${nuevo.ajustes.length}` : `${e.id}-mensaje-${nuevo.mensajes.at(-1)!.id}`,
        mensaje:
          body.tipo === 'ajuste'
            ? { empresaId: e.empresaId, entrevistaId: e.id, aviso: 'ajuste', numero: nuevo.ajustes.length }
            : { empresaId: e.empresaId, entrevistaId: e.id, aviso: 'mensaje', mensajeId: nuevo.mensajes.at(-1)!.id },
      },
      now,
    );
    if (!(await transactIf([pasoGuardarAyuda(nuevo, antes), ...pasosEvento(evento), aviso.paso]))) continue;
    await emitirEvento(evento, enviar);
    if (enviar) await entregar(aviso, enviar);
    return { vista: vistaCandidato(e, await contacto, { ...nuevo, ajustesAbiertos: 0 }, await hayLimite()), nuevo: true };
  }
  throw new ConflictError(msg.demasiadas);
}

/** What the candidate's page says after a send: sent, or already there. */
export function mensajeDeEnvio(body: AyudaBody, nuevo: boolean): string {
  if (!nuevo) return msg.yaEnviado;
  return body.tipo === 'ajuste' ? msg.ajusteEnviado : msg.mensajeEnviado;
}

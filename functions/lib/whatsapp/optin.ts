// The candidate's opt-in to WhatsApp notices (issue 68 item 3; docs/data-model.md «WhatsApp messages:
// opt-in»): nothing is sent to a candidate by WhatsApp without one recorded with its words, its source
// and its time. Meta's opt-in policy asks that the person agree to receive messages from the business by
// name, on a channel of the business's, and that an opt-out be honoured
// (developers.facebook.com/docs/whatsapp/overview/getting-opt-in): so the words name the company
// («Quiero recibir avisos de {empresa} sobre este proceso por WhatsApp»), the candidate ticks them on the
// interview's page or «Mis datos», or a person of the company records where the candidate gave them
// (evidence required), and unticking, a person's end or a «BAJA» reply (the webhook, same item) ends it at once.
//
// One item per number, `EMP#{e} / WAOPTIN#{E.164}` (functions/lib/db/whatsapp-mensajes.ts): a reply
// arrives from a number. It names the candidate it was given for, so a send (`optInVigente`) needs it
// active, for that candidate and for the number the candidate has now: a changed phone is not covered by
// the old number's opt-in. Every write is conditional on the version read (attribute_not_exists for the
// first), retried on a lost race, and keeps the last OPTIN_HISTORIAL changes.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, whatsappOptIn as msg } from '../../../shared/messages.js';
import type { OptInCandidato, RegistroOptIn } from '../../../shared/schemas/whatsapp-optin.js';
import { claveApiKeys } from '../db/claves-api.js';
import { idOrdenado } from '../db/ids.js';
import { deleteIf, getItem, pasoPoner, transact, type TransactStep } from '../db/repository.js';
import {
  OPTIN_HISTORIAL,
  whatsappKeys,
  type CambioOptIn,
  type FuenteBaja,
  type FuenteOptIn,
  type OptInWhatsAppItem,
} from '../db/whatsapp-mensajes.js';
import type { EmpresaItem } from '../db/empresas.js';
import { conexionWhatsAppDe } from '../db/whatsapp.js';
import { AppError, ConflictError } from '../errors.js';

/** A phone a WhatsApp message can go to: E.164 (D213 stores new phones so; an old free-text one is not). */
export const esE164 = (t: unknown): t is string => typeof t === 'string' && /^\+[1-9]\d{6,14}$/.test(t);

/** The words the candidate agrees to, with the company's name as its candidates read it. */
export const textoOptIn = (empresa: EmpresaItem) => fmt(msg.texto, { empresa: nombreEmpresa(empresa) });

const INTENTOS = 5;

/** Lost a race with another write on the same number (the webhook's «BAJA», another tab): read again. */
class Cambiado extends AppError {
  constructor() {
    super(409, 'CONFLICT', msg.cambiado);
  }
}

export const leerOptIn = (empresaId: string, telefono: string) =>
  getItem<OptInWhatsAppItem & { PK: string; SK: string }>(whatsappKeys.optIn(empresaId, telefono));

/**
 * The opt-in a send to this candidate may rely on: active, given for this candidate, for the number the
 * candidate has now. Anything else (none, ended, another candidate's, an old number's) is undefined.
 */
export async function optInVigente(
  empresaId: string,
  candidato: { id: string; telefono?: string | null },
): Promise<OptInWhatsAppItem | undefined> {
  if (!esE164(candidato.telefono)) return undefined;
  const o = await leerOptIn(empresaId, candidato.telefono);
  return o && o.estado === 'activo' && o.candidatoId === candidato.id && o.telefono === candidato.telefono ? o : undefined;
}

/** Who of the company recorded a change, for its audit entry beside it (as a connection's removal leaves one, D129). */
export interface Auditoria {
  por: string;
  now: Date;
}

function pasoAuditoria(empresaId: string, accion: string, candidatoId: string, a: Auditoria): TransactStep {
  // No phone, no evidence: the entry outlives the candidate's erasure, with their id only (as candidato_eliminado's).
  return {
    op: {
      Put: {
        Item: {
          ...claveApiKeys.auditoria(empresaId, idOrdenado(a.now)),
          entidad: 'AUDITORIA',
          accion,
          candidatoId,
          por: a.por,
          fecha: a.now.toISOString(),
        },
      },
    },
  };
}

/** The write of `despues` over `antes` (none: the number's first), conditional on what was read. */
function pasoGuardar(empresaId: string, despues: OptInWhatsAppItem, antes: OptInWhatsAppItem | undefined): TransactStep {
  const item = { ...whatsappKeys.optIn(empresaId, despues.telefono), entidad: 'WAOPTIN', ...despues };
  const onConditionFail = () => new Cambiado();
  return antes
    ? pasoPoner(item, { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': antes.version }, onConditionFail })
    : pasoPoner(item, { expression: 'attribute_not_exists(PK)', onConditionFail });
}

const conHistorial = (antes: OptInWhatsAppItem | undefined, cambio: CambioOptIn) =>
  [...(antes?.historial ?? []), cambio].slice(-OPTIN_HISTORIAL);

/** Reads the number's item and writes what `cambiar` makes of it, again on a lost race; `cambiar` answering undefined writes nothing. */
async function conVersion(
  empresaId: string,
  telefono: string,
  cambiar: (antes: OptInWhatsAppItem | undefined) => { despues: OptInWhatsAppItem; extra?: TransactStep[] } | undefined,
): Promise<OptInWhatsAppItem | undefined> {
  for (let intento = 1; ; intento++) {
    const antes = await leerOptIn(empresaId, telefono);
    const r = cambiar(antes);
    if (!r) return antes;
    try {
      await transact([pasoGuardar(empresaId, r.despues, antes), ...(r.extra ?? [])]);
      return r.despues;
    } catch (err) {
      if (!(err instanceof Cambiado) || intento >= INTENTOS) throw err;
    }
  }
}

export interface AltaOptIn {
  candidatoId: string;
  telefono: string;
  /** The words as the candidate read them (textoOptIn). */
  texto: string;
  fuente: FuenteOptIn;
  /** Required when a person records it: where the candidate gave it. */
  evidencia?: string;
  /** The user who recorded it (fuente «personal»), with the audit entry. */
  auditoria?: Auditoria;
}

/**
 * Records an opt-in for the number. The same candidate ticking the same words again while active is no
 * new record; anything else (a new source, another candidate of the number, after an end) is a new alta
 * in the history. The last inbound message's time stays: it is the number's, not the opt-in's.
 */
export async function registrarOptIn(empresaId: string, alta: AltaOptIn, now = new Date()): Promise<OptInWhatsAppItem> {
  if (!esE164(alta.telefono)) throw new ConflictError(msg.telefonoSinPrefijo);
  if (alta.fuente === 'personal' && !alta.evidencia?.trim()) throw new ConflictError(msg.evidenciaObligatoria);
  const en = now.toISOString();
  const r = await conVersion(empresaId, alta.telefono, (antes) => {
    if (
      antes?.estado === 'activo' &&
      antes.candidatoId === alta.candidatoId &&
      antes.texto === alta.texto &&
      antes.fuente === alta.fuente &&
      alta.fuente !== 'personal'
    )
      return undefined;
    const por = alta.auditoria?.por;
    const despues: OptInWhatsAppItem = {
      telefono: alta.telefono,
      candidatoId: alta.candidatoId,
      estado: 'activo',
      texto: alta.texto,
      fuente: alta.fuente,
      ...(alta.evidencia ? { evidencia: alta.evidencia } : {}),
      ...(por ? { registradoPor: por } : {}),
      en,
      ...(antes?.ultimoEntranteEn ? { ultimoEntranteEn: antes.ultimoEntranteEn } : {}),
      historial: conHistorial(antes, {
        accion: 'alta',
        fuente: alta.fuente,
        en,
        texto: alta.texto,
        ...(alta.evidencia ? { evidencia: alta.evidencia } : {}),
        ...(por ? { por } : {}),
      }),
      version: (antes?.version ?? 0) + 1,
    };
    return {
      despues,
      extra: alta.auditoria ? [pasoAuditoria(empresaId, 'whatsapp_optin_registrado', alta.candidatoId, alta.auditoria)] : [],
    };
  });
  return r!;
}

export interface BajaOptIn {
  telefono: string;
  candidatoId: string;
  fuente: Exclude<FuenteBaja, 'respuesta'>;
  /** A person's reason (optional). */
  evidencia?: string;
  auditoria?: Auditoria;
}

/**
 * Ends the number's active opt-in at once, whoever it was given for: the number's holder (unticking) or
 * the company says no more, and nothing more goes to it. Nothing active: nothing written (answers undefined).
 */
export async function retirarOptIn(empresaId: string, baja: BajaOptIn, now = new Date()): Promise<OptInWhatsAppItem | undefined> {
  if (!esE164(baja.telefono)) return undefined;
  const en = now.toISOString();
  let escrito = false;
  const r = await conVersion(empresaId, baja.telefono, (antes) => {
    if (!antes || antes.estado !== 'activo') return undefined;
    const por = baja.auditoria?.por;
    escrito = true;
    return {
      despues: {
        ...antes,
        estado: 'baja',
        baja: { en, fuente: baja.fuente, ...(baja.evidencia ? { texto: baja.evidencia } : {}) },
        historial: conHistorial(antes, {
          accion: 'baja',
          fuente: baja.fuente,
          en,
          ...(baja.evidencia ? { evidencia: baja.evidencia } : {}),
          ...(por ? { por } : {}),
        }),
        version: antes.version + 1,
      },
      extra: baja.auditoria ? [pasoAuditoria(empresaId, 'whatsapp_optin_retirado', baja.candidatoId, baja.auditoria)] : [],
    };
  });
  return escrito ? r : undefined;
}

/** The record as «Mis datos» and the profile read it (the staff's user ids stay on the company's side). */
export function registroDe(o: OptInWhatsAppItem): RegistroOptIn {
  return {
    telefono: o.telefono,
    estado: o.estado,
    texto: o.texto,
    fuente: o.fuente,
    evidencia: o.evidencia ?? null,
    en: o.en,
    baja: o.baja ? { en: o.baja.en, fuente: o.baja.fuente, texto: o.baja.texto ?? null } : null,
    historial: (o.historial ?? []).map((h) => ({
      accion: h.accion,
      fuente: h.fuente,
      en: h.en,
      texto: h.texto ?? null,
      evidencia: h.evidencia ?? null,
    })),
  };
}

/**
 * What a candidate's page offers (the interview's page, «Mis datos»): only while the company has a WhatsApp
 * number connected and the candidate a phone a message can reach; otherwise null and the page says nothing
 * of WhatsApp. `registro`: the number's item when it is this candidate's.
 */
export async function ofertaOptIn(
  empresa: EmpresaItem,
  empresaId: string,
  candidato: { id: string; telefono?: string | null },
): Promise<{ oferta: OptInCandidato | null; registro: OptInWhatsAppItem | undefined }> {
  if (!esE164(candidato.telefono)) return { oferta: null, registro: undefined };
  const [conexion, o] = await Promise.all([conexionWhatsAppDe(empresaId), leerOptIn(empresaId, candidato.telefono)]);
  const suyo = o && o.candidatoId === candidato.id ? o : undefined;
  if (!conexion) return { oferta: null, registro: suyo };
  const activo = suyo?.estado === 'activo';
  return {
    oferta: { texto: textoOptIn(empresa), activo, desde: activo ? suyo.en : null, telefono: candidato.telefono },
    registro: suyo,
  };
}

/**
 * A candidate's erasure: the opt-in of their number goes when it is theirs (another candidate's of the same
 * number stays: it is that candidate's). Conditional on the candidate, so a new alta by another one
 * meanwhile is not lost.
 */
export async function borrarOptInDeCandidato(empresaId: string, candidato: { id: string; telefono?: string | null }): Promise<void> {
  if (!esE164(candidato.telefono)) return;
  await deleteIf(whatsappKeys.optIn(empresaId, candidato.telefono), { expression: 'candidatoId = :c', values: { ':c': candidato.id } });
}

// The candidate's adjustment requests and their thread with a person (D172): one item per interview
// in its company's partition, `AYUDA#{entrevistaId}`, holding both oldest first (the interview item is
// versioned and written by many paths: it is never rewritten for a message). `ajustesAbiertos` counts
// the requests still unanswered: the review's transaction checks it (pasoSinAjusteAbierto), so no
// interview is closed as rejected while one is open, however the two requests interleave. Every write
// is a replace conditional on the `version` read (or on no item for the first), so two sends of the
// same text, or two answers, never both land.
import type { TipoAjuste } from '../../../shared/ayuda-candidato.js';
import { ayuda as msg } from '../../../shared/messages.js';
import { ConflictError } from '../errors.js';
import { claveDeEntrevista, type Key } from './keys.js';
import { getItem, getItems, putIf, type Item, type TransactStep } from './repository.js';

type EstadoEmail = 'enviado' | 'fallido' | 'omitido' | null;

export interface AjusteGuardado {
  numero: number;
  tipos: TipoAjuste[];
  texto: string;
  enviadaEn: string;
  /** SHA-256 of the kinds and the text: the same request sent twice is stored once. */
  hash: string;
  respuesta: {
    aceptado: boolean;
    texto: string;
    por: string;
    porId: string;
    fecha: string;
    email: EstadoEmail;
    /** When the answer's e-mail left (the enviar-avisos consumer's mark). */
    avisadoEn?: string | null;
  } | null;
  /** When the notice of this entry left (the enviar-avisos consumer's mark: once per notice). */
  avisadoEn?: string | null;
}

export interface MensajeGuardado {
  id: string;
  de: 'candidato' | 'empresa';
  texto: string;
  fecha: string;
  /** The candidate's: SHA-256 of the text (the same message twice is stored once); of Meta's id for a WhatsApp reply. */
  hash?: string;
  /** The candidate's, when it came by WhatsApp (issue 68 item 5) rather than from the page. */
  canal?: 'whatsapp';
  /** The company's: who wrote it, and what became of its e-mail. */
  por?: string;
  porId?: string;
  email?: EstadoEmail;
  /** When the notice of this entry left (the enviar-avisos consumer's mark: once per notice). */
  avisadoEn?: string | null;
}

export interface AyudaItem extends Key {
  entidad: 'AYUDA';
  empresaId: string;
  entrevistaId: string;
  candidatoId: string;
  ajustes: AjusteGuardado[];
  mensajes: MensajeGuardado[];
  ajustesAbiertos: number;
  /**
   * The candidate's last word still waits for the company's (the thread's last message is theirs):
   * written with every replace, beside `ajustesAbiertos`, so the Entrevistas list reads both with a
   * projection and never the thread. Absent on items written before stop 56 (read as false).
   */
  mensajeSinResponder?: boolean;
  version: number;
}

export const ayudaKeys = {
  ayuda: (empresaId: string, entrevistaId: string): Key => claveDeEntrevista('AYUDA#', empresaId, entrevistaId),
};

export const abiertos = (ajustes: AjusteGuardado[]) => ajustes.filter((a) => !a.respuesta).length;

/** What every replace derives from the entries: the open requests and whether the candidate waits. */
function conDerivados(nuevo: Omit<AyudaItem, 'ajustesAbiertos'>): AyudaItem {
  return { ...nuevo, ajustesAbiertos: abiertos(nuevo.ajustes), mensajeSinResponder: nuevo.mensajes.at(-1)?.de === 'candidato' };
}

export function getAyuda(empresaId: string, entrevistaId: string): Promise<AyudaItem | undefined> {
  return getItem<AyudaItem>(ayudaKeys.ayuda(empresaId, entrevistaId), { consistent: true });
}

/** What waits for the company's answer on an interview (the Entrevistas list's mark, D172). */
export interface AyudaPendiente {
  ajustes: number;
  mensaje: boolean;
}

/**
 * For a page of interviews, those whose candidate waits for an answer: BatchGetItem of their AYUDA
 * items with a projection of the two derived attributes (getItems asks 100 keys a call), never the threads.
 */
export async function ayudaPendienteDe(empresaId: string, entrevistaIds: string[]): Promise<Map<string, AyudaPendiente>> {
  const pendientes = new Map<string, AyudaPendiente>();
  const keys = entrevistaIds.map((id) => ayudaKeys.ayuda(empresaId, id));
  const items = await getItems<Pick<AyudaItem, 'entrevistaId' | 'ajustesAbiertos' | 'mensajeSinResponder'>>(keys, [
    'entrevistaId',
    'ajustesAbiertos',
    'mensajeSinResponder',
  ]);
  for (const it of items) {
    const p = { ajustes: it.ajustesAbiertos ?? 0, mensaje: it.mensajeSinResponder === true };
    if (p.ajustes > 0 || p.mensaje) pendientes.set(it.entrevistaId, p);
  }
  return pendientes;
}

/**
 * The item as `nuevo` if it is still what was read (`anterior`: its version; none: no item yet), as a
 * step of the change's transaction (its webhook event beside it, D147). Fails with `cambiada`.
 */
export function pasoGuardarAyuda(nuevo: Omit<AyudaItem, 'ajustesAbiertos'>, anterior: AyudaItem | undefined): TransactStep {
  const item = conDerivados(nuevo);
  return {
    op: {
      Put: {
        Item: item as AyudaItem & Item,
        ...(anterior
          ? {
              ConditionExpression: '#v = :v',
              ExpressionAttributeNames: { '#v': 'version' },
              ExpressionAttributeValues: { ':v': anterior.version },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
  };
}

/** The same write alone (what became of an answer's e-mail): false when someone wrote first. */
export function guardarAyuda(nuevo: Omit<AyudaItem, 'ajustesAbiertos'>, anterior: AyudaItem): Promise<boolean> {
  return putIf(conDerivados(nuevo) as AyudaItem & Item, {
    expression: '#v = :v',
    names: { '#v': 'version' },
    values: { ':v': anterior.version },
  });
}

/**
 * The state rule (D172): a step of the review's transaction that holds only while the interview has
 * no adjustment request open — a request sent between the review's read and its write cancels it.
 */
export function pasoSinAjusteAbierto(empresaId: string, entrevistaId: string): TransactStep {
  return {
    op: {
      ConditionCheck: {
        Key: ayudaKeys.ayuda(empresaId, entrevistaId),
        ConditionExpression: 'attribute_not_exists(PK) OR ajustesAbiertos = :cero',
        ExpressionAttributeValues: { ':cero': 0 },
      },
    },
    onConditionFail: () => new ConflictError(msg.rechazoConAjuste),
  };
}

export const pasoBorrarAyuda = (empresaId: string, entrevistaId: string): TransactStep => ({
  op: { Delete: { Key: ayudaKeys.ayuda(empresaId, entrevistaId) } },
});

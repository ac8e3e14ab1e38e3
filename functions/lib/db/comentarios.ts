// Feedback to the candidate and the candidate's opinion of the process (D173): items of the interview,
// in its company's partition, erased with it (borrar-de-candidato.ts) and carried by a data file.
// - `COMENTARIOS#{entrevistaId}`: the outcome mail and the feedback a person approved (D180) — the texts and quotes sent, who
//   approved them and when, what became of the e-mail (sent by the enviar-avisos consumer). Written once (attribute_not_exists): an approval
//   sent twice lands once.
// - `OPINION#{entrevistaId}`: the candidate's 0–10 answer and comment, written once; with the template
//   and the area it counts under, so the company's analytics need not read the interview.
import type { PuntoComentario, Resultado } from '../../../shared/schemas/comentarios.js';
import { assertKeyPart, claveDeEntrevista, tenantPk, type Key } from './keys.js';
import type { AppError } from '../errors.js';
import { getItem, type TransactStep } from './repository.js';

export interface ComentariosItem extends Key {
  entidad: 'COMENTARIOS';
  empresaId: string;
  entrevistaId: string;
  candidatoId: string;
  fortalezas: PuntoComentario[];
  mejoras: PuntoComentario[];
  /** The outcome mail the feedback went in (D180): which outcome, the subject and text as approved; absent on feedback approved before it. */
  resultado?: { resultado: Resultado; asunto: string; mensaje: string };
  aprobadoPor: { userId: string; nombre: string };
  aprobadoEn: string;
  /** `pendiente` from the approval until the enviar-avisos consumer mailed it (issue 55, DESIGN §12). */
  email: 'pendiente' | 'enviado' | 'fallido' | 'omitido';
  /** When the consumer took the mail in hand (its once-only mark, set before sending). */
  avisadoEn?: string;
}

export interface OpinionItem extends Key {
  entidad: 'OPINION';
  empresaId: string;
  entrevistaId: string;
  candidatoId: string;
  servicioId: string;
  servicioNombre: string;
  areaId: string | null;
  puntuacion: number | null;
  comentario: string | null;
  fecha: string;
}

export const comentariosKeys = {
  comentarios: (empresaId: string, entrevistaId: string): Key => claveDeEntrevista('COMENTARIOS#', empresaId, entrevistaId),
  opinion: (empresaId: string, entrevistaId: string): Key => claveDeEntrevista('OPINION#', empresaId, entrevistaId),
};

export const getComentarios = (empresaId: string, entrevistaId: string) =>
  getItem<ComentariosItem>(comentariosKeys.comentarios(empresaId, entrevistaId), { consistent: true });

export const getOpinion = (empresaId: string, entrevistaId: string) =>
  getItem<OpinionItem>(comentariosKeys.opinion(empresaId, entrevistaId), { consistent: true });

/** The interview's two items, as delete steps of its erasure's transaction. */
export function pasosBorrarComentarios(empresaId: string, entrevistaId: string) {
  return [
    { op: { Delete: { Key: comentariosKeys.comentarios(empresaId, entrevistaId) } } },
    { op: { Delete: { Key: comentariosKeys.opinion(empresaId, entrevistaId) } } },
  ];
}

/** The interview still there (an erasure in between leaves nothing behind): a step of the write. */
export function pasoEntrevistaExiste(empresaId: string, entrevistaId: string, onConditionFail: () => AppError): TransactStep {
  // The interview's own key (db/entrevistas.ts entrevistaKeys.entrevista), written here to keep that module's imports one-way.
  const Key = { PK: tenantPk(empresaId), SK: `ENTREVISTA#${assertKeyPart(entrevistaId, 'entrevistaId')}` };
  return { op: { ConditionCheck: { Key, ConditionExpression: 'attribute_exists(PK)' } }, onConditionFail };
}

/** The feedback or the opinion, written once: a second write fails its condition. */
export function pasoPonerUnaVez(item: ComentariosItem | OpinionItem, onConditionFail: () => AppError): TransactStep {
  return { op: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } }, onConditionFail };
}

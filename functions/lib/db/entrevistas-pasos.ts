// The conditional writes of an interview's items, as transaction steps (D88: update and
// condition expressions live in functions/lib/db/). The use cases in functions/lib/entrevistas/ and
// functions/lib/analisis/ compose them with the company's counters (empresa-contadores.ts) and say
// what a failed condition means to them.
import { entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import type { SenalesRespuesta } from '../../../shared/schemas/integridad.js';
import { type AppError, ConflictError } from '../errors.js';
import { entrevistaKeys, type EmailDeLote, type EntrevistaItem, type LicenciaEnUsoItem } from './entrevistas.js';
import type { Key } from './keys.js';
import { type Condition, pasoActualizar, pasoBorrar, pasoComprobar, pasoPoner, type TransactStep } from './repository.js';

/** The write only if the interview is still as it was read: its state and version (items from before versions: none). */
function comoSeLeyo(e: Pick<EntrevistaItem, 'estado' | 'version'>): Condition {
  return {
    expression: e.version === undefined ? 'estado = :e AND attribute_not_exists(version)' : 'estado = :e AND version = :v',
    values: { ':e': e.estado, ...(e.version === undefined ? {} : { ':v': e.version }) },
  };
}

/** A write about the candidate's answers lands only while the interview runs and is consented (none after "Finalizar"). */
export function enCursoConsentida(e: Pick<EntrevistaItem, 'empresaId' | 'id'>, onConditionFail: () => AppError): TransactStep {
  return pasoComprobar(entrevistaKeys.entrevista(e.empresaId, e.id), {
    expression: 'estado = :e AND attribute_exists(consentimiento)',
    values: { ':e': 'en_progreso' },
    onConditionFail,
  });
}

/** The public token's look-up item marked finished: the link then only shows 'Entrevista finalizada'. */
export function tokenFinalizado(hash: string, now: Date, onConditionFail: () => AppError): TransactStep {
  return pasoActualizar(entrevistaKeys.token(hash), 'SET finalizadaEn = :f', {
    expression: 'attribute_exists(PK) AND attribute_not_exists(finalizadaEn)',
    values: { ':f': now.toISOString() },
    onConditionFail,
  });
}

/** The public token's look-up item lives as long as the link (rescheduled): DynamoDB's TTL removes it a month after. */
export function pasoCaducidadToken(hash: string, expiraEn: string): TransactStep {
  return pasoActualizar(entrevistaKeys.token(hash), 'SET expiraEn = :e, expiresAt = :ttl', {
    expression: 'attribute_exists(PK)',
    values: { ':e': expiraEn, ':ttl': Math.floor(Date.parse(expiraEn) / 1000) + 30 * 86_400 },
  });
}

/** The interview's new item, written only if nobody changed it since `antes` was read. */
export function ponerSiVersion(item: EntrevistaItem, antes: EntrevistaItem): TransactStep {
  return pasoPoner(item, { ...comoSeLeyo(antes), onConditionFail: () => new ConflictError(msgEntrevistas.conflicto) });
}

/** The interview's new item after a retried analysis: only while completada with its analysis fallida, and as read. */
export function ponerSiAnalisisFallido(item: EntrevistaItem, antes: EntrevistaItem, onConditionFail: () => AppError): TransactStep {
  return pasoPoner(item, {
    expression: '#e = :c AND analisis.estado = :f AND ' + (antes.version === undefined ? 'attribute_not_exists(version)' : 'version = :v'),
    names: { '#e': 'estado' },
    values: { ':c': 'completada', ':f': 'fallida', ...(antes.version === undefined ? {} : { ':v': antes.version }) },
    onConditionFail,
  });
}

/** The interview deleted only as it was read (an erasure). */
export function borrarSiIgual(e: EntrevistaItem, onConditionFail: () => AppError): TransactStep {
  return pasoBorrar(entrevistaKeys.entrevista(e.empresaId, e.id), { ...comoSeLeyo(e), onConditionFail });
}

/** The licence in use takes one more interview: the same licence, not full, not expired. */
export function pasoUsarLicencia(empresaId: string, enUso: LicenciaEnUsoItem, now: Date, onConditionFail: () => AppError): TransactStep {
  return pasoActualizar(entrevistaKeys.licencia(empresaId), 'SET usadas = usadas + :uno', {
    expression: 'numero = :n AND usadas < #max AND venceEn > :ahora',
    names: { '#max': 'max' },
    values: { ':uno': 1, ':n': enUso.numero, ':ahora': now.toISOString() },
    onConditionFail,
  });
}

/** The next licence starts, in place of the one read (`enUso`), or as the first. */
export function pasoNuevaLicencia(
  empresaId: string,
  nueva: LicenciaEnUsoItem,
  enUso: LicenciaEnUsoItem | undefined,
  onConditionFail: () => AppError,
): TransactStep {
  return pasoPoner(
    { ...entrevistaKeys.licencia(empresaId), entidad: 'LICENCIA_EN_USO', ...nueva },
    enUso
      ? { expression: 'numero = :n', values: { ':n': enUso.numero }, onConditionFail }
      : { expression: 'attribute_not_exists(PK)', onConditionFail },
  );
}

/** A new item, written only if none has its key. */
export function ponerNuevo(item: Key & Record<string, unknown>, onConditionFail?: () => AppError): TransactStep {
  return pasoPoner(item, { expression: 'attribute_not_exists(PK)', onConditionFail });
}

/**
 * The answer to question `n` saved by an Update, not a Put: the answer's follow-up (written by
 * …/repregunta) stays with it, and so does `terminada` when it is not given (D82). The follow-up's
 * answer needs the follow-up (one asked about this answer).
 */
export function pasoGuardarRespuesta(
  e: Pick<EntrevistaItem, 'empresaId' | 'id'>,
  r: {
    n: number;
    texto: string;
    origen: string;
    guardadaEn: string;
    respuestaRepregunta?: string;
    terminada?: boolean;
    /** The integrity signals' totals so far (D158): they replace the stored ones; left out, those stay. */
    senales?: SenalesRespuesta;
  },
  onConditionFail: () => AppError,
): TransactStep {
  const conRepregunta = r.respuestaRepregunta !== undefined;
  const conTerminada = r.terminada !== undefined;
  const conSenales = r.senales !== undefined;
  return {
    op: {
      Update: {
        Key: entrevistaKeys.respuesta(e.empresaId, e.id, r.n),
        UpdateExpression: `SET entidad = :ent, n = :n, texto = :t, origen = :o, guardadaEn = :g${conRepregunta ? ', repregunta.respuesta = :rr' : ''}${conTerminada ? ', terminada = :fin' : ''}${conSenales ? ', senales = :sen' : ''}`,
        ...(conRepregunta ? { ConditionExpression: 'attribute_exists(repregunta)' } : {}),
        ExpressionAttributeValues: {
          ':ent': 'ENTREVISTA_RESPUESTA',
          ':n': r.n,
          ':t': r.texto,
          ':o': r.origen,
          ':g': r.guardadaEn,
          ...(conRepregunta ? { ':rr': r.respuestaRepregunta } : {}),
          ...(conTerminada ? { ':fin': r.terminada } : {}),
          ...(conSenales ? { ':sen': r.senales } : {}),
        },
      },
    },
    onConditionFail,
  };
}

/**
 * The verdict on an answer's follow-up (the question asked, or why none was): stored once, on an
 * answer that exists and has none yet.
 */
export function pasoRepregunta(
  clave: Key,
  atributo: 'repregunta' | 'repreguntaDescartada',
  valor: unknown,
  onConditionFail: () => AppError,
): TransactStep {
  return pasoActualizar(clave, 'SET #a = :v', {
    expression: 'attribute_exists(texto) AND attribute_not_exists(repregunta) AND attribute_not_exists(repreguntaDescartada)',
    names: { '#a': atributo },
    values: { ':v': valor },
    onConditionFail,
  });
}

/**
 * The mark of a bulk action's mail on the interview — the invitation (`invitacionLote`) or the resend
 * (`reenvios`) — from `de` to `a`, only while it is this action's and at `de`: the claim before it
 * leaves (pendiente → enviando), the mark after, or the claim given back when the send failed.
 */
export function pasoEmailLoteEntrevista(
  empresaId: string,
  id: string,
  campo: 'invitacionLote' | 'reenvios',
  loteId: string,
  de: EmailDeLote,
  a: EmailDeLote,
): TransactStep {
  return pasoActualizar(entrevistaKeys.entrevista(empresaId, id), 'SET #c.email = :a', {
    expression: campo === 'invitacionLote' ? '#c.id = :l AND #c.email = :de' : '#c.loteId = :l AND #c.email = :de',
    names: { '#c': campo },
    values: { ':a': a, ':de': de, ':l': loteId },
  });
}

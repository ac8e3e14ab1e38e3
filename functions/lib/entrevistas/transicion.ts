// One state move of an interview (part 2 §4; D64), shared by the candidate's page, the operator's
// assisted start and the simulation: the item with its by-state index and history moved, written only
// if nobody changed it meanwhile (version), and the company's state counters moved in the same
// transaction.
import { entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { analiticaKeys, msDesde, pasoSumar, semanaDe } from '../db/analitica.js';
import { empresaKeys } from '../db/empresas.js';
import { entrevistaKeys, type EntrevistaItem } from '../db/entrevistas.js';
import type { TransactStep } from '../db/repository.js';
import { type AppError, ConflictError } from '../errors.js';

/** A write about the candidate's answers lands only while the interview runs and is consented (none after "Finalizar"). */
export function enCursoConsentida(e: Pick<EntrevistaItem, 'empresaId' | 'id'>, onConditionFail: () => AppError): TransactStep {
  return {
    op: {
      ConditionCheck: {
        Key: entrevistaKeys.entrevista(e.empresaId, e.id),
        ConditionExpression: 'estado = :e AND attribute_exists(consentimiento)',
        ExpressionAttributeValues: { ':e': 'en_progreso' },
      },
    },
    onConditionFail,
  };
}

/** The public token's look-up item marked finished: the link then only shows 'Entrevista finalizada'. */
export function tokenFinalizado(hash: string, now: Date, onConditionFail: () => AppError): TransactStep {
  return {
    op: {
      Update: {
        Key: entrevistaKeys.token(hash),
        UpdateExpression: 'SET finalizadaEn = :f',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(finalizadaEn)',
        ExpressionAttributeValues: { ':f': now.toISOString() },
      },
    },
    onConditionFail,
  };
}

/** The interview item with its by-state index moved, its agenda entry gone, one more history line. */
export function siguiente(
  e: EntrevistaItem,
  estado: EntrevistaItem['estado'],
  now: Date,
  cambios: Partial<EntrevistaItem>,
  por: string | null = null,
): EntrevistaItem {
  const { GSI1PK: _pk, GSI1SK: _sk, ...resto } = e;
  return {
    ...resto,
    ...cambios,
    ...entrevistaKeys.porEstado(e.empresaId, estado, e.id),
    estado,
    historial: [...(e.historial ?? []), { estado, fecha: now.toISOString(), por }],
    version: (e.version ?? 1) + 1,
  };
}

export function ponerSiVersion(item: EntrevistaItem, antes: EntrevistaItem): TransactStep {
  return {
    op: {
      Put: {
        Item: item,
        ConditionExpression: antes.version === undefined ? 'estado = :e AND attribute_not_exists(version)' : 'estado = :e AND version = :v',
        ExpressionAttributeValues: { ':e': antes.estado, ...(antes.version === undefined ? {} : { ':v': antes.version }) },
      },
    },
    onConditionFail: () => new ConflictError(msgEntrevistas.conflicto),
  };
}

/** The company's state counters: one less in `de`, one more in `a`. */
export function moverContador(empresaId: string, de: string, a: string): TransactStep {
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(empresaId),
        UpdateExpression: 'SET #pe.#de = #pe.#de - :uno, #pe.#a = if_not_exists(#pe.#a, :cero) + :uno',
        ConditionExpression: 'attribute_exists(PK) AND #pe.#de > :cero',
        ExpressionAttributeNames: { '#pe': 'entrevistasPorEstado', '#de': de, '#a': a },
        ExpressionAttributeValues: { ':uno': 1, ':cero': 0 },
      },
    },
  };
}

/** Analytics of a finished interview (D70): completed this week and, for a real one, how long it took. */
export function pasoAnaliticaCompletada(e: EntrevistaItem, now: Date): TransactStep {
  const ms = e.simulada ? null : msDesde(e.historial, 'en_progreso', now);
  return pasoSumar(analiticaKeys.semana(e.empresaId, semanaDe(now)), {
    completadas: 1,
    ...(ms === null ? {} : { duracionMsSuma: ms, duracionN: 1 }),
  })!;
}

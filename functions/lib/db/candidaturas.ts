// A candidate in a vacancy (issue 66 item 2, D186), in the company's partition under the candidate:
// `CANDVAC#{candidatoId}#{vacanteId}`, so the candidate's erasure finds every one of theirs with a
// strongly consistent Query of its prefix. It holds ids, the stage and its moves, never the person's
// name or e-mail (the lists read them from the candidate), so one left behind names no one.
//   GSI1 `VACETAPA#{empresaId}#{vacanteId}#{etapa}` / `{movidaEn}#{candidatoId}`: a board's column, most
//        recently moved first (moved by each move);
//   GSI2 `VACCAND#{empresaId}#{vacanteId}` / `{unidaEn}#{candidatoId}`: the whole vacancy, newest joined first.
// A move is one Update conditional on the version read: of two people moving the same candidate at
// once the second is refused (409), never a lost move.
import type { AppError } from '../errors.js';
import type { Instantes } from './filtro-lista.js';
import { candidatoKeys } from './candidatos.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { deleteItems, getItem, queryAll, queryPage, transact, transactIf, updateOp, type Page, type TransactStep } from './repository.js';
import { vacanteKeys } from './vacantes.js';

/** A stage's id: a default's or one the company added (D195); the service checks the company has it. */
type Etapa = string;
interface Persona {
  id: string;
  nombre: string;
}

export interface CandidaturaItem {
  empresaId: string;
  vacanteId: string;
  candidatoId: string;
  etapa: Etapa;
  unidaEn: string;
  movidaEn: string;
  movidaPor: Persona;
  /** Every move, oldest first; `loteId`: made by a bulk action (D190), so its redelivery knows its own. */
  historial: Array<{ de: Etapa | null; a: Etapa; fecha: string; por: Persona; loteId?: string }>;
  /** The last interview scheduled for this vacancy (D187). */
  entrevistaId?: string;
  /** Applied through the vacancy's public link (D187); absent: added by the team. */
  origen?: 'equipo' | 'enlace';
  /** The applicant's acceptance of the notice on the apply form (D187): when, and its version. */
  consentimiento?: { fecha: string; version: string };
  /** When the vacancy's interview (`entrevistaId`) was finished (D194: the vacancy's figures), wherever they stood on the board. */
  entrevistadaEn?: string;
  /** Joined by a row of a CSV import into the vacancy (D191): a redelivery of that row knows the join is its own. */
  importacion?: { id: string; fila: number };
  /** The candidate's application id in Greenhouse (D201), typed by a person; absent: moves not sent. */
  greenhouseAplicacionId?: string;
  version: number;
}

export const candidaturaKeys = {
  candidatura: (empresaId: string, candidatoId: string, vacanteId: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `CANDVAC#${assertKeyPart(candidatoId, 'candidatoId')}#${assertKeyPart(vacanteId, 'vacanteId')}`,
  }),
  etapa: (empresaId: string, vacanteId: string, etapa: string) => `VACETAPA#${empresaId}#${assertKeyPart(vacanteId, 'vacanteId')}#${etapa}`,
  vacante: (empresaId: string, vacanteId: string) => `VACCAND#${empresaId}#${assertKeyPart(vacanteId, 'vacanteId')}`,
};

/** The index keys an application is listed under, made from its own fields (the import makes them the same way). */
export function indicesCandidatura(c: Pick<CandidaturaItem, 'empresaId' | 'vacanteId' | 'candidatoId' | 'etapa' | 'movidaEn' | 'unidaEn'>) {
  return {
    GSI1PK: candidaturaKeys.etapa(c.empresaId, c.vacanteId, c.etapa),
    GSI1SK: `${c.movidaEn}#${c.candidatoId}`,
    GSI2PK: candidaturaKeys.vacante(c.empresaId, c.vacanteId),
    GSI2SK: `${c.unidaEn}#${c.candidatoId}`,
  };
}

export function getCandidatura(empresaId: string, candidatoId: string, vacanteId: string): Promise<CandidaturaItem | undefined> {
  return getItem<CandidaturaItem>(candidaturaKeys.candidatura(empresaId, candidatoId, vacanteId));
}

/**
 * A candidate joins a vacancy: only while the vacancy exists and is not closed (one check: a
 * transaction names an item once; `vacante` answers both, the caller reads again to tell which), the
 * candidate exists, and they are not in it yet.
 */
export async function unirCandidatura(
  c: CandidaturaItem,
  errores: { vacante: () => AppError; candidato: () => AppError; yaEsta: () => AppError },
  otros: TransactStep[] = [],
): Promise<void> {
  await transact([
    {
      op: {
        ConditionCheck: {
          Key: vacanteKeys.vacante(c.empresaId, c.vacanteId),
          ConditionExpression: 'attribute_exists(PK) AND #estado <> :cerrada',
          ExpressionAttributeNames: { '#estado': 'estado' },
          ExpressionAttributeValues: { ':cerrada': 'cerrada' },
        },
      },
      onConditionFail: errores.vacante,
    },
    {
      op: { ConditionCheck: { Key: candidatoKeys.candidato(c.empresaId, c.candidatoId), ConditionExpression: 'attribute_exists(PK)' } },
      onConditionFail: errores.candidato,
    },
    {
      op: {
        Put: {
          Item: {
            ...candidaturaKeys.candidatura(c.empresaId, c.candidatoId, c.vacanteId),
            entidad: 'CANDIDATURA',
            ...c,
            ...indicesCandidatura(c),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConditionFail: errores.yaEsta,
    },
    ...otros,
  ]);
}

/**
 * The steps that put an interview's candidate in the vacancy it is run for (D187), in the interview's
 * own transaction: the vacancy is there and not closed; a candidate not in it joins at «invitado», one
 * at «nuevo» moves to «invitado», one further on stays where they are; the application names the
 * interview either way. Conditional on what was read (absent, or its version): a race retries.
 */
export function pasosEntrevistaEnVacante(
  actual: CandidaturaItem | undefined,
  nueva: { empresaId: string; vacanteId: string; candidatoId: string; entrevistaId: string; fecha: string; por: Persona },
  errores: { vacante: () => AppError; cambiada: () => AppError },
  extra: Partial<Pick<CandidaturaItem, 'origen' | 'consentimiento'>> = {},
): { pasos: TransactStep[]; movida: { de: Etapa | null; a: Etapa } | null } {
  const { empresaId, vacanteId, candidatoId, entrevistaId, fecha, por } = nueva;
  const vacante: TransactStep = {
    op: {
      ConditionCheck: {
        Key: vacanteKeys.vacante(empresaId, vacanteId),
        ConditionExpression: 'attribute_exists(PK) AND #estado <> :cerrada',
        ExpressionAttributeNames: { '#estado': 'estado' },
        ExpressionAttributeValues: { ':cerrada': 'cerrada' },
      },
    },
    onConditionFail: errores.vacante,
  };
  if (!actual) {
    const c: CandidaturaItem = {
      empresaId,
      vacanteId,
      candidatoId,
      etapa: 'invitado',
      unidaEn: fecha,
      movidaEn: fecha,
      movidaPor: por,
      historial: [{ de: null, a: 'invitado', fecha, por }],
      entrevistaId,
      ...extra,
      version: 1,
    };
    const put: TransactStep = {
      op: {
        Put: {
          Item: {
            ...candidaturaKeys.candidatura(empresaId, candidatoId, vacanteId),
            entidad: 'CANDIDATURA',
            ...c,
            ...indicesCandidatura(c),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConditionFail: errores.cambiada,
    };
    return { pasos: [vacante, put], movida: { de: null, a: 'invitado' } };
  }
  const mueve = actual.etapa === 'nuevo';
  const cambios: Record<string, unknown> = mueve
    ? {
        entrevistaId,
        etapa: 'invitado',
        movidaEn: fecha,
        movidaPor: por,
        historial: [...(actual.historial ?? []), { de: 'nuevo', a: 'invitado', fecha, por }],
        version: actual.version + 1,
        ...indicesCandidatura({ ...actual, etapa: 'invitado', movidaEn: fecha }),
      }
    : // The version stays: naming the interview is no move, so a move read before it still applies.
      { entrevistaId };
  // And the interview it names is still the one read: of two schedulings at once, the second reads again.
  const update: TransactStep = {
    op: updateOp(
      candidaturaKeys.candidatura(empresaId, candidatoId, vacanteId),
      cambios,
      actual.entrevistaId
        ? {
            expression: '#version = :version AND #entrevista = :entrevista',
            names: { '#version': 'version', '#entrevista': 'entrevistaId' },
            values: { ':version': actual.version, ':entrevista': actual.entrevistaId },
          }
        : {
            expression: '#version = :version AND attribute_not_exists(#entrevista)',
            names: { '#version': 'version', '#entrevista': 'entrevistaId' },
            values: { ':version': actual.version },
          },
    ),
    onConditionFail: errores.cambiada,
  };
  return { pasos: [vacante, update], movida: mueve ? { de: 'nuevo', a: 'invitado' } : null };
}

/** The move of `c` (as read) to `siguiente`, written only if its version is still the one read. */
export async function moverCandidatura(
  c: CandidaturaItem,
  siguiente: CandidaturaItem,
  cambiada: () => AppError,
  otros: TransactStep[] = [],
) {
  await transact([pasoMoverCandidatura(c, siguiente, cambiada), ...otros]);
}

/** The move as a step of someone else's transaction (a bulk rejection's, D190). */
export function pasoMoverCandidatura(c: CandidaturaItem, siguiente: CandidaturaItem, cambiada: () => AppError): TransactStep {
  return {
    op: updateOp(
      candidaturaKeys.candidatura(c.empresaId, c.candidatoId, c.vacanteId),
      {
        etapa: siguiente.etapa,
        movidaEn: siguiente.movidaEn,
        movidaPor: siguiente.movidaPor,
        historial: siguiente.historial,
        version: siguiente.version,
        ...(siguiente.entrevistadaEn && !c.entrevistadaEn ? { entrevistadaEn: siguiente.entrevistadaEn } : {}),
        // Set or forgotten with a move or alone (D201); undefined on both sides changes nothing.
        ...(siguiente.greenhouseAplicacionId !== c.greenhouseAplicacionId
          ? { greenhouseAplicacionId: siguiente.greenhouseAplicacionId }
          : {}),
        ...indicesCandidatura(siguiente),
      },
      { expression: '#version = :version', names: { '#version': 'version' }, values: { ':version': c.version } },
    ),
    onConditionFail: cambiada,
  };
}

/**
 * Records when the application's interview was finished, for a candidate the team had already moved
 * past «invitado» (D194): once, only while it still names that interview, never a move (the version stays).
 */
export async function anotarEntrevistada(c: CandidaturaItem, entrevistaId: string, fecha: string): Promise<boolean> {
  return transactIf([
    {
      op: {
        Update: {
          Key: candidaturaKeys.candidatura(c.empresaId, c.candidatoId, c.vacanteId),
          UpdateExpression: 'SET entrevistadaEn = :fecha',
          ConditionExpression: 'entrevistaId = :e AND attribute_not_exists(entrevistadaEn)',
          ExpressionAttributeValues: { ':fecha': fecha, ':e': entrevistaId },
        },
      },
    },
  ]);
}

/** Every application of a vacancy (its figures, D194): the vacancy's index, page after page, never a Scan. */
export function todasLasCandidaturas(empresaId: string, vacanteId: string): Promise<CandidaturaItem[]> {
  // A thousand a Query (DynamoDB stops each at 1 MB): 5 000 applicants are a handful of reads, not fifty.
  return queryAll<CandidaturaItem>({ pk: candidaturaKeys.vacante(empresaId, vacanteId), index: 'GSI2', porLectura: 1_000 });
}

/** A page of a vacancy's applications: one stage's column (most recently moved first) or all of them (newest joined first). */
export function paginaCandidaturas(
  empresaId: string,
  vacanteId: string,
  q: { etapa?: string; cursor?: string | null; limit?: number; periodo?: Instantes; antiguas?: boolean },
): Promise<Page<CandidaturaItem>> {
  // D202: the period is a range of the index's own sort key (`{instant}#{candidatoId}`: an instant before
  // «hasta» sorts below it, one at «hasta» above), so it is exact and no page comes back short.
  const rango: [string, string] | undefined = q.periodo ? [q.periodo.desde ?? '', q.periodo.hasta ?? '~'] : undefined;
  return queryPage<CandidaturaItem>({
    ...(q.etapa
      ? { pk: candidaturaKeys.etapa(empresaId, vacanteId, q.etapa), index: 'GSI1' as const }
      : { pk: candidaturaKeys.vacante(empresaId, vacanteId), index: 'GSI2' as const }),
    ...(rango ? { skBetween: rango } : {}),
    newestFirst: !q.antiguas,
    cursor: q.cursor,
    limit: q.limit,
  });
}

/**
 * Deletes every application of a candidate (their erasure). Called after the candidate's own delete:
 * a join checks the candidate exists in its transaction, so none can be added after it.
 */
export async function borrarCandidaturasDeCandidato(empresaId: string, candidatoId: string): Promise<number> {
  const propias = await queryAll<Key>({
    pk: tenantPk(empresaId),
    skPrefix: `CANDVAC#${assertKeyPart(candidatoId, 'candidatoId')}#`,
    consistent: true,
  });
  await deleteItems(propias.map((k) => ({ PK: k.PK, SK: k.SK })));
  return propias.length;
}

// Interviews (part 2 §3 "Interview"; docs/data-model.md "Interviews"; D63): the item in its company's
// partition, the platform's agenda index the reminder job reads (GSI1 `AGENDA#{UTC day}`, programada
// interviews only), the by-state index (GSI2 `ENTEST#{empresaId}#{estado}`), the public token's
// look-up item (only the token's SHA-256 is a key), the candidate → interviews markers, the design
// snapshot the run follows, the company's licence in use, and the reminder claim that makes the
// candidate's reminder email go once.
import type { DuracionEntrevista, EstadoEntrevista, OrdenEntrevistas, TurnoTranscripcion } from '../../../shared/schemas/entrevista.js';
import type { InformeIA, Validacion } from '../../../shared/schemas/informe.js';
import type { SenalesRespuesta } from '../../../shared/schemas/integridad.js';
import type { Sobre } from '../cifrado.js';
import { PAGINACION } from '../../../shared/constants.js';
import { ValidationError } from '../errors.js';
import { deAreaDeCandidato } from './area-de-candidatos.js';
import {
  comoFiltro,
  cumpleFiltro,
  porPlantilla,
  porMarcadas,
  porRevisorEntrevista,
  porVacante,
  rango,
  type Expresion,
  type FiltroLista,
} from './filtro-lista.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { deleteItem, getItem, getItems, putIf, queryAll, queryPage, updateItem, type Page } from './repository.js';

export type EntrevistaItem = {
  PK: string;
  SK: string;
  GSI1PK?: string;
  GSI1SK?: string;
  entidad: 'ENTREVISTA';
  id: string;
  empresaId: string;
  candidatoId: string;
  candidatoNombre: string;
  candidatoEmail: string;
  servicioId: string;
  servicioNombre: string;
  /** The vacancy it was run for (D187). */
  vacanteId?: string;
  fechaProgramada: string;
  duracionEstimada: DuracionEntrevista;
  estado: EstadoEntrevista;
  /** SHA-256 (hex) of the candidate's access token: the look-up item's key. The token itself is never stored in clear. */
  tokenHash: string;
  /** The token, sealed (cifrado.ts), to show the link to company users and put it in emails. */
  tokenSobre: Sobre;
  /** When the link stops working (the scheduled end plus ENTREVISTAS.tokenDiasTrasFin days). */
  tokenExpiraEn: string;
  fechaCreacion: string;
  creadoPor: string;
  zonaHoraria: string;
  /** Each state change (and reschedule): what, when, who (null: the system or the candidate). */
  historial?: Array<{ estado: string; fecha: string; por: string | null }>;
  /** Which HR template version the design snapshot is. */
  servicioVersion?: number;
  /** Run by POST /api/entrevistas/{id}/simular (the spec's demo): the answers are generated, not a candidate's. */
  simulada?: boolean;
  /** Started with "Iniciar" by a company user, who types the candidate's answers (a phone interview). */
  asistida?: { por: string; fecha: string };
  /** The candidate's consent: when, and which notice version (shared/aviso-entrevista.ts); `asistida` when an interviewer recorded it. */
  consentimiento?: { fecha: string; version: string; asistida?: boolean };
  /**
   * Set when the candidate opened the link and consented (D173): the candidate's area then, under
   * which the opening, the finish and the opinion count in the analytics (null: no area). Absent on
   * interviews opened before D173, whose finish is then not counted as a finish of an opened link.
   */
  areaAnalitica?: string | null;
  /**
   * The analysis job's trace (D69): queued, then done once (the report written) or failed on the
   * queue's last delivery (`fallidaEn`, D78); a retry queues it again (`reintentos`, `reintentadoPor`).
   */
  analisis?: {
    estado: 'encolada' | 'ejecutada' | 'fallida';
    encoladaEn: string;
    ejecutadaEn?: string;
    fallidaEn?: string;
    error?: string;
    reintentos?: number;
    reintentadoPor?: string;
  };
  transcripcion?: TurnoTranscripcion[] | null;
  /** The AI's report (D69): written once by the analysis job, never changed by the review. */
  informeIA?: InformeIA;
  /** The report's flagged answers (integridad.ts respuestasMarcadas; D202: the Entrevistas filter tests it). */
  respuestasMarcadas?: number;
  /** A person's review (PUT …/validacion): beside the report, not over it. */
  validacion?: Validacion;
  /**
   * An accepted «más tiempo» or «sin límite de tiempo» (D172): the link's days and the recorder's
   * length are AYUDA.factorTiempo times longer (WCAG 2.2.1), set by the answer that accepted it.
   */
  tiempoAmpliado?: { fecha: string; ajuste: number };
  /**
   * The invitation resent with the same link (D163): how many times, the last one and who sent it;
   * `loteId` and `email` when the last one was a bulk action's (D193: its mail claimed before it leaves).
   */
  reenvios?: { total: number; ultimoEn: string; por: string; loteId?: string; email?: EmailDeLote };
  /** Scheduled by a bulk action (D193): its id, and its invitation's mail (pendiente → enviando → enviado). */
  invitacionLote?: { id: string; email: EmailDeLote };
  /**
   * The finish's notification ('Entrevista completada'), D109: `pendiente` from the finish's own
   * transaction until it is written for everyone (by the request, or else by the analysis job).
   */
  avisoCompletada?: 'pendiente' | 'enviado';
  /**
   * The candidate's mail that the interview was received (issue 65 item 7): pendiente from the finish's
   * transaction; `enviando` while a delivery holds its claim (since `avisoRecibidaDesde`); enviado.
   */
  avisoRecibida?: 'pendiente' | 'enviando' | 'enviado';
  avisoRecibidaDesde?: string;
  /**
   * The report-ready email and notifications (D69, D109): `pendiente` from the report's commit;
   * `enviando` while a run holds the email's claim (since `avisoInformeDesde`); `notificando` once the
   * email went and the notifications are still to be written; `enviado` when both are done.
   */
  avisoInforme?: 'pendiente' | 'enviando' | 'notificando' | 'enviado';
  avisoInformeDesde?: string;
  version?: number;
};

/** A bulk action's mail (D190, D193): to send, claimed by a delivery, sent, or not sent (template off, address suppressed). */
export type EmailDeLote = 'pendiente' | 'enviando' | 'enviado' | 'omitido';

/** The public token's look-up item: the only way from a token to its interview. */
export interface TokenItem {
  empresaId: string;
  entrevistaId: string;
  expiraEn: string;
  /** Set when the candidate finished: the link then shows 'Entrevista finalizada' and accepts nothing. */
  finalizadaEn?: string;
}

/** The licence a company is consuming (part 1 §5): a licence runs `vigenciaDias` from its first interview, for at most `max` interviews. */
export interface LicenciaEnUsoItem {
  numero: number;
  usadas: number;
  max: number;
  desde: string;
  venceEn: string;
}

/** The agenda partition of a date-time: `AGENDA#{yyyy-mm-dd}` of its UTC day. */
export function agendaDia(fecha: string | Date): string {
  const d = new Date(fecha);
  if (Number.isNaN(d.getTime())) throw new ValidationError('Identificador no válido: fechaProgramada');
  return `AGENDA#${d.toISOString().slice(0, 10)}`;
}

export const entrevistaKeys = {
  /** Its id starts with the zero-padded creation time: a company's interviews come newest first from one Query. */
  entrevista: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `ENTREVISTA#${assertKeyPart(id, 'id')}` }),
  /**
   * The platform's agenda: a programada interview sits in the partition of its UTC day, sorted by
   * date-time, so the reminder job reads the next 24 hours from at most two partitions. Whoever
   * moves it out of programada removes both attributes.
   */
  agenda: (fechaProgramada: string, empresaId: string, id: string) => ({
    GSI1PK: agendaDia(fechaProgramada),
    GSI1SK: `${new Date(fechaProgramada).toISOString()}#${assertKeyPart(empresaId, 'empresaId')}#${assertKeyPart(id, 'id')}`,
  }),
  /** GSI2: a company's interviews in one state, newest first (ids are time-ordered). */
  porEstado: (empresaId: string, estado: EstadoEntrevista, id: string) => ({
    GSI2PK: `ENTEST#${assertKeyPart(empresaId, 'empresaId')}#${estado}`,
    GSI2SK: assertKeyPart(id, 'id'),
  }),
  /** Not a tenant item on purpose: a public request knows only the token (D63). */
  token: (hash: string): Key => ({ PK: `TOKEN#${assertKeyPart(hash, 'token')}`, SK: 'TOKEN' }),
  /** One per interview of a candidate: the candidate's interviews without reading the company's. */
  deCandidato: (empresaId: string, candidatoId: string, id: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `CANDENT#${assertKeyPart(candidatoId, 'candidatoId')}#${assertKeyPart(id, 'id')}`,
  }),
  /** The HR template's design (phases, questions, rubric) as it was when the interview was scheduled. */
  diseno: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `ENTDISENO#${assertKeyPart(id, 'id')}` }),
  licencia: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'LICENCIA#ENUSO' }),
  /** The candidate's answer to question n (autosaved; n zero-padded so the answers come in order). */
  respuesta: (empresaId: string, id: string, n: number): Key => ({
    PK: tenantPk(empresaId),
    SK: `ENTRESP#${assertKeyPart(id, 'id')}#${String(n).padStart(3, '0')}`,
  }),
  /** The candidate's reminder for one interview at one date-time (a rescheduled one gets its own). */
  recordatorio: (empresaId: string, id: string, fechaProgramada: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `RECORDATORIO#${assertKeyPart(id, 'entrevistaId')}#${assertKeyPart(fechaProgramada, 'fechaProgramada')}`,
  }),
};

export function getEntrevista(empresaId: string, id: string): Promise<EntrevistaItem | undefined> {
  return getItem<EntrevistaItem>(entrevistaKeys.entrevista(empresaId, id), { consistent: true });
}

export function getLicenciaEnUso(empresaId: string): Promise<LicenciaEnUsoItem | undefined> {
  return getItem<LicenciaEnUsoItem>(entrevistaKeys.licencia(empresaId), { consistent: true });
}

export function getToken(hash: string): Promise<TokenItem | undefined> {
  return getItem<TokenItem>(entrevistaKeys.token(hash), { consistent: true });
}

/**
 * A page of the company's interviews, newest first (one state through the by-state index). A vacancy or
 * a period (the scheduled date; D192) filters the page read — a filter expression on the Query, up to
 * five reads to fill it — so a page may come back short with a cursor, and the next one goes on from
 * where the reads stopped; the table's answers after the index are checked again (a reschedule since).
 * A template and a reviewer (D198) are filter expressions the same way. `antiguas` reads the same key
 * order the other way round (ids are time-ordered: creation), so the order is the Query's, never a page's.
 */
type ConsultaEntrevistas = { estado?: EstadoEntrevista; cursor?: string | null; limit?: number; orden?: OrdenEntrevistas } & FiltroLista;

/** With an area (D202): up to five reads, each for what is still missing, so the cursor is the reads' own. */
export async function paginaEntrevistas(empresaId: string, q: ConsultaEntrevistas): Promise<Page<EntrevistaItem>> {
  if (!q.areaId) return leerPaginaEntrevistas(empresaId, q);
  const limite = Math.min(Math.max(q.limit ?? PAGINACION.limitePorDefecto, 1), PAGINACION.limiteMaximo);
  const items: EntrevistaItem[] = [];
  let cursor = q.cursor ?? null;
  for (let i = 0; i < 5 && items.length < limite; i++) {
    const page = await leerPaginaEntrevistas(empresaId, { ...q, cursor, limit: limite - items.length });
    items.push(...(await deAreaDeCandidato(empresaId, page.items, q.areaId)));
    cursor = page.cursor;
    if (!cursor) break;
  }
  return { items, cursor };
}

async function leerPaginaEntrevistas(empresaId: string, q: ConsultaEntrevistas): Promise<Page<EntrevistaItem>> {
  const e: Expresion = { partes: [], names: {}, values: {} };
  porVacante(q, e);
  porPlantilla(q, e);
  porRevisorEntrevista(q, e);
  porMarcadas(q, e);
  const periodo = q.periodo ? rango('fechaProgramada', '#fp', q.periodo, e) : null;
  if (periodo) e.partes.push(periodo);
  const filter = comoFiltro(e);
  const newestFirst = q.orden !== 'antiguas';
  const lectura = { limit: q.limit, cursor: q.cursor, filter, maxPages: filter ? 5 : 1, newestFirst };
  if (!q.estado) return queryPage<EntrevistaItem>({ ...lectura, pk: tenantPk(empresaId), skPrefix: 'ENTREVISTA#' });
  // The index is eventually consistent: its page names the interviews, the table answers them.
  const page = await queryPage<Key & { id: string }>({
    ...lectura,
    pk: entrevistaKeys.porEstado(empresaId, q.estado, 'x').GSI2PK,
    index: 'GSI2',
  });
  const items = await getItems<EntrevistaItem>(page.items.map((i) => entrevistaKeys.entrevista(empresaId, i.id)));
  const porId = new Map(items.map((i) => [i.id, i]));
  return {
    items: page.items.map((i) => porId.get(i.id)).filter((i): i is EntrevistaItem => !!i && i.estado === q.estado && cumpleFiltro(i, q)),
    cursor: page.cursor,
  };
}

/** The interviews of some candidates, newest first (their markers, then the items). */
export async function entrevistasDeCandidatos(empresaId: string, candidatoIds: string[], max = 100): Promise<EntrevistaItem[]> {
  const marcadores = (
    await Promise.all(
      candidatoIds.map((c) =>
        queryPage<{ SK: string }>({
          pk: tenantPk(empresaId),
          skPrefix: `CANDENT#${assertKeyPart(c, 'candidatoId')}#`,
          newestFirst: true,
          limit: max,
        }),
      ),
    )
  ).flatMap((p) => p.items.map((i) => i.SK.split('#')[2]!));
  const ids = [...new Set(marcadores)].sort().reverse().slice(0, max);
  const items = await getItems<EntrevistaItem>(ids.map((id) => entrevistaKeys.entrevista(empresaId, id)));
  return items.sort((a, b) => (a.id < b.id ? 1 : -1));
}

/**
 * The follow-up about one answer (at most one per question) and how it was made: by a model
 * (`proveedor`, `modelo`; no `metodo`, as before D158) or by the template's own rules (`metodo:
 * 'integrado'`, `proveedor` null, `modelo` the rules' version; D158).
 */
export interface RepreguntaItem {
  pregunta: string;
  /** The candidate's answer to it (null until they write one). */
  respuesta: string | null;
  metodo?: 'integrado';
  proveedor: 'openai' | 'claude' | 'bedrock' | null;
  modelo: string;
  generadaEn: string;
}

export interface RespuestaItem {
  n: number;
  texto: string;
  origen: 'texto' | 'voz';
  guardadaEn: string;
  repregunta?: RepreguntaItem;
  /** D82: false while a draft (the page's autosave); absent on answers saved before it (finished). */
  terminada?: boolean;
  /** The integrity signals the page noted for this question (D158), when the company has them on. */
  senales?: SenalesRespuesta;
}

/** The candidate's saved answers, in question order. */
export async function respuestasDe(empresaId: string, id: string): Promise<RespuestaItem[]> {
  const items = await queryAll<RespuestaItem>({ pk: tenantPk(empresaId), skPrefix: `ENTRESP#${assertKeyPart(id, 'id')}#`, max: 500 });
  return items.map(({ n, texto, origen, guardadaEn, repregunta, terminada, senales }) => ({
    n,
    texto,
    origen,
    guardadaEn,
    ...(repregunta ? { repregunta } : {}),
    ...(terminada !== undefined ? { terminada } : {}),
    ...(senales ? { senales } : {}),
  }));
}

/** One saved answer (undefined when the candidate has not saved one). */
export async function respuestaDe(empresaId: string, id: string, n: number): Promise<RespuestaItem | undefined> {
  const r = await getItem<RespuestaItem>(entrevistaKeys.respuesta(empresaId, id, n), { consistent: true });
  return (
    r && {
      n: r.n,
      texto: r.texto,
      origen: r.origen,
      guardadaEn: r.guardadaEn,
      ...(r.repregunta ? { repregunta: r.repregunta } : {}),
      ...(r.terminada !== undefined ? { terminada: r.terminada } : {}),
      ...(r.senales ? { senales: r.senales } : {}),
    }
  );
}

export interface DisenoItem {
  servicioId: string;
  servicioVersion: number | null;
  estructura: {
    fases?: Array<{ nombre: string; objetivo?: string; preguntas: Array<{ texto: string; explora?: string; competencia?: string }> }>;
    rubrica?: unknown[];
  };
}

export function getDiseno(empresaId: string, id: string): Promise<DisenoItem | undefined> {
  return getItem<DisenoItem>(entrevistaKeys.diseno(empresaId, id));
}

/** The company's newest interviews (the dashboard's short list). */
export async function entrevistasRecientes(empresaId: string, limit: number): Promise<EntrevistaItem[]> {
  return (await queryPage<EntrevistaItem>({ pk: tenantPk(empresaId), skPrefix: 'ENTREVISTA#', newestFirst: true, limit })).items;
}

/** One page of one agenda day between two date-times (both ISO, both included). */
export function paginaAgenda(dia: string, desde: string, hasta: string, cursor: string | null): Promise<Page<EntrevistaItem>> {
  return queryPage<EntrevistaItem>({
    pk: dia,
    index: 'GSI1',
    // GSI1SK is `{fechaProgramada}#{empresaId}#{id}`: '#' sorts after the ISO digits and 'Z' only
    // within one date-time, so `{hasta}#\uffff` closes the range at `hasta` itself.
    skBetween: [desde, `${hasta}#\uffff`],
    limit: 100,
    cursor,
  });
}

/**
 * Claims the reminder of one interview date-time; false when another run has it (or sent it). A
 * claim older than `staleMs` whose email was never confirmed is taken again.
 */
export function reclamarRecordatorio(e: EntrevistaItem, now: Date, staleMs: number): Promise<boolean> {
  return putIf(
    {
      ...entrevistaKeys.recordatorio(e.empresaId, e.id, e.fechaProgramada),
      entidad: 'RECORDATORIO_ENTREVISTA',
      estado: 'enviando',
      reclamadoEn: now.getTime(),
      // Kept a month after the interview, then TTL removes it.
      expiresAt: Math.floor(Date.parse(e.fechaProgramada) / 1000) + 30 * 86_400,
    },
    {
      expression: 'attribute_not_exists(PK) OR (estado = :enviando AND reclamadoEn < :stale)',
      values: { ':enviando': 'enviando', ':stale': now.getTime() - staleMs },
    },
  );
}

/** The email went: the claim becomes a record and is never released again. */
export async function confirmarRecordatorio(e: EntrevistaItem, now: Date, messageId: string | undefined): Promise<void> {
  await updateItem(entrevistaKeys.recordatorio(e.empresaId, e.id, e.fechaProgramada), {
    estado: 'enviado',
    enviadoEn: now.toISOString(),
    messageId: messageId ?? null,
  });
}

/** The email failed: the next run may try again. */
export async function liberarRecordatorio(e: EntrevistaItem): Promise<void> {
  await deleteItem(entrevistaKeys.recordatorio(e.empresaId, e.id, e.fechaProgramada));
}

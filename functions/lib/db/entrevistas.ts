// Interviews (part 2 §3 "Interview"): the item in its company's partition, the platform's agenda
// index the reminder job reads (GSI1 `AGENDA#{UTC day}`, programada interviews only), and the
// reminder claim that makes the candidate's reminder email go once.
import type { DuracionEntrevista, EstadoEntrevista } from '../../../shared/schemas/entrevista.js';
import { ValidationError } from '../errors.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { deleteItem, putIf, queryPage, updateItem, type Page } from './repository.js';

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
  fechaProgramada: string;
  duracionEstimada: DuracionEntrevista;
  estado: EstadoEntrevista;
  tokenAcceso: string;
  fechaCreacion: string;
  creadoPor: string;
  zonaHoraria: string;
};

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
  /** The candidate's reminder for one interview at one date-time (a rescheduled one gets its own). */
  recordatorio: (empresaId: string, id: string, fechaProgramada: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `RECORDATORIO#${assertKeyPart(id, 'entrevistaId')}#${assertKeyPart(fechaProgramada, 'fechaProgramada')}`,
  }),
};

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

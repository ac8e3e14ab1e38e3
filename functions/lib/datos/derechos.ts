// A person's rights in a company's data file (D159): the erasure request the candidate made from
// «Mis datos» with its window and the company's objection (`BORRADOSOL#`), the retention entry
// (`RETENCION#`) and the consent to be kept (`CONSERVAR#`) travel with the data, so a restore gives
// them back. They are checked here before the import writes them: each names its own candidate (the
// key's id), its shape is the one its module writes, and the platform-wide index entries that make the
// hourly and daily jobs act on it (the erasure due on its date, the retention reviewed on its date)
// are made from its own dates, never taken from the file — a file cannot make an erasure due now.
// No I/O here (unit-tested).
import * as z from 'zod/mini';
import { datos as msg, fmt } from '../../../shared/messages.js';
import { borradoKeys } from '../db/borrado-solicitado.js';
import { indicesRetencion } from '../db/retencion.js';

const fecha = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s))));

const Solicitud = z.object({
  estado: z.enum(['pendiente', 'opuesta', 'ejecutando', 'ejecutada']),
  solicitadoEn: fecha,
  plazoHasta: fecha,
});

const Retencion = z.object({
  desde: fecha,
  revisarEn: fecha,
  venceEn: z.nullable(fecha),
  version: z.number(),
});

const Conservar = z.object({ fecha: z.string(), version: z.string() });

const FORMAS: Record<string, z.ZodMiniType> = { BORRADOSOL: Solicitud, RETENCION: Retencion, CONSERVAR: Conservar };

const INDICES = ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'] as const;

/** Whether the row is one of a person's rights (its index keys are the import's to make). */
export const esDerecho = (sk: string) => sk.split('#', 1)[0]! in FORMAS;

/** The row without the index keys the file says: the import makes its own (`indicesDeDerecho`). */
export function sinIndices(item: Record<string, unknown>): Record<string, unknown> {
  const resto = { ...item };
  for (const k of INDICES) delete resto[k];
  return resto;
}

/** Why a rights row cannot be imported as it is (another candidate's id, a shape its module never wrote), or undefined. */
export function motivoDerecho(sk: string, item: Record<string, unknown>): string | undefined {
  const [s, id, ...mas] = sk.split('#');
  const forma = FORMAS[s!];
  if (!forma) return undefined;
  if (!id || mas.length || item.candidatoId !== id) return msg.filaIdIncoherente;
  if (!forma.safeParse(item).success) return fmt(msg.filaInvalida, { motivo: msg.derechoIncompleto });
  return undefined;
}

/**
 * The row as the import writes it: a pending request (or one a run was executing when the file was
 * made: no run holds it here) is due on its window's end, an objected or executed one on no index;
 * a retention entry is reviewed on its own date and listed in its company's month.
 */
export function conIndicesDeDerecho(empresaId: string, sk: string, item: Record<string, unknown>): Record<string, unknown> {
  const s = sk.split('#', 1)[0];
  const candidatoId = String(item.candidatoId);
  if (s === 'BORRADOSOL') {
    if (item.estado !== 'pendiente' && item.estado !== 'ejecutando') return item;
    return {
      ...item,
      estado: 'pendiente',
      reclamo: null,
      ...borradoKeys.indice({ empresaId, candidatoId }, String(item.plazoHasta)),
    };
  }
  if (s === 'RETENCION') {
    const venceEn = typeof item.venceEn === 'string' ? item.venceEn : null;
    return { ...item, ...indicesRetencion({ empresaId, candidatoId, revisarEn: String(item.revisarEn), venceEn }) };
  }
  return item;
}

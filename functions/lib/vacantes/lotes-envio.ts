// What a bulk action's worker (D190, D193) hands each candidate's step, and its one way of sending a
// candidate's mail at most once: the mail is recorded «pendiente» in the candidate's own write (the
// rejection's record on the candidate, the interview's invitation) or claimed «enviando» in it (the
// resend's count); a delivery claims it (pendiente → enviando, conditional) before it leaves and marks
// it enviado or omitido after. A repeat finds the record: pendiente is sent, enviando — a delivery cut
// between the claim and the mark — is never sent again and is reported «sin confirmar». A send that
// throws gives the claim back and fails the delivery, so the queue tries again.
import type { EmpresaItem } from '../db/empresas.js';
import type { LoteItem } from '../db/lotes-vacante.js';
import type { OpcionesEntrega } from '../colas/consumidor.js';
import { logger } from '../logger.js';

export interface OpcionesLote extends OpcionesEntrega {
  /** Called before each candidate (1-based): tests make a delivery die mid-way with it. */
  antesDeCandidato?: (n: number) => void;
  /** Called between a mail's claim and its send (tests cut a delivery there). */
  trasReclamar?: (candidatoId: string) => void;
}

export interface ContextoLote {
  l: LoteItem;
  empresa: EmpresaItem;
  puesto: string;
  now: Date;
  o: OpcionesLote;
}

export type EstadoEmailLote = 'pendiente' | 'enviando' | 'enviado' | 'omitido';

export interface EnvioUnaVez {
  /** The mail's state as recorded when the step read it. */
  estado: EstadoEmailLote;
  /** The conditional mark, from `de` to `a`; false when the record is no longer at `de`. */
  marcar: (de: EstadoEmailLote, a: EstadoEmailLote) => Promise<boolean>;
  /** The state as it is now (another delivery took the claim meanwhile). */
  releer: () => Promise<EstadoEmailLote | undefined>;
  /** The send itself: what it came to. */
  enviar: () => Promise<'enviado' | 'omitido'>;
  /** For the logs. */
  datos: Record<string, string>;
}

/** Sends a bulk action's mail of one candidate at most once (see the module's note); what it came to. */
export async function enviarUnaVez(ctx: ContextoLote, candidatoId: string, m: EnvioUnaVez): Promise<EstadoEmailLote> {
  if (m.estado !== 'pendiente') return m.estado;
  if (!(await m.marcar('pendiente', 'enviando'))) return (await m.releer()) ?? 'enviando';
  ctx.o.trasReclamar?.(candidatoId);
  return enviarReclamado(candidatoId, m);
}

/** The send of a mail already claimed («enviando»), its mark after, or the claim given back. */
export async function enviarReclamado(candidatoId: string, m: EnvioUnaVez): Promise<EstadoEmailLote> {
  let estado: 'enviado' | 'omitido';
  try {
    estado = await m.enviar();
  } catch (err) {
    // Given back, so the queue's next delivery sends it.
    if (!(await m.marcar('enviando', 'pendiente').catch(() => false)))
      throw new Error(`Bulk action's mail not sent and its claim not given back: ${(err as Error).message}`, { cause: err });
    throw err;
  }
  if (!(await m.marcar('enviando', estado).catch(() => false)))
    logger.warn("Bulk action's mail sent, its mark not recorded", { ...m.datos, candidatoId, estado });
  return estado;
}

// The retention job (D151): every entry whose `revisarEn` has come (a sparse GSI1 partition per
// shard, never a Scan) is looked at again from what is stored now, and then re-filed, warned or erased.
//
// - The due date is recomputed each time: the latest of the process's end (the move to rechazado) and
//   the last state change of each of the candidate's interviews, plus the company's period as it
//   was when the entry was first filed; later if the candidate extended it. The writes that move it
//   (an interview's state change) only ever push it later, so an entry looked at early is simply
//   re-filed: nothing has to touch the entry in their own transactions.
// - A candidate no longer rejected (or gone) closes the entry.
// - 7 days before, the candidate's warning (template `avisoRetencion`, with a single-use «Mis datos»
//   link valid until the due date): once per due date, claimed by a conditional write first (a run
//   that dies before confirming leaves a claim a later run takes after CLAIM_STALE_MS). Never erased
//   sooner than 7 days after the warning actually went.
// - On the due date, the existing erasure (`eliminarCandidato`: interviews, reports, markers; usage
//   stays counted), whose own transaction deletes the entry: a second run or a redelivery finds
//   nothing to do.
import { formatFechaLarga } from '../../../shared/fechas.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { avisoDe, mesesDeRetencion, sumarMeses, venceTrasAviso } from '../../../shared/retencion.js';
import { eliminarCandidato } from '../candidatos/eliminar.js';
import type { Enviar } from '../colas/entrega.js';
import { getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { entrevistasDeCandidatos, type EntrevistaItem } from '../db/entrevistas.js';
import { vencidosPorShard } from '../db/repository.js';
import { borrarRetencion, RETENCION_SHARDS, reescribirRetencion, retencionesPendientes, type RetencionItem } from '../db/retencion.js';
import { logger } from '../logger.js';
import { enviarPlantilla } from '../mail/send.js';
import { crearEnlaceMisDatos } from '../mis-datos/solicitud.js';

/** A warning's claim older than this whose e-mail was never confirmed is taken again. */
export const CLAIM_STALE_MS = 15 * 60_000;
/** Entries looked at per shard and run at most (the next run takes the rest). */
export const MAX_POR_SHARD = 500;

export interface ResultadoRetencion {
  revisadas: number;
  refiladas: number;
  cerradas: number;
  avisos: number;
  borrados: number;
  fallidas: number;
}

type Accion = 'nada' | 'refilada' | 'cerrada' | 'aviso' | 'borrado' | 'fallida';

const masTarde = (a: string, b: string) => (a > b ? a : b);
const masMs = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

/** When an interview last changed state (its history's last line; its creation before any). */
function ultimoCambio(e: EntrevistaItem, ahora: string): string {
  // A live interview means the candidate is in a process again: its period starts no sooner than now.
  if (e.estado === 'programada' || e.estado === 'en_progreso') return masTarde(ahora, e.fechaProgramada ?? ahora);
  const fechas = (e.historial ?? []).map((h) => h.fecha);
  return fechas.reduce(masTarde, e.fechaCreacion ?? '');
}

/** The entry's due date from what is stored now. */
export function venceDe(r: RetencionItem, meses: number, entrevistas: EntrevistaItem[], ahora: string): string {
  const base = entrevistas.map((e) => ultimoCambio(e, ahora)).reduce(masTarde, r.desde);
  let vence = sumarMeses(base, meses);
  if (r.ampliadaHasta) vence = masTarde(vence, r.ampliadaHasta);
  // A warning that went counts for this date only if it gave its 7 days (then the date waits for them).
  if (r.aviso?.estado === 'enviado' && r.aviso.en >= avisoDe(vence)) vence = masTarde(vence, venceTrasAviso(r.aviso.en));
  return vence;
}

/** Whether the entry's warning counts for a due date: sent, and within that date's window. */
const avisada = (r: RetencionItem, vence: string) => r.aviso?.estado === 'enviado' && r.aviso.en >= masMs(avisoDe(vence), -1);

async function avisar(
  r: RetencionItem,
  c: CandidatoItem,
  empresa: EmpresaItem,
  cambios: Partial<RetencionItem>,
  ahora: Date,
): Promise<Accion> {
  const now = ahora.toISOString();
  // The candidate has the warning's full days from now, whatever the computed date said.
  const vence = masTarde(cambios.venceEn!, venceTrasAviso(now));
  const reclamada = {
    ...r,
    ...cambios,
    venceEn: vence,
    revisarEn: masMs(now, CLAIM_STALE_MS),
    aviso: { estado: 'enviando' as const, en: now },
  };
  if (!(await reescribirRetencion(r, reclamada))) return 'nada';
  const conClaim = { ...reclamada, version: r.version + 1 };
  try {
    const enlace = await crearEnlaceMisDatos(c.email.trim().toLowerCase(), ahora.getTime(), new Date(vence).getTime());
    await enviarPlantilla(
      'avisoRetencion',
      { to: c.email, empresaId: r.empresaId },
      {
        nombreCandidato: c.nombre,
        nombreEmpresa: nombreEmpresa(empresa),
        fechaBorrado: formatFechaLarga(vence, empresa.configuracion?.zonaHoraria) ?? vence.slice(0, 10),
        enlace,
      },
    );
  } catch (err) {
    // Released so the next run tries again.
    logger.error('Retention warning not sent', { empresaId: r.empresaId, candidatoId: r.candidatoId, error: (err as Error).message });
    await reescribirRetencion(conClaim, { aviso: null, revisarEn: now }).catch(() => undefined);
    return 'fallida';
  }
  // Sent: confirmed, and looked at again on the due date. If this write is lost, the claim lapses
  // and a later run could warn again: the one at-least-once corner, as the interview reminders'.
  await reescribirRetencion(conClaim, { aviso: { estado: 'enviado', en: now }, revisarEn: vence }).catch((err: Error) =>
    logger.error('Retention warning sent but not recorded', { empresaId: r.empresaId, candidatoId: r.candidatoId, error: err.message }),
  );
  return 'aviso';
}

async function revisar(r: RetencionItem, ahora: Date, enviar?: Enviar): Promise<Accion> {
  const now = ahora.toISOString();
  const [c, empresa] = await Promise.all([getCandidato(r.empresaId, r.candidatoId), getEmpresa(r.empresaId)]);
  if (!c || c.estado !== 'rechazado' || !empresa) return (await borrarRetencion(r)) ? 'cerrada' : 'nada';
  // A company being deleted erases everything itself.
  if (empresa.eliminacion) return 'nada';
  const meses = r.meses ?? mesesDeRetencion(empresa);
  const vence = venceDe(r, meses, await entrevistasDeCandidatos(r.empresaId, [c.id], 500), now);
  const aviso = avisoDe(vence);
  const cambios = { meses, venceEn: vence, candidatoNombre: c.nombre };

  if (now < aviso) {
    // A warning for an earlier date does not stand for this one.
    const sigueAviso = avisada(r, vence) ? r.aviso : null;
    const mismo =
      r.meses === meses && r.venceEn === vence && r.revisarEn === aviso && r.candidatoNombre === c.nombre && r.aviso === sigueAviso;
    if (mismo) return 'nada';
    return (await reescribirRetencion(r, { ...cambios, revisarEn: aviso, aviso: sigueAviso })) ? 'refilada' : 'nada';
  }
  if (!avisada(r, vence)) {
    // Another run holds the claim: leave it until it lapses.
    if (r.aviso?.estado === 'enviando' && ahora.getTime() - Date.parse(r.aviso.en) < CLAIM_STALE_MS) return 'nada';
    return avisar(r, c, empresa, cambios, ahora);
  }
  if (now < vence) return (await reescribirRetencion(r, { ...cambios, revisarEn: vence })) ? 'refilada' : 'nada';
  // Due: the claim (conditional on the version read) makes an extension that raced this run lose,
  // and an extension read after it finds the date passed (refused).
  if (!(await reescribirRetencion(r, { ...cambios, revisarEn: masMs(now, CLAIM_STALE_MS) }))) return 'nada';
  await eliminarCandidato({ userId: 'retencion' }, r.empresaId, c.id, ahora, enviar);
  logger.info('Candidate erased at the end of the retention period', { empresaId: r.empresaId, candidatoId: r.candidatoId });
  return 'borrado';
}

/** One run: every shard's entries due by `ahora`. */
export async function revisarRetenciones(ahora = new Date(), enviar?: Enviar): Promise<ResultadoRetencion> {
  const out: ResultadoRetencion = { revisadas: 0, refiladas: 0, cerradas: 0, avisos: 0, borrados: 0, fallidas: 0 };
  const cuenta: Record<Accion, keyof ResultadoRetencion | null> = {
    nada: null,
    refilada: 'refiladas',
    cerrada: 'cerradas',
    aviso: 'avisos',
    borrado: 'borrados',
    fallida: 'fallidas',
  };
  const pendientes = vencidosPorShard(
    RETENCION_SHARDS,
    (shard, cursor) => retencionesPendientes(shard, ahora.toISOString(), cursor),
    MAX_POR_SHARD,
  );
  for await (const r of pendientes) {
    // One entry's failure must not cost the others their turn.
    const a = await revisar(r, ahora, enviar).catch((err: Error): Accion => {
      logger.error('Retention entry failed', { empresaId: r.empresaId, candidatoId: r.candidatoId, error: err.message });
      return 'fallida';
    });
    out.revisadas++;
    const k = cuenta[a];
    if (k) out[k]++;
  }
  logger.info('Retention', { ...out });
  return out;
}

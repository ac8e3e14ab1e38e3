// How a new interview is written (the stored shape is db/entrevistas.ts) and the pieces every
// writer of it shares: the time-sortable id, the public access token (`tok_` + timestamp + random, §9), the
// public link `{origin}/entrevista/{token}` (§1) and the agenda index the reminder job reads.
// Besides the spec's fields the item keeps what its readers show without another read: the
// candidate's name and email (dashboard list, reminder email), the service's name and the time
// zone of whoever scheduled it (dates in emails are written in that zone).
import { ENTREVISTAS } from '../../../shared/constants.js';
import type { DuracionEntrevista } from '../../../shared/schemas/entrevista.js';
import { config } from '../config.js';
import { aleatorio, idOrdenado } from '../db/ids.js';
import { entrevistaKeys, type EntrevistaItem } from '../db/entrevistas.js';

export type { EntrevistaItem };

/** Default time zone of the spec's user profile (part 2 §3). */
export const ZONA_HORARIA_POR_DEFECTO = 'America/Bogota';

export interface NuevaEntrevista {
  empresaId: string;
  candidato: { id: string; nombre: string; email: string };
  servicio: { id: string; nombre: string };
  fechaProgramada: string;
  duracionEstimada: DuracionEntrevista;
  /** The user who scheduled it (notified of its reminder). */
  creadoPor: string;
  zonaHoraria?: string;
}

export function nuevoTokenAcceso(now = new Date()): string {
  return `${ENTREVISTAS.tokenPrefijo}${now.getTime()}_${aleatorio(18)}`;
}

/** The candidate's public link (part 2 §1): `{origin}/entrevista/{accessToken}`. */
export function enlacePublico(tokenAcceso: string): string {
  return `${config.webOrigin.replace(/\/$/, '')}/entrevista/${encodeURIComponent(tokenAcceso)}`;
}

/** A new programada interview, on the company's partition and on the agenda. */
export function entrevistaProgramada(e: NuevaEntrevista, now = new Date()): EntrevistaItem {
  const id = idOrdenado(now);
  const fechaProgramada = new Date(e.fechaProgramada).toISOString();
  return {
    ...entrevistaKeys.entrevista(e.empresaId, id),
    ...entrevistaKeys.agenda(fechaProgramada, e.empresaId, id),
    entidad: 'ENTREVISTA',
    id,
    empresaId: e.empresaId,
    candidatoId: e.candidato.id,
    candidatoNombre: e.candidato.nombre,
    candidatoEmail: e.candidato.email.trim().toLowerCase(),
    servicioId: e.servicio.id,
    servicioNombre: e.servicio.nombre,
    fechaProgramada,
    duracionEstimada: e.duracionEstimada,
    estado: 'programada',
    tokenAcceso: nuevoTokenAcceso(now),
    fechaCreacion: now.toISOString(),
    creadoPor: e.creadoPor,
    zonaHoraria: e.zonaHoraria ?? ZONA_HORARIA_POR_DEFECTO,
  };
}

// How a new interview is written (the stored shape is db/entrevistas.ts) and the pieces every
// writer of it shares: the time-sortable id, the public access token (`tok_` + timestamp + 256 random
// bits, §9 made unguessable; stored only as its SHA-256 and sealed, D63), the public link
// `{origin}/entrevista/{token}` (§1) and the agenda and by-state indexes.
// Besides the spec's fields the item keeps what its readers show without another read: the
// candidate's name and email (dashboard list, reminder email), the service's name and the time
// zone of whoever scheduled it (dates in emails are written in that zone).
import { ENTREVISTAS } from '../../../shared/constants.js';
import type { DuracionEntrevista } from '../../../shared/schemas/entrevista.js';
import { abrir, type Contexto, sellar } from '../cifrado.js';
import { config } from '../config.js';
import { aleatorio, idOrdenado } from '../db/ids.js';
import { entrevistaKeys, type EntrevistaItem } from '../db/entrevistas.js';
import { tenantPk } from '../db/keys.js';
import { expiracionToken } from './caducidad.js';

export { expiracionToken };
import { ZONA_HORARIA_POR_DEFECTO } from './fecha.js';
import { hashToken } from './token.js';

export type { EntrevistaItem };

export { ZONA_HORARIA_POR_DEFECTO };

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
  return `${ENTREVISTAS.tokenPrefijo}${now.getTime()}_${aleatorio(ENTREVISTAS.tokenBytesAleatorios)}`;
}

export { hashToken };

const contextoToken = (empresaId: string, id: string): Contexto => ({
  uso: 'token-entrevista',
  ambito: tenantPk(empresaId),
  entrevista: id,
});

/** The token of a stored interview, opened (for the link company users copy and the emails). */
export function abrirToken(e: Pick<EntrevistaItem, 'empresaId' | 'id' | 'tokenSobre'>): Promise<string> {
  return abrir(e.tokenSobre, contextoToken(e.empresaId, e.id));
}

/** The candidate's public link (part 2 §1): `{origin}/entrevista/{accessToken}`. */
export function enlacePublico(tokenAcceso: string): string {
  return `${config.webOrigin.replace(/\/$/, '')}/entrevista/${encodeURIComponent(tokenAcceso)}`;
}

/** A new programada interview, on the company's partition, the agenda and the by-state index; and its token in clear (never stored). */
export async function entrevistaProgramada(e: NuevaEntrevista, now = new Date()): Promise<{ item: EntrevistaItem; token: string }> {
  const id = idOrdenado(now);
  const fechaProgramada = new Date(e.fechaProgramada).toISOString();
  const token = nuevoTokenAcceso(now);
  const item: EntrevistaItem = {
    ...entrevistaKeys.entrevista(e.empresaId, id),
    ...entrevistaKeys.agenda(fechaProgramada, e.empresaId, id),
    ...entrevistaKeys.porEstado(e.empresaId, 'programada', id),
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
    tokenHash: hashToken(token),
    tokenSobre: await sellar(token, contextoToken(e.empresaId, id)),
    tokenExpiraEn: expiracionToken(fechaProgramada, e.duracionEstimada),
    fechaCreacion: now.toISOString(),
    creadoPor: e.creadoPor,
    zonaHoraria: e.zonaHoraria ?? ZONA_HORARIA_POR_DEFECTO,
    historial: [{ estado: 'programada', fecha: now.toISOString(), por: e.creadoPor }],
    version: 1,
  };
  return { item, token };
}

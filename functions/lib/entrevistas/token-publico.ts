// The public interview token's resolution (D64, D63) and the design's questions in order: what
// the candidate's public routes share, apart from publica.ts so that a route that only resolves a
// token (the end screen's «Mis datos» request, D148) or numbers the questions (the «Mis datos»
// page) does not carry publica.ts's queue and key clients.
import { publico as msg } from '../../../shared/messages.js';
import { FORMATO_TOKEN, LIMITES_PUBLICO } from '../../../shared/schemas/publico.js';
import { getEmpresa } from '../db/empresas.js';
import { getEntrevista, getToken, type DisenoItem, type EntrevistaItem, type TokenItem } from '../db/entrevistas.js';
import { limiteKeys, tomarIntento } from '../db/limites.js';
import { NotFoundError, TooManyRequestsError } from '../errors.js';
import { hashToken } from './token.js';
import { hablarComoEmpresaDe } from '../variante-peticion.js';

export const noDisponible = () => new NotFoundError(msg.noDisponible);

export interface Viva {
  token: TokenItem;
  hash: string;
  e: EntrevistaItem;
}

/**
 * The company of an interview's link, for the Spanish of a refusal met before the link is resolved (a
 * body's check, D215): uncounted, as it runs only for an answer that needs it, and a token not found is none.
 */
export async function empresaDelToken({ token }: { token: string }) {
  const t = FORMATO_TOKEN.test(token) ? await getToken(hashToken(token)) : undefined;
  return t ? getEmpresa(t.empresaId) : undefined;
}

/** Counts the request, then finds a live interview, or a finished one (for its closing page, and its «Mis datos» request: D148). */
export async function resolverToken(tokenTexto: string, origen: string, now: Date): Promise<Viva | { finalizada: TokenItem }> {
  const hash = hashToken(tokenTexto);
  for (const key of [limiteKeys.publicoOrigen(origen), limiteKeys.publicoToken(hash)]) {
    const maximo = key.PK.startsWith('LIMITE#PUBLICOIP#') ? LIMITES_PUBLICO.porOrigen : LIMITES_PUBLICO.porToken;
    const r = await tomarIntento(key, maximo, LIMITES_PUBLICO.ventanaMs, now.getTime());
    if (!r.permitido) throw new TooManyRequestsError(msg.demasiadas, (r.hasta - now.getTime()) / 1000);
  }
  const token = FORMATO_TOKEN.test(tokenTexto) ? await getToken(hash) : undefined;
  if (!token) throw noDisponible();
  // From here the request speaks the company's Spanish (D215): its messages, its refusals (the company
  // read only if one of them needs it).
  hablarComoEmpresaDe(() => getEmpresa(token.empresaId));
  if (token.finalizadaEn) return { finalizada: token };
  if (Date.parse(token.expiraEn) <= now.getTime()) throw noDisponible();
  const e = await getEntrevista(token.empresaId, token.entrevistaId);
  if (!e || (e.estado !== 'programada' && e.estado !== 'en_progreso')) throw noDisponible();
  return { token, hash, e };
}

/** A live interview by its token (counted against the limits first), or the same 404 as every public route. */
export async function viva(tokenTexto: string, origen: string, now: Date): Promise<Viva> {
  const r = await resolverToken(tokenTexto, origen, now);
  if ('finalizada' in r) throw noDisponible();
  return r;
}

export interface PreguntaPlana {
  n: number;
  fase: string;
  texto: string;
}

/** The design's questions in order, numbered from 0 (the answers' `n`). */
export function preguntasDe(d: DisenoItem | undefined): PreguntaPlana[] {
  const out: PreguntaPlana[] = [];
  for (const f of d?.estructura?.fases ?? [])
    for (const p of f.preguntas ?? []) out.push({ n: out.length, fase: f.nombre, texto: p.texto });
  return out;
}

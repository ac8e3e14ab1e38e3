// How the candidate's adjustments and thread read on each side (D172): the candidate's pages (the
// interview's link and «Mis datos») with who runs the process, and the interview's screen. Reads
// only: no mail, no queue, so the read-only bundles that show them stay free of those clients.
import type { Ajuste, AyudaCandidato, AyudaEntrevista, MensajeAyuda } from '../../../shared/schemas/ayuda-candidato.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { getAyuda, type AjusteGuardado, type AyudaItem, type MensajeGuardado } from '../db/ayuda-candidato.js';
import { getEmpresa } from '../db/empresas.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { getPerfil } from '../db/usuarios.js';
import { NotFoundError } from '../errors.js';
import { hayIA } from '../proveedores-ia/precedencia.js';

/** An adjustment request as both sides read it: the answer's author by name only. */
export const vistaAjuste = (a: AjusteGuardado): Ajuste => ({
  numero: a.numero,
  tipos: a.tipos,
  texto: a.texto,
  enviadaEn: a.enviadaEn,
  estado: !a.respuesta ? 'pendiente' : a.respuesta.aceptado ? 'aceptado' : 'rechazado',
  respuesta: a.respuesta ? { texto: a.respuesta.texto, por: a.respuesta.por, fecha: a.respuesta.fecha } : null,
});

export const vistaMensaje = (m: MensajeGuardado): MensajeAyuda => ({
  id: m.id,
  de: m.de,
  texto: m.texto,
  fecha: m.fecha,
  por: m.de === 'empresa' ? (m.por ?? null) : null,
});

/** Who runs the process: the company, whoever scheduled the interview (by name) and the company's address. */
export async function contactoDe(e: Pick<EntrevistaItem, 'empresaId' | 'creadoPor'>): Promise<AyudaCandidato['contacto']> {
  const [empresa, perfil] = await Promise.all([
    getEmpresa(e.empresaId),
    e.creadoPor ? getPerfil(e.empresaId, e.creadoPor).catch(() => undefined) : Promise.resolve(undefined),
  ]);
  const email = typeof empresa?.email === 'string' && empresa.email.trim() ? empresa.email.trim() : null;
  const persona = perfil && perfil.activo !== false ? String(perfil.nombre ?? '').trim() || null : null;
  return { empresa: empresa ? nombreEmpresa(empresa) : '', persona, email };
}

/** The interview no longer runs: the link shows its end, «Mis datos» its record; no time is left to meet. */
export const terminada = (e: Pick<EntrevistaItem, 'estado'>) => e.estado !== 'programada' && e.estado !== 'en_progreso';

/**
 * Whether the candidate still meets a time limit in this interview (issue 65 item 7), read from what
 * is stored, never from the request: the only one is the voice recorder's (LIMITES_PUBLICO.audioMaxSegundos,
 * stretched by an accepted time adjustment), and the page offers voice answers exactly when the company
 * has a transcription service (`hayIA(…, 'voz')`, the page's `vozDisponible`). Written answers have no
 * timer and the page no countdown; the link's days (a week or more after the scheduled end) are when
 * it may be used, past WCAG 2.2.1's twenty-hour exception. A finished interview has nothing left to meet.
 */
export async function conLimiteDeTiempo(e: Pick<EntrevistaItem, 'empresaId' | 'estado'>): Promise<boolean> {
  return !terminada(e) && (await hayIA(e.empresaId, 'voz'));
}

export function vistaCandidato(
  e: Pick<EntrevistaItem, 'id' | 'tiempoAmpliado'>,
  contacto: AyudaCandidato['contacto'],
  i: AyudaItem | undefined,
  limiteDeTiempo: boolean,
): AyudaCandidato {
  return {
    entrevistaId: e.id,
    contacto,
    ajustes: (i?.ajustes ?? []).map(vistaAjuste),
    mensajes: (i?.mensajes ?? []).map(vistaMensaje),
    tiempoAmpliado: !!e.tiempoAmpliado,
    limiteDeTiempo,
  };
}

export function vistaEmpresa(e: Pick<EntrevistaItem, 'id' | 'tiempoAmpliado'>, i: AyudaItem | undefined): AyudaEntrevista {
  const ajustes = (i?.ajustes ?? []).map(vistaAjuste);
  return {
    entrevistaId: e.id,
    ajustes,
    mensajes: (i?.mensajes ?? []).map(vistaMensaje),
    ajustesPendientes: ajustes.filter((a) => a.estado === 'pendiente').length,
    mensajeSinResponder: i?.mensajes.at(-1)?.de === 'candidato',
    tiempoAmpliado: !!e.tiempoAmpliado,
  };
}

/** What the candidate's pages (the link, «Mis datos») show for an interview they hold. */
export async function ayudaDelCandidato(e: EntrevistaItem): Promise<AyudaCandidato> {
  const [contacto, i, limite] = await Promise.all([contactoDe(e), getAyuda(e.empresaId, e.id), conLimiteDeTiempo(e)]);
  return vistaCandidato(e, contacto, i, limite);
}

/** The company's view of an interview's requests and thread (404 for an interview it does not hold). */
export async function ayudaDeEntrevista(empresaId: string, entrevistaId: string): Promise<AyudaEntrevista> {
  const [e, i] = await Promise.all([getEntrevista(empresaId, entrevistaId), getAyuda(empresaId, entrevistaId)]);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  return vistaEmpresa(e, i);
}

// How the candidate felt (issue 55 item 4, D173): after «Finalizar» the end screen asks one optional
// question, «¿Recomendarías este proceso a otra persona?» (0–10), and a comment. The finished
// interview's token still names it (token-publico.ts), so the answer is stored once per interview
// in its own item (db/comentarios.ts) with its share of the company's anonymous aggregates — per
// template and per area, fraction by fraction as every analytics count (D70, D111) — in one
// transaction that also checks the interview still exists (an erasure in between leaves nothing).
// The same answer again answers the same; another answer is refused: nothing is stored twice.
import { opinionProceso as msg } from '../../../shared/messages.js';
import { OPINION, type OpinionBody, type OpinionCandidato } from '../../../shared/schemas/comentarios.js';
import { analiticaKeys, pasoSumar, pasosAnalitica } from '../db/analitica.js';
import { getCandidato } from '../db/candidatos.js';
import { comentariosKeys, getOpinion, pasoEntrevistaExiste, pasoPonerUnaVez, type OpinionItem } from '../db/comentarios.js';
import { getEntrevista, type EntrevistaItem } from '../db/entrevistas.js';
import { itemDeEntrevista } from '../db/keys.js';
import { fraccionAleatoria } from '../db/fracciones.js';
import { transact } from '../db/repository.js';
import { ConflictError, ValidationError } from '../errors.js';
import { noDisponible, resolverToken } from '../entrevistas/token-publico.js';

/** The aggregate fields an opinion moves: answers with a score, their sum, one count per score, comments. */
export function deltaOpinion(puntuacion: number | null, comentario: string | null): Record<string, number> {
  return {
    ...(puntuacion === null ? {} : { opinionesN: 1, opinionesSuma: puntuacion, [`opinionesD${puntuacion}`]: 1 }),
    ...(comentario ? { opinionesComentarios: 1 } : {}),
  };
}

const igual = (o: OpinionItem, puntuacion: number | null, comentario: string | null) =>
  o.puntuacion === puntuacion && o.comentario === comentario;

/** The area an interview counts under: the one noted at its opening, else the candidate's now. */
async function areaDe(e: EntrevistaItem): Promise<string | null> {
  if (e.areaAnalitica !== undefined) return e.areaAnalitica;
  const c = await getCandidato(e.empresaId, e.candidatoId);
  return typeof c?.areaId === 'string' && c.areaId ? c.areaId : null;
}

/** POST /api/publico/entrevistas/{token}/opinion. */
export async function guardarOpinion(token: string, origen: string, body: OpinionBody, now = new Date()): Promise<{ fecha: string }> {
  const r = await resolverToken(token, origen, now);
  if (!('finalizada' in r)) throw new ConflictError(msg.noFinalizada);
  const { empresaId, entrevistaId } = r.finalizada;
  const puntuacion = body.puntuacion ?? null;
  const comentario = body.comentario?.trim() ? body.comentario.trim().slice(0, OPINION.comentarioMax) : null;
  if (puntuacion === null && comentario === null) throw new ValidationError(msg.vacia, [{ campo: 'puntuacion', msg: msg.vacia }]);

  const yaGuardada = async () => {
    const previa = await getOpinion(empresaId, entrevistaId);
    if (!previa) return null;
    if (igual(previa, puntuacion, comentario)) return { fecha: previa.fecha };
    throw new ConflictError(msg.yaEnviada);
  };
  const previa = await yaGuardada();
  if (previa) return previa;

  const e = await getEntrevista(empresaId, entrevistaId);
  if (!e) throw noDisponible();
  const areaId = await areaDe(e);
  const item: OpinionItem = {
    ...itemDeEntrevista(comentariosKeys.opinion, 'OPINION', e),
    candidatoId: e.candidatoId,
    servicioId: e.servicioId,
    areaId,
    puntuacion,
    comentario,
    fecha: now.toISOString(),
  };
  const delta = deltaOpinion(puntuacion, comentario);
  const f = fraccionAleatoria();
  class Repetida extends ConflictError {}
  try {
    await transact([
      pasoEntrevistaExiste(empresaId, entrevistaId, noDisponible),
      pasoPonerUnaVez(item, () => new Repetida(msg.yaEnviada)),
      ...pasosAnalitica(
        pasoSumar(analiticaKeys.servicio(empresaId, e.servicioId), delta, { nombre: e.servicioNombre }, f),
        pasoSumar(analiticaKeys.area(empresaId, areaId), delta, {}, f),
      ),
    ]);
  } catch (err) {
    // The same answer sent twice at once: the one that lost reads the one that won.
    if (err instanceof Repetida) return (await yaGuardada()) ?? { fecha: item.fecha };
    throw err;
  }
  return { fecha: item.fecha };
}

/** The opinion as the company reads it: only once a person recorded the decision (D173), else null. */
export async function opinionTrasDecision(e: EntrevistaItem): Promise<OpinionCandidato | null> {
  if (e.estado !== 'validada' || !e.validacion) return null;
  const o = await getOpinion(e.empresaId, e.id);
  return o ? { puntuacion: o.puntuacion, comentario: o.comentario, fecha: o.fecha } : null;
}

/** The opening's share of the analytics (D173): consent given through the link, under the template and the candidate's area. */
export function pasosAnaliticaApertura(e: EntrevistaItem, areaId: string | null, f?: number) {
  return pasosAnalitica(
    pasoSumar(analiticaKeys.servicio(e.empresaId, e.servicioId), { abiertas: 1 }, { nombre: e.servicioNombre }, f),
    pasoSumar(analiticaKeys.area(e.empresaId, areaId), { abiertas: 1 }, {}, f),
  );
}

/** The finish's share, only for an interview whose opening was counted (the rate never passes 100 %). */
export function pasosAnaliticaFinalizacionAbierta(e: EntrevistaItem, f?: number) {
  if (e.areaAnalitica === undefined) return [];
  return pasosAnalitica(
    pasoSumar(analiticaKeys.servicio(e.empresaId, e.servicioId), { finalizadas: 1 }, { nombre: e.servicioNombre }, f),
    pasoSumar(analiticaKeys.area(e.empresaId, e.areaAnalitica), { finalizadas: 1 }, {}, f),
  );
}

// The company's own answers to the guide's questions that only it can answer (issue 65 item 6): the
// admin writes them on Configuración, each save a new version kept as written (who and when), and the
// dossier reads the newest. They are part of what the dossier's SHA-256 covers, so a delivery names
// the answers it carried, and answers saved after a delivery make its hash differ (the record asks to
// register the dossier that was actually given). Two people editing from the same version cannot
// both save: the second gets a 409 and reloads (the version is created only if it does not exist).
// Colombia's privacy impact study (issue 67 item 7) keeps its own answers the same way under its type
// (`tipo`): its own questions, its own versions, part of the study's hash; only a Colombian company
// saves them, and a question of the other document is refused rather than dropped.
import { dosier as msg, fmt } from '../../../shared/messages.js';
import { estudioImpactoDe, nombrePaisConocido } from '../../../shared/paises.js';
import { CLAVES_DOCUMENTO, type RespuestasEmpresa, type RespuestasEmpresaBody, type TipoDosier } from '../../../shared/schemas/dosier.js';
import type { Caller } from '../auth/caller.js';
import { crearRespuestasDosier, ultimasRespuestasDosier, type RespuestasDosierItem } from '../db/dosier.js';
import { getEmpresa } from '../db/empresas.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, ValidationError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';

const NOMBRE_DOCUMENTO: Record<TipoDosier, string> = {
  'dosier-algoritmico': 'dosier algorítmico',
  'estudio-impacto-co': 'estudio de impacto de privacidad',
};

const publica = ({ empresaId: _e, ...r }: RespuestasDosierItem): RespuestasEmpresa => r;

export const SIN_RESPUESTAS: RespuestasEmpresa = { version: 0, guardadaEn: null, guardadaPor: null, respuestas: {} };

/** The answers in the document's order, trimmed, without the empty ones. */
export function normalizar(
  respuestas: RespuestasEmpresaBody['respuestas'],
  tipo: TipoDosier = 'dosier-algoritmico',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of CLAVES_DOCUMENTO[tipo]) {
    const t = respuestas[c]?.trim();
    if (t) out[c] = t;
  }
  return out;
}

/** A written answer to a question of the other document: a 400 naming it (dropping it would lose text the person typed). */
function ajenas(respuestas: RespuestasEmpresaBody['respuestas'], tipo: TipoDosier): ValidationError | null {
  const propias = new Set<string>(CLAVES_DOCUMENTO[tipo]);
  const errores = Object.entries(respuestas)
    .filter(([c, t]) => !propias.has(c) && t?.trim())
    .map(([c]) => ({ campo: `respuestas.${c}`, msg: fmt(msg.preguntaDeOtroDocumento, { documento: NOMBRE_DOCUMENTO[tipo] }) }));
  return errores.length ? new ValidationError(errores[0]!.msg, errores) : null;
}

const iguales = (a: Record<string, string>, b: Record<string, string>, tipo: TipoDosier) =>
  CLAVES_DOCUMENTO[tipo].every((c) => (a[c] ?? '') === (b[c] ?? ''));

export async function leerRespuestas(empresaId: string, tipo: TipoDosier = 'dosier-algoritmico'): Promise<RespuestasEmpresa> {
  const r = await ultimasRespuestasDosier(empresaId, tipo);
  return r ? publica(r) : SIN_RESPUESTAS;
}

/**
 * Saves the answers edited from `body.version` as the next version. Nothing changed: the same
 * version back, nothing written. Another version saved meanwhile: 409, nothing written.
 */
export async function guardarRespuestas(
  caller: Caller,
  empresaId: string,
  body: RespuestasEmpresaBody,
  tipo: TipoDosier = 'dosier-algoritmico',
  now = new Date(),
): Promise<{ respuestas: RespuestasEmpresa; nueva: boolean }> {
  const otra = ajenas(body.respuestas, tipo);
  if (otra) throw otra;
  const [empresa, ultima] = await Promise.all([getEmpresa(empresaId), ultimasRespuestasDosier(empresaId, tipo)]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (tipo !== 'dosier-algoritmico') {
    // The study's own answers only where the study is generated (the same refusal as the study's).
    const pais = (empresa.direccion as { pais?: string } | undefined)?.pais;
    if (estudioImpactoDe(pais)?.tipo !== tipo) {
      const m = fmt(msg.estudioSoloColombia, { pais: nombrePaisConocido(pais) ?? (pais?.trim() || '—') });
      throw new ValidationError(m, [{ campo: 'tipo', msg: m }]);
    }
  }
  const actual = ultima?.version ?? 0;
  const cambiadas = (version: number) => new ConflictError(fmt(msg.respuestasCambiadas, { version }));
  if (body.version !== actual) throw cambiadas(actual);
  const respuestas = normalizar(body.respuestas, tipo);
  if (iguales(respuestas, ultima?.respuestas ?? {}, tipo)) return { respuestas: ultima ? publica(ultima) : SIN_RESPUESTAS, nueva: false };
  const item: RespuestasDosierItem = {
    empresaId,
    version: actual + 1,
    guardadaEn: now.toISOString(),
    guardadaPor: { id: caller.userId, nombre: nombreDe(caller) },
    respuestas,
  };
  await crearRespuestasDosier(item, () => cambiadas(actual + 1), tipo);
  return { respuestas: publica(item), nueva: true };
}

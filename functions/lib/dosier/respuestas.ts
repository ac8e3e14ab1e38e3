// The company's own answers to the guide's questions that only it can answer (issue 65 item 6): the
// admin writes them on Configuración, each save a new version kept as written (who and when), and the
// dossier reads the newest. They are part of what the dossier's SHA-256 covers, so a delivery names
// the answers it carried, and answers saved after a delivery make its hash differ (the record asks to
// register the dossier that was actually given). Two people editing from the same version cannot
// both save: the second gets a 409 and reloads (the version is created only if it does not exist).
import { dosier as msg, fmt } from '../../../shared/messages.js';
import { CLAVES_EMPRESA, type RespuestasEmpresa, type RespuestasEmpresaBody } from '../../../shared/schemas/dosier.js';
import type { Caller } from '../auth/caller.js';
import { crearRespuestasDosier, ultimasRespuestasDosier, type RespuestasDosierItem } from '../db/dosier.js';
import { getEmpresa } from '../db/empresas.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError } from '../errors.js';
import { nombreDe } from '../supervision/entradas.js';

const publica = ({ empresaId: _e, ...r }: RespuestasDosierItem): RespuestasEmpresa => r;

export const SIN_RESPUESTAS: RespuestasEmpresa = { version: 0, guardadaEn: null, guardadaPor: null, respuestas: {} };

/** The answers in the guide's order, trimmed, without the empty ones. */
export function normalizar(respuestas: RespuestasEmpresaBody['respuestas']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of CLAVES_EMPRESA) {
    const t = respuestas[c]?.trim();
    if (t) out[c] = t;
  }
  return out;
}

const iguales = (a: Record<string, string>, b: Record<string, string>) => CLAVES_EMPRESA.every((c) => (a[c] ?? '') === (b[c] ?? ''));

export async function leerRespuestas(empresaId: string): Promise<RespuestasEmpresa> {
  const r = await ultimasRespuestasDosier(empresaId);
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
  now = new Date(),
): Promise<{ respuestas: RespuestasEmpresa; nueva: boolean }> {
  const [empresa, ultima] = await Promise.all([getEmpresa(empresaId), ultimasRespuestasDosier(empresaId)]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const actual = ultima?.version ?? 0;
  const cambiadas = (version: number) => new ConflictError(fmt(msg.respuestasCambiadas, { version }));
  if (body.version !== actual) throw cambiadas(actual);
  const respuestas = normalizar(body.respuestas);
  if (iguales(respuestas, ultima?.respuestas ?? {})) return { respuestas: ultima ? publica(ultima) : SIN_RESPUESTAS, nueva: false };
  const item: RespuestasDosierItem = {
    empresaId,
    version: actual + 1,
    guardadaEn: now.toISOString(),
    guardadaPor: { id: caller.userId, nombre: nombreDe(caller) },
    respuestas,
  };
  await crearRespuestasDosier(item, () => cambiadas(actual + 1));
  return { respuestas: publica(item), nueva: true };
}

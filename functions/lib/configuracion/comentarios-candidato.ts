// The company's switch «Enviar comentarios al candidato» (D173): on by default, turned off or on again
// by a company admin in Configuración › «Supervisión de la IA». Stored in the company item's
// `configuracion.comentariosCandidato` {activos, por, fecha} as the other company settings (ajuste-empresa.ts).
import { comentariosActivos, type ComentariosCandidatoAjuste } from '../../../shared/schemas/comentarios.js';
import type { Caller } from '../auth/caller.js';
import { cambiarAjuste, lecturaDeAjuste } from './ajuste-empresa.js';

const lectura = /* @__PURE__ */ lecturaDeAjuste('comentariosCandidato', 'activos', comentariosActivos);

export const leerComentariosCandidato: (empresaId: string) => Promise<ComentariosCandidatoAjuste> = lectura.leer;

/** Turns them on or off; the same state again changes nothing. */
export function cambiarComentariosCandidato(
  caller: Caller,
  empresaId: string,
  activos: boolean,
  now = new Date(),
): Promise<ComentariosCandidatoAjuste> {
  return cambiarAjuste(
    { clave: 'comentariosCandidato', campo: 'activos', valorDe: comentariosActivos, de: lectura.de },
    caller,
    empresaId,
    activos,
    now,
  );
}

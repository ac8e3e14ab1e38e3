// A company's deletion as a queued job (D72; D135 moved it out of
// db/empresas.ts onto the jobs' kit, db/trabajos.ts). The job lives inside the company item
// (`eliminacion`), not in an item of its own: the request marks the company with one conditional
// write; the queued worker (lib/empresas/eliminar.ts) moves the mark on as it goes (phase, users
// deleted, heartbeat), each write conditional on the mark still being its own deletion, and deletes
// the company item last (db/empresas.ts borrarEmpresaSteps).
import type { FaseEliminacion } from '../../../shared/schemas/empresa.js';
import type { EstadoTrabajo } from '../../../shared/schemas/trabajo.js';
import { ConflictError } from '../errors.js';
import { empresaKeys, type EliminacionItem } from './empresas.js';
import { seEscribio, transact, type TransactStep } from './repository.js';
import { anotarEntrega, pasoTerminarTrabajo, pasoTrabajo, refTrabajo, type TipoTrabajo } from './trabajos.js';
import { borrarPerfilesSteps, type ProfileItem } from './usuarios.js';

// The stored deletion state lives beside the company item that holds it (db/empresas.ts): defined
// here, it made the two modules import each other.
export type { EliminacionItem } from './empresas.js';

/** The deletion as a job of the kit: the company item's `eliminacion` map, its reason in `motivo`. */
export const TRABAJO_ELIMINACION: TipoTrabajo = {
  clave: (empresaId) => empresaKeys.empresa(empresaId),
  dentroDe: 'eliminacion',
  campos: { error: 'motivo', actualizado: 'actualizadaEn' },
};

const ref = (empresaId: string, id: string) => refTrabajo(TRABAJO_ELIMINACION, empresaId, id);

/** A deletion's write found the company marked with another deletion (restarted) or with none. */
export class EliminacionReemplazada extends ConflictError {}

const reemplazada = () => new EliminacionReemplazada();

/** Runs the steps; false when the deletion is no longer this one (its step refused), other errors thrown. */
async function siEsLaActual(steps: TransactStep[]): Promise<boolean> {
  return seEscribio(transact(steps), EliminacionReemplazada);
}

/**
 * Marks the company as being deleted, and bumps its version so a form saved from an older read
 * cannot drop the mark. Only when no deletion runs: none, a failed one, or one that has not moved
 * since `atascadaAntesDe` (stuck). False when a running deletion holds the company (or it is gone).
 */
export function marcarEliminacion(
  empresaId: string,
  eliminacion: EliminacionItem,
  atascadaAntesDe: string,
  /** Written with the mark: the queue hand-off's outbox record (D78). */
  extra: TransactStep[] = [],
): Promise<boolean> {
  return siEsLaActual([
    {
      op: {
        Update: {
          Key: empresaKeys.empresa(empresaId),
          UpdateExpression: 'SET #el = :el, #v = if_not_exists(#v, :cero) + :uno',
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#el) OR #el.#estado = :fallida OR #el.#act < :limite)',
          ExpressionAttributeNames: { '#el': 'eliminacion', '#v': 'version', '#estado': 'estado', '#act': 'actualizadaEn' },
          ExpressionAttributeValues: {
            ':el': eliminacion,
            ':cero': 0,
            ':uno': 1,
            ':fallida': 'fallida' satisfies EstadoTrabajo,
            ':limite': atascadaAntesDe,
          },
        },
      },
      onConditionFail: reemplazada,
    },
    ...extra,
  ]);
}

/** The step that moves a running deletion on (its heartbeat, phase, users deleted), only while it is still this one. */
function avanzarEliminacionStep(
  empresaId: string,
  id: string,
  cambios: { fase?: FaseEliminacion; usuariosBorrados?: number },
  now: string,
) {
  return pasoTrabajo(
    ref(empresaId, id),
    'en_curso',
    {
      poner: { fase: cambios.fase },
      sumar: cambios.usuariosBorrados ? { usuariosBorrados: cambios.usuariosBorrados } : {},
      en: now,
    },
    { onConditionFail: reemplazada },
  );
}

/** Moves a running deletion to its next phase; false when it is no longer this deletion (restarted, failed, gone). */
export function avanzarEliminacion(empresaId: string, id: string, fase: FaseEliminacion, now: string): Promise<boolean> {
  return siEsLaActual([avanzarEliminacionStep(empresaId, id, { fase }, now)]);
}

/**
 * One block of a deletion's users: their profiles and email markers go with the progress, in one
 * transaction (the count can never disagree with what is gone). False when the deletion is no
 * longer this one; nothing is deleted then.
 */
export function borrarUsuariosDeEmpresa(
  empresaId: string,
  id: string,
  perfiles: Array<Pick<ProfileItem, 'id' | 'email' | 'empresaId'>>,
  now: string,
): Promise<boolean> {
  return siEsLaActual([
    ...borrarPerfilesSteps(perfiles),
    avanzarEliminacionStep(empresaId, id, { usuariosBorrados: perfiles.length }, now),
  ]);
}

/** Marks a running deletion fallida with its reason; false when it is no longer this one. */
export function fallarEliminacion(empresaId: string, id: string, motivo: string, now: string): Promise<boolean> {
  return siEsLaActual([pasoTerminarTrabajo(ref(empresaId, id), 'fallida', { en: now, error: motivo }, reemplazada)]);
}

/** Records the delivery now running this deletion (the kit's last delivery); false when it is no longer this one. */
export function anotarEntregaEliminacion(empresaId: string, id: string, intento: number, now: string): Promise<boolean> {
  return anotarEntrega(ref(empresaId, id), intento, now);
}

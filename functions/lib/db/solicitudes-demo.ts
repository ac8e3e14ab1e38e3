// Demo requests (D96): platform items, since no company exists yet.
// - `PLATAFORMA#DEMO / {id}`: one item per request; the id starts with the zero-padded time
//   (ids.ts idOrdenado), so reading the partition backwards is newest first.
// - GSI1 `PLATAFORMA#DEMO#{estado} / {id}`: the same items by state, newest first; marking one
//   atendida moves it from the pendiente partition to the atendida one.
// The platform counter `solicitudesDemoPendientes` (D125) counts the stored pendiente items: every
// write that creates, attends, restores or erases a pendiente request moves it in the same
// transaction, under a condition on the state it counts.
// Each names a person: `expiresAt` (TTL) erases it after the retention (LIMITES_DEMO), and the list
// hides what has expired but TTL has not deleted yet (TTL is lazy; dynalite has none).
import { PAIS_POR_DEFECTO, type CodigoPais } from '../../../shared/paises.js';
import type { EstadoSolicitudDemo, SolicitudDemo, TipoSolicitud } from '../../../shared/schemas/demo.js';
import { assertKeyPart, PLATFORM_PK, type Key } from './keys.js';
import { contadorDemoStep } from './plataforma.js';
import { getItem, queryAll, queryPage, seEscribio, transact, type Page, type TransactStep } from './repository.js';
import { ConflictError, type AppError } from '../errors.js';

const PK = `${PLATFORM_PK}#DEMO`;
const porEstado = (estado: EstadoSolicitudDemo) => `${PK}#${estado}`;

export interface SolicitudDemoItem extends Key {
  entidad: 'SOLICITUD_DEMO';
  GSI1PK: string;
  GSI1SK: string;
  id: string;
  empresa: string;
  nombre: string;
  email: string;
  cantidadTrabajadores: number;
  /** The company's country (issue 67); absent on a request stored before: Spain. */
  pais?: CodigoPais;
  mensaje: string;
  estado: EstadoSolicitudDemo;
  /** A demo or the company's account (D162); absent on a request stored before: a demo. */
  tipo?: TipoSolicitud;
  creadaEn: string;
  consentimiento: { aceptadoEn: string; version: string };
  atendidaEn: string | null;
  atendidaPor: { id: string; nombre: string } | null;
  /** The company the request became (D98), and its name then (D162); absent when it did not become one. */
  empresaId?: string;
  empresaNombre?: string;
  /** TTL (s since the epoch). */
  expiresAt: number;
}

export const solicitudDemoKeys = {
  solicitud: (id: string): Key => ({ PK, SK: assertKeyPart(id) }),
};

export type NuevaSolicitudDemo = Omit<SolicitudDemoItem, keyof Key | 'entidad' | 'GSI1PK' | 'GSI1SK'>;

/** Stores a new request and, for a pendiente one, counts it, in one transaction. */
export async function crearSolicitudDemo(s: NuevaSolicitudDemo): Promise<void> {
  const item = {
    ...solicitudDemoKeys.solicitud(s.id),
    entidad: 'SOLICITUD_DEMO',
    GSI1PK: porEstado(s.estado),
    GSI1SK: s.id,
    ...s,
  } satisfies SolicitudDemoItem;
  await transact([
    { op: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } } },
    ...(s.estado === 'pendiente' ? [contadorDemoStep(1)] : []),
  ]);
}

export function getSolicitudDemo(id: string): Promise<SolicitudDemoItem | undefined> {
  return getItem<SolicitudDemoItem>(solicitudDemoKeys.solicitud(id), { consistent: true });
}

/** One page, newest first: every request, or those in one state (GSI1). */
export function paginaSolicitudesDemo(q: {
  estado?: EstadoSolicitudDemo;
  cursor?: string | null;
  limit?: number;
}): Promise<Page<SolicitudDemoItem>> {
  return q.estado
    ? queryPage<SolicitudDemoItem>({ pk: porEstado(q.estado), index: 'GSI1', newestFirst: true, cursor: q.cursor, limit: q.limit })
    : queryPage<SolicitudDemoItem>({ pk: PK, newestFirst: true, cursor: q.cursor, limit: q.limit });
}

/**
 * pendiente → atendida, only while it is the pendiente request read (`onNoPendiente` otherwise, or
 * when it is gone), and one fewer pending in the same transaction. Answers the item as written.
 */
export async function atenderSolicitudDemo(
  actual: SolicitudDemoItem,
  cambio: { atendidaEn: string; atendidaPor: { id: string; nombre: string }; expiresAt: number },
  onNoPendiente: () => AppError,
): Promise<SolicitudDemoItem> {
  await transact(atenderSolicitudDemoSteps(actual, cambio, onNoPendiente));
  return { ...actual, ...solicitudDemoKeys.solicitud(actual.id), estado: 'atendida', GSI1PK: porEstado('atendida'), ...cambio };
}

/**
 * atenderSolicitudDemo as steps of another write's transaction (D98: the company the request became
 * is created in the same one), only while the request is the pendiente one read: the request and its
 * counter (D125).
 */
export function atenderSolicitudDemoSteps(
  actual: SolicitudDemoItem,
  cambio: {
    atendidaEn: string;
    atendidaPor: { id: string; nombre: string };
    expiresAt: number;
    empresaId?: string;
    empresaNombre?: string;
  },
  onNoPendiente: () => AppError,
): TransactStep[] {
  const paso: TransactStep = {
    op: {
      Put: {
        Item: { ...actual, ...solicitudDemoKeys.solicitud(actual.id), estado: 'atendida', GSI1PK: porEstado('atendida'), ...cambio },
        ConditionExpression: 'attribute_exists(PK) AND #estado = :pendiente',
        ExpressionAttributeNames: { '#estado': 'estado' },
        ExpressionAttributeValues: { ':pendiente': 'pendiente' },
      },
    },
    onConditionFail: onNoPendiente,
  };
  return [paso, contadorDemoStep(-1)];
}

/**
 * Puts a request back as it was read (undoing a provisioning whose credentials email failed), if it
 * is still the atendida one that provisioning made of it, and counts it pending again (D125).
 */
export function restaurarSolicitudDemoSteps(actual: SolicitudDemoItem): TransactStep[] {
  return [
    {
      op: {
        Put: {
          Item: { ...actual, ...solicitudDemoKeys.solicitud(actual.id), GSI1PK: porEstado(actual.estado) },
          ConditionExpression: 'attribute_exists(PK) AND #estado = :atendida',
          ExpressionAttributeNames: { '#estado': 'estado' },
          ExpressionAttributeValues: { ':atendida': 'atendida' },
        },
      },
    },
    ...(actual.estado === 'pendiente' ? [contadorDemoStep(1)] : []),
  ];
}

/** Deletes the request in the state read, and one fewer pending when it was pendiente (D125); a state changed meanwhile refuses it. */
function borrarSteps(actual: SolicitudDemoItem, onCambio: () => AppError): TransactStep[] {
  return [
    {
      op: {
        Delete: {
          Key: solicitudDemoKeys.solicitud(actual.id),
          ConditionExpression: 'attribute_exists(PK) AND #estado = :estado',
          ExpressionAttributeNames: { '#estado': 'estado' },
          ExpressionAttributeValues: { ':estado': actual.estado },
        },
      },
      onConditionFail: onCambio,
    },
    ...(actual.estado === 'pendiente' ? [contadorDemoStep(-1)] : []),
  ];
}

class EstadoCambiado extends ConflictError {}

/**
 * Erases a request (the person's erasure); `onMissing` when there is none. Read, then deleted under
 * the state read with its count; when it was attended meanwhile, read again and tried once more.
 */
export async function borrarSolicitudDemo(id: string, onMissing: () => AppError): Promise<SolicitudDemoItem> {
  for (let intento = 1; ; intento++) {
    const actual = await getSolicitudDemo(id);
    if (!actual) throw onMissing();
    try {
      await transact(borrarSteps(actual, () => new EstadoCambiado()));
      return actual;
    } catch (err) {
      if (!(err instanceof EstadoCambiado) || intento >= 3) throw err;
    }
  }
}

/**
 * Every stored request, read strongly consistent from its partition (a job's read, never a request
 * path's): what the reconcile job recounts and purges (D125).
 */
export function todasLasSolicitudesDemo(): Promise<SolicitudDemoItem[]> {
  return queryAll<SolicitudDemoItem>({ pk: PK, consistent: true });
}

/**
 * Erases a request whose retention ended (the reconcile job, before TTL gets to it), with its count,
 * only if it is still the one read; false when it changed or is gone.
 */
export async function purgarSolicitudDemo(actual: SolicitudDemoItem): Promise<boolean> {
  return seEscribio(transact(borrarSteps(actual, () => new EstadoCambiado())), EstadoCambiado);
}

/** What the API answers of an item. */
export function mostrarSolicitudDemo(i: SolicitudDemoItem): SolicitudDemo {
  return {
    id: i.id,
    empresa: i.empresa,
    nombre: i.nombre,
    email: i.email,
    cantidadTrabajadores: i.cantidadTrabajadores,
    pais: i.pais ?? PAIS_POR_DEFECTO,
    mensaje: i.mensaje,
    estado: i.estado,
    tipo: i.tipo ?? 'demo',
    creadaEn: i.creadaEn,
    consentimiento: i.consentimiento,
    atendidaEn: i.atendidaEn,
    atendidaPor: i.atendidaPor,
    empresaCreada: i.empresaId ? { id: i.empresaId, nombre: i.empresaNombre ?? i.empresa } : null,
    caducaEn: new Date(i.expiresAt * 1000).toISOString(),
  };
}

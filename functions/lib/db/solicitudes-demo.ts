// Demo requests (D96): platform items, since no company exists yet.
// - `PLATAFORMA#DEMO / {id}`: one item per request; the id starts with the zero-padded time
//   (ids.ts idOrdenado), so reading the partition backwards is newest first.
// - GSI1 `PLATAFORMA#DEMO#{estado} / {id}`: the same items by state, newest first; marking one
//   atendida moves it from the pendiente partition to the atendida one.
// Each names a person: `expiresAt` (TTL) erases it after the retention (LIMITES_DEMO), and the list
// hides what has expired but TTL has not deleted yet (TTL is lazy; dynalite has none).
import type { EstadoSolicitudDemo, SolicitudDemo } from '../../../shared/schemas/demo.js';
import { assertKeyPart, PLATFORM_PK, type Key } from './keys.js';
import { createItem, deleteItem, getItem, queryPage, updateItem, type Page, type TransactStep } from './repository.js';
import type { AppError } from '../errors.js';

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
  mensaje: string;
  estado: EstadoSolicitudDemo;
  creadaEn: string;
  consentimiento: { aceptadoEn: string; version: string };
  atendidaEn: string | null;
  atendidaPor: { id: string; nombre: string } | null;
  /** TTL (s since the epoch). */
  expiresAt: number;
}

export const solicitudDemoKeys = {
  solicitud: (id: string): Key => ({ PK, SK: assertKeyPart(id) }),
};

export type NuevaSolicitudDemo = Omit<SolicitudDemoItem, keyof Key | 'entidad' | 'GSI1PK' | 'GSI1SK'>;

export async function crearSolicitudDemo(s: NuevaSolicitudDemo): Promise<void> {
  await createItem({
    ...solicitudDemoKeys.solicitud(s.id),
    entidad: 'SOLICITUD_DEMO',
    GSI1PK: porEstado(s.estado),
    GSI1SK: s.id,
    ...s,
  } satisfies SolicitudDemoItem);
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

/** pendiente → atendida, only while pendiente (`onNoPendiente` otherwise, or when it is gone). */
export function atenderSolicitudDemo(
  id: string,
  cambio: { atendidaEn: string; atendidaPor: { id: string; nombre: string }; expiresAt: number },
  onNoPendiente: () => AppError,
): Promise<SolicitudDemoItem> {
  return updateItem<SolicitudDemoItem>(
    solicitudDemoKeys.solicitud(id),
    { estado: 'atendida', GSI1PK: porEstado('atendida'), ...cambio },
    onNoPendiente,
    { expression: '#estadoActual = :pendiente', names: { '#estadoActual': 'estado' }, values: { ':pendiente': 'pendiente' } },
  );
}

/**
 * atenderSolicitudDemo as a step of another write's transaction (D98: the company the request became
 * is created in the same one), only while the request is the pendiente one read.
 */
export function atenderSolicitudDemoStep(
  actual: SolicitudDemoItem,
  cambio: { atendidaEn: string; atendidaPor: { id: string; nombre: string }; expiresAt: number; empresaId: string },
  onNoPendiente: () => AppError,
): TransactStep {
  return {
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
}

/** Puts a request back as it was read (undoing a provisioning whose credentials email failed), if it still exists. */
export function restaurarSolicitudDemoStep(actual: SolicitudDemoItem): TransactStep {
  return {
    op: {
      Put: {
        Item: { ...actual, ...solicitudDemoKeys.solicitud(actual.id), GSI1PK: porEstado(actual.estado) },
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
  };
}

/** Erases a request (the person's erasure); `onMissing` when there is none. */
export function borrarSolicitudDemo(id: string, onMissing: () => AppError): Promise<SolicitudDemoItem> {
  return deleteItem<SolicitudDemoItem>(solicitudDemoKeys.solicitud(id), onMissing);
}

/** What the API answers of an item. */
export function mostrarSolicitudDemo(i: SolicitudDemoItem): SolicitudDemo {
  return {
    id: i.id,
    empresa: i.empresa,
    nombre: i.nombre,
    email: i.email,
    cantidadTrabajadores: i.cantidadTrabajadores,
    mensaje: i.mensaje,
    estado: i.estado,
    creadaEn: i.creadaEn,
    consentimiento: i.consentimiento,
    atendidaEn: i.atendidaEn,
    atendidaPor: i.atendidaPor,
    caducaEn: new Date(i.expiresAt * 1000).toISOString(),
  };
}

// A company admin's requests for a plan change (D164, docs/data-model.md): in the company's
// partition (`SOLPLAN#{fecha}#{id}`, newest last), and on GSI1 (`SOLICITUDESPLAN`, newest first) for
// the superadmin's list in the SaaS panel — never a Scan. A superadmin marks one atendida (D170): the
// list gives the company and the date, which are its key.
import { randomUUID } from 'node:crypto';
import { tenantPk, type Key } from './keys.js';
import type { AppError } from '../errors.js';
import { getItem, putItem, queryPage, updateItem, type Page } from './repository.js';

export interface SolicitudPlanItem {
  id: string;
  empresaId: string;
  empresaNombre: string;
  planActual: string;
  planId: string;
  planNombre: string;
  mensaje?: string;
  fecha: string;
  por: string;
  /** Absent on a request stored before D170: pendiente. */
  estado?: 'pendiente' | 'atendida';
  atendidaEn?: string;
  atendidaPor?: { id: string; nombre: string };
}

/** The request as the API shows it: always with its state. */
export type SolicitudPlan = SolicitudPlanItem & { estado: 'pendiente' | 'atendida' };

const INDICE = 'SOLICITUDESPLAN';

export const solicitudPlanKeys = {
  solicitud: (empresaId: string, fecha: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `SOLPLAN#${fecha}#${id}` }),
};

const limpiar = (i: SolicitudPlanItem & Record<string, unknown>): SolicitudPlan => {
  const { PK: _p, SK: _s, GSI1PK: _g, GSI1SK: _gs, entidad: _e, ...resto } = i;
  return { ...(resto as unknown as SolicitudPlanItem), estado: i.estado ?? 'pendiente' };
};

export async function guardarSolicitudPlan(s: Omit<SolicitudPlanItem, 'id' | 'estado'>): Promise<SolicitudPlan> {
  const item: SolicitudPlan = { ...s, id: randomUUID(), estado: 'pendiente' };
  await putItem({
    ...solicitudPlanKeys.solicitud(s.empresaId, s.fecha, item.id),
    entidad: 'SOLICITUD_PLAN',
    GSI1PK: INDICE,
    GSI1SK: `${s.fecha}#${item.id}`,
    ...item,
  });
  return item;
}

/** The request with this key, if its id is this one. */
export async function getSolicitudPlan(empresaId: string, fecha: string, id: string): Promise<SolicitudPlan | undefined> {
  const i = await getItem<SolicitudPlanItem & Record<string, unknown>>(solicitudPlanKeys.solicitud(empresaId, fecha, id));
  return i && i.id === id ? limpiar(i) : undefined;
}

/** pendiente → atendida, only while it is still pending (`onNoPendiente` otherwise). */
export async function atenderSolicitudPlan(
  actual: SolicitudPlan,
  cambio: { atendidaEn: string; atendidaPor: { id: string; nombre: string } },
  onNoPendiente: () => AppError,
): Promise<SolicitudPlan> {
  await updateItem(
    solicitudPlanKeys.solicitud(actual.empresaId, actual.fecha, actual.id),
    { estado: 'atendida', ...cambio },
    onNoPendiente,
    {
      expression: 'attribute_not_exists(#estado) OR #estado = :pendiente',
      names: { '#estado': 'estado' },
      values: { ':pendiente': 'pendiente' },
    },
  );
  return { ...actual, estado: 'atendida', ...cambio };
}

/** The company's newest request. */
export async function ultimaSolicitudPlan(empresaId: string): Promise<SolicitudPlan | undefined> {
  const p = await queryPage<SolicitudPlanItem & Record<string, unknown>>({
    pk: tenantPk(empresaId),
    skPrefix: 'SOLPLAN#',
    newestFirst: true,
    limit: 1,
  });
  return p.items[0] && limpiar(p.items[0]);
}

/** Every company's requests, newest first, a page at a time. */
export async function paginaSolicitudesPlan(q: { cursor?: string; limit?: number }): Promise<Page<SolicitudPlan>> {
  const p = await queryPage<SolicitudPlanItem & Record<string, unknown>>({
    pk: INDICE,
    index: 'GSI1',
    newestFirst: true,
    limit: q.limit,
    cursor: q.cursor,
  });
  return { items: p.items.map(limpiar), cursor: p.cursor };
}

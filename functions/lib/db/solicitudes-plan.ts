// A company admin's requests for a plan change (D164, docs/data-model.md): in the company's
// partition (`SOLPLAN#{fecha}#{id}`, newest last), and on GSI1 (`SOLICITUDESPLAN`, newest first) for
// the superadmin's list in the SaaS panel — never a Scan.
import { randomUUID } from 'node:crypto';
import { tenantPk, type Key } from './keys.js';
import { putItem, queryPage, type Page } from './repository.js';

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
}

const INDICE = 'SOLICITUDESPLAN';

export const solicitudPlanKeys = {
  solicitud: (empresaId: string, fecha: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `SOLPLAN#${fecha}#${id}` }),
};

const limpiar = (i: SolicitudPlanItem & Record<string, unknown>): SolicitudPlanItem => {
  const { PK: _p, SK: _s, GSI1PK: _g, GSI1SK: _gs, entidad: _e, ...resto } = i;
  return resto as unknown as SolicitudPlanItem;
};

export async function guardarSolicitudPlan(s: Omit<SolicitudPlanItem, 'id'>): Promise<SolicitudPlanItem> {
  const item: SolicitudPlanItem = { ...s, id: randomUUID() };
  await putItem({
    ...solicitudPlanKeys.solicitud(s.empresaId, s.fecha, item.id),
    entidad: 'SOLICITUD_PLAN',
    GSI1PK: INDICE,
    GSI1SK: `${s.fecha}#${item.id}`,
    ...item,
  });
  return item;
}

/** The company's newest request. */
export async function ultimaSolicitudPlan(empresaId: string): Promise<SolicitudPlanItem | undefined> {
  const p = await queryPage<SolicitudPlanItem & Record<string, unknown>>({
    pk: tenantPk(empresaId),
    skPrefix: 'SOLPLAN#',
    newestFirst: true,
    limit: 1,
  });
  return p.items[0] && limpiar(p.items[0]);
}

/** Every company's requests, newest first, a page at a time. */
export async function paginaSolicitudesPlan(q: { cursor?: string; limit?: number }): Promise<Page<SolicitudPlanItem>> {
  const p = await queryPage<SolicitudPlanItem & Record<string, unknown>>({
    pk: INDICE,
    index: 'GSI1',
    newestFirst: true,
    limit: q.limit,
    cursor: q.cursor,
  });
  return { items: p.items.map(limpiar), cursor: p.cursor };
}

// Areas of a company (spec part 1 §2.8, §3.5). Each area keeps the number of candidates that use
// it (kept by the candidates feature), so the list shows counts without reading candidates and a
// delete is refused while the count is above zero — in the same conditional write.
import { randomUUID } from 'node:crypto';
import { areas as msgAreas, fmt } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { indexKeys, keys, tenantPk } from '../db/keys.js';
import { createItem, getByIndexId, getItem, isConditionFailure, queryPage, updateItem } from '../db/repository.js';
import { ddb } from '../aws/dynamo.js';
import { config } from '../config.js';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { empresaVisible } from './service.js';

interface AreaItem {
  id: string;
  nombreArea: string;
  descripcionArea?: string;
  empresaId: string;
  activo?: boolean;
  candidatos?: number;
  [k: string]: unknown;
}

function toArea(i: AreaItem) {
  return {
    id: i.id,
    nombreArea: i.nombreArea,
    descripcionArea: i.descripcionArea,
    empresaId: i.empresaId,
    activo: i.activo !== false,
    candidatos: i.candidatos ?? 0,
  };
}

/** The company an areas call acts on: the caller's own, or the one the superadmin names. */
async function empresaDeAreas(caller: Caller, requested?: string): Promise<string> {
  const id = caller.rol === 'superadmin' ? requested : caller.empresaId ?? undefined;
  if (!id) throw new ValidationError(msgAreas.seleccionaEmpresa, [{ campo: 'empresaId', msg: msgAreas.seleccionaEmpresa }]);
  if (requested && requested !== id) await empresaVisible(caller, requested); // answers the 404 of a foreign company
  await empresaVisible(caller, id);
  return id;
}

export async function listarAreas(caller: Caller, empresaId?: string) {
  const id = await empresaDeAreas(caller, empresaId);
  const items: AreaItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: AreaItem[]; cursor: string | null } = await queryPage<AreaItem>({ pk: tenantPk(id), skPrefix: 'AREA#', limit: 100, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items.map(toArea).sort((a, b) => a.nombreArea.localeCompare(b.nombreArea, 'es'));
}

export async function crearArea(caller: Caller, body: { nombreArea: string; descripcionArea?: string; empresaId?: string; activo: boolean }, now = new Date()) {
  const empresaId = await empresaDeAreas(caller, body.empresaId);
  const item: AreaItem = {
    ...keys.area(empresaId, randomUUID()),
    entidad: 'AREA',
    id: '',
    nombreArea: body.nombreArea,
    descripcionArea: body.descripcionArea,
    empresaId,
    activo: body.activo,
    candidatos: 0,
    createdAt: now.toISOString(),
  };
  item.id = (item.SK as string).slice('AREA#'.length);
  Object.assign(item, indexKeys.area(item.id));
  await createItem(item as AreaItem & { PK: string; SK: string });
  return toArea(item);
}

/** A company user's area is found in their own partition only; the superadmin's through the id index. */
async function areaDe(caller: Caller, id: string): Promise<AreaItem> {
  const item =
    caller.rol === 'superadmin'
      ? await getByIndexId<AreaItem>(`AREA#${id}`, 'AREA', (f) => keys.area(f.empresaId, id))
      : caller.empresaId
        ? await getItem<AreaItem>(keys.area(caller.empresaId, id))
        : undefined;
  if (!item) throw new NotFoundError(msgAreas.noEncontrada);
  return item;
}

export async function actualizarArea(caller: Caller, id: string, body: { nombreArea?: string; descripcionArea?: string; activo?: boolean }, now = new Date()) {
  const area = await areaDe(caller, id);
  const updated = await updateItem<AreaItem>(keys.area(area.empresaId, id), { ...body, updatedAt: now.toISOString() }, () => new NotFoundError(msgAreas.noEncontrada));
  return toArea(updated);
}

export async function eliminarArea(caller: Caller, id: string): Promise<void> {
  const area = await areaDe(caller, id);
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: keys.area(area.empresaId, id),
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(candidatos) OR candidatos = :cero)',
        ExpressionAttributeValues: { ':cero': 0 },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const current = await getItem<AreaItem>(keys.area(area.empresaId, id));
    if (!current) throw new NotFoundError(msgAreas.noEncontrada);
    throw new ConflictError(fmt(msgAreas.conCandidatos, { n: current.candidatos ?? 0 }));
  }
}

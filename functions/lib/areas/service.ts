// Areas of a company (spec part 1 §2.8, §3.5): list with candidate counts, create, edit, delete
// (refused while candidates use it). Names are unique per company whatever their case or accents
// ('Comercial' and 'comercial' are one area): a name marker in the same transaction, 409 otherwise.
// Which company comes from the route's tenant rule; the superadmin acting platform-wide finds an
// area by its id.
import { randomUUID } from 'node:crypto';
import { areas as msgAreas, fmt } from '../../../shared/messages.js';
import type { AreaCreate, AreaUpdate } from '../../../shared/schemas/area.js';
import {
  actualizarArea as guardarArea,
  areasDeEmpresa,
  borrarArea,
  crearArea as guardarNueva,
  getArea,
  getAreaPorId,
  type AreaItem,
} from '../db/areas.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { cambiosDe } from '../merge.js';

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

const noEncontrada = () => new NotFoundError(msgAreas.noEncontrada);
const duplicada = (nombre: string) => () => new ConflictError(fmt(msgAreas.nombreDuplicado, { nombre }));

export async function listarAreas(empresaId: string) {
  return (await areasDeEmpresa(empresaId)).map(toArea).sort((a, b) => a.nombreArea.localeCompare(b.nombreArea, 'es'));
}

export async function crearArea(empresaId: string, body: AreaCreate, now = new Date()) {
  const area: AreaItem = {
    id: randomUUID(),
    nombreArea: body.nombreArea,
    descripcionArea: body.descripcionArea,
    empresaId,
    activo: body.activo,
    candidatos: 0,
    createdAt: now.toISOString(),
  };
  await guardarNueva(area, { empresa: () => empresaNoEncontrada(empresaId), duplicada: duplicada(body.nombreArea) });
  return toArea(area);
}

/** The area a request may act on: in the company resolved for it, or (superadmin, no company) by id. */
async function areaDe(empresaId: string | null, id: string): Promise<AreaItem> {
  const item = empresaId ? await getArea(empresaId, id) : await getAreaPorId(id);
  if (!item) throw noEncontrada();
  return item;
}

export async function actualizarArea(empresaId: string | null, id: string, body: AreaUpdate, now = new Date()) {
  const area = await areaDe(empresaId, id);
  const cambios = cambiosDe(body);
  const updated = await guardarArea(
    area,
    { ...cambios, updatedAt: now.toISOString() },
    {
      falta: noEncontrada,
      duplicada: duplicada(body.nombreArea ?? area.nombreArea),
    },
  );
  return toArea(updated);
}

export async function eliminarArea(empresaId: string | null, id: string): Promise<void> {
  const area = await areaDe(empresaId, id);
  class EnUso extends ConflictError {}
  try {
    await borrarArea(area, () => new EnUso());
  } catch (err) {
    if (!(err instanceof EnUso)) throw err;
    // Gone meanwhile (404), or candidates use it: say how many, as they are now.
    const current = await getArea(area.empresaId, id);
    if (!current) throw noEncontrada();
    throw new ConflictError(fmt(msgAreas.conCandidatos, { n: current.candidatos ?? 0 }));
  }
}

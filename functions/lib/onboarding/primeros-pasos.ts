// A new company's first steps (issue 54 item 10, D164): create an area, add a candidate, configure an
// AI key or accept the built-in analyzer, schedule a first interview, invite a colleague. Each step
// is ticked from the company's own data (one key read each, no scan): its areas, its `uso` counters,
// its providers' keys, its users. What the admin chose — the list dismissed, the analyzer accepted —
// is one item of the company's partition (`PRIMEROSPASOS`).
import { PASOS, type Paso, type PrimerosPasosData, type PrimerosPasosUpdate } from '../../../shared/schemas/primeros-pasos.js';
import { getEmpresa } from '../db/empresas.js';
import { tenantPk, type Key } from '../db/keys.js';
import { getItem, putItem, queryPage } from '../db/repository.js';
import { empresaNoEncontrada } from '../empresas/errores.js';

interface Eleccion {
  oculta?: boolean;
  analizadorAceptado?: boolean;
}

export const primerosPasosKey = (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'PRIMEROSPASOS' });

const hay = async (empresaId: string, prefijo: string, cuantos = 1) =>
  (await queryPage({ pk: tenantPk(empresaId), skPrefix: prefijo, limit: cuantos })).items.length >= cuantos;

export async function primerosPasos(empresaId: string): Promise<PrimerosPasosData> {
  const [empresa, eleccion, area, claveIA, colega] = await Promise.all([
    getEmpresa(empresaId),
    getItem<Eleccion>(primerosPasosKey(empresaId), { consistent: true }),
    hay(empresaId, 'AREA#'),
    hay(empresaId, 'APIKEY#'),
    // The admin who signed up is one user: a colleague makes two.
    hay(empresaId, 'USUARIO#', 2),
  ]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const uso = (empresa.uso ?? {}) as { candidatos?: number; entrevistas?: number };
  const analizadorAceptado = eleccion?.analizadorAceptado === true;
  const hecho: Record<Paso, boolean> = {
    area,
    candidato: (uso.candidatos ?? 0) > 0,
    ia: claveIA || analizadorAceptado,
    entrevista: (uso.entrevistas ?? 0) > 0,
    colega,
  };
  const pasos = PASOS.map((id) => ({ id, hecho: hecho[id] }));
  return {
    pasos,
    completados: pasos.filter((p) => p.hecho).length,
    total: pasos.length,
    oculta: eleccion?.oculta === true,
    analizadorAceptado,
  };
}

export async function elegirPrimerosPasos(empresaId: string, body: PrimerosPasosUpdate, now = new Date()): Promise<PrimerosPasosData> {
  if (!(await getEmpresa(empresaId))) throw empresaNoEncontrada(empresaId);
  const actual = await getItem<Eleccion>(primerosPasosKey(empresaId), { consistent: true });
  // Two choices, each only ever set by an admin's click: a read and a whole write is enough.
  await putItem({
    ...primerosPasosKey(empresaId),
    entidad: 'PRIMEROS_PASOS',
    oculta: body.oculta ?? actual?.oculta === true,
    analizadorAceptado: body.analizadorAceptado === true || actual?.analizadorAceptado === true,
    fechaActualizacion: now.toISOString(),
  });
  return primerosPasos(empresaId);
}

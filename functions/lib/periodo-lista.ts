// A list's period (Entrevistas, Informes and their exports; D192): the company's days «desde» and
// «hasta» (both included) as the instants a Query's filter compares, read in the company's zone with the
// product's own date helpers (shared/fechas.ts), never the runtime's: «hasta» becomes the start of the
// next day, so the range is half-open. The company is read only when a day is asked for.
import { finDelDia, inicioDelDia } from '../../shared/fechas.js';
import type { Instantes } from './db/filtro-lista.js';
import { getEmpresa } from './db/empresas.js';

export async function instantesDelPeriodo(empresaId: string, q: { desde?: string; hasta?: string }): Promise<Instantes | undefined> {
  if (!q.desde && !q.hasta) return undefined;
  const zona = (await getEmpresa(empresaId))?.configuracion?.zonaHoraria as string | undefined;
  return {
    ...(q.desde ? { desde: inicioDelDia(q.desde, zona) } : {}),
    ...(q.hasta ? { hasta: finDelDia(q.hasta, zona) } : {}),
  };
}

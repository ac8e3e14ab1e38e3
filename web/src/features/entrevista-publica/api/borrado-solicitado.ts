// The candidate's request that a company erase their data (D149), with the page's access key.
import type * as z from 'zod/mini';
import type { BorradoTitular as BorradoSchema } from '@shared/schemas/borrado-solicitado';
import { llamar } from '../../../lib/api-rutas';

export type BorradoTitular = z.output<typeof BorradoSchema>;

/** Asks `empresaId` to erase; a second call answers the first request. */
export async function pedirBorrado(acceso: string, empresaId: string): Promise<BorradoTitular> {
  const { data } = await llamar(
    'POST /api/publico/mis-datos/{acceso}/borrado',
    { params: { acceso }, body: { empresaId } },
    { anonima: true },
  );
  return data;
}

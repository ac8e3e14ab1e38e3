// A new company's first steps (D164): each ticked from the company's data; the admin dismisses the
// list or accepts the built-in analyzer instead of an AI key.
import type { PrimerosPasosUpdate } from '@shared/schemas/primeros-pasos';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export function usePrimerosPasos(empresaId: string) {
  return useRuta('GET /api/dashboard/primeros-pasos', { query: { empresaId } });
}

export function elegirPrimerosPasos(empresaId: string, body: Omit<PrimerosPasosUpdate, 'empresaId'>) {
  return llamar('PUT /api/dashboard/primeros-pasos', { body: { empresaId, ...body } });
}

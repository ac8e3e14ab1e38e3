// Greenhouse's list_tests (D146): the tests a company may send from Greenhouse are the HR
// services it is offered when it schedules an interview (servicios-hr/servicios-empresa.ts), each as
// Greenhouse names a test: the service's code and its name.
import type * as z from 'zod/mini';
import type { ListaPruebasGreenhouse } from '../../../shared/schemas/greenhouse.js';
import { serviciosDeEmpresa } from '../servicios-hr/servicios-empresa.js';

export async function pruebasDeEmpresa(empresaId: string): Promise<z.output<typeof ListaPruebasGreenhouse>> {
  const { servicios } = await serviciosDeEmpresa(empresaId);
  return servicios.map((s) => ({ partner_test_id: s.codigo, partner_test_name: s.nombre }));
}

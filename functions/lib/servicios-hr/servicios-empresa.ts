// The AI services one company is offered: the platform's templates through the rule of
// disponibles.ts, with the company's contracted services and AI configuration.
import { getEmpresa } from '../db/empresas.js';
import { serviciosHr } from '../db/servicios-hr.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { aServicioIA, serviciosDisponibles } from './disponibles.js';

export async function serviciosDeEmpresa(empresaId: string) {
  const [empresa, plantillas] = await Promise.all([getEmpresa(empresaId), serviciosHr()]);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  const disponibles = serviciosDisponibles(plantillas, {
    serviciosContratados: empresa.serviciosContratados,
    configuracionIA: empresa.configuracion?.configuracionIA,
  });
  return disponibles.map(aServicioIA).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

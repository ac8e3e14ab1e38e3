// GET /api/datos/exportar: a company's data file (an admin's own; the superadmin's named company),
// or the superadmin's file of every company (part 2 §9; D65, D95).
import { datos as msg, fmt } from '../../../shared/messages.js';
import { datosExportar } from '../../../shared/routes/datos.js';
import { exportarDatos, exportarEmpresa } from '../../lib/datos/exportacion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosExportar, async ({ caller, tenant }) => {
  if (tenant === null) {
    const archivo = await exportarDatos(caller.email);
    return ok(archivo, fmt(msg.exportado, { n: archivo.empresas.length }));
  }
  const archivo = await exportarEmpresa(tenant, caller.email);
  const n = archivo.datos?.[0]?.elementos.length ?? 0;
  const empresa = archivo.empresas[0]?.nombreComercial || archivo.empresas[0]?.nombreLegal || tenant;
  return ok(archivo, fmt(msg.exportadoEmpresa, { n, empresa }));
});

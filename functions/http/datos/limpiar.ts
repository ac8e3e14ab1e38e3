// POST /api/datos/limpiar: a company's data cleared after a backup, the company and its users
// kept (D159); the body carries the company's name typed (the second confirmation) (part 2 §4; D95).
import { datos as msg, fmt } from '../../../shared/messages.js';
import { datosLimpiar } from '../../../shared/routes/datos.js';
import { limpiarEmpresa } from '../../lib/datos/limpieza.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosLimpiar, async ({ caller, tenant, body }) => {
  const r = await limpiarEmpresa(caller, tenant, body.confirmacion);
  return ok(
    r,
    fmt(msg.limpiado, {
      borrados: r.borrados,
      archivos: r.archivos,
      name: r.backup.name,
      empresa: body.confirmacion.trim(),
    }),
  );
});

// GET /api/informes/supervision/exportar: a period of the oversight record as CSV or JSON, for an audit (D153).
import { informesSupervisionExportar } from '../../../shared/routes/informes.js';
import { attachment } from '../../lib/attachment.js';
import { httpHandler, type RawReply } from '../../lib/http.js';
import { exportarRegistro } from '../../lib/supervision/lectura.js';

export const handler = httpHandler(informesSupervisionExportar, async ({ tenant, query }): Promise<RawReply> => {
  const e = await exportarRegistro(tenant, query);
  return attachment(e.tipo, e.nombre, e.contenido);
});

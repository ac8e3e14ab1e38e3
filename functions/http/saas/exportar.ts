// GET /api/saas/exportar/{tipo}: the SaaS panel's CSV exports (superadmin, D97). A small file is
// the answer itself (text/csv, attachment named {tipo}_{YYYY-MM-DD}.csv); a large one is answered
// in the JSON envelope as a short-lived link to the same file in S3.
import { saas as msg } from '../../../shared/messages.js';
import { saasExportar } from '../../../shared/routes/saas.js';
import { attachment } from '../../lib/attachment.js';
import { httpHandler, type RawReply } from '../../lib/http.js';
import { exportar } from '../../lib/saas/exportar.js';

export const handler = httpHandler(saasExportar, async ({ params }): Promise<RawReply> => {
  const e = await exportar(params.tipo);
  if (e.forma === 'enlace')
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: JSON.stringify({
        success: true,
        data: { nombre: e.nombre, url: e.url, filas: e.filas, caducaEn: e.caducaEn },
        message: msg.exportacionEnlace,
      }),
    };
  return attachment('text/csv; charset=utf-8', e.nombre, e.contenido);
});

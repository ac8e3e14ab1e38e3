// GET /api/saas/exportar/{tipo}: the SaaS panel's CSV exports (superadmin, D97). A small file is
// the answer itself (text/csv, attachment named {tipo}_{YYYY-MM-DD}.csv); a large one is answered
// in the JSON envelope as a short-lived link to the same file in S3.
import { saas as msg } from '../../../shared/messages.js';
import { saasExportar } from '../../../shared/routes/saas.js';
import { respuestaExportacion } from '../../lib/exportacion-csv.js';
import { httpHandler, type RawReply } from '../../lib/http.js';
import { exportar } from '../../lib/saas/exportar.js';

export const handler = httpHandler(saasExportar, async ({ params }): Promise<RawReply> =>
  respuestaExportacion(await exportar(params.tipo), msg.exportacionEnlace),
);

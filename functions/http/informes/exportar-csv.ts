// GET /api/informes/exportar: the Informes list (its filters and order, every page) as CSV; a large file as a 5-minute link.
import { informes as msg } from '../../../shared/messages.js';
import { informesExportarCsv } from '../../../shared/routes/informes.js';
import { respuestaExportacion } from '../../lib/exportacion-csv.js';
import { httpHandler, type RawReply } from '../../lib/http.js';
import { exportarInformes } from '../../lib/informes/exportar-lista.js';

export const handler = httpHandler(informesExportarCsv, async ({ tenant, query }): Promise<RawReply> =>
  respuestaExportacion(await exportarInformes(tenant, query), msg.exportacionEnlace),
);

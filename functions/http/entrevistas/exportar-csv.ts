// GET /api/entrevistas/exportar: the Entrevistas list (its filters, every page) as CSV; a large file as a 5-minute link.
import { entrevistas as msg } from '../../../shared/messages.js';
import { entrevistasExportarCsv } from '../../../shared/routes/entrevistas.js';
import { exportarEntrevistas } from '../../lib/entrevistas/exportar-lista.js';
import { respuestaExportacion } from '../../lib/exportacion-csv.js';
import { httpHandler, type RawReply } from '../../lib/http.js';

export const handler = httpHandler(entrevistasExportarCsv, async ({ tenant, query }): Promise<RawReply> =>
  respuestaExportacion(await exportarEntrevistas(tenant, query), msg.exportacionEnlace),
);

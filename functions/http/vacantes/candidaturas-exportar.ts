// GET /api/vacantes/{id}/exportar: the vacancy's candidates (or one stage's) as CSV; a large file as a 5-minute link.
import { vacantes as msg } from '../../../shared/messages.js';
import { vacantesCandidaturasExportar } from '../../../shared/routes/vacantes.js';
import { respuestaExportacion } from '../../lib/exportacion-csv.js';
import { httpHandler, type RawReply } from '../../lib/http.js';
import { exportarCandidaturas } from '../../lib/vacantes/exportar-candidaturas.js';

export const handler = httpHandler(vacantesCandidaturasExportar, async ({ tenant, params, query }): Promise<RawReply> =>
  respuestaExportacion(await exportarCandidaturas(tenant, params.id, query), msg.exportacionEnlace),
);

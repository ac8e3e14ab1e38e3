// GET /api/candidatos/exportar: the Candidatos list (its filters, every page) as CSV; a large file as a 5-minute link.
import { candidatos as msg } from '../../../shared/messages.js';
import { candidatosExportarCsv } from '../../../shared/routes/candidatos.js';
import { exportarCandidatos } from '../../lib/candidatos/exportar-lista.js';
import { respuestaExportacion } from '../../lib/exportacion-csv.js';
import { httpHandler, type RawReply } from '../../lib/http.js';

export const handler = httpHandler(candidatosExportarCsv, async ({ tenant, query }): Promise<RawReply> =>
  respuestaExportacion(await exportarCandidatos(tenant, query), msg.exportacionEnlace),
);

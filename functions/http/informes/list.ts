// GET /api/informes: the company's AI reports for the Informes screen (D69); a period in the company's
// days (D192); a vacancy of another company, or none, is a 404; a template and a reviewer (D198).
import { informesList } from '../../../shared/routes/informes.js';
import { paginaInformes } from '../../lib/db/informes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { filtroDeLista } from '../../lib/periodo-lista.js';

export const handler = httpHandler(informesList, async ({ tenant, query }) =>
  ok(await paginaInformes(tenant, query, await filtroDeLista(tenant, query))),
);

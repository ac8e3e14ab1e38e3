// GET /api/informes: the company's AI reports for the Informes screen (D69).
import { informesList } from '../../../shared/routes/informes.js';
import { paginaInformes } from '../../lib/db/informes.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesList, async ({ tenant, query }) => ok(await paginaInformes(tenant, query)));

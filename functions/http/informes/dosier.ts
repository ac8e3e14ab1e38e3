// GET /api/informes/dosier-algoritmico: the company's algorithm dossier for its workers' representatives (D174).
import { informesDosier } from '../../../shared/routes/informes.js';
import { generarDosier } from '../../lib/dosier/datos.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesDosier, async ({ tenant, query }) => ok(await generarDosier(tenant, query)));

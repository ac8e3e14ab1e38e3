// GET /api/informes/dosier-algoritmico: the company's algorithm dossier for its workers' representatives (D174),
// or with `tipo=estudio-impacto-co` a Colombian company's privacy impact study (issue 67 item 7).
import { informesDosier } from '../../../shared/routes/informes.js';
import { generarDocumento } from '../../lib/dosier/datos.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesDosier, async ({ tenant, query }) => ok(await generarDocumento(tenant, query)));

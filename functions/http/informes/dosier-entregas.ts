// GET /api/informes/dosier-algoritmico/entregas: the dossier's deliveries and whether it is out of date (D174).
import { informesDosierEntregas } from '../../../shared/routes/informes.js';
import { listarEntregas } from '../../lib/dosier/entregas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(informesDosierEntregas, async ({ tenant }) => ok(await listarEntregas(tenant)));

// GET /api/candidatos/{id}/exportar: everything stored about a candidate (GDPR right of access).
import { candidatosExportar } from '../../../shared/routes/candidatos.js';
import { exportarCandidato } from '../../lib/candidatos/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosExportar, async ({ tenant, params }) => ok(await exportarCandidato(tenant, params.id)));

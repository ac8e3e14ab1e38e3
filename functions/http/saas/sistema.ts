// GET /api/saas/sistema: the Sistema tab's statuses and checklist, from what is stored (superadmin, D99).
import { saasSistema } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { leerEstadoSistema } from '../../lib/sistema/leer-estado.js';

export const handler = httpHandler(saasSistema, async () => ok(await leerEstadoSistema()));

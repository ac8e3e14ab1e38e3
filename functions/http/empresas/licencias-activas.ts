// GET /api/empresas/licencias-activas: active licences and companies, from the counters kept on write.
import { empresasLicenciasActivas } from '../../../shared/routes/empresas.js';
import { licenciasActivas } from '../../lib/empresas/lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(empresasLicenciasActivas, async ({ tenant }) => ok(await licenciasActivas(tenant)));

// GET /api/claves-acceso?empresaId=: the company's API keys (never a secret).
import { clavesAccesoList } from '../../../shared/routes/claves-acceso.js';
import { listarClaves } from '../../lib/claves-acceso/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(clavesAccesoList, async ({ tenant }) => ok(await listarClaves(tenant)));

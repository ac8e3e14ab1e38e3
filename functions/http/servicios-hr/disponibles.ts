// GET /api/servicios-hr/disponibles?empresaId=: the AI services the company is offered when it
// schedules an interview (part 2 §6).
import { serviciosHrRoutes } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { serviciosDeEmpresa } from '../../lib/servicios-hr/servicios-empresa.js';

export const handler = httpHandler(serviciosHrRoutes.serviciosHrDisponibles, async ({ tenant }) => ok(await serviciosDeEmpresa(tenant)));

// GET /api/servicios-hr/disponibles?empresaId=: the AI services the company is offered when it
// schedules an interview (part 2 §6); beside them, `bloqueo` when it cannot schedule and why.
import { serviciosHrDisponibles } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { serviciosDeEmpresa } from '../../lib/servicios-hr/servicios-empresa.js';

export const handler = httpHandler(serviciosHrDisponibles, async ({ tenant }) => {
  const { servicios, bloqueo } = await serviciosDeEmpresa(tenant);
  return { ...ok(servicios), extra: bloqueo ? { bloqueo } : undefined };
});

// GET /api/demo/solicitudes/{id}: one demo request (superadmin; D96, D102).
import { demoGet } from '../../../shared/routes/demo.js';
import { leerSolicitudDemo } from '../../lib/demo/leer.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(demoGet, async ({ params }) => ok(await leerSolicitudDemo(params.id)));

// GET /api/demo/solicitudes: the demo requests, newest first, a page at a time (superadmin; D96).
import { demoList } from '../../../shared/routes/demo.js';
import { listarSolicitudesDemo } from '../../lib/demo/listar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(demoList, async ({ query }) => ok(await listarSolicitudesDemo(query)));

// GET /api/datos/limpiezas/{id}: a clear job's status, phase and progress (D103).
import { datosLimpieza } from '../../../shared/routes/datos.js';
import { leerLimpieza } from '../../lib/datos/limpieza-lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(datosLimpieza, async ({ tenant, params }) => ok(await leerLimpieza(tenant, params.id)));

// GET /api/greenhouse/list_tests (Greenhouse, with the company's key): the company's HR services as tests.
import { greenhouseServicios } from '../../../shared/routes/greenhouse.js';
import { pruebasDeEmpresa } from '../../lib/greenhouse/servicios.js';
import { jsonCrudo } from '../../lib/greenhouse/respuesta.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(greenhouseServicios, async ({ tenant }) => jsonCrudo(await pruebasDeEmpresa(tenant)));

// GET /api/servicios-hr/propias/{id}?version=: one of the company's templates with its history, or an earlier version (D164).
import { serviciosHrPropiasGet } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { leerPropia } from '../../lib/servicios-hr/plantillas-propias.js';

export const handler = httpHandler(serviciosHrPropiasGet, async ({ tenant, params, query }) =>
  ok(await leerPropia(tenant, params.id, query.version)),
);

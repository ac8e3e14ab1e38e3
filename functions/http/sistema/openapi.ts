// GET /api/openapi.json: the API description generated from the route table (no hand-written copy).
import { routeList } from '../../../shared/routes/index.js';
import { sistemaOpenapi } from '../../../shared/routes/sistema.js';
import { httpHandler } from '../../lib/http.js';
import { buildOpenApi } from '../../lib/openapi.js';

let document: string | undefined;

export const handler = httpHandler(sistemaOpenapi, async () => {
  document ??= JSON.stringify(buildOpenApi(routeList));
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    body: document,
  };
});

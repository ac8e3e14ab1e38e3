// GET /api/configuracion/empresa/{empresaId}/apis: the company's keys (masked), their status and stats.
import { configuracionEmpresaApis } from '../../../shared/routes/configuracion.js';
import { estadoEmpresa } from '../../lib/configuracion/claves-estado.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(configuracionEmpresaApis, async ({ tenant }) => {
  const { data, stats } = await estadoEmpresa(tenant);
  return { status: 200, data, extra: { stats } };
});

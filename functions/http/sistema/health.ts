// GET /api/test: the health check of spec part 1 §7.2. A database outage answers 503 with
// database:'error' so monitors and the connection badge see it.
import { servidor } from '../../../shared/messages.js';
import { sistemaHealth } from '../../../shared/routes/sistema.js';
import { httpHandler } from '../../lib/http.js';
import { checkHealth } from '../../lib/sistema/health.js';

export const handler = httpHandler(sistemaHealth, async () => {
  const { latencyMs: _latency, ...data } = await checkHealth();
  if (data.database === 'error') return { status: 503, data, message: servidor.baseDatosNoDisponible };
  return { status: 200, data, message: 'Servidor y base de datos operativos' };
});

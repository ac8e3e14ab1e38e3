// DELETE /api/empresas/{id}: marks the company for deletion and queues the job (202 with its
// progress; the same 202 with the running one's progress when a deletion is already under way).
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { empresasDelete } from '../../../shared/routes/empresas.js';
import { solicitarEliminacion } from '../../lib/empresas/solicitar-eliminacion.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(empresasDelete, async ({ caller, tenant }) => {
  const { eliminacion, iniciada } = await solicitarEliminacion(caller, tenant);
  return { status: 202, data: eliminacion, message: iniciada ? msgEmpresas.eliminacionEnCurso : msgEmpresas.eliminacionYaEnCurso };
});

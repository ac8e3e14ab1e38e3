// PUT /api/servicios-hr/propias/{id}: saves the company's template as its next version (D164); when
// that makes the last delivered algorithm dossier out of date, the admins hear of it (D174).
import { fmt, plantillasPropias as msg } from '../../../shared/messages.js';
import { serviciosHrPropiasUpdate } from '../../../shared/routes/servicios-hr.js';
import { avisarDosierDesactualizado } from '../../lib/dosier/entregas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { logger } from '../../lib/logger.js';
import { actualizarPropia } from '../../lib/servicios-hr/plantillas-propias.js';

export const handler = httpHandler(serviciosHrPropiasUpdate, async ({ caller, tenant, params, body }) => {
  const guardada = await actualizarPropia(caller, tenant, params.id, body);
  // After the commit, best effort: the dossier's own screen shows the same state whatever happens here.
  await avisarDosierDesactualizado(tenant, params.id).catch((err: unknown) =>
    logger.error('Dossier notice not sent', { empresaId: tenant, plantillaId: params.id, error: (err as Error).message }),
  );
  return ok(guardada, fmt(msg.actualizada, { version: guardada.version }));
});

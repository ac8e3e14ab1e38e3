// PUT /api/vacantes/etapas: the stages renamed, added, ordered and deleted, from the version read (D195).
import { vacantes as msg } from '../../../shared/messages.js';
import { vacantesEtapasUpdate } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { guardarEtapasEmpresa } from '../../lib/vacantes/etapas.js';

export const handler = httpHandler(vacantesEtapasUpdate, async ({ caller, tenant, body }) =>
  ok(await guardarEtapasEmpresa(caller, tenant, body), msg.etapasGuardadas),
);

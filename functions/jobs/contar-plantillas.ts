// Consumer of the contar-plantillas queue (shared/colas.ts; D168, D169): one change of a company's
// scheduled interviews of a template, or of its events on the platform counters, handed off through
// the outbox in the change's transaction, is applied to its count once. The change's outbox record goes in the same transaction as
// the count (not on receipt, as the other queues clear theirs): a second delivery finds it gone.
import { jobHandler } from '../lib/colas/consumidor.js';
import { aplicarConteo } from '../lib/servicios-hr/conteo.js';

export const handler = jobHandler('contar-plantillas', {
  registro: 'Template count run',
  claves: (m) => ({
    empresaId: m.empresaId,
    ...('contadores' in m ? { contadores: m.contadores } : { servicioId: m.servicioId, delta: m.delta }),
    trabajo: m.envio.trabajo,
  }),
  procesar: (m) => aplicarConteo(m),
  acuseEnElTrabajo: true,
  // The record stays in the outbox: the sweep sends it again later; the dead-letter alarm tells.
  abandonar: async () => undefined,
});

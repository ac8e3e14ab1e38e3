// Consumer of the simular-entrevista queue (shared/colas.ts): a simulated interview's demo transcript,
// delivered 2 s after the start, then its analysis handed off 2 s later (part 2 §9) through the
// outbox (D78), whose record for this message the first delivery clears.
import { enviarACola } from '../lib/aws/sqs.js';
import { jobHandler } from '../lib/colas/consumidor.js';
import { completarSimulacion } from '../lib/entrevistas/simular.js';

export const handler = jobHandler('simular-entrevista', {
  registro: 'Simulated interview run',
  claves: (m) => ({ empresaId: m.empresaId, entrevistaId: m.entrevistaId }),
  procesar: (m) => completarSimulacion(m, enviarACola),
  // The demo stays en_progreso: the screen can cancel it; nothing to tell anyone.
  abandonar: async () => undefined,
});

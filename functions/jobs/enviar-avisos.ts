// Consumer of the enviar-avisos queue (shared/colas.ts; issue 55, DESIGN §12): one notice of the
// candidate's help or feedback, handed off through the outbox in the transaction of the write it
// tells, sent once (functions/lib/avisos/enviar.ts marks it on its item before sending).
import { abandonarAviso, enviarAviso } from '../lib/avisos/enviar.js';
import { jobHandler } from '../lib/colas/consumidor.js';

export const handler = jobHandler('enviar-avisos', {
  registro: 'Notice run',
  claves: (m) => ({ empresaId: m.empresaId, entrevistaId: m.entrevistaId, aviso: m.aviso }),
  procesar: (m) => enviarAviso(m),
  // The record stays in the outbox only until the first delivery; the dead-letter alarm tells, and
  // the feedback's e-mail is recorded as not sent.
  abandonar: abandonarAviso,
});

// The consumers of the data jobs' queues (the import, D100, and the clear, D103): jobHandler's, and at
// the end of each run, done or not, the templates' counts of scheduled interviews that the run's rows
// moved (D168) are sent, so a run that stops half-way still hands on what it changed.
import type { ColaId, MensajeDe } from '../../../shared/colas.js';
import { enviarACola } from '../aws/sqs.js';
import { jobHandler, type Trabajo } from '../colas/consumidor.js';
import { enviarConteosDeEmpresa } from '../servicios-hr/conteo.js';

export function consumidorDeDatos<C extends Extract<ColaId, 'importar-datos' | 'limpiar-datos'>, R>(cola: C, t: Trabajo<C, R>) {
  return jobHandler(cola, {
    ...t,
    procesar: async (m, o) => {
      try {
        return await t.procesar(m, o);
      } finally {
        await enviarConteosDeEmpresa((m as MensajeDe<'importar-datos' | 'limpiar-datos'>).empresaId, enviarACola);
      }
    },
  });
}

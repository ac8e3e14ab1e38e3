// Scheduled every hour (shared/jobs.ts): the reminders that must reach people once — licences and
// trials ending within 7 days (company admins), interviews within the next 24 hours (the
// candidate's email, the scheduler's and admins' notification).
import { recordarEntrevistas, type ResultadoRecordatorios } from '../lib/entrevistas/recordatorios.js';
import { avisarLicenciasPorVencer } from '../lib/notificaciones/avisos-licencia.js';
import { conRegistro } from '../lib/sistema/ejecuciones.js';

type Resultado = { licencias: { empresas: number; notificaciones: number }; entrevistas: ResultadoRecordatorios };

export function handler(): Promise<Resultado> {
  return conRegistro('recordatorios', recordar);
}

async function recordar(): Promise<Resultado> {
  const now = new Date();
  // Independent: one failing must not stop the other.
  const [licencias, entrevistas] = await Promise.allSettled([avisarLicenciasPorVencer(now), recordarEntrevistas(now)]);
  if (licencias.status === 'rejected') throw licencias.reason;
  if (entrevistas.status === 'rejected') throw entrevistas.reason;
  return { licencias: licencias.value, entrevistas: entrevistas.value };
}

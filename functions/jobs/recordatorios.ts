// Scheduled every hour (shared/jobs.ts): the reminders that must reach users once.
import { avisarLicenciasPorVencer } from '../lib/notificaciones/recordatorios.js';

export async function handler(): Promise<{ licencias: { empresas: number; notificaciones: number } }> {
  return { licencias: await avisarLicenciasPorVencer() };
}

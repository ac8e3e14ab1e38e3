// THE list of scheduled jobs: EventBridge rules in AWS, the local stack's scheduler locally.
import type { JobDef } from './route-types.js';

export const jobs: JobDef[] = [
  {
    id: 'health',
    handler: 'health',
    rateMinutes: 5,
    grants: ['table:write'],
    summary: 'Comprueba servidor y base de datos y guarda el resultado para el indicador de conexión',
  },
  {
    id: 'recordatorios',
    handler: 'recordatorios',
    rateMinutes: 60,
    grants: ['table:write', 'mail:send'],
    summary:
      'Avisa una sola vez de las licencias y periodos de prueba que terminan en 7 días y recuerda por email las entrevistas de las próximas 24 horas',
  },
];

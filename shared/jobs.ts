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
  {
    id: 'reenviar-pendientes',
    handler: 'reenviar-pendientes',
    rateMinutes: 5,
    // Reads the pending hand-offs (a sparse GSI1 partition) and sends again those no consumer has
    // received (D78); the queues are every queue a request or a job hands work to through the outbox.
    // Also sends the webhook deliveries whose retry is due (a sparse GSI1 partition by due time).
    grants: ['table:write', 'queue:send'],
    colas: [
      'analizar-entrevista',
      'simular-entrevista',
      'importar-candidatos',
      'eliminar-empresa',
      'importar-datos',
      'limpiar-datos',
      'entregar-webhooks',
      'contar-plantillas',
    ],
    summary:
      'Reenvía a su cola los trabajos entregados a una cola cuyo envío no llegó (la bandeja de salida: análisis de entrevistas, simulaciones, importaciones de candidatos y de datos, borrados de datos, eliminaciones de empresas, eventos de webhooks y cambios de la cuenta de entrevistas de cada plantilla) y pone en cola las entregas de webhooks cuyo reintento ya toca',
  },
  {
    id: 'cierre-mes',
    handler: 'cierre-mes',
    rateMinutes: 60,
    grants: ['table:write'],
    summary:
      'Cierra cada mes una sola vez con su foto (MRR, ingresos y empresas activas) para el historial del panel SaaS; un mes que se saltó lo cierra la siguiente ejecución',
  },
  {
    id: 'reconciliar-contadores',
    handler: 'reconciliar-contadores',
    rateMinutes: 1440,
    grants: ['table:write'],
    summary:
      'Recuenta a partir de los elementos los contadores que las peticiones suman en fracciones (empresas, licencias y MRR de la plataforma, entrevistas programadas de cada plantilla, entrevistas e informes de cada empresa, candidatos por estado y solicitudes de demo pendientes, tras borrar las solicitudes que pasaron su plazo de conservación) y corrige los que no cuadran',
  },
  {
    id: 'borrados-solicitados',
    handler: 'borrados-solicitados',
    rateMinutes: 60,
    // files:delete: the candidate's CV goes with them (D163).
    grants: ['table:write', 'mail:send', 'files:delete'],
    summary:
      'Borra los candidatos que pidieron desde «Mis datos» que se borraran sus datos cuando termina el plazo de la empresa para oponerse (salvo oposición con motivo legal) y les envía la confirmación una sola vez',
  },
  {
    id: 'retencion',
    handler: 'retencion',
    rateMinutes: 60,
    // Reads the retention entries due (a sparse GSI1 partition per shard, D151); the erasure emits
    // the webhooks' `candidato.borrado` through the outbox, as the Candidatos delete does.
    grants: ['table:write', 'mail:send', 'queue:send', 'files:delete'],
    colas: ['entregar-webhooks', 'contar-plantillas'],
    summary:
      'Aplica el plazo de conservación de cada empresa: avisa por email al candidato no seleccionado 7 días antes y después borra sus datos (una sola vez aunque se repita)',
  },
];

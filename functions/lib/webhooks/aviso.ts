// An endpoint turned off by its deliveries (a 410, or days of failures) is told once, by the one run
// whose conditional write turned it off: the company's active admins get the stored template
// `webhookDesactivado` (D62) and a bell notification whose clave names the endpoint and the version
// it was turned off at (D109: told again, it writes nothing). Neither undoes the turning off: a
// failed email is logged (the send log keeps it).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, webhooks as msg } from '../../../shared/messages.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import type { WebhookItem } from '../db/webhooks.js';
import { avisarAdmins } from '../notificaciones/avisar-admins.js';
import { DIAS_HASTA_DESACTIVAR } from './constantes.js';

export async function avisarDesactivado(w: WebhookItem, motivo: 'gone' | 'fallos', now: Date): Promise<void> {
  const empresa = await getEmpresa(w.empresaId);
  const nombre = empresa ? nombreEmpresa(empresa) : '';
  const enlace = `${config.webOrigin}/integraciones?tab=webhooks`;
  const motivoTexto = motivo === 'gone' ? 'respondió 410 (Gone)' : `lleva ${DIAS_HASTA_DESACTIVAR} días sin aceptar ninguna entrega`;
  await avisarAdmins(
    w.empresaId,
    empresa,
    {
      plantilla: 'webhookDesactivado',
      variables: (admin) => ({ nombre: admin, nombreEmpresa: nombre, url: w.url, motivo: motivoTexto, enlace }),
      fallo: 'Webhook turned-off email not sent',
      registro: { webhookId: w.id },
    },
    {
      type: 'sistema',
      prioridad: 'alta',
      title: msg.avisoTitulo,
      message: motivo === 'gone' ? fmt(msg.avisoGone, { url: w.url }) : fmt(msg.avisoFallos, { url: w.url, dias: DIAS_HASTA_DESACTIVAR }),
      actionUrl: '/integraciones?tab=webhooks',
      actionText: msg.avisoAccion,
      clave: `webhook-desactivado:${w.id}:${w.version + 1}`,
    },
    now,
  );
}

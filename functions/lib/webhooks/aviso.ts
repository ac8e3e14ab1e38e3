// An endpoint turned off by its deliveries (a 410, or days of failures) is told once, by the one run
// whose conditional write turned it off: the company's active admins get the stored template
// `webhookDesactivado` (D62) and a bell notification whose clave names the endpoint and the version
// it was turned off at (D109: told again, it writes nothing). Neither undoes the turning off: a
// failed email is logged (the send log keeps it).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, webhooks as msg } from '../../../shared/messages.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { perfilesDeEmpresa } from '../db/usuarios.js';
import type { WebhookItem } from '../db/webhooks.js';
import { logger } from '../logger.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';
import { notificar } from '../notificaciones/notificar.js';
import { DIAS_HASTA_DESACTIVAR } from './constantes.js';

export async function avisarDesactivado(w: WebhookItem, motivo: 'gone' | 'fallos', now: Date): Promise<void> {
  const [admins, empresa] = await Promise.all([perfilesDeEmpresa(w.empresaId), getEmpresa(w.empresaId)]);
  const destinatarios = admins.filter((u) => u.rol === 'admin' && u.activo !== false);
  const nombre = empresa ? nombreEmpresa(empresa) : '';
  const enlace = `${config.webOrigin}/integraciones?tab=webhooks`;
  const motivoTexto = motivo === 'gone' ? 'respondió 410 (Gone)' : `lleva ${DIAS_HASTA_DESACTIVAR} días sin aceptar ninguna entrega`;
  for (const a of destinatarios) {
    try {
      await enviarPlantilla(
        'webhookDesactivado',
        { to: a.email, empresaId: w.empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined },
        { nombre: a.nombre || a.email, nombreEmpresa: nombre, url: w.url, motivo: motivoTexto, enlace },
      );
    } catch (err) {
      logger.error('Webhook turned-off email not sent', { empresaId: w.empresaId, webhookId: w.id, error: (err as Error).message });
    }
  }
  await notificar(
    destinatarios.map((a) => ({ userId: a.id, empresaId: w.empresaId })),
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

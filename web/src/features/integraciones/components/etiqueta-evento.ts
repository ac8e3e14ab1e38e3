// An event type's label in the webhooks' screens (D147); a type the client does not know yet shows as sent.
import { EVENTO_WEBHOOK_ETIQUETA, type TipoEventoWebhook } from '@shared/schemas/webhooks';

export const etiquetaEvento = (t: string) => EVENTO_WEBHOOK_ETIQUETA[t as TipoEventoWebhook] ?? t;

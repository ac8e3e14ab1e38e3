// GET /api/entrevistas/{id}/whatsapp (issue 68 items 4 and 7): the interview's WhatsApp sends for its
// screen — one Query on `WAENVIO#{entrevistaId}#`, newest first, bounded (an interview has a few: the
// invitation, reminders, a change, answers). Reads only: no Cloud API, no KMS.
import { entrevistas as msgEntrevistas } from '../../../shared/messages.js';
import { ENVIOS_WHATSAPP_MAX, type EnvioWhatsApp, type EnviosWhatsAppEntrevista } from '../../../shared/schemas/whatsapp-envios.js';
import { NOMBRE_MERCADO } from '../../../shared/whatsapp-tarifas.js';
import { getEntrevista } from '../db/entrevistas.js';
import { tenantPk } from '../db/keys.js';
import { queryPage } from '../db/repository.js';
import { whatsappKeys, type EnvioWhatsAppItem } from '../db/whatsapp-mensajes.js';
import { NotFoundError } from '../errors.js';

export function vistaEnvio(i: EnvioWhatsAppItem): EnvioWhatsApp {
  const ultimo = i.estados?.length ? i.estados[i.estados.length - 1] : undefined;
  return {
    id: i.id,
    tipo: i.tipo,
    plantilla: i.plantilla ?? null,
    categoria: i.categoria,
    estado: i.estado,
    motivo: i.motivo ?? ultimo?.motivo ?? null,
    enviadoEn: i.enviadoEn,
    estadoEn: ultimo?.en ?? i.enviadoEn,
    mercado: i.mercado ? NOMBRE_MERCADO[i.mercado] : null,
    precioEstimado: i.precioEstimado ?? null,
  };
}

export async function enviosWhatsAppDeEntrevista(empresaId: string, entrevistaId: string): Promise<EnviosWhatsAppEntrevista> {
  const [e, pagina] = await Promise.all([
    getEntrevista(empresaId, entrevistaId),
    queryPage<EnvioWhatsAppItem>({
      pk: tenantPk(empresaId),
      skPrefix: whatsappKeys.enviosDe(entrevistaId),
      limit: ENVIOS_WHATSAPP_MAX,
      newestFirst: true,
    }),
  ]);
  if (!e) throw new NotFoundError(msgEntrevistas.noEncontrada);
  return { entrevistaId, envios: pagina.items.map(vistaEnvio), hayMas: pagina.cursor !== null };
}

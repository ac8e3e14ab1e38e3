// Connecting a company's own WhatsApp Business number (issue 68 item 1): the token and the app secret
// are sealed as the AI providers' keys are (D60: functions/lib/cifrado.ts, envelope encryption with
// the secrets KMS key, the `keys:seal` grant), each bound to the company and its use so a sealed value
// copied elsewhere does not open; they never leave in an answer, a log line or an error.
import { whatsapp as msg, fmt } from '../../../shared/messages.js';
import type { ConexionWhatsApp, ConexionWhatsAppBody } from '../../../shared/schemas/whatsapp.js';
import type { Caller } from '../auth/caller.js';
import { sellar } from '../cifrado.js';
import { paisDeEmpresa } from '../../../shared/paises.js';
import { idiomaPlantillas } from '../../../shared/whatsapp-plantillas.js';
import { getEmpresa } from '../db/empresas.js';
import {
  conexionWhatsAppDe,
  guardarConexionWhatsApp,
  guardarPlantillasWhatsApp,
  guardarWebhookWhatsApp,
  type ConexionWhatsAppItem,
} from '../db/whatsapp.js';
import { logger } from '../logger.js';
import { comprobarNumero, type OpcionesCloudApi } from './cloud-api.js';
import { nuevoSecretoWebhook } from './webhook-firma.js';
import { contextoWhatsApp } from './contexto.js';
import { mostrarConexion } from './estado.js';
import { resumenPlantillas, sincronizarPlantillas } from './plantillas.js';

export { contextoWhatsApp };

/**
 * PUT …/empresa/{empresaId}/whatsapp: verifies the connection with the values as typed (the number's
 * node), then seals and stores them with the outcome, replacing any connection before. A refused
 * verification is stored and said («error» with the reason), not a failed save: the admin sees why.
 * A working connection then gets the product's templates (issue 68 item 2): created in the account
 * where missing, in the company's Spanish (idiomaPlantillas), and their states read and stored.
 */
export async function guardarWhatsApp(
  empresaId: string,
  body: ConexionWhatsAppBody,
  caller: Caller,
  now = new Date(),
  o: OpcionesCloudApi = {},
): Promise<{ conexion: ConexionWhatsApp; mensaje: string }> {
  const [comprobacion, antes] = await Promise.all([
    comprobarNumero(body.phoneNumberId, body.accessToken, now, o),
    conexionWhatsAppDe(empresaId),
  ]);
  // The webhook's URL and verify token stay what the admin pasted in Meta's dashboard: made once, on
  // the first save (or the first since the webhook existed), and kept by every replacement.
  const webhookId = antes?.webhookId ?? nuevoSecretoWebhook();
  const verifyToken = antes?.verifyToken ?? nuevoSecretoWebhook();
  // The look-up first: a connection never names a webhook that leads nowhere.
  if (!antes?.webhookId) await guardarWebhookWhatsApp(webhookId, empresaId);
  const item: ConexionWhatsAppItem = {
    phoneNumberId: body.phoneNumberId,
    wabaId: body.wabaId,
    sobreToken: await sellar(body.accessToken, contextoWhatsApp(empresaId, 'token')),
    tokenUltimos4: body.accessToken.slice(-4),
    sobreAppSecret: await sellar(body.appSecret, contextoWhatsApp(empresaId, 'app-secret')),
    comprobacion,
    actualizadaEn: now.toISOString(),
    actualizadaPor: caller.userId,
    webhookId,
    verifyToken,
  };
  await guardarConexionWhatsApp(empresaId, item);
  logger.info('WhatsApp connection saved', { empresaId, estado: comprobacion.estado, por: caller.userId });
  // States read with the connection this one replaces say nothing about this one: until it works, none.
  if (comprobacion.estado !== 'conectada') await guardarPlantillasWhatsApp(empresaId, []);
  if (comprobacion.estado !== 'conectada')
    return { conexion: mostrarConexion(item), mensaje: fmt(msg.guardadaConError, { error: comprobacion.error ?? '' }) };
  const empresa = await getEmpresa(empresaId);
  const plantillas = await sincronizarPlantillas(
    empresaId,
    { wabaId: body.wabaId, token: body.accessToken, idioma: idiomaPlantillas(paisDeEmpresa(empresa)), crear: true },
    now,
    o,
  );
  return {
    conexion: mostrarConexion(item, plantillas),
    mensaje: `${fmt(msg.conectada, { nombre: comprobacion.nombreVerificado ?? '', numero: comprobacion.numero ?? '' })}. ${resumenPlantillas(plantillas)}`,
  };
}

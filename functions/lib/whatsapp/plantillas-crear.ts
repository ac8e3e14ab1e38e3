// «Crear plantillas de nuevo» in Configuración's WhatsApp section (issue 68 item 2): with the stored
// connection's token (opened here, so this module's function carries the KMS client and the `keys:open`
// grant), creates the product's templates the account is missing and reads every template's state.
import { whatsapp as msg } from '../../../shared/messages.js';
import type { ConexionWhatsApp } from '../../../shared/schemas/whatsapp.js';
import { paisDeEmpresa } from '../../../shared/paises.js';
import { idiomaPlantillas } from '../../../shared/whatsapp-plantillas.js';
import { abrir } from '../cifrado.js';
import { getEmpresa } from '../db/empresas.js';
import { conexionWhatsAppDe } from '../db/whatsapp.js';
import { ValidationError } from '../errors.js';
import type { OpcionesCloudApi } from './cloud-api.js';
import { contextoWhatsApp } from './conexion-guardar.js';
import { mostrarConexion } from './estado.js';
import { resumenPlantillas, sincronizarPlantillas } from './plantillas.js';

/** POST …/empresa/{empresaId}/whatsapp/plantillas. A connection that does not work is a 400 that says so. */
export async function crearPlantillasDeNuevo(
  empresaId: string,
  now = new Date(),
  o: OpcionesCloudApi = {},
): Promise<{ conexion: ConexionWhatsApp; mensaje: string }> {
  const c = await conexionWhatsAppDe(empresaId);
  if (!c || c.comprobacion.estado !== 'conectada') throw new ValidationError(msg.plantillasSinConexion);
  const [token, empresa] = await Promise.all([abrir(c.sobreToken, contextoWhatsApp(empresaId, 'token')), getEmpresa(empresaId)]);
  const plantillas = await sincronizarPlantillas(
    empresaId,
    { wabaId: c.wabaId, token, idioma: idiomaPlantillas(paisDeEmpresa(empresa)), crear: true },
    now,
    o,
  );
  return { conexion: mostrarConexion(c, plantillas), mensaje: resumenPlantillas(plantillas) };
}

// POST /api/configuracion/empresa/{empresaId}/whatsapp/plantillas: creates the missing templates and reads their states.
import { configuracionWhatsappPlantillas } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { crearPlantillasDeNuevo } from '../../lib/whatsapp/plantillas-crear.js';

export const handler = httpHandler(configuracionWhatsappPlantillas, async ({ tenant }) => {
  const { conexion, mensaje } = await crearPlantillasDeNuevo(tenant);
  return ok(conexion, mensaje);
});

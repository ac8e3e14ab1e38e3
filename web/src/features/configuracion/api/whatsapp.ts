// The company's WhatsApp Business number (issue 68 item 1): read through useRuta, changed through
// llamar; after a change every mounted read of the family asks again.
import type { ConexionWhatsApp, ConexionWhatsAppBody } from '@shared/schemas/whatsapp';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { useRuta } from '../../../lib/use-ruta';

export type { ConexionWhatsApp };

export function useConexionWhatsApp(empresaId: string) {
  return useRuta('GET /api/configuracion/empresa/{empresaId}/whatsapp', { params: { empresaId } });
}

export async function guardarConexionWhatsApp(empresaId: string, body: ConexionWhatsAppBody) {
  const r = await llamar('PUT /api/configuracion/empresa/{empresaId}/whatsapp', { params: { empresaId }, body });
  void invalidar('configuracion');
  return r;
}

export async function eliminarConexionWhatsApp(empresaId: string) {
  const r = await llamar('DELETE /api/configuracion/empresa/{empresaId}/whatsapp', { params: { empresaId } });
  void invalidar('configuracion');
  return r;
}

/** «Crear plantillas de nuevo»: the missing templates created and every template's state read again. */
export async function crearPlantillasWhatsApp(empresaId: string) {
  const r = await llamar('POST /api/configuracion/empresa/{empresaId}/whatsapp/plantillas', { params: { empresaId } });
  void invalidar('configuracion');
  return r;
}

// An interview's WhatsApp sends when the interview is erased with its candidate (issue 68 item 3; GDPR
// art. 17): each send names the candidate and their number, so it goes, with the pointer from Meta's
// message id to it (a later status for that id then finds nothing and is dropped).
import { tenantPk, type Key } from '../db/keys.js';
import { deleteItems, queryAll } from '../db/repository.js';
import { whatsappKeys, type EnvioWhatsAppItem } from '../db/whatsapp-mensajes.js';

/** Deletes the interview's sends and their pointers; answers how many sends. */
export async function borrarEnviosWhatsApp(empresaId: string, entrevistaId: string): Promise<number> {
  const envios = await queryAll<EnvioWhatsAppItem & Key>({
    pk: tenantPk(empresaId),
    skPrefix: whatsappKeys.enviosDe(entrevistaId),
    consistent: true,
  });
  const claves = envios.flatMap((e): Key[] => [
    { PK: e.PK, SK: e.SK },
    ...(typeof e.wamid === 'string' && e.wamid ? [whatsappKeys.mensaje(empresaId, e.wamid)] : []),
  ]);
  if (claves.length > 0) await deleteItems(claves);
  return envios.length;
}

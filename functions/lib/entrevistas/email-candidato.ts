// The candidate's emails about an interview: the invitation (new or updated, programar.ts) and the
// reminder (recordatorios.ts) say the same things — the company, the service, the date in the
// interview's time zone, the duration and the link — in the company's brand.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { EmpresaItem } from '../db/empresas.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla, type ResultadoEnvio } from '../mail/send.js';
import { fechaEntrevista } from './fecha.js';
import { enlacePublico, type EntrevistaItem } from './item.js';

/** Sends `plantilla` to the interview's candidate, with `token` as the link's; throws what the send throws. */
export function enviarAlCandidato(
  plantilla: 'invitacionEntrevista' | 'recordatorioEntrevista',
  e: EntrevistaItem,
  empresa: EmpresaItem,
  token: string,
): Promise<ResultadoEnvio> {
  const { texto: fecha, zona } = fechaEntrevista(e.fechaProgramada, e.zonaHoraria);
  return enviarPlantilla(
    plantilla,
    { to: e.candidatoEmail, empresaId: e.empresaId, marca: marcaDeEmpresa(empresa) },
    {
      nombreCandidato: e.candidatoNombre,
      nombreEmpresa: nombreEmpresa(empresa),
      servicio: e.servicioNombre,
      fecha,
      zonaHoraria: zona,
      duracion: String(e.duracionEstimada),
      enlace: enlacePublico(token),
    },
  );
}

// A mail to the candidate of one interview, in their company's brand, with the fields those templates
// share (their name, the company's, the interview's service and the link to «Mis datos»): the feedback
// (D173), the help's answers (D172) and a contestation's answer (D156) say only what is their own.
// A field carrying a message written for the candidate (a contestation's outcome, shared/messages.ts
// `impugnacion.resultado*`) goes in the company's Spanish (D215), as the template around it does.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { enVariante } from '../../../shared/espanol.js';
import type { PlantillaId, VariablesDe } from '../../../shared/email/plantillas.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { marcaDeEmpresa } from './marca.js';
import { enviarPlantilla, type ResultadoEnvio } from './send.js';

type Comunes = 'nombreCandidato' | 'nombreEmpresa' | 'servicio' | 'enlace';

interface EntrevistaDelCandidato {
  empresaId: string;
  candidatoEmail: string;
  candidatoNombre: string;
  servicioNombre: string;
}

export async function enviarAlCandidato<P extends PlantillaId>(
  id: P,
  e: EntrevistaDelCandidato,
  vars: Omit<VariablesDe<P>, Comunes>,
): Promise<ResultadoEnvio> {
  const empresa = await getEmpresa(e.empresaId);
  const comunes = {
    nombreCandidato: e.candidatoNombre,
    nombreEmpresa: empresa ? nombreEmpresa(empresa) : '',
    servicio: e.servicioNombre,
    enlace: `${config.webOrigin}/mis-datos`,
  };
  const destino = { to: e.candidatoEmail, empresaId: e.empresaId, marca: empresa ? marcaDeEmpresa(empresa) : undefined };
  const propias = Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? enVariante(v, destino.marca?.variante) : v]),
  );
  return enviarPlantilla(id, destino, { ...comunes, ...propias } as unknown as VariablesDe<P>);
}

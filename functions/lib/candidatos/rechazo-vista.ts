// The rejection mail's preview (D163): the «Proceso no continúa» template rendered as the candidate
// would receive it. Apart from the send (rechazo.ts) so that the preview's function carries no mail client.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { DEFINICION_PLANTILLAS, enSuEspanol } from '../../../shared/email/plantillas.js';
import { renderPlantilla } from '../../../shared/email/render.js';
import { candidatos as msgCandidatos } from '../../../shared/messages.js';
import { getCandidato, type CandidatoItem } from '../db/candidatos.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { NotFoundError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { fechaEntrevista } from '../entrevistas/fecha.js';
import { configEmailVigente } from '../mail/config.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { rechazoDe } from './envios-vista.js';

export const PLANTILLA = 'rechazoCandidato' as const;

export function zonaDe(empresa: EmpresaItem): string {
  return fechaEntrevista(new Date().toISOString(), (empresa.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria).zona;
}

export function variables(c: CandidatoItem, empresa: EmpresaItem) {
  return {
    nombreCandidato: c.nombre,
    nombreEmpresa: nombreEmpresa(empresa),
    puesto: String(c.posicion || c.puesto || 'este proceso'),
  };
}

export async function leer(empresaId: string, id: string): Promise<{ c: CandidatoItem; empresa: EmpresaItem }> {
  const [c, empresa] = await Promise.all([getCandidato(empresaId, id), getEmpresa(empresaId)]);
  if (!c) throw new NotFoundError(msgCandidatos.noEncontrado);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  return { c, empresa };
}

/** GET …/rechazo: the mail as the candidate would receive it (the platform's template, the company's brand). */
export async function vistaRechazo(empresaId: string, id: string) {
  const { c, empresa } = await leer(empresaId, id);
  const { config } = await configEmailVigente();
  const marca = marcaDeEmpresa(empresa);
  // As it will go: in the candidate's Spanish while the template is the default (D215).
  const plantilla = enSuEspanol(
    PLANTILLA,
    (config.templates.candidatos as Record<string, { enabled: boolean; subject: string; html: string }>)[PLANTILLA] ?? {
      enabled: true,
      subject: DEFINICION_PLANTILLAS[PLANTILLA].subject,
      html: DEFINICION_PLANTILLAS[PLANTILLA].html,
    },
    marca?.variante,
  );
  const r = renderPlantilla(plantilla, variables(c, empresa), marca ?? { nombre: nombreEmpresa(empresa) });
  return { para: c.email, asunto: r.subject, html: r.html, activada: plantilla.enabled, enviado: rechazoDe(c) };
}

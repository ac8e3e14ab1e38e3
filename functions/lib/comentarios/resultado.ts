// The outcome the candidate is told (D180): which one — the candidate's state the review left,
// seleccionado or rechazado, else nothing to tell yet — and the mail's draft, the company's own
// template for it (the platform's «Resultados de la entrevista» or «Proceso no continúa», as the
// superadmin configured it) filled with the company's and the candidate's values as plain text, for
// the person to edit before it leaves. Whether it was already told, before D180 by the review's own
// mail or by the profile's rejection mail (D170): then no second outcome mail goes.
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { DEFINICION_PLANTILLAS, enSuEspanol } from '../../../shared/email/plantillas.js';
import { rellenarTexto } from '../../../shared/email/render.js';
import { formatFechaLarga } from '../../../shared/fechas.js';
import { comentarios as msg, fmt, informes as msgInformes } from '../../../shared/messages.js';
import type { Resultado } from '../../../shared/schemas/comentarios.js';
import type { Validacion } from '../../../shared/schemas/informe.js';
import { rechazoDe } from '../candidatos/envios-vista.js';
import { zonaDe } from '../candidatos/rechazo-vista.js';
import type { CandidatoItem } from '../db/candidatos.js';
import type { EmpresaItem } from '../db/empresas.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { ConflictError } from '../errors.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { configEmailVigente } from '../mail/config.js';

const PLANTILLA = { seleccionado: 'resultadosEntrevista', rechazado: 'rechazoCandidato' } as const;

/** The outcome to tell: the state the review chose, else the candidate's own when it is one; null: nothing yet. */
export function resultadoDe(v: Pick<Validacion, 'estadoCandidato'>, candidato?: Pick<CandidatoItem, 'estado'>): Resultado | null {
  if (v.estadoCandidato === 'seleccionado' || v.estadoCandidato === 'rechazado') return v.estadoCandidato;
  return candidato?.estado === 'seleccionado' || candidato?.estado === 'rechazado' ? candidato.estado : null;
}

/** The mail's draft: the company's template for this outcome, filled, as the subject and a plain text. */
export async function borradorResultado(
  resultado: Resultado,
  e: Pick<EntrevistaItem, 'candidatoNombre' | 'servicioNombre'>,
  candidato: Pick<CandidatoItem, 'posicion' | 'puesto'> | undefined,
  empresa: EmpresaItem | undefined,
): Promise<{ asunto: string; mensaje: string }> {
  const id = PLANTILLA[resultado];
  const { config } = await configEmailVigente();
  // The draft in the candidate's Spanish while the template is the default (D215).
  const t = enSuEspanol(
    id,
    (config.templates.candidatos as Record<string, { subject: string; html: string }>)[id] ?? DEFINICION_PLANTILLAS[id],
    marcaDeEmpresa(empresa)?.variante,
  );
  const base = { nombreCandidato: e.candidatoNombre, nombreEmpresa: empresa ? nombreEmpresa(empresa) : '' };
  const vars =
    resultado === 'seleccionado'
      ? { ...base, mensaje: msgInformes.mensajeSeleccionado }
      : { ...base, puesto: String(candidato?.posicion || candidato?.puesto || e.servicioNombre) };
  const r = rellenarTexto(t, vars);
  return { asunto: r.subject, mensaje: r.texto };
}

/** Refuses a second outcome mail: the review's own (before D180) or, for a rejection, the profile's. */
export function comprobarResultadoNoComunicado(
  resultado: Resultado,
  v: Pick<Validacion, 'email' | 'fecha'>,
  candidato: CandidatoItem | undefined,
  empresa: EmpresaItem | undefined,
): void {
  const zona = empresa ? zonaDe(empresa) : undefined;
  const fecha = (iso: string) => formatFechaLarga(iso, zona) ?? iso;
  if (v.email?.estado === 'enviado') throw new ConflictError(fmt(msg.resultadoYaComunicado, { fecha: fecha(v.fecha) }));
  const previo = resultado === 'rechazado' && candidato ? rechazoDe(candidato) : null;
  if (previo) throw new ConflictError(fmt(msg.resultadoYaComunicado, { fecha: fecha(previo.fecha) }));
}

// What a person reads on a vacancy's apply form before sending it (issue 66 item 3, D187): who keeps the
// form's data and for what, that the interview opens at once with its own notice, and where the rights
// are exercised. Versioned like the interview's notice: the application stores the version accepted.
// Without zod or the server's modules: the candidate's page (D85) draws it from the server's answer.
import { huellaDeTexto, leyDelAviso, representanteDelAviso, type RepresentanteLocal } from './aviso-entrevista.js';
import { enVariante, type VarianteEspanol } from './espanol.js';
import type { LeyPais } from './paises.js';

// 2026-11-29.1 (issue 67 item 7, D214): the law of the company's country, its rights and where to complain.
export const AVISO_POSTULACION_VERSION = '2026-11-29.1';

/**
 * The version of a company's notice: another country's law is another text (`+MX`, `+CL-21719`; Spain's the
 * base), and so is another Spanish (D215: `+usted`, `+vos`; Spain's tú the base).
 */
export function versionAvisoPostulacion(ley?: string | null, variante: VarianteEspanol = 'es', representante?: string | null): string {
  // Peru's representative (issue 67 item 7) as in the interview's notice: a fingerprint of its sentence.
  const rep = representante ? `+rep-${huellaDeTexto(representante)}` : '';
  return `${AVISO_POSTULACION_VERSION}${ley && ley !== 'ES' ? `+${ley}` : ''}${rep}${variante === 'es' ? '' : `+${variante}`}`;
}

/** The version of the notice these data print (`versionAvisoPostulacion` with each part read from them). */
export function versionDelAvisoPostulacion(d: Pick<DatosAvisoPostulacion, 'ley' | 'variante' | 'representante'>): string {
  return versionAvisoPostulacion(d.ley?.clave, d.variante, representanteDelAviso(d)[0]);
}

export interface DatosAvisoPostulacion {
  empresa: string;
  titulo: string;
  /** Where to ask for access or erasure: the company's contact email. */
  contacto: string;
  /** The address of «Mis datos» (D160). */
  misDatos: string;
  /** The company's retention period in months (D151). */
  meses: number;
  /** The law of the company's country (D214); none for a country not known yet. */
  ley?: LeyPais | null;
  /** The Spanish its candidates read (D215); Spain's when absent. */
  variante?: VarianteEspanol;
  /** Its representative in the country, printed where that law asks for one (Peru; D216), as the interview's notice prints it. */
  representante?: RepresentanteLocal | null;
}

/** The notice's paragraphs. */
export function avisoPostulacion(d: DatosAvisoPostulacion): string[] {
  const meses = d.meses === 1 ? '1 mes' : `${d.meses} meses`;
  return [
    `Responsable: ${d.empresa}. Talentia trata los datos por encargo de ${d.empresa}.`,
    ...representanteDelAviso(d),
    `Con este formulario ${d.empresa} guarda ‹tu› nombre, ‹tu› email y, si lo ‹escribes›, ‹tu› teléfono, para ‹tu› candidatura a «${d.titulo}». Al enviarlo se abre ‹tu› entrevista: antes de empezarla ‹verás› cómo funciona, qué se guarda de ella y ‹decidirás› si la ‹haces›.`,
    `Si no ‹resultas› seleccionado, ${d.empresa} conserva ‹tus› datos ${meses} desde que termina el proceso y después se borran por completo; si ‹pides› que se borren antes, se borran por completo.`,
    `‹Tus› derechos: en «Mis datos» (${d.misDatos}) ‹puedes› ver y descargar ‹tus› datos y pedir que se borren. También ‹puedes› escribir a ${d.contacto}.`,
    ...(d.ley ? [leyDelAviso(d.ley, d.variante)] : []),
  ].map((p) => enVariante(p, d.variante));
}

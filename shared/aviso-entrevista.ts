// What a candidate reads before the interview (issue 12; D64): what the AI does and does not do, and
// the privacy notice. Versioned: the consent stores the version it accepted, and a new text needs a
// new version (an old consent is not stretched over words the candidate never read).
export const AVISO_ENTREVISTA_VERSION = '2026-11-23';

export interface DatosAviso {
  empresa: string;
  /** Where to ask for access or erasure: the company's contact email. */
  contacto: string;
  /** Months the interview is kept after it ends. */
  mesesConservacion: number;
}

export const MESES_CONSERVACION_ENTREVISTA = 12;

/** The AI notice: paragraphs. */
export function avisoIA(d: Pick<DatosAviso, 'empresa'>): string[] {
  return [
    `En esta entrevista te acompaña un asistente de inteligencia artificial: te presenta las preguntas que ha preparado ${d.empresa} y puede pedirte que amplíes alguna respuesta.`,
    `Las decisiones sobre tu candidatura las toman personas de ${d.empresa}. El asistente prepara un resumen con las citas de tus respuestas que lo justifican, y una persona lo revisa.`,
    'No se analizan tu cara, tu voz ni tus emociones, y no se te pregunta por datos como tu edad, origen, religión, salud, orientación sexual o situación familiar.',
  ];
}

/** The privacy notice: paragraphs. */
export function avisoPrivacidad(d: DatosAviso): string[] {
  return [
    `Responsable: ${d.empresa}. Talentia trata los datos por encargo de ${d.empresa}.`,
    'Qué se guarda: tus respuestas (el texto que escribes y, si respondes por voz, la grabación y su transcripción), la fecha y hora de tu consentimiento y de cada respuesta.',
    `Para qué: evaluar tu candidatura en este proceso de selección. Se conserva ${d.mesesConservacion} meses después de la entrevista y después se borra.`,
    `Tus derechos: puedes pedir una copia de tus datos o que se borren escribiendo a ${d.contacto}. Puedes dejar la entrevista en cualquier momento.`,
  ];
}

// What a candidate reads before the interview (D64): what the AI does and does not do, and
// the privacy notice. Versioned: the consent stores the version it accepted, and a new text needs a
// new version (an old consent is not stretched over words the candidate never read).
import { enVariante, type VarianteEspanol } from './espanol.js';
import type { LeyPais } from './paises.js';

// 2026-11-26.4 (D158): the integrity signals (which three facts, nothing else, never a decision by
// themselves, or that they are not noted) and the template's fixed follow-ups while the AI is paused.
// 2026-11-26.5 (D160): the rights are exercised from «Mis datos» (its address, and that a link comes
// to this email), the company's contact named as well — no longer only «write to the company».
// 2026-11-27.1 (D177): before any score each answer is compared with every question of the interview;
// one that answers another question, repeats the question or tells no concrete case is not used as a
// quote (the reviewer sees why), the follow-up may ask for a concrete case, and Amazon Bedrock in the
// company's own AWS account is named among the providers (D176), also for comparing meanings.
// 2026-11-27.2 (D179): «Mis datos» is said to show the report with its scores, the decision and the
// reviewer's comment and name (the right of access), not only «tus datos».
// 2026-11-28.1 (issue 65 item 7): a short first layer (`avisoResumen`: who decides, what the assistant
// does, what is not analysed and what is noted, what is kept and for how long, the rights and where)
// with the full text one step away; the text analysis in plain words (how the answers are written:
// the tone of the words, whether the ideas are in order, whether the language suits a work setting)
// instead of «el registro y la estructura… su tono»; «Mis datos» and the contact email are links.
// 2026-11-29.1 (issue 67 item 7, D214): the law that protects the data, the rights in its words and
// where to complain, by the company's country (shared/paises.ts leyDe); the version carries the law's
// key (retencion.ts versionAviso), so a company's notice changes with its country or Chile's law.
// 2026-11-29.2 (issue 67 item 7): the period's paragraph names the rule that limits how long data is
// kept in the company's country (paises.ts LeyPais.conservacion); for a company in Peru with a
// representative there, the representative's paragraph (its version carries `+rep-…`, retencion.ts).
export const AVISO_ENTREVISTA_VERSION = '2026-11-29.2';

export interface DatosAviso {
  empresa: string;
  /** Where to ask for access or erasure: the company's contact email. */
  contacto: string;
  /** The address of «Mis datos» (D160): where the candidate sees, contests or erases their data. */
  misDatos?: string;
  /** The company's retention period in months (D151; shared/retencion.ts): the notice states it. */
  meses: number;
  /** The company paused the AI (D153): no model's follow-ups, and the built-in analyzer writes the report. */
  iaPausada?: boolean;
  /** The page notes the integrity signals (D158; on unless the company turned them off). */
  senales?: boolean;
  /** The law of the company's country (D214; shared/paises.ts leyDe); none for a country not known yet. */
  ley?: LeyPais | null;
  /** The Spanish the candidate reads (D215; shared/paises.ts varianteDe): Spain's when absent. */
  variante?: VarianteEspanol;
  /**
   * The company's representative in its country (issue 67 item 7; Peru's Reglamento asks a controller
   * without an establishment there to name one): printed only where its law asks for one.
   */
  representante?: RepresentanteLocal | null;
}

/** The representative a company names in its country: a name and how to reach them (an email, a phone, an address). */
export interface RepresentanteLocal {
  nombre: string;
  contacto: string;
}

/** The representative a company item stores (`representanteLocal`, D216), or null. */
export function representanteDeEmpresa(empresa: object | null | undefined): RepresentanteLocal | null {
  const r = (empresa as { representanteLocal?: unknown } | null | undefined)?.representanteLocal;
  return r && typeof r === 'object' ? (r as RepresentanteLocal) : null;
}

/** Paragraphs in the candidate's Spanish. */
const enSu = (d: Pick<DatosAviso, 'variante'>, parrafos: string[]): string[] => parrafos.map((p) => enVariante(p, d.variante));

/**
 * The integrity signals (D158; issue 53 item 5; DESIGN §12 «Signals, not surveillance»): which three
 * facts are noted, that nothing else is, that they never decide anything by themselves and who sees
 * them — or, when the company turned them off, that none is noted.
 */
export function avisoSenales(d: Pick<DatosAviso, 'empresa' | 'senales' | 'variante'>): string {
  return enVariante(
    d.senales === false
      ? `${d.empresa} ha desactivado las señales de integridad: la página no anota si ‹pegas› texto, si ‹sales› de ella ni el tiempo que ‹dedicas› a cada pregunta.`
      : 'Mientras ‹respondes›, la página anota solo tres datos de cada respuesta: si ‹pegaste› texto y cuántos caracteres, cuántas veces ‹saliste› de la página (a otra pestaña o aplicación) y el tiempo que la pregunta estuvo en pantalla, para verlo junto a la longitud de la respuesta. No se anota nada más: ni cámara, ni rasgos de ‹tu› voz, ni ‹tu› forma de teclear, ni nada sobre ‹tus› emociones o ‹tu› personalidad. Estos datos nunca cambian por sí solos una puntuación ni una decisión: solo los ve la persona que revisa ‹tu› entrevista, junto a ‹tus› respuestas, y ‹tú› en «Mis datos».',
    d.variante,
  );
}

/**
 * The notice's first layer (issue 65 item 7): five short points in plain words — who decides, what the
 * assistant does, what is not analysed and what the page notes, what is kept and for how long, the
 * rights and where. The full text (`avisoIA`, `avisoPrivacidad`) stays one step away; nothing here
 * says more than it does.
 */
export function avisoResumen(d: DatosAviso): string[] {
  const meses = d.meses === 1 ? '1 mes' : `${d.meses} meses`;
  return enSu(d, [
    `Este proceso lo lleva ${d.empresa}: las decisiones sobre ‹tu› candidatura las toman personas de ${d.empresa}, no la inteligencia artificial.`,
    d.iaPausada
      ? `${d.empresa} ha pausado la inteligencia artificial: un asistente automático ‹te› presenta las preguntas y un analizador sin modelos de lenguaje prepara un informe con citas de ‹tus› respuestas, que una persona revisa antes de decidir.`
      : 'Un asistente de inteligencia artificial ‹te› presenta las preguntas, puede ‹hacerte|hacerle|hacerte› alguna pregunta breve de seguimiento y después prepara un informe con citas de ‹tus› respuestas, que una persona revisa antes de decidir.',
    d.senales === false
      ? 'No se analizan ‹tu› cara, ‹tu› voz ni ‹tus› emociones, ni se deduce ‹tu› personalidad de lo que ‹escribes›. La página no anota si ‹pegas› texto ni si ‹sales› de ella.'
      : 'No se analizan ‹tu› cara, ‹tu› voz ni ‹tus› emociones, ni se deduce ‹tu› personalidad de lo que ‹escribes›. La página solo anota si ‹pegas› texto, cuántas veces ‹sales› de ella y el tiempo de cada pregunta.',
    `Se guardan ‹tus› respuestas${d.senales === false ? '' : ', esos tres datos'} y el informe. Si no ‹resultas› seleccionado, se borran ${meses} después de que termine el proceso, o antes si lo ‹pides›.`,
    `‹Tus› derechos: en «Mis datos»${d.misDatos ? ` (${d.misDatos})` : ''} ‹puedes› ver y descargar ‹tus› datos, pedir que una persona revise la evaluación o que se borren. También ‹puedes› escribir a ${d.contacto}. ‹Puedes› dejar la entrevista cuando ‹quieras›.${d.ley ? ` ‹Te› protege ${d.ley.corta}.` : ''}`,
  ]);
}

/** One piece of a notice's paragraph: plain text, or a link (an address, or a `mailto:`). */
export type ParteAviso = { texto: string } | { texto: string; href: string };

/**
 * A paragraph of the notice split into text and links (issue 65 item 7), for the page to draw the
 * «Mis datos» address and the contact email as links: only these known values, never anything else in
 * the text (a company's name or an answer is not made a link). The contact is linked only when it is
 * an email (it falls back to the company's name). The texts stay plain strings for the PDF and the tests.
 */
export function partesDelAviso(texto: string, enlaces: Pick<DatosAviso, 'misDatos' | 'contacto'>): ParteAviso[] {
  const destinos = new Map<string, string>();
  if (enlaces.misDatos && /^https?:\/\/\S+$/.test(enlaces.misDatos)) destinos.set(enlaces.misDatos, enlaces.misDatos);
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(enlaces.contacto)) destinos.set(enlaces.contacto, `mailto:${enlaces.contacto}`);
  const partes: ParteAviso[] = [];
  let resto = texto;
  while (resto) {
    // The earliest known value in what is left (the longer one first where two start at the same place).
    let encontrado: { en: number; valor: string } | null = null;
    for (const valor of destinos.keys()) {
      const en = resto.indexOf(valor);
      if (en >= 0 && (!encontrado || en < encontrado.en || (en === encontrado.en && valor.length > encontrado.valor.length)))
        encontrado = { en, valor };
    }
    if (!encontrado) {
      partes.push({ texto: resto });
      break;
    }
    if (encontrado.en > 0) partes.push({ texto: resto.slice(0, encontrado.en) });
    partes.push({ texto: encontrado.valor, href: destinos.get(encontrado.valor)! });
    resto = resto.slice(encontrado.en + encontrado.valor.length);
  }
  return partes;
}

/** The AI notice: paragraphs. */
export function avisoIA(d: Pick<DatosAviso, 'empresa' | 'iaPausada' | 'senales' | 'variante'>): string[] {
  return enSu(d, [
    d.iaPausada
      ? `En esta entrevista un asistente automático ‹te› presenta, una a una, las preguntas que ha preparado ${d.empresa}. ${d.empresa} ha pausado el uso de modelos de inteligencia artificial: ninguno interviene en ‹tu› entrevista ni en su informe.`
      : `En esta entrevista ‹te› acompaña un asistente de inteligencia artificial: ‹te› presenta, una a una, las preguntas que ha preparado ${d.empresa}, y después ayuda a resumir ‹tus› respuestas.`,
    d.iaPausada
      ? // D158: the template's fixed follow-ups are rules, not AI, and go on while the AI is paused.
        'Si en una pregunta que pide un ejemplo no ‹cuentas› qué ‹hiciste› ‹tú› o cuál fue el resultado, o si ‹tu› respuesta no cuenta ningún caso concreto, el asistente puede ‹preguntártelo|preguntárselo|preguntártelo›: son preguntas fijas de la plantilla, no las escribe ningún modelo de inteligencia artificial. ‹Puedes› omitirlas.'
      : 'Después de algunas respuestas, el asistente puede ‹hacerte|hacerle|hacerte› una pregunta breve de seguimiento sobre lo que ‹has› contado (por ejemplo, un ejemplo concreto o un resultado). ‹Puedes› omitirla.',
    `Las decisiones sobre ‹tu› candidatura las toman personas de ${d.empresa}. Al terminar, ${d.iaPausada ? 'el analizador automático de Talentia, sin modelos de lenguaje, prepara' : 'el asistente prepara'} un informe que valora de 0 a 10 cada capacidad que se evalúa, solo con las citas de ‹tus› respuestas que lo justifican (sin citas, esa capacidad queda sin valorar), y una persona lo revisa antes de decidir.`,
    'Antes de valorar, cada respuesta se compara con todas las preguntas de la entrevista: una respuesta que parece contestar a otra pregunta o que solo repite la pregunta no se usa como cita, y una respuesta sin ningún caso concreto se valora como mucho en el nivel medio. La persona que revisa ve cada una de estas comprobaciones y por qué se hizo.',
    'No se analizan ‹tu› cara, ‹tu› voz ni ‹tus› emociones, y no se ‹te› pregunta por datos como ‹tu› edad, origen, religión, salud, orientación sexual o situación familiar.',
    // Issue 45 §4: what the built-in text analysis measures, said where the candidate reads it.
    // Issue 65 item 7: in plain words (the tone, the coherence and the register of functions/lib/analisis/texto/).
    'El análisis automático del texto mide solo cómo están escritas ‹tus› respuestas: el tono de las palabras (positivo o negativo), si las ideas están ordenadas y si el lenguaje es adecuado para un contexto profesional. No se deduce de ellas ‹tu› personalidad, ‹tus› emociones ni ninguno de esos datos.',
    avisoSenales(d),
  ]);
}

/** The privacy notice: paragraphs. */
export function avisoPrivacidad(d: DatosAviso): string[] {
  return enSu(d, [
    `Responsable: ${d.empresa}. Talentia trata los datos por encargo de ${d.empresa}.`,
    ...representanteDelAviso(d),
    `Qué se guarda: ‹tus› respuestas escritas, la fecha y hora de ‹tu› consentimiento y de cada respuesta, ${d.senales === false ? '' : 'los tres datos de cada respuesta que se describen arriba (texto pegado, salidas de la página y tiempo en pantalla), que se guardan y se borran con la entrevista, '}y el informe de la entrevista con la revisión de la persona que lo lea.`,
    d.iaPausada
      ? '‹Tus› respuestas no se envían a ningún proveedor de modelos de lenguaje: el informe lo hace el analizador automático de Talentia, que mide la estructura de ‹tus› respuestas.'
      : `Para preparar el informe, y para comparar el significado de ‹tus› respuestas con las preguntas, ‹tus› respuestas (sin ‹tu› nombre) pueden enviarse a un proveedor de modelos de lenguaje (OpenAI, Anthropic o Amazon Bedrock en la cuenta de AWS de ${d.empresa}) que actúa por encargo de ${d.empresa}; si no se usa ninguno, el informe lo hace un analizador automático de Talentia que mide la estructura de ‹tus› respuestas.`,
    'Si ‹respondes› por voz, la grabación solo se usa para pasarla a texto (la transcribe un proveedor de reconocimiento de voz por encargo de la empresa) y se borra en cuanto se ha transcrito; se guarda el texto, que ‹puedes› corregir antes de continuar.',
    // The period is the company's (D151): a job erases on the date, so the notice promises what exists.
    `Para qué: evaluar ‹tu› candidatura en este proceso de selección. Si no ‹resultas› seleccionado, ${d.empresa} conserva ‹tus› datos ${d.meses === 1 ? '1 mes' : `${d.meses} meses`} desde que termina el proceso y después se borran por completo (‹te› avisaremos por email 7 días antes); si ‹pides› que se borren antes, se borran por completo.${d.ley ? ` La norma que limita cuánto tiempo se conservan ‹tus› datos: ${d.ley.conservacion}.` : ''}`,
    `‹Tus› derechos: en «Mis datos»${d.misDatos ? ` (${d.misDatos})` : ''} ‹puedes› ver y descargar ‹tus› datos (‹tus› respuestas, el informe con sus puntuaciones, la decisión y el comentario de la persona que lo revisó, con su nombre), dar ‹tu› opinión sobre la evaluación o pedir que la revise una persona, y pedir que se borren: ‹escribe› allí este email y ‹te› enviaremos un enlace. También ‹puedes› escribir a ${d.contacto}. ‹Puedes› dejar la entrevista en cualquier momento.`,
    ...(d.ley ? [leyDelAviso(d.ley, d.variante)] : []),
  ]);
}

/** The law's paragraph (D214): which law, the rights in its words, and where to complain. */
export function leyDelAviso(ley: LeyPais, variante?: VarianteEspanol): string {
  return enVariante(
    `La ley que protege ‹tus› datos: ${ley.ley}. ‹Te› reconoce los derechos de ${ley.derechos}. Si no ‹te› atienden, ‹puedes› reclamar ante ${ley.autoridad}.`,
    variante,
  );
}

/** FNV-1a over the text's UTF-16 units, 8 hex digits: the same in the browser and in Node, without crypto. */
export function huellaDeTexto(texto: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The representative's paragraph (issue 67 item 7): only where the company's law asks a controller
 * without an establishment in the country to name one (Peru) and the company has named one.
 */
export function representanteDelAviso(d: Pick<DatosAviso, 'ley' | 'representante'>): string[] {
  const nombre = typeof d.representante?.nombre === 'string' ? d.representante.nombre.trim() : '';
  const contacto = typeof d.representante?.contacto === 'string' ? d.representante.contacto.trim() : '';
  if (!d.ley?.representante || !nombre || !contacto) return [];
  return [`${d.ley.representante}: ${nombre} (${contacto}).`];
}

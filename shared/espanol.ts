// The Spanish a candidate is spoken to in (issue 67 item 5): Spain's (tú), Latin America's (usted), or
// with voseo (Argentina). Which one a company's candidates read is the country's (shared/paises.ts
// `varianteDe`); this module only knows the grammar.
//
// Why marks and one table of forms, not three copies of each text: the candidate's page, «Mis datos»,
// the notice and the PDF hold a few hundred sentences, and only the words that address the person change
// between the three («puedes» / «puede» / «podés», «tus» / «sus» / «tus»). A text is written once, in
// Spain's Spanish, with each of those words marked: ‹puedes›. `enVariante` puts the variant's form in
// its place. The table below is the catalogue: each marked word with its usted form and, where voseo
// differs from tú (the present and the imperative), its vos form; where vos is missing it falls back to
// tú's, which voseo shares in the future, the preterite, the subjunctive and the possessives (RAE, Nueva
// gramática, §16.6: el voseo). A word whose forms depend on the sentence is marked with its three forms
// in place: ‹te|se|te› (a reflexive «te» is «se» for usted, an indirect one «le»).
// test/lint/espanol-candidato.test.ts holds every candidate-facing file to it: no unmarked tú form.

export const VARIANTES_ESPANOL = ['es', 'usted', 'vos'] as const;
export type VarianteEspanol = (typeof VARIANTES_ESPANOL)[number];

/** A tú form: its usted form, and its vos form where voseo's differs from tú's. */
type Formas = readonly [usted: string, vos?: string];

/**
 * The catalogue: every word the candidate's texts mark. «le» for the usted object pronoun: the courtesy
 * leísmo the RAE accepts (DPD, «le», 4a) and Latin American usage keeps for «usted»; it spares a «lo/la»
 * that would need the person's gender.
 */
export const FORMAS: Readonly<Record<string, Formas>> = {
  // Pronouns and possessives.
  tú: ['usted', 'vos'],
  ti: ['usted', 'vos'],
  contigo: ['con usted', 'con vos'],
  te: ['le'],
  tu: ['su'],
  tus: ['sus'],
  tuyo: ['suyo'],
  tuya: ['suya'],
  tuyos: ['suyos'],
  tuyas: ['suyas'],
  // Present indicative (voseo: the stress moves, -ás / -és / -ís).
  puedes: ['puede', 'podés'],
  tienes: ['tiene', 'tenés'],
  quieres: ['quiere', 'querés'],
  eres: ['es', 'sos'],
  estás: ['está'],
  has: ['ha'],
  sabes: ['sabe', 'sabés'],
  ves: ['ve', 'ves'],
  haces: ['hace', 'hacés'],
  pides: ['pide', 'pedís'],
  decides: ['decide', 'decidís'],
  escribes: ['escribe', 'escribís'],
  respondes: ['responde', 'respondés'],
  pegas: ['pega', 'pegás'],
  sales: ['sale', 'salís'],
  resultas: ['resulta', 'resultás'],
  necesitas: ['necesita', 'necesitás'],
  dedicas: ['dedica', 'dedicás'],
  cuentas: ['cuenta', 'contás'],
  opinas: ['opina', 'opinás'],
  cierras: ['cierra', 'cerrás'],
  vuelves: ['vuelve', 'volvés'],
  recibes: ['recibe', 'recibís'],
  prefieres: ['prefiere', 'preferís'],
  usas: ['usa', 'usás'],
  hablas: ['habla', 'hablás'],
  terminas: ['termina', 'terminás'],
  continúas: ['continúa', 'continuás'],
  dejas: ['deja', 'dejás'],
  das: ['da'],
  aceptas: ['acepta', 'aceptás'],
  marcas: ['marca', 'marcás'],
  eliges: ['elige', 'elegís'],
  envías: ['envía', 'enviás'],
  grabas: ['graba', 'grabás'],
  // Future (vos as tú).
  podrás: ['podrá'],
  verás: ['verá'],
  recibirás: ['recibirá'],
  seguirás: ['seguirá'],
  responderás: ['responderá'],
  decidirás: ['decidirá'],
  tendrás: ['tendrá'],
  // Preterite and imperfect (vos as tú).
  pegaste: ['pegó'],
  saliste: ['salió'],
  diste: ['dio'],
  respondiste: ['respondió'],
  escribiste: ['escribió'],
  aceptaste: ['aceptó'],
  pediste: ['pidió'],
  hiciste: ['hizo'],
  recibiste: ['recibió'],
  empezaste: ['empezó'],
  terminaste: ['terminó'],
  enviaste: ['envió'],
  pudiste: ['pudo'],
  solicita: ['solicite', 'solicitá'],
  preséntate: ['preséntese', 'presentate'],
  entra: ['entre', 'entrá'],
  reclama: ['reclame', 'reclamá'],
  ignora: ['ignore', 'ignorá'],
  presenta: ['presente', 'presentá'],
  compartas: ['comparta'],
  respondías: ['respondía'],
  // Present subjunctive (voseo keeps tú's in the standard register).
  sigas: ['siga'],
  quieras: ['quiera'],
  necesites: ['necesite'],
  revises: ['revise'],
  finalices: ['finalice'],
  puedas: ['pueda'],
  tengas: ['tenga'],
  hagas: ['haga'],
  resultes: ['resulte'],
  respondas: ['responda'],
  escribas: ['escriba'],
  vuelvas: ['vuelva'],
  pidas: ['pida'],
  // Imperative (voseo: stress on the last syllable, no diphthong).
  escribe: ['escriba', 'escribí'],
  pulsa: ['pulse', 'pulsá'],
  elige: ['elija', 'elegí'],
  responde: ['responda', 'respondé'],
  revisa: ['revise', 'revisá'],
  continúa: ['continúe', 'continuá'],
  vuelve: ['vuelva', 'volvé'],
  intenta: ['intente', 'intentá'],
  espera: ['espere', 'esperá'],
  usa: ['use', 'usá'],
  cuenta: ['cuente', 'contá'],
  indica: ['indique', 'indicá'],
  comprueba: ['compruebe', 'comprobá'],
  marca: ['marque', 'marcá'],
  abre: ['abra', 'abrí'],
  lee: ['lea', 'leé'],
  descarga: ['descargue', 'descargá'],
  graba: ['grabe', 'grabá'],
  habla: ['hable', 'hablá'],
  añade: ['añada', 'agregá'],
  corrige: ['corrija', 'corregí'],
  acepta: ['acepte', 'aceptá'],
  recarga: ['recargue', 'recargá'],
  prueba: ['pruebe', 'probá'],
  pide: ['pida', 'pedí'],
  explica: ['explique', 'explicá'],
  di: ['diga', 'decí'],
  ten: ['tenga', 'tené'],
  sigue: ['siga', 'seguí'],
  haz: ['haga', 'hacé'],
  ve: ['vaya', 'andá'],
  mira: ['mire', 'mirá'],
  guarda: ['guarde', 'guardá'],
  termina: ['termine', 'terminá'],
  deja: ['deje', 'dejá'],
  // Imperatives with a pronoun attached (the accent moves with it).
  recárgala: ['recárguela', 'recargala'],
  cuéntanos: ['cuéntenos', 'contanos'],
  escríbenos: ['escríbanos', 'escribinos'],
  dinos: ['díganos', 'decinos'],
  escríbela: ['escríbala', 'escribila'],
  pídela: ['pídala', 'pedila'],
  pídelo: ['pídalo', 'pedilo'],
  inténtalo: ['inténtelo', 'intentalo'],
  reinténtalo: ['reinténtelo', 'reintentalo'],
  grábala: ['grábela', 'grabala'],
  amplíala: ['amplíela', 'ampliala'],
  calcula: ['calcule', 'calculá'],
  permite: ['permita', 'permití'],
  conecta: ['conecte', 'conectá'],
  dejaste: ['dejó'],
  abriste: ['abrió'],
  crees: ['cree', 'creés'],
  acéptalo: ['acéptelo', 'aceptalo'],
  enviarás: ['enviará'],
  habías: ['había'],
  leías: ['leía'],
  encuentras: ['encuentra', 'encontrás'],
  envía: ['envíe', 'enviá'],
  elígelo: ['elíjalo', 'elegilo'],
  léelo: ['léalo', 'leelo'],
};

const MARCA = /‹([^›]+)›/g;

const conMayuscula = (s: string) => s.charAt(0).toLocaleUpperCase('es') + s.slice(1);

/** The form of one mark in a variant; undefined for a mark the catalogue does not have. */
export function formaDe(marca: string, v: VarianteEspanol): string | undefined {
  const partes = marca.split('|');
  if (partes.length === 3) return partes[VARIANTES_ESPANOL.indexOf(v)];
  if (partes.length !== 1) return undefined;
  const minuscula = marca.toLocaleLowerCase('es');
  const formas = FORMAS[minuscula];
  if (!formas) return undefined;
  const forma = v === 'es' ? minuscula : v === 'usted' ? formas[0] : (formas[1] ?? minuscula);
  return marca === minuscula ? forma : conMayuscula(forma);
}

/**
 * A text written in Spain's Spanish with its marks, in a variant: each ‹mark› becomes that variant's
 * form. A mark the catalogue lacks keeps its tú form (the lint test refuses such a text before it ships).
 */
export function enVariante(texto: string, v: VarianteEspanol = 'es'): string {
  if (!texto.includes('‹')) return texto;
  return texto.replace(MARCA, (_, marca: string) => formaDe(marca, v) ?? marca.split('|')[0]!);
}

/** The marks in a text, for the tests. */
export function marcasDe(texto: string): string[] {
  return [...texto.matchAll(MARCA)].map((m) => m[1]!);
}

/**
 * The tú forms a candidate's text must not carry unmarked: the catalogue's words that cannot be read
 * otherwise. A word that is also a third person or a noun («cuenta», «ve», «espera», «sales») is left
 * out: the lint cannot tell them apart, so those are marked by hand, and the pages' tests read every
 * variant on screen.
 */
export const FORMAS_TU_INEQUIVOCAS: ReadonlySet<string> = new Set(
  Object.keys(FORMAS).filter(
    (f) =>
      ![
        'cuentas',
        'marcas',
        'usa',
        'cuenta',
        'espera',
        'marca',
        'prueba',
        've',
        'di',
        'ten',
        'sigue',
        'termina',
        'deja',
        'guarda',
        'habla',
        'lee',
        'abre',
        'escribe',
        'responde',
        'pide',
        'elige',
        'continúa',
        'vuelve',
        'indica',
        'revisa',
        'explica',
        'graba',
        'mira',
        'acepta',
        'intenta',
        'añade',
        'descarga',
        'comprueba',
        'corrige',
        'recarga',
        'calcula',
        'permite',
        'conecta',
        'solicita',
        'entra',
        'reclama',
        'ignora',
        'presenta',
        'envía',
      ].includes(f),
  ),
);

// The technical skills of the built-in analyzer (D77): the tools, technologies and methods a
// candidate names, each with the sentence that names it and the level that sentence shows. Named
// means either a name of the catalogue below (common software, languages, platforms, methods and
// measuring instruments — 'SAP EWM', 'Excel', 'Power Query', '5S', 'Scrum', 'colorímetro'…) or, outside
// it (issue 65 item 4: the analyzer never says «ninguno» about what the answer names), a product,
// brand or system: an acronym ('TPV', 'MES'), a name in CamelCase ('DeWalt', 'PowerApps'), a
// capitalised name right after a verb of use or mastery ('Manejo Navision', 'uso MES'), after a word
// that announces products in the same sentence ('las marcas Makita y Bosch', 'el programa Openbravo')
// or in one list with another named tool ('el TPV y Openbravo'). A person's name has none of those
// marks ('trabajé con María y Juan'). The level comes from what the
// candidate says they did with it, in the sentence that names it (or the next one, when it names no
// other tool):
//   - avanzado: a use in first person ('configuré', 'automaticé', 'uso… para') with a measured result
//     (a figure and a result word: 'bajaron un 25 %', 'pasó de 2 horas a 10 minutos');
//   - intermedio: a use, without a measured result;
//   - basico: a use the candidate calls basic ('a nivel básico', 'nociones', 'estoy aprendiendo');
//   - no_evaluado: named without any use ('Domino SAP EWM', 'Conozco Power BI'): a claim, not evidence,
//     kept with its quote so a person can ask about it.
// Deterministic and text-only, like the rest of the analyzer.
import { normalizarCita } from './texto-candidato.js';
import { accionPropia } from './palabras.js';

export type NivelHerramienta = 'basico' | 'intermedio' | 'avanzado' | 'no_evaluado';

/** Names written as they are usually written; `exacto` ones only match with that capitalisation. */
const CATALOGO: { nombre: string; exacto?: boolean; patron?: string }[] = [
  ...[
    'Excel',
    'Power Query',
    'Power BI',
    'Power Pivot',
    'Power Automate',
    'Power Apps',
    'VBA',
    'PowerPoint',
    'Outlook',
    'Google Sheets',
    'Google Analytics',
    'Google Ads',
    'Looker',
    'Tableau',
    'Qlik',
    'SQL',
    'MySQL',
    'PostgreSQL',
    'MongoDB',
    'Oracle',
    'Python',
    'pandas',
    'JavaScript',
    'TypeScript',
    'Java',
    'Kotlin',
    'PHP',
    'HTML',
    'CSS',
    'React',
    'Node.js',
    'Docker',
    'Kubernetes',
    'Terraform',
    'Jenkins',
    'GitHub',
    'GitLab',
    'Git',
    'Linux',
    'AWS',
    'Azure',
    'Salesforce',
    'HubSpot',
    'Zendesk',
    'Jira',
    'Confluence',
    'Trello',
    'Asana',
    'Notion',
    'Navision',
    'Dynamics 365',
    'Odoo',
    'Sage',
    'ContaPlus',
    'Holded',
    // Latin America's own accounting, billing and ERP software (issue 67 item 10): Mexico (CONTPAQi, Aspel),
    // Colombia (Siigo, World Office, Helisa), Argentina (Tango Gestión), Chile (Defontana, Softland, Nubox,
    // Bsale), several (Alegra).
    'CONTPAQi',
    'Aspel',
    'Siigo',
    'World Office',
    'Helisa',
    'Tango Gestión',
    'Defontana',
    'Softland',
    'Nubox',
    'Bsale',
    'AutoCAD',
    'Revit',
    'SolidWorks',
    'Photoshop',
    'Illustrator',
    'Figma',
    'Canva',
    'WordPress',
    'Shopify',
    'SPSS',
    'Stata',
    'Matlab',
    'Six Sigma',
    'Lean Manufacturing',
    'Kaizen',
    'Kanban',
    'Scrum',
    'SMED',
    'TPM',
    'FIFO',
    'FEFO',
    'MRP',
    'ERP',
    'WMS',
    'TMS',
    'CRM',
    'APPCC',
    'ITIL',
    'PRINCE2',
    'OKR',
    'Design Thinking',
    'cross-docking',
    'tablas dinámicas',
  ].map((nombre) => ({ nombre })),
  { nombre: 'Word', exacto: true },
  // A verb too («me alegra»): only as the product's name is written.
  { nombre: 'Alegra', exacto: true },
  { nombre: 'Access', exacto: true },
  { nombre: 'Lean', exacto: true },
  { nombre: 'Angular', exacto: true },
  { nombre: 'C#', exacto: true, patron: 'C#' },
  { nombre: '.NET', exacto: true, patron: '\\.NET' },
  { nombre: 'A3', exacto: true },
  { nombre: '5S', patron: '5\\s?S' },
  { nombre: 'Just in Time', patron: 'just[\\s-]in[\\s-]time' },
  { nombre: 'Metodologías ágiles', patron: 'metodolog[ií]as? [aá]gil(?:es)?' },
  { nombre: 'ISO', patron: 'ISO\\s?\\d{4,5}' },
  // Measuring instruments and handling equipment, written in lower case.
  { nombre: 'colorímetro', patron: 'color[ií]metros?' },
  { nombre: 'multímetro', patron: 'mult[ií]metros?' },
  { nombre: 'polímetro', patron: 'pol[ií]metros?' },
  { nombre: 'micrómetro', patron: 'micr[oó]metros?' },
  { nombre: 'osciloscopio', patron: 'osciloscopios?' },
  { nombre: 'manómetro', patron: 'man[oó]metros?' },
  { nombre: 'caudalímetro', patron: 'caudal[ií]metros?' },
  { nombre: 'pie de rey', patron: 'pie de rey' },
  { nombre: 'transpaleta', patron: 'transpaletas?' },
  { nombre: 'carretilla elevadora', patron: 'carretillas? elevadoras?' },
  // The same equipment as Latin America names it (issue 67 item 10): the forklift, the pallet jack, the caliper.
  { nombre: 'montacargas', patron: 'montacargas' },
  { nombre: 'patín hidráulico', patron: 'pat[ií]n(?:es)? hidr[aá]ulicos?' },
  { nombre: 'calibrador vernier', patron: '(?:calibrador(?:es)? )?vernier' },
  // Mexico's electronic invoice, a system a candidate works in, not only a word.
  { nombre: 'CFDI', exacto: true },
  // SAP with the modules named after it: 'SAP EWM', 'SAP S/4HANA', 'SAP MM y SD' stays 'SAP MM'.
  { nombre: 'SAP', exacto: true, patron: 'SAP(?:\\s(?:EWM|WM|MM|SD|FI|CO|PP|QM|PM|HCM|BW|ERP|HANA|S/4\\s?HANA|Business One))?' },
];

const LIMITE_INICIO = '(?<![\\p{L}\\p{N}_])';
const LIMITE_FIN = '(?![\\p{L}\\p{N}_])';
const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** Longest names first, so 'Lean Manufacturing' wins over 'Lean' and 'Power BI' never reads as 'Power'. */
const PATRONES = [...CATALOGO]
  .sort((a, b) => (b.patron ?? b.nombre).length - (a.patron ?? a.nombre).length)
  .map((e) => ({
    nombre: e.nombre,
    re: new RegExp(`${LIMITE_INICIO}(?:${e.patron ?? escapar(e.nombre)})${LIMITE_FIN}`, e.exacto ? 'gu' : 'giu'),
  }));

/**
 * Names the catalogue does not know: right after a verb of use or mastery, a capitalised name
 * ('Manejo Kronos', 'uso Navision'); after 'trabajo con' or 'conozco', which also take people
 * ('trabajé con María'), only an acronym or a CamelCase name ('trabajé con MES', 'conozco PowerApps').
 */
const ANTES_DE_NOMBRE = [
  /(?<![\p{L}])(?:[Dd]omino|[Mm]anejo|[Mm]anejé|[Uu]so|[Uu]sé|[Uu]saba|[Uu]tilizo|[Uu]tilicé|[Uu]tilizaba|[Pp]rogramo en|[Pp]rogramé en|[Cc]onfiguré|[Ii]mplanté|[Ii]mplementé)\s+([A-Z][A-Za-z0-9]+(?:\s[A-Z0-9][A-Za-z0-9]*)?)/gu,
  /(?<![\p{L}])(?:[Tt]rabajo con|[Tt]rabajé con|[Cc]onozco)\s+((?:[A-Z][a-z0-9]*[A-Z0-9][A-Za-z0-9]*|[A-Z]{2,}[0-9]*)(?:\s[A-Z0-9][A-Za-z0-9]*)?)/gu,
];
/** Acronyms that are not tools (and short words written in capitals for emphasis). */
const NO_HERRAMIENTAS = new Set(
  [
    'RRHH CEO CTO CFO COO KPI KPIS ETT DNI NIE NIF CIF IVA IRPF UE EEUU USA UK ONU OMS OK TFG TFM ESO FP ADE MBA ONG PYME PYMES',
    'SL SLU SA NPS ROI CV COVID SEPE INSS DGT II III IV VI VII VIII IX XI XII XX XXI AM PM NO SI YO MUY TODO NADA',
  ]
    .join(' ')
    .split(' '),
);

/** An acronym: two to six capitals, a figure may follow ('TPV', 'MES', 'S4'). */
const SIGLA = /(?<![\p{L}\p{N}_])\p{Lu}{2,6}\d*(?![\p{L}\p{N}_])/gu;
/** A name in CamelCase ('DeWalt', 'PowerApps', 'WhatsApp'): a brand's or a product's spelling, not a person's. */
const CAMEL = /(?<![\p{L}\p{N}_])\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*(?![\p{L}\p{N}_])/gu;
/** A capitalised name inside a sentence (not its first word). */
const NOMBRE_INTERIOR = /(?<=[\p{L}\p{N},;:)] )\p{Lu}[\p{L}\p{N}]+(?![\p{L}\p{N}_])/gu;
/** Words that announce products, brands or systems: a capitalised name after them in the sentence is one. */
const ANUNCIA = new RegExp(
  '(?<![\\p{L}])(?:marcas?|herramientas?|m[aá]quinas?|maquinaria|programas?|software|sistemas?|aplicaci[oó]n|aplicaciones|apps?|plataformas?|dispositivos?|terminal(?:es)?|aparatos?|instrumentos?|ERP|CRM|TPV)(?![\\p{L}])',
  'giu',
);
/** Capitalised words that are not names of things (the months, the days, the sentence's own words). */
const NO_NOMBRES = new Set(
  'Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Octubre Noviembre Diciembre Lunes Martes Miércoles Jueves Viernes Sábado Domingo Navidad Semana Santa Yo Él Ella'.split(
    ' ',
  ),
);
/** What may join two names of one list: a comma, «y», «e», «o», «u». */
const ENLACE_LISTA = /^(?:\s*,\s*|\s+[yeou]\s+|\s*,\s*[yeou]\s+)$/u;

export interface Mencion {
  nombre: string;
  inicio: number;
  fin: number;
}

/**
 * The tools a text names, in order, with where (overlapping names: the longest). `soloCatalogo`: the
 * catalogue's names and those after a verb of use only — what the relevance checks weigh (a brand
 * named in passing, «el grupo de WhatsApp», does not make an answer one about tools).
 */
export function herramientasEn(texto: string, { soloCatalogo = false } = {}): Mencion[] {
  const tomadas: Mencion[] = [];
  const libre = (i: number, f: number) => tomadas.every((m) => f <= m.inicio || i >= m.fin);
  for (const { nombre, re } of PATRONES)
    for (const m of texto.matchAll(re)) {
      const inicio = m.index;
      const fin = inicio + m[0].length;
      if (!libre(inicio, fin)) continue;
      // SAP names its module: 'SAP EWM' is the tool; the catalogue's names are written as catalogued.
      const visto = nombre === 'SAP' || nombre === 'ISO' ? m[0].replace(/\s+/g, ' ') : nombre;
      tomadas.push({ nombre: visto, inicio, fin });
    }
  for (const m of ANTES_DE_NOMBRE.flatMap((re) => [...texto.matchAll(re)])) {
    const nombre = m[1];
    const inicio = m.index + m[0].length - nombre.length;
    const fin = inicio + nombre.length;
    if (!libre(inicio, fin) || NO_HERRAMIENTAS.has(nombre.toUpperCase())) continue;
    tomadas.push({ nombre, inicio, fin });
  }
  if (!soloCatalogo) for (const m of fueraDelCatalogo(texto)) if (libre(m.inicio, m.fin)) tomadas.push(m);
  return tomadas.sort((a, b) => a.inicio - b.inicio);
}

const palabrasEntre = (tramo: string) => tramo.split(/\s+/).filter(Boolean).length;
const enMayusculas = (palabra: string | undefined) => !!palabra && /^\p{Lu}+\d*$/u.test(palabra);

/**
 * Products, brands and systems the catalogue does not know (issue 65 item 4): acronyms (not one of a
 * run of words in capitals: a sentence shouted is not a list of systems), CamelCase names, and
 * capitalised names inside the sentence that a word announcing products precedes, or that stand in
 * one list with another of these. A name that is only capitalised, with none of those marks, is left:
 * it may be a person or a place.
 */
function fueraDelCatalogo(texto: string): Mencion[] {
  const marcadas: Mencion[] = [];
  for (const m of texto.matchAll(SIGLA)) {
    const antes = texto
      .slice(0, m.index)
      .split(/\s+/)
      .filter(Boolean)
      .at(-1)
      ?.replace(/[^\p{L}\p{N}]/gu, '');
    const despues = texto
      .slice(m.index + m[0].length)
      .split(/\s+/)
      .find(Boolean);
    if (NO_HERRAMIENTAS.has(m[0]) || enMayusculas(antes) || enMayusculas(despues?.replace(/[^\p{L}\p{N}]/gu, ''))) continue;
    marcadas.push({ nombre: m[0], inicio: m.index, fin: m.index + m[0].length });
  }
  for (const m of texto.matchAll(CAMEL)) marcadas.push({ nombre: m[0], inicio: m.index, fin: m.index + m[0].length });
  const anuncios = [...texto.matchAll(ANUNCIA)].map((m) => m.index + m[0].length);
  const candidatas = [...texto.matchAll(NOMBRE_INTERIOR)]
    .filter((m) => !NO_NOMBRES.has(m[0]) && !NO_HERRAMIENTAS.has(m[0].toUpperCase()))
    .map((m) => ({ nombre: m[0], inicio: m.index, fin: m.index + m[0].length }));
  // Right after the announcing word: at most three words between, none of them a sentence's end.
  for (const c of candidatas)
    if (anuncios.some((a) => a <= c.inicio && /^[^.;:!?]*$/.test(texto.slice(a, c.inicio)) && palabrasEntre(texto.slice(a, c.inicio)) <= 3))
      marcadas.push(c);
  // In one list with a name already taken (the catalogue's or one above), ending where a list item
  // ends: «el TPV y Openbravo,», «Makita, Bosch y DeWalt;» — not «Excel y María me ayudó».
  const catalogadas = PATRONES.flatMap(({ re }) => [...texto.matchAll(re)].map((m) => ({ inicio: m.index, fin: m.index + m[0].length })));
  const conocidas = () => [...catalogadas, ...marcadas];
  const cierraLista = (c: Mencion) => /^(?:\s*[,;.:)!?]|\s*$|\s+[yeou]\s+\p{Lu})/u.test(texto.slice(c.fin));
  let cambio = true;
  while (cambio) {
    cambio = false;
    for (const c of candidatas) {
      if (marcadas.some((m) => m.inicio === c.inicio) || !cierraLista(c)) continue;
      const junto = conocidas().some((k) => {
        const entre = k.fin <= c.inicio ? texto.slice(k.fin, c.inicio) : c.fin <= k.inicio ? texto.slice(c.fin, k.inicio) : null;
        return entre !== null && ENLACE_LISTA.test(entre);
      });
      if (junto) {
        marcadas.push(c);
        cambio = true;
      }
    }
  }
  const vistas = new Set<number>();
  return marcadas.filter((m) => !vistas.has(m.inicio) && vistas.add(m.inicio));
}

// ---- Level ---------------------------------------------------------------------------------------

/** First-person uses, normalised: doing something with the tool, not claiming to know it. */
const USO = new RegExp(
  '(?:^| )(?:' +
    [
      'uso|usamos|use|usaba|utilizo|utilizamos|utilice|utilizaba|empleo|aplico|aplique|aplicamos|gestiono|gestione|preparo|prepare',
      'hago|hice|programo|programe|automatizo|automatice|automatizamos|analizo|analice|creo|cree|disene|diseno|configuro|configure',
      'configuramos|cruzo|cruce|reviso|revise|controlo|controle|monitorizo|genero|genere|calculo|calcule|extraigo|extraje|proceso',
      'elaboro|elabore|mantengo|mantuve|desarrollo|desarrolle|desarrollamos|administro|administre|saco|implante|implantamos',
      'implemente|implementamos|integre|integramos|migre|migramos|lance|lanzamos|monte|montamos|construi|construimos|modelo|modele',
      'a diario|cada (?:dia|semana|mes|lunes|manana)|todos los dias|para (?:\\S+ar|\\S+er|\\S+ir)',
    ].join('|') +
    ')(?= |$)',
);
const RESULTADO_MEDIDO = new RegExp(
  '(?:^| )(?:' +
    [
      'bajaron|bajamos|baje|bajo (?:un|a|de|del|el|la)|subio|subieron|subimos|redujo|redujeron|redujimos|reduje|se redujo',
      'disminuyo|disminuyeron|aumento|aumentaron|aumentamos|mejoro|mejoraron|mejoramos|ahorre|ahorramos|ahorro',
      'paso de|pasaron de|pasamos de|dejamos de|conseguimos|consegui|logramos|logre|ganamos|reducir|salio con|quedo en|quedaron en',
    ].join('|') +
    ')(?= |$)',
);
const CIFRA = /\d|(?:^| )(?:a la mitad|el doble|el triple|la mitad)(?= |$)/;
const BASICO = /(?:^| )(?:basico|nivel usuario|nociones|algo de|un poco de|estoy aprendiendo|empezando a)(?= |$)/;

/** Words around a tool's name that say the candidate calls their level basic ('un poco de SQL', 'Excel básico'). */
const VENTANA_BASICO = 4;

/**
 * The level a passage shows for the tools it names: a use — a verb of use, or anything the candidate
 * did in the first person ('reorganicé las ubicaciones con SAP EWM') — with a measured result is
 * advanced, without one intermediate. Basic only for the tool the candidate calls basic: given `nombre`,
 * the qualifier must be within a few words of it ('Manejo SAP EWM y un poco de SQL': SQL, not SAP EWM).
 */
export function nivelDe(pasaje: string, nombre?: string): NivelHerramienta {
  const n = normalizarCita(pasaje);
  const usa = USO.test(n) || accionPropia(pasaje);
  const basico = nombre ? basicoCerca(n, normalizarCita(nombre)) : BASICO.test(n);
  if (!usa) return basico ? 'basico' : 'no_evaluado';
  if (basico) return 'basico';
  return CIFRA.test(n) && RESULTADO_MEDIDO.test(n) ? 'avanzado' : 'intermedio';
}

function basicoCerca(n: string, nombre: string): boolean {
  const ps = n.split(' ');
  const ns = nombre.split(' ');
  for (let i = 0; i + ns.length <= ps.length; i++) {
    if (ns.some((w, k) => ps[i + k] !== w)) continue;
    const ventana = [...ps.slice(Math.max(0, i - VENTANA_BASICO), i), ...ps.slice(i + ns.length, i + ns.length + 2)].join(' ');
    if (BASICO.test(ventana)) return true;
  }
  return false;
}

/** How a passage shows a technical example of its own, named tool or not: with a measured result, a use, or neither. */
export function ejemploTecnico(pasaje: string): 'medido' | 'uso' | null {
  const n = normalizarCita(pasaje);
  if (!(USO.test(n) || accionPropia(pasaje))) return null;
  return CIFRA.test(n) && RESULTADO_MEDIDO.test(n) ? 'medido' : 'uso';
}

export const ORDEN_NIVEL: Record<NivelHerramienta, number> = { no_evaluado: 0, basico: 1, intermedio: 2, avanzado: 3 };

// The technical skills of the built-in analyzer (D77): the tools, technologies and methods a
// candidate names, each with the sentence that names it and the level that sentence shows. Named
// means either a name of the catalogue below (common software, languages, platforms and methods —
// 'SAP EWM', 'Excel', 'Power Query', '5S', 'Scrum'…) or an acronym or capitalised product name right
// after a verb of use or mastery ('Manejo Navision', 'uso MES'). The level comes from what the
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
/** Acronyms that are not tools. */
const NO_HERRAMIENTAS = new Set(
  'RRHH CEO CTO CFO KPI KPIS ETT DNI NIE IVA IRPF UE EEUU OK TFG TFM ESO FP ADE MBA ONG PYME PYMES SL SA NPS ROI CV'.split(' '),
);

export interface Mencion {
  nombre: string;
  inicio: number;
  fin: number;
}

/** The tools a text names, in order, with where (overlapping names: the longest). */
export function herramientasEn(texto: string): Mencion[] {
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
  return tomadas.sort((a, b) => a.inicio - b.inicio);
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

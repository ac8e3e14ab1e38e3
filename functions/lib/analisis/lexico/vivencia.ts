// What the candidate lived (issue 64 item 3, D177; DESIGN §13 «Lived detail over polish»): the
// particulars that an answer written from experience holds and a fluent generic one — what a chat
// assistant writes when the question is pasted into it — does not:
// - a named thing: a word written with a capital inside a sentence (a tool, a system, a product, a
//   place, an organisation, a person: «Metricool», «Zaragoza», «Rubén»), an acronym («SAP», «UCI»), a
//   tool of the catalogue (herramientas.ts), or a place named by its kind («el súper», «la obra»);
// - a moment: a month, a year, a season or a day («en marzo», «en 2021», «el verano pasado», «una
//   noche», «hace dos años»);
// - a person other than «el equipo» named by their role: «mi jefa», «la supervisora», «un cliente»,
//   «una paciente», «el jefe de almacén»;
// - a figure tied to what it measured: a number beside the thing counted («16 pacientes», «del 22 % al
//   7 %», «tres semanas»), never a round percentage alone («un 30 %», «un 15 % de retrabajo»);
// - the candidate's own action, done or proposed, on a concrete object («llamé al almacén», «pegué un
//   código QR», «pondría una pantalla en la línea»).
// Pure text and light (no stemmer): the built-in follow-up reads it on the candidate's page.
import { herramientasEn } from './herramientas.js';
import { frases, normal } from './pregunta-star.js';

/** `frases` with Unicode classes (\\p{L}). */
const frasesU = (alternativas: string[]) => new RegExp(`(?:^| )(?:${alternativas.join('|')})(?= |$)`, 'u');

/** From this many words an answer is fluent enough to be called generic when it holds no particular (D177). */
export const PALABRAS_GENERICA = 50;

export type TipoParticular = 'nombre' | 'momento' | 'persona' | 'cifra' | 'accion';

export interface Particular {
  tipo: TipoParticular;
  texto: string;
}

/** Capitalised words that name nothing particular (a sentence may start after a colon or a quote). */
const NO_NOMBRES = new Set(
  (
    'yo el la los las un una unos unas mi mis me nos lo le les al del en de con por para que y o pero si no sí como cuando ' +
    'primero luego después despues finalmente además ademas también tambien así asi esto eso este esta ese esa ' +
    'situación situacion tarea acción accion resultado resultados star kpi kpis roi okr okrs crm erp ' +
    // An instruction shouted («NUEVA INSTRUCCIÓN», «IMPORTANTE», «NOTA PARA EL EVALUADOR»): D183.
    'sistema evaluador nueva nuevas instrucción instruccion instrucciones importante atención atencion nota'
  ).split(' '),
);
/** A capitalised word inside a sentence, or an acronym of two letters or more anywhere. */
const NOMBRE = /(?<=[\p{L}\p{N},;)] )\p{Lu}[\p{L}\p{N}]+(?:[ -]\p{Lu}[\p{L}\p{N}]+)*/gu;
const SIGLA = /(?<![\p{L}\p{N}])\p{Lu}{2,}[\p{N}]*(?![\p{L}\p{N}])/gu;

const MES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const DIA = 'lunes|martes|miercoles|jueves|viernes|sabado|domingo';
const CUANTO = '\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|unos|unas|varios|varias|pocos|pocas';
const MOMENTO = frases([
  `en (?:${MES})`,
  `(?:el|la|un|una|este|esta|aquel|aquella|cada) (?:${DIA})`,
  `(?:${MES}) (?:de|del) (?:19|20)\\d\\d`,
  '(?:en|desde|hasta|de) (?:19|20)\\d\\d',
  '(?:el|la|este|esta|aquel|aquella) (?:mes|semana|ano|trimestre|verano|invierno|otono|primavera|curso|temporada|campana|navidad|puente) (?:pasad[oa]|anterior)',
  'el ano pasado|la semana pasada|el mes pasado|el otro dia|ayer|anoche|aquel dia|ese dia|esa noche|esa manana|esa tarde',
  `hace (?:${CUANTO}) (?:anos?|meses|mes|semanas?|dias?)`,
  'una (?:noche|manana|tarde|madrugada)|un (?:dia|viernes|lunes|fin de semana) (?:de|del|en|por|que)',
  'el primer dia|la primera semana|mi primer (?:dia|mes|ano)|durante la pandemia|en la pandemia|con la pandemia|en el covid|en navidad|en semana santa|en verano|en invierno|en temporada alta',
]);
/** People by their role (not «el equipo», «un colega», «una persona», «las partes interesadas»). */
const ROL =
  'jefe|jefa|jefes|supervisor|supervisora|encargado|encargada|director|directora|gerente|coordinador|coordinadora|responsable de \\S+|' +
  'paciente|alumno|alumna|alumnos|alumnas|profesor|profesora|tutor|tutora|medico|medica|doctora|doctor|enfermera|enfermero|' +
  'proveedor|proveedora|camionero|repartidor|repartidora|cocinero|cocinera|camarero|camarera|tecnico|tecnica|auditor|auditora|inspector|inspectora|' +
  'vecino|vecina|senor|senora|abuela|abuelo|madre|padre|hija|hijo|familiar|becario|becaria|comercial|contable|abogada|abogado|' +
  'dueno|duena|socio|socia|compradora|comprador|conductor|conductora|operario|operaria|residente|huesped|pasajero|pasajera|agente|recepcionista';
/** Nouns of a person's trade by their ending (pastelero, analista, ayudante, gerente) that are no person. */
const NO_OFICIOS =
  'primero|primera|numero|numeros|carrera|carreras|cliente|clienta|clientes|companero|companera|companeros|companeras|inconveniente|conveniente|pertinente|eficiente|inteligente|creciente|constante|relevante|interesante|espera|primavera|cualquiera|afuera|dinero|tablero|sendero|frontera|carretera|manera|entera|entero|cartera|madera|bandera|escalera|nevera|cafetera|cabecera|' +
  'lista|vista|entrevista|revista|pista|conquista|ambiente|accidente|expediente|incidente|diferente|siguiente|frente|puente|fuente|mente|' +
  'oriente|excelente|restaurante|instante|importante|bastante|volante|guante|semejante|delante|antecedente|componente|continente|' +
  'detergente|presente|ausente|suficiente|torrente|paquete|financiero|financiera|extranjero|extranjera|verdadero|verdadera|ligero|ligera|' +
  'tercero|tercera|pasajero|pasajera|mensajero|somero|postrero|trasero|trasera|delantero|delantera|certero|sincero|sincera|cuatrimestre';
const PERSONA = frasesU([
  `(?:mi|mis|su|sus|la|el|al|del|los|las|un|una|nuestra|nuestro|aquel|aquella|ese|esa|este|esta) (?:${ROL})`,
  `(?:mi|mis|su|sus|la|el|al|del|un|una|aquel|aquella|ese|esa) (?!(?:${NO_OFICIOS})(?= |$))\\p{L}{3,}(?:ero|era|ista|ante|ente)`,
  '(?:mi|mis) (?:hermano|hermana|tio|tia|primo|prima|pareja|marido|esposa|esposo|novio|novia|amigo|amiga|sobrino|sobrina|companero|companera)',
  // A customer or a user is a person met only with «un», «mi», «ese»: «el cliente» is anyone's.
  '(?:un|una|mi|mis|ese|esa|aquel|aquella|este|esta) (?:cliente|clienta|usuario|usuaria)',
]);
/** Abstractions a generic answer counts, and the items of an enumeration («tres elementos clave»). */
const VAGAS = new Set(
  (
    'eficiencia eficacia productividad satisfaccion rendimiento resultados resultado mejora mejoras calidad tiempo tiempos costes costos ' +
    'ventas ingresos crecimiento participacion compromiso cumplimiento procesos proceso errores impacto indicadores objetivo objetivos ' +
    'efectividad adopcion engagement retencion motivacion clima colaboracion comunicacion aprendizaje ' +
    'elementos responsabilidades mensajes pasos fases etapas razones aspectos pilares ejes claves puntos areas lineas prioridades ' +
    'acciones iniciativas factores competencias habilidades valores principios cosas ideas preguntas opciones alternativas escenarios'
  ).split(' '),
);
const NUMERO_EN_LETRAS =
  'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|cien|doscientos|quinientos|mil';
/**
 * A figure and what follows it up to the clause's end (read on the lower-cased text without accents,
 * punctuation kept): «16 pacientes», «el 30 % de los pedidos», «del 22 % al 7 %».
 */
const CIFRA = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d+(?:[.,]\\d+)?|${NUMERO_EN_LETRAS})(?![\\p{L}\\p{N}])( ?%| por ciento)?([^.;:!?()\\n]{0,40})`,
  'gu',
);
/** What a figure counts: the words after it, past «de», «del», «de los»… (a percentage needs «de» or «en»). */
const CONTADO = /^ (?:(?:de|del|de los|de las) )?([a-z]{3,})(?: ([a-z]{3,}))?/;
const CONTADO_PORCENTAJE = /^ (?:de|del|de los|de las|en|en el|en la|en los|en las) ([a-z]{3,})(?: ([a-z]{3,}))?/;
/** «del 22 % al 7 %», «de 40 a 12»: a figure that moved is tied to what it measured. */
const DE_A = /(?:^| )(?:de|del|desde) (?:el |un )?\d+(?:[.,]\d+)?(?: ?%)? (?:a|al|hasta) (?:el |un )?\d/;
/** Words after a figure that count nothing: a verb or a link («los cinco son importantes», «dos que…»; D182). */
const NO_CONTADOS = new Set(
  'son es fue fueron eran era seran sera estan esta que para por con sin muy mas menos pero cada sobre'.split(' '),
);
/** A round percentage: «un 30 %», «más de un 20 %». */
const REDONDO = /^(?:\d0|100|cien|veinte|treinta|cuarenta|cincuenta)$/;

function cifras(texto: string): Particular[] {
  const t = texto
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const out: Particular[] = [];
  if (DE_A.test(t)) out.push({ tipo: 'cifra', texto: DE_A.exec(t)![0].trim() });
  for (const m of t.matchAll(CIFRA)) {
    const [todo, numero, porcentaje, resto = ''] = m;
    // An enumeration («1) garantizar…», «2.»), or a figure of the question's own time span («en cinco años»).
    if (
      /^\)/.test(resto) ||
      (/^\d+$/.test(numero!) === false && /^ (?:anos|meses)/.test(resto) && /(?:en|dentro de) $/.test(t.slice(0, m.index)))
    )
      continue;
    // A round percentage («un 30 %», «un 15 %») is the generic answer's figure whatever it is of.
    if (porcentaje && /^\d*[05]$/.test(numero!)) continue;
    const c = (porcentaje ? CONTADO_PORCENTAJE : CONTADO).exec(resto);
    const contado = c?.[1];
    if (!contado || VAGAS.has(contado) || NO_CONTADOS.has(contado) || (c?.[2] && VAGAS.has(c[2]))) continue;
    if (!porcentaje && REDONDO.test(numero!) && !/^\d/.test(numero!)) continue;
    out.push({ tipo: 'cifra', texto: todo.trim().slice(0, 40) });
  }
  return out;
}

/** First-person preterites (written with or without the accent) and the concrete object after them. */
const ACCION_EN_OBJETO = frases([
  '(?:pondria|cambiaria|contrataria|compraria|haria|crearia|montaria|instalaria|quitaria|pediria|llamaria|puse|hice|traje|llame|escribi|grabe|pegue|imprimi|monte|arregle|cambie|movi|cargue|descargue|etiquete|conte|pese|revise|limpie|pinte|instale|configure|programe|subi|envie|mande|lleve|traje|abri|cerre|apunte|anote|dibuje|fotografie|saque) (?:a |al |la |el |los |las |un |una |unos |unas |mi |mis |su |sus )?(?:almacen|pedido|pedidos|camion|palet|palets|caja|cajas|factura|facturas|albaran|albaranes|maquina|molde|cuadrante|hoja|hojas|excel|correo|correos|telefono|movil|ordenador|pantalla|mostrador|cocina|mesa|aula|pizarra|furgoneta|ruta|rutas|stock|inventario|estanteria|etiqueta|etiquetas|contrato|expediente|codigo|codigos|video|videos|cartel|carteles|plano|planos|manual|checklist|lista|listas|foto|fotos|muestra|muestras|ficha|fichas|carro|pieza|piezas|herramienta|formulario|base de datos|grupo de whatsapp|whatsapp|app|aplicacion|web|pale|pales|material|rueda|bici|bicis|termometro|camara|nevera|horno|caja chica)',
]);

/** A place of work or of life named by its kind («en el súper», «la obra», «un taller», «mi barrio»), not an abstraction («la organización», «mi área»). */
const LUGAR = frases([
  '(?:en|al|del|de la|de el|la|el|los|las|un|una|mi|nuestro|nuestra|ese|esa|aquel|aquella) (?:super|supermercado|obra|obras|taller|almacen|hospital|planta|fabrica|tienda|cocina|aula|colegio|instituto|restaurante|bar|hotel|barrio|pueblo|nave|muelle|mostrador|ferreteria|farmacia|clinica|consulta|escuela|universidad|facultad|biblioteca|laboratorio|granja|huerta|obrador|panaderia|peluqueria|gimnasio|parroquia|ayuntamiento|juzgado|comisaria|puerto|aeropuerto|estacion|centro de salud|centro de llamadas|call center|linea de produccion|cadena de montaje|sala de espera|urgencias|quirofano|recepcion|planta baja)',
]);

/** The lived particulars of a text, at most a few of each kind (enough to tell whether there is one). */
export function particulares(texto: string): Particular[] {
  const out: Particular[] = [];
  const n = normal(texto);
  for (const m of texto.matchAll(NOMBRE)) if (!NO_NOMBRES.has(m[0].toLowerCase())) out.push({ tipo: 'nombre', texto: m[0] });
  for (const m of texto.matchAll(SIGLA)) if (!NO_NOMBRES.has(m[0].toLowerCase())) out.push({ tipo: 'nombre', texto: m[0] });
  for (const h of herramientasEn(texto)) out.push({ tipo: 'nombre', texto: h.nombre });
  for (const m of n.matchAll(new RegExp(MOMENTO.source, 'g'))) out.push({ tipo: 'momento', texto: m[0].trim() });
  for (const m of n.matchAll(new RegExp(PERSONA.source, 'gu'))) out.push({ tipo: 'persona', texto: m[0].trim() });
  for (const m of n.matchAll(new RegExp(LUGAR.source, 'g'))) out.push({ tipo: 'nombre', texto: m[0].trim() });
  out.push(...cifras(texto));
  for (const m of n.matchAll(new RegExp(ACCION_EN_OBJETO.source, 'g'))) out.push({ tipo: 'accion', texto: m[0].trim() });
  return out;
}

/** Whether a text holds at least one lived particular. */
export const tieneParticular = (texto: string) => particulares(texto).length > 0;

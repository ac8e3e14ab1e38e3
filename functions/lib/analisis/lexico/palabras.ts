// The word lists the integrity checks share (comprobaciones/comprobar.ts, D157), on normalised words (no accents,
// lower case): Spanish function words, the words of working life, and the rough shape of a finite
// verb — what tells a sentence that tells something ('nos repartimos las zonas') from a list of terms
// ('Liderazgo, comunicación, +30 %').
import { normalizarCita } from './texto-candidato.js';

/** Articles, prepositions, pronouns, conjunctions and the commonest auxiliaries. */
const FUNCION = new Set(
  (
    'a al ante bajo con contra de del desde durante en entre hacia hasta mediante para por segun sin so sobre tras ' +
    'el la lo los las un una unos unas y e o u ni que pero sino aunque porque pues como cuando donde mientras si ' +
    'yo tu vos el ella ello nosotros nosotras vosotros vosotras ellos ellas usted ustedes me te se nos os le les ' +
    'mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras mio mia tuyo suyo ' +
    'este esta esto estos estas ese esa eso esos esas aquel aquella aquello cual cuales quien quienes cuyo cuya ' +
    'muy mas menos tan tanto ya no si tambien solo aqui alli ahi entonces luego despues antes asi bien mal ' +
    'he ha han hemos habia habian hay es son era eran fue fueron ser estar estoy esta estan estaba estaban'
  ).split(' '),
);

export const esPalabraFuncion = (p: string) => FUNCION.has(p);

/**
 * Words of working and studying life: places, people, things and acts of a job (Spain and Latin
 * America), only those that rarely mean anything else ('equipo', 'tarea', 'objetivo' or 'plan' are
 * as much of a football match or a trip, and every STAR story has them). An answer that speaks of none
 * of them and none of its question's words is not about the question or about work.
 */
const TRABAJO = (
  'trabajo trabajar trabajaba trabaje trabajamos trabajando laboral empleo empresa empresas compania negocio ' +
  'cliente clientes usuario usuarios paciente pacientes alumno alumnos alumna alumnas estudiante estudiantes huesped ' +
  'huespedes proyecto proyectos jefe jefa jefes jefatura supervisor supervisora gerente gerencia director directora ' +
  'direccion responsable coordinador coordinadora coordinadores encargado encargada compañero compañera compañeros ' +
  'compañeras companero companera companeros companeras colega colegas departamento departamentos area areas oficina ' +
  'almacen fabrica planta taller obra hospital clinica colegio escuela instituto universidad facultad aula turno ' +
  'turnos pedido pedidos proveedor proveedores informe informes reunion reuniones plazo plazos entregas ventas venta ' +
  'presupuesto presupuestos produccion incidencia incidencias procedimiento procedimientos herramienta herramientas ' +
  'software factura facturas facturacion contabilidad nomina nominas inventario stock logistica mercancia mercancias ' +
  'contrato contratos practicas becario becaria puesto funciones indicador indicadores metrica metricas kpi marketing ' +
  'reclamacion reclamaciones queja quejas correo correos gestion chamba laburo curro chambear laburar oficio sucursal ' +
  'mostrador atencion capacitacion formacion certificacion profesion profesional sector devoluciones devolucion chofer ' +
  'choferes conductor conductores repartidor repartidores operario operarios tecnico tecnica tecnicos administracion ' +
  'auditoria calidad carrera estudios grado master curso cursos asignatura examen examenes restaurante camarero camarera ' +
  'mesero mesera cocinero cocinera comensal comensales reservas recepcion llamada llamadas encuesta encuestas camion ' +
  'camiones carretilla carretillas bulto bultos palet palets pale pales'
).split(' ');

const PALABRAS_TRABAJO = new Set(TRABAJO.map(normalizarCita));

/** A word or its singular ('clientes' → 'cliente', 'reuniones' → 'reunion'): the lists are matched as words, not stems (stems collide: 'puesto' and 'puse'). */
function enLista(lista: Set<string>, p: string): string | null {
  if (lista.has(p)) return p;
  if (lista.has(`${p}s`)) return `${p}s`;
  if (p.endsWith('es') && lista.has(p.slice(0, -2))) return p.slice(0, -2);
  if (p.endsWith('s') && lista.has(p.slice(0, -1))) return p.slice(0, -1);
  return null;
}

/** Expressions whose work word means something else: a flatmate, a video game's boss. */
const FUERA_DE_TRABAJO =
  /(?:^| )(?:compa(?:n|ñ)er[oa]s? de (?:piso|cuarto|habitacion|viaje|clase|equipo de futbol)|jefe final|jefes finales)(?= |$)/g;

/** Different words of working life a text holds (normalised). */
export function palabrasDeTrabajo(normalizada: string): number {
  const vistas = new Set<string>();
  for (const p of normalizada.replace(FUERA_DE_TRABAJO, ' ').split(' ')) {
    const w = enLista(PALABRAS_TRABAJO, p);
    if (w) vistas.add(w);
  }
  return vistas.size;
}

/**
 * Words of life outside work, by the part of life they belong to: sport, food, trips, parties and
 * shows, animals, home, vehicles, games and screens, errands. A story told with many of them and no
 * word of its question is about something else, unless the question itself reaches outside work
 * ('¿Qué actividades, dentro o fuera del trabajo…?') — or the candidate's trade is there: a coach's
 * work is full of matches, a guide's of trips, a chef's of recipes (OFICIOS).
 */
const OCIO: Record<string, string> = {
  deporte:
    'partido partidos futbol gol goles arquero portero delantero picado pachanga balon pelota cancha torneo liga jugador ' +
    'jugadores jugar jugamos perdimos empate penalti penal baloncesto basquet tenis padel bici bicicleta maraton gimnasio ' +
    'natacion piscina surf skate esqui campeonato entrenador entrenadora entrenamiento entrene carreras medalla trofeo ' +
    'quiniela mundial estadio hinchas aficionados kilometros corrido',
  cocina:
    'receta recetas cocinar cocine cocinamos horno sarten olla cazuela ingredientes harina huevo huevos cebolla ajo tomate ' +
    'arroz paella tortilla asado parrilla carne pollo pescado pulpo empanadas empanada tarta pastel bizcocho galletas postre ' +
    'salsa sopa caldo guiso lentejas pizza hamburguesa cena cenar almuerzo merienda desayuno brasas carbon leña vino cerveza ' +
    'tamales tapas copas',
  viaje:
    'viaje viajes viajar vacaciones playa montaña sendero senderismo excursion camping campamento acampar acampado carpa ' +
    'mochila albergue vuelo avion aeropuerto maleta etapa camino museo crucero isla equipaje hostal senderistas cima excursionistas',
  fiesta:
    'cumpleaños cumpleanos cumple fiesta fiestas boda bautizo navidad nochebuena nochevieja regalo regalos globos piñata ' +
    'invitados velas villancicos reyes magos belen arbolito carroza verbena feria dj bocina baile bailo bailamos bailaran ' +
    'disfraz disfraces halloween carnaval festival teatro concierto cancion canciones guitarra guitarrista playlist',
  animales:
    'perro perra perros gato gata gatos mascota mascotas veterinario veterinaria paseo pasear acuario peces conejo hamster ' +
    'gallinas pesca pescar',
  hogar:
    'mudanza mudarnos mudamos muebles sofa sillon flete jardin terraza balcon vecino vecinos huerto habitacion ikea ' +
    'estanteria lavadora nevera flores semillas pintar pinte pintamos barrio baño humedad techo',
  vehiculo: 'coche moto auto gasolina rueda pinchazo goma remolque grua capo',
  juegos:
    'videojuego videojuegos consola fifa partida partidas juego juegos cartas dados truco parchis monopoly catan ajedrez ' +
    'puzle rompecabezas serie series pelicula peliculas netflix novela comic manga anime pokemon minecraft fortnite zelda ' +
    'playstation xbox nintendo mazmorra escape acertijo acertijos candado candados apuesta youtube twitch videos intentos',
  recados:
    'compre compramos billetera cartera dni cedula amazon temu aliexpress pibes peña madrugada siesta finde bar bares ' +
    'discoteca selfie',
};

/** A candidate's trade, said of themselves ('soy entrenador', 'trabajo como guía'), that makes a part of life their work. */
const OFICIOS: Record<string, string> = {
  deporte:
    'entrenador|entrenadora|preparador fisico|preparadora fisica|monitor deportivo|monitora deportiva|socorrista|profesor de educacion fisica|profesora de educacion fisica|coach',
  cocina:
    'cocinero|cocinera|chef|camarero|camarera|mesero|mesera|pastelero|pastelera|panadero|panadera|barista|ayudante de cocina|jefe de cocina|jefa de cocina|hostelero|hostelera',
  viaje: 'guia|agente de viajes|azafata|auxiliar de vuelo|tripulante|recepcionista|animador turistico|animadora turistica',
  fiesta:
    'wedding planner|organizador de eventos|organizadora de eventos|animador|animadora|dj|musico|musica|actor|actriz|educador|educadora|educadora de parvulos|maestro|maestra|profesor de infantil|profesora de infantil|tecnico de sonido',
  animales:
    'veterinario|veterinaria|auxiliar veterinario|auxiliar veterinaria|asistente veterinario|asistente veterinaria|peluquero canino|peluquera canina|adiestrador|adiestradora|cuidador de animales|cuidadora de animales',
  hogar:
    'jardinero|jardinera|oficial jardinero|paisajista|pintor|pintora|albañil|fontanero|fontanera|electricista|conserje|reformas|mantenimiento|mudanzas',
  vehiculo: 'mecanico|mecanica|chofer|conductor|conductora|taxista|repartidor|repartidora|transportista',
  juegos: 'desarrollador de videojuegos|desarrolladora de videojuegos|game designer|tester|streamer|community manager',
};

const PALABRAS_OCIO = new Map<string, string>(
  Object.entries(OCIO).flatMap(([parte, palabras]) => palabras.split(' ').map((w) => [normalizarCita(w), parte] as [string, string])),
);
const DICE_OFICIO = new RegExp(
  `(?:^| )(?:soy|era|fui|eramos|somos|trabajo (?:como|de|en)|trabaje (?:como|de|en)|llevo \\S+ (?:anos|meses) (?:como|de|en)|mi (?:puesto|trabajo|oficio|profesion) (?:es|de|como)|me dedico a|estoy (?:de|como)|trabajo de|como)(?: \\S+){0,6}? (?:${Object.values(OFICIOS).join('|')})s?(?= |$)`,
  'g',
);

/** The parts of life that are the candidate's work, from what they say of themselves anywhere in the interview. */
export function partesDelOficio(normalizada: string): Set<string> {
  const out = new Set<string>();
  for (const m of normalizada.matchAll(DICE_OFICIO))
    for (const [parte, oficios] of Object.entries(OFICIOS)) if (new RegExp(`(?:^| )(?:${oficios})s?$`).test(m[0])) out.add(parte);
  return out;
}

/** The parts of life outside work a text's words belong to. */
export function partesDeOcio(normalizada: string): Set<string> {
  const out = new Set<string>();
  for (const p of normalizada.replace(DE_TRABAJO, ' ').split(' ')) {
    const w = enListaMapa(PALABRAS_OCIO, p);
    if (w) out.add(PALABRAS_OCIO.get(w)!);
  }
  return out;
}

/** Expressions whose leisure word is about work: a shop's Christmas season, the company's dinner. */
const DE_TRABAJO =
  /(?:^| )(?:campana de navidad|campana navidena|temporada de navidad|cena de (?:empresa|navidad de la empresa)|fiesta de (?:la )?empresa)(?= |$)/g;
/** Someone or something of one's own life: 'mi tía', 'mi perra', 'mi coche'. */
const MI_VIDA =
  /(?:^| )mis? (?:tia|tio|madre|padre|mama|papa|vieja|viejo|abuela|abuelo|hermano|hermana|hijo|hija|hijos|hijas|sobrino|sobrina|primo|prima|novio|novia|pololo|polola|pareja|marido|esposo|esposa|suegra|suegro|cunado|cunada|amigo|amiga|amigos|amigas|perro|perra|gato|gata|casa|piso|coche|carro|moto|cumple|boda|familia)(?= |$)/g;

/** Different words of life outside work a text holds (normalised), leaving out the parts that are the candidate's trade. */
export function palabrasDeOcio(normalizada: string, oficio: ReadonlySet<string> = new Set()): number {
  const vistas = new Set<string>();
  const limpia = normalizada.replace(DE_TRABAJO, ' ');
  for (const p of limpia.split(' ')) {
    const w = enListaMapa(PALABRAS_OCIO, p);
    if (w && !oficio.has(PALABRAS_OCIO.get(w)!)) vistas.add(w);
  }
  for (const m of limpia.matchAll(MI_VIDA)) vistas.add(m[0].trim());
  return vistas.size;
}

function enListaMapa(mapa: Map<string, string>, p: string): string | null {
  if (mapa.has(p)) return p;
  if (mapa.has(`${p}s`)) return `${p}s`;
  if (p.endsWith('es') && mapa.has(p.slice(0, -2))) return p.slice(0, -2);
  if (p.endsWith('s') && mapa.has(p.slice(0, -1))) return p.slice(0, -1);
  return null;
}

/** Forms of common irregular and auxiliary verbs (normalised), which the endings below miss. */
const VERBOS_SUELTOS = new Set(
  (
    'fue fui fuimos fueron era eras eramos eran estaba estabamos estaban estuve estuvimos estuvo tuve tuvimos tuvo ' +
    'tenia teniamos tenian hice hicimos hizo hicieron pude pudimos pudo dije dijimos dijo puse pusimos puso vine ' +
    'vino hubo habia habiamos he ha hemos han es son soy somos estoy esta estan tengo tiene tenemos hago hace ' +
    'hacemos puedo puede podemos voy va vamos van se sabia supe quise quiso di dio dimos vi vimos vio fuiste ' +
    'hiciste tuviste dejo deje dejamos llevo llevamos llego llegue llegamos'
  ).split(' '),
);
/** Endings that mark a conjugated verb: first person plural, preterite third person plural, imperfect. */
const TERMINACION_VERBO = /^\p{L}{2,}(?:amos|imos|emos|aron|ieron|aba|abas|aban|abamos|iamos|ian)$/u;
/** A first-person preterite written with its accent ('organicé', 'decidí'). */
const PRETERITO_ACENTO = /^\p{L}{3,}[éí]$/u;
const NO_VERBOS = new Set('qué sé también después través café comité josé allí aquí así aquí sí mí tú él más'.split(' '));
/** Clitics before a verb: 'me tocó', 'nos repartimos', 'les expliqué', 'se quejó'. */
const CLITICOS = new Set(['me', 'te', 'nos', 'les', 'se', 'os']);

/**
 * How many conjugated verbs a text seems to hold: known forms, verb endings, accented first-person
 * preterites and words after a clitic. A rough count, enough to tell a sentence from a list.
 */
export function contarVerbos(texto: string, normalizada: string): number {
  const crudas =
    texto
      .toLowerCase()
      .normalize('NFC')
      .match(/\p{L}+/gu) ?? [];
  const ps = normalizada.split(' ').filter(Boolean);
  let n = 0;
  ps.forEach((p, i) => {
    if (VERBOS_SUELTOS.has(p) || TERMINACION_VERBO.test(p) || (i > 0 && CLITICOS.has(ps[i - 1]) && !FUNCION.has(p))) n++;
  });
  for (const c of crudas) if (PRETERITO_ACENTO.test(c) && !NO_VERBOS.has(c)) n++;
  return n;
}

/** First-person preterites typed without their accent that the accent rule cannot see ('organice', 'reduje'). */
const PRIMERA_PERSONA = new Set(
  (
    'hice puse tuve estuve dije pude supe quise traje conduje reduje introduje propuse dispuse organice decidi explique revise cambie ' +
    'empece termine prepare ayude monte busque encontre resolvi consegui logre mejore detecte analice cree coordine lidere negocie ' +
    'acorde pregunte escribi envie mande deje hable llame cogi pedi aprendi automatice configure implemente reorganice programe ' +
    'diseñe disene calcule controle gestione migre integre lance construi modele elabore desarrolle administre implante'
  ).split(' '),
);

/** Whether a text tells something its author did, in the first person ('organicé', 'reduje', 'monté'). */
export function accionPropia(texto: string): boolean {
  for (const c of texto
    .toLowerCase()
    .normalize('NFC')
    .match(/\p{L}+/gu) ?? []) {
    if (PRETERITO_ACENTO.test(c) && !NO_VERBOS.has(c)) return true;
    if (PRIMERA_PERSONA.has(normalizarCita(c))) return true;
  }
  return false;
}

// Why one module: one job, the dossier from its facts; each section reads the others' figures (the
// guide answers from the models, the oversight and the templates), so they are built together.
// The algorithm dossier (issue 56 item 1, D174), put together from what the product stores and
// nothing typed: the templates in use with their design and what each version changed since the last
// delivery, the instructions and variables a model receives, the providers and models of the period
// (or the built-in analyzer), the integrity checks, people's oversight from the oversight record,
// retention and the candidate's rights, and the answers to the Ministry of Labour's guide
// «Información algorítmica en el ámbito laboral» (2022) — marked «A completar por la empresa» where the
// product cannot know. Pure: datos.ts reads the sources; a test builds a dossier from plain values.
// Its SHA-256 leaves the generation time out, so the same facts give the same hash (the delivery
// record names the dossier by it).
import { createHash } from 'node:crypto';
import { dosier as msg } from '../../../shared/messages.js';
import {
  CLAVES_EMPRESA,
  PREGUNTAS_EMPRESA,
  type ClaveEmpresa,
  type ClaveRespuesta,
  type Dosier,
  type PlantillaDosier,
  type RespuestaGuia,
  type VersionCambiada,
} from '../../../shared/schemas/dosier.js';
import { DECISION_ETIQUETA, RECOMENDACION_IA_ETIQUETA } from '../../../shared/schemas/informe.js';
import { ETIQUETA_MARCA, TIPOS_MARCA, VERSION_COMPROBACIONES } from '../../../shared/schemas/integridad.js';
import { SUPERVISION, type EntradaSupervision } from '../../../shared/schemas/supervision.js';
import { VARIABLES_PROMPT_USUARIO, variablesDe } from '../../../shared/schemas/servicio-hr.js';
import { plazo } from '../../../shared/retencion.js';
import { cuenta, cuentaRecuento, type RecuentoPublicado } from '../../../shared/plural.js';
import { ANALIZADOR_VERSION } from '../analisis/integrado/analizador.js';
import { REGLAS_INFORME, VERSION_PROMPT_INFORME } from '../analisis/proveedor/prompt.js';
import { INSTRUCCIONES_REPREGUNTA } from '../entrevistas/repregunta-texto.js';
import { versionDeTexto } from '../supervision/entradas.js';
import { diferencias, type DisenoVersion } from './diferencias.js';

export interface VersionFuente {
  version: number;
  fecha: string | null;
  diseno: DisenoVersion;
}

export interface PlantillaFuente {
  codigo: string;
  origen: 'plataforma' | 'propia';
  base: string | null;
  habilitada: boolean;
  version: number;
  fechaVersion: string | null;
  diseno: DisenoVersion;
  entrevistasEnPeriodo: number;
  versionesUsadas: number[];
  /** The stored copies of its versions (any order); the dossier compares each with the one before. */
  versiones: VersionFuente[];
}

export interface EntregaFuente {
  id: string;
  fecha: string;
  organo: string;
  plantillas: Array<{ codigo: string; version: number }>;
}

export interface FuentesDosier {
  empresa: { id: string; nombre: string };
  desde: string;
  hasta: string;
  generadoEn: string;
  plantillas: PlantillaFuente[];
  /** The oversight record's entries of the period. */
  entradas: EntradaSupervision[];
  ultimaEntrega: EntregaFuente | null;
  ajustes: { pausaIA: boolean; senalesActivas: boolean; umbral: number | null; retencionMeses: number };
  /** The questionnaires answered in the period, as the monitor publishes a count (under the minimum n: «menos de N», issue 65 item 2). */
  equidad: { declaraciones: RecuentoPublicado; minimoN: number };
  /** The newest version of the company's own answers (issue 65 item 6), or none saved. */
  respuestasEmpresa: { version: number; guardadaEn: string; guardadaPor: string; respuestas: Record<string, string> } | null;
}

const VARIABLE_ORIGEN: Record<string, string> = {
  '{nombre}': 'Nunca el nombre: se envía «el candidato»',
  '{posicion}': 'Puesto al que opta (ficha del candidato)',
  '{experiencia}': 'Experiencia indicada en la ficha del candidato',
  '{skills}': 'Habilidades indicadas en la ficha del candidato',
  '{educacion}': 'Formación indicada en la ficha del candidato',
};

export const NO_SE_ENVIA = [
  'El nombre, el email, el teléfono y el CV del candidato',
  'Las señales de la página (texto pegado, pérdidas de foco, tiempo en pantalla)',
  'La voz: solo su transcripción a texto, cuando el candidato responde hablando',
  'Imagen, vídeo, datos biométricos o rasgos protegidos',
];

const ANALIZADOR_MIDE = [
  'Si cada respuesta trata de lo que se preguntó (sus palabras, lo que explora la pregunta y la rúbrica)',
  'Hechos concretos, cifras y los elementos STAR (situación, tarea, acción propia, resultado) en las respuestas que piden un ejemplo',
  'Las herramientas, tecnologías y métodos que el candidato nombra y si describe cómo los usó',
  'Cada puntuación con una cita literal de las respuestas; sin cita, la competencia queda sin evaluar',
];

const ANALIZADOR_NO_MIDE = [
  'No entiende el significado de las respuestas como una persona: aplica reglas fijas sobre el texto',
  'No infiere emociones, personalidad, salud ni rasgos protegidos (edad, sexo, origen…)',
  'No analiza la voz, la imagen ni la forma de escribir más allá de las reglas descritas',
  'No aprende de las entrevistas: es determinista (las mismas respuestas, el mismo resultado)',
];

const SENALES_PAGINA = [
  'Texto pegado en cada respuesta (cuántas veces y cuántos caracteres)',
  'Veces que la página perdió el foco',
  'Tiempo en pantalla de cada pregunta',
];

/** The candidate's rights and how each is exercised in the product (the study points to them by key). */
export const DERECHOS_CANDIDATO = {
  acceso: {
    derecho: 'Acceso y copia de sus datos',
    comoEjercerlo:
      'Desde «Mis datos» (enlace en la invitación y al terminar la entrevista): ve y descarga en JSON y PDF lo que la empresa guarda.',
  },
  explicacion: {
    derecho: 'Explicación del uso de la IA',
    comoEjercerlo:
      '«Mis datos» explica, para cada entrevista, qué pasos hizo la IA, con qué proveedor y modelo o con el analizador integrado, y quién decidió.',
  },
  revision: {
    derecho: 'Revisión por una persona e impugnación',
    comoEjercerlo: '«Dar mi opinión o pedir una revisión» en «Mis datos»: la empresa responde tras revisar el informe.',
  },
  supresion: {
    derecho: 'Supresión',
    comoEjercerlo: 'Pedir el borrado desde «Mis datos»; la empresa solo puede oponerse con un motivo legal escrito.',
  },
  ayuda: {
    derecho: 'Ajustes y contacto con una persona',
    comoEjercerlo: '«Necesito un ajuste» y «Hablar con una persona» en cada página de la candidatura.',
  },
} as const satisfies Record<string, Dosier['derechos'][number]>;

const texto = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function cambiosDe(p: PlantillaFuente, desde: string, hasta: string, entregada: number | null | undefined): VersionCambiada[] {
  const porVersion = new Map(p.versiones.map((v) => [v.version, v]));
  const out: VersionCambiada[] = [];
  for (let v = 2; v <= p.version; v++) {
    const nueva = porVersion.get(v);
    // Since the last delivery; with none, the versions saved in the period.
    if (entregada !== undefined && entregada !== null) {
      if (v <= entregada) continue;
    } else if (!nueva?.fecha || nueva.fecha.slice(0, 10) < desde || nueva.fecha.slice(0, 10) > hasta) continue;
    const anterior = porVersion.get(v - 1);
    out.push({
      version: v,
      fecha: nueva?.fecha ?? (v === p.version ? p.fechaVersion : null),
      comparable: !!(anterior && (nueva || v === p.version)),
      cambios: anterior ? diferencias(anterior.diseno, (nueva ?? { diseno: p.diseno }).diseno) : [],
    });
  }
  return out;
}

function plantillaDosier(p: PlantillaFuente, f: FuentesDosier): PlantillaDosier {
  const d = p.diseno;
  const promptUsuario = texto(d.prompt_usuario);
  const entregada = f.ultimaEntrega ? (f.ultimaEntrega.plantillas.find((x) => x.codigo === p.codigo)?.version ?? 0) : null;
  return {
    codigo: p.codigo,
    nombre: texto(d.nombre) ?? p.codigo,
    origen: p.origen,
    base: p.base,
    version: p.version,
    fechaVersion: p.fechaVersion,
    habilitada: p.habilitada,
    entrevistasEnPeriodo: p.entrevistasEnPeriodo,
    versionesUsadas: [...p.versionesUsadas].sort((a, b) => a - b),
    descripcion: texto(d.descripcion),
    fases: d.fases.map((fa) => ({
      nombre: fa.nombre,
      objetivo: texto(fa.objetivo),
      preguntas: fa.preguntas.map((q) => ({ texto: q.texto, explora: texto(q.explora), competencia: texto(q.competencia) })),
    })),
    rubrica: d.rubrica.map((c) => ({ competencia: c.competencia, descripcion: texto(c.descripcion), anclas: { ...c.anclas } })),
    criterioPasado: d.criterioPasado ?? null,
    promptSistema: texto(d.prompt_sistema),
    promptUsuario,
    contexto: texto(d.contexto),
    variables: promptUsuario ? [...new Set(variablesDe(promptUsuario))] : [],
    cambios: cambiosDe(p, f.desde, f.hasta, entregada),
  };
}

function modelos(entradas: EntradaSupervision[]): Dosier['modelos'] {
  const grupos = new Map<string, Dosier['modelos'][number]>();
  for (const e of entradas) {
    if (!e.ia || (e.tipo !== 'informe' && e.tipo !== 'repregunta')) continue;
    const tarea = e.tipo;
    const k = [tarea, e.ia.metodo, e.ia.proveedor, e.ia.modelo].join('|');
    const g = grupos.get(k) ?? {
      tarea,
      metodo: e.ia.metodo,
      proveedor: e.ia.proveedor,
      modelo: e.ia.modelo,
      veces: 0,
      versionesInstrucciones: [],
    };
    g.veces++;
    const v = e.ia.promptVersion ?? e.ia.analizadorVersion;
    if (v && !g.versionesInstrucciones.includes(v)) g.versionesInstrucciones.push(v);
    grupos.set(k, g);
  }
  return [...grupos.values()].sort((a, b) => b.veces - a.veces);
}

function supervision(f: FuentesDosier): Dosier['supervision'] {
  const informes = new Set<string>();
  const revisadas = new Set<string>();
  const revisores = new Map<string, number>();
  let coincidencias = 0;
  let cambios = 0;
  const motivos: Dosier['supervision']['motivosCambio'] = [];
  for (const e of f.entradas) {
    if (e.tipo === 'informe' && e.entrevistaId) informes.add(e.entrevistaId);
    if ((e.tipo === 'revision' || e.tipo === 'correccion') && e.revision) {
      if (e.entrevistaId) revisadas.add(e.entrevistaId);
      const nombre = e.actor.nombre ?? 'Persona usuaria';
      revisores.set(nombre, (revisores.get(nombre) ?? 0) + 1);
      const cambio = !e.revision.coincideConIA || e.revision.puntuacionesCambiadas.length > 0;
      if (cambio) {
        cambios++;
        motivos.push({
          fecha: e.fecha,
          decision: DECISION_ETIQUETA[e.revision.decision],
          recomendacionIA: RECOMENDACION_IA_ETIQUETA[e.revision.recomendacionIA],
          motivo: e.revision.motivo,
        });
      } else coincidencias++;
    }
  }
  const revisados = [...informes].filter((id) => revisadas.has(id)).length;
  return {
    revisores: [...revisores].map(([nombre, revisiones]) => ({ nombre, revisiones })).sort((a, b) => b.revisiones - a.revisiones),
    rolesQueRevisan: ['Administrador', 'Operador'],
    informes: informes.size,
    informesRevisados: revisados,
    porcentajeRevisado: informes.size ? Math.round((revisados / informes.size) * 1000) / 10 : null,
    coincidencias,
    cambios,
    motivosCambio: motivos,
    pausaIA: f.ajustes.pausaIA,
    umbral: f.ajustes.umbral,
  };
}

const A_COMPLETAR = msg.aCompletar;
export const conocida = (bloque: string, pregunta: string, respuesta: string): RespuestaGuia => ({
  bloque,
  pregunta,
  respuesta,
  aCompletar: false,
  clave: null,
  deLaEmpresa: false,
});

/** A question only the company can answer: its own answer where saved, else «A completar» with what the product knows. */
export const deLaEmpresa =
  (respuestas: Record<string, string>) =>
  (clave: ClaveEmpresa, pista?: string): RespuestaGuia => {
    const { bloque, pregunta } = PREGUNTAS_EMPRESA[clave];
    const propia = respuestas[clave]?.trim();
    if (propia) return { bloque, pregunta, respuesta: propia, aCompletar: false, clave, deLaEmpresa: true };
    return { bloque, pregunta, respuesta: pista ? `${A_COMPLETAR}. ${pista}` : A_COMPLETAR, aCompletar: true, clave, deLaEmpresa: false };
  };

/**
 * The guide's questionnaire (its four blocks: general information, logic and working, consequences,
 * other relevant information), in the guide's order, answered from the dossier's own facts.
 */
function guia(d: HechosDosier, respuestas: Record<string, string>): RespuestaGuia[] {
  const pendiente = deLaEmpresa(respuestas);
  const G = 'Información general';
  const L = 'Lógica y funcionamiento';
  const C = 'Consecuencias';
  const O = 'Otra información relevante';
  // Used in the period apart from those only available (issue 65 item 6: a template with no interview read as «en uso»).
  const nombre = (p: Dosier['plantillas'][number]) => `«${p.nombre}» (versión ${p.version})`;
  const usadas = d.plantillas.filter((p) => p.entrevistasEnPeriodo > 0);
  const disponibles = d.plantillas.filter((p) => p.entrevistasEnPeriodo === 0);
  const plantillas = `${usadas.length ? `con ${usadas.length === 1 ? 'la plantilla' : 'las plantillas'} ${usadas.map(nombre).join(', ')}` : 'sin ninguna entrevista en el periodo'}${disponibles.length ? ` (${disponibles.length === 1 ? 'disponible también, sin entrevistas en el periodo' : 'disponibles también, sin entrevistas en el periodo'}: ${disponibles.map(nombre).join(', ')})` : ''}`;
  const proveedores = d.modelos.filter((m) => m.metodo === 'proveedor');
  const listaModelos = proveedores.map((m) => `${m.proveedor ?? '—'} ${m.modelo}`).join(', ');
  const s = d.supervision;
  return [
    conocida(
      G,
      '¿Utiliza la empresa algoritmos o sistemas de inteligencia artificial para tomar decisiones que afectan a personas trabajadoras o candidatas?',
      `Sí, en la selección de personal: entrevistas por escrito o por voz de Talentia ${plantillas}. La IA hace preguntas de seguimiento y redacta un informe con puntuaciones por competencia; la decisión la toma una persona.`,
    ),
    conocida(
      G,
      '¿Para qué decisiones se usan y en qué fase del proceso?',
      'Para apoyar la decisión de avanzar o no a una persona candidata tras su entrevista: el informe propone una recomendación (la media de las competencias evaluadas frente al umbral de la empresa o el criterio de aprobado de la plantilla) que una persona revisa, confirma o cambia.',
    ),
    conocida(
      G,
      '¿Quién ha desarrollado el sistema y qué proveedores intervienen?',
      `Talentia (plataforma y analizador integrado ${d.analizador.version}).${listaModelos ? ` Modelos de lenguaje de terceros usados en el periodo: ${listaModelos}.` : ' En el periodo no se usó ningún modelo de lenguaje de terceros.'}`,
    ),
    conocida(
      G,
      '¿Qué tipo de tecnología utiliza (reglas, aprendizaje automático, caja negra, aprendizaje continuo)?',
      // What the period used (issue 65 item 6: it said «caja negra» where section 3 said no model was used).
      proveedores.length
        ? 'Modelos de lenguaje generales de terceros (de funcionamiento interno no explicable: caja negra) guiados por las instrucciones fijas que recoge este dosier, y un analizador integrado de reglas deterministas. Ninguno aprende de las entrevistas de la empresa: Talentia no entrena modelos con ellas.'
        : 'En el periodo, solo reglas: el analizador integrado de Talentia, determinista (las mismas respuestas dan el mismo resultado) y descrito en este dosier; no se usó ningún modelo de lenguaje. Si la empresa configura una clave de un proveedor de IA, se usarían modelos de lenguaje generales de terceros (de funcionamiento interno no explicable: caja negra) con las instrucciones fijas que recoge este dosier. Nada aprende de las entrevistas de la empresa: Talentia no entrena modelos con ellas.',
    ),
    conocida(
      G,
      '¿Hay intervención humana en la decisión y en qué medida?',
      `Sí. Ninguna decisión sobre una persona candidata es automática: una persona con permiso de gestión de entrevistas (${s.rolesQueRevisan.join(' u ')}) la registra. Informes revisados por una persona en el periodo: ${s.informesRevisados} de ${s.informes}${s.porcentajeRevisado === null ? '' : ` (${s.porcentajeRevisado} %)`}; ${s.cambios === 1 ? '1 revisión cambió' : `${s.cambios} revisiones cambiaron`} la recomendación o las puntuaciones de la IA, ${s.cambios === 1 ? 'con' : 'cada una con'} su motivo escrito.`,
    ),
    conocida(
      L,
      '¿Qué datos y variables utiliza el sistema?',
      `Las respuestas del candidato a las preguntas de la plantilla, el diseño de la plantilla (fases, preguntas, rúbrica y anclas), el contexto y los criterios de evaluación de la empresa, y las variables del puesto: ${d.instrucciones.variables.map((v) => v.nombre).join(', ')}. No se envía: ${NO_SE_ENVIA.join('; ').toLowerCase()}.`,
    ),
    conocida(
      L,
      '¿Cuáles son las reglas, parámetros e instrucciones en que se basa?',
      `Las instrucciones fijas del informe (versión ${d.instrucciones.versionInforme}) y de las preguntas de seguimiento (versión ${d.instrucciones.versionRepregunta}), las de cada plantilla y su rúbrica, todas transcritas en este dosier. Cada competencia se puntúa de 0 a 10 según sus anclas, con citas literales de las respuestas.`,
    ),
    conocida(
      L,
      '¿Se elaboran perfiles de las personas?',
      'El informe puntúa las competencias de la rúbrica a partir de las respuestas de una entrevista. No combina datos de otras fuentes ni infiere rasgos de personalidad, emociones o características protegidas.',
    ),
    pendiente(
      'entrenamiento',
      'Talentia no entrena modelos; los datos de entrenamiento de los modelos de terceros los documenta cada proveedor.',
    ),
    pendiente(
      'auditoria',
      'Talentia ofrece la concordancia entre la IA y las personas revisoras (Analytics) y el registro de supervisión exportable.',
    ),
    conocida(
      C,
      '¿Qué consecuencias puede tener la decisión para las personas?',
      'Avanzar o no en el proceso de selección. La recomendación de la IA no basta: la decisión es de una persona, que ve las citas de cada puntuación y las señales de integridad antes de decidir.',
    ),
    conocida(
      C,
      '¿Se informa a la persona candidata del uso de algoritmos?',
      'Sí: antes de empezar, el aviso de la entrevista dice qué hace la IA y qué no, y la persona lo acepta; «Mis datos» explica después cómo se usó la IA en su entrevista.',
    ),
    pendiente('evaluacionImpacto'),
    conocida(
      O,
      '¿Cómo puede la persona afectada pedir explicaciones, una revisión humana o impugnar la decisión?',
      d.derechos.map((x) => `${x.derecho}: ${x.comoEjercerlo}`).join(' '),
    ),
    pendiente('discriminacion', d.equidad.texto),
    pendiente('representacion'),
    pendiente('contacto'),
  ];
}

/** A document's SHA-256 without its generation time: the same facts, the same hash. */
export const huella = (d: { generadoEn: string }) =>
  createHash('sha256')
    .update(JSON.stringify({ ...d, generadoEn: '' }))
    .digest('hex');

/** The dossier's facts before its questionnaire (the study writes its sections from them too). */
export type HechosDosier = Omit<Dosier, 'hash' | 'guia' | 'respuestasEmpresa'>;

/** Which version of the company's answers a document carries, and how many of the questions it asks were answered. */
export function respuestasIncluidas(
  re: FuentesDosier['respuestasEmpresa'],
  claves: readonly ClaveRespuesta[],
): Dosier['respuestasEmpresa'] {
  return (
    re && {
      version: re.version,
      guardadaEn: re.guardadaEn,
      guardadaPor: re.guardadaPor,
      respondidas: claves.filter((c) => re.respuestas[c]?.trim()).length,
      total: claves.length,
    }
  );
}

export function hechosDosier(f: FuentesDosier): HechosDosier {
  const informes = f.entradas.filter((e) => e.tipo === 'informe' && e.ia);
  const marcas = new Map<string, number>();
  for (const e of informes)
    for (const [tipo, n] of Object.entries(e.ia?.integridad?.marcas ?? {})) marcas.set(tipo, (marcas.get(tipo) ?? 0) + (n ?? 0));
  const plantillas = [...f.plantillas].sort((a, b) =>
    (texto(a.diseno.nombre) ?? a.codigo).localeCompare(texto(b.diseno.nombre) ?? b.codigo, 'es'),
  );
  // The company's measures against discrimination complete the equality section too.
  const medidas = f.respuestasEmpresa?.respuestas.discriminacion?.trim() || null;
  return {
    titulo: 'Información algorítmica para la representación legal de las personas trabajadoras',
    empresa: f.empresa,
    desde: f.desde,
    hasta: f.hasta,
    generadoEn: f.generadoEn,
    ultimaEntrega: f.ultimaEntrega ? { id: f.ultimaEntrega.id, fecha: f.ultimaEntrega.fecha, organo: f.ultimaEntrega.organo } : null,
    plantillas: plantillas.map((p) => plantillaDosier(p, f)),
    instrucciones: {
      reglasInforme: REGLAS_INFORME,
      versionInforme: VERSION_PROMPT_INFORME,
      instruccionesRepregunta: INSTRUCCIONES_REPREGUNTA,
      versionRepregunta: versionDeTexto(INSTRUCCIONES_REPREGUNTA),
      variables: VARIABLES_PROMPT_USUARIO.map((v) => ({ nombre: v, origen: VARIABLE_ORIGEN[v] ?? '' })),
      noSeEnvia: NO_SE_ENVIA,
    },
    modelos: modelos(f.entradas),
    analizador: {
      version: ANALIZADOR_VERSION,
      usadoEnPeriodo: informes.filter((e) => e.ia?.metodo === 'integrado').length,
      mide: ANALIZADOR_MIDE,
      noMide: ANALIZADOR_NO_MIDE,
    },
    integridad: {
      comprobaciones: {
        version: VERSION_COMPROBACIONES,
        tipos: TIPOS_MARCA.map((t) => ({ tipo: t, etiqueta: ETIQUETA_MARCA[t], veces: marcas.get(t) ?? 0 })),
      },
      senalesPagina: { activas: f.ajustes.senalesActivas, recoge: f.ajustes.senalesActivas ? SENALES_PAGINA : [] },
    },
    supervision: supervision(f),
    conservacion: {
      mesesCandidatos: f.ajustes.retencionMeses,
      mesesRegistroSupervision: SUPERVISION.mesesConservacion,
      texto: `Los datos de un candidato no contratado se borran ${plazo(f.ajustes.retencionMeses)} después de terminar su proceso (avisándole 7 días antes), salvo que consienta conservarlos. El registro de supervisión (identificadores y huellas, sin datos personales) se conserva ${SUPERVISION.mesesConservacion} meses.`,
    },
    derechos: Object.values(DERECHOS_CANDIDATO),
    equidad: {
      texto: `Tras cada entrevista finalizada se ofrece a la persona candidata un cuestionario voluntario de igualdad (sexo y franja de edad, con su propio consentimiento), guardado aparte: no llega a quien evalúa, al informe, a la IA, a las exportaciones ni a los webhooks. En el periodo lo ${f.equidad.declaraciones === 1 ? 'respondió' : 'respondieron'} ${cuentaRecuento(f.equidad.declaraciones, 'persona', 'personas')}. Quien administra la empresa ve en Analítica, por plantilla y periodo, las tasas de selección y las ratios de impacto por sexo, edad y su cruce (método de la Local Law 144 de Nueva York) de la decisión de una persona y de la puntuación de la IA, con una alerta por debajo de 0,80; ninguna cifra de menos de ${cuenta(f.equidad.minimoN, 'persona', 'personas')} se muestra, ni otra que permita deducirla, y sin ellas una categoría no tiene ratio («datos insuficientes»).${medidas ? '' : ' Indique qué medidas adopta la empresa con esos resultados.'}`,
      aCompletar: !medidas,
      medidasEmpresa: medidas,
    },
  };
}

export function construirDosier(f: FuentesDosier): Dosier {
  const sinGuia = hechosDosier(f);
  const sinHash: Omit<Dosier, 'hash'> = {
    ...sinGuia,
    guia: guia(sinGuia, f.respuestasEmpresa?.respuestas ?? {}),
    respuestasEmpresa: respuestasIncluidas(f.respuestasEmpresa, CLAVES_EMPRESA),
  };
  return { ...sinHash, hash: huella(sinHash) };
}

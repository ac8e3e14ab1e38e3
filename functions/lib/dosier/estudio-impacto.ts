// Colombia's privacy impact study (issue 67 item 7): what the SIC's Circular Externa 002 of 21 August
// 2024 asks a controller to carry out and document before AI processes personal data — the weighing of
// suitability, necessity, reasonableness and proportionality, a detailed description of the processing,
// the specific risks to the data subjects' rights with the measures against each, under Ley 1581 de
// 2012 (art. 4's principles, art. 8's rights) — written from the dossier's facts (construir.ts
// `hechosDosier`: the same stored data, nothing typed) and marked «A completar por la empresa» where
// only the company knows. The company's saved answers to the dossier's guide that the study also asks
// (contact, audits, measures against discrimination, training data) take their place, and their version
// is part of the hash. What the guide does not ask (the weighing, transfers, legality and security, the
// risks' classification, approval) the company answers in the study's own answers (respuestas.ts, `tipo`),
// whose version is part of the hash too. Pure: a test builds a study from plain values.
import {
  type ClaveEmpresa,
  type ClaveEstudioCo,
  type EstudioImpacto,
  PREGUNTAS_ESTUDIO_CO,
  CLAVES_ESTUDIO_CO,
  type RespuestaGuia,
} from '../../../shared/schemas/dosier.js';
import type { EstudioImpactoPais, LeyPais } from '../../../shared/paises.js';
import { dosier as msg } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
import {
  conocida,
  deLaEmpresa,
  DERECHOS_CANDIDATO,
  hechosDosier,
  huella,
  respuestasIncluidas,
  type FuentesDosier,
  type HechosDosier,
} from './construir.js';

/** The company's answers to the dossier's guide the study reads, in the order it asks them. */
export const CLAVES_ESTUDIO: readonly ClaveEmpresa[] = ['contacto', 'entrenamiento', 'auditoria', 'discriminacion'];

const OBJETO = 'Objeto y responsable';
const DESCRIPCION = 'Descripción del tratamiento';
const PRINCIPIOS = 'Principios del tratamiento (Ley 1581 de 2012, art. 4)';
const RIESGOS = 'Riesgos para los titulares y medidas';
const DERECHOS = 'Derechos de los titulares (Ley 1581 de 2012, art. 8)';

/** A point only the company can state and the dossier's guide does not ask: «A completar», with what the product knows. */
const aCompletar = (bloque: string, pregunta: string, pista: string): RespuestaGuia => ({
  bloque,
  pregunta,
  respuesta: `${msg.aCompletar}. ${pista}`,
  aCompletar: true,
  clave: null,
  deLaEmpresa: false,
});

/** The study's own question `clave`: the company's saved answer, else «A completar» with the hint. */
type DelEstudio = (clave: ClaveEstudioCo, pista: string) => RespuestaGuia;
const delEstudio =
  (respuestas: Record<string, string>): DelEstudio =>
  (clave, pista) => {
    const { bloque, pregunta } = PREGUNTAS_ESTUDIO_CO[clave];
    const propia = respuestas[clave]?.trim();
    if (propia) return { bloque, pregunta, respuesta: propia, aCompletar: false, clave, deLaEmpresa: true };
    return { ...aCompletar(bloque, pregunta, pista), clave };
  };

/** The principles the product cannot vouch for, answered by the company. */
const PRINCIPIO_DE_LA_EMPRESA: Record<string, ClaveEstudioCo> = { Legalidad: 'legalidad', Seguridad: 'seguridad' };

const lista = (xs: readonly string[]) => xs.join('; ');

function descripcion(h: HechosDosier, entrevistas: number, estudio: DelEstudio): RespuestaGuia[] {
  const usadas = h.plantillas.filter((p) => p.entrevistasEnPeriodo > 0);
  const proveedores = h.modelos.filter((m) => m.metodo === 'proveedor');
  const s = h.supervision;
  return [
    conocida(
      DESCRIPCION,
      'Finalidad',
      'Apoyar la selección de personal: una entrevista por escrito o por voz con preguntas de la plantilla, preguntas de seguimiento de la IA y un informe con puntuaciones por competencia que una persona revisa antes de decidir.',
    ),
    conocida(
      DESCRIPCION,
      'Entrevistas del periodo',
      `${cuenta(entrevistas, 'entrevista creada', 'entrevistas creadas')} en el periodo${usadas.length ? `, con ${usadas.map((p) => `«${p.nombre}» (${cuenta(p.entrevistasEnPeriodo, 'entrevista', 'entrevistas')})`).join(', ')}` : ''}.`,
    ),
    conocida(
      DESCRIPCION,
      'Datos personales que se recogen',
      `La ficha de la persona candidata (nombre, email, teléfono, CV y los datos del puesto: ${h.instrucciones.variables.map((v) => v.nombre).join(', ')}), sus respuestas (la voz se transcribe a texto)${h.integridad.senalesPagina.activas ? ` y señales de la página: ${lista(h.integridad.senalesPagina.recoge).toLowerCase()}` : ''}. El cuestionario de igualdad es voluntario y se guarda aparte. No se recogen imagen, vídeo ni datos biométricos.`,
    ),
    conocida(
      DESCRIPCION,
      'Métodos de IA y proveedores del periodo',
      `${
        proveedores.length
          ? `Modelos de lenguaje de terceros: ${proveedores.map((m) => `${m.proveedor ?? '—'} ${m.modelo} (${m.tarea === 'informe' ? cuenta(m.veces, 'informe', 'informes') : cuenta(m.veces, 'pregunta de seguimiento', 'preguntas de seguimiento')})`).join(', ')}. `
          : 'No se usó ningún modelo de lenguaje de terceros. '
      }Analizador integrado de Talentia (${h.analizador.version}, reglas deterministas): ${cuenta(h.analizador.usadoEnPeriodo, 'informe', 'informes')}. Ningún modelo aprende de las entrevistas.`,
    ),
    conocida(
      DESCRIPCION,
      'Datos que reciben los modelos',
      `Las respuestas, el diseño de la plantilla y las variables del puesto. Nunca: ${lista(h.instrucciones.noSeEnvia).toLowerCase()}.`,
    ),
    conocida(DESCRIPCION, 'Conservación', h.conservacion.texto),
    conocida(
      DESCRIPCION,
      'Decisión humana',
      `Ninguna decisión es automática: la registra una persona con rol ${s.rolesQueRevisan.join(' u ')}. Informes del periodo revisados por una persona: ${s.informesRevisados} de ${s.informes}${s.porcentajeRevisado === null ? '' : ` (${s.porcentajeRevisado} %)`}; ${cuenta(s.cambios, 'revisión cambió', 'revisiones cambiaron')} la recomendación o las puntuaciones de la IA, con su motivo escrito.`,
    ),
    estudio(
      'transmision',
      `Indique el contrato de transmisión con Talentia y con los proveedores de IA (Decreto 1377 de 2013) y el país donde tratan los datos${proveedores.length ? ` (proveedores del periodo: ${[...new Set(proveedores.map((m) => m.proveedor ?? '—'))].join(', ')})` : ''}.`,
    ),
  ];
}

const PRINCIPIO: Record<string, (h: HechosDosier) => string | null> = {
  Finalidad: () =>
    'El aviso de la entrevista dice antes de empezar para qué se usan los datos y qué hace y qué no hace la IA; no se usan para otro fin.',
  Libertad: () =>
    'La persona candidata acepta el aviso antes de la primera pregunta; la aceptación se guarda con su fecha y la versión del texto.',
  'Veracidad o calidad': () =>
    'Cada puntuación cita literalmente las respuestas (sin cita, la competencia queda sin evaluar) y una persona revisa el informe antes de decidir.',
  Transparencia: () => `${DERECHOS_CANDIDATO.explicacion.comoEjercerlo}`,
  'Acceso y circulación restringida': (h) =>
    `Solo ven los informes las personas con rol ${h.supervision.rolesQueRevisan.join(' u ')} de la empresa; los modelos no reciben el nombre ni los datos de contacto.`,
  Confidencialidad: () =>
    'El cuestionario de igualdad no llega a quien evalúa, al informe, a la IA, a las exportaciones ni a los webhooks; el registro de supervisión guarda identificadores y huellas, sin datos personales.',
};

function principios(h: HechosDosier, marco: EstudioImpactoPais, estudio: DelEstudio): RespuestaGuia[] {
  return marco.principios.map((p) => {
    const hecho = PRINCIPIO[p]?.(h);
    const clave = PRINCIPIO_DE_LA_EMPRESA[p];
    const pista =
      p === 'Seguridad'
        ? 'Describa las medidas de seguridad de la empresa (accesos, cuentas con segundo factor, política de tratamiento); Talentia separa los datos de cada empresa y registra quién revisa cada informe.'
        : 'Indique la base de la empresa para tratar estos datos (autorización de la persona candidata y su política de tratamiento de la información).';
    if (hecho) return conocida(PRINCIPIOS, p, hecho);
    return clave ? estudio(clave, pista) : aCompletar(PRINCIPIOS, p, pista);
  });
}

type DeLaEmpresa = (bloque: string, clave: ClaveEmpresa, pista?: string) => RespuestaGuia;

function riesgos(h: HechosDosier, deLaEmpresa: DeLaEmpresa, estudio: DelEstudio): RespuestaGuia[] {
  const empresa = (clave: ClaveEmpresa, pista?: string) => deLaEmpresa(RIESGOS, clave, pista);
  const s = h.supervision;
  const marcadas = h.integridad.comprobaciones.tipos.reduce((n, t) => n + t.veces, 0);
  const riesgo = (nombre: string, medidas: string) => conocida(RIESGOS, `Riesgo: ${nombre}`, `Medidas: ${medidas}`);
  return [
    riesgo(
      'decisiones sobre la persona sin intervención humana',
      `la IA solo recomienda y una persona decide (informes del periodo revisados por una persona: ${s.informesRevisados} de ${s.informes}); la empresa puede pausar la IA (ahora ${s.pausaIA ? 'en pausa' : 'activa'}).`,
    ),
    riesgo(
      'puntuaciones inexactas o sin fundamento',
      'cada puntuación con una cita literal de las respuestas y las anclas de la rúbrica; la persona revisora ve las citas y puede cambiar la recomendación o las puntuaciones con un motivo escrito.',
    ),
    riesgo('discriminación o sesgo', h.equidad.texto),
    empresa('discriminacion'),
    riesgo(
      'señales de integridad tomadas como prueba',
      `una respuesta marcada nunca es evidencia ni decide nada; ${cuenta(marcadas, 'marca', 'marcas')} en el periodo (comprobaciones ${h.integridad.comprobaciones.version}).`,
    ),
    riesgo('datos excesivos enviados a terceros', `a los modelos no se envía ${lista(h.instrucciones.noSeEnvia).toLowerCase()}.`),
    riesgo('conservación más larga de lo necesario', h.conservacion.texto),
    riesgo(
      'falta de información a la persona',
      'el aviso previo a la entrevista y «Mis datos», donde la persona ve sus datos, cómo se usó la IA y quién decidió.',
    ),
    empresa(
      'auditoria',
      'Talentia ofrece la concordancia entre la IA y las personas revisoras (Analítica) y el registro de supervisión exportable.',
    ),
    empresa(
      'entrenamiento',
      'Talentia no entrena modelos; los datos de entrenamiento de los modelos de terceros los documenta cada proveedor.',
    ),
    estudio(
      'clasificacionRiesgos',
      'Clasifique cada riesgo por probabilidad e impacto, antes y después de las medidas, y decida si el riesgo residual es aceptable.',
    ),
  ];
}

function derechos(marco: EstudioImpactoPais, ley: LeyPais): RespuestaGuia[] {
  const como: Record<keyof EstudioImpactoPais['derechos'], string> = {
    conocer: `${DERECHOS_CANDIDATO.acceso.comoEjercerlo} Para actualizar o rectificar: ${DERECHOS_CANDIDATO.ayuda.comoEjercerlo}`,
    prueba: '«Mis datos» muestra la fecha en que aceptó el aviso y la versión del texto que aceptó.',
    informado: DERECHOS_CANDIDATO.explicacion.comoEjercerlo,
    queja: `Ante ${ley.autoridad}, después de dirigirse a la empresa.`,
    revocar: `${DERECHOS_CANDIDATO.supresion.comoEjercerlo} ${DERECHOS_CANDIDATO.revision.derecho}: ${DERECHOS_CANDIDATO.revision.comoEjercerlo}`,
    gratuito: '«Mis datos» y sus descargas no tienen coste para la persona.',
  };
  return Object.entries(marco.derechos).map(([clave, derecho]) => conocida(DERECHOS, derecho, como[clave as keyof typeof como]));
}

/**
 * The study from the dossier's sources, for a company whose country asks for it (`marco`) under its law
 * (`ley`), with the company's own answers to the study's questions (`propias`: their newest version, or null).
 */
export function construirEstudioImpacto(
  f: FuentesDosier,
  marco: EstudioImpactoPais,
  ley: LeyPais,
  propias: FuentesDosier['respuestasEmpresa'] = null,
): EstudioImpacto {
  const h = hechosDosier(f);
  const guia = deLaEmpresa(f.respuestasEmpresa?.respuestas ?? {});
  const estudio = delEstudio(propias?.respuestas ?? {});
  // The guide's question, in the study's section.
  const empresa: DeLaEmpresa = (bloque, clave, pista) => ({ ...guia(clave, pista), bloque });
  const entrevistas = h.plantillas.reduce((n, p) => n + p.entrevistasEnPeriodo, 0);
  const sinHash: Omit<EstudioImpacto, 'hash'> = {
    tipo: marco.tipo,
    titulo: 'Estudio de impacto de privacidad del uso de inteligencia artificial en la selección de personal',
    norma: marco.norma,
    empresa: h.empresa,
    desde: h.desde,
    hasta: h.hasta,
    generadoEn: h.generadoEn,
    entrevistas,
    modelos: h.modelos,
    apartados: [
      conocida(
        OBJETO,
        'Objeto del estudio',
        `El tratamiento de datos personales de las personas candidatas con inteligencia artificial en las entrevistas de Talentia, como pide ${marco.norma}, bajo ${ley.ley}. Se genera con los datos guardados del periodo; lo que solo la empresa sabe queda «${msg.aCompletar}».`,
      ),
      conocida(
        OBJETO,
        'Responsable del tratamiento',
        `${h.empresa.nombre}. Talentia trata los datos por cuenta de la empresa (encargado).`,
      ),
      empresa(OBJETO, 'contacto'),
      estudio(
        'ponderacion',
        `Justifique cada criterio: ${lista(marco.ponderacion)}. Alternativa de menor impacto disponible: el analizador integrado, sin modelos de terceros; la IA puede pausarse.`,
      ),
      ...descripcion(h, entrevistas, estudio),
      ...principios(h, marco, estudio),
      ...riesgos(h, empresa, estudio),
      ...derechos(marco, ley),
      estudio(
        'aprobacion',
        'Indique quién aprueba este estudio, en qué fecha y cada cuánto se revisa (y cuando cambie una plantilla, el proveedor de IA o la finalidad).',
      ),
    ],
    respuestasEmpresa: respuestasIncluidas(f.respuestasEmpresa, CLAVES_ESTUDIO),
    respuestasEstudio: respuestasIncluidas(propias, CLAVES_ESTUDIO_CO),
  };
  return { ...sinHash, hash: huella(sinHash) };
}

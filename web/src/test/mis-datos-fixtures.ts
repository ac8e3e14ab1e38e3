// «Mis datos» data (D148, D152) as the server sends it, for the page's and the PDF's tests: one
// company, a candidate, an interview answered (once by voice, with a follow-up), reported and reviewed.
import { explicarUsoIA } from '@shared/mis-datos-explicacion';
import type { DatosTitular, EmpresaTitular, EntrevistaTitular } from '../features/entrevista-publica/api/mis-datos';
import { informe as guardado } from './informe-fixtures';
import { paginaDePrueba } from './pagina-entrevista-fixtures';

/** The stored report as «Mis datos» gives it: its text analysis as `analisisTexto` (issue 54 item 7). */
const { bertAnalysis, ...resto } = guardado;
export const informe = { ...resto, analisisTexto: bertAnalysis };

export const RUBRICA_MIS_DATOS: EntrevistaTitular['rubrica'] = [
  {
    competencia: 'Comunicación',
    anclas: { bajo: 'Respuestas vagas', medio: 'Explica sus decisiones con algún ejemplo', alto: 'Adapta el mensaje a cada público' },
  },
];

const entrevista: EntrevistaTitular = {
  id: 'e1',
  servicio: 'Entrevista en profundidad',
  fechaProgramada: '2026-11-20T10:00:00.000Z',
  fechaRealizacion: '2026-11-20T10:05:00.000Z',
  estado: 'validada',
  consentimiento: { fecha: '2026-11-20T10:05:00.000Z', version: '2026-11-23' },
  simulada: false,
  respuestas: [
    {
      n: 0,
      fase: 'Apertura',
      pregunta: '¿Qué aprendiste en tu último año?',
      respuesta: 'Lideré un equipo de cinco personas.',
      origen: 'voz',
      respondidaEn: null,
      repregunta: {
        pregunta: '¿Qué resultado concreto obtuviste?',
        respuesta: 'Redujimos a la mitad los errores.',
        proveedor: 'openai',
        modelo: 'gpt-4o-mini',
      },
      senales: { pegados: 1, caracteresPegados: 420, perdidasFoco: 2, msEnPantalla: 190_000 },
    },
  ],
  informe,
  revision: {
    actual: {
      decision: 'en_duda',
      comentario: 'Faltan ejemplos técnicos.',
      puntuacionesAjustadas: [],
      revisadaPor: 'Adela Ruiz Núñez',
      fecha: '2026-11-21T10:00:00.000Z',
      estadoCandidato: null,
    },
    anteriores: [],
  },
  rubrica: RUBRICA_MIS_DATOS,
  explicacion: [],
  // The feedback a person approved and the candidate's own opinion of the process (D173).
  comentarios: {
    fortalezas: [{ texto: 'Explicas los cambios con ejemplos cercanos.', cita: 'los cambios al equipo', pregunta: 0 }],
    mejoras: [{ texto: 'Cuenta qué resultado tuvo lo que hiciste.', cita: 'un equipo de cinco personas', pregunta: 0 }],
    fecha: '2026-11-24T12:00:00.000Z',
  },
  opinion: { puntuacion: 8, comentario: 'Preguntas claras.', fecha: '2026-11-20T10:30:00.000Z' },
  ayuda: {
    entrevistaId: 'e1',
    contacto: { empresa: 'Acme Talento', persona: 'Adela Ruiz Núñez', email: 'privacidad@acme.test' },
    ajustes: [
      {
        numero: 1,
        tipos: ['mas_tiempo'],
        texto: 'Leo despacio: necesito más tiempo.',
        enviadaEn: '2026-11-19T09:00:00.000Z',
        estado: 'aceptado',
        respuesta: { texto: 'Tienes diez veces más tiempo.', por: 'Adela Ruiz Núñez', fecha: '2026-11-19T11:00:00.000Z' },
      },
    ],
    mensajes: [
      { id: 'm1', de: 'candidato', texto: '¿Puedo hacerla por la tarde?', fecha: '2026-11-19T09:05:00.000Z', por: null },
      { id: 'm2', de: 'empresa', texto: 'Sí, a cualquier hora.', fecha: '2026-11-19T11:05:00.000Z', por: 'Adela Ruiz Núñez' },
    ],
    tiempoAmpliado: true,
    // Finished: no time limit is left to meet.
    limiteDeTiempo: false,
  },
  impugnaciones: [
    {
      numero: 1,
      opinion: 'En la segunda respuesta hablé de un equipo de ocho personas, no de cinco.',
      pideRevision: true,
      enviadaEn: '2026-11-22T09:00:00.000Z',
      estado: 'respondida',
      respuesta: {
        texto: 'Hemos revisado la evaluación con tu aclaración.',
        por: 'Adela Ruiz Núñez',
        fecha: '2026-11-23T09:00:00.000Z',
        revisionTrasSolicitud: true,
      },
    },
  ],
};
// The explanation is the server's (shared/mis-datos-explicacion.ts): computed here the same way.
entrevista.explicacion = explicarUsoIA(entrevista, 'Acme Talento');

export const datosMisDatos: DatosTitular = {
  formato: 'talentia-mis-datos',
  version: 2,
  email: 'lucia@correo.test',
  generadoEn: '2026-11-25T10:00:00.000Z',
  empresas: [
    {
      empresa: {
        id: 'acme',
        nombre: 'Acme Talento',
        contacto: 'privacidad@acme.test',
        ley: 'La ley que protege tus datos: la Ley 25.326 de Protección de los Datos Personales (hábeas data).',
      },
      candidato: {
        id: 'c1',
        nombre: 'Lucía Ortega Íñiguez',
        email: 'lucia@correo.test',
        telefono: '+34 600 111 222',
        puesto: 'Analista',
        posicion: null,
        experiencia_años: 7,
        habilidades: ['SQL', 'Python'],
        area: 'Datos',
        estado: 'entrevistado',
        fechaCreacion: '2026-11-01T10:00:00.000Z',
        fechaActualizacion: null,
      },
      entrevistas: [entrevista],
      borrado: {
        estado: 'opuesta',
        solicitadoEn: '2026-11-24T10:00:00.000Z',
        plazoHasta: '2026-12-01T10:00:00.000Z',
        oposicion: { motivo: 'Hay un proceso judicial abierto que obliga a conservar la entrevista.', fecha: '2026-11-25T09:00:00.000Z' },
      },
      retencion: null,
    },
  ],
};

/** A company's entry on «Mis datos» with a bare candidate and no interviews; `cambios` overrides. */
export function empresaTitular(cambios: Partial<EmpresaTitular> & { estado?: EmpresaTitular['candidato']['estado'] } = {}): EmpresaTitular {
  const { estado = 'nuevo', ...resto } = cambios;
  return {
    empresa: { id: 'acme', nombre: 'Acme Talento', contacto: 'privacidad@acme.test' },
    candidato: {
      id: 'c1',
      nombre: 'Lucía Ortega',
      email: 'lucia@correo.test',
      telefono: null,
      puesto: null,
      posicion: null,
      experiencia_años: null,
      habilidades: [],
      area: null,
      estado,
      fechaCreacion: '2026-11-20T10:00:00.000Z',
      fechaActualizacion: null,
    },
    entrevistas: [],
    borrado: null,
    retencion: null,
    ...resto,
  };
}

/** GET /api/publico/entrevistas/{token} of a finished interview (its end screen); `cambios` overrides. */
export function paginaFinalizada(cambios: Record<string, unknown> = {}) {
  return { ...paginaDePrueba({ estado: 'finalizada' }), ...cambios };
}

/** A «Mis datos» access key (the server's shape). */
export const ACCESO_PRUEBA = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-zyxwv';

/** The tab's storage as after «Ver mis datos»: only ACCESO_PRUEBA, valid for 30 more minutes. */
export function guardarAcceso(): void {
  sessionStorage.clear();
  sessionStorage.setItem(
    'talentia-mis-datos',
    JSON.stringify({ acceso: ACCESO_PRUEBA, expiraEn: new Date(Date.now() + 1_800_000).toISOString() }),
  );
}

// The algorithm dossier's PDF as the representatives read it (D174): rendered in Node and read back
// with pdftotext — the template's questions and anchors, a version's change with before and after,
// the models of the period, the oversight and the guide's answers the company must complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dosier, EstudioImpacto } from '@shared/schemas/dosier';
import { type PdfRenderizado, renderizarPdf } from '../../test/pdf-node';
import { documentoDosier, documentoEstudio, fechaDosier, nombreArchivoDosier } from './dosier-pdf';

const dosier: Dosier = {
  titulo: 'Información algorítmica para la representación legal de las personas trabajadoras',
  empresa: { id: 'acme', nombre: 'Acme Logística' },
  desde: '2025-11-27',
  hasta: '2026-11-26',
  generadoEn: '2026-11-26T10:00:00.000Z',
  hash: 'a'.repeat(64),
  ultimaEntrega: { id: 'e1', fecha: '2026-06-01', organo: 'Comité de empresa' },
  plantillas: [
    {
      codigo: 'ventas',
      nombre: 'Selección comercial',
      origen: 'propia',
      base: 'entrevistas-profundidad',
      version: 2,
      fechaVersion: '2026-10-02T10:00:00.000Z',
      habilitada: true,
      entrevistasEnPeriodo: 7,
      versionesUsadas: [1, 2],
      descripcion: null,
      fases: [
        {
          nombre: 'Experiencia',
          objetivo: null,
          preguntas: [{ texto: '¿Qué objetivo de ventas superaste?', explora: 'logro', competencia: 'Logro' }],
        },
      ],
      rubrica: [
        {
          competencia: 'Logro',
          descripcion: null,
          anclas: { bajo: 'Sin ejemplo', medio: 'Un ejemplo', alto: 'Ejemplo con cifras propias' },
        },
      ],
      criterioPasado: 60,
      promptSistema: null,
      promptUsuario: null,
      contexto: null,
      variables: [],
      cambios: [
        {
          version: 2,
          fecha: '2026-10-02T10:00:00.000Z',
          comparable: true,
          cambios: [
            {
              tipo: 'ancla_cambiada',
              descripcion: 'Ancla de nivel alto de «Logro» cambiada',
              antes: 'Ejemplo con cifras',
              despues: 'Ejemplo con cifras propias',
            },
          ],
        },
      ],
    },
  ],
  instrucciones: {
    reglasInforme: 'Eres un evaluador de selección de personal.',
    versionInforme: 'sha256:111111111111',
    instruccionesRepregunta: 'Eres un entrevistador.',
    versionRepregunta: 'sha256:222222222222',
    variables: [{ nombre: '{posicion}', origen: 'Puesto al que opta' }],
    noSeEnvia: ['El nombre y el email del candidato'],
  },
  modelos: [
    {
      tarea: 'informe',
      metodo: 'proveedor',
      proveedor: 'openai',
      modelo: 'gpt-4o-mini',
      veces: 5,
      versionesInstrucciones: ['sha256:111111111111'],
    },
  ],
  analizador: { version: 'analizador-integrado-v3', usadoEnPeriodo: 2, mide: ['Citas literales'], noMide: ['Emociones'] },
  integridad: {
    comprobaciones: {
      version: 'comprobaciones-v1',
      tipos: [{ tipo: 'repetida', etiqueta: 'Misma respuesta en varias preguntas', veces: 1 }],
    },
    senalesPagina: { activas: true, recoge: ['Texto pegado'] },
  },
  supervision: {
    revisores: [{ nombre: 'Ana Pérez', revisiones: 6 }],
    rolesQueRevisan: ['Administrador', 'Operador'],
    informes: 7,
    informesRevisados: 6,
    porcentajeRevisado: 85.7,
    coincidencias: 5,
    cambios: 1,
    motivosCambio: [
      { fecha: '2026-10-10T10:00:00.000Z', decision: 'No recomendado', recomendacionIA: 'Recomendado', motivo: 'Sin resultado propio' },
    ],
    pausaIA: false,
    umbral: 6,
  },
  conservacion: { mesesCandidatos: 12, mesesRegistroSupervision: 24, texto: 'Se borran 12 meses después.' },
  derechos: [{ derecho: 'Acceso y copia de sus datos', comoEjercerlo: 'Desde «Mis datos».' }],
  equidad: {
    texto: 'La empresa puede activar el seguimiento de equidad de Talentia.',
    aCompletar: false,
    medidasEmpresa: 'Revisión trimestral con el comité',
  },
  guia: [
    {
      bloque: 'Información general',
      pregunta: '¿Hay intervención humana?',
      respuesta: 'Sí.',
      aCompletar: false,
      clave: null,
      deLaEmpresa: false,
    },
    {
      bloque: 'Otra información relevante',
      pregunta: '¿Qué medidas se toman para prevenir la discriminación?',
      respuesta: 'Revisión trimestral con el comité',
      aCompletar: false,
      clave: 'discriminacion',
      deLaEmpresa: true,
    },
    {
      bloque: 'Otra información relevante',
      pregunta: 'Persona de contacto',
      respuesta: 'A completar por la empresa',
      aCompletar: true,
      clave: 'contacto',
      deLaEmpresa: false,
    },
  ],
  respuestasEmpresa: { version: 2, guardadaEn: '2026-11-20T09:00:00.000Z', guardadaPor: 'Lucía Gil', respondidas: 1, total: 6 },
};

let pdf: PdfRenderizado;
beforeAll(async () => {
  pdf = await renderizarPdf(documentoDosier(dosier), nombreArchivoDosier(dosier, 'pdf'));
}, 30_000);
afterAll(() => pdf?.quitar());

describe('the algorithm dossier as a PDF', () => {
  it('reads as the dossier: design, the dated change, models, oversight and what the company must complete', () => {
    const t = pdf.textoCrudo.replace(/\s+/g, ' ');
    for (const s of [
      'Información algorítmica para la representación legal',
      'Acme Logística',
      '¿Qué objetivo de ventas superaste?',
      'Ejemplo con cifras propias',
      // The day of 10:00 UTC in the zone the test runs in (3 October at UTC+14), as the dossier writes it.
      `Versión 2 (${fechaDosier('2026-10-02T10:00:00.000Z')})`,
      'Antes: «Ejemplo con cifras». Ahora: «Ejemplo con cifras propias»',
      'gpt-4o-mini',
      'Ana Pérez',
      'Sin resultado propio',
      'Seguimiento de equidad',
      'A completar por la empresa',
      // The company's own answers (issue 65 item 6), named with their version.
      'Medidas de la empresa: Revisión trimestral con el comité',
      'Respuesta de la empresa.',
      `versión 2, guardada el ${fechaDosier('2026-11-20T09:00:00.000Z')} por Lucía Gil`,
      `Huella SHA-256: ${'a'.repeat(64)}`,
    ])
      expect(t).toContain(s);
    expect(nombreArchivoDosier(dosier, 'pdf')).toBe('dosier-algoritmico_2025-11-27_2026-11-26.pdf');
  });
});

describe('fechaDosier: a plain date is its calendar day in every zone', () => {
  it('writes 2025-11-27 as 27 de noviembre, whatever the reader’s zone (was the 28th at UTC+14)', () => {
    expect(fechaDosier('2025-11-27')).toBe('27 de noviembre de 2025');
    expect(fechaDosier('2026-06-01')).toBe('1 de junio de 2026');
  });
});

describe("Colombia's privacy impact study as a PDF (issue 67 item 7)", () => {
  it('names the circular, its sections and what the company must complete', async () => {
    const estudio: EstudioImpacto = {
      tipo: 'estudio-impacto-co',
      titulo: 'Estudio de impacto de privacidad del uso de inteligencia artificial en la selección de personal',
      norma: 'la Circular Externa 002 del 21 de agosto de 2024 de la Superintendencia de Industria y Comercio',
      empresa: { id: 'acme', nombre: 'Acme Bogotá' },
      desde: '2025-11-27',
      hasta: '2026-11-26',
      generadoEn: '2026-11-26T10:00:00.000Z',
      hash: 'b'.repeat(64),
      entrevistas: 1,
      modelos: [],
      apartados: [
        {
          bloque: 'Ponderación previa',
          pregunta: 'Idoneidad y necesidad',
          respuesta: 'A completar por la empresa. Justifique.',
          aCompletar: true,
          clave: null,
          deLaEmpresa: false,
        },
      ],
      respuestasEmpresa: null,
      respuestasEstudio: null,
    };
    const p = await renderizarPdf(documentoEstudio(estudio), 'estudio.pdf');
    try {
      const t = p.textoCrudo.replace(/\s+/g, ' ');
      for (const s of [
        'Estudio de impacto de privacidad',
        'Acme Bogotá',
        'Circular Externa 002 del 21 de agosto de 2024',
        'Ponderación previa',
        'A completar por la empresa. Justifique.',
      ])
        expect(t).toContain(s);
    } finally {
      p.quitar();
    }
  }, 30_000);
});

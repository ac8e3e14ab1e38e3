// «Mis datos» as a PDF a person reads (D152): the document rendered into a real PDF in Node
// (test/pdf-node.ts) and read back: the same content as the page — each company's contact, the
// profile, the answers, the scores with the rubric level's words and the quotes, the decision and
// how the AI was used — with Spanish letters intact and page numbers.
import { explicarUsoIA } from '@shared/mis-datos-explicacion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informe } from '../../test/informe-fixtures';
import { renderizarPdf, type PdfRenderizado } from '../../test/pdf-node';
import type { DatosTitular } from './api/mis-datos';
import { documentoMisDatos, nombreArchivoMisDatos } from './mis-datos-pdf';
import { fecha } from './mis-datos-formato';

const entrevista: DatosTitular['empresas'][number]['entrevistas'][number] = {
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
      respuesta: 'Lideré un equipo de cinco personas en Logroño.',
      origen: 'voz',
      respondidaEn: null,
      repregunta: {
        pregunta: '¿Qué resultado concreto obtuviste?',
        respuesta: 'Redujimos a la mitad los errores.',
        proveedor: 'openai',
        modelo: 'gpt-4o-mini',
      },
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
  rubrica: [
    {
      competencia: 'Comunicación',
      anclas: { bajo: 'Respuestas vagas', medio: 'Explica sus decisiones con algún ejemplo', alto: 'Adapta el mensaje' },
    },
  ],
  explicacion: [],
};
entrevista.explicacion = explicarUsoIA(entrevista, 'Acme Talento');

const datos: DatosTitular = {
  formato: 'talentia-mis-datos',
  version: 2,
  email: 'lucia@correo.test',
  generadoEn: '2026-11-25T10:00:00.000Z',
  empresas: [
    {
      empresa: { id: 'acme', nombre: 'Acme Talento', contacto: 'privacidad@acme.test' },
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
    },
  ],
};

/** pdftotext breaks lines where the page does (after a space or a hyphen): compare with single spaces. */
const plano = (t: string) => t.replace(/\s+/g, ' ').replace(/- /g, '-');

describe('«Mis datos» as a real PDF', () => {
  let r: PdfRenderizado;
  beforeAll(async () => {
    r = await renderizarPdf(documentoMisDatos(datos), nombreArchivoMisDatos(datos));
  }, 60_000);
  afterAll(() => r?.quitar());

  it('is named by the day it was made', () => {
    expect(nombreArchivoMisDatos(datos)).toBe('mis-datos-2026-11-25.pdf');
  });

  it('says what the page says: contact, profile, answers, scores with the level’s words and quotes, the decision', () => {
    const texto = plano(r.textoCrudo);
    for (const t of [
      'Mis datos',
      'lucia@correo.test',
      `Documento generado el ${fecha(datos.generadoEn)}`,
      'Acme Talento',
      'Contacto para ejercer tus derechos: privacidad@acme.test',
      'Lucía Ortega Íñiguez',
      '+34 600 111 222',
      'SQL, Python',
      '¿Qué aprendiste en tu último año?',
      'Lideré un equipo de cinco personas en Logroño.',
      '¿Qué resultado concreto obtuviste?',
      'Comunicación: 6/10 (nivel medio de la rúbrica)',
      'Qué describe ese nivel: Explica sus decisiones con algún ejemplo',
      '«explico los cambios al equipo con ejemplos»',
      'Decisión de la empresa: En duda (Adela Ruiz Núñez',
      'Faltan ejemplos técnicos.',
    ])
      expect(texto, t).toContain(t);
  });

  it('carries the explanation of how the AI was used, word for word', () => {
    const texto = plano(r.textoCrudo);
    expect(texto).toContain('Cómo se usó la IA en esta entrevista');
    for (const p of entrevista.explicacion) expect(texto, p).toContain(plano(p));
  });

  it('numbers its pages', () => {
    expect(plano(r.texto)).toMatch(/Página 1 de [2-9]/);
  });
});

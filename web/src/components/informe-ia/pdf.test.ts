// The report's PDF as a person reads it: the document definition of an analysed, reviewed interview
// rendered into a real PDF in Node (test/pdf-node.ts), read back with poppler's pdftotext (names,
// accents, the chart's 'No evaluado', the reminder, page numbers) and page 1 drawn with pdftoppm.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Entrevista } from '@shared/schemas/entrevista';
import type { InformeIA, Validacion } from '@shared/schemas/informe';
import type { ContentCanvas, TDocumentDefinitions } from 'pdfmake/interfaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFechaHora } from '@shared/fechas';
import {
  entrevistaConInforme,
  procedenciaIntegrada,
  procedenciaProveedor,
  validacion as validacionBase,
} from '../../test/informe-fixtures';
import { poppler, renderizarPdf } from '../../test/pdf-node';
import { AVISO_INFORME_IA, documentoInforme, nombreArchivoInforme } from './pdf-documento';

const informe: InformeIA = {
  resumenEjecutivo: 'Análisis sólido de los problemas y buena Gestión del tiempo; comunica con claridad.',
  softSkills: [
    {
      habilidad: 'Comunicación',
      puntuacion: 6,
      evaluado: true,
      ancla: 'medio',
      justificacion: 'Explica sus decisiones, aunque con pocos ejemplos concretos.',
      evidencia: [{ cita: 'explico los cambios al equipo con ejemplos', pregunta: 0 }],
    },
    {
      habilidad: 'Resolución de problemas',
      puntuacion: 9,
      evaluado: true,
      ancla: 'alto',
      justificacion: 'Descompone el problema y compara alternativas con datos.',
      evidencia: [{ cita: 'comparé tres alternativas con datos de producción', pregunta: 1 }],
    },
    {
      habilidad: 'Iniciativa',
      puntuacion: null,
      evaluado: false,
      ancla: null,
      justificacion: 'Ninguna respuesta muestra iniciativa propia.',
      evidencia: [],
    },
  ],
  hardSkills: [
    {
      habilidad: 'Gestión de proyectos',
      nivel: 'avanzado',
      justificacion: 'Planifica con hitos y riesgos.',
      evidencia: [{ cita: 'planifico por hitos y reviso los riesgos cada semana', pregunta: 2 }],
    },
    { habilidad: 'Análisis de datos', nivel: 'intermedio', justificacion: 'Usa SQL para sus informes.', evidencia: [] },
  ],
  conclusiones: 'Candidato recomendado para la siguiente fase; conviene comprobar su iniciativa.',
  recomendaciones: ['Hacer una segunda entrevista técnica', 'Preguntar por una situación en la que tomó la iniciativa'],
  bertAnalysis: {
    metodo: 'léxico-heurístico-v1',
    sentiment: { label: 'positivo', score: 0.42 },
    coherenceScore: 7.5,
    professionalismScore: 8,
  },
  procedencia: procedenciaProveedor,
  // Issue 64: one answer seems to answer another question; relevance decided by words.
  integridad: {
    version: 'comprobaciones-v2',
    pertinencia: {
      metodo: 'palabras',
      detalle:
        'Pertinencia por palabras: cada respuesta se compara con las palabras propias de cada pregunta de la entrevista (las que no usa ninguna otra), sin interpretar su significado.',
    },
    respuestas: 3,
    marcas: [
      {
        tipo: 'otra_pregunta',
        pregunta: 1,
        relacionadas: [2],
        detalle: 'Parece responder a la pregunta 3, no a esta: no cuenta como evidencia de «Resolución de problemas».',
        pasaje: 'Una caída del servicio: comparé tres alternativas con datos de producción y elegimos la más segura.',
      },
    ],
    resumen: ['1 de 3 respuestas parece responder a otra pregunta'],
    discrepancias: [],
  },
};

const validacion: Validacion = {
  ...validacionBase,
  comentario: 'Buen encaje con el equipo; confirmar la iniciativa en la segunda entrevista.',
  por: { userId: 'u1', nombre: 'Ana Pérez' },
};

// Scheduled for the 24th, taken the day before (D83): the document goes by the 23rd.
const entrevista: Entrevista = {
  ...entrevistaConInforme('validada', { id: 'i1', nombre: 'Íñigo Martínez' }),
  transcripcion: [
    {
      n: 0,
      fase: 'Apertura',
      pregunta: '¿Cómo comunicas un cambio de prioridades?',
      respuesta: 'Primero explico los cambios al equipo con ejemplos y luego lo dejo por escrito.',
      origen: 'texto',
      respondidaEn: '2026-11-23T15:05:00.000Z',
    },
    {
      n: 1,
      fase: 'Experiencia',
      pregunta: 'Cuéntame un problema difícil que resolviste.',
      respuesta: 'Una caída del servicio: comparé tres alternativas con datos de producción y elegimos la más segura.',
      origen: 'voz',
      respondidaEn: '2026-11-23T15:10:00.000Z',
    },
    {
      n: 2,
      fase: 'Técnica',
      pregunta: '¿Cómo organizas un proyecto?',
      respuesta: 'Planifico por hitos y reviso los riesgos cada semana.',
      origen: 'texto',
      respondidaEn: '2026-11-23T15:15:00.000Z',
      repregunta: {
        pregunta: '¿Qué herramienta usas?',
        respuesta: 'Un tablero compartido con el equipo.',
        proveedor: 'openai',
        modelo: 'gpt-4o-mini',
        generadaEn: '2026-11-23T15:16:00.000Z',
      },
    },
  ],
  informeIA: informe,
  validacion,
};

const opciones = { empresa: 'Acme Ibérica', generadoEn: new Date('2026-11-26T10:00:00.000Z') };

/** Every canvas in the document (the chart's bars), found wherever it sits. */
function lienzos(nodo: unknown): ContentCanvas[] {
  if (!nodo || typeof nodo !== 'object') return [];
  if (Array.isArray(nodo)) return nodo.flatMap(lienzos);
  const o = nodo as Record<string, unknown>;
  return [...(Array.isArray(o.canvas) ? [o as unknown as ContentCanvas] : []), ...Object.values(o).flatMap(lienzos)];
}

describe('the AI report as a document', () => {
  const doc = documentoInforme(entrevista, opciones);

  it('names the file after the candidate (no accents) and the day the interview was taken, not the scheduled one', () => {
    expect(nombreArchivoInforme(entrevista)).toBe('informe_inigo-martinez_2026-11-23.pdf');
    // The day is the interview's in its own zone: 23:30 UTC on the 23rd is already the 24th in Madrid.
    expect(nombreArchivoInforme({ ...entrevista, fechaRealizacion: '2026-11-23T23:30:00.000Z' })).toBe(
      'informe_inigo-martinez_2026-11-24.pdf',
    );
    expect(nombreArchivoInforme({ ...entrevista, candidatoNombre: '¿?' })).toBe('informe_candidato_2026-11-23.pdf');
    // Not taken (no start in its history): the scheduled day.
    expect(nombreArchivoInforme({ ...entrevista, fechaRealizacion: undefined })).toBe('informe_inigo-martinez_2026-11-24.pdf');
  });

  it('dates the interview by when it was taken, with its schedule beside it, in its zone, named', () => {
    const realizada = formatFechaHora(entrevista.fechaRealizacion, 'Europe/Madrid')!;
    const programada = formatFechaHora(entrevista.fechaProgramada, 'Europe/Madrid')!;
    const esperado = `Realizada el ${realizada} · programada para ${programada} (Europe/Madrid)`;
    expect(JSON.stringify(doc.content)).toContain(`{"text":"Fecha de la entrevista","style":"etiqueta"},${JSON.stringify(esperado)}`);
    expect(doc.info?.subject).toBe(`Entrevistas en Profundidad · ${esperado}`);
    // Taken at its scheduled minute: nothing to add.
    const puntual = documentoInforme({ ...entrevista, fechaRealizacion: entrevista.fechaProgramada }, opciones);
    expect(puntual.info?.subject).toBe(`Entrevistas en Profundidad · Realizada el ${programada} (Europe/Madrid)`);
  });

  it('is A4 and draws one bar per evaluated competency, as long as its score on a 0–10 scale', () => {
    expect(doc.pageSize).toBe('A4');
    const barras = lienzos(doc.content).filter((c) => c.canvas.some((e) => e.type === 'rect'));
    expect(barras).toHaveLength(2);
    const [comunicacion, resolucion] = barras.map((b) => b.canvas.filter((e) => e.type === 'rect').map((e) => e.w));
    const pista = comunicacion![0]!;
    expect(comunicacion![1]).toBeCloseTo(pista * 0.6);
    expect(resolucion![1]).toBeCloseTo(pista * 0.9);
  });

  it('says when the built-in analyzer wrote it and why, that no one has reviewed it yet, and skips a missing transcript', () => {
    const integrado = documentoInforme(
      {
        ...entrevista,
        estado: 'analizada',
        transcripcion: null,
        validacion: null,
        informeIA: {
          ...informe,
          bertAnalysis: null,
          procedencia: procedenciaIntegrada,
        },
      },
      opciones,
    );
    const texto = JSON.stringify(integrado.content);
    expect(texto).toContain(
      'Generado por el analizador integrado (integrado-v1), sin modelo de lenguaje. Motivo: no hay clave de OpenAI ni Claude.',
    );
    expect(texto).toContain('Huella de la entrada a1b2c3d4e5f6');
    expect(texto).toContain('Análisis de texto no disponible');
    expect(texto).toContain('Pendiente: ninguna persona ha revisado todavía este informe.');
    expect(texto).not.toContain('Anexo: transcripción');
  });

  it('names the text analysis by its method, never BERT', () => {
    const texto = JSON.stringify(doc.content);
    expect(texto).toContain('Análisis de texto (léxico-heurístico-v1)');
    expect(texto).toContain('Mide el registro y la estructura del texto de las respuestas, no a la persona');
    expect(texto).not.toMatch(/bert/i);
  });
});

describe('the AI report as a real PDF (pdfmake in Node, read back with poppler)', () => {
  let dir: string;
  let pdf: string;
  let texto: string;
  /** The text in the order it is drawn (pdftotext -raw), as a viewer copies it. */
  let textoCrudo: string;

  beforeAll(async () => {
    const r = await renderizarPdf(documentoInforme(entrevista, opciones) as TDocumentDefinitions, nombreArchivoInforme(entrevista));
    ({ dir, pdf, texto, textoCrudo } = r);
  }, 60_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is a PDF', () => {
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('has the candidate, every competency, the chart’s “No evaluado” and the accents exactly', () => {
    const plano = texto.replace(/\s+/g, ' ');
    expect(plano).toContain('Íñigo Martínez');
    expect(plano).toContain('Acme Ibérica');
    expect(plano).toContain(`Fecha de la entrevista Realizada el ${formatFechaHora(entrevista.fechaRealizacion, 'Europe/Madrid')}`);
    for (const c of ['Comunicación', 'Resolución de problemas', 'Iniciativa', 'Gestión de proyectos', 'Análisis de datos']) {
      expect(plano).toContain(c);
    }
    expect(plano).toContain('No evaluado');
    expect(plano).toContain('Análisis');
    expect(plano).toContain('Gestión');
    expect(plano).toContain('Pregunta 1: «explico los cambios al equipo con ejemplos»');
    // 'IA: 6 → Revisor: 8' with the arrow drawn (Roboto has none), so the text has no '→'; pdftotext's
    // layout analysis splits the line at the arrow's gap, the drawing order keeps it whole.
    expect(textoCrudo.replace(/\s+/g, ' ')).toContain('Puntuaciones Comunicación: IA: 6 Revisor: 8');
    expect(plano).toContain('Generado por OpenAI (gpt-4o-mini) con la clave de la empresa');
    expect(plano).toContain('Huella del prompt a1b2c3d4e5f6 ');
    expect(plano).toContain('2 citas descartadas');
    expect(plano).toContain(AVISO_INFORME_IA);
    expect(plano).not.toMatch(/bert/i);
  });

  it('names the flag with its passage, the question the answer seems to answer with its words, and the method (issue 64)', () => {
    const plano = texto.replace(/\s+/g, ' ');
    expect(plano).toContain('Parece responder a otra pregunta. Parece responder a la pregunta 3, no a esta');
    expect(plano).toContain('Parece responder a la pregunta 3: ¿Cómo organizas un proyecto?');
    expect(plano).toContain('«Una caída del servicio: comparé tres alternativas con datos de producción y elegimos la más segura.»');
    expect(plano).toContain('Pertinencia por palabras: cada respuesta se compara con las palabras propias de cada pregunta');
  });

  it('numbers its pages in the footer', () => {
    const paginas = texto.split('\f').filter((p) => p.trim());
    expect(paginas.length).toBeGreaterThan(1);
    expect(texto).toContain('Página 1 de');
    expect(texto).toContain(`Página ${paginas.length} de ${paginas.length}`);
  });

  it('draws page 1 (pdftoppm)', () => {
    const png = join(dir, 'pagina-1');
    poppler('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
    expect(existsSync(`${png}.png`)).toBe(true);
    expect(statSync(`${png}.png`).size).toBeGreaterThan(1_000);
    expect(readFileSync(`${png}.png`).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

// The `informe.listo` payload (D147, D157, issue 64): the report's flags as kinds and question numbers —
// with the questions a flag names (the one an answer seems to answer, those holding the same text) — and
// how relevance was decided; never a passage or a detail. The payload is what the contract declares.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/routes/index.js';
import type { InformeIA } from '../../../shared/schemas/informe.js';
import type { Integridad } from '../../../shared/schemas/integridad.js';
import { CUERPOS_EVENTO } from '../../../shared/schemas/webhooks.js';
import { ENTREVISTA_GUARDADA } from '../../../test/testing/entrevista-guardada.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import { buildOpenApi } from '../openapi.js';
import { datosInforme } from './eventos.js';

const entrevista = { ...ENTREVISTA_GUARDADA, servicioId: 'entrevistas-profundidad', estado: 'analizada' } satisfies EntrevistaItem;

const PASAJE = 'Tomé la iniciativa sin que nadie me lo pidiera: vi que los pedidos urgentes se perdían entre los normales.';

const integridad: Integridad = {
  version: 'comprobaciones-v2',
  pertinencia: { metodo: 'palabras', detalle: 'Pertinencia por palabras: sin interpretar su significado.' },
  respuestas: 9,
  marcas: [
    { tipo: 'repite_pregunta', pregunta: 2, detalle: 'Repite la pregunta.', pasaje: 'Respecto a cómo resolví un problema complejo…' },
    { tipo: 'otra_pregunta', pregunta: 4, relacionadas: [6], detalle: 'Parece responder a la pregunta 7, no a esta.', pasaje: PASAJE },
    { tipo: 'generica', pregunta: 5, detalle: 'Respuesta genérica: sin un caso concreto.' },
  ],
  resumen: ['1 de 9 respuestas parece responder a otra pregunta'],
  discrepancias: [],
};

const informe: InformeIA = {
  resumenEjecutivo: 'Resumen.',
  softSkills: [{ habilidad: 'Iniciativa', puntuacion: 6, evaluado: true, ancla: 'medio', justificacion: 'x', evidencia: [] }],
  hardSkills: [],
  conclusiones: 'x',
  recomendaciones: [],
  bertAnalysis: null,
  procedencia: {
    metodo: 'integrado',
    proveedor: null,
    modelo: 'analizador integrado',
    analizadorVersion: 'analizador-integrado-v3',
    motivoIntegrado: 'sin_clave',
    origenClave: null,
    plantilla: {
      servicioId: 'entrevistas-profundidad',
      codigo: 'entrevistas-profundidad',
      nombre: 'Entrevistas en Profundidad',
      version: 1,
    },
    rubricaVersion: 1,
    promptHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    generadoEn: '2026-11-24T16:05:00.000Z',
    duracionMs: 100,
    tokens: null,
    intentos: 1,
    citasDescartadas: 0,
    analisisTextoFallido: false,
  },
  integridad,
};

const cuerpo = (datos: object) =>
  CUERPOS_EVENTO['informe.listo'].parse({ type: 'informe.listo', timestamp: '2026-11-24T16:05:00.000Z', data: datos });

describe('informe.listo', () => {
  it('carries each flag’s kind and question, the questions it names, and the method of relevance — as the contract declares', () => {
    const datos = datosInforme(entrevista, informe);
    expect(datos.informe.integridad).toEqual({
      marcas: [
        { tipo: 'repite_pregunta', pregunta: 2 },
        { tipo: 'otra_pregunta', pregunta: 4, relacionadas: [6] },
        { tipo: 'generica', pregunta: 5 },
      ],
      discrepancias: [],
      pertinencia: { metodo: 'palabras' },
    });
    expect(cuerpo(datos).data.informe.integridad).toEqual(datos.informe.integridad);
  });

  it('never a passage, a detail or the method’s wording', () => {
    const texto = JSON.stringify(datosInforme(entrevista, informe));
    expect(texto).not.toContain(PASAJE);
    expect(texto).not.toContain('Parece responder');
    expect(texto).not.toContain('Pertinencia por palabras');
  });

  it('by meaning says so; a report checked before the method was recorded was checked by words; one before the checks has none', () => {
    const significado = datosInforme(entrevista, {
      ...informe,
      integridad: {
        ...integridad,
        pertinencia: { metodo: 'significado', modelo: 'amazon.titan-embed-text-v2:0', detalle: 'Por significado.' },
      },
    });
    expect(significado.informe.integridad?.pertinencia).toEqual({ metodo: 'significado' });
    const { pertinencia: _, ...v1 } = integridad;
    const antigua = datosInforme(entrevista, { ...informe, integridad: { ...v1, version: 'comprobaciones-v1' } });
    expect(antigua.informe.integridad?.pertinencia).toEqual({ metodo: 'palabras' });
    const sin = datosInforme(entrevista, { ...informe, integridad: undefined });
    expect(sin.informe.integridad).toBeNull();
    expect(cuerpo(sin).data.informe.integridad).toBeNull();
  });

  it('the body sent validates against the OpenAPI document’s `webhooks` schema (which admits no property it does not declare)', () => {
    const doc = buildOpenApi(routeList) as {
      webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>;
    };
    const valida = new Ajv2020({ strict: false }).compile(
      doc.webhooks['informe.listo']!.post.requestBody.content['application/json']!.schema,
    );
    for (const i of [integridad, undefined]) {
      const body = {
        type: 'informe.listo',
        timestamp: '2026-11-24T16:05:00.000Z',
        data: datosInforme(entrevista, { ...informe, integridad: i }),
      };
      expect(valida(JSON.parse(JSON.stringify(body))), JSON.stringify(valida.errors)).toBe(true);
    }
  });
});

// Plain sources for the dossier's and the study's builders (functions/lib/dosier): one template with three
// stored versions, three reports of the period (two by a provider's model, one by the built-in analyzer)
// and two reviews, one of which changed the AI's recommendation.
import type { EntradaSupervision } from '../../shared/schemas/supervision.js';
import type { FuentesDosier, PlantillaFuente } from '../../functions/lib/dosier/construir.js';
import type { DisenoVersion } from '../../functions/lib/dosier/diferencias.js';

export const anclas = { bajo: 'b', medio: 'm', alto: 'a' };
export const diseno = (pregunta: string): DisenoVersion => ({
  nombre: 'Ventas',
  fases: [{ nombre: 'Experiencia', preguntas: [{ texto: pregunta, explora: 'logro', competencia: 'Logro' }] }],
  rubrica: [{ competencia: 'Logro', anclas }],
  prompt_usuario: 'Puesto: {posicion}. Nombre: {nombre}',
});

export const plantilla = (over: Partial<PlantillaFuente> = {}): PlantillaFuente => ({
  codigo: 'ventas',
  origen: 'plataforma',
  base: null,
  habilitada: true,
  version: 3,
  fechaVersion: '2026-10-02T10:00:00.000Z',
  diseno: diseno('Un objetivo que superaste y cómo'),
  entrevistasEnPeriodo: 4,
  versionesUsadas: [2, 3],
  versiones: [
    { version: 1, fecha: '2026-01-01T00:00:00.000Z', diseno: diseno('Un objetivo') },
    { version: 2, fecha: '2026-06-01T00:00:00.000Z', diseno: diseno('Un objetivo que superaste') },
    { version: 3, fecha: '2026-10-02T10:00:00.000Z', diseno: diseno('Un objetivo que superaste y cómo') },
  ],
  ...over,
});

let n = 0;
export const entrada = (over: Partial<EntradaSupervision>): EntradaSupervision => ({
  id: `e${++n}`,
  fecha: '2026-10-10T10:00:00.000Z',
  tipo: 'informe',
  entrevistaId: 'i1',
  actor: { tipo: 'sistema', id: null, nombre: null },
  pregunta: null,
  ia: null,
  revision: null,
  iaPausada: false,
  ...over,
});

export const ia = (metodo: 'proveedor' | 'integrado', modelo: string, proveedor: string | null) => ({
  metodo,
  proveedor,
  modelo,
  promptVersion: metodo === 'proveedor' ? 'sha256:abc' : null,
  plantillaVersion: 3,
  rubricaVersion: 3,
  analizadorVersion: metodo === 'integrado' ? 'analizador-integrado-v3' : null,
  entradaSha256: null,
  salidaId: null,
  salidaSha256: null,
  motivoIntegrado: null,
  integridad: { version: 'comprobaciones-v1', marcas: { repetida: 2 } },
});

export const revision = (coincide: boolean, motivo: string | null) => ({
  numero: 1,
  corrige: null,
  decision: coincide ? ('recomendado' as const) : ('no_recomendado' as const),
  recomendacionIA: 'recomendado' as const,
  coincideConIA: coincide,
  puntuacionesCambiadas: [],
  motivo,
  evidenciaAbierta: [],
  competenciasConEvidencia: 1,
});

export const fuentes = (over: Partial<FuentesDosier> = {}): FuentesDosier => ({
  empresa: { id: 'emp', nombre: 'Acme' },
  desde: '2026-01-01',
  hasta: '2026-12-31',
  generadoEn: '2026-11-26T10:00:00.000Z',
  plantillas: [plantilla()],
  entradas: [
    entrada({ entrevistaId: 'i1', ia: ia('proveedor', 'gpt-4o-mini', 'openai') }),
    entrada({ entrevistaId: 'i2', ia: ia('integrado', 'analizador-integrado-v3', null) }),
    entrada({ entrevistaId: 'i3', ia: ia('proveedor', 'gpt-4o-mini', 'openai') }),
    entrada({ tipo: 'revision', entrevistaId: 'i1', actor: { tipo: 'usuario', id: 'u1', nombre: 'Ana' }, revision: revision(true, null) }),
    entrada({
      tipo: 'revision',
      entrevistaId: 'i2',
      actor: { tipo: 'usuario', id: 'u1', nombre: 'Ana' },
      revision: revision(false, 'Las citas no muestran un resultado propio'),
    }),
  ],
  ultimaEntrega: null,
  ajustes: { pausaIA: false, senalesActivas: true, umbral: 6, retencionMeses: 12 },
  equidad: { declaraciones: 3, minimoN: 10 },
  respuestasEmpresa: null,
  ...over,
});

/** Every count at one: one interview, one report, one review that changed the AI, one fairness answer. */
export const fuentesDeUno = () =>
  fuentes({
    plantillas: [plantilla({ entrevistasEnPeriodo: 1, versionesUsadas: [3] })],
    entradas: [
      entrada({ tipo: 'informe', entrevistaId: 'i1', ia: ia('proveedor', 'gpt-4o-mini', 'openai') }),
      entrada({
        tipo: 'revision',
        entrevistaId: 'i1',
        actor: { tipo: 'usuario', id: 'u1', nombre: 'Ana' },
        revision: revision(false, 'Motivo'),
      }),
    ],
    equidad: { declaraciones: 1, minimoN: 1 },
  });

/** «1» before a plural noun («1 entrevistas»), what `cuenta()` never writes. */
export const PLURAL_TRAS_UNO =
  /(^|[^\d.,])1 (entrevistas|personas|informes|versiones|revisiones|plantillas|respuestas|cambios|veces|marcas|preguntas)\b/;

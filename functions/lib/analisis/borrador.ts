// The draft of an interview's report (D69): from OpenAI or Claude — the template's api_preferida
// first; the company's key, else the platform's — else Amazon Bedrock when the deploy enabled it
// (D176; the order is proveedores-ia/precedencia.ts's) or, without any of them, for a demo interview
// or when the provider fails, from the built-in analyzer (integrado/analizador.ts); the stamp says which and why.
// Also what the draft is written from: the transcript with the design's questions and rubric, the
// template's prompts and the candidate's and company's context.
import type { Procedencia } from '../../../shared/schemas/informe.js';
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import { claveParaUsar } from '../configuracion/clave-para-usar.js';
import { elegirIA } from '../proveedores-ia/precedencia.js';
import type { EmpresaItem } from '../db/empresas.js';
import type { DisenoItem, EntrevistaItem } from '../db/entrevistas.js';
import type { ServicioHrItem } from '../db/servicios-hr.js';
import { logger } from '../logger.js';
import { ANALIZADOR_VERSION, analizarIntegrado } from './integrado/analizador.js';
import type { Comprobacion } from './comprobaciones/tipos.js';
import type { Redaccion as RedaccionDe } from './evaluar.js';
import { construirPrompt, hashPrompt, type ContextoPrompt } from './proveedor/prompt.js';
import { FalloAnalisisIA, llamarAnalisisIA, modeloAnalisis, type PeticionAnalisisIA } from './proveedor/llamada.js';
import type { EntradaAnalisis, TurnoTranscripcion } from './tipos.js';

/** The design's questions with what each explores and the competency it evidences. */
export function entradaDe(e: EntrevistaItem, d: DisenoItem | undefined): EntradaAnalisis {
  const preguntas: EntradaAnalisis['preguntas'] = [];
  for (const f of d?.estructura?.fases ?? [])
    for (const p of f.preguntas ?? [])
      preguntas.push({ n: preguntas.length, fase: f.nombre, texto: p.texto, explora: p.explora, competencia: p.competencia });
  return {
    turnos: e.transcripcion ?? [],
    preguntas,
    rubrica: (d?.estructura?.rubrica ?? []) as EntradaAnalisis['rubrica'],
  };
}

export function contextoDe(
  s: ServicioHrItem | undefined,
  e: EntrevistaItem,
  empresa: EmpresaItem | undefined,
  cand: Record<string, unknown> | undefined,
): ContextoPrompt {
  const texto = (v: unknown) =>
    Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
  const ia = (empresa?.configuracion as { configuracionIA?: { criterios_evaluacion?: unknown } } | undefined)?.configuracionIA;
  return {
    plantilla: {
      nombre: texto(s?.nombre) ?? e.servicioNombre,
      contexto: texto(s?.contexto),
      prompt_sistema: texto(s?.prompt_sistema),
      prompt_usuario: texto(s?.prompt_usuario),
    },
    candidato: {
      posicion: texto(cand?.posicion ?? cand?.puesto),
      experiencia: cand?.experiencia_años !== undefined ? `${texto(cand.experiencia_años)} años` : texto(cand?.experiencia),
      skills: texto(cand?.habilidades ?? cand?.skills),
      educacion: texto(cand?.educacion),
    },
    empresa: { contextoEmpresarial: texto(empresa?.contextoEmpresarial), criterios: texto(ia?.criterios_evaluacion) },
  };
}

type Llamada = Pick<PeticionAnalisisIA, 'proveedor' | 'apiKey' | 'baseUrl' | 'modelo'> & {
  origen: Procedencia['origenClave'];
  region?: string;
};

/**
 * The call the precedence chooses (D176): a key (opened here; one that cannot be opened is skipped
 * and the next in the order tried), else the deploy's Bedrock, else none.
 */
async function elegirLlamada(empresaId: string, preferida: string | undefined): Promise<Llamada | null> {
  const excluir: ProveedorIA[] = [];
  for (;;) {
    const e = await elegirIA(empresaId, 'informe', { preferida, excluir });
    if (e.via === 'integrado') return null;
    if (e.via === 'aws') return { proveedor: 'bedrock', apiKey: '', modelo: e.modelo!, origen: 'aws', region: e.region };
    const p = e.proveedor as 'openai' | 'claude';
    const clave = await claveParaUsar(empresaId, p).catch((err: Error) => {
      logger.warn('Provider key not usable for the analysis', { empresaId, proveedor: p, error: err.message });
      return null;
    });
    if (clave)
      return { proveedor: p, apiKey: clave.apiKey, baseUrl: clave.baseUrl, modelo: modeloAnalisis(p, clave.modelo), origen: clave.origen };
    excluir.push(p);
  }
}

/** Everything the candidate wrote, for the text analysis (demo answers are not the candidate's). */
export function palabrasDelCandidato(turnos: TurnoTranscripcion[]): string {
  return turnos
    .filter((t) => t.origen !== 'simulada')
    .flatMap((t) => [t.respuesta, t.repregunta?.respuesta ?? ''])
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
}

/** What the draft's stamp says; the job adds the template, the times and the quotes dropped. */
export type ProcedenciaBorrador = Omit<
  Procedencia,
  'plantilla' | 'rubricaVersion' | 'generadoEn' | 'duracionMs' | 'citasDescartadas' | 'analisisTextoFallido'
>;
type Redaccion = RedaccionDe<ProcedenciaBorrador>;

/** The draft: a model's when a key works, the built-in analyzer's otherwise (and why). */
export async function redactar(
  e: EntrevistaItem,
  entrada: EntradaAnalisis,
  ctx: ContextoPrompt,
  preferida: string | undefined,
  /** The integrity checks (D157): the built-in analyzer measures only what they leave. */
  comprobacion: Comprobacion,
  /** The company paused the AI (D153): the built-in analyzer writes the report, no provider is called. */
  iaPausada = false,
): Promise<Redaccion> {
  const integrado = (motivo: Procedencia['motivoIntegrado'], extra: Partial<Redaccion['procedencia']> = {}): Redaccion => ({
    borrador: analizarIntegrado(entrada, comprobacion),
    procedencia: {
      metodo: 'integrado',
      proveedor: null,
      modelo: 'analizador integrado',
      analizadorVersion: ANALIZADOR_VERSION,
      motivoIntegrado: motivo,
      origenClave: null,
      promptHash: hashPrompt(ANALIZADOR_VERSION, JSON.stringify(entrada)),
      tokens: null,
      intentos: 0,
      ...extra,
    },
  });
  if (e.simulada) return integrado('simulada');
  if (iaPausada) return integrado('ia_pausada');
  const elegido = await elegirLlamada(e.empresaId, preferida);
  if (!elegido) return integrado('sin_clave');
  const prompt = construirPrompt(entrada, ctx, comprobacion);
  const { origen, region, ...llamada } = elegido;
  const deAws = region ? { region } : {};
  try {
    const r = await llamarAnalisisIA({ ...llamada, sistema: prompt.sistema, usuario: prompt.usuario });
    return {
      borrador: r.borrador,
      procedencia: {
        metodo: 'proveedor',
        proveedor: elegido.proveedor,
        modelo: r.modelo,
        analizadorVersion: null,
        motivoIntegrado: null,
        origenClave: origen,
        ...deAws,
        promptHash: prompt.hash,
        tokens: r.tokens,
        intentos: r.intentos,
      },
    };
  } catch (err) {
    if (!(err instanceof FalloAnalisisIA)) throw err;
    logger.warn('Analysis provider failed, built-in analyzer used', {
      empresaId: e.empresaId,
      entrevistaId: e.id,
      proveedor: elegido.proveedor,
      motivo: err.motivo,
      error: err.message,
    });
    // The failed calls' tokens were still paid: the stamp says so; Bedrock's also says why, in
    // Spanish (model access not granted, a model the region does not serve…: the message names the
    // kind of failure only, never the prompt or AWS's own text).
    const detalle = region ? { detalleMotivo: err.message.slice(0, 300), region } : {};
    return integrado(err.motivo, { tokens: err.tokens ?? null, intentos: err.intentos, ...detalle });
  }
}

// Which AI a company's feature uses, and why: the one statement of the precedence (D176).
//   1. the company's own key (enabled, not failing its last test), then
//   2. the platform's key — per provider, in the template's preferred order (D60);
//   3. the AI of the customer's own AWS account when the deploy enabled it: Amazon Bedrock for the
//      report and the follow-ups (-c bedrock=a,b: the company's choice among them when it made one
//      and the deploy still lists it, else the first), Amazon Transcribe for voice (-c transcribe=true);
//   4. the built-in analyzer (the report; the template's rules for follow-ups) and typed answers only.
// Comparing answers with questions by meaning (issue 64 item 4, use 'significado': `elegirSignificado`)
// follows the same order with the providers that have embeddings: an OpenAI key (the company's, then
// the platform's; Anthropic offers no embeddings) → the deploy's Bedrock embeddings model
// (-c bedrockEmbeddings=…) → the word rules (`via: 'palabras'`).
// It opens no key and calls no provider, so the light functions ask it too: the candidate's page (is
// there voice, are there follow-ups), Configuración (which AI this company uses and why) and the
// features that then open the key or call AWS (borrador.ts, repregunta.ts, voz-transcripcion.ts).
import type { ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { Ambito } from '../db/claves-api.js';
import { modeloBedrockDeEmpresa } from '../../../shared/schemas/modelo-bedrock.js';
import { elegirClave } from '../configuracion/eleccion.js';
import { getEmpresa } from '../db/empresas.js';
import { MODELO_EMBEDDINGS_OPENAI } from '../../../shared/modelos-embeddings.js';
import { bedrockDelDespliegue, embeddingsDelDespliegue, transcribeDelDespliegue, type DespliegueBedrock } from './despliegue-aws.js';

export type UsoIA = 'informe' | 'repregunta' | 'voz' | 'significado';

/** The providers with a key that each use may call, in their default order. */
export const PROVEEDORES_CON_CLAVE: Readonly<Record<UsoIA, readonly ProveedorIA[]>> = {
  informe: ['openai', 'claude'],
  repregunta: ['openai', 'claude'],
  voz: ['deepgram'],
  // Embeddings: OpenAI's; Anthropic has no embeddings API.
  significado: ['openai'],
};

export type EleccionIA =
  | { via: 'clave'; proveedor: ProveedorIA; origen: 'empresa' | 'plataforma'; razon: 'clave_empresa' | 'clave_plataforma' }
  | {
      via: 'aws';
      servicio: 'bedrock' | 'transcribe';
      modelo: string | null;
      region: string;
      razon: 'despliegue_aws';
      /** Bedrock's model: the platform's default, the company's choice, or the default because the company's choice left the deploy's list. */
      modeloDe?: ModeloDe;
      /** The company's choice the deploy no longer lists (modeloDe 'retirado'). */
      retirado?: string;
    }
  | { via: 'integrado'; razon: 'sin_proveedor' };

type Env = Record<string, string | undefined>;

export type ModeloDe = 'plataforma' | 'empresa' | 'retirado';

/** The Bedrock model a company uses: its choice when the deploy lists it, else the platform's default (and why). */
export function modeloParaEmpresa(b: DespliegueBedrock, elegido: string | null): { modelo: string; modeloDe: ModeloDe; retirado?: string } {
  if (!elegido) return { modelo: b.modelo, modeloDe: 'plataforma' };
  return b.modelos.includes(elegido)
    ? { modelo: elegido, modeloDe: 'empresa' }
    : { modelo: b.modelo, modeloDe: 'retirado', retirado: elegido };
}

export interface OpcionesEleccion {
  /** The template's preferred provider (api_preferida), tried first when it is one of the use's. */
  preferida?: string;
  /** Providers whose key could not be opened on this run: skipped. */
  excluir?: readonly ProveedorIA[];
  env?: Env;
}

/** The providers of a use in the order tried: the preferred one first. */
export function ordenDe(uso: UsoIA, preferida?: string): ProveedorIA[] {
  const base = [...PROVEEDORES_CON_CLAVE[uso]];
  return base.includes(preferida as ProveedorIA) ? [preferida as ProveedorIA, ...base.filter((p) => p !== preferida)] : base;
}

/** The AWS service of a use, when this deploy enabled it; Bedrock's model as the company chose it (read only then). */
export async function awsDe(empresaId: Ambito, uso: UsoIA, env: Env = process.env): Promise<Extract<EleccionIA, { via: 'aws' }> | null> {
  if (uso === 'voz') {
    const t = transcribeDelDespliegue(env);
    return t ? { via: 'aws', servicio: 'transcribe', modelo: null, region: t.region, razon: 'despliegue_aws' } : null;
  }
  if (uso === 'significado') {
    // The deploy's one embeddings model: a company's choice of a chat model (modeloBedrock) is not about it.
    const s = embeddingsDelDespliegue(env);
    return s ? { via: 'aws', servicio: 'bedrock', modelo: s.modelo, region: s.region, razon: 'despliegue_aws' } : null;
  }
  const b = bedrockDelDespliegue(env);
  if (!b) return null;
  const elegido = empresaId ? modeloBedrockDeEmpresa(await getEmpresa(empresaId)) : null;
  return { via: 'aws', servicio: 'bedrock', region: b.region, razon: 'despliegue_aws', ...modeloParaEmpresa(b, elegido) };
}

/** Which AI this company's feature uses now (keys read, never opened). */
export async function elegirIA(empresaId: Ambito, uso: UsoIA, o: OpcionesEleccion = {}): Promise<EleccionIA> {
  for (const p of ordenDe(uso, o.preferida)) {
    if (o.excluir?.includes(p)) continue;
    const e = await elegirClave(empresaId, p);
    if (e.origen)
      return { via: 'clave', proveedor: p, origen: e.origen, razon: e.origen === 'empresa' ? 'clave_empresa' : 'clave_plataforma' };
  }
  return (await awsDe(empresaId, uso, o.env)) ?? { via: 'integrado', razon: 'sin_proveedor' };
}

/**
 * How this company's answers are compared with its questions (issue 64 item 4): by meaning on
 * embeddings — an OpenAI key (`via: 'clave'`, the company's before the platform's) or the deploy's
 * Bedrock embeddings model (`via: 'aws'`) — or by the word rules (`via: 'palabras'`). Keys read, never
 * opened; `excluir` skips a provider whose key could not be opened on this run (significado.ts).
 */
export type EleccionSignificado = Exclude<EleccionIA, { via: 'integrado' }> | { via: 'palabras'; razon: 'sin_proveedor' };

export async function elegirSignificado(
  empresaId: Ambito,
  env: Env = process.env,
  o: { excluir?: readonly ProveedorIA[] } = {},
): Promise<EleccionSignificado> {
  const e = await elegirIA(empresaId, 'significado', { env, excluir: o.excluir });
  return e.via === 'integrado' ? { via: 'palabras', razon: 'sin_proveedor' } : e;
}

/** Whether a use has any AI to call (a key or the deploy's AWS service): the candidate's page offers it then. */
export async function hayIA(empresaId: Ambito, uso: UsoIA, env: Env = process.env): Promise<boolean> {
  return (await elegirIA(empresaId, uso, { env })).via !== 'integrado';
}

const NOMBRE_PROVEEDOR: Partial<Record<ProveedorIA, string>> = { openai: 'OpenAI', claude: 'Claude', deepgram: 'Deepgram' };

/** «Amazon Bedrock · <model id> · <región>»: how a report or a follow-up names the AWS model that wrote it. */
export const etiquetaBedrock = (modelo: string, region: string) => `Amazon Bedrock · ${modelo} · ${region}`;

/** Why this Bedrock model, in Spanish. */
const POR_QUE_MODELO: Record<ModeloDe, (retirado: string) => string> = {
  plataforma: () => 'Es el modelo predeterminado de la plataforma.',
  empresa: () => 'Es el modelo que eligió la empresa entre los de este despliegue.',
  retirado: (m) =>
    `La empresa eligió «${m}», que este despliegue ya no ofrece: se usa el modelo predeterminado de la plataforma hasta que elija otro.`,
};

/** The comparison by meaning in a person's words: what compares the answers with the questions, and why. */
function explicarSignificado(e: EleccionIA | EleccionSignificado): { usa: string; porque: string } {
  if (e.via === 'clave') {
    const usa = `Pertinencia por significado: embeddings de OpenAI (${MODELO_EMBEDDINGS_OPENAI})`;
    return e.origen === 'empresa'
      ? {
          usa,
          porque:
            'La empresa tiene su propia clave de OpenAI, activa: con ella se compara cada respuesta con las preguntas de su entrevista por lo que significan, no solo por las palabras que comparten.',
        }
      : {
          usa,
          porque:
            'La empresa no tiene clave propia de OpenAI y la plataforma tiene una activa: con ella se compara cada respuesta con las preguntas de su entrevista por lo que significan, no solo por las palabras que comparten.',
        };
  }
  if (e.via === 'aws')
    return {
      usa: `Pertinencia por significado: embeddings de Amazon Bedrock (${e.modelo ?? ''}) en ${e.region}`,
      porque:
        'No hay clave de OpenAI (ni de la empresa ni de la plataforma) y este despliegue tiene activado un modelo de embeddings de Amazon Bedrock: cada respuesta se compara con las preguntas por lo que significan, en la cuenta de AWS de la instalación y sin clave de terceros.',
    };
  return {
    usa: 'Pertinencia por palabras: reglas fijas, sin IA',
    porque:
      'No hay clave de OpenAI ni un modelo de embeddings de Amazon Bedrock en este despliegue: cada respuesta se compara con las preguntas por las palabras que comparten.',
  };
}

/** The choice in a person's words (Configuración, «Mis datos»): what is used, and why. */
export function explicarEleccion(e: EleccionIA | EleccionSignificado, uso: UsoIA): { usa: string; porque: string } {
  if (uso === 'significado' || e.via === 'palabras') return explicarSignificado(e);
  if (e.via === 'clave') {
    const nombre = NOMBRE_PROVEEDOR[e.proveedor] ?? e.proveedor;
    return e.origen === 'empresa'
      ? { usa: nombre, porque: `La empresa tiene su propia clave de ${nombre}, activa: se usa antes que ninguna otra.` }
      : { usa: nombre, porque: `La empresa no tiene clave propia y la plataforma tiene una clave de ${nombre} activa.` };
  }
  if (e.via === 'aws')
    return e.servicio === 'bedrock'
      ? {
          usa: etiquetaBedrock(e.modelo ?? '', e.region),
          porque: `No hay clave de OpenAI ni de Claude (ni de la empresa ni de la plataforma) y este despliegue tiene activado Amazon Bedrock: el modelo se ejecuta en la cuenta de AWS de la instalación, sin clave de terceros. ${POR_QUE_MODELO[e.modeloDe ?? 'plataforma'](e.retirado ?? '')}`,
        }
      : {
          usa: `Amazon Transcribe · ${e.region}`,
          porque:
            'No hay clave de Deepgram (ni de la empresa ni de la plataforma) y este despliegue tiene activado Amazon Transcribe: el audio se transcribe en la cuenta de AWS de la instalación.',
        };
  return uso === 'voz'
    ? {
        usa: 'Sin transcripción de voz',
        porque: 'No hay clave de Deepgram ni Amazon Transcribe en este despliegue: el candidato escribe sus respuestas.',
      }
    : {
        usa: uso === 'informe' ? 'Analizador integrado (reglas fijas, sin IA)' : 'Reglas de la plantilla (sin IA)',
        porque: 'No hay clave de OpenAI ni de Claude y este despliegue no tiene Amazon Bedrock activado.',
      };
}

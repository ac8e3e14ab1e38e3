// What AI of AWS this deploy enabled (D176), read from the environment the CDK app sets on every
// function (-c bedrock=a,b → BEDROCK_MODEL_ID, the list comma-separated with the platform's default
// first; -c transcribe=true → TRANSCRIBE_ENABLED) and the function's own region. No SDK here: the
// precedence module and the light functions (the candidate's page, Configuración) ask without
// carrying a client. The local stack sets neither: built-in path.
// The embeddings model (issue 64 item 4: -c bedrockEmbeddings=<id> → BEDROCK_EMBEDDINGS_MODEL_ID) is
// set only on the functions granted ia:embeddings (the analysis job): no other function compares
// answers by meaning, so elsewhere the variable is absent and the choice reads as the word rules.
import { esModeloEmbeddingsBedrock, type ModeloEmbeddingsBedrock } from '../../../shared/modelos-embeddings.js';

type Env = Record<string, string | undefined>;

export interface DespliegueBedrock {
  /** The platform's default: the list's first. */
  modelo: string;
  /** Every model or inference profile the deploy granted, the default first (what a company may choose from). */
  modelos: string[];
  region: string;
}

const regionDe = (env: Env) => (env.AWS_REGION ?? env.AWS_DEFAULT_REGION)?.trim() || undefined;

/** BEDROCK_MODEL_ID's ids: comma-separated, trimmed, no empties or repeats, in order. */
export function modelosBedrock(texto: string | undefined): string[] {
  return [
    ...new Set(
      (texto ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
}

/** The models (or inference profiles) and region this deploy calls, or null when it enabled no Bedrock. */
export function bedrockDelDespliegue(env: Env = process.env): DespliegueBedrock | null {
  const modelos = modelosBedrock(env.BEDROCK_MODEL_ID);
  const region = regionDe(env);
  return modelos.length && region ? { modelo: modelos[0]!, modelos, region } : null;
}

/** The region Transcribe runs in, or null when the deploy did not enable it. */
export function transcribeDelDespliegue(env: Env = process.env): { region: string } | null {
  const region = regionDe(env);
  return env.TRANSCRIBE_ENABLED === 'true' && region ? { region } : null;
}

/**
 * The embeddings model and region this deploy granted (BEDROCK_EMBEDDINGS_MODEL_ID), or null: none,
 * or an id this code does not speak to (the CDK app refuses one at synth; a hand-edited variable
 * must not make the analysis call a model whose body it does not know).
 */
export function embeddingsDelDespliegue(env: Env = process.env): { modelo: ModeloEmbeddingsBedrock; region: string } | null {
  const modelo = env.BEDROCK_EMBEDDINGS_MODEL_ID?.trim() ?? '';
  const region = regionDe(env);
  return region && esModeloEmbeddingsBedrock(modelo) ? { modelo, region } : null;
}

/**
 * The region this deploy keeps its data in (issue 67 item 8): the function's own, as Lambda sets it; the
 * infra's default region (-c region, eu-south-2) when the environment names none (a bare unit test).
 */
export function regionDelDespliegue(env: Env = process.env): string {
  return regionDe(env) ?? 'eu-south-2';
}

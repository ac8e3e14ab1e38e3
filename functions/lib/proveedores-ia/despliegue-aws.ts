// What AI of AWS this deploy enabled (D176), read from the environment the CDK app sets on every
// function (-c bedrock=… → BEDROCK_MODEL_ID, -c transcribe=true → TRANSCRIBE_ENABLED) and the
// function's own region. No SDK here: the precedence module and the light functions (the candidate's
// page, Configuración) ask without carrying a client. The local stack sets neither: built-in path.

type Env = Record<string, string | undefined>;

export interface DespliegueBedrock {
  modelo: string;
  region: string;
}

const regionDe = (env: Env) => (env.AWS_REGION ?? env.AWS_DEFAULT_REGION)?.trim() || undefined;

/** The model (or inference profile) and region this deploy calls, or null when it enabled no Bedrock. */
export function bedrockDelDespliegue(env: Env = process.env): DespliegueBedrock | null {
  const modelo = env.BEDROCK_MODEL_ID?.trim();
  const region = regionDe(env);
  return modelo && region ? { modelo, region } : null;
}

/** The region Transcribe runs in, or null when the deploy did not enable it. */
export function transcribeDelDespliegue(env: Env = process.env): { region: string } | null {
  const region = regionDe(env);
  return env.TRANSCRIBE_ENABLED === 'true' && region ? { region } : null;
}

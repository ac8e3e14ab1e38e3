// Secrets read at run time, never from the Lambda environment (D73): the refresh-cookie key
// and the OAuth state key. Each value is kept for SECRET_TTL_MS, like the extension's own cache, so
// a rotation (put-secret-value) reaches warm containers within minutes without a deploy: a value
// baked into the environment would change only when CloudFormation updated the function, and a
// rotation changes no template. In AWS the function carries the AWS
// Parameters and Secrets Lambda Extension (a layer added by the CDK construct for the grants that
// need a secret): its HTTP endpoint on localhost answers GetSecretValue with the function's own
// role, so no Secrets Manager SDK is bundled. Locally the local stack serves the same endpoint
// (infra/local/emulators.ts startSecretsExtension), so the code path is the same in both.
import { outageError } from './aws/outage.js';
import { callSignal } from './request-scope.js';

export type SecretStage = 'AWSCURRENT' | 'AWSPREVIOUS';

/** As long as the extension's own cache (infra/aws/constructs/talentia-function.ts secretsManagerTtl). */
export const SECRET_TTL_MS = 5 * 60_000;

const cache = new Map<string, { value: Promise<string | undefined>; until: number }>();

function endpoint(secretId: string, stage: SecretStage): string {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773';
  const query = new URLSearchParams({ secretId, versionStage: stage });
  return `http://localhost:${port}/secretsmanager/get?${query.toString()}`;
}

async function fetchSecret(secretId: string, stage: SecretStage): Promise<string | undefined> {
  let res: Response;
  try {
    res = await fetch(endpoint(secretId, stage), {
      // The extension checks that the caller runs in this function's sandbox.
      headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
      signal: callSignal(AbortSignal.timeout(3_000)),
    });
  } catch (err) {
    throw Object.assign(outageError(`secret ${stage} unreachable`), { cause: err });
  }
  if (!res.ok) {
    // A secret without a previous version (never rotated) is no error.
    if (stage === 'AWSPREVIOUS' && res.status < 500) return undefined;
    throw outageError(`secret ${stage}: ${res.status}`);
  }
  const body = (await res.json()) as { SecretString?: unknown };
  if (typeof body.SecretString !== 'string' || !body.SecretString) throw new Error(`secret ${stage} has no SecretString`);
  return body.SecretString;
}

/**
 * The value of a secret at a version stage, read at most once per SECRET_TTL_MS per container (a
 * failed read is tried again by the next request). AWSPREVIOUS is undefined when the secret was
 * never rotated.
 */
export function secretValue(secretId: string, stage: SecretStage = 'AWSCURRENT', now = Date.now()): Promise<string | undefined> {
  const key = `${stage}\n${secretId}`;
  const held = cache.get(key);
  if (held && held.until > now) return held.value;
  const value = fetchSecret(secretId, stage);
  cache.set(key, { value, until: now + SECRET_TTL_MS });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Tests: forget what was read. */
export function resetSecrets(): void {
  cache.clear();
}

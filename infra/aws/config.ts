// The deployment settings of the CDK app, read once from CDK context (`-c key=value` or cdk.json)
// with an environment-variable fallback for the identity-provider client ids. Every key, its
// default and its effect is listed in docs/deploy.md; keep the two in step.
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface IdentityProviderConfig {
  clientId: string;
  /** Name of the Secrets Manager secret (plain string) that holds the client secret. */
  clientSecretName: string;
}

export interface TalentiaConfig {
  stage: string;
  /** `Talentia-<stage>-`: prefix of every stack name. */
  prefix: string;
  /** Account/region to pin the stacks to; both undefined → environment-agnostic stacks. */
  account?: string;
  region?: string;
  /** The browser origin of the web app: CORS of the API and of the files bucket, `WEB_ORIGIN`. */
  webOrigin: string;
  /** The origin that serves `/api/*` (through CloudFront, the same as webOrigin by default). */
  apiOrigin: string;
  mailFrom: string;
  mailDomain?: string;
  authDomainPrefix: string;
  google?: IdentityProviderConfig;
  microsoft?: IdentityProviderConfig & { tenantId: string };
  /** Cognito "Plus" feature plan with threat protection enforced (adaptive auth, compromised credentials). */
  cognitoPlus: boolean;
  /** Custom domain of the CloudFront distribution; needs an ACM certificate in us-east-1. */
  domainName?: string;
  certificateArn?: string;
  /** ARN of a WAFv2 web ACL (scope CLOUDFRONT, us-east-1) to attach to the distribution. */
  webAclArn?: string;
  /** Once the distribution exists: pin the files bucket's CloudFront grant to it. */
  webDistributionId?: string;
  apiRateLimit: number;
  apiBurstLimit: number;
  /** Who receives the alarms (an SNS email subscription); unset: the topic has no subscriber yet. */
  alarmEmail?: string;
  /** Where the handler sources live (`<root>/http/<handler>.ts`, `<root>/jobs/<handler>.ts`). */
  functionsRoot: string;
  /** Where the one esbuild run writes `<kind>/<handler>/index.mjs`. */
  bundleDir: string;
  /** The web build to upload; skipped when the folder does not exist. */
  webDist: string;
}

type Env = Record<string, string | undefined>;

/** Reads the configuration from the app's context. `env` defaults to process.env. */
export function readConfig(node: Node, env: Env = process.env): TalentiaConfig {
  const str = (key: string): string | undefined => {
    const v = node.tryGetContext(key);
    if (v === undefined || v === null) return undefined;
    const s = String(v).trim();
    return s === '' ? undefined : s;
  };
  /** Context wins, even when it is '' (explicitly off); the environment is only a fallback. */
  const ctxOrEnv = (key: string, envKey: string): string | undefined =>
    node.tryGetContext(key) !== undefined ? str(key) : env[envKey]?.trim() || undefined;
  const bool = (key: string, dflt: boolean): boolean => {
    const v = str(key);
    return v === undefined ? dflt : !['false', '0', 'no', 'off'].includes(v.toLowerCase());
  };
  const int = (key: string, dflt: number): number => {
    const v = str(key);
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`Context "${key}" must be a positive integer, got "${v}"`);
    return n;
  };
  const origin = (key: string, dflt: string): string => {
    const v = (str(key) ?? dflt).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]+$/.test(v)) throw new Error(`Context "${key}" must be an origin like https://app.example.com, got "${v}"`);
    if (v === '*' || v.includes('*')) throw new Error(`Context "${key}" must not be a wildcard`);
    return v;
  };

  const email = (key: string): string | undefined => {
    const v = str(key);
    if (v !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw new Error(`Context "${key}" must be an email address, got "${v}"`);
    return v;
  };

  const stage = str('stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) throw new Error(`Context "stage" must be lower-case kebab (≤ 20 chars), got "${stage}"`);
  const domainName = str('domainName');
  const webOrigin = origin('webOrigin', domainName ? `https://${domainName}` : 'https://localhost');
  const googleClientId = ctxOrEnv('googleClientId', 'GOOGLE_CLIENT_ID');
  const microsoftClientId = ctxOrEnv('microsoftClientId', 'MICROSOFT_CLIENT_ID');
  const resolvePath = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));

  const cfg: TalentiaConfig = {
    stage,
    prefix: `Talentia-${stage}-`,
    account: str('account'),
    region: str('region'),
    webOrigin,
    apiOrigin: origin('apiOrigin', webOrigin),
    mailFrom: str('mailFrom') ?? 'no-reply@talentia.example',
    mailDomain: str('mailDomain'),
    authDomainPrefix: str('authDomainPrefix') ?? `talentia-${stage}`,
    google: googleClientId
      ? { clientId: googleClientId, clientSecretName: str('googleClientSecretName') ?? `talentia/${stage}/google-client-secret` }
      : undefined,
    microsoft: microsoftClientId
      ? {
          clientId: microsoftClientId,
          clientSecretName: str('microsoftClientSecretName') ?? `talentia/${stage}/microsoft-client-secret`,
          tenantId: str('microsoftTenantId') ?? 'common',
        }
      : undefined,
    cognitoPlus: bool('cognitoPlus', true),
    domainName,
    certificateArn: str('certificateArn'),
    webAclArn: str('webAclArn'),
    webDistributionId: str('webDistributionId'),
    apiRateLimit: int('apiRateLimit', 200),
    apiBurstLimit: int('apiBurstLimit', 400),
    alarmEmail: email('alarmEmail'),
    functionsRoot: resolvePath(str('functionsRoot') ?? env.TALENTIA_FUNCTIONS_ROOT ?? 'functions'),
    bundleDir: resolvePath(str('bundleDir') ?? 'cdk.out/.bundles'),
    webDist: resolvePath(str('webDist') ?? 'web/dist'),
  };
  if (cfg.domainName && !cfg.certificateArn) {
    throw new Error('Context "domainName" needs "certificateArn" (an ACM certificate in us-east-1 for CloudFront)');
  }
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(cfg.authDomainPrefix) || /aws|amazon|cognito/.test(cfg.authDomainPrefix)) {
    throw new Error(`Context "authDomainPrefix" is not a valid Cognito domain prefix: "${cfg.authDomainPrefix}"`);
  }
  return cfg;
}

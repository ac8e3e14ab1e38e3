// The deployment settings of the CDK app, read once from CDK context (`-c key=value` or cdk.json)
// with an environment-variable fallback for the identity-provider client ids. Every key, its
// default and its effect is listed in docs/deploy.md; keep the two in step.
// Why one module: every context key is read and checked in one pass, against the others it depends on
// (prod's required keys, mail and region, waf and region, bedrock and its regions): split, the
// cross-checks would read the same context twice and could disagree about a key's default.
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import { MODELOS_EMBEDDINGS_BEDROCK, esModeloEmbeddingsBedrock, type ModeloEmbeddingsBedrock } from '../../shared/modelos-embeddings.js';

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
  /** SES domain identity the Mail stack creates (Easy DKIM, the stack's configuration set as its default). */
  mailDomain?: string;
  /** A domain already verified in SES in this account and the mail region: used, not created. */
  mailVerifiedDomain?: string;
  /**
   * The region of SES (the Mail stack: configuration set, identity, event destination) and of the
   * functions' SES client (D166): the deploy region, unless its CloudFormation has no SES v2
   * resources (MAIL_REGION_FOR), or context mailRegion. Undefined with no region (environment-agnostic).
   */
  mailRegion?: string;
  authDomainPrefix: string;
  google?: IdentityProviderConfig;
  /**
   * tenantId: the one Entra ID directory whose users may sign in. emailVerifiedClaim: the ID-token
   * claim Cognito maps to email_verified (Entra issues no email_verified; `xms_edov`, an optional
   * claim, says the email's domain is verified by the tenant).
   */
  microsoft?: IdentityProviderConfig & { tenantId: string; emailVerifiedClaim: string };
  /** Cognito "Plus" feature plan with threat protection enforced (adaptive auth, compromised credentials). */
  cognitoPlus: boolean;
  /** Custom domain of the CloudFront distribution; needs an ACM certificate in us-east-1. */
  domainName?: string;
  certificateArn?: string;
  /** ARN of a WAFv2 web ACL (scope CLOUDFRONT, us-east-1) to attach to the distribution. */
  webAclArn?: string;
  /**
   * Create a WAFv2 web ACL with a rate-based rule per viewer address (the Waf stack, in us-east-1,
   * where CloudFront's web ACLs live): off by default, it costs ≈ 7 USD a month plus requests.
   */
  waf: boolean;
  /** Requests per viewer address in any 5 minutes before the WAF blocks it (with waf). */
  wafRateLimit: number;
  /** Once the distribution exists: pin the files bucket's CloudFront grant to it. */
  webDistributionId?: string;
  apiRateLimit: number;
  apiBurstLimit: number;
  /**
   * Which value of the origin-verify secret CloudFront was last given: raising it after a
   * put-secret-value changes the distribution, so CloudFormation resolves the secret into it again
   * (docs/operations.md, "Rotating the origin header").
   */
  originVerifyRotation: number;
  /** Who receives the alarms (an SNS email subscription); unset: the topic has no subscriber yet. */
  alarmEmail?: string;
  /**
   * The first superadmin, seeded by the deploy and invited by Cognito (functions/jobs/sembrar-plataforma.ts).
   * Required for prod; other stages without it get the platform data and no superadmin.
   */
  superadminEmail?: string;
  /**
   * Amazon Bedrock for the reports and follow-ups (D176): the models or inference profiles the deploy
   * grants `bedrock:InvokeModel` on (and nothing else), `-c bedrock=a,b`; the first is the platform's
   * default, the others are what a company may choose instead in Configuración. Unset: no Bedrock
   * grant, no Bedrock call.
   */
  bedrock?: readonly BedrockConfig[];
  /**
   * Amazon Bedrock's embeddings model for comparing answers with questions by meaning (issue 64 item 4),
   * `-c bedrockEmbeddings=<id>`: one of the two models the analysis speaks to, a foundation model of the
   * deploy region. Only the ia:embeddings rows (the analysis job) get `bedrock:InvokeModel` on its ARN
   * and BEDROCK_EMBEDDINGS_MODEL_ID. Unset: no grant, no variable; the comparison uses an OpenAI key or
   * the word rules.
   */
  bedrockEmbeddings?: ModeloEmbeddingsBedrock;
  /** Amazon Transcribe for voice answers (D176): the grant and TRANSCRIBE_ENABLED on the transcription route. */
  transcribe: boolean;
  /** Where the handler sources live (`<root>/http/<handler>.ts`, `<root>/jobs/<handler>.ts`). */
  functionsRoot: string;
  /** Where the one esbuild run writes `<kind>/<handler>/index.mjs`. */
  bundleDir: string;
  /** The web build to upload; skipped when the folder does not exist. */
  webDist: string;
}

type Env = Record<string, string | undefined>;

/**
 * The Bedrock model of a deploy (D176). A foundation model id (`anthropic.claude-…-v1:0`) is invoked
 * in the deploy region; a geographic cross-Region inference profile (`eu.anthropic.…`) routes to
 * the regions of its geography, and IAM must allow the profile and the foundation model in the
 * source region and in every destination region (Bedrock user guide, "Geographic cross-Region
 * inference", IAM policy requirements): those regions are named with `-c bedrockRegions=…`, as the
 * model's page lists them.
 */
export interface BedrockConfig {
  /** What the functions call Converse with (BEDROCK_MODEL_ID). */
  modelId: string;
  /** The foundation model behind it (the id without the profile's geography prefix). */
  foundationModelId: string;
  /** The geography prefix of an inference profile ('eu', 'us', 'apac'…); undefined for a foundation model. */
  geografia?: string;
  /** Destination regions of the profile (besides the source region); empty for a foundation model. */
  regiones: string[];
}

/** Bedrock's model ids (`provider.name-version:n`) and the geography prefixes of its system inference profiles. */
const BEDROCK_MODEL_ID = /^[a-z0-9-]{2,20}\.[a-z0-9][a-z0-9.:_-]{1,120}$/;
const BEDROCK_GEOGRAFIAS = ['eu', 'us', 'apac', 'us-gov', 'jp', 'au', 'ca'];
const REGION = /^[a-z]{2}(-gov)?-[a-z]+-\d$/;

/**
 * `-c bedrock=<id>[,<id>…]` and `-c bedrockRegions=<r1,r2>` read and checked (D176): one entry per
 * model or inference profile, the first the platform's default; `bedrockRegions` names the
 * destination regions of the inference profiles in the list (a foundation model runs in the deploy region).
 */
export function leerBedrock(ids: string | undefined, regiones: string | undefined): BedrockConfig[] | undefined {
  if (ids === undefined) {
    if (regiones !== undefined)
      throw new Error('Context "bedrock" needs at least one model or inference profile id (bedrockRegions was given)');
    return undefined;
  }
  const lista = [...new Set(ids.split(',').map((i) => i.trim()))];
  if (lista.some((i) => !i)) throw new Error(`Context "bedrock" is a comma-separated list of model or inference profile ids, got "${ids}"`);
  const modelos = lista.map((id) => leerModeloBedrock(id, regiones));
  if (regiones !== undefined && !modelos.some((m) => m.geografia))
    throw new Error('Context "bedrockRegions" is for inference profiles only: a foundation model id runs in the deploy region');
  return modelos;
}

/** One id of `-c bedrock`: a foundation model of the region or a geographic inference profile with its regions. */
function leerModeloBedrock(id: string, regiones: string | undefined): BedrockConfig {
  if (id.startsWith('arn:'))
    throw new Error(
      `Context "bedrock" takes a model or inference profile id (eu.anthropic.claude-sonnet-4-5-20250929-v1:0), not an ARN: got "${id}"`,
    );
  if (!BEDROCK_MODEL_ID.test(id)) throw new Error(`Context "bedrock" must be a Bedrock model or inference profile id, got "${id}"`);
  const prefijo = id.split('.')[0]!;
  if (prefijo === 'global')
    throw new Error(
      `Context "bedrock" is a global inference profile ("${id}"): it routes to any commercial region, so candidates' answers could leave the jurisdiction; use a geographic profile (eu.…) or a model of the region`,
    );
  const geografia = BEDROCK_GEOGRAFIAS.includes(prefijo) ? prefijo : undefined;
  const lista = (regiones ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  for (const r of lista)
    if (!REGION.test(r)) throw new Error(`Context "bedrockRegions" must list region codes (eu-west-1,eu-west-3), got "${r}"`);
  if (geografia && !lista.length)
    throw new Error(
      `Context "bedrock" is the inference profile "${id}": pass -c bedrockRegions=<its destination regions, comma-separated, as the model's page in the Bedrock user guide lists them> so the grant names the foundation model in each (docs/deploy.md, "Amazon Bedrock and Transcribe")`,
    );
  return geografia
    ? { modelId: id, foundationModelId: id.slice(prefijo.length + 1), geografia, regiones: [...new Set(lista)] }
    : { modelId: id, foundationModelId: id, geografia: undefined, regiones: [] };
}

/**
 * `-c bedrockEmbeddings=<id>` read and checked (issue 64 item 4): only the embeddings models whose
 * request and answer the analysis knows (functions/lib/proveedores-ia/embeddings.ts). A foundation
 * model of the deploy region: no inference profile, no list.
 */
export function leerBedrockEmbeddings(id: string | undefined): ModeloEmbeddingsBedrock | undefined {
  if (id === undefined) return undefined;
  if (!esModeloEmbeddingsBedrock(id))
    throw new Error(
      `Context "bedrockEmbeddings" must be one of ${MODELOS_EMBEDDINGS_BEDROCK.join(', ')} (the embeddings models the analysis speaks to, invoked in the deploy region), got "${id}"`,
    );
  return id;
}

/** The one region CloudFront takes ACM certificates from. */
export const CLOUDFRONT_CERTIFICATE_REGION = 'us-east-1';

/** The stage that gets production settings (termination protection) and must not run on development defaults. */
export const PROD_STAGE = 'prod';

/**
 * What a production stage must be told, each with the flag to pass and why: readConfig refuses to
 * synthesise `stage=prod` without them instead of deploying development defaults.
 */
export const PROD_REQUIRED: { key: string; flag: string; why: string }[] = [
  {
    key: 'region',
    flag: '-c region=eu-south-2',
    why: "the region every stack is pinned to: CloudFront's alarms (and the optional WAF) live in us-east-1 and read the Web stack's outputs across regions, which needs both regions named",
  },
  {
    key: 'webOrigin',
    flag: '-c webOrigin=https://app.example.com (or -c domainName=app.example.com -c certificateArn=…)',
    why: 'the address users open the web at: invitation and recovery links, CORS and the OAuth callback are built from it (the default is https://localhost)',
  },
  {
    key: 'mailFrom',
    flag: '-c mailFrom=no-reply@example.com',
    why: 'the sender of every email (the default no-reply@talentia.example is no domain of yours, so SES refuses it)',
  },
  {
    key: 'mailDomain',
    flag: '-c mailDomain=example.com (or -c mailVerifiedDomain=example.com for a domain already verified in SES)',
    why: "the SES identity mailFrom's domain sends as; without one every send is refused",
  },
  {
    key: 'superadminEmail',
    flag: '-c superadminEmail=admin@example.com',
    why: 'the first superadmin: the deploy creates them and Cognito mails them a temporary password; without one nobody can sign in',
  },
  {
    key: 'alarmEmail',
    flag: '-c alarmEmail=ops@example.com',
    why: 'who receives the alarms (API 5xx, failing jobs, dead letters, emails not sent); without it nobody is told',
  },
];

/** The web origin of a stage that names none (a trial stage; prod refuses it). */
export const DEFAULT_WEB_ORIGIN = 'https://localhost';

/** The region of CloudFront's own resources: its certificates, its web ACLs and its metrics. */
export const CLOUDFRONT_REGION = 'us-east-1';

/**
 * Regions whose CloudFormation has none of AWS::SES::ConfigurationSet,
 * AWS::SES::ConfigurationSetEventDestination and AWS::SES::EmailIdentity (CDK's template validation,
 * rule F3006, refuses them at synth; the region data of @aws/cloudformation-validate 1.14, which
 * test/infra/regiones.test.ts reads), and the region the Mail stack goes to from each: the closest
 * one that has them, in the same jurisdiction where there is one (D166). A region here without a
 * mapping must name context mailRegion.
 */
export const REGIONS_WITHOUT_SES_RESOURCES = ['eu-south-2', 'ap-east-1', 'ap-east-2', 'ap-southeast-4', 'ap-southeast-7', 'mx-central-1'];
export const MAIL_REGION_FOR: Record<string, string> = { 'eu-south-2': 'eu-west-1' };

/** The mail region of a deploy region (D166): itself where CloudFormation has SES's resources. */
export function defaultMailRegion(region: string): string | undefined {
  return REGIONS_WITHOUT_SES_RESOURCES.includes(region) ? MAIL_REGION_FOR[region] : region;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Entra ID's shared authorities: their metadata's issuer is a template ({tenantid}), never a token's `iss`. */
const MICROSOFT_SHARED_TENANTS = ['common', 'organizations', 'consumers'];

/**
 * The Microsoft tenant (directory) whose users may sign in: its id or one of its verified domains.
 * Required with microsoftClientId: Cognito checks that a token's `iss` is the issuer it discovered,
 * and the `common` authority's issuer (`…/{tenantid}/v2.0`) matches no real token.
 */
function microsoftTenant(v: string | undefined): string {
  const how =
    'pass -c microsoftTenantId=<Directory (tenant) ID of the Entra app registration, or a verified domain like contoso.onmicrosoft.com>';
  if (v === undefined) throw new Error(`Context "microsoftTenantId" is required with "microsoftClientId": ${how}`);
  if (MICROSOFT_SHARED_TENANTS.includes(v.toLowerCase()))
    throw new Error(
      `Context "microsoftTenantId" cannot be "${v}": Cognito refuses the tokens of a shared authority (their iss names the user's own tenant, not "${v}"); ${how}`,
    );
  if (!GUID.test(v) && !DOMAIN.test(v)) throw new Error(`Context "microsoftTenantId" must be a tenant id (GUID) or a domain, got "${v}"`);
  return v.toLowerCase();
}

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

  const domain = (key: string): string | undefined => {
    const v = str(key)?.toLowerCase();
    if (v !== undefined && !DOMAIN.test(v)) throw new Error(`Context "${key}" must be a domain name like example.com, got "${v}"`);
    return v;
  };

  const stage = str('stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) throw new Error(`Context "stage" must be lower-case kebab (≤ 20 chars), got "${stage}"`);
  const domainName = str('domainName');
  const webOrigin = origin('webOrigin', domainName ? `https://${domainName}` : DEFAULT_WEB_ORIGIN);
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
    mailFrom: email('mailFrom') ?? 'no-reply@talentia.example',
    mailDomain: domain('mailDomain'),
    mailVerifiedDomain: domain('mailVerifiedDomain'),
    mailRegion: undefined,
    authDomainPrefix: str('authDomainPrefix') ?? `talentia-${stage}`,
    google: googleClientId
      ? { clientId: googleClientId, clientSecretName: str('googleClientSecretName') ?? `talentia/${stage}/google-client-secret` }
      : undefined,
    microsoft: microsoftClientId
      ? {
          clientId: microsoftClientId,
          clientSecretName: str('microsoftClientSecretName') ?? `talentia/${stage}/microsoft-client-secret`,
          tenantId: microsoftTenant(str('microsoftTenantId')),
          emailVerifiedClaim: str('microsoftEmailVerifiedClaim') ?? 'xms_edov',
        }
      : undefined,
    cognitoPlus: bool('cognitoPlus', true),
    domainName,
    certificateArn: str('certificateArn'),
    webAclArn: str('webAclArn'),
    waf: bool('waf', false),
    wafRateLimit: int('wafRateLimit', 2000),
    webDistributionId: str('webDistributionId'),
    apiRateLimit: int('apiRateLimit', 200),
    apiBurstLimit: int('apiBurstLimit', 400),
    originVerifyRotation: int('originVerifyRotation', 1),
    alarmEmail: email('alarmEmail'),
    superadminEmail: email('superadminEmail'),
    bedrock: leerBedrock(str('bedrock'), str('bedrockRegions')),
    bedrockEmbeddings: leerBedrockEmbeddings(str('bedrockEmbeddings')),
    transcribe: bool('transcribe', false),
    functionsRoot: resolvePath(str('functionsRoot') ?? env.TALENTIA_FUNCTIONS_ROOT ?? 'functions'),
    bundleDir: resolvePath(str('bundleDir') ?? 'cdk.out/.bundles'),
    webDist: resolvePath(str('webDist') ?? 'web/dist'),
  };
  if (stage === PROD_STAGE) {
    const given: Record<string, boolean> = {
      webOrigin: str('webOrigin') !== undefined || domainName !== undefined,
      mailFrom: str('mailFrom') !== undefined,
      mailDomain: cfg.mailDomain !== undefined || cfg.mailVerifiedDomain !== undefined,
      region: cfg.region !== undefined,
      alarmEmail: cfg.alarmEmail !== undefined,
      superadminEmail: cfg.superadminEmail !== undefined,
    };
    const missing = PROD_REQUIRED.filter((r) => !given[r.key]);
    if (missing.length) {
      throw new Error(
        `Stage "${PROD_STAGE}" needs these context keys (docs/deploy.md, "Context keys"):\n${missing
          .map((r) => `  Context "${r.key}": pass ${r.flag}: ${r.why}`)
          .join('\n')}`,
      );
    }
  }
  if (cfg.mailDomain && cfg.mailVerifiedDomain) {
    throw new Error(
      'Context "mailDomain" and "mailVerifiedDomain" exclude each other: the first creates the SES identity, the second uses an existing one',
    );
  }
  const sendingDomain = cfg.mailDomain ?? cfg.mailVerifiedDomain;
  if (sendingDomain && str('mailFrom') !== undefined) {
    // A verified domain covers its addresses and subdomains; the category mailboxes (administracion@…)
    // are built on mailFrom's domain, so it must be covered as a whole.
    const fromDomain = cfg.mailFrom.split('@')[1]!.toLowerCase();
    if (fromDomain !== sendingDomain && !fromDomain.endsWith(`.${sendingDomain}`)) {
      const key = cfg.mailDomain ? 'mailDomain' : 'mailVerifiedDomain';
      throw new Error(
        `Context "mailFrom" (${cfg.mailFrom}) must be an address of ${key} "${sendingDomain}" or of one of its subdomains: SES refuses any other sender`,
      );
    }
  }
  const mailRegion = str('mailRegion');
  if (mailRegion !== undefined) {
    if (!cfg.region) {
      throw new Error(
        'Context "mailRegion" needs "region": the Mail stack in another region is read across regions (Fn::GetStackOutput), which needs both regions named (-c region=…)',
      );
    }
    if (!/^[a-z]{2}(-gov)?-[a-z]+-\d$/.test(mailRegion))
      throw new Error(`Context "mailRegion" must be an AWS region code (eu-west-1), got "${mailRegion}"`);
    if (REGIONS_WITHOUT_SES_RESOURCES.includes(mailRegion)) {
      throw new Error(
        `Context "mailRegion" is ${mailRegion}, whose CloudFormation has no SES configuration set or identity: name a region that has them (eu-west-1)`,
      );
    }
    cfg.mailRegion = mailRegion;
  } else if (cfg.region) {
    cfg.mailRegion = defaultMailRegion(cfg.region);
    if (!cfg.mailRegion) {
      throw new Error(
        `Region ${cfg.region} has no SES configuration set or identity in CloudFormation (docs/deploy.md, "Regions"): pass -c mailRegion=<a region that has them> for the Mail stack`,
      );
    }
  }
  if (cfg.waf && cfg.webAclArn) {
    throw new Error('Context "waf" and "webAclArn" exclude each other: the first creates a web ACL, the second attaches one you have');
  }
  if (cfg.waf && !cfg.region) {
    throw new Error(
      `Context "waf" needs "region": the web ACL is created in ${CLOUDFRONT_REGION} and the Web stack reads its ARN across regions, which needs its own region named (-c region=…)`,
    );
  }
  if (cfg.wafRateLimit < 10 || cfg.wafRateLimit > 2_000_000_000) {
    throw new Error(`Context "wafRateLimit" must be between 10 and 2000000000 requests per 5 minutes, got ${cfg.wafRateLimit}`);
  }
  if (cfg.domainName && !cfg.certificateArn) {
    throw new Error('Context "domainName" needs "certificateArn" (an ACM certificate in us-east-1 for CloudFront)');
  }
  if (cfg.certificateArn) {
    // CloudFront takes ACM certificates from us-east-1 only, whatever region the stacks are in
    // (CloudFront developer guide, "Requirements for using SSL/TLS certificates with CloudFront").
    const acm = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[A-Za-z0-9-]+$/.exec(cfg.certificateArn);
    if (!acm)
      throw new Error(
        `Context "certificateArn" must be an ACM certificate ARN (arn:aws:acm:us-east-1:<account>:certificate/<id>), got "${cfg.certificateArn}"`,
      );
    if (acm[1] !== CLOUDFRONT_CERTIFICATE_REGION) {
      throw new Error(
        `Context "certificateArn" is in ${acm[1]}: CloudFront uses certificates from ${CLOUDFRONT_CERTIFICATE_REGION} only; request or import the certificate for ${cfg.domainName ?? 'the domain'} in ${CLOUDFRONT_CERTIFICATE_REGION} and pass that ARN`,
      );
    }
    if (!cfg.domainName) throw new Error('Context "certificateArn" needs "domainName" (the name the certificate covers)');
  }
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(cfg.authDomainPrefix) || /aws|amazon|cognito/.test(cfg.authDomainPrefix)) {
    throw new Error(`Context "authDomainPrefix" is not a valid Cognito domain prefix: "${cfg.authDomainPrefix}"`);
  }
  return cfg;
}

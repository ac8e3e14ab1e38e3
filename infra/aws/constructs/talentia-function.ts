// Why one module: one Lambda and its IAM, grant by grant; the exported action lists are what the
// stacks' tests assert against, kept beside the statements that use them.
// One Lambda function of the product (a route's or a job's): runtime, architecture, logging,
// tracing and environment are the same for all; IAM is exactly the grants of its row, nothing more.
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  CLAVES_GRABACIONES,
  CLAVES_TRANSCRIPCIONES,
  colaUrlEnv,
  PREFIJO_TRANSCRIPCIONES,
  type Grant,
} from '../../../shared/route-types.js';
import type { BedrockConfig, TalentiaConfig } from '../config.js';
import { FINGERPRINT_VARIABLE } from '../producers.js';
import { acknowledgeExpectedWildcards, S3_GRANT_ACTION_GROUPS, type ExpectedWildcard } from '../nag.js';
import { secretsExtension } from '../secrets-extension.js';

/** What every function may be granted access to (owned by the Data and Auth stacks). */
export interface SharedResources {
  table: ITable;
  filesBucket: IBucket;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** Base URL of the Cognito hosted UI (`https://<prefix>.auth.<region>.amazoncognito.com`). */
  authDomainUrl: string;
  /** Signs the OAuth state; functions with the oauth:state grant read it at run time. */
  oauthStateSecret: ISecret;
  /** Seals the refresh cookie; functions with the session:cookie grant read it at run time. */
  sessionCookieSecret: ISecret;
  /** The queues of shared/colas.ts by id; a function with queue:send may send to those its row names. */
  queues: Map<string, IQueue>;
  /** Wraps stored secrets' data keys; functions with keys:seal may GenerateDataKey with it, those with keys:open or mail:send Decrypt. */
  secretsKey: IKey;
  /**
   * The Mail stack's SES configuration set (the default configuration set of the domain identity):
   * SES authorises a send against it as well as against the identity, so mail:send names it too.
   */
  mailConfigurationSetName: string;
  /** The region of SES (the Mail stack), when pinned: the functions' SES_REGION and the region of mail:send's ARNs (D166). */
  mailRegion?: string;
  /**
   * Fingerprint of the templates of the stacks the functions read (infra/aws/producers.ts): in
   * every function's environment, so a replaced producer resource updates every function.
   */
  huellaProductores: string;
}

export interface TalentiaFunctionProps {
  /** Folder with the bundled `index.mjs` (see bundling.ts). */
  codeDir: string;
  grants: readonly Grant[];
  /** With queue:send: the queues it may send to (shared/colas.ts ids). */
  colas?: readonly string[];
  description: string;
  timeoutSeconds?: number;
  memoryMb?: number;
  shared: SharedResources;
  config: TalentiaConfig;
}

/**
 * The user pool's admin actions of each cognito:* grant: what the code of its functions calls
 * (functions/lib/usuarios/cognito-admin.ts), compared with every bundle by
 * test/infra/acciones-sdk.test.ts. ListUsers is in none: no function calls it.
 */
export const COGNITO_GRANT_ACTIONS = {
  'cognito:password': ['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut'],
  'cognito:provision': [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminUpdateUserAttributes',
    'cognito-idp:AdminEnableUser',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminDisableUser',
  ],
  'cognito:update': [
    'cognito-idp:AdminUpdateUserAttributes',
    'cognito-idp:AdminEnableUser',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminUserGlobalSignOut',
  ],
  'cognito:disable': ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
  'cognito:delete': ['cognito-idp:AdminDeleteUser'],
  'cognito:mfa': ['cognito-idp:AdminSetUserMFAPreference'],
} as const satisfies Partial<Record<Grant, readonly string[]>>;

/**
 * The runtime of every function of the product (and of the origin authorizer). Node.js 22 on Lambda
 * is deprecated on 30 April 2027; 24 is supported until 2028. The bundles keep esbuild's `node20`
 * target (bundling.ts): the local stack runs the very same bundles on this machine's Node 20, and
 * Node 20 syntax runs unchanged on 24.
 */
export const FUNCTION_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** What a function's asset leaves out of its bundle folder: the source maps (docs/operations.md). */
export const BUNDLE_EXCLUDES = ['*.map'];

export const SES_SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];

/** Every SES identity of this account and the mail region (`identity/*`). */
export function sesIdentitiesArn(scope: Construct, region?: string): string {
  return Stack.of(scope).formatArn({ service: 'ses', region, resource: 'identity', resourceName: '*' });
}

/** The Mail stack's configuration set, as SES names it when it authorises a send. */
export function sesConfigurationSetArn(scope: Construct, name: string, region?: string): string {
  return Stack.of(scope).formatArn({ service: 'ses', region, resource: 'configuration-set', resourceName: name });
}

/**
 * What `ses:SendEmail` is granted on. SES v2 authorises a send against the sending identity and,
 * when the message uses a configuration set (the identity's default one included), against that
 * configuration set too: without the second ARN every send from mailDomain is AccessDenied.
 */
export function mailSendResources(scope: Construct, shared: Pick<SharedResources, 'mailConfigurationSetName' | 'mailRegion'>): string[] {
  return [sesIdentitiesArn(scope, shared.mailRegion), sesConfigurationSetArn(scope, shared.mailConfigurationSetName, shared.mailRegion)];
}

/** The environment every function gets; the handlers read their resources from it. */
export function functionEnvironment(shared: SharedResources, config: TalentiaConfig): Record<string, string> {
  return {
    TABLE_NAME: shared.table.tableName,
    FILES_BUCKET: shared.filesBucket.bucketName,
    USER_POOL_ID: shared.userPool.userPoolId,
    USER_POOL_CLIENT_ID: shared.userPoolClient.userPoolClientId,
    AUTH_MODE: 'cognito',
    AUTH_DOMAIN_URL: shared.authDomainUrl,
    API_ORIGIN: config.apiOrigin,
    MAIL_FROM: config.mailFrom,
    ...(shared.mailRegion ? { SES_REGION: shared.mailRegion } : {}),
    WEB_ORIGIN: config.webOrigin,
    STAGE: config.stage,
    POWERTOOLS_SERVICE_NAME: 'talentia',
    [FINGERPRINT_VARIABLE]: shared.huellaProductores,
    // Client ids are public (they appear in the authorize URL); the secrets stay in Cognito.
    ...(config.google ? { GOOGLE_CLIENT_ID: config.google.clientId } : {}),
    ...(config.microsoft ? { MICROSOFT_CLIENT_ID: config.microsoft.clientId } : {}),
    // What the deploy enabled (D176), in every function: the precedence module answers the same in
    // the Configuración page, the candidate's page and the jobs. Only ia:* rows get the IAM to call them.
    // BEDROCK_MODEL_ID is the deploy's list, comma-separated, the platform's default first.
    ...(config.bedrock ? { BEDROCK_MODEL_ID: config.bedrock.map((m) => m.modelId).join(',') } : {}),
    ...(config.transcribe ? { TRANSCRIBE_ENABLED: 'true' } : {}),
  };
}

/** The partitions of a company API key's use (functions/lib/db/claves-acceso.ts, limites.ts): what `table:key-use` may write. */
export const KEY_USE_PARTITIONS = ['CLAVEACCESO#*', 'LIMITE#CLAVEACCESO#*'];

export class TalentiaFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: TalentiaFunctionProps) {
    super(scope, id);
    const { shared, grants } = props;

    const has = (g: Grant) => grants.includes(g);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      // Kept when a function is removed so its last month of logs can still be read; deleted only
      // when the create that made it is rolled back (DeletionPolicy RetainExceptOnCreate), so a
      // failed first deploy leaves no empty log groups behind (docs/deploy.md, "A failed first deploy").
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    // Own role instead of the AWSLambdaBasicExecutionRole managed policy, which may write to every
    // log group of the account: this one writes to its own log group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      // IAM accepts Latin-1 only in descriptions; summaries may hold other characters (…, →).
      description: `Talentia ${props.description}`.replace(/[^\t\n\r\u0020-\u007E\u00A1-\u00FF]/g, '?').slice(0, 1000),
    });
    this.logGroup.grantWrite(this.role);

    this.function = new lambda.Function(this, 'Function', {
      runtime: FUNCTION_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      // The source maps stay out of the zip (they were 120 MB of the 194 MB of assets) and nothing
      // loads them at run time: a stack trace is resolved offline against the same commit's bundles
      // (docs/operations.md, "Reading a stack trace").
      code: lambda.Code.fromAsset(props.codeDir, { exclude: BUNDLE_EXCLUDES }),
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      role: this.role,
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      description: props.description.slice(0, 256),
      environment: functionEnvironment(shared, props.config),
      // Secrets are read at run time through the AWS Parameters and Secrets extension's localhost
      // endpoint (functions/lib/secrets.ts): GetSecretValue with this function's role, cached.
      paramsAndSecrets: has('session:cookie') || has('oauth:state') ? secretsExtension(this) : undefined,
    });

    const expected: ExpectedWildcard[] = [
      {
        actions: (a) => a.startsWith('xray:'),
        findings: () => ['Resource::*'],
        reason:
          'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so their resource must be "*".',
      },
    ];

    if (has('table:write')) shared.table.grantReadWriteData(this.function);
    else if (has('table:read')) shared.table.grantReadData(this.function);
    if (has('table:key-use') && !has('table:write')) {
      // A read-only row that takes company API keys (D145): it writes that key's look-up (its
      // last use) and rate counter, items whose partition key no company partition shares.
      this.role.addToPolicy(
        new PolicyStatement({
          actions: ['dynamodb:UpdateItem', 'dynamodb:PutItem'],
          resources: [shared.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': KEY_USE_PARTITIONS } },
        }),
      );
    }
    if (has('table:read') || has('table:write')) {
      expected.push({
        actions: (a) => a.startsWith('dynamodb:'),
        findings: (flat) => [`Resource::${flat(shared.table.tableArn)}/index/*`],
        reason: 'Queries on the overloaded GSI1/GSI2 of the one application table: the grant covers "<table>/index/*" of that table only.',
      });
    }

    // Read, put and delete apart (CDK's grantPut adds the Abort* group to PutObject): a presigned
    // upload or a write-once backup deletes nothing, a clean-up reads nothing.
    if (has('files:read')) shared.filesBucket.grantRead(this.function);
    if (has('files:put')) shared.filesBucket.grantPut(this.function);
    if (has('files:delete')) shared.filesBucket.grantDelete(this.function);
    if (has('files:read') || has('files:put') || has('files:delete')) {
      expected.push(
        {
          actions: (a) => a.startsWith('s3:'),
          findings: () => S3_GRANT_ACTION_GROUPS.map((a) => `Action::${a}`),
          reason:
            'CDK bucket grant action groups (GetObject*, GetBucket*, List*, DeleteObject*, Abort*) on the files bucket only; they name the object/version variants of the same operations.',
        },
        {
          actions: (a) => a.startsWith('s3:'),
          findings: (flat) => [`Resource::${flat(shared.filesBucket.bucketArn)}/*`],
          reason:
            'Objects of the files bucket; the handler builds every key from the verified tenant (empresas/{empresaId}/…, uploads/…), never from client input.',
        },
      );
    }

    if (has('files:read:audio') || has('files:delete:audio')) concederGrabaciones(this, shared, has, expected);

    const cognitoActions = [
      ...new Set(
        Object.entries(COGNITO_GRANT_ACTIONS)
          .filter(([g]) => has(g as Grant))
          .flatMap(([, actions]) => actions),
      ),
    ].sort();
    if (cognitoActions.length) {
      this.role.addToPolicy(new PolicyStatement({ actions: cognitoActions, resources: [shared.userPool.userPoolArn] }));
    }

    if (has('mail:send')) {
      this.role.addToPolicy(new PolicyStatement({ actions: SES_SEND_ACTIONS, resources: mailSendResources(this, shared) }));
      const identities = sesIdentitiesArn(this, shared.mailRegion);
      expected.push({
        actions: (a) => SES_SEND_ACTIONS.includes(a),
        findings: (flat) => [`Resource::${flat(identities)}`],
        reason:
          "Sending mail through the SES identities of this account and the mail region only; in the SES sandbox the recipients' verified identities are authorised too, so no single identity ARN can be named.",
      });
    }

    if (has('oauth:state')) {
      // The secret's ARN only: the value is read at run time (functions/lib/secrets.ts), so a
      // rotation reaches the functions without a deploy (an environment value changes only when
      // CloudFormation updates the function, and a rotation changes no template).
      this.function.addEnvironment('OAUTH_STATE_SECRET_ID', shared.oauthStateSecret.secretArn);
      shared.oauthStateSecret.grantRead(this.function);
    }

    if (has('session:cookie')) {
      // The secret's name only; the value never enters the environment or the template.
      this.function.addEnvironment('SESSION_SECRET_ID', shared.sessionCookieSecret.secretArn);
      shared.sessionCookieSecret.grantRead(this.function);
    }

    if (has('queue:send')) {
      // SendMessage on the queues the row names (their URLs in COLA_<ID>_URL), nothing else of SQS.
      for (const id of props.colas ?? []) {
        const queue = shared.queues.get(id);
        if (!queue) throw new Error(`${props.description}: unknown queue "${id}"`);
        queue.grantSendMessages(this.function);
        this.function.addEnvironment(colaUrlEnv(id), queue.queueUrl);
      }
    }

    if (has('ia:bedrock') && props.config.bedrock) concederBedrock(this, props.config.bedrock);
    if (has('ia:embeddings') && props.config.bedrockEmbeddings) {
      // Only here, not in every function's environment (unlike BEDROCK_MODEL_ID): no other function
      // compares answers by meaning, so none other needs to know.
      this.function.addEnvironment('BEDROCK_EMBEDDINGS_MODEL_ID', props.config.bedrockEmbeddings);
      this.role.addToPolicy(
        new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [embeddingsResource(this, props.config.bedrockEmbeddings)] }),
      );
    }
    if (has('ia:transcribe') && props.config.transcribe) concederTranscribe(this, shared, expected);

    // Envelope encryption (functions/lib/cifrado.ts): sealing a secret takes a new data key
    // (keys:seal); opening a stored provider key (keys:open) or the platform SMTP server's sealed
    // password (mail:send, functions/lib/mail/send.ts) decrypts one. Saving a key does not open it
    // (it is tested before it is sealed, D120), so sealing alone grants no Decrypt.
    const kms = [...(has('keys:seal') ? ['kms:GenerateDataKey'] : []), ...(has('keys:open') || has('mail:send') ? ['kms:Decrypt'] : [])];
    if (kms.length) {
      shared.secretsKey.grant(this.function, ...kms);
      this.function.addEnvironment('SECRETS_KMS_KEY_ID', shared.secretsKey.keyArn);
    }

    acknowledgeExpectedWildcards(this.role, expected);
  }
}

/**
 * The ARNs `bedrock:InvokeModel` is granted on (D176): the foundation model in the deploy region; for
 * a geographic inference profile also the profile and the foundation model in each destination
 * region (Bedrock user guide, "Geographic cross-Region inference", IAM policy requirements). Converse
 * is authorised by bedrock:InvokeModel (Bedrock API reference, Converse: "requires permission for the
 * bedrock:InvokeModel action").
 */
export function bedrockResources(scope: Construct, b: BedrockConfig): string[] {
  const stack = Stack.of(scope);
  const modelo = (region: string) =>
    stack.formatArn({ service: 'bedrock', region, account: '', resource: 'foundation-model', resourceName: b.foundationModelId });
  return [
    ...(b.geografia ? [stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: b.modelId })] : []),
    modelo(stack.region),
    ...b.regiones.filter((r) => r !== stack.region).map(modelo),
  ];
}

/**
 * The one ARN of `ia:embeddings`: the embeddings foundation model in the deploy region
 * (`arn:<partition>:bedrock:<region>::foundation-model/<id>`; a foundation model's ARN has no account).
 * InvokeModel is authorised by bedrock:InvokeModel on the model's ARN (Bedrock API reference, InvokeModel).
 */
export function embeddingsResource(scope: Construct, modelo: string): string {
  return Stack.of(scope).formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: modelo });
}

/** The actions of `ia:transcribe`: a job started, read back and deleted (functions/lib/entrevistas/voz-transcribe.ts). */
export const TRANSCRIBE_ACTIONS = [
  'transcribe:StartTranscriptionJob',
  'transcribe:GetTranscriptionJob',
  'transcribe:DeleteTranscriptionJob',
];

/**
 * files:read:audio: what the transcription route reads of a recording (voz-transcripcion.ts). HeadObject
 * is authorised by s3:GetObject; the Deepgram path reads the recording by its version id, which needs
 * s3:GetObjectVersion (S3 API reference, HeadObject and GetObject, Permissions). Amazon Transcribe
 * reads it with this role's permissions (Transcribe developer guide, "Permissions required for IAM
 * roles": GetObject on the input, and ListBucket in its example input-bucket policy).
 */
export const GRABACIONES_LECTURA = ['s3:GetObject', 's3:GetObjectVersion'];
/** files:delete:audio: the recording deleted by its version id (s3:DeleteObjectVersion), or without one where the bucket keeps none. */
export const GRABACIONES_BORRADO = ['s3:DeleteObject', 's3:DeleteObjectVersion'];
/** What ia:transcribe does with its own transcript after the job (voz-transcribe.ts): read back, then deleted. */
export const TRANSCRIPCION_LECTURA_BORRADO = ['s3:GetObject', 's3:DeleteObject'];

/**
 * The voice recordings of the interviews, and nothing else of the files bucket (issue 65 item 9): the
 * objects' actions on CLAVES_GRABACIONES only, instead of files:read's and files:delete's `<bucket>/*`.
 * ListBucket (on the bucket, no object) stays with the read: with it S3 answers a missing recording's
 * HeadObject with 404, which the route turns into «audio no encontrado», without it with 403 (S3 API
 * reference, HeadObject, Permissions); and Transcribe's documented input policy names it.
 */
function concederGrabaciones(
  fn: TalentiaFunction,
  shared: SharedResources,
  has: (g: Grant) => boolean,
  expected: ExpectedWildcard[],
): void {
  const grabaciones = `${shared.filesBucket.bucketArn}/${CLAVES_GRABACIONES}`;
  const acciones = [...(has('files:read:audio') ? GRABACIONES_LECTURA : []), ...(has('files:delete:audio') ? GRABACIONES_BORRADO : [])];
  fn.role.addToPolicy(new PolicyStatement({ actions: acciones, resources: [grabaciones] }));
  if (has('files:read:audio'))
    fn.role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [shared.filesBucket.bucketArn] }));
  expected.push({
    actions: (a) => GRABACIONES_LECTURA.includes(a) || GRABACIONES_BORRADO.includes(a),
    findings: (flat) => [`Resource::${flat(shared.filesBucket.bucketArn)}/${CLAVES_GRABACIONES}`],
    reason:
      "The interviews' voice recordings only (empresas/<id>/entrevistas/<id>/audio/aud_<id>): one role serves every company, so the company and interview ids are wildcards; IAM has no narrower wildcard than * for them.",
  });
}

/** One statement for the deploy's models (-c bedrock=a,b): each one's ARNs, nothing else. */
function concederBedrock(fn: TalentiaFunction, modelos: readonly BedrockConfig[]): void {
  const resources = [...new Set(modelos.flatMap((b) => bedrockResources(fn, b)))];
  fn.role.addToPolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
}

function concederTranscribe(fn: TalentiaFunction, shared: SharedResources, expected: ExpectedWildcard[]): void {
  fn.role.addToPolicy(new PolicyStatement({ actions: TRANSCRIBE_ACTIONS, resources: ['*'] }));
  // Transcribe reads the recording and writes the transcript with the caller's permissions
  // (Transcribe developer guide, "Permissions required for IAM roles"): the read is files:read:audio's,
  // the write is this one prefix's; the function then reads the transcript back and deletes it, that
  // file alone (CLAVES_TRANSCRIPCIONES).
  const salida = `${shared.filesBucket.bucketArn}/${PREFIJO_TRANSCRIPCIONES}`;
  fn.role.addToPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [salida] }));
  const transcripciones = `${shared.filesBucket.bucketArn}/${CLAVES_TRANSCRIPCIONES}`;
  fn.role.addToPolicy(new PolicyStatement({ actions: TRANSCRIPCION_LECTURA_BORRADO, resources: [transcripciones] }));
  expected.push(
    {
      // CDK merges this statement with X-Ray's (both on "*"): either's actions may be in it.
      actions: (a) => TRANSCRIBE_ACTIONS.includes(a) || a.startsWith('xray:'),
      findings: () => ['Resource::*'],
      reason:
        'Amazon Transcribe batch jobs are named per call (talentia-<audio id>) and exist only for the seconds of one transcription; the role may start, read and delete jobs of this account and region, nothing else of Transcribe.',
    },
    {
      actions: (a) => a === 's3:PutObject',
      findings: (flat) => [`Resource::${flat(shared.filesBucket.bucketArn)}/${PREFIJO_TRANSCRIPCIONES}`],
      reason:
        "Transcribe writes a voice answer's transcript with the caller's permissions: PutObject on the transcripts folder of the files bucket only (empresas/<id>/entrevistas/<id>/transcripciones/).",
    },
    {
      actions: (a) => TRANSCRIPCION_LECTURA_BORRADO.includes(a),
      findings: (flat) => [`Resource::${flat(shared.filesBucket.bucketArn)}/${CLAVES_TRANSCRIPCIONES}`],
      reason:
        'The transcript Transcribe wrote is read back and deleted, the transcripts alone (empresas/<id>/entrevistas/<id>/transcripciones/aud_<id>.json): the company and interview ids are wildcards, one role serves every company.',
    },
  );
}

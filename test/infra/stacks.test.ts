// The CDK app built from the real route table and job list (with stub handler code): one function
// and one route per row, exact IAM per row, the data stores' settings, the jobs' schedules, the web
// front door, stack sizes and a clean cdk-nag report.
import { createRequire } from 'node:module';
import { App, CfnResource, Stack, Annotations as CdkAnnotations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ETIQUETA_EXPORTACION, PASSWORD, SECURITY_HEADERS, UPLOADS_CSP } from '../../shared/constants.js';
import { colas } from '../../shared/colas.js';
import { EVENTOS_EMAIL, SEMBRADO } from '../../shared/despliegue.js';
import { jobs } from '../../shared/jobs.js';
import { colaUrlEnv, grantsOf } from '../../shared/route-types.js';
import { lambdaRoutes as routeList } from '../../shared/routes/index.js';
import { MAX_QUEUE_CONCURRENCY } from '../../infra/aws/stacks/jobs-stack.js';
import { buildTalentia, type TalentiaApp } from '../../infra/aws/app.js';
import { ORIGIN_AUTHORIZER_CODE, ORIGIN_VERIFY_HEADER } from '../../infra/aws/stacks/api-stack.js';
import { COGNITO_GRANT_ACTIONS, KEY_USE_PARTITIONS } from '../../infra/aws/constructs/talentia-function.js';
import { accionesDeBundles, cubre, type AccionesDeBundle } from './acciones-sdk.js';
import { bundlesReales, soloDe } from './bundles-reales.js';
import { startSecretsExtension } from '../../infra/local/emulators.js';
import { contarEmailNoEnviado } from '../../functions/lib/mail/metrica.js';
import { METRICA_WHATSAPP_ENVIO_FALLIDO, METRICA_WHATSAPP_FIRMA_RECHAZADA, contarWhatsApp } from '../../functions/lib/whatsapp/metricas.js';
import { WHATSAPP_ENVIO_FALLIDO_THRESHOLD, WHATSAPP_FIRMA_RECHAZADA_THRESHOLD } from '../../infra/aws/stacks/monitoring-stack.js';
import {
  acknowledgements,
  actionsOf,
  annotationsOf,
  fakeWebDist,
  functionStatements,
  managedPolicyArnsOfFunctionRole,
  rateExpression,
  removeTempDirs,
  tempDir,
  staleNagAcknowledgements,
  resources,
  stubFunctionsRoot,
  talentiaFunctions,
  testContext,
  unacknowledgedNagFindings,
} from './helpers.js';

/** Actions granted only when the deploy enables the AI of its own account (-c bedrock, -c transcribe; D176; -c bedrockEmbeddings). */
const SEGUN_DESPLIEGUE = /^(bedrock|transcribe):/;

const DDB_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const DDB_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:Query',
  'dynamodb:Scan',
];
const ENV_KEYS = [
  'TABLE_NAME',
  'FILES_BUCKET',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'AUTH_MODE',
  'MAIL_FROM',
  'WEB_ORIGIN',
  'STAGE',
  'POWERTOOLS_SERVICE_NAME',
];

let t: TalentiaApp;
let tpl: (stack: { node: { path: string } }) => Template;
const familyNames = [...new Set(routeList.map((r) => r.family))];

beforeAll(() => {
  t = buildTalentia({
    functionsRoot: stubFunctionsRoot(routeList, jobs),
    context: testContext({ webDist: fakeWebDist(), mailDomain: 'mail.talentia.example' }),
    env: {},
    outdir: tempDir('cdk-out'),
  });
  const cache = new Map<string, Template>();
  tpl = (stack) => {
    if (!cache.has(stack.node.path)) cache.set(stack.node.path, Template.fromStack(stack as never));
    return cache.get(stack.node.path)!;
  };
});
afterAll(removeTempDirs);

/** What an ARN of the template ends with after the bucket's (or table's) reference: its Fn::Join's last part. */
function finDeArn(r: unknown): unknown {
  const join = (r as { 'Fn::Join'?: [string, unknown[]] } | undefined)?.['Fn::Join'];
  return join ? join[1].at(-1) : r;
}

/** The job, queue consumer or deploy seed a function of the Jobs stack runs, from its description. */
function defDeLaFuncion(d: string): { id: string; handler: string; grants: readonly string[]; colas?: readonly string[] } {
  return [
    ...jobs.filter((j) => d.startsWith(`job ${j.id}:`)),
    ...colas.filter((c) => d.startsWith(`queue ${c.id}:`)),
    ...(d.startsWith(`deploy ${SEMBRADO.id}:`) ? [SEMBRADO] : []),
    ...(d.startsWith(`event ${EVENTOS_EMAIL.id}:`) ? [EVENTOS_EMAIL] : []),
  ][0]!;
}

const allStacks = () => [t.data, t.auth, t.mail, t.api, ...t.families.values(), t.jobs, t.web, t.monitoring];

describe('stacks', () => {
  it('are named Talentia-<stage>-… with one API stack per route family', () => {
    expect(allStacks().map((s) => s.stackName)).toEqual([
      'Talentia-dev-Data',
      'Talentia-dev-Auth',
      'Talentia-dev-Mail',
      'Talentia-dev-Api',
      ...familyNames.map((f) => `Talentia-dev-Api-${f}`),
      'Talentia-dev-Jobs',
      'Talentia-dev-Web',
      'Talentia-dev-Monitoring',
    ]);
  });

  it('each stay far under the 500-resource limit (< 400)', () => {
    for (const s of allStacks()) {
      expect(Object.keys(tpl(s).toJSON().Resources).length, s.stackName).toBeLessThan(400);
    }
  });
});

describe('API routes and functions', () => {
  const familyTemplates = () => [...t.families.values()].map((s) => tpl(s));

  it('one function per route row, on nodejs24.x arm64 with the shared environment', () => {
    const fns = familyTemplates().flatMap((tp) => Object.values(talentiaFunctions(tp)));
    expect(fns).toHaveLength(routeList.length);
    // No other functions hide in the API stacks.
    expect(familyTemplates().flatMap((tp) => Object.values(resources(tp, 'AWS::Lambda::Function')))).toHaveLength(routeList.length);
    for (const row of routeList) {
      const fn = fns.filter((f) => f.Properties.Description === `${row.method} ${row.path}`);
      expect(fn, row.id).toHaveLength(1);
      const p = fn[0].Properties;
      expect(p.Runtime).toBe('nodejs24.x');
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.Handler).toBe('index.handler');
      expect(p.MemorySize).toBe(row.memoryMb ?? 512);
      expect(p.Timeout).toBe(row.timeoutSeconds ?? 10);
      expect(p.TracingConfig).toEqual({ Mode: 'Active' });
      expect(p.LoggingConfig.LogGroup.Ref).toBeDefined();
      const env = p.Environment.Variables;
      for (const k of ENV_KEYS) expect(env[k], `${row.id} ${k}`).toBeDefined();
      expect(env).toMatchObject({
        AUTH_MODE: 'cognito',
        MAIL_FROM: 'no-reply@talentia.example',
        WEB_ORIGIN: 'https://localhost',
        STAGE: 'dev',
        POWERTOOLS_SERVICE_NAME: 'talentia',
      });
      // No --enable-source-maps: the maps are not in the zips (D141).
      expect(env.NODE_OPTIONS, row.id).toBeUndefined();
    }
  });

  it('function logs go to a log group kept for one month', () => {
    for (const tp of familyTemplates()) {
      for (const lg of Object.values(resources(tp, 'AWS::Logs::LogGroup'))) expect(lg.Properties.RetentionInDays).toBe(30);
    }
  });

  it('one route per row with its route key; every one through CloudFront only: the origin authorizer, with the token as a second identity source unless the row is public', () => {
    const routes = familyTemplates().flatMap((tp) => Object.values(resources(tp, 'AWS::ApiGatewayV2::Route')));
    expect(routes).toHaveLength(routeList.length);
    const apiAuthorizers = resources(tpl(t.api), 'AWS::ApiGatewayV2::Authorizer');
    const idOf = (name: string) => Object.entries(apiAuthorizers).find(([, a]) => a.Properties.Name === name)![0];
    for (const row of routeList) {
      const r = routes.filter((x) => x.Properties.RouteKey === `${row.method} ${row.path}`);
      expect(r, row.id).toHaveLength(1);
      expect(r[0].Properties.AuthorizationType, row.id).toBe('CUSTOM');
      // The Api stack's authorizer (a weak cross-stack reference names its logical id).
      expect(JSON.stringify(r[0].Properties.AuthorizerId), row.id).toContain(
        row.public ? idOf('cloudfront-origin') : idOf('cloudfront-origin-token'),
      );
    }
    expect(routeList.filter((r) => r.public).length).toBeGreaterThan(0);
  });

  it('AWS and the local stack accept credentials the same way: the header only, no row takes a token in its query', () => {
    // API Gateway's JWT authorizer reads the Authorization header; the middleware does the same
    // (functions/lib/http.ts). A row that wanted a query token (a file opened in a new window)
    // would pass locally and answer 401 in AWS: files open through signed links instead (D28).
    for (const row of routeList) expect(Object.keys(row), row.id).not.toContain('tokenInQuery');
    const enlace = routeList.find((r) => r.id === 'planEstrategicoEnlace')!;
    expect(enlace).toMatchObject({ method: 'POST', public: false });
    const routes = familyTemplates().flatMap((tp) => Object.values(resources(tp, 'AWS::ApiGatewayV2::Route')));
    const archivo = routes.filter((x) => /plan-estrategico\/(archivo|enlace)$/.test(x.Properties.RouteKey));
    expect(archivo.length).toBeGreaterThanOrEqual(2);
    for (const r of archivo) expect(JSON.stringify(r.Properties.AuthorizerId)).toContain('TokenAuthorizer');
  });

  it('each function gets exactly the grants of its row', () => {
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
        const row = routeList.find((r) => `${r.method} ${r.path}` === fn.Properties.Description)!;
        const statements = functionStatements(tp, logicalId);
        // table:key-use (D145): the one statement a read-only row that takes API keys writes with —
        // UpdateItem and PutItem on the keys' look-ups and rate counters alone, by LeadingKeys. The
        // checks below read the rest.
        const usoClave = statements.filter((st) => JSON.stringify(st.Condition ?? {}).includes('dynamodb:LeadingKeys'));
        const actions = actionsOf(statements.filter((st) => !usoClave.includes(st)));
        const grants = grantsOf(row);
        const has = (g: string) => grants.includes(g as never);
        expect(usoClave.length, `${row.id} table:key-use`).toBe(has('table:key-use') && !has('table:write') ? 1 : 0);
        for (const st of usoClave) {
          expect([st.Action].flat().sort(), row.id).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
          expect(st.Condition, row.id).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': KEY_USE_PARTITIONS } });
        }
        // Every authenticated request reads the caller's profile: a non-public row can always read the table.
        if (!row.public) expect(actions.has('dynamodb:GetItem'), `${row.id} reads the caller's profile`).toBe(true);
        expect(managedPolicyArnsOfFunctionRole(tp, logicalId), row.id).toEqual([]);
        expect(actions.has('logs:PutLogEvents')).toBe(true);
        if (!has('table:write')) for (const a of DDB_WRITE) expect(actions.has(a), `${row.id} ${a}`).toBe(false);
        if (has('table:read') && !has('table:write')) {
          const ddb = [...actions].filter((a) => a.startsWith('dynamodb:'));
          expect(ddb.length).toBeGreaterThan(0);
          for (const a of ddb) expect(DDB_READ, `${row.id} ${a}`).toContain(a);
        }
        if (!has('table:read') && !has('table:write'))
          expect(
            [...actions].some((a) => a.startsWith('dynamodb:')),
            row.id,
          ).toBe(false);
        if (!has('files:read') && !has('files:put') && !has('files:delete') && !has('files:read:audio') && !has('files:delete:audio'))
          expect(
            [...actions].some((a) => a.startsWith('s3:')),
            row.id,
          ).toBe(false);
        // files:*:audio (issue 65): the recordings' keys and the bucket's listing, never every object (`<bucket>/*`).
        if (!has('files:read') && !has('files:put') && !has('files:delete'))
          for (const st of statements.filter((x) => [x.Action].flat().some((a) => String(a).startsWith('s3:'))))
            for (const r of [st.Resource].flat()) expect(finDeArn(r), row.id).not.toBe('/*');
        // The user pool's admin actions of the row's cognito:* grants, and no other.
        expect([...actions].filter((a) => a.startsWith('cognito-idp:')).sort(), row.id).toEqual(
          [...new Set(Object.entries(COGNITO_GRANT_ACTIONS).flatMap(([g, a]) => (has(g) ? a : [])))].sort(),
        );
        // Reading, putting and deleting objects each only with its own grant.
        expect(actions.has('s3:GetObject*'), row.id).toBe(has('files:read'));
        expect(actions.has('s3:PutObject'), row.id).toBe(has('files:put'));
        expect(actions.has('s3:DeleteObject*'), row.id).toBe(has('files:delete'));
        if (has('files:put') && !has('files:read') && !has('files:delete'))
          expect([...actions].filter((a) => a.startsWith('s3:')).sort(), row.id).toEqual([
            's3:Abort*',
            's3:PutObject',
            's3:PutObjectLegalHold',
            's3:PutObjectRetention',
            's3:PutObjectTagging',
            's3:PutObjectVersionTagging',
          ]);
        if (!has('mail:send'))
          expect(
            [...actions].some((a) => a.startsWith('ses:')),
            row.id,
          ).toBe(false);
        if (!has('session:cookie') && !has('oauth:state'))
          expect(
            [...actions].some((a) => a.startsWith('secretsmanager:')),
            row.id,
          ).toBe(false);
        // queue:send is SendMessage (and what SSE needs of it) and nothing else of SQS; without it, no SQS at all.
        const deSqs = [...actions].filter((a) => a.startsWith('sqs:'));
        if (has('queue:send')) expect(deSqs.sort(), row.id).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
        else expect(deSqs, row.id).toEqual([]);
        // keys:seal is GenerateDataKey (envelope encryption of stored secrets); keys:open and mail:send
        // (the SMTP password) are Decrypt; without any, no KMS.
        const deKms = [...actions].filter((a) => a.startsWith('kms:'));
        const kmsEsperado = [
          ...(has('keys:open') || has('mail:send') ? ['kms:Decrypt'] : []),
          ...(has('keys:seal') ? ['kms:GenerateDataKey'] : []),
        ];
        expect(deKms.sort(), row.id).toEqual(kmsEsperado);
        // Nothing beyond logging, tracing and the grants.
        for (const a of actions) expect(a, row.id).toMatch(/^(logs|xray|dynamodb|s3|cognito-idp|ses|secretsmanager|sqs|kms):/);
      }
    }
  });

  it('every non-public row of the route table: its function may read the application table (the caller’s profile)', () => {
    const tableId = Object.keys(resources(tpl(t.data), 'AWS::DynamoDB::Table'))[0]!;
    const fnOf = new Map<string, { tp: Template; logicalId: string }>();
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) fnOf.set(fn.Properties.Description, { tp, logicalId });
    }
    const sinLectura: string[] = [];
    let revisadas = 0;
    for (const row of routeList) {
      const at = fnOf.get(`${row.method} ${row.path}`);
      expect(at, `${row.id} has a function`).toBeDefined();
      if (row.public) continue;
      revisadas++;
      // GetItem and Query on the table itself (not only on its indexes), as grantReadData writes them.
      const onTable = functionStatements(at!.tp, at!.logicalId).filter((st) =>
        [st.Resource].flat().some((r) => JSON.stringify(r).includes(tableId) && !JSON.stringify(r).includes('/index/')),
      );
      const actions = actionsOf(onTable);
      if (!actions.has('dynamodb:GetItem') || !actions.has('dynamodb:Query')) sinLectura.push(row.id);
    }
    expect(sinLectura).toEqual([]);
    expect(revisadas).toBe(routeList.filter((r) => !r.public).length);
  });

  // Secrets are read at run time (functions/lib/secrets.ts): a value resolved into the environment
  // would sit in plain text in the function's configuration, and rotating the secret would change
  // nothing until CloudFormation happened to update the function (D73).
  const RUN_TIME_SECRETS = [
    { grant: 'session:cookie', env: 'SESSION_SECRET_ID', logicalId: /SessionCookieSecret/, description: /refresh cookie/i, length: 64 },
    { grant: 'oauth:state', env: 'OAUTH_STATE_SECRET_ID', logicalId: /OAuthStateSecret/, description: /OAuth state/i, length: 48 },
  ] as const;

  it('session:cookie and oauth:state rows read their secret at run time: its ARN in the environment, never its value; the extension layer; read access to their secrets alone', () => {
    expect(
      routeList
        .filter((r) => grantsOf(r).includes('session:cookie'))
        .map((r) => r.id)
        .sort(),
    ).toEqual([
      'authLogin',
      'authLogout',
      'authOauthCallback',
      'authPassword',
      'authRefresh',
      'authSegundoFactorActivar',
      'authSegundoFactorCodigo',
      'authSegundoFactorConfigurar',
      'authSegundoFactorRecuperar',
    ]);
    expect(
      routeList
        .filter((r) => grantsOf(r).includes('oauth:state'))
        .map((r) => r.id)
        .sort(),
    ).toEqual(['authOauthCallback', 'authOauthStart']);
    const secrets = Object.entries(resources(tpl(t.auth), 'AWS::SecretsManager::Secret'));
    for (const kind of RUN_TIME_SECRETS) {
      const own = secrets.find(([, r]) => kind.description.test(r.Properties.Description ?? ''));
      expect(own, `${kind.grant}: a secret of its own in the Auth stack`).toBeDefined();
      expect(own![1].Properties.GenerateSecretString).toMatchObject({ PasswordLength: kind.length });
    }
    let checked = 0;
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
        const row = routeList.find((r) => `${r.method} ${r.path}` === fn.Properties.Description)!;
        const env = fn.Properties.Environment.Variables as Record<string, unknown>;
        // No secret's value anywhere in any function's environment.
        expect(JSON.stringify(env), row.id).not.toMatch(/resolve:secretsmanager/);
        expect(env.OAUTH_STATE_SECRET, row.id).toBeUndefined();
        const statements = functionStatements(tp, logicalId).filter((st) => JSON.stringify(st.Action).includes('secretsmanager:'));
        const kinds = RUN_TIME_SECRETS.filter((k) => grantsOf(row).includes(k.grant));
        for (const k of RUN_TIME_SECRETS.filter((x) => !kinds.includes(x))) expect(env[k.env], `${row.id} ${k.env}`).toBeUndefined();
        if (!kinds.length) {
          expect(fn.Properties.Layers, row.id).toBeUndefined();
          expect(statements, row.id).toEqual([]);
          continue;
        }
        checked++;
        // A reference to the secret's ARN (another stack's output), not a resolved value.
        for (const k of kinds) expect(JSON.stringify(env[k.env]), `${row.id} ${k.env}`).toMatch(k.logicalId);
        expect(env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT, row.id).toBe('2773');
        // The AWS-managed extension layer, by region (the stacks are region-agnostic).
        const [mapName, , column] = fn.Properties.Layers[0]['Fn::FindInMap'];
        const byRegion = Object.values((tp.toJSON().Mappings as Record<string, Record<string, Record<string, string>>>)[mapName]);
        expect(byRegion.length, row.id).toBeGreaterThan(10);
        for (const arns of byRegion) expect(arns[column], row.id).toMatch(/:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/);
        for (const k of kinds)
          expect(
            statements.some((st) => k.logicalId.test(JSON.stringify(st.Resource))),
            `${row.id} reads ${k.env}`,
          ).toBe(true);
        for (const st of statements) {
          expect(
            kinds.some((k) => k.logicalId.test(JSON.stringify(st.Resource))),
            `${row.id}: a secret it has no grant for`,
          ).toBe(true);
          for (const a of [st.Action].flat())
            expect(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], row.id).toContain(a);
        }
      }
    }
    expect(checked).toBe(10);
  });

  it('every route is throttled by the stage, WhatsApp’s public webhook rows too once the route table has them (issue 68 item 9)', () => {
    const stage = Object.values(resources(tpl(t.api), 'AWS::ApiGatewayV2::Stage'))[0]!.Properties;
    // The stage's default route settings apply to each route: no route has settings that lift them.
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 });
    for (const [clave, ajustes] of Object.entries((stage.RouteSettings ?? {}) as Record<string, any>)) {
      expect(ajustes.ThrottlingRateLimit ?? 0, clave).toBeLessThanOrEqual(200);
      expect(ajustes.ThrottlingBurstLimit ?? 0, clave).toBeLessThanOrEqual(400);
    }
    // Meta's GET (the verification) and POST (the notifications) to /api/whatsapp/webhook/{webhookId}:
    // public (Meta sends no token; the handler checks the signature), through CloudFront's origin header.
    const webhook = routeList.filter((r) => r.path.startsWith('/api/whatsapp/webhook/'));
    const rutas = familyTemplates().flatMap((tp) => Object.values(resources(tp, 'AWS::ApiGatewayV2::Route')));
    for (const r of webhook) {
      expect(r.public, r.id).toBe(true);
      expect(
        rutas.filter((x) => x.Properties.RouteKey === `${r.method} ${r.path}`),
        r.id,
      ).toHaveLength(1);
    }
    if (webhook.length) expect(webhook.map((r) => r.method).sort()).toEqual(['GET', 'POST']);
  });

  it('the HTTP API has CORS for the web origin only, access logs, throttling, and no JWT authorizer (the handler verifies tokens)', () => {
    const tp = tpl(t.api);
    tp.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://localhost'] }),
    });
    tp.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: 400, ThrottlingRateLimit: 200 },
    });
    // An HTTP API route has one authorizer: CloudFront's header is required on every route, so the
    // token is verified by the handler (functions/lib/auth/verify.ts), not by a JWT authorizer.
    for (const a of Object.values(resources(tp, 'AWS::ApiGatewayV2::Authorizer'))) expect(a.Properties.AuthorizerType).toBe('REQUEST');
    expect(JSON.stringify(tp.toJSON())).not.toContain('"*"]'); // no wildcard origin anywhere in the API
  });
});

describe('data', () => {
  it('the table: PK/SK, GSI1 and GSI2 (ALL), on demand, PITR, TTL expiresAt, retained, AWS-managed encryption', () => {
    const tp = tpl(t.data);
    tp.resourceCountIs('AWS::DynamoDB::Table', 1);
    tp.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        SSESpecification: { SSEEnabled: true },
        GlobalSecondaryIndexes: [1, 2].map((n) => ({
          IndexName: `GSI${n}`,
          KeySchema: [
            { AttributeName: `GSI${n}PK`, KeyType: 'HASH' },
            { AttributeName: `GSI${n}SK`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });

  it('every bucket blocks public access, is encrypted and denies plain HTTP', () => {
    for (const stack of [t.data, t.web]) {
      const tp = tpl(stack);
      const buckets = resources(tp, 'AWS::S3::Bucket');
      expect(Object.keys(buckets).length).toBeGreaterThan(0);
      for (const [id, b] of Object.entries(buckets)) {
        expect(b.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm, id).toBe(
          'AES256',
        );
        tp.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
          },
        });
      }
    }
  });

  it('the files bucket is versioned, logs access and allows browser uploads from the web origin only', () => {
    tpl(t.data).hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 'files-bucket/' },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['https://localhost'], AllowedMethods: Match.arrayWith(['POST']) })],
      },
    });
  });

  it('voice recordings (tagged uso=audio-temporal) expire after a day if their delete failed', () => {
    tpl(t.data).hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'expire-voice-recordings',
            Status: 'Enabled',
            TagFilters: [{ Key: 'uso', Value: 'audio-temporal' }],
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
        ]),
      },
    });
  });

  it('the SaaS panel large CSV exports expire after a day (their link lasts five minutes)', () => {
    tpl(t.data).hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: 'expire-saas-exports', Status: 'Enabled', Prefix: 'plataforma/exportaciones/', ExpirationInDays: 1 }),
        ]),
      },
    });
  });

  it('data import files (tagged uso=importacion-temporal) expire after two days if their job did not delete them (D100)', () => {
    tpl(t.data).hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'expire-import-files',
            Status: 'Enabled',
            TagFilters: [{ Key: 'uso', Value: 'importacion-temporal' }],
            ExpirationInDays: 2,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
        ]),
      },
    });
  });

  it("a company's large CSV exports (tagged uso=exportacion-temporal) expire after a day (D186)", () => {
    tpl(t.data).hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'expire-company-exports',
            Status: 'Enabled',
            TagFilters: [{ Key: 'uso', Value: ETIQUETA_EXPORTACION.valor }],
            ExpirationInDays: 1,
          }),
        ]),
      },
    });
  });

  it('CloudFront may read only uploads/ of the files bucket', () => {
    tpl(t.data).hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [Match.anyValue(), 'Arn'] }, '/uploads/*']] },
          }),
        ]),
      },
    });
  });
});

describe('auth', () => {
  it('user pool: email sign-in, no self sign-up, custom rol/empresaId, min 8 password, threat protection in audit mode', () => {
    tpl(t.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'rol', AttributeDataType: 'String', Mutable: true }),
        Match.objectLike({ Name: 'empresaId', AttributeDataType: 'String', Mutable: true }),
      ]),
      // The app's policy and no stricter (shared/password-politica.ts): Cognito must never refuse a
      // password the app accepts, so no composition rules.
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: PASSWORD.minLength,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      UserPoolTier: 'PLUS',
      // Audit, never enforce, while the app client is public: Cognito cannot see the users'
      // addresses (no UserContextData without a client secret) and enforcing would block them as
      // risky (D73).
      UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' },
    });
    const client = Object.values(resources(tpl(t.auth), 'AWS::Cognito::UserPoolClient'))[0].Properties;
    expect(client.GenerateSecret).toBe(false);
    expect(client.EnablePropagateAdditionalUserContextData ?? false).toBe(false);
  });

  it('app client: password + refresh flows, 1 h tokens, ≥ 1 day refresh, code flow to the API callback, no custom attribute writes', () => {
    const tp = tpl(t.auth);
    tp.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://localhost/api/oauth/callback'],
      SupportedIdentityProviders: ['COGNITO'],
      // What the social providers map (identity-providers.test.ts): never a custom attribute.
      WriteAttributes: ['email', 'email_verified', 'name'],
    });
    const client = Object.values(resources(tp, 'AWS::Cognito::UserPoolClient'))[0].Properties;
    const minutes = (v: number, unit: string) => v * { minutes: 1, hours: 60, days: 1440 }[unit]!;
    expect(minutes(client.AccessTokenValidity, client.TokenValidityUnits.AccessToken)).toBe(60);
    expect(minutes(client.IdTokenValidity, client.TokenValidityUnits.IdToken)).toBe(60);
    expect(minutes(client.RefreshTokenValidity, client.TokenValidityUnits.RefreshToken)).toBeGreaterThanOrEqual(1440);
  });

  it('a hosted-UI domain with the default prefix', () => {
    tpl(t.auth).hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'talentia-dev' });
  });
});

describe('jobs', () => {
  it('one function and one EventBridge rate rule per job (and one function per queue)', () => {
    const tp = tpl(t.jobs);
    // … the deploy's seed and the receiver of SES's events (shared/despliegue.ts).
    expect(Object.keys(talentiaFunctions(tp))).toHaveLength(jobs.length + colas.length + 2);
    const rules = Object.values(resources(tp, 'AWS::Events::Rule')).filter((r) => r.Properties.ScheduleExpression);
    expect(rules).toHaveLength(jobs.length);
    for (const job of jobs) {
      const rate = rateExpression(job.rateMinutes);
      // Jobs may share a rate (health and the outbox sweep run every 5 minutes): one rule each.
      expect(
        rules.filter((r) => r.Properties.ScheduleExpression === rate && r.Properties.State === 'ENABLED'),
        job.id,
      ).toHaveLength(jobs.filter((j) => j.rateMinutes === job.rateMinutes).length);
    }
  });

  it('job functions get exactly their grants', () => {
    const tp = tpl(t.jobs);
    for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
      if (!fn.Properties.Description.startsWith('job ')) continue;
      const job = jobs.find((j) => fn.Properties.Description.startsWith(`job ${j.id}:`))!;
      const actions = actionsOf(functionStatements(tp, logicalId));
      expect(actions.has('dynamodb:PutItem')).toBe(job.grants.includes('table:write'));
      expect([...actions].some((a) => a.startsWith('cognito-idp:'))).toBe(job.grants.some((g) => g.startsWith('cognito:')));
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
    }
  });
});

describe('queues (shared/colas.ts)', () => {
  const queues = () => resources(tpl(t.data), 'AWS::SQS::Queue');

  it('one SQS queue and one dead-letter queue per queue, encrypted, the DLQ after maxIntentos deliveries', () => {
    const all = Object.entries(queues());
    expect(all).toHaveLength(2 * colas.length);
    const principales = all.filter(([, q]) => q.Properties.RedrivePolicy);
    expect(principales).toHaveLength(colas.length);
    for (const cola of colas) {
      // Each queue is told apart by its visibility time-out (6 × its consumer's) and redrive count.
      const [, principal] = principales.find(
        ([, q]) =>
          q.Properties.VisibilityTimeout === 6 * cola.timeoutSeconds && q.Properties.RedrivePolicy.maxReceiveCount === cola.maxIntentos,
      )!;
      expect(principal, cola.id).toBeDefined();
      expect(principal.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        VisibilityTimeout: 6 * cola.timeoutSeconds,
        RedrivePolicy: { maxReceiveCount: cola.maxIntentos },
      });
      const dlqId = principal.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
      expect(queues()[dlqId].Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    }
  });

  it('each queue refuses requests without TLS (resource policy)', () => {
    const policies = Object.values(resources(tpl(t.data), 'AWS::SQS::QueuePolicy'));
    const protegidas = policies
      .filter((p) =>
        (p.Properties.PolicyDocument.Statement as Array<{ Effect: string; Condition?: any }>).some(
          (st) => st.Effect === 'Deny' && st.Condition?.Bool?.['aws:SecureTransport'] === 'false',
        ),
      )
      .flatMap((p) => p.Properties.Queues.map((q: { Ref: string }) => q.Ref));
    expect(protegidas.sort()).toEqual(Object.keys(queues()).sort());
  });

  it('a consumer function per queue, fed one message at a time by an event-source mapping (at most 10 at once), with the queue’s time-out', () => {
    const tp = tpl(t.jobs);
    const mappings = Object.values(resources(tp, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(colas.length);
    for (const cola of colas) {
      const [logicalId, fn] = Object.entries(talentiaFunctions(tp)).find(([, f]) =>
        f.Properties.Description.startsWith(`queue ${cola.id}:`),
      )!;
      expect(fn.Properties.Timeout).toBe(cola.timeoutSeconds);
      expect(fn.Properties.MemorySize, cola.id).toBe(cola.memoryMb ?? 512);
      const mapping = mappings.find((m) => m.Properties.FunctionName?.Ref === logicalId);
      // A burst waits in the queue instead of taking the API's concurrency or being throttled (a
      // throttled SQS invocation counts as a delivery and could send a good message to the DLQ).
      expect(mapping?.Properties, cola.id).toMatchObject({ BatchSize: 1, ScalingConfig: { MaximumConcurrency: MAX_QUEUE_CONCURRENCY } });
      const actions = actionsOf(functionStatements(tp, logicalId));
      for (const a of ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']) expect(actions.has(a), a).toBe(true);
      expect(actions.has('sqs:SendMessage')).toBe(cola.grants.includes('queue:send'));
      // Its own URL only when it sends itself more work (its own queue in its colas).
      expect(fn.Properties.Environment.Variables[colaUrlEnv(cola.id)] !== undefined, cola.id).toBe(cola.colas?.includes(cola.id) ?? false);
    }
  });

  it('each producer gets the URL of, and may send to, the queues its row names and no other', () => {
    // The queues it may send to (CDK merges the grants of several queues into one statement).
    const envios = (tp: Template, logicalId: string) =>
      functionStatements(tp, logicalId)
        .filter((st) => [st.Action].flat().includes('sqs:SendMessage'))
        .flatMap((st) => [st.Resource].flat()).length;
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
        const row = routeList.find((r) => `${r.method} ${r.path}` === fn.Properties.Description)!;
        const urls = Object.keys(fn.Properties.Environment.Variables).filter((k) => k.startsWith('COLA_'));
        expect(urls.sort(), row.id).toEqual((row.colas ?? []).map(colaUrlEnv).sort());
        expect(envios(tp, logicalId), row.id).toBe(row.colas?.length ?? 0);
      }
    }
    const tj = tpl(t.jobs);
    for (const [logicalId, fn] of Object.entries(talentiaFunctions(tj))) {
      const def = defDeLaFuncion(fn.Properties.Description);
      const urls = Object.keys(fn.Properties.Environment.Variables).filter((k) => k.startsWith('COLA_'));
      expect(urls.sort(), def.id).toEqual((def.colas ?? []).map(colaUrlEnv).sort());
      expect(envios(tj, logicalId), def.id).toBe(def.colas?.length ?? 0);
    }
    expect(routeList.filter((r) => grantsOf(r).includes('queue:send')).map((r) => r.id)).toEqual([
      'empresasDelete',
      'candidatosImportar',
      // The changes that emit a webhook event hand it to entregar-webhooks (D147).
      'candidatosDelete',
      'entrevistasAprobarComentarios',
      'entrevistasCreate',
      'entrevistasIniciar',
      'entrevistasSimular',
      'entrevistasReintentarAnalisis',
      'entrevistasValidar',
      'entrevistasDelete',
      'entrevistasResponderAyuda',
      // An application through a vacancy's link schedules its interview (D187).
      'publicoPostulacion',
      'publicoConsentimiento',
      'publicoFinalizar',
      // The candidate's adjustment requests and messages (D172).
      'publicoAyudaEnviar',
      'publicoMisDatosAyuda',
      'datosBackupRestauracion',
      'datosImportacionCreate',
      'datosLimpiezaCreate',
      'webhooksReenviar',
      'webhooksComprobar',
      'greenhouseProgramar',
      // A candidate moved to another stage of a vacancy (D186).
      'vacantesCandidaturasMover',
      // A bulk action on a vacancy's candidates is carried on by its queue's worker (D190).
      'vacantesLotesCreate',
      // A candidate's WhatsApp reply joins the help thread as the page's message does (issue 68 item 5).
      'whatsappWebhookRecibir',
    ]);
  });
});

describe('secrets KMS key (D60)', () => {
  it('one customer-managed key with rotation, kept on stack deletion', () => {
    const keys = Object.values(resources(tpl(t.data), 'AWS::KMS::Key'));
    expect(keys).toHaveLength(1);
    expect(keys[0].Properties).toMatchObject({ EnableKeyRotation: true });
    expect((keys[0] as { DeletionPolicy?: string }).DeletionPolicy).toBe('Retain');
  });

  it('its id reaches only the functions with keys:seal, keys:open or mail:send, whose KMS rights name that key alone', () => {
    const con: string[] = [];
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
        const row = routeList.find((r) => `${r.method} ${r.path}` === fn.Properties.Description)!;
        const tiene = 'SECRETS_KMS_KEY_ID' in fn.Properties.Environment.Variables;
        expect(tiene, row.id).toBe(['keys:seal', 'keys:open', 'mail:send'].some((g) => grantsOf(row).includes(g as never)));
        if (!tiene) continue;
        con.push(row.id);
        for (const st of functionStatements(tp, logicalId).filter((x: any) =>
          [x.Action].flat().some((a: string) => a.startsWith('kms:')),
        )) {
          expect(JSON.stringify(st.Resource), row.id).toContain('SecretsKey');
        }
      }
    }
    expect(con.sort()).toEqual([
      'authRecuperar',
      'candidatosBorradoOposicion',
      'candidatosRechazoEnviar',
      'configuracionComprobarApi',
      'configuracionComprobarSmtp',
      'configuracionEmpresaApiUpdate',
      'configuracionGlobalUpdate',
      // Issue 68 item 2: «Crear plantillas de nuevo» opens the stored WhatsApp token.
      'configuracionWhatsappPlantillas',
      'configuracionWhatsappUpdate',
      // D170: a plan change request is mailed to the superadmins.
      'dashboardCambioPlanCreate',
      'demoSolicitar',
      'empresasAdmin',
      'empresasCreate',
      'entrevistasCreate',
      'entrevistasDelete',
      'entrevistasEnlace',
      'entrevistasIniciar',
      'entrevistasReenviarInvitacion',
      'entrevistasResponderImpugnacion',
      'entrevistasUpdate',

      // D197: the Harvest v3 client secret is sealed (PUT) and opened to test it (probar).
      'greenhouseHarvestProbar',
      'greenhouseHarvestUpdate',
      'greenhouseProgramar',
      'onboardingCreate',
      'publicoMisDatosBorrado',
      'publicoMisDatosEntrevista',
      'publicoMisDatosSolicitud',
      'publicoPostulacion',
      'publicoRepregunta',
      'publicoTranscribir',
      'saasSuscripcionesCancelar',
      'usuariosCreate',
      'webhooksCreate',
      'webhooksRotarSecreto',
      // Issue 68 item 6: the WhatsApp webhook opens the company's app secret to check each notification's signature.
      'whatsappWebhookRecibir',
    ]);
  });
});

describe('the platform seed (every deploy)', () => {
  it('a custom resource runs the seed function through the Provider framework, with the superadmin and the seed data as properties', () => {
    const tp = tpl(t.jobs);
    const [recurso] = Object.values(resources(tp, 'Custom::TalentiaSembrado'));
    expect(recurso).toBeDefined();
    // Without superadminEmail (a dev stage): the platform data, no superadmin.
    expect(recurso!.Properties.SuperadminEmail).toBe('');
    expect(recurso!.Properties.Datos).toMatch(/^[0-9a-f]{16}$/);
    const [seedId, seed] = Object.entries(talentiaFunctions(tp)).find(([, f]) =>
      f.Properties.Description.startsWith(`deploy ${SEMBRADO.id}:`),
    )!;
    expect(seed.Properties.Timeout).toBe(300);
    // The Provider's framework function invokes the seed function, and is the resource's service token.
    const framework = Object.entries(resources(tp, 'AWS::Lambda::Function')).find(([, f]) =>
      JSON.stringify(f.Properties.Environment ?? {}).includes(seedId),
    );
    expect(framework, 'the framework function names the seed function').toBeDefined();
    expect(JSON.stringify(recurso!.Properties.ServiceToken)).toContain(framework![0]);
    // The seed's IAM: the table and the user pool's provisioning actions (the IAM = code tests check
    // them against its bundle); no SES (Cognito mails the invitation), no files.
    const actions = [...actionsOf(functionStatements(tp, seedId))];
    expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual([...COGNITO_GRANT_ACTIONS['cognito:provision']].sort());
    expect(actions.some((a) => a.startsWith('ses:') || a.startsWith('s3:'))).toBe(false);
    expect(actions).toContain('dynamodb:PutItem');
  });

  it("the user pool's invitation (sent only for the seeded superadmin) is in Spanish and carries the sign-in address", () => {
    tpl(t.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: {
        AllowAdminCreateUserOnly: true,
        InviteMessageTemplate: {
          EmailSubject: 'Tu acceso de superadministrador a Talentia',
          EmailMessage: Match.stringLikeRegexp('Usuario: \\{username\\}.*Contraseña temporal: \\{####\\}.*https://localhost/login'),
        },
      },
    });
  });
});

describe('monitoring', () => {
  it('alarms on API 5xx and, per job, on errors and on not running, each to the one SNS topic (also when OK)', () => {
    const tp = tpl(t.monitoring);
    const topics = Object.keys(resources(tp, 'AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    const alarms = Object.values(resources(tp, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms.map((a) => a.AlarmName).sort()).toEqual(
      [
        'Talentia-dev-api-5xx',
        ...jobs.flatMap((j) => [`Talentia-dev-job-${j.id}-errors`, `Talentia-dev-job-${j.id}-not-running`]),
        ...colas.map((c) => `Talentia-dev-queue-${c.id}-dead-letters`),
        'Talentia-dev-mail-not-sent',
        // Issue 68 item 9.
        'Talentia-dev-whatsapp-send-failed',
        'Talentia-dev-whatsapp-signature-rejected',
        // D143: week one's alarms.
        'Talentia-dev-lambda-throttles',
        'Talentia-dev-api-4xx-rate',
        ...colas.flatMap((c) => [`Talentia-dev-queue-${c.id}-errors`, `Talentia-dev-queue-${c.id}-oldest-message`]),
        'Talentia-dev-mail-events-errors',
        'Talentia-dev-dynamodb-throttles',
        'Talentia-dev-ses-bounce-rate',
        'Talentia-dev-ses-complaint-rate',
        'Talentia-dev-web-probe',
      ].sort(),
    );
    for (const a of alarms) {
      expect(a.AlarmActions, a.AlarmName).toEqual([{ Ref: topics[0] }]);
      expect(a.OKActions, a.AlarmName).toEqual([{ Ref: topics[0] }]);
    }
    const api = alarms.find((a) => a.AlarmName === 'Talentia-dev-api-5xx')!;
    expect(api).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Statistic: 'Sum', Period: 300, Threshold: 5 });
    for (const job of jobs) {
      const errors = alarms.find((a) => a.AlarmName === `Talentia-dev-job-${job.id}-errors`)!;
      expect(errors).toMatchObject({ MetricName: 'Errors', Period: job.rateMinutes * 60, Threshold: 1, TreatMissingData: 'notBreaching' });
      const idle = alarms.find((a) => a.AlarmName === `Talentia-dev-job-${job.id}-not-running`)!;
      expect(idle).toMatchObject({
        MetricName: 'Invocations',
        Period: job.rateMinutes * 60,
        ComparisonOperator: 'LessThanThreshold',
        EvaluationPeriods: 2,
        // Not running = no data: it pages on the OK → INSUFFICIENT_DATA transition, never on a new
        // alarm's initial INSUFFICIENT_DATA (a fresh deploy, before the first scheduled run).
        TreatMissingData: 'missing',
        InsufficientDataActions: [{ Ref: topics[0] }],
      });
    }
    // No alarm treats missing data as breaching: none can page before the thing it watches has run.
    expect(alarms.filter((a) => a.TreatMissingData === 'breaching').map((a) => a.AlarmName)).toEqual([]);
    // Without alarmEmail nobody is subscribed yet.
    tp.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it("the topic's policy lets CloudWatch publish, for this account's alarms of this stage only, and still refuses plain HTTP", () => {
    const tp = tpl(t.monitoring);
    const [topic] = Object.keys(resources(tp, 'AWS::SNS::Topic'));
    const policies = Object.values(resources(tp, 'AWS::SNS::TopicPolicy'));
    // One policy: it replaces SNS's default one, so whatever may publish must be allowed in it.
    expect(policies).toHaveLength(1);
    expect(policies[0].Properties.Topics).toEqual([{ Ref: topic }]);
    const statements = policies[0].Properties.PolicyDocument.Statement as any[];
    const allow = statements.filter((st) => st.Effect === 'Allow');
    expect(allow).toHaveLength(1);
    expect(allow[0]).toMatchObject({
      Principal: { Service: 'cloudwatch.amazonaws.com' },
      Action: 'sns:Publish',
      Resource: { Ref: topic },
      Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
    });
    expect(JSON.stringify(allow[0].Condition.ArnLike['aws:SourceArn'])).toMatch(/:cloudwatch:.*:alarm:Talentia-dev-\*/);
    expect(statements.find((st) => st.Effect === 'Deny')).toMatchObject({ Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
  });

  it('alarms on any email the mail service finally failed to send: its EMF metric, per stage, to the topic', () => {
    const tp = tpl(t.monitoring);
    const topic = Object.keys(resources(tp, 'AWS::SNS::Topic'))[0];
    const alarm = Object.values(resources(tp, 'AWS::CloudWatch::Alarm')).find(
      (a) => a.Properties.AlarmName === 'Talentia-dev-mail-not-sent',
    );
    expect(alarm?.Properties).toMatchObject({
      // The metric functions/lib/mail/metrica.ts writes (its unit test pins the same names).
      Namespace: 'Talentia',
      MetricName: 'EmailsNoEnviados',
      Dimensions: [{ Name: 'Stage', Value: 'dev' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic }],
    });
    // A CloudWatch alarm matches a metric by its whole dimension set: the alarm's must be exactly the
    // set the mail service emits (Powertools Metrics, which adds `service` unless told not to).
    const lineas: string[] = [];
    vi.stubEnv('STAGE', 'dev');
    try {
      contarEmailNoEnviado('resetPassword', { write: (l) => lineas.push(l) });
    } finally {
      vi.unstubAllEnvs();
    }
    const emitida = JSON.parse(lineas[0]!);
    const [definicion] = emitida._aws.CloudWatchMetrics;
    expect(definicion.Dimensions).toHaveLength(1);
    const nombres: string[] = definicion.Dimensions[0];
    expect(alarm!.Properties.Dimensions).toEqual(nombres.map((Name) => ({ Name, Value: emitida[Name] })));
    expect(definicion.Namespace).toBe(alarm!.Properties.Namespace);
    expect(definicion.Metrics.map((m: { Name: string }) => m.Name)).toContain(alarm!.Properties.MetricName);
  });

  it.each([
    ['whatsapp-send-failed', METRICA_WHATSAPP_ENVIO_FALLIDO, WHATSAPP_ENVIO_FALLIDO_THRESHOLD],
    ['whatsapp-signature-rejected', METRICA_WHATSAPP_FIRMA_RECHAZADA, WHATSAPP_FIRMA_RECHAZADA_THRESHOLD],
  ] as const)('WhatsApp (issue 68 item 9): %s reads the EMF metric the product writes, per stage, to the topic', (nombre, m, umbral) => {
    const tp = tpl(t.monitoring);
    const topic = Object.keys(resources(tp, 'AWS::SNS::Topic'))[0];
    const alarm = Object.values(resources(tp, 'AWS::CloudWatch::Alarm')).find((a) => a.Properties.AlarmName === `Talentia-dev-${nombre}`);
    expect(alarm?.Properties).toMatchObject({
      // The mail metric's namespace, as issue 68's design says.
      Namespace: 'Talentia',
      MetricName: m.nombre,
      Dimensions: [{ Name: 'Stage', Value: 'dev' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: umbral,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic }],
      OKActions: [{ Ref: topic }],
    });
    // The whole dimension set the counter emits is the alarm's.
    const lineas: string[] = [];
    vi.stubEnv('STAGE', 'dev');
    try {
      contarWhatsApp(m, { codigo: 131026 }, { write: (l) => lineas.push(l) });
    } finally {
      vi.unstubAllEnvs();
    }
    const emitida = JSON.parse(lineas[0]!);
    const [definicion] = emitida._aws.CloudWatchMetrics;
    expect(definicion.Namespace).toBe(alarm!.Properties.Namespace);
    expect(definicion.Dimensions).toEqual([['Stage']]);
    expect(alarm!.Properties.Dimensions).toEqual([{ Name: 'Stage', Value: emitida.Stage }]);
    expect(definicion.Metrics.map((x: { Name: string }) => x.Name)).toEqual([alarm!.Properties.MetricName]);
  });
});

describe('web', () => {
  it('CloudFront: OAC web bucket, /api/* to the HTTP API uncached, /uploads/* to the files bucket, HTTPS, logging', () => {
    const tp = tpl(t.web);
    const dist = Object.values(resources(tp, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    expect(dist.DefaultRootObject).toBe('index.html');
    // Environment-agnostic: logged unless the region it is deployed to is an opt-in one, where
    // CloudFront does not deliver standard logs (D141; launch.test.ts pins eu-south-2).
    expect(dist.Logging['Fn::If'][0]).toBe('RegionOptIn');
    expect(dist.Logging['Fn::If'][2].Bucket).toBeDefined();
    expect(dist.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(dist.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    const api = dist.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    const uploads = dist.CacheBehaviors.find((b: any) => b.PathPattern === '/uploads/*');
    expect(uploads.ViewerProtocolPolicy).toBe('redirect-to-https');
    const origin = (id: string) => dist.Origins.find((o: any) => o.Id === id);
    expect(origin(api.TargetOriginId).CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(origin(uploads.TargetOriginId).OriginAccessControlId).toBeDefined();
    expect(origin(dist.DefaultCacheBehavior.TargetOriginId).OriginAccessControlId).toBeDefined();
    // API errors (403/404) must reach the browser as they are: no distribution-wide SPA error pages.
    expect(dist.CustomErrorResponses).toBeUndefined();
  });

  it('CloudFront sends the secret origin header to the API, read from the Api stack’s secret at deploy time (never in the template)', () => {
    const dist = Object.values(resources(tpl(t.web), 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const api = dist.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    const origin = dist.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.OriginCustomHeaders).toHaveLength(1);
    expect(origin.OriginCustomHeaders[0].HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    const secretId = Object.keys(resources(tpl(t.api), 'AWS::SecretsManager::Secret'))[0]!;
    const value = JSON.stringify(origin.OriginCustomHeaders[0].HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(secretId);
    // Only the API origin gets it (the buckets are reached with OAC).
    expect(dist.Origins.filter((o: any) => o.OriginCustomHeaders)).toHaveLength(1);
  });

  it("the web's own response-headers policy on the default behaviour: the shared CSP and headers", () => {
    const tp = tpl(t.web);
    const dist = Object.values(resources(tp, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const policies = resources(tp, 'AWS::CloudFront::ResponseHeadersPolicy');
    const policyOf = (behavior: any) => {
      const ref = behavior.ResponseHeadersPolicyId?.Ref;
      expect(ref, 'a policy of this stack, not a managed one').toBeDefined();
      return policies[ref].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    };
    const web = policyOf(dist.DefaultCacheBehavior);
    expect(web.ContentTypeOptions).toEqual({ Override: true });
    expect(web.FrameOptions).toEqual({ FrameOption: SECURITY_HEADERS.frameOptions, Override: true });
    expect(web.ReferrerPolicy).toEqual({ ReferrerPolicy: SECURITY_HEADERS.referrerPolicy, Override: true });
    expect(web.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Override: true });
    // The CSP names the files bucket (presigned POST uploads): a CloudFormation join with its name.
    const csp = JSON.stringify(web.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(web.ContentSecurityPolicy.Override).toBe(true);
    for (const directive of ["script-src 'self';", "style-src 'self' 'unsafe-inline'", "frame-ancestors 'none'", "object-src 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/connect-src 'self' https:\/\/.*\.s3\./);
    // /uploads/* keeps its stricter, sandboxing policy.
    const uploads = policyOf(dist.CacheBehaviors.find((b: any) => b.PathPattern === '/uploads/*'));
    expect(uploads.ContentSecurityPolicy.ContentSecurityPolicy).toBe(UPLOADS_CSP);
  });

  it('the SPA rewrite sends client-side routes to index.html and leaves files alone', () => {
    const functions = Object.values(resources(tpl(t.web), 'AWS::CloudFront::Function')).map((f) => f.Properties.FunctionCode as string);
    const fn = functions.find((code) => code.includes('index.html'))!;
    const handler = new Function(`${fn}; return handler;`)() as (e: unknown) => { uri: string };
    const uri = (u: string) => handler({ request: { uri: u } }).uri;
    expect(uri('/empresas/123')).toBe('/index.html');
    expect(uri('/')).toBe('/index.html');
    expect(uri('/assets/app-1234.js')).toBe('/assets/app-1234.js');
    // The candidate's page is its own entry (D85), with or without a trailing slash; nothing else is.
    expect(uri('/entrevista/tok_1700000000_abcdefghijklmnopqrstuv')).toBe('/entrevista.html');
    expect(uri('/entrevista/tok_1700000000_abcdefghijklmnopqrstuv/')).toBe('/entrevista.html');
    expect(uri('/entrevista')).toBe('/index.html');
    expect(uri('/entrevistas')).toBe('/index.html');
    expect(uri('/entrevista/a/b')).toBe('/index.html');
    // A vacancy's apply page is an entry of its own (D187), apart from the interview's.
    expect(uri('/empleo/AbCdEfGhIjKlMnOpQrStUv')).toBe('/empleo.html');
    expect(uri('/empleo/AbCdEfGhIjKlMnOpQrStUv/')).toBe('/empleo.html');
    expect(uri('/empleo')).toBe('/index.html');
    expect(uri('/empleo/a/b')).toBe('/index.html');
    // So is the sign-in page (D86).
    expect(uri('/login')).toBe('/login.html');
    expect(uri('/login/')).toBe('/login.html');
    expect(uri('/login.html')).toBe('/login.html');
    expect(uri('/logins')).toBe('/index.html');
    expect(uri('/login/otra')).toBe('/index.html');
  });

  it('/api/* runs the viewer-address function on viewer requests (JS 2.0) and still forwards every viewer header but Host (D34)', async () => {
    const { VIEWER_ADDRESS_CODE } = await import('../../infra/aws/stacks/web-stack.js');
    const tp = tpl(t.web);
    const dist = Object.values(resources(tp, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const [id, fn] = Object.entries(resources(tp, 'AWS::CloudFront::Function')).find(
      ([, f]) => f.Properties.FunctionCode === VIEWER_ADDRESS_CODE,
    )!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.AutoPublish).toBe(true);
    const api = dist.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [id, 'FunctionARN'] } }]);
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    // Only /api/* gets it: the web and the uploads are no API calls.
    const conEl = [dist.DefaultCacheBehavior, ...dist.CacheBehaviors].filter((b: any) =>
      (b.FunctionAssociations ?? []).some((a: any) => a.FunctionARN?.['Fn::GetAtt']?.[0] === id),
    );
    expect(conEl.map((b: any) => b.PathPattern ?? '*')).toEqual(['/api/*']);
  });

  it('uploads the web build when it exists: hashed assets cached, the pages (index.html, entrevista.html, empleo.html, login.html) not', () => {
    const deployments = Object.values(resources(tpl(t.web), 'Custom::CDKBucketDeployment'));
    expect(deployments.map((d) => d.Properties.SystemMetadata?.['cache-control']).sort()).toEqual([
      'no-cache',
      'public, max-age=31536000, immutable',
    ]);
    const paginas = deployments.find((d) => d.Properties.SystemMetadata?.['cache-control'] === 'no-cache')!;
    const assets = deployments.find((d) => d.Properties.SystemMetadata?.['cache-control'] !== 'no-cache')!;
    expect(paginas.Properties.Include).toEqual(['*.html']);
    expect(assets.Properties.Exclude).toEqual(['*.html']);
  });
});

describe('mail', () => {
  it('a configuration set, and the domain identity when mailDomain is given, with that set as its default', () => {
    const tp = tpl(t.mail);
    tp.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    const setId = Object.keys(resources(tp, 'AWS::SES::ConfigurationSet'))[0]!;
    tp.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.talentia.example',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } },
    });
  });

  it('every function with mail:send (routes, jobs, queue consumers) may send through the identity AND its configuration set', () => {
    // SES authorises a send against the configuration set too: without it every send is AccessDenied.
    const setId = Object.keys(resources(tpl(t.mail), 'AWS::SES::ConfigurationSet'))[0]!;
    const conMail: string[] = [];
    const check = (tp: Template, logicalId: string, label: string) => {
      const ses = functionStatements(tp, logicalId).filter((st) => [st.Action].flat().includes('ses:SendEmail'));
      expect(ses, label).toHaveLength(1);
      const recursos = [ses[0]!.Resource].flat().map((r) => JSON.stringify(r));
      expect(
        recursos.some((r) => r.includes(':identity/*')),
        label,
      ).toBe(true);
      expect(
        recursos.some((r) => r.includes(':configuration-set/') && r.includes(setId)),
        `${label}: ses:SendEmail on the Mail stack's configuration set`,
      ).toBe(true);
      conMail.push(label);
    };
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
        const row = routeList.find((r) => `${r.method} ${r.path}` === fn.Properties.Description)!;
        if (grantsOf(row).includes('mail:send')) check(tp, logicalId, row.id);
      }
    }
    const tj = tpl(t.jobs);
    for (const [logicalId, fn] of Object.entries(talentiaFunctions(tj))) {
      const desc = fn.Properties.Description as string;
      const def = [
        ...jobs.map((j) => ({ d: `job ${j.id}:`, g: j.grants })),
        ...colas.map((c) => ({ d: `queue ${c.id}:`, g: c.grants })),
        { d: `deploy ${SEMBRADO.id}:`, g: SEMBRADO.grants },
        { d: `event ${EVENTOS_EMAIL.id}:`, g: EVENTOS_EMAIL.grants },
      ].find((x) => desc.startsWith(x.d))!;
      if (def.g.includes('mail:send')) check(tj, logicalId, def.d);
    }
    const esperadas = [
      ...routeList.filter((r) => grantsOf(r).includes('mail:send')).map((r) => r.id),
      ...jobs.filter((j) => j.grants.includes('mail:send')).map((j) => `job ${j.id}:`),
      ...colas.filter((c) => c.grants.includes('mail:send')).map((c) => `queue ${c.id}:`),
    ];
    expect(conMail.sort()).toEqual(esperadas.sort());
    // The interview-analysis consumer mails the company that the report is ready.
    expect(conMail).toContain('queue analizar-entrevista:');
  });
});

describe('the API behind CloudFront (origin authorizers)', () => {
  it('two Lambda REQUEST authorizers on one function: the origin header (public routes), the origin header and the token (the rest); simple responses, cached an hour; API Gateway may invoke both', () => {
    const tp = tpl(t.api);
    tp.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 2);
    const authorizers = Object.entries(resources(tp, 'AWS::ApiGatewayV2::Authorizer'));
    const sources = Object.fromEntries(authorizers.map(([, a]) => [a.Properties.Name, a.Properties.IdentitySource]));
    expect(sources).toEqual({
      'cloudfront-origin': [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      // A request without a token is refused by API Gateway without running anything.
      'cloudfront-origin-token': [`$request.header.${ORIGIN_VERIFY_HEADER}`, '$request.header.Authorization'],
    });
    for (const [, a] of authorizers)
      expect(a.Properties).toMatchObject({
        AuthorizerType: 'REQUEST',
        AuthorizerPayloadFormatVersion: '2.0',
        EnableSimpleResponses: true,
        AuthorizerResultTtlInSeconds: 3600,
      });
    const fns = resources(tp, 'AWS::Lambda::Function');
    expect(Object.keys(fns)).toHaveLength(1);
    const [fnId, fn] = Object.entries(fns)[0]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
    expect(fn.Properties.Code.ZipFile).toBe(ORIGIN_AUTHORIZER_CODE);
    const secretId = Object.keys(resources(tp, 'AWS::SecretsManager::Secret'))[0]!;
    // The secret's ARN, read at run time through the extension: its value is in no environment
    // (lambda:GetFunctionConfiguration would show it) and no template.
    expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ID).toEqual({ Ref: secretId });
    expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET).toBeUndefined();
    expect(JSON.stringify(fn.Properties)).not.toContain('resolve:secretsmanager');
    expect(fn.Properties.Layers).toHaveLength(1);
    const lectura = Object.values(resources(tp, 'AWS::IAM::Policy')).flatMap((p) => p.Properties.PolicyDocument.Statement as any[]);
    expect(lectura.find((st) => [st.Action].flat().includes('secretsmanager:GetSecretValue'))?.Resource).toEqual({ Ref: secretId });
    for (const [authId] of authorizers)
      tp.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
        SourceArn: { 'Fn::Join': ['', Match.arrayWith([`/authorizers/`, { Ref: authId }])] },
      });
    // Its logs, and reading the origin secret (through the extension); nothing else.
    const actions = [...actionsOf(functionStatements(tp, fnId))];
    expect(actions.sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
  });

  it('the family stacks deploy after the Web stack: CloudFront sends the header before the routes require it', () => {
    for (const family of t.families.values()) expect(family.dependencies, family.stackName).toContain(t.web);
  });

  it('the authorizer reads the secret at run time (never from its environment) and lets through its current or previous value only', async () => {
    const id = 'talentia/test/origin-verify';
    const actual = 'a'.repeat(47) + 'Z';
    const anterior = 'b'.repeat(47) + 'Y';
    const load = async (secrets: Record<string, { current: string; previous?: string }>) => {
      const ext = await startSecretsExtension({ port: 0, secrets });
      const module = { exports: {} as { handler: (e: unknown) => Promise<{ isAuthorized: boolean }> } };
      const env = { ORIGIN_VERIFY_SECRET_ID: id, PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(ext.port), AWS_SESSION_TOKEN: 'token' };
      new Function('require', 'exports', 'module', 'process', ORIGIN_AUTHORIZER_CODE)(
        createRequire(import.meta.url),
        module.exports,
        module,
        {
          env,
        },
      );
      return { handler: module.exports.handler, close: () => ext.close() };
    };
    const nunca = await load({ [id]: { current: actual } });
    const rotado = await load({ [id]: { current: actual, previous: anterior } });
    const corto = await load({ [id]: { current: 'short' } });
    try {
      const call = async (h: typeof nunca, headers?: Record<string, string>) => (await h.handler({ headers })).isAuthorized;
      expect(await call(nunca, { [ORIGIN_VERIFY_HEADER]: actual })).toBe(true);
      expect(await call(nunca, { [ORIGIN_VERIFY_HEADER]: actual.slice(0, -1) + 'Y' })).toBe(false);
      expect(await call(nunca, { [ORIGIN_VERIFY_HEADER]: actual + 'x' })).toBe(false);
      expect(await call(nunca, { [ORIGIN_VERIFY_HEADER]: '' })).toBe(false);
      expect(await call(nunca, {})).toBe(false);
      expect(await call(nunca, undefined)).toBe(false);
      expect(await call(nunca, { [ORIGIN_VERIFY_HEADER]: anterior })).toBe(false);
      // After a put-secret-value both work until the distribution sends the new one (D76).
      expect(await call(rotado, { [ORIGIN_VERIFY_HEADER]: actual })).toBe(true);
      expect(await call(rotado, { [ORIGIN_VERIFY_HEADER]: anterior })).toBe(true);
      // A short secret authorises nothing.
      expect(await call(corto, { [ORIGIN_VERIFY_HEADER]: 'short' })).toBe(false);
    } finally {
      await Promise.all([nunca.close(), rotado.close(), corto.close()]);
    }
  });
});

// Every function's IAM against what its real code calls (test/infra/acciones-sdk.ts reads the SDK
// commands in each bundle): the emulators check no IAM, so a missing action would only show in AWS
// as an AccessDenied, and an action granted and never called is privilege nobody needs.
describe('IAM = what the code calls (real bundles)', () => {
  let llamadas: Map<string, AccionesDeBundle>;
  beforeAll(async () => {
    // The deploy's bundles of this run (test/infra/bundles-reales.ts), those of the deployed functions.
    const entradas = [
      ...routeList.map((r) => ({ kind: 'http' as const, handler: r.handler })),
      ...[...jobs, ...colas, SEMBRADO, EVENTOS_EMAIL].map((d) => ({ kind: 'jobs' as const, handler: d.handler })),
    ];
    llamadas = accionesDeBundles(soloDe((await bundlesReales()).carpetas, entradas));
  });

  /** Each product function with its bundle's name and its granted actions. */
  const funciones = () => {
    const out: { quien: string; bundle: string; concedidas: string[] }[] = [];
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
        const row = routeList.find((r) => `${r.method} ${r.path}` === fn.Properties.Description)!;
        out.push({ quien: row.id, bundle: `http/${row.handler}`, concedidas: [...actionsOf(functionStatements(tp, logicalId))] });
      }
    }
    const tj = tpl(t.jobs);
    for (const [logicalId, fn] of Object.entries(talentiaFunctions(tj))) {
      const def = defDeLaFuncion(fn.Properties.Description);
      out.push({ quien: def.id, bundle: `jobs/${def.handler}`, concedidas: [...actionsOf(functionStatements(tj, logicalId))] });
    }
    return out;
  };

  it('every SDK operation in a bundle is known (its IAM action is written down)', () => {
    // The reading sees the commands: the deploy's seed creates the superadmin in Cognito.
    expect(llamadas.get('jobs/sembrar-plataforma')!.acciones).toContain('cognito-idp:AdminCreateUser');
    expect([...llamadas.entries()].filter(([, b]) => b.desconocidas.length).map(([n, b]) => `${n}: ${b.desconocidas.join(', ')}`)).toEqual(
      [],
    );
  });

  it('every function is granted every action its code calls', () => {
    const fs = funciones();
    expect(fs).toHaveLength(routeList.length + jobs.length + colas.length + 2);
    // Bedrock's and Transcribe's actions are granted only when the deploy enables them (D176): this
    // app enables neither; test/infra/ia-aws.test.ts checks them with -c bedrock / -c transcribe.
    const faltan = fs.flatMap(({ quien, bundle, concedidas }) =>
      [...llamadas.get(bundle)!.acciones]
        .filter((a) => !SEGUN_DESPLIEGUE.test(a) && !concedidas.some((p) => cubre(p, a)))
        .map((a) => `${quien}: ${a}`),
    );
    expect(faltan).toEqual([]);
  });

  it('the code that calls Bedrock or Transcribe is exactly that of the rows with ia:bedrock / ia:embeddings / ia:transcribe (D176)', () => {
    const filas = [
      ...routeList.map((r) => ({ id: r.id, bundle: `http/${r.handler}`, grants: r.grants as readonly string[] })),
      ...[...jobs, ...colas].map((d) => ({ id: d.id, bundle: `jobs/${d.handler}`, grants: d.grants as readonly string[] })),
    ];
    const usa = (bundle: string, prefijo: string) => [...llamadas.get(bundle)!.acciones].some((a) => a.startsWith(prefijo));
    const opera = (bundle: string, op: string) => llamadas.get(bundle)!.operaciones.has(op);
    const desajuste = filas.flatMap(({ id, bundle, grants }) => [
      ...(usa(bundle, 'bedrock:') !== (grants.includes('ia:bedrock') || grants.includes('ia:embeddings')) ? [`${id}: bedrock`] : []),
      // Converse (a report, a follow-up) needs ia:bedrock's models; InvokeModel (embeddings, D177) is exactly ia:embeddings' one.
      ...(opera(bundle, 'Converse') && !grants.includes('ia:bedrock') ? [`${id}: Converse sin ia:bedrock`] : []),
      ...(opera(bundle, 'InvokeModel') !== grants.includes('ia:embeddings') ? [`${id}: InvokeModel e ia:embeddings no coinciden`] : []),
      ...(usa(bundle, 'transcribe:') !== grants.includes('ia:transcribe') ? [`${id}: transcribe`] : []),
    ]);
    expect(desajuste).toEqual([]);
    // The comparison by meaning is the analysis job's alone (issue 64 item 4).
    expect(filas.filter((f) => f.grants.includes('ia:embeddings')).map((f) => f.id)).toEqual(['analizar-entrevista']);
    expect(
      filas
        .filter((f) => f.grants.includes('ia:bedrock'))
        .map((f) => f.id)
        .sort(),
    ).toEqual(['analizar-entrevista', 'publicoRepregunta']);
    expect(filas.filter((f) => f.grants.includes('ia:transcribe')).map((f) => f.id)).toEqual(['publicoTranscribir']);
  });

  it('no function is granted a Cognito, KMS, SQS or SES action, nor an S3 put or delete, that its code never calls', () => {
    const sobran = funciones().flatMap(({ quien, bundle, concedidas }) => {
      const usa = llamadas.get(bundle)!.acciones;
      const exactas = concedidas.filter((a) => /^(cognito-idp|kms|ses):/.test(a) || a === 'sqs:SendMessage');
      const s3 = [
        ...(concedidas.some((p) => cubre(p, 's3:PutObject')) && !usa.has('s3:PutObject') ? ['s3:PutObject'] : []),
        ...(concedidas.some((p) => cubre(p, 's3:DeleteObject')) && !usa.has('s3:DeleteObject') ? ['s3:DeleteObject'] : []),
      ];
      // SES authorises SendRawEmail with SendEmail's grant (SES_SEND_ACTIONS): the pair is one call.
      return [...exactas.filter((a) => !usa.has(a) && !(a === 'ses:SendRawEmail' && usa.has('ses:SendEmail'))), ...s3].map(
        (a) => `${quien}: ${a}`,
      );
    });
    expect(sobran).toEqual([]);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('no stack has an unacknowledged finding, error or warning', () => {
    for (const s of allStacks()) tpl(s); // synthesise first: some acknowledgements are made during synthesis
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
    for (const s of allStacks()) {
      const notas = annotationsOf(s);
      expect(notas.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')), s.stackName).toEqual([]);
      expect(notas.findWarning('*', Match.anyValue()), s.stackName).toEqual([]);
    }
  });

  it("reads each stack's annotations as Annotations.fromStack does, from the app's one synthesis", () => {
    // A small app with a warning and an error: the helper finds exactly what the library's forced synthesis finds.
    const app = new App({ builtinCloudFormationValidation: false });
    const stack = new Stack(app, 'Sonda');
    new CfnResource(stack, 'Cola', { type: 'AWS::SQS::Queue' });
    CdkAnnotations.of(stack).addWarningV2('sonda:aviso', 'un aviso');
    CdkAnnotations.of(stack.node.findChild('Cola')).addError('AwsSolutions-SQS3: un error');
    Template.fromStack(stack);
    const leidas = annotationsOf(stack);
    const forzadas = Annotations.fromStack(stack);
    expect(leidas.findWarning('*', Match.anyValue())).toHaveLength(1);
    expect(leidas.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toHaveLength(1);
    expect(leidas.findWarning('*', Match.anyValue())).toEqual(forzadas.findWarning('*', Match.anyValue()));
    expect(leidas.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual(
      forzadas.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    );
  });

  it('every acknowledgement says why', () => {
    const acks = acknowledgements(t.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const a of acks) {
      expect(a.reason.length, `${a.path} ${a.id}`).toBeGreaterThan(40);
      expect(a.id, a.path).toMatch(/^(AwsSolutions-[A-Z]+[0-9]+(\[.+\])?|@aws-cdk\/.+)$/);
    }
    // The known, reviewed list of rules acknowledged anywhere (see docs/deploy.md).
    const rules = new Set(acks.map((a) => a.id.replace(/\[.*$/, '')));
    expect([...rules].sort()).toEqual(
      [
        '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        'AwsSolutions-CFR1',
        'AwsSolutions-CFR2',
        'AwsSolutions-CFR4',
        'AwsSolutions-COG1',
        'AwsSolutions-COG2',
        'AwsSolutions-IAM5',
        'AwsSolutions-L1',
        'AwsSolutions-SMG4',
      ].sort(),
    );
  });

  it('every acknowledgement answers a real finding (none is stale)', () => {
    expect(staleNagAcknowledgements(t.app)).toEqual([]);
  });

  it('no route needs an APIG4 acknowledgement: every route has an authorizer (the CloudFront origin, with the token on protected rows)', () => {
    expect(acknowledgements(t.app).filter((a) => a.id === 'AwsSolutions-APIG4')).toEqual([]);
    const routes = [...t.families.values()].flatMap((s) => Object.values(resources(tpl(s), 'AWS::ApiGatewayV2::Route')));
    for (const r of routes) expect(r.Properties.AuthorizationType, r.Properties.RouteKey).toBe('CUSTOM');
  });
});

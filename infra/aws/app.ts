// The Talentia CDK app: the stacks, wired from the route table (shared/routes/) and the job list
// (shared/jobs.ts). `cdk synth`/`deploy` run bin/app.ts, which calls buildApp(); the tests in
// test/infra build the very same app.
//
//   Talentia-<stage>-Data          table, files bucket, logs bucket, queues (shared/colas.ts) + DLQs, secrets KMS key
//   Talentia-<stage>-Auth          user pool, app client, domain, social providers
//   Talentia-<stage>-Mail          SES configuration set (+ domain identity), in the mail region (D166)
//   Talentia-<stage>-Api           the HTTP API, its stage and the CloudFront-origin authorizers (public; with a token)
//   Talentia-<stage>-Api-<family>  one per route family: its functions and routes
//   Talentia-<stage>-Jobs          scheduled jobs, queue consumers
//   Talentia-<stage>-Web           web bucket, CloudFront, web upload
//   Talentia-<stage>-Monitoring    alarms (API, jobs, queues, throttles, mail, the probe) to one SNS topic
//   Talentia-<stage>-Waf           (us-east-1, with context waf) the distribution's web ACL
//   Talentia-<stage>-Edge          (us-east-1, with context region) CloudFront's 5xx alarm to its own topic
import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, Tags, type Environment } from 'aws-cdk-lib';
import { colas as colaList } from '../../shared/colas.js';
import { EVENTOS_EMAIL, SEMBRADO } from '../../shared/despliegue.js';
import { jobs as jobList } from '../../shared/jobs.js';
import type { ColaDef, JobDef } from '../../shared/route-types.js';
import { lambdaRoutes, type RouteRow } from '../../shared/routes/index.js';
import { bundleHandlers, bundleKey, type BundleEntry } from './bundling.js';
import { CLOUDFRONT_REGION, DEFAULT_WEB_ORIGIN, PROD_STAGE, readConfig, REPO_ROOT, type TalentiaConfig } from './config.js';
import type { SharedResources } from './constructs/talentia-function.js';
import { addNagChecks } from './nag.js';
import { producersFingerprint, recordProducers } from './producers.js';
import { checkRouteTable } from './route-table.js';
import { requireCurrentWebBuild } from './web-build.js';
import { ApiFamilyStack } from './stacks/api-family-stack.js';
import { ApiStack } from './stacks/api-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { EdgeStack, WafStack } from './stacks/edge-stack.js';
import { JobsStack } from './stacks/jobs-stack.js';
import { MonitoringStack } from './stacks/monitoring-stack.js';
import { MailStack } from './stacks/mail-stack.js';
import { WebStack } from './stacks/web-stack.js';

export interface BuildAppOptions {
  /** Context on top of cdk.json's (like `-c key=value`). */
  context?: Record<string, unknown>;
  /** Folder holding `http/` and `jobs/` handler sources (default: context functionsRoot or functions/). */
  functionsRoot?: string;
  /** The route rows and jobs to deploy (default: shared/routes/ and shared/jobs.ts). */
  routes?: RouteRow[];
  jobs?: JobDef[];
  /** The queues and their consumers (default: shared/colas.ts). */
  colas?: ColaDef[];
  /** Environment for the GOOGLE_CLIENT_ID / MICROSOFT_CLIENT_ID fallbacks (default: process.env). */
  env?: Record<string, string | undefined>;
  /** Cloud assembly folder (default: the CLI's, else a temporary folder). */
  outdir?: string;
  /**
   * CDK's built-in CloudFormation schema validation at synth (default true). It costs ~5 s per
   * synthesis; test suites that synthesise variants of an app they already validated turn it off.
   */
  cfnValidation?: boolean;
}

export interface TalentiaApp {
  app: App;
  config: TalentiaConfig;
  data: DataStack;
  auth: AuthStack;
  mail: MailStack;
  api: ApiStack;
  families: Map<string, ApiFamilyStack>;
  jobs: JobsStack;
  web: WebStack;
  monitoring: MonitoringStack;
  /** With context waf (us-east-1). */
  waf?: WafStack;
  /** With context region (us-east-1). */
  edge?: EdgeStack;
}

/** cdk.json's context (feature flags and defaults), so an app built outside the CLI is the same app. */
function cdkJsonContext(): Record<string, unknown> {
  const file = path.join(REPO_ROOT, 'cdk.json');
  return fs.existsSync(file) ? ((JSON.parse(fs.readFileSync(file, 'utf8')) as { context?: Record<string, unknown> }).context ?? {}) : {};
}

/** The route families the app deploys, one `Talentia-<stage>-Api-<family>` stack each. */
export function deployedFamilies(routes: RouteRow[] = lambdaRoutes): string[] {
  return [...new Set(routes.filter((r) => !r.servedByCdn).map((r) => r.family))];
}

export function buildApp(opts: BuildAppOptions = {}): App {
  return buildTalentia(opts).app;
}

/** buildApp with handles on the stacks, for tests and tooling. */
export function buildTalentia(opts: BuildAppOptions = {}): TalentiaApp {
  const routes = (opts.routes ?? lambdaRoutes).filter((r) => !r.servedByCdn);
  const jobs = opts.jobs ?? jobList;
  const colas = opts.colas ?? colaList;
  const problems = checkRouteTable(routes, jobs, colas);
  if (problems.length) throw new Error(`The route table cannot be deployed:\n  ${problems.join('\n  ')}`);

  const app = new App({
    context: cdkJsonContext(),
    postCliContext: { ...opts.context, ...(opts.functionsRoot ? { functionsRoot: opts.functionsRoot } : {}) },
    outdir: opts.outdir,
    builtinCloudFormationValidation: opts.cfnValidation ?? true,
  });
  const config = readConfig(app.node, opts.env);
  // Before anything is bundled: a production deploy without a current web build would serve S3's
  // 403 on "/", or an old build.
  if (config.stage === PROD_STAGE) requireCurrentWebBuild(config.webDist);
  const env: Environment | undefined = config.account || config.region ? { account: config.account, region: config.region } : undefined;
  const stackProps = (name: string, description: string) => ({
    env,
    stackName: `${config.prefix}${name}`,
    description: `Talentia (${config.stage}): ${description}`,
    terminationProtection: config.stage === 'prod',
    config,
  });
  const id = (name: string) => `${config.prefix}${name}`;

  const data = new DataStack(app, id('Data'), { ...stackProps('Data', 'DynamoDB table, files and access-log buckets, queues'), colas });
  const auth = new AuthStack(app, id('Auth'), stackProps('Auth', 'Cognito user pool, app client and identity providers'));
  // In the mail region (D166): the deploy region, unless its CloudFormation has no SES resources.
  const mail = new MailStack(app, id('Mail'), {
    ...stackProps('Mail', 'SES configuration set and sending identity'),
    ...(env && config.mailRegion ? { env: { ...env, region: config.mailRegion } } : {}),
  });
  const api = new ApiStack(app, id('Api'), stackProps('Api', 'HTTP API, stage and CloudFront-origin authorizers'));

  const entries: BundleEntry[] = [
    ...routes.map((r): BundleEntry => ({ kind: 'http', handler: r.handler })),
    ...jobs.map((j): BundleEntry => ({ kind: 'jobs', handler: j.handler })),
    ...colas.map((c): BundleEntry => ({ kind: 'jobs', handler: c.handler })),
    { kind: 'jobs', handler: SEMBRADO.handler },
    { kind: 'jobs', handler: EVENTOS_EMAIL.handler },
  ];
  const bundles = bundleHandlers({ functionsRoot: config.functionsRoot, outDir: config.bundleDir, entries });
  const codeDirs = (kind: BundleEntry['kind']) => (handler: string) => bundles.get(bundleKey({ kind, handler }))!;

  const shared: SharedResources = {
    table: data.table,
    filesBucket: data.filesBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    authDomainUrl: auth.authDomainUrl,
    oauthStateSecret: auth.oauthStateSecret,
    sessionCookieSecret: auth.sessionCookieSecret,
    queues: new Map([...data.queues].map(([colaId, q]) => [colaId, q.queue])),
    secretsKey: data.secretsKey,
    mailConfigurationSetName: mail.configurationSet.configurationSetName,
    mailRegion: config.mailRegion,
    huellaProductores: producersFingerprint([data, auth, mail, api]),
  };

  const families = new Map<string, ApiFamilyStack>();
  for (const family of deployedFamilies(routes)) {
    families.set(
      family,
      new ApiFamilyStack(app, id(`Api-${family}`), {
        ...stackProps(`Api-${family}`, `functions and routes of the "${family}" family`),
        family,
        rows: routes.filter((r) => r.family === family),
        httpApi: api.httpApi,
        originAuthorizerId: api.originAuthorizer.authorizerId,
        tokenAuthorizerId: api.tokenAuthorizer.authorizerId,
        shared,
        codeDirs: codeDirs('http'),
      }),
    );
  }

  const jobsStack = new JobsStack(app, id('Jobs'), {
    ...stackProps('Jobs', 'scheduled jobs and queue consumers'),
    jobs,
    colas,
    shared,
    codeDirs: codeDirs('jobs'),
  });

  // CloudFront's web ACLs and metrics are in us-east-1 (edge-stack.ts).
  const inCloudFrontRegion = (name: string, description: string) => ({
    ...stackProps(name, description),
    env: { account: config.account, region: CLOUDFRONT_REGION },
  });
  const waf = config.waf
    ? new WafStack(app, id('Waf'), inCloudFrontRegion('Waf', 'WAF web ACL of the distribution (us-east-1)'))
    : undefined;

  const web = new WebStack(app, id('Web'), {
    ...stackProps('Web', 'CloudFront distribution and web bucket'),
    logsBucket: data.logsBucket,
    filesBucket: data.filesBucket,
    apiDomainName: api.apiDomainName,
    originVerifySecret: api.originVerifySecret,
    webAclArn: waf?.webAcl.attrArn,
  });

  // Every route accepts only requests carrying the origin header CloudFront adds: the distribution
  // must send it before the routes require it, or a deploy that introduces the check would refuse
  // every call until CloudFront caught up.
  for (const family of families.values())
    family.addStackDependency(web, 'CloudFront sends the origin header before the public routes require it');

  const monitoring = new MonitoringStack(app, id('Monitoring'), {
    ...stackProps('Monitoring', 'alarms: API, jobs, queues, throttles, mail, the probe'),
    httpApi: api.httpApi,
    jobs,
    jobFunctions: jobsStack.functions,
    deadLetterQueues: new Map([...data.queues].map(([colaId, q]) => [colaId, q.dlq])),
    colas: colas.map((def) => ({ def, queue: data.queues.get(def.id)!.queue, consumer: jobsStack.consumers.get(def.id)! })),
    eventosEmail: jobsStack.eventosEmail,
    table: data.table,
    sesAlarms: mail.region === web.region,
    // The web's address as users open it; without one of its own (a trial stage), the distribution's.
    probeOrigin: config.webOrigin === DEFAULT_WEB_ORIGIN ? `https://${web.distribution.distributionDomainName}` : config.webOrigin,
  });
  // CloudFront's alarm reads the distribution across regions, which needs this stage's region named.
  const edge = config.region
    ? new EdgeStack(app, id('Edge'), {
        ...inCloudFrontRegion('Edge', "CloudFront's 5xx alarm (us-east-1)"),
        distributionId: web.distribution.distributionId,
      })
    : undefined;

  // Each consumer records the templates of the stacks it reads, so a producer resource replaced in
  // place reaches it on the same deploy (producers.ts; weak references are resolved only when the
  // consumer itself is updated). CDK deploys producers first: they are its reference dependencies.
  for (const family of families.values()) recordProducers(family, [data, auth, mail, api], shared.huellaProductores);
  recordProducers(jobsStack, [data, auth, mail, api], shared.huellaProductores);
  recordProducers(web, [data, api, ...(waf ? [waf] : [])]);
  recordProducers(monitoring, [data, api, jobsStack, ...(config.webOrigin === DEFAULT_WEB_ORIGIN ? [web] : [])]);
  if (edge) recordProducers(edge, [web]);

  Tags.of(app).add('app', 'talentia');
  Tags.of(app).add('stage', config.stage);
  addNagChecks(app);

  return { app, config, data, auth, mail, api, families, jobs: jobsStack, web, monitoring, waf, edge };
}

// The production app in Europe (Spain), eu-south-2, an opt-in region, with the WAF on (D141, D143): it
// synthesises with a clean cdk-nag report (with CDK's template validation on: regiones.test.ts); SES
// in eu-west-1, whose CloudFormation has its resources (D166); the secrets extension is the region's layer; CloudFront
// logs nowhere it cannot deliver; CloudFront's alarm and web ACL live in us-east-1; the week-one
// alarms, the probe, the jobs' async retries, SES's bounces and complaints, the functions' zips
// without source maps, the HTTP API's integration budget and the alarm count the costs rest on.
import * as fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTalentia, type TalentiaApp } from '../../infra/aws/app.js';
import { REPO_ROOT } from '../../infra/aws/config.js';
import { layerArnIn, layerRegions } from '../../infra/aws/secrets-extension.js';
import { bundleSourceMaps, resolveTrace } from '../../infra/aws/resolve-trace.js';
import { jobAsyncRetries } from '../../infra/aws/stacks/jobs-stack.js';
import {
  queueMaxMessageAge,
  PROBE_CODE,
  SES_BOUNCE_RATE_THRESHOLD,
  SES_COMPLAINT_RATE_THRESHOLD,
} from '../../infra/aws/stacks/monitoring-stack.js';
import { webHashFile, recordWebHash } from '../../infra/aws/web-build.js';
import { colas } from '../../shared/colas.js';
import { jobs } from '../../shared/jobs.js';
import { lambdaRoutes as routeList } from '../../shared/routes/index.js';
import {
  acknowledgements,
  CONTEXTO_PROD,
  fakeWebDist,
  removeTempDirs,
  resources,
  staleNagAcknowledgements,
  stubFunctionsRoot,
  talentiaFunctions,
  tempDir,
  testContext,
  unacknowledgedNagFindings,
} from './helpers.js';

const PROD = { ...CONTEXTO_PROD, region: 'eu-south-2', waf: 'true' };

/**
 * The HTTP API's integrations (one per route row): AWS's quota is 300 per API and cannot be raised
 * ("Quotas for HTTP APIs"). Before the table reaches this budget, routes are split across APIs
 * (docs/deploy.md, "Quotas that cannot be raised"). Raised from 250 to 270 when WhatsApp's rows (issue
 * 68) took the table to 258: 42 below AWS's hard limit, and the split is the next route work's first step.
 */
const PRESUPUESTO_INTEGRACIONES = 270;

/**
 * The alarms docs/deploy.md's costs count (and the metrics they read: CloudWatch bills each metric
 * of a metric-math alarm as one alarm). Change both together.
 */
const ALARMAS_DOCUMENTADAS = { region: 53, correo: 2, useast1: 1, metricas: 63 };

let t: TalentiaApp;
let webDist: string;
const tpl = (s: Parameters<typeof Template.fromStack>[0]) => Template.fromStack(s);

beforeAll(() => {
  webDist = fakeWebDist();
  recordWebHash(webDist);
  t = buildTalentia({
    functionsRoot: stubFunctionsRoot(routeList, jobs),
    context: testContext({ ...PROD, webDist }),
    env: {},
    cfnValidation: false,
    outdir: tempDir('cdk-out'),
  });
});
afterAll(removeTempDirs);

const regionStacks = () => [t.data, t.auth, t.api, ...t.families.values(), t.jobs, t.web, t.monitoring];

describe('a production deploy to eu-south-2 (Madrid)', () => {
  it('synthesises every stack, the CloudFront ones in us-east-1 and the Mail one in eu-west-1, with a clean cdk-nag report', () => {
    for (const s of regionStacks()) expect(s.region, s.stackName).toBe('eu-south-2');
    expect(t.waf?.region).toBe('us-east-1');
    expect(t.edge?.region).toBe('us-east-1');
    expect(t.mail.region).toBe('eu-west-1');
    expect(t.config.mailRegion).toBe('eu-west-1');
    for (const s of [...regionStacks(), t.mail, t.waf!, t.edge!]) {
      tpl(s);
      expect(s.terminationProtection, s.stackName).toBe(true);
    }
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
    expect(staleNagAcknowledgements(t.app)).toEqual([]);
  });

  it("the functions that read a secret carry the region's Parameters and Secrets extension (arm64), as AWS publishes it", () => {
    const arn = 'arn:aws:lambda:eu-south-2:524103009944:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:82';
    const capas = [t.api, t.families.get('auth')!].flatMap((s) =>
      Object.values(resources(tpl(s), 'AWS::Lambda::Function')).flatMap((f) => f.Properties.Layers ?? []),
    );
    expect(capas.length).toBeGreaterThan(1);
    for (const c of capas) expect(c).toBe(arn);
    // The 21 regions aws-cdk-lib knows keep its layer; the others take AWS's published one; an
    // environment-agnostic stack looks its region up in a mapping of all of them.
    expect(layerArnIn('eu-west-1')).toBe('arn:aws:lambda:eu-west-1:015030872274:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:4');
    for (const r of ['eu-south-2', 'eu-central-2', 'ap-south-2', 'ca-west-1', 'il-central-1', 'me-central-1']) {
      expect(layerArnIn(r), r).toMatch(
        new RegExp(`^arn:aws:lambda:${r}:\\d{12}:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\\d+$`),
      );
      expect(layerArnIn(r, 'x86_64'), r).toMatch(/:layer:AWS-Parameters-and-Secrets-Lambda-Extension:\d+$/);
      expect(layerRegions(), r).toContain(r);
    }
  });

  it('CloudFront keeps no standard log it could not deliver (an opt-in region), and says why', () => {
    const dist = Object.values(resources(tpl(t.web), 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(dist.Logging).toBeUndefined();
    const ack = acknowledgements(t.web).find((a) => a.id === 'AwsSolutions-CFR3');
    expect(ack?.reason).toMatch(/opt-in region/);
  });

  it('the web ACL (us-east-1) blocks an address past its rate, and the distribution takes it across regions', () => {
    const acl = Object.values(resources(tpl(t.waf!), 'AWS::WAFv2::WebACL'))[0]!.Properties;
    expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(acl.Rules).toEqual([
      expect.objectContaining({
        Action: { Block: {} },
        Statement: { RateBasedStatement: { Limit: 2000, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
      }),
    ]);
    const dist = Object.values(resources(tpl(t.web), 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(dist.WebACLId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: 'Talentia-prod-Waf', Region: 'us-east-1' }),
    });
    expect(acknowledgements(t.web).filter((a) => a.id === 'AwsSolutions-CFR2')).toEqual([]);
  });

  it("CloudFront's 5xx rate is watched where its metrics are, with a topic of its own there", () => {
    const tp = tpl(t.edge!);
    const [alarm] = Object.values(resources(tp, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarm).toMatchObject({ AlarmName: 'Talentia-prod-cloudfront-5xx-rate', Threshold: 5, EvaluationPeriods: 2 });
    const tasa = alarm!.Metrics.find((m: any) => m.MetricStat?.Metric.MetricName === '5xxErrorRate');
    expect(tasa.MetricStat.Metric.Namespace).toBe('AWS/CloudFront');
    const dims = Object.fromEntries(tasa.MetricStat.Metric.Dimensions.map((d: any) => [d.Name, d.Value]));
    expect(dims.Region).toBe('Global');
    expect(dims.DistributionId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: 'Talentia-prod-Web', Region: 'eu-south-2' }),
    });
    tp.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'guardia@talentia.example' });
    expect(alarm!.AlarmActions).toHaveLength(1);
  });
});

describe("week one's alarms", () => {
  const alarmas = () => Object.values(resources(tpl(t.monitoring), 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
  /** The SES reputation alarms: in the Mail stack's region (eu-west-1), where SES's metrics are (D166). */
  const alarmasCorreo = () => Object.values(resources(tpl(t.mail), 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
  const alarma = (nombre: string) => [...alarmas(), ...alarmasCorreo()].find((a) => a.AlarmName === `Talentia-prod-${nombre}`)!;

  it("Lambda's throttles in the whole region (no dimension: every function shares the account's quota)", () => {
    expect(alarma('lambda-throttles')).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Threshold: 1 });
    expect(alarma('lambda-throttles').Dimensions).toBeUndefined();
  });

  it("each queue: its consumer's errors, and its oldest message older than the consumer's time-out and 15 minutes", () => {
    for (const c of colas) {
      expect(alarma(`queue-${c.id}-errors`), c.id).toMatchObject({ MetricName: 'Errors', Threshold: 1, Period: 300 });
      const edad = alarma(`queue-${c.id}-oldest-message`);
      expect(edad, c.id).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateAgeOfOldestMessage',
        Statistic: 'Maximum',
        Threshold: c.timeoutSeconds + 900,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      // Before the first retry (the visibility time-out is 6 × the consumer's) and hours before the DLQ.
      expect(queueMaxMessageAge(c).toSeconds()).toBeLessThan(6 * c.timeoutSeconds + 900);
    }
  });

  it("the API's 4xx share over two periods, and DynamoDB's throttles of the table and its indexes", () => {
    const a = alarma('api-4xx-rate');
    expect(a).toMatchObject({ Threshold: 50, EvaluationPeriods: 2, DatapointsToAlarm: 2 });
    const expresion = a.Metrics.find((m: any) => m.Expression)!.Expression as string;
    expect(expresion).toBe('IF(total >= 20, 100 * c4xx / total, 0)');
    expect(
      a.Metrics.map((m: any) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['4xx', 'Count']);
    const d = alarma('dynamodb-throttles');
    const metricas = d.Metrics.filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric);
    expect(metricas).toHaveLength(6);
    expect(metricas.map((m: any) => m.Dimensions.find((x: any) => x.Name === 'GlobalSecondaryIndexName')?.Value ?? 'tabla').sort()).toEqual(
      ['GSI1', 'GSI1', 'GSI2', 'GSI2', 'tabla', 'tabla'],
    );
  });

  it("SES's account reputation below the review thresholds (5 % bounces, 0.1 % complaints)", () => {
    expect(alarma('ses-bounce-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: SES_BOUNCE_RATE_THRESHOLD,
    });
    expect(alarma('ses-complaint-rate')).toMatchObject({ MetricName: 'Reputation.ComplaintRate', Threshold: SES_COMPLAINT_RATE_THRESHOLD });
    expect(SES_BOUNCE_RATE_THRESHOLD).toBeLessThan(0.05);
    expect(SES_COMPLAINT_RATE_THRESHOLD).toBeLessThan(0.001);
    // Beside SES's metrics, in eu-west-1, notifying that region's topic (alarmEmail subscribed).
    expect(
      alarmasCorreo()
        .map((a) => a.AlarmName)
        .sort(),
    ).toEqual(['Talentia-prod-ses-bounce-rate', 'Talentia-prod-ses-complaint-rate']);
    const correo = tpl(t.mail);
    const [topicId] = Object.keys(resources(correo, 'AWS::SNS::Topic'));
    for (const a of alarmasCorreo()) expect(a.AlarmActions).toEqual([{ Ref: topicId }]);
    correo.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'guardia@talentia.example' });
  });

  it('the probe opens the web and GET /api/test on the web’s address every 5 minutes, alarming after two failed runs', () => {
    const tp = tpl(t.monitoring);
    const [probeId, probe] = Object.entries(resources(tp, 'AWS::Lambda::Function')).find(
      ([, f]) => f.Properties.Code.ZipFile === PROBE_CODE,
    )!;
    expect(probe.Properties.Environment.Variables.PROBE_ORIGIN).toBe('https://app.talentia.example');
    expect(probe.Properties.Runtime).toBe('nodejs24.x');
    tp.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [probeId, 'Arn'] } })],
    });
    tp.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: probeId },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 300,
    });
    expect(alarma('web-probe')).toMatchObject({ MetricName: 'Errors', EvaluationPeriods: 2, DatapointsToAlarm: 2 });
  });

  it('the probe itself: passes when the page and the health check answer 200, fails (the run errors) when either does not', async () => {
    const module = { exports: {} as { handler?: () => Promise<unknown> } };
    new Function('exports', PROBE_CODE)(module.exports);
    let respuestas: Record<string, [number, string]> = {};
    const server: Server = createServer((req, res) => {
      const [status, tipo] = respuestas[req.url ?? ''] ?? [404, 'text/plain'];
      res.writeHead(status, { 'content-type': tipo }).end('x');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const antes = process.env.PROBE_ORIGIN;
    process.env.PROBE_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      respuestas = { '/': [200, 'text/html; charset=utf-8'], '/api/test': [200, 'application/json'] };
      await expect(module.exports.handler!()).resolves.toEqual({ ok: true });
      // No web build: S3's 403 through CloudFront.
      respuestas = { '/': [403, 'application/xml'], '/api/test': [200, 'application/json'] };
      await expect(module.exports.handler!()).rejects.toThrow('/ answered 403');
      respuestas = { '/': [200, 'text/html'], '/api/test': [503, 'application/json'] };
      await expect(module.exports.handler!()).rejects.toThrow('/api/test answered 503');
    } finally {
      if (antes === undefined) delete process.env.PROBE_ORIGIN;
      else process.env.PROBE_ORIGIN = antes;
      await new Promise((r) => server.close(r));
    }
  });

  it('the count docs/deploy.md prices: alarms in the region, in the mail region and in us-east-1, and the metrics they read', () => {
    const edge = Object.values(resources(tpl(t.edge!), 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const todas = [...alarmas(), ...alarmasCorreo(), ...edge];
    const metricas = todas.reduce((n, a) => n + (a.MetricName ? 1 : a.Metrics.filter((m: any) => m.MetricStat).length), 0);
    expect({ region: alarmas().length, correo: alarmasCorreo().length, useast1: edge.length, metricas }).toEqual(ALARMAS_DOCUMENTADAS);
    // The other idle costs of the table: secrets, the KMS key, the scheduled functions (7 jobs and the probe).
    const todos = [...regionStacks(), t.mail, t.waf!, t.edge!].map((st) => tpl(st));
    const cuenta = (tipo: string, filtro: (r: any) => boolean = () => true) =>
      todos.reduce((n, tp) => n + Object.values(resources(tp, tipo)).filter(filtro).length, 0);
    expect(cuenta('AWS::SecretsManager::Secret')).toBe(3);
    expect(cuenta('AWS::KMS::Key')).toBe(1);
    expect(cuenta('AWS::Events::Rule', (r) => r.Properties.ScheduleExpression)).toBe(jobs.length + 1);
    expect(cuenta('AWS::SNS::Topic')).toBe(3);
    expect(fs.readFileSync(path.join(REPO_ROOT, 'docs/deploy.md'), 'utf8')).toContain(
      `${ALARMAS_DOCUMENTADAS.region} + ${ALARMAS_DOCUMENTADAS.correo} + ${ALARMAS_DOCUMENTADAS.useast1} alarms reading ${ALARMAS_DOCUMENTADAS.metricas} metrics`,
    );
  });
});

describe("the scheduled jobs' retries (Lambda's async invoke)", () => {
  it('no run outlives its own period, and a job that runs again within 15 minutes is not retried', () => {
    const tp = tpl(t.jobs);
    const configs = Object.values(resources(tp, 'AWS::Lambda::EventInvokeConfig')).map((c) => c.Properties);
    for (const job of jobs) {
      const [fnId] = Object.entries(talentiaFunctions(tp)).find(([, f]) => f.Properties.Description.startsWith(`job ${job.id}:`))!;
      const c = configs.find((x) => x.FunctionName.Ref === fnId);
      const esperado = jobAsyncRetries(job.rateMinutes);
      expect(c, job.id).toMatchObject({
        Qualifier: '$LATEST',
        MaximumRetryAttempts: esperado.retryAttempts,
        MaximumEventAgeInSeconds: esperado.maxEventAge.toSeconds(),
      });
      expect(c!.MaximumEventAgeInSeconds, job.id).toBeLessThanOrEqual(Math.max(60, job.rateMinutes * 60));
    }
    expect(jobAsyncRetries(5)).toMatchObject({ retryAttempts: 0 });
    expect(jobAsyncRetries(5).maxEventAge.toSeconds()).toBe(300);
    expect(jobAsyncRetries(60)).toMatchObject({ retryAttempts: 2 });
    // Lambda keeps an event at most 6 hours: a daily job's runs are bounded there.
    expect(jobAsyncRetries(1440).maxEventAge.toSeconds()).toBe(6 * 3600);
  });
});

describe("SES's bounces and complaints", () => {
  it("the configuration set publishes them to eu-west-1's default bus, and a rule there forwards this stage's to eu-south-2's", () => {
    const correo = tpl(t.mail);
    const [destino] = Object.values(resources(correo, 'AWS::SES::ConfigurationSetEventDestination')).map((d) => d.Properties);
    expect(destino!.EventDestination).toMatchObject({ Enabled: true, MatchingEventTypes: ['bounce', 'complaint'] });
    expect(JSON.stringify(destino!.EventDestination.EventBridgeDestination.EventBusArn)).toMatch(
      /arn:aws:events:eu-west-1:.*:event-bus\/default/,
    );
    const [reenvio] = Object.values(resources(correo, 'AWS::Events::Rule')).map((r) => r.Properties);
    expect(reenvio!.EventPattern).toMatchObject({
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': [expect.anything()] } } },
    });
    expect(reenvio!.Targets).toHaveLength(1);
    expect(JSON.stringify(reenvio!.Targets[0].Arn)).toMatch(/arn:aws:events:eu-south-2:.*:event-bus\/default/);
    // EventBridge puts to another region's bus with a role it assumes, allowed to put there only.
    const rolId = reenvio!.Targets[0].RoleArn['Fn::GetAtt'][0];
    const politicas = Object.values(resources(correo, 'AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(rolId),
    );
    expect(JSON.stringify(politicas.map((p) => p.Properties.PolicyDocument.Statement))).toMatch(/events:PutEvents.*eu-south-2/);
  });

  it('the functions send through SES in eu-west-1: their SES_REGION, and mail:send on its identities and configuration set there', () => {
    const tp = tpl(t.jobs);
    const funciones = Object.values(talentiaFunctions(tp));
    expect(funciones.length).toBeGreaterThan(0);
    for (const f of funciones) expect(f.Properties.Environment.Variables.SES_REGION, f.Properties.Description).toBe('eu-west-1');
    const envios = Object.values(resources(tp, 'AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: any) => [st.Action].flat().includes('ses:SendEmail'));
    expect(envios.length).toBeGreaterThan(0);
    for (const st of envios) {
      const recursos = JSON.stringify(st.Resource);
      expect(recursos).toMatch(/:ses:eu-west-1:.*identity\/\*/);
      expect(recursos).toMatch(/:ses:eu-west-1:.*configuration-set\//);
      expect(recursos).not.toContain('eu-south-2');
    }
  });

  it("a rule takes this stage's configuration set's bounces and complaints to the function that records them", () => {
    const tp = tpl(t.jobs);
    const [fnId] = Object.entries(talentiaFunctions(tp)).find(([, f]) => f.Properties.Description.startsWith('event eventos-email:'))!;
    const regla = Object.values(resources(tp, 'AWS::Events::Rule')).find((r) => r.Properties.EventPattern)!.Properties;
    expect(regla.EventPattern).toMatchObject({ source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] });
    expect(JSON.stringify(regla.EventPattern.detail.mail.tags['ses:configuration-set'])).toContain('Talentia-prod-Mail');
    expect(regla.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })]);
    expect(Object.values(resources(tpl(t.monitoring), 'AWS::CloudWatch::Alarm')).map((a) => a.Properties.AlarmName)).toContain(
      'Talentia-prod-mail-events-errors',
    );
  });
});

describe("the functions' zips", () => {
  it('hold the bundle without its source maps (which esbuild still writes, for reading a stack trace offline)', () => {
    const outdir = t.app.outdir;
    let vistos = 0;
    for (const s of [...t.families.values(), t.jobs]) {
      for (const f of Object.values(talentiaFunctions(tpl(s)))) {
        const dir = path.join(outdir, `asset.${String(f.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
        const archivos = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
        expect(archivos, dir).toContain('index.mjs');
        expect(
          archivos.filter((a) => a.endsWith('.map')),
          dir,
        ).toEqual([]);
        vistos++;
      }
    }
    expect(vistos).toBeGreaterThan(routeList.length);
    // The maps are still written beside the bundles (cdk.out/.bundles), for infra/aws/resolve-trace.ts.
    const bundles = String(t.app.node.tryGetContext('bundleDir'));
    expect(fs.existsSync(path.join(bundles, 'http', routeList[0]!.handler, 'index.mjs.map'))).toBe(true);
  });

  it("a stack trace from CloudWatch is read back in the sources with the synth's maps (npm run traza)", () => {
    const bundles = String(t.app.node.tryGetContext('bundleDir'));
    const bundle = `http/${routeList[0]!.handler}`;
    const codigo = fs.readFileSync(path.join(bundles, bundle, 'index.mjs'), 'utf8');
    const linea = codigo.split('\n').findIndex((l) => l.includes('statusCode'));
    const columna = codigo.split('\n')[linea]!.indexOf('statusCode');
    const traza = `Error: x\n    at handler (file:///var/task/index.mjs:${linea + 1}:${columna + 1})\n    at node:internal/x:1:1`;
    const leida = resolveTrace(traza, bundleSourceMaps(bundle, bundles));
    // The stub handler's own file (stubFunctionsRoot writes one line per handler).
    expect(leida).toMatch(new RegExp(`${routeList[0]!.handler.split('/').pop()}\\.ts:1:\\d+\\)`));
    expect(leida).toContain('at node:internal/x:1:1');
    expect(() => bundleSourceMaps('http/no-existe', bundles)).toThrow(/npx cdk synth/);
  });
});

describe('quotas that cannot be raised', () => {
  it(`the HTTP API's integrations (one per route row) stay within the budget of ${PRESUPUESTO_INTEGRACIONES} of AWS's 300`, () => {
    const integraciones = [...t.families.values()].flatMap((s) => Object.values(resources(tpl(s), 'AWS::ApiGatewayV2::Integration')));
    expect(integraciones).toHaveLength(routeList.filter((r) => !r.servedByCdn).length);
    expect(integraciones.length).toBeLessThanOrEqual(PRESUPUESTO_INTEGRACIONES);
  });
});

describe('the web build a production deploy uploads', () => {
  const prod = (dist: string) => () =>
    buildTalentia({
      functionsRoot: tempDir('sin-funciones'),
      context: testContext({ ...PROD, webDist: dist }),
      env: {},
      cfnValidation: false,
    });

  it('a production synth without a web build, or with one of other sources, refuses, saying how to make it', () => {
    const vacia = path.join(tempDir('sin-web'), 'dist');
    expect(prod(vacia)).toThrow(/Stage "prod" needs a current web build to upload: .*has no index.html.*npm run deploy/);
    const sinHuella = fakeWebDist();
    expect(prod(sinHuella)).toThrow(/has no .*\.huella/);
    const vieja = fakeWebDist();
    fs.writeFileSync(webHashFile(vieja), 'de-otras-fuentes\n');
    expect(prod(vieja)).toThrow(/was built from other sources than the current web\/ and shared\/ files/);
  });

  it('the deploy uploads the build it checked (its hash beside it, not in it)', () => {
    expect(fs.existsSync(webHashFile(webDist))).toBe(true);
    expect(path.dirname(webHashFile(webDist))).toBe(path.dirname(webDist));
    expect(Object.keys(resources(tpl(t.web), 'Custom::CDKBucketDeployment')).length).toBe(2);
  });
});

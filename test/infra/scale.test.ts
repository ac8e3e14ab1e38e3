// The app at the size the product is heading for (~100 routes in 15 families, every grant in use):
// stack sizes stay far under the limit, each function's IAM is exactly its row's grants, and the
// per-grant cdk-nag acknowledgements hold for every kind of grant.
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS_EMAIL, SEMBRADO } from '../../shared/despliegue.js';
import { grantsOf, type Grant, type JobDef } from '../../shared/route-types.js';
import type { RouteRow } from '../../shared/routes/index.js';
import { buildTalentia, type TalentiaApp } from '../../infra/aws/app.js';
import { COGNITO_GRANT_ACTIONS, SES_SEND_ACTIONS } from '../../infra/aws/constructs/talentia-function.js';
import {
  actionsOf,
  functionStatements,
  rateExpression,
  removeTempDirs,
  tempDir,
  resources,
  staleNagAcknowledgements,
  stubFunctionsRoot,
  talentiaFunctions,
  testContext,
  unacknowledgedNagFindings,
  type PolicyStatementJson,
} from './helpers.js';

const GRANT_SETS: Grant[][] = [
  [],
  ['table:read'],
  ['table:write'],
  ['table:read', 'files:read'],
  ['table:write', 'files:put', 'files:delete'],
  ['table:read', 'cognito:provision'],
  ['table:write', 'cognito:password'],
  ['table:write', 'files:put'],
  ['table:read', 'keys:open'],
  ['table:write', 'mail:send'],
  ['files:read'],
  ['table:read', 'table:write', 'files:read', 'files:put', 'files:delete', 'cognito:provision', 'cognito:update', 'mail:send', 'keys:seal'],
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const FAMILIES = Array.from({ length: 15 }, (_, i) => `family-${String.fromCharCode(97 + i)}`);

const rows: RouteRow[] = FAMILIES.flatMap((family, f) =>
  Array.from({ length: 7 }, (_, i): RouteRow => {
    const n = f * 7 + i;
    return {
      id: `${family}-route-${i}` as RouteRow['id'],
      method: METHODS[n % METHODS.length],
      path: i === 6 ? `/api/${family}/{id}/files/{key+}` : `/api/${family}/r${i}/{id}`,
      handler: `${family}/route-${i}`,
      family,
      public: n % 10 === 0,
      permission: null,
      tenant: 'caller',
      grants: GRANT_SETS[n % GRANT_SETS.length],
      summary: `synthetic route ${n}`,
      ...(n % 13 === 0 ? { timeoutSeconds: 25, memoryMb: 1024 } : {}),
    };
  }),
);
const jobList: JobDef[] = GRANT_SETS.slice(0, 3).map((grants, i) => ({
  id: `job-${i}`,
  handler: `job-${i}`,
  rateMinutes: [1, 5, 60][i],
  grants,
  summary: `synthetic job ${i}`,
}));

let t: TalentiaApp;
const templates = new Map<string, Template>();
const tpl = (s: { stackName: string }) => templates.get(s.stackName)!;

beforeAll(() => {
  const start = Date.now();
  t = buildTalentia({
    routes: rows,
    jobs: jobList,
    // The product's queues are asserted on the real app (stacks.test.ts).
    colas: [],
    functionsRoot: stubFunctionsRoot(rows, jobList),
    context: testContext({ stage: 'scale' }),
    env: {},
    outdir: tempDir('cdk-out'),
    // Schema validation already runs on the real app (stacks.test.ts); it would add ~3 s here.
    cfnValidation: false,
  });
  for (const s of t.app.node.children) if ('stackName' in s) templates.set((s as any).stackName, Template.fromStack(s as never));
  console.log(`scale app: ${rows.length} routes in ${FAMILIES.length} families built and synthesised in ${Date.now() - start} ms`);
});
afterAll(removeTempDirs);

describe('at ~100 routes', () => {
  it('one stack per family, each far under 500 resources', () => {
    expect(t.families.size).toBe(FAMILIES.length);
    const sizes = [...templates].map(([name, tp]) => [name, Object.keys(tp.toJSON().Resources).length] as const);
    for (const [name, n] of sizes) expect(n, name).toBeLessThan(400);
    // 7 routes per family: function, role, policy, log group, integration, permission, route each.
    expect(Math.max(...sizes.filter(([n]) => n.includes('-Api-')).map(([, n]) => n))).toBeLessThan(60);
  });

  it('one function and one route per row; the CloudFront-origin authorizer on every route (with the token on non-public ones)', () => {
    const fams = [...t.families.values()].map(tpl);
    expect(fams.flatMap((tp) => Object.keys(talentiaFunctions(tp)))).toHaveLength(rows.length);
    const routes = fams.flatMap((tp) => Object.values(resources(tp, 'AWS::ApiGatewayV2::Route')));
    for (const row of rows) {
      const r = routes.filter((x) => x.Properties.RouteKey === `${row.method} ${row.path}`);
      expect(r, row.id).toHaveLength(1);
      expect(r[0].Properties.AuthorizationType).toBe('CUSTOM');
      expect(JSON.stringify(r[0].Properties.AuthorizerId)).toContain(row.public ? 'OriginAuthorizer' : 'TokenAuthorizer');
    }
  });

  it('each function has exactly the permissions of its grants', () => {
    const check = (tp: Template, logicalId: string, grants: readonly Grant[], label: string) => {
      const st = functionStatements(tp, logicalId);
      const actions = actionsOf(st);
      const by = (prefix: string) => [...actions].filter((a) => a.startsWith(prefix)).sort();
      const has = (g: Grant) => grants.includes(g);
      const stmtsWith = (prefix: string): PolicyStatementJson[] =>
        st.filter((s) => [s.Action].flat().some((a) => (a as string).startsWith(prefix)));

      expect(actions.has('dynamodb:PutItem'), label).toBe(has('table:write'));
      expect(actions.has('dynamodb:Query'), label).toBe(has('table:read') || has('table:write'));
      expect(actions.has('s3:GetObject*'), label).toBe(has('files:read'));
      expect(actions.has('s3:PutObject'), label).toBe(has('files:put'));
      expect(actions.has('s3:DeleteObject*'), label).toBe(has('files:delete'));
      const cognito = Object.entries(COGNITO_GRANT_ACTIONS).flatMap(([g, a]) => (has(g as Grant) ? a : []));
      expect(by('cognito-idp:'), label).toEqual([...new Set(cognito)].sort());
      for (const s of stmtsWith('cognito-idp:')) expect(JSON.stringify(s.Resource), label).not.toContain('*');
      expect(by('ses:'), label).toEqual(has('mail:send') ? [...SES_SEND_ACTIONS].sort() : []);
      for (const s of stmtsWith('ses:')) {
        expect(JSON.stringify(s.Resource), label).toMatch(/:identity\/\*"/);
        expect(JSON.stringify(s.Resource), label).toContain(':configuration-set/');
      }
      // keys:seal seals stored secrets; keys:open and mail:send (the SMTP password, D62) open them.
      expect(by('kms:'), label).toEqual([
        ...(has('keys:open') || has('mail:send') ? ['kms:Decrypt'] : []),
        ...(has('keys:seal') ? ['kms:GenerateDataKey'] : []),
      ]);
      for (const a of actions) expect(a, label).toMatch(/^(logs|xray|dynamodb|s3|cognito-idp|ses|kms):/);
      if (grants.length === 0) {
        expect([...actions].sort(), label).toEqual([
          'logs:CreateLogStream',
          'logs:PutLogEvents',
          'xray:PutTelemetryRecords',
          'xray:PutTraceSegments',
        ]);
      }
    };
    expect(rows.filter((r) => grantsOf(r).length === 0).length).toBeGreaterThan(0);
    for (const stack of t.families.values()) {
      const tp = tpl(stack);
      for (const [logicalId, fn] of Object.entries(talentiaFunctions(tp))) {
        const row = rows.find((r) => `${r.method} ${r.path}` === fn.Properties.Description)!;
        check(tp, logicalId, grantsOf(row), row.id);
        expect(fn.Properties.Timeout, row.id).toBe(row.timeoutSeconds ?? 10);
        expect(fn.Properties.MemorySize, row.id).toBe(row.memoryMb ?? 512);
      }
    }
    for (const [logicalId, fn] of Object.entries(talentiaFunctions(tpl(t.jobs)))) {
      const desc = fn.Properties.Description as string;
      const job = desc.startsWith(`deploy ${SEMBRADO.id}:`)
        ? SEMBRADO
        : desc.startsWith(`event ${EVENTOS_EMAIL.id}:`)
          ? EVENTOS_EMAIL
          : jobList.find((j) => desc.startsWith(`job ${j.id}:`))!;
      check(tpl(t.jobs), logicalId, job.grants, job.id);
    }
  });

  it('one rate rule per job', () => {
    // (The other rule takes SES's events to their receiver: an event pattern, no schedule.)
    const rules = Object.values(resources(tpl(t.jobs), 'AWS::Events::Rule'))
      .map((r) => r.Properties.ScheduleExpression)
      .filter(Boolean)
      .sort();
    expect(rules).toEqual(['rate(1 minute)', 'rate(5 minutes)', 'rate(1 hour)'].sort());
    expect(jobList.map((j) => rateExpression(j.rateMinutes)).sort()).toEqual(rules);
  });

  it('cdk-nag has nothing unacknowledged with every kind of grant in use', () => {
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
    expect(staleNagAcknowledgements(t.app)).toEqual([]);
  });
});

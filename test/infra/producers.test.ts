// Weak cross-stack references go stale when a producer resource is replaced in place
// (D73): the consumer's reference (Fn::GetStackOutput + the output's name) does not change, so
// without more `cdk deploy` would skip the consumer. These tests reproduce that case and check that
// the producers' fingerprint makes every consumer's template change with it, and only then.
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../shared/jobs.js';
import { routeList } from '../../shared/routes/index.js';
import { buildTalentia, type TalentiaApp } from '../../infra/aws/app.js';
import { removeTempDirs, resources, stubFunctionsRoot, talentiaFunctions, tempDir, testContext } from './helpers.js';

const functionsRoot = stubFunctionsRoot(routeList, jobs);
const bundleDir = testContext().bundleDir;
afterAll(removeTempDirs);

function build(context: Record<string, unknown> = {}): TalentiaApp {
  return buildTalentia({
    functionsRoot,
    context: testContext({ bundleDir, ...context }),
    env: {},
    cfnValidation: false,
    outdir: tempDir('cdk-out'),
  });
}

/** Every consumer stack, with the producers it reads. */
function consumers(t: TalentiaApp): [Stack, Stack[]][] {
  return [
    ...[...t.families.values()].map((f): [Stack, Stack[]] => [f, [t.data, t.auth, t.mail, t.api]]),
    [t.jobs, [t.data, t.auth, t.mail, t.api]],
    [t.web, [t.data, t.api]],
    [t.monitoring, [t.data, t.api, t.jobs]],
  ];
}

function huellaDe(tp: Template): string {
  const params = Object.values(resources(tp, 'AWS::SSM::Parameter')).filter((p) =>
    String(p.Properties.Description).startsWith('Talentia: huella'),
  );
  expect(params).toHaveLength(1);
  return params[0].Properties.Value as string;
}

/** The template without the fingerprints: what the consumer would be without them. */
function sinHuellas(tp: Template, huella: string): string {
  return JSON.stringify(tp.toJSON()).replaceAll(huella, '<huella>');
}

/** The cross-stack references a template holds. */
function referencias(tp: Template): string[] {
  return [...JSON.stringify(tp.toJSON()).matchAll(/\{"Fn::GetStackOutput":\{[^}]*\}/g)].map((m) => m[0]).sort();
}

let a: TalentiaApp;
let templatesA: Map<Stack, Template>;
beforeAll(() => {
  a = build();
  templatesA = new Map(consumers(a).map(([c]) => [c, Template.fromStack(c)]));
});

describe('producers fingerprint (weak references kept fresh)', () => {
  it('every consumer records the fingerprint of what it reads; every function carries it; CDK deploys the producers first', () => {
    const families = huellaDe(templatesA.get([...a.families.values()][0])!);
    expect(families).toMatch(/^[0-9a-f]{16}$/);
    for (const [consumer, producers] of consumers(a)) {
      const tp = templatesA.get(consumer)!;
      expect(huellaDe(tp), consumer.stackName).toMatch(/^[0-9a-f]{16}$/);
      for (const fn of Object.values(talentiaFunctions(tp)))
        expect(fn.Properties.Environment.Variables.TALENTIA_PRODUCTORES, consumer.stackName).toBe(families);
      // Every stack it reads is in its fingerprint, and is one of its dependencies: `cdk deploy --all`
      // deploys it first.
      const read = new Set(referencias(tp).map((r) => /"StackName":"([^"]+)"/.exec(r)![1]));
      expect(read.size, consumer.stackName).toBeGreaterThan(0);
      for (const name of read) {
        expect(
          producers.map((p) => p.stackName),
          `${consumer.stackName} reads ${name}`,
        ).toContain(name);
        expect(
          consumer.dependencies.map((d) => d.stackName),
          `${consumer.stackName} after ${name}`,
        ).toContain(name);
      }
    }
    expect(huellaDe(templatesA.get(a.jobs)!)).toBe(families);
  });

  it('a producer resource replaced in place (a new hosted-UI domain) leaves the references as they were, but changes every consumer that reads it', () => {
    const b = build({ authDomainPrefix: 'talentia-otro-dominio' });
    const pares = consumers(a).map(([c], i) => [c, consumers(b)[i][0]] as const);
    for (const [ca, cb] of pares) {
      const ta = templatesA.get(ca)!;
      const tb = Template.fromStack(cb);
      // The defect: what the consumer reads is named exactly as before.
      expect(referencias(tb), ca.stackName).toEqual(referencias(ta));
      const readsAuth = consumers(a)
        .find(([c]) => c === ca)![1]
        .includes(a.auth);
      if (readsAuth) {
        expect(huellaDe(tb), `${ca.stackName} reads Auth`).not.toBe(huellaDe(ta));
        // And nothing else distinguishes the two: without the fingerprint the deploy would skip it.
        expect(sinHuellas(tb, huellaDe(tb)), ca.stackName).toBe(sinHuellas(ta, huellaDe(ta)));
      } else {
        expect(huellaDe(tb), `${ca.stackName} does not read Auth`).toBe(huellaDe(ta));
      }
    }
  });

  it('a change no consumer reads (the alarm address) changes no fingerprint', () => {
    const b = build({ alarmEmail: 'guardia@talentia.example' });
    for (const [i, [ca]] of consumers(a).entries())
      expect(huellaDe(Template.fromStack(consumers(b)[i][0])), ca.stackName).toBe(huellaDe(templatesA.get(ca)!));
  });
});

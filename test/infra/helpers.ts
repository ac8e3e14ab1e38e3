// Shared helpers of the CDK suites: throwaway handler stubs (so the stack tests do not depend on
// the real handlers compiling), template queries, and the cdk-nag verdict of a synthesised app.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Stage, Validations, type App, type Stack } from 'aws-cdk-lib';
import { Annotations, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { colas } from '../../shared/colas.js';
import { EVENTOS_EMAIL, SEMBRADO } from '../../shared/despliegue.js';
import type { JobDef } from '../../shared/route-types.js';
import type { RouteRow } from '../../shared/routes/index.js';

const tempDirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `talentia-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const d of tempDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

/** A functions root with a one-line handler for every route and job, in a temporary folder. */
export function stubFunctionsRoot(routes: RouteRow[], jobs: JobDef[]): string {
  const root = tempDir('functions');
  const write = (kind: string, handler: string) => {
    const file = path.join(root, kind, `${handler}.ts`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `export const handler = async () => ({ statusCode: 200, body: ${JSON.stringify(handler)} });\n`);
  };
  for (const r of routes) write('http', r.handler);
  for (const j of jobs) write('jobs', j.handler);
  for (const c of colas) write('jobs', c.handler);
  write('jobs', SEMBRADO.handler);
  write('jobs', EVENTOS_EMAIL.handler);
  return root;
}

/** A web build with just its pages (index.html, entrevista.html, empleo.html, login.html) and one hashed asset. */
export function fakeWebDist(): string {
  const dir = tempDir('web-dist');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script src="/assets/app-1234.js"></script>');
  fs.writeFileSync(path.join(dir, 'entrevista.html'), '<!doctype html><script src="/assets/entrevista-1234.js"></script>');
  fs.writeFileSync(path.join(dir, 'login.html'), '<!doctype html><script src="/assets/login-1234.js"></script>');
  fs.writeFileSync(path.join(dir, 'empleo.html'), '<!doctype html><script src="/assets/empleo-1234.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

/** A production stage's context as the deploy command gives it (docs/deploy.md), less its region and web build. */
export const CONTEXTO_PROD = {
  stage: 'prod',
  webOrigin: 'https://app.talentia.example',
  mailFrom: 'no-reply@talentia.example',
  mailDomain: 'talentia.example',
  alarmEmail: 'guardia@talentia.example',
  superadminEmail: 'direccion@talentia.example',
};

/** Context shared by the suites: fast, isolated bundle and web-build folders. */
export function testContext(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { bundleDir: path.join(tempDir('bundles'), 'out'), webDist: path.join(tempDir('no-web'), 'dist'), ...extra };
}

export interface CfnResourceJson {
  Type: string;
  Properties: Record<string, any>;
}

export function resources(template: Template, type?: string): Record<string, CfnResourceJson> {
  const all = template.toJSON().Resources as Record<string, CfnResourceJson>;
  return Object.fromEntries(Object.entries(all).filter(([, r]) => !type || r.Type === type));
}

/** The product's own functions (CDK custom-resource handlers are not counted). */
export function talentiaFunctions(template: Template): Record<string, CfnResourceJson> {
  return Object.fromEntries(
    Object.entries(resources(template, 'AWS::Lambda::Function')).filter(
      ([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'talentia',
    ),
  );
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Every Allow statement of every policy attached to the role of a function of the template. */
export function functionStatements(template: Template, functionLogicalId: string): PolicyStatementJson[] {
  const fn = resources(template)[functionLogicalId];
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  const role = resources(template)[roleId];
  const inline = (role.Properties.Policies ?? []).flatMap((p: any) => p.PolicyDocument.Statement);
  const attached = Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as unknown[]).some((r: any) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
  return [...inline, ...attached].filter((s: PolicyStatementJson) => s.Effect === 'Allow');
}

export function actionsOf(statements: PolicyStatementJson[]): Set<string> {
  return new Set(statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action])));
}

export function managedPolicyArnsOfFunctionRole(template: Template, functionLogicalId: string): unknown[] {
  const fn = resources(template)[functionLogicalId];
  return resources(template)[fn.Properties.Role['Fn::GetAtt'][0]].Properties.ManagedPolicyArns ?? [];
}

/**
 * cdk-nag's AwsSolutions findings that are NOT acknowledged, errors and warnings alike. Call it
 * after the app has been synthesised (e.g. after Template.fromStack): some acknowledgements are
 * recorded during synthesis, once cross-stack references have their final form.
 */
export function unacknowledgedNagFindings(app: App): { rule: string; severity: string; paths: string[] }[] {
  const report = new AwsSolutionsChecks(undefined, { verbose: false }).validateScope(app);
  return report.violations.map((v) => ({
    rule: v.ruleName,
    severity: v.severity ?? 'error',
    paths: v.violatingResources.map((r) => r.constructPath ?? r.resourceLogicalId ?? '?'),
  }));
}

/** Every AwsSolutions finding, acknowledged or not: what the acknowledgements are answering. */
export function allNagFindings(app: App): { rule: string; paths: string[] }[] {
  const checks = new AwsSolutionsChecks(undefined, { verbose: false });
  // A probe only: treat nothing as acknowledged (isAcknowledged is private in the typings).
  (checks as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  return checks.validateScope(app).violations.map((v) => ({
    rule: v.ruleName,
    paths: v.violatingResources.map((r) => r.constructPath ?? '?'),
  }));
}

/** Acknowledgements of AwsSolutions rules that match no finding: stale, they would hide a future one. */
export function staleNagAcknowledgements(app: App): Acknowledgement[] {
  const findings = allNagFindings(app);
  return acknowledgements(app).filter(
    (a) =>
      a.id.startsWith('AwsSolutions-') &&
      !findings.some((f) => f.rule === a.id && f.paths.some((p) => p === a.path || p.startsWith(`${a.path}/`))),
  );
}

export interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

/** Every acknowledgement recorded in the construct tree (Validations.of(x).acknowledge). */
export function acknowledgements(scope: IConstruct): Acknowledgement[] {
  const out: Acknowledgement[] = [];
  for (const c of scope.node.findAll()) {
    for (const m of c.node.metadata) {
      if (m.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY || !m.data) continue;
      for (const [id, reason] of Object.entries(m.data as Record<string, string>)) {
        out.push({ path: c.node.path, id: id.replace(/^annotation::/i, ''), reason });
      }
    }
  }
  return out;
}

/**
 * Annotations.fromStack, read from the app's synthesis instead of a new one. Annotations.fromStack
 * synthesises the whole app again on every call (`synth({ force: true })`, CloudFormation schema
 * check included): with 25 stacks, two reads per stack were 50 syntheses, 73 s of stacks.test.ts's
 * 121 s in a CPU profile (docs/performance.md, "the CDK test layer"). The app's first synthesis
 * (Template.fromStack) keeps each stack's messages in its cloud assembly; this reads them there,
 * with the same matchers.
 */
export function annotationsOf(stack: Stack): Annotations {
  const stage = Stage.of(stack);
  if (!stage) throw new Error(`${stack.node.path} is in no app`);
  const messages = stage.synth().getStackArtifact(stack.artifactId).messages;
  // The constructor is private in the typings: it takes the stack artifact's messages, as fromStack does.
  return new (Annotations as unknown as new (m: typeof messages) => Annotations)(messages);
}

export function templates<T extends Stack>(stacks: T[]): Map<T, Template> {
  return new Map(stacks.map((s) => [s, Template.fromStack(s)]));
}

/** How EventBridge (via CDK's Schedule.rate) writes a rate of N minutes: `rate(5 minutes)`, `rate(1 hour)`. */
export function rateExpression(minutes: number): string {
  const [n, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `rate(${n} ${unit}${n === 1 ? '' : 's'})`;
}

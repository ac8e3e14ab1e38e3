// cdk-nag (v3, a CDK validation plugin) and the project's acknowledgements. Every finding we accept
// is acknowledged on the narrowest construct with a reason that says why; the list with the reasons
// is in docs/deploy.md. Anything not acknowledged fails `cdk synth`.
import { CfnResource, Stack, Validations, type App } from 'aws-cdk-lib';
import { CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}

/** Acknowledges one AwsSolutions rule (`'IAM4'`, `'IAM5[Resource::*]'`) on a construct and its children. */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

interface PolicyStatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

/** One kind of wildcard we accept in a function's IAM policy, and why. */
export interface ExpectedWildcard {
  /** The actions of the statement the wildcard appears in (all of them must pass). */
  actions: (action: string) => boolean;
  /**
   * The exact IAM5 findings accepted, e.g. `Resource::<table arn>/index/*` or `Action::s3:GetObject*`.
   * `flat` renders a value (a token) the way cdk-nag does, as seen from the policy's stack.
   */
  findings: (flat: (value: unknown) => string) => (string | RegExp)[];
  reason: string;
}

/** Action groups that CDK's bucket grants use (object/version variants of the same operations). */
export const S3_GRANT_ACTION_GROUPS = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Acknowledges the IAM5 wildcard findings of the policies under `scope` that match `expected`.
 *
 * IAM5 finding ids embed the resource as CloudFormation renders it, and for a cross-stack reference
 * that is the stack output CDK generates while it prepares the app. So the check runs as a construct
 * validation, which CDK calls after references are resolved and before validation plugins (cdk-nag)
 * run. A finding is acknowledged only when every statement that produces it matches an expected
 * wildcard; anything else stays a cdk-nag error.
 */
export function acknowledgeExpectedWildcards(scope: IConstruct, expected: ExpectedWildcard[]): void {
  let done = false;
  scope.node.addValidation({
    validate: () => {
      if (done) return [];
      done = true;
      for (const node of scope.node.findAll()) {
        if (!(node instanceof CfnPolicy || node instanceof CfnRole)) continue;
        const stack = Stack.of(node);
        const flat = (value: unknown) => flattenCfnReference(stack.resolve(value));
        const accepted = expected.map((e) => {
          const patterns = e.findings(flat);
          return { ...e, accepts: (f: string) => patterns.some((p) => (typeof p === 'string' ? p === f : p.test(f))) };
        });
        const documents =
          node instanceof CfnPolicy
            ? [stack.resolve(node.policyDocument)]
            : asArray(stack.resolve(node.policies) as { policyDocument: unknown }[]).map((p) => stack.resolve(p.policyDocument));
        // finding → reasons of the statements that produce it (undefined: a statement we do not expect)
        const byFinding = new Map<string, (string | undefined)[]>();
        for (const doc of documents) {
          for (const st of asArray((doc as { Statement?: PolicyStatementJson[] }).Statement)) {
            if (st.Effect !== 'Allow') continue;
            const actions = asArray(st.Action);
            const findings = [
              ...actions.filter((a) => a.includes('*')).map((a) => `Action::${a}`),
              ...asArray(st.Resource)
                .map((r) => flattenCfnReference(r))
                .filter((r) => r.includes('*'))
                .map((r) => `Resource::${r}`),
            ];
            for (const finding of findings) {
              const match = accepted.find((e) => e.accepts(finding) && actions.every(e.actions));
              byFinding.set(finding, [...(byFinding.get(finding) ?? []), match?.reason]);
            }
          }
        }
        for (const [finding, reasons] of byFinding) {
          if (reasons.some((r) => r === undefined)) continue;
          acknowledge(node, `IAM5[${finding}]`, [...new Set(reasons)].join(' '));
        }
      }
      return [];
    },
  });
}

/** The CloudFormation resource of an L2 construct, for acknowledgements that must not reach its children. */
export function cfn(scope: IConstruct): CfnResource {
  const child = scope.node.defaultChild;
  if (!(child instanceof CfnResource)) throw new Error(`${scope.node.path} has no CloudFormation resource`);
  return child;
}

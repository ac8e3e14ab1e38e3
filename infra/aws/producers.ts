// Weak cross-stack references (Fn::GetStackOutput, cdk.json's defaultCrossStackReferences) never lock
// a producer, but CloudFormation resolves them only when the consuming stack is created or updated:
// "if the referenced stack or output is later deleted or modified, the consuming stack is not
// automatically updated" (AWS, Fn::GetStackOutput). A producer resource replaced in place — a new
// user-pool client, authorizer, secret or queue under the same logical id — keeps its output's name,
// so the consumers' templates do not change, `cdk deploy` skips them, and they keep the old value.
//
// So every consumer carries a fingerprint of the templates of the stacks it reads: when a producer's
// template changes, so does every consumer's (a parameter of its own, and each function's
// environment), CloudFormation updates them after the producer (CDK deploys in reference order), and
// the references are resolved again (docs/decisions/ D73).
import { createHash } from 'node:crypto';
import { Lazy, Stack } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';

/** CDK renders a stack's template with this (what `cdk synth` writes); not part of the typed API. */
interface Renderable {
  _toCloudFormation(): { Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }> };
}

const DESCRIPCION = 'Talentia: huella de las plantillas';
export const FINGERPRINT_VARIABLE = 'TALENTIA_PRODUCTORES';

/**
 * A producer's template without its own fingerprints (a producer may itself read others): only what
 * the producer is counts, so a change two stacks away does not ripple through stacks that do not read it.
 */
function plantillaPropia(p: Stack): unknown {
  const tpl = (p as unknown as Renderable)._toCloudFormation();
  const resources = Object.fromEntries(
    Object.entries(tpl.Resources ?? {})
      .filter(([, r]) => !(r.Type === 'AWS::SSM::Parameter' && String(r.Properties?.Description ?? '').startsWith(DESCRIPCION)))
      .map(([id, r]) => {
        const env = (r.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
        if (r.Type !== 'AWS::Lambda::Function' || !env || !(FINGERPRINT_VARIABLE in env)) return [id, r];
        const { [FINGERPRINT_VARIABLE]: _, ...rest } = env;
        return [id, { ...r, Properties: { ...r.Properties, Environment: { Variables: rest } } }];
      }),
  );
  return { ...tpl, Resources: resources };
}

/**
 * A token that resolves at synthesis to a hash of the producers' templates (computed once). It is
 * resolved while the consumers are rendered, after CDK has added to the producers the outputs the
 * references need, so a new output counts too.
 */
export function producersFingerprint(productores: Stack[]): string {
  let huella: string | undefined;
  return Lazy.string({
    produce: () =>
      (huella ??= createHash('sha256')
        .update(JSON.stringify(productores.map((p) => [p.stackName, plantillaPropia(p)])))
        .digest('hex')
        .slice(0, 16)),
  });
}

/**
 * The consumer's record of the producers it was deployed against: a (free, standard) SSM parameter
 * whose value is their fingerprint, so a changed producer always changes the consumer's template.
 */
export function recordProducers(consumidor: Stack, productores: Stack[], huella = producersFingerprint(productores)): void {
  new ssm.StringParameter(consumidor, 'Productores', {
    description: `${DESCRIPCION} de ${productores.map((p) => p.stackName).join(', ')} con las que se desplegó este stack`,
    stringValue: huella,
  });
}

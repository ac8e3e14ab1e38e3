// The AWS Parameters and Secrets Lambda Extension's layer, by region. aws-cdk-lib's table (version
// 1.0.103) has 21 regions: a stack pinned to another region failed at synth, and an
// environment-agnostic one at deploy (`Fn::FindInMap`). Those regions keep aws-cdk-lib's ARN (the
// layer the functions have run on); the others take the ARN AWS publishes for them, pinned here to
// the version listed on "AWS Parameters and Secrets Lambda Extension ARNs"
// (https://docs.aws.amazon.com/systems-manager/latest/userguide/ps-integration-lambda-extensions.html#ps-integration-lambda-extensions-add,
// last updated 28 July 2026). A region in neither table is refused at synth, naming it.
import { Aws, CfnMapping, Duration, Stack, Token } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Fact, RegionInfo } from 'aws-cdk-lib/region-info';
import type { Construct } from 'constructs';

/** The extension's version in aws-cdk-lib's table (the layer the 21 regions it knows keep). */
export const EXTENSION_VERSION = lambda.ParamsAndSecretsVersions.V1_0_103;

type Architecture = 'arm64' | 'x86_64';

/** AWS's published layer of each region aws-cdk-lib's table lacks: the account that publishes it, and each architecture's layer version. */
const PUBLISHED_LAYERS: Record<string, { account: string; arm64: number; x86_64: number }> = {
  'ap-east-2': { account: '890742577149', arm64: 65, x86_64: 69 },
  'ap-northeast-3': { account: '576959938190', arm64: 91, x86_64: 94 },
  'ap-south-2': { account: '070087711984', arm64: 83, x86_64: 91 },
  'ap-southeast-4': { account: '090732460067', arm64: 83, x86_64: 84 },
  'ap-southeast-5': { account: '381492012281', arm64: 83, x86_64: 83 },
  'ap-southeast-6': { account: '995508174458', arm64: 76, x86_64: 78 },
  'ap-southeast-7': { account: '941377119484', arm64: 83, x86_64: 84 },
  'ca-west-1': { account: '243964427225', arm64: 70, x86_64: 71 },
  'eu-central-2': { account: '772501565639', arm64: 70, x86_64: 78 },
  'eu-south-2': { account: '524103009944', arm64: 82, x86_64: 90 },
  'il-central-1': { account: '148806536434', arm64: 70, x86_64: 71 },
  'me-central-1': { account: '858974508948', arm64: 49, x86_64: 60 },
  'mx-central-1': { account: '241533131596', arm64: 67, x86_64: 68 },
};

function publishedLayerArn(region: string, architecture: Architecture): string | undefined {
  const p = PUBLISHED_LAYERS[region];
  if (!p) return undefined;
  const name = `AWS-Parameters-and-Secrets-Lambda-Extension${architecture === 'arm64' ? '-Arm64' : ''}`;
  return `arn:aws:lambda:${region}:${p.account}:layer:${name}:${p[architecture]}`;
}

/** The layer's ARN in a region, or undefined where neither table has one. */
export function layerArnIn(region: string, architecture: Architecture = 'arm64'): string | undefined {
  return RegionInfo.get(region).paramsAndSecretsLambdaLayerArn(EXTENSION_VERSION, architecture) ?? publishedLayerArn(region, architecture);
}

/** Every region the layer is known in (both tables), sorted. */
export function layerRegions(architecture: Architecture = 'arm64'): string[] {
  return [...new Set([...Fact.regions, ...Object.keys(PUBLISHED_LAYERS)])].filter((r) => layerArnIn(r, architecture)).sort();
}

/**
 * The layer's ARN for the functions of `scope`'s stack: the region's when the stack is pinned (a
 * region with none fails here, at synth); otherwise a mapping of every known region, looked up at
 * deploy time, one per stack.
 */
export function layerArn(scope: Construct, architecture: Architecture = 'arm64'): string {
  const stack = Stack.of(scope);
  if (!Token.isUnresolved(stack.region)) {
    const arn = layerArnIn(stack.region, architecture);
    if (!arn)
      throw new Error(
        `The AWS Parameters and Secrets Lambda Extension has no known ${architecture} layer in ${stack.region}: add AWS's published ARN to infra/aws/secrets-extension.ts (docs/deploy.md, "Regions")`,
      );
    return arn;
  }
  const id = `SecretsExtensionLayer${architecture === 'arm64' ? 'Arm64' : 'X8664'}`;
  const mapping =
    (stack.node.tryFindChild(id) as CfnMapping | undefined) ??
    new CfnMapping(stack, id, {
      mapping: Object.fromEntries(layerRegions(architecture).map((r) => [r, { arn: layerArnIn(r, architecture)! }])),
    });
  return mapping.findInMap(Aws.REGION, 'arn');
}

/** The extension as the functions that read a secret carry it (constructs/talentia-function.ts, the origin authorizer). */
export function secretsExtension(scope: Construct): lambda.ParamsAndSecretsLayerVersion {
  return lambda.ParamsAndSecretsLayerVersion.fromVersionArn(layerArn(scope), {
    httpPort: 2773,
    cacheSize: 10,
    secretsManagerTtl: Duration.minutes(5),
    // Under the request's own 3 s wait for the secret (functions/lib/secrets.ts).
    secretsManagerTimeout: Duration.seconds(2),
    logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
  });
}

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

type Arquitectura = 'arm64' | 'x86_64';

/** AWS's published layer of each region aws-cdk-lib's table lacks: the account that publishes it, and each architecture's layer version. */
const PUBLICADAS: Record<string, { cuenta: string; arm64: number; x86_64: number }> = {
  'ap-east-2': { cuenta: '890742577149', arm64: 65, x86_64: 69 },
  'ap-northeast-3': { cuenta: '576959938190', arm64: 91, x86_64: 94 },
  'ap-south-2': { cuenta: '070087711984', arm64: 83, x86_64: 91 },
  'ap-southeast-4': { cuenta: '090732460067', arm64: 83, x86_64: 84 },
  'ap-southeast-5': { cuenta: '381492012281', arm64: 83, x86_64: 83 },
  'ap-southeast-6': { cuenta: '995508174458', arm64: 76, x86_64: 78 },
  'ap-southeast-7': { cuenta: '941377119484', arm64: 83, x86_64: 84 },
  'ca-west-1': { cuenta: '243964427225', arm64: 70, x86_64: 71 },
  'eu-central-2': { cuenta: '772501565639', arm64: 70, x86_64: 78 },
  'eu-south-2': { cuenta: '524103009944', arm64: 82, x86_64: 90 },
  'il-central-1': { cuenta: '148806536434', arm64: 70, x86_64: 71 },
  'me-central-1': { cuenta: '858974508948', arm64: 49, x86_64: 60 },
  'mx-central-1': { cuenta: '241533131596', arm64: 67, x86_64: 68 },
};

function publicada(region: string, arquitectura: Arquitectura): string | undefined {
  const p = PUBLICADAS[region];
  if (!p) return undefined;
  const nombre = `AWS-Parameters-and-Secrets-Lambda-Extension${arquitectura === 'arm64' ? '-Arm64' : ''}`;
  return `arn:aws:lambda:${region}:${p.cuenta}:layer:${nombre}:${p[arquitectura]}`;
}

/** The layer's ARN in a region, or undefined where neither table has one. */
export function layerArnEn(region: string, arquitectura: Arquitectura = 'arm64'): string | undefined {
  return RegionInfo.get(region).paramsAndSecretsLambdaLayerArn(EXTENSION_VERSION, arquitectura) ?? publicada(region, arquitectura);
}

/** Every region the layer is known in (both tables), sorted. */
export function regionesConLayer(arquitectura: Arquitectura = 'arm64'): string[] {
  return [...new Set([...Fact.regions, ...Object.keys(PUBLICADAS)])].filter((r) => layerArnEn(r, arquitectura)).sort();
}

/**
 * The layer's ARN for the functions of `scope`'s stack: the region's when the stack is pinned (a
 * region with none fails here, at synth); otherwise a mapping of every known region, looked up at
 * deploy time, one per stack.
 */
export function layerArn(scope: Construct, arquitectura: Arquitectura = 'arm64'): string {
  const stack = Stack.of(scope);
  if (!Token.isUnresolved(stack.region)) {
    const arn = layerArnEn(stack.region, arquitectura);
    if (!arn)
      throw new Error(
        `The AWS Parameters and Secrets Lambda Extension has no known ${arquitectura} layer in ${stack.region}: add AWS's published ARN to infra/aws/secrets-extension.ts (docs/deploy.md, "Regions")`,
      );
    return arn;
  }
  const id = `SecretsExtensionLayer${arquitectura === 'arm64' ? 'Arm64' : 'X8664'}`;
  const mapping =
    (stack.node.tryFindChild(id) as CfnMapping | undefined) ??
    new CfnMapping(stack, id, {
      mapping: Object.fromEntries(regionesConLayer(arquitectura).map((r) => [r, { arn: layerArnEn(r, arquitectura)! }])),
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

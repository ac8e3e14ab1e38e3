// One stack per route family (`Talentia-<stage>-Api-<family>`): a function and a route for each of
// the family's rows of shared/routes/, attached to the shared HTTP API of the Api stack.
import { Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpAuthorizer,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { grantsOf } from '../../../shared/route-types.js';
import type { RouteRow } from '../../../shared/routes/index.js';
import type { TalentiaConfig } from '../config.js';
import { TalentiaFunction, type SharedResources } from '../constructs/talentia-function.js';

export interface ApiFamilyStackProps extends StackProps {
  config: TalentiaConfig;
  family: string;
  rows: RouteRow[];
  httpApi: IHttpApi;
  /** The public routes' authorizer (the Api stack's origin authorizer: through CloudFront only). */
  originAuthorizerId: string;
  /** The protected routes' authorizer: through CloudFront only, and with an Authorization header. */
  tokenAuthorizerId: string;
  shared: SharedResources;
  /** Bundle folder of each handler module (`sistema/health` → its folder). */
  codeDirs: (handler: string) => string;
}

/** `sistemaOpenapi` → `SistemaOpenapi`, `cierre-mes` → `CierreMes`: construct ids from row ids. */
export function constructId(id: string): string {
  return id.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/**
 * A route's construct id is its route key (`GET /api/empresas/{id}`), which the spec fixes, not its
 * row's id. API Gateway refuses a second route with the same key, and CloudFormation creates a
 * resource under a new logical id before it deletes the one under the old id: a route named after its
 * row would make renaming the row fail the deploy (409 "Route with key … already exists"). Named
 * after its key, the route, and the integration and permission under it, stay; a renamed row's new
 * function replaces the old one behind them (docs/deploy.md, "Renaming a row").
 */
export function routeConstructId(row: Pick<RouteRow, 'method' | 'path'>): string {
  return `Route ${row.method} ${row.path}`;
}

export class ApiFamilyStack extends Stack {
  readonly functions = new Map<string, TalentiaFunction>();

  constructor(scope: Construct, id: string, props: ApiFamilyStackProps) {
    super(scope, id, props);
    // A route with a Lambda authorizer has authorization type CUSTOM.
    const authorizers = new Map<string, IHttpRouteAuthorizer>();
    const authorizer = (id: string, authorizerId: string) => {
      if (!authorizers.has(id))
        authorizers.set(id, HttpAuthorizer.fromHttpAuthorizerAttributes(this, id, { authorizerId, authorizerType: 'CUSTOM' }));
      return authorizers.get(id)!;
    };

    for (const row of props.rows) {
      const name = constructId(row.id);
      const fn = new TalentiaFunction(this, name, {
        codeDir: props.codeDirs(row.handler),
        grants: grantsOf(row),
        colas: row.colas,
        description: `${row.method} ${row.path}`,
        timeoutSeconds: row.timeoutSeconds,
        memoryMb: row.memoryMb,
        shared: props.shared,
        config: props.config,
      });
      this.functions.set(row.id, fn);

      // Every row answers only requests that came through CloudFront (the origin header); a public row
      // takes no token, every other row needs one (API Gateway refuses a request without it; the
      // handler verifies it: signature, issuer, audience, expiry, token_use).
      new HttpRoute(this, routeConstructId(row), {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(row.path, HttpMethod[row.method]),
        integration: new HttpLambdaIntegration('Integration', fn.function),
        authorizer: row.public
          ? authorizer('OriginAuthorizer', props.originAuthorizerId)
          : authorizer('TokenAuthorizer', props.tokenAuthorizerId),
      });
    }
  }
}

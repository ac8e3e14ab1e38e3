// One stack per route family (`Talentia-<stage>-Api-<family>`): a function and a route for each of
// the family's rows of shared/routes.ts, attached to the shared HTTP API of the Api stack.
import { Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpAuthorizer,
  HttpAuthorizerType,
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
  jwtAuthorizerId: string;
  /** The public routes' authorizer (the Api stack's origin authorizer: through CloudFront only). */
  originAuthorizerId: string;
  shared: SharedResources;
  /** Bundle folder of each handler module (`sistema/health` → its folder). */
  codeDirs: (handler: string) => string;
}

/** `openapi` → `Openapi`, `empresas-create` → `EmpresasCreate`: construct ids from route ids. */
export function constructId(id: string): string {
  return id.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

export class ApiFamilyStack extends Stack {
  readonly functions = new Map<string, TalentiaFunction>();

  constructor(scope: Construct, id: string, props: ApiFamilyStackProps) {
    super(scope, id, props);
    let jwt: IHttpRouteAuthorizer | undefined;
    const jwtAuthorizer = () =>
      (jwt ??= HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'JwtAuthorizer', {
        authorizerId: props.jwtAuthorizerId,
        authorizerType: HttpAuthorizerType.JWT,
      }));
    let origin: IHttpRouteAuthorizer | undefined;
    // A route with a Lambda authorizer has authorization type CUSTOM.
    const originAuthorizer = () =>
      (origin ??= HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'OriginAuthorizer', {
        authorizerId: props.originAuthorizerId,
        authorizerType: 'CUSTOM',
      }));

    for (const row of props.rows) {
      const name = constructId(row.id);
      const fn = new TalentiaFunction(this, name, {
        codeDir: props.codeDirs(row.handler),
        grants: grantsOf(row),
        description: `${row.method} ${row.path}`,
        timeoutSeconds: row.timeoutSeconds,
        memoryMb: row.memoryMb,
        shared: props.shared,
        config: props.config,
      });
      this.functions.set(row.id, fn);

      // A public row takes no token, but only requests that came through CloudFront (the origin
      // header); every other row needs a Cognito ID token, checked by API Gateway and again by the handler.
      new HttpRoute(this, `${name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(row.path, HttpMethod[row.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn.function),
        authorizer: row.public ? originAuthorizer() : jwtAuthorizer(),
      });
    }
  }
}

// The one HTTP API every route family attaches to: its $default stage (access logs, throttling),
// CORS for the web origin, and the JWT authorizer on the Cognito user pool. The routes and their
// functions live in the family stacks (api-family-stack.ts) so that no stack nears 500 resources.
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { TalentiaConfig } from '../config.js';

export interface ApiStackProps extends StackProps {
  config: TalentiaConfig;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /**
   * Created here explicitly (not lazily by the first protected route, as HttpJwtAuthorizer does) so
   * that it exists once, in this stack, whatever the route table holds.
   */
  readonly jwtAuthorizer: HttpAuthorizer;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${config.prefix}api`,
      description: 'Talentia API: one Lambda per route of shared/routes.ts',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [config.webOrigin],
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.PATCH,
          CorsHttpMethod.DELETE,
          CorsHttpMethod.OPTIONS,
        ],
        allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-request-id'],
        exposeHeaders: ['x-request-id'],
        maxAge: Duration.hours(1),
      },
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userId: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    const { region } = Stack.of(this);
    this.jwtAuthorizer = new HttpAuthorizer(this, 'JwtAuthorizer', {
      httpApi: this.httpApi,
      authorizerName: 'cognito-jwt',
      type: HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    new CfnOutput(this, 'ApiUrl', { value: this.stage.url });
  }

  /** The API's own host name (CloudFront's `/api/*` origin). */
  get apiDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}

// The one HTTP API every route family attaches to: its $default stage (access logs, throttling),
// CORS for the web origin, and the origin authorizers that let every route be called through
// CloudFront only (D71, D73): the public routes need CloudFront's header, the others that
// header and a bearer token (which the handler verifies: signature, issuer, audience, expiry). The routes and their functions
// live in the family stacks (api-family-stack.ts) so that no stack nears 500 resources.
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  AuthorizerPayloadVersion,
  CorsHttpMethod,
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../../shared/constants.js';
import type { TalentiaConfig } from '../config.js';
import { secretsExtension } from '../constructs/talentia-function.js';
import { acknowledge, cfn } from '../nag.js';

/**
 * The header CloudFront adds to every request it sends to the API (its `/api/*` origin). Defined in
 * shared/constants.ts, where the functions read it too (they import nothing from infra).
 */
export { ORIGIN_VERIFY_HEADER };

/**
 * How long API Gateway keeps the origin authorizer's answer for one header value (its maximum is
 * one hour). Every request through CloudFront carries the same value, so the function runs about
 * once an hour; a missing header is refused by API Gateway itself, without running it.
 */
export const ORIGIN_AUTHORIZER_CACHE = Duration.hours(1);

/**
 * The origin authorizer (payload 2.0, simple response): authorised when the header equals the
 * secret's current or previous value, compared in constant time. The values are read at run time
 * through the Parameters and Secrets extension (ORIGIN_VERIFY_SECRET_ID names the secret; never its
 * value in the environment, where lambda:GetFunctionConfiguration would show it) and kept five
 * minutes, as the extension does. Accepting the previous value is the rotation rule of the session
 * secret: after a put-secret-value the distribution still sends the old value until it is redeployed
 * (docs/operations.md, "Rotating the origin header"). Inline: no bundle, no SDK (Node's fetch).
 */
export const ORIGIN_AUTHORIZER_CODE = `const { timingSafeEqual } = require('node:crypto');
const TTL_MS = 5 * 60 * 1000;
let held;
async function read(stage) {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || '2773';
  const query = new URLSearchParams({ secretId: process.env.ORIGIN_VERIFY_SECRET_ID || '', versionStage: stage });
  const res = await fetch('http://localhost:' + port + '/secretsmanager/get?' + query, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN || '' },
    signal: AbortSignal.timeout(2500),
  });
  if (!res.ok) {
    if (stage === 'AWSPREVIOUS' && res.status < 500) return '';
    throw new Error('origin secret ' + stage + ': ' + res.status);
  }
  return (await res.json()).SecretString || '';
}
async function values(now) {
  if (held && held.until > now) return held.values;
  const read2 = Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS')]).then((v) => v.filter((x) => x.length >= 32).map((x) => Buffer.from(x)));
  held = { values: read2, until: now + TTL_MS };
  read2.catch(() => { held = undefined; });
  return read2;
}
exports.handler = async (event) => {
  const got = Buffer.from((event.headers && event.headers['${ORIGIN_VERIFY_HEADER}']) || '');
  const known = await values(Date.now());
  return { isAuthorized: known.some((v) => v.length === got.length && timingSafeEqual(got, v)) };
};
`;

export interface ApiStackProps extends StackProps {
  config: TalentiaConfig;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /**
   * The public (token-less) routes' authorizer: it lets a request through only when it carries the
   * secret header CloudFront adds (ORIGIN_VERIFY_HEADER), so they cannot be called on the
   * execute-api endpoint directly, around CloudFront (and its WAF).
   */
  readonly originAuthorizer: HttpAuthorizer;
  /**
   * The protected routes' authorizer: the same check, with the Authorization header as a second
   * identity source, so API Gateway refuses a request without a token before running anything (an
   * HTTP API route has a single authorizer, so this replaces API Gateway's JWT authorizer: the
   * handler verifies the token, as it always did — docs/deploy.md, "The API behind CloudFront").
   */
  readonly tokenAuthorizer: HttpAuthorizer;
  /** The header's value (generated, in Secrets Manager): CloudFront gets it at deploy time, the authorizer reads it at run time. */
  readonly originVerifySecret: Secret;
  readonly originAuthorizerFunction: lambda.Function;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${config.prefix}api`,
      description: 'Talentia API: one Lambda per route of shared/routes/',
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
        // content-disposition: a download's name (the SaaS panel's CSV exports, D97).
        exposeHeaders: ['x-request-id', 'content-disposition'],
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
          }),
        ),
      },
    });

    const { region } = Stack.of(this);

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `Talentia ${config.stage}: value of the ${ORIGIN_VERIFY_HEADER} header CloudFront sends to the API`,
      // Header-safe characters only.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(
      this.originVerifySecret,
      'SMG4',
      'Rotated by hand (docs/operations.md, "Rotating the origin header"): put-secret-value, then a deploy with the next originVerifyRotation makes CloudFormation resolve the new value into the distribution; the authorizer reads the current and previous values at run time, so nothing is refused in between. A rotation Lambda could not redeploy the distribution.',
    );
    const authorizerLogs = new LogGroup(this, 'OriginAuthorizerLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Its own role: its own log group, and reading the origin secret.
    const authorizerRole = new Role(this, 'OriginAuthorizerRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Talentia origin authorizer: the API routes answer only requests that came through CloudFront',
    });
    authorizerLogs.grantWrite(authorizerRole);
    this.originAuthorizerFunction = new lambda.Function(this, 'OriginAuthorizerFunction', {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: lambda.Code.fromInline(ORIGIN_AUTHORIZER_CODE),
      memorySize: 128,
      timeout: Duration.seconds(3),
      role: authorizerRole,
      logGroup: authorizerLogs,
      description: `Talentia ${config.stage}: API routes only through CloudFront (${ORIGIN_VERIFY_HEADER})`,
      // The secret's ARN only: the value is read at run time (ORIGIN_AUTHORIZER_CODE).
      environment: { ORIGIN_VERIFY_SECRET_ID: this.originVerifySecret.secretArn },
      paramsAndSecrets: secretsExtension(),
    });
    this.originVerifySecret.grantRead(authorizerRole);
    acknowledge(
      cfn(this.originAuthorizerFunction),
      'L1',
      'nodejs22.x like every function of the product (the oldest non-deprecated runtime the bundles run on); the authorizer is five lines of inline code that any later runtime runs unchanged.',
    );
    const authorizerUri = `arn:${this.partition}:apigateway:${region}:lambda:path/2015-03-31/functions/${this.originAuthorizerFunction.functionArn}/invocations`;
    const originAuthorizer = (id: string, name: string, identitySource: string[]) => {
      const authorizer = new HttpAuthorizer(this, id, {
        httpApi: this.httpApi,
        authorizerName: name,
        type: HttpAuthorizerType.LAMBDA,
        identitySource,
        authorizerUri,
        payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
        enableSimpleResponses: true,
        resultsCacheTtl: ORIGIN_AUTHORIZER_CACHE,
      });
      this.originAuthorizerFunction.addPermission(`${id}Invoke`, {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.formatArn({
          service: 'execute-api',
          resource: this.httpApi.apiId,
          resourceName: `authorizers/${authorizer.authorizerId}`,
        }),
      });
      return authorizer;
    };
    this.originAuthorizer = originAuthorizer('OriginAuthorizer', 'cloudfront-origin', [`$request.header.${ORIGIN_VERIFY_HEADER}`]);
    // Cached per (header, token) pair: about once per signed-in user and hour.
    this.tokenAuthorizer = originAuthorizer('TokenAuthorizer', 'cloudfront-origin-token', [
      `$request.header.${ORIGIN_VERIFY_HEADER}`,
      '$request.header.Authorization',
    ]);

    new CfnOutput(this, 'ApiUrl', { value: this.stage.url });
  }

  /** The API's own host name (CloudFront's `/api/*` origin). */
  get apiDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}

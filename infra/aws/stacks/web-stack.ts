// The front door: one CloudFront distribution serving the single-page app from a private bucket,
// `/api/*` from the HTTP API and `/uploads/*` (public avatars) from the files bucket, so the browser
// sees a single origin (no CORS, one TLS certificate). The web build is uploaded when it exists.
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  Aws,
  CfnCondition,
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
  type ICfnConditionExpression,
  type StackProps,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Fact, RegionInfo } from 'aws-cdk-lib/region-info';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, SECURITY_HEADERS, UPLOADS_CSP, VIEWER_ADDRESS_HEADER, webCsp } from '../../../shared/constants.js';
import type { TalentiaConfig } from '../config.js';
import { acknowledge, acknowledgeExpectedWildcards, cfn, S3_GRANT_ACTION_GROUPS } from '../nag.js';
import { PUBLIC_UPLOADS_PREFIX } from './data-stack.js';

export interface WebStackProps extends StackProps {
  config: TalentiaConfig;
  logsBucket: s3.IBucket;
  filesBucket: s3.IBucket;
  apiDomainName: string;
  /** The value CloudFront sends in the origin header to the API (the Api stack's origin authorizer checks it). */
  originVerifySecret: ISecret;
  /** The web ACL of the Waf stack (context waf), when the app creates one. */
  webAclArn?: string;
}

/**
 * Client-side routes (`/empresas/123`) have no object in the bucket: serve index.html for any path
 * whose last segment has no file extension. Done per behaviour with a viewer-request function rather
 * than with distribution-wide 403/404 error responses, which would also turn the API's own 403/404
 * answers (`/api/*`) into index.html with status 200. Three pages are their own entry: the
 * candidate's, /entrevista/{token} and /mis-datos (entrevista.html, D85, D148), a vacancy's apply page,
 * /empleo/{codigo} (empleo.html, D187), and the sign-in page, /login (login.html, D86); a trailing
 * slash is allowed, and the query string is apart from `uri`. web/vite.config.ts
 * does the same locally.
 */
export const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (/^\\/entrevista\\/[^\\/]+\\/?$/.test(uri) || /^\\/mis-datos\\/?$/.test(uri)) request.uri = '/entrevista.html';
  else if (/^\\/empleo\\/[^\\/]+\\/?$/.test(uri)) request.uri = '/empleo.html';
  else if (/^\\/login\\/?$/.test(uri)) request.uri = '/login.html';
  else if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) request.uri = '/index.html';
  return request;
}`;

/** The header that carries the viewer's address to the API (shared/constants.ts). */
export { VIEWER_ADDRESS_HEADER };

/**
 * The API's per-address limits (docs/decisions/ D34) must count the viewer, but API Gateway sees
 * CloudFront's address. `CloudFront-Viewer-Address` cannot reach it: the `/api/*` behaviour needs
 * an origin request policy that forwards every viewer header but Host (Authorization included),
 * and no policy both leaves Host out and adds CloudFront headers (`allExcept` only removes;
 * `allViewerAndWhitelistCloudFront` forwards Host, which API Gateway refuses; a `whitelist` may not
 * name Authorization). So this viewer-request function writes the viewer's IP (`event.viewer.ip`)
 * into VIEWER_ADDRESS_HEADER, replacing any value (or values) of that name the viewer sent, and
 * the managed all-viewer-except-Host policy forwards it like any viewer header.
 */
export const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * The regions AWS ships opt-in (off until an account enables them; aws-cdk-lib's region facts).
 * CloudFront's standard logging (legacy), the S3 logging a distribution's own configuration holds,
 * does not deliver to buckets in them; standard logging v2 can, but it is configured through
 * CloudWatch Logs in us-east-1 (docs/deploy.md, "Regions").
 */
export const OPT_IN_REGIONS = Fact.regions.filter((r) => RegionInfo.get(r).isOptInRegion && RegionInfo.get(r).partition === 'aws').sort();

/** Whether the stack's region is an opt-in one; a condition evaluated at deploy time when the stack is environment-agnostic. */
function inOptInRegion(stack: Stack): boolean | CfnCondition {
  if (!Token.isUnresolved(stack.region)) return OPT_IN_REGIONS.includes(stack.region);
  const iguales: ICfnConditionExpression[] = OPT_IN_REGIONS.map((r) => Fn.conditionEquals(Aws.REGION, r));
  // Fn::Or takes 2 to 10 conditions.
  const grupos: ICfnConditionExpression[] = [];
  for (let i = 0; i < iguales.length; i += 10)
    grupos.push(iguales.length - i === 1 ? iguales[i]! : Fn.conditionOr(...iguales.slice(i, i + 10)));
  return new CfnCondition(stack, 'RegionOptIn', { expression: grupos.length === 1 ? grupos[0]! : Fn.conditionOr(...grupos) });
}

export class WebStack extends Stack {
  readonly webBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.webBucket = new s3.Bucket(this, 'WebBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'web-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const oac = new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', {
      description: `${config.prefix}web and uploads`,
    });
    // The files bucket belongs to the Data stack; its policy there grants this distribution read
    // access to uploads/ only (see DataStack). Referencing it as imported keeps CDK from trying to
    // add a second, wider grant that would also make the Data stack depend on this one.
    const filesBucket = s3.Bucket.fromBucketAttributes(this, 'FilesBucketRef', {
      bucketArn: props.filesBucket.bucketArn,
      bucketRegionalDomainName: props.filesBucket.bucketRegionalDomainName,
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes, and the pages that are their own entry',
    });
    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: `Viewer address to the API (${VIEWER_ADDRESS_HEADER})`,
    });

    // The web's headers (shared/constants.ts, the same values Vite sends locally). The app calls the
    // API on its own origin; the only other origin it talks to is the files bucket, which receives
    // the presigned POST of large plan files (the SDK addresses it as <bucket>.s3.<region>.<suffix>).
    const { region, urlSuffix } = Stack.of(this);
    const webHeaders = new cloudfront.ResponseHeadersPolicy(this, 'WebHeaders', {
      comment: 'Talentia web: CSP, no framing, no sniffing, no referrer',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: webCsp({ connect: [`https://${props.filesBucket.bucketName}.s3.${region}.${urlSuffix}`] }),
          override: true,
        },
        contentTypeOptions: { override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        frameOptions: { frameOption: SECURITY_HEADERS.frameOptions as cloudfront.HeadersFrameOption, override: true },
        referrerPolicy: { referrerPolicy: SECURITY_HEADERS.referrerPolicy as cloudfront.HeadersReferrerPolicy, override: true },
      },
    });

    const certificate = config.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) : undefined;
    // Standard logs to the access-log bucket, except in an opt-in region, where CloudFront cannot
    // deliver them: there the origins' own logs (the API's access logs, the buckets' server access
    // logs) stay the record, in the region (docs/deploy.md, "Regions").
    const optIn = inOptInRegion(this);

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      // The origin header's rotation in the distribution's own configuration: raising it makes
      // CloudFormation update the distribution and resolve the secret's new value into the header.
      comment:
        config.originVerifyRotation === 1 ? `${config.prefix}web` : `${config.prefix}web, origin header ${config.originVerifyRotation}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.webBucket, { originAccessControl: oac }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: webHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            // Proves to the API's origin authorizer that the request came through this distribution;
            // CloudFront overwrites a viewer's header of the same name. A dynamic reference: resolved
            // at deploy time, the value is not in the template.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Everything but Host (API Gateway routes on its own host name), Authorization included,
          // and the viewer's address the ViewerAddress function writes (VIEWER_ADDRESS_CODE).
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [{ function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
          compress: true,
        },
        [`/${PUBLIC_UPLOADS_PREFIX}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(filesBucket, { originAccessControl: oac }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          // User files: nosniff and a sandboxing CSP, so an SVG avatar cannot run script on this origin.
          responseHeadersPolicy: new cloudfront.ResponseHeadersPolicy(this, 'UploadsHeaders', {
            comment: 'Talentia uploads: no script, no sniffing',
            securityHeadersBehavior: {
              contentSecurityPolicy: { contentSecurityPolicy: UPLOADS_CSP, override: true },
              contentTypeOptions: { override: true },
              strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
              frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
              referrerPolicy: { referrerPolicy: SECURITY_HEADERS.referrerPolicy as cloudfront.HeadersReferrerPolicy, override: true },
            },
          }),
        },
      },
      ...(certificate && config.domainName
        ? { certificate, domainNames: [config.domainName], minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(optIn === true ? {} : { enableLogging: true, logBucket: props.logsBucket, logFilePrefix: 'cloudfront/' }),
      webAclId: config.webAclArn ?? props.webAclArn,
    });
    Validations.of(this.distribution).acknowledge({
      id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      reason: "The files bucket's policy (Data stack) already grants CloudFront read access to uploads/ only.",
    });

    const dist = cfn(this.distribution);
    if (optIn instanceof CfnCondition) {
      dist.addPropertyOverride(
        'DistributionConfig.Logging',
        Fn.conditionIf(optIn.logicalId, Aws.NO_VALUE, { Bucket: props.logsBucket.bucketRegionalDomainName, Prefix: 'cloudfront/' }),
      );
    } else if (optIn) {
      acknowledge(
        dist,
        'CFR3',
        `CloudFront's standard logging (legacy) does not deliver to S3 buckets in ${this.region}, an opt-in region, and a log bucket in another region would take the viewers' addresses out of it: the API's access logs and the buckets' server access logs record what reaches the origins (docs/deploy.md, "Regions").`,
      );
    }
    acknowledge(
      dist,
      'CFR1',
      'No geo restriction: candidates are interviewed wherever they live, and the product is offered to Spanish-speaking companies on several continents.',
    );
    if (!config.webAclArn && !props.webAclArn) {
      acknowledge(
        dist,
        'CFR2',
        'No WAF web ACL by default (≈ 7 USD/month + 0.60 USD per million requests): pass context waf=true (a rate rule per viewer address, the Waf stack in us-east-1) or webAclArn (a CLOUDFRONT-scope web ACL of yours); the API has per-route throttling, answers only through CloudFront and verifies every token meanwhile.',
      );
    }
    if (!certificate) {
      acknowledge(
        dist,
        'CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes at TLSv1; pass context domainName + certificateArn to get the TLSv1.2_2021 minimum security policy.',
      );
    }

    if (fs.existsSync(path.join(config.webDist, 'index.html'))) this.deployWebBuild(config);

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'WebBucketName', { value: this.webBucket.bucketName });
  }

  /**
   * Uploads web/dist in two passes: the hashed assets (cached for a year) and then the pages,
   * index.html, entrevista.html, empleo.html and login.html (never cached), so a new page never points at assets
   * that are not there yet. Old assets are kept (no prune) for pages still open in a browser.
   */
  private deployWebBuild(config: TalentiaConfig): void {
    const logGroup = new LogGroup(this, 'WebDeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'WebDeploymentRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    const common = {
      destinationBucket: this.webBucket,
      prune: false,
      memoryLimit: 512,
      logGroup,
      role,
    };
    const assets = new BucketDeployment(this, 'DeployWebAssets', {
      ...common,
      sources: [Source.asset(config.webDist, { exclude: ['*.html'] })],
      exclude: ['*.html'],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const index = new BucketDeployment(this, 'DeployWebIndex', {
      ...common,
      sources: [Source.asset(config.webDist, { exclude: ['*', '!*.html'] })],
      exclude: ['*'],
      include: ['*.html'],
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    index.node.addDependency(assets);

    // The deployment's handler is CDK's own custom resource (one singleton function per stack).
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      acknowledge(
        handler,
        'L1',
        "CDK's BucketDeployment custom resource runs on the runtime aws-cdk-lib chose for it; it runs only during deployments.",
      );
    }
    acknowledgeExpectedWildcards(role, [
      {
        actions: (a) => a.startsWith('s3:'),
        findings: (flat) => [
          ...S3_GRANT_ACTION_GROUPS.map((a) => `Action::${a}`),
          `Resource::${flat(this.webBucket.bucketArn)}/*`,
          // The CDK bootstrap asset bucket (cdk-<qualifier>-assets-<account>-<region>).
          /^Resource::arn:(<AWS::Partition>|aws[a-z-]*):s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/,
        ],
        reason:
          'BucketDeployment copies the web build from the CDK asset bucket into the web bucket: CDK grant action groups on those two buckets only.',
      },
      {
        actions: (a) => a.startsWith('cloudfront:'),
        findings: () => ['Resource::*'],
        reason: 'cloudfront:CreateInvalidation/GetInvalidation of the web distribution after an upload; CDK grants them on "*".',
      },
    ]);
  }
}

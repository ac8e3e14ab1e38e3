// Stateful resources: the single DynamoDB table, the files bucket and the access-log bucket.
// Everything here is RETAINed: deleting or replacing the stack never deletes customer data.
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { ETIQUETA_EXPORTACION, PREFIJO_EXPORTACIONES_SAAS } from '../../../shared/constants.js';
import type { ColaDef } from '../../../shared/route-types.js';
import type { Construct } from 'constructs';
import type { TalentiaConfig } from '../config.js';

export interface DataStackProps extends StackProps {
  config: TalentiaConfig;
  /** The queues of shared/colas.ts: one SQS queue (and its dead-letter queue) each. */
  colas?: ColaDef[];
}

/** Messages that used up their deliveries wait this long in a dead-letter queue (the maximum). */
export const DLQ_RETENTION_DAYS = 14;

/** Key prefix of the files bucket that CloudFront serves under `/uploads/*` (avatars). */
export const PUBLIC_UPLOADS_PREFIX = 'uploads/';

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly filesBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  /** Queue id → its SQS queue and dead-letter queue. */
  readonly queues = new Map<string, { queue: sqs.Queue; dlq: sqs.Queue }>();
  /** Wraps the data keys of stored secrets (provider keys; D60). */
  readonly secretsKey: kms.Key;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'SK', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'expiresAt',
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: config.stage === 'prod',
    });
    this.secretsKey = new kms.Key(this, 'SecretsKey', {
      description: 'Talentia: data keys of stored secrets (AI provider keys)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const n of [1, 2]) {
      this.table.addGlobalSecondaryIndex({
        indexName: `GSI${n}`,
        partitionKey: { name: `GSI${n}PK`, type: dynamodb.AttributeType.STRING },
        sortKey: { name: `GSI${n}SK`, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // CloudFront standard logging writes with an ACL grant, so ACLs stay enabled (bucket owner preferred).
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // No access logging of its own: cdk-nag (S1) accepts a bucket that receives other buckets' logs.

    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'files-bucket/',
      // Browser uploads go straight to S3 with a presigned POST (up to 10 MB); downloads follow
      // presigned GET redirects. Only the web origin may do that from a page.
      cors: [
        {
          allowedOrigins: [config.webOrigin],
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Voice recordings of the public interview page (functions/lib/entrevistas/voz.ts, tag
        // ETIQUETA_AUDIO) are deleted right after transcription; this expires what a failed delete left.
        {
          id: 'expire-voice-recordings',
          tagFilters: { uso: 'audio-temporal' },
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // The SaaS panel's large CSV exports (D97): their link lasts five minutes, the file a day.
        {
          id: 'expire-saas-exports',
          prefix: PREFIJO_EXPORTACIONES_SAAS,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // A company's large CSV exports (functions/lib/exportacion-csv.ts, tag ETIQUETA_EXPORTACION, D186):
        // their link lasts five minutes, the file a day.
        {
          id: 'expire-company-exports',
          tagFilters: { [ETIQUETA_EXPORTACION.clave]: ETIQUETA_EXPORTACION.valor },
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // Data import files (functions/lib/datos/importacion-archivo.ts, tag ETIQUETA_IMPORTACION,
        // D100) are deleted when their job ends; this expires an upload never confirmed or a lost
        // delete (a job ends within hours: 5 deliveries of 15 min and their waits).
        {
          id: 'expire-import-files',
          tagFilters: { uso: 'importacion-temporal' },
          expiration: Duration.days(2),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // CloudFront (Web stack) reads the public avatars under uploads/ through Origin Access Control.
    // The grant lives here, not in the Web stack, because a bucket has one policy and naming the
    // distribution from here would make the two stacks depend on each other. Until the distribution
    // id is given (context webDistributionId), any distribution of this account is accepted; only
    // objects under uploads/ are readable either way, never the tenants' documents.
    this.filesBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsPublicUploads',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.filesBucket.arnForObjects(`${PUBLIC_UPLOADS_PREFIX}*`)],
        conditions: config.webDistributionId
          ? {
              StringEquals: {
                'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/${config.webDistributionId}`,
              },
            }
          : {
              StringEquals: { 'AWS:SourceAccount': this.account },
              ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
            },
      }),
    );

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });

    for (const cola of props.colas ?? []) {
      const name = cola.id.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
      // SQS-managed encryption at rest, TLS only (a resource policy denies aws:SecureTransport=false).
      const dlq = new sqs.Queue(this, `${name}Dlq`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(DLQ_RETENTION_DAYS),
      });
      const queue = new sqs.Queue(this, `${name}Queue`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // AWS's advice for a Lambda consumer: at least 6 × the function's time-out, so a message is not
        // delivered again while a slow (or retried) invocation still holds it.
        visibilityTimeout: Duration.seconds(Math.min(6 * cola.timeoutSeconds, 12 * 3600)),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: dlq, maxReceiveCount: cola.maxIntentos },
      });
      this.queues.set(cola.id, { queue, dlq });
    }
  }
}

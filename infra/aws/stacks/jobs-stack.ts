// Scheduled jobs of shared/jobs.ts: one function each, run by an EventBridge rate rule; the queue
// consumers of shared/colas.ts; and the deploy's seed of the platform (a custom resource).
import { createHash } from 'node:crypto';
import { CustomResource, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { PLANES_BASE, SERVICIOS_HR_BASE } from '../../../functions/lib/seed/datos-plataforma.js';
import { EVENTOS_EMAIL, SEMBRADO } from '../../../shared/despliegue.js';
import type { ColaDef, JobDef } from '../../../shared/route-types.js';
import type { TalentiaConfig } from '../config.js';
import { TalentiaFunction, type SharedResources } from '../constructs/talentia-function.js';
import { acknowledgeExpectedWildcards, cfn } from '../nag.js';
import { constructId } from './api-family-stack.js';

export interface JobsStackProps extends StackProps {
  config: TalentiaConfig;
  jobs: JobDef[];
  /** Queue consumers (shared/colas.ts): one function each, fed by an SQS event-source mapping. */
  colas?: ColaDef[];
  shared: SharedResources;
  codeDirs: (handler: string) => string;
}

/**
 * How many messages of one queue are processed at once (the event source's maximum concurrency):
 * a burst (many interviews finishing together) waits in the queue rather than taking the account's
 * Lambda concurrency from the API, and is never throttled — a throttled SQS invocation counts as a
 * delivery and, after maxIntentos, would send a good message to the dead-letter queue. It also keeps
 * the AI providers' rate limits in reach (docs/deploy.md, "Concurrency and throttling").
 */
export const MAX_QUEUE_CONCURRENCY = 10;

/** Jobs sweep every tenant, so they get more time than a request (10 s). */
export const JOB_TIMEOUT_SECONDS = 60;

/**
 * What Lambda does with a scheduled run that fails or is throttled: nothing older than the job's own
 * period (the next run does the same work), within Lambda's bounds of 1 minute to 6 hours; and no
 * retry for a job that runs again within 15 minutes (Lambda retries after about 1 and 2 minutes,
 * beside the next run), two for the hourly and daily ones.
 */
export function jobAsyncRetries(rateMinutes: number): { retryAttempts: number; maxEventAge: Duration } {
  return {
    retryAttempts: rateMinutes < 15 ? 0 : 2,
    maxEventAge: Duration.minutes(Math.max(1, Math.min(rateMinutes, 6 * 60))),
  };
}

/** What the seed writes, as a fingerprint: new templates or plans in a release run the seed again on its deploy. */
export function seedFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify([SERVICIOS_HR_BASE, PLANES_BASE]))
    .digest('hex')
    .slice(0, 16);
}

export class JobsStack extends Stack {
  readonly functions = new Map<string, TalentiaFunction>();
  readonly consumers = new Map<string, TalentiaFunction>();
  /** The seed's function and its custom resource (functions/jobs/sembrar-plataforma.ts). */
  readonly sembrado: { fn: TalentiaFunction; recurso: CustomResource };
  /** The receiver of SES's bounces and complaints (functions/jobs/eventos-email.ts). */
  readonly eventosEmail: TalentiaFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    for (const job of props.jobs) {
      const name = constructId(job.id);
      const fn = new TalentiaFunction(this, name, {
        codeDir: props.codeDirs(job.handler),
        grants: job.grants,
        colas: job.colas,
        description: `job ${job.id}: ${job.summary}`,
        timeoutSeconds: JOB_TIMEOUT_SECONDS,
        shared: props.shared,
        config: props.config,
      });
      this.functions.set(job.id, fn);
      // EventBridge invokes the function asynchronously: its retry policy covers only the delivery
      // (the Invoke call failing); once Lambda has queued the event, Lambda's own async settings
      // decide what happens to a run that fails or is throttled (by default two more tries, and a
      // throttled event is kept up to 6 hours). A run is superseded by the next one, so neither
      // outlives the job's period (jobAsyncRetries).
      fn.function.configureAsyncInvoke(jobAsyncRetries(job.rateMinutes));
      new Rule(this, `${name}Schedule`, {
        description: `Talentia job ${job.id} every ${job.rateMinutes} min`,
        schedule: Schedule.rate(Duration.minutes(job.rateMinutes)),
        targets: [new LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.minutes(Math.min(job.rateMinutes, 24 * 60)) })],
      });
    }

    for (const cola of props.colas ?? []) {
      const queue: IQueue | undefined = props.shared.queues.get(cola.id);
      if (!queue) throw new Error(`No queue for ${cola.id}`);
      const name = `${constructId(cola.id)}Consumer`;
      const fn = new TalentiaFunction(this, name, {
        codeDir: props.codeDirs(cola.handler),
        grants: cola.grants,
        colas: cola.colas,
        description: `queue ${cola.id}: ${cola.summary}`,
        timeoutSeconds: cola.timeoutSeconds,
        memoryMb: cola.memoryMb,
        shared: props.shared,
        config: props.config,
      });
      // One message per invocation: an import is long and its progress is saved as it goes; a failure
      // returns the message to the queue (and, after maxIntentos deliveries, to its dead-letter queue).
      fn.function.addEventSource(new SqsEventSource(queue, { batchSize: 1, maxConcurrency: MAX_QUEUE_CONCURRENCY }));
      this.consumers.set(cola.id, fn);
    }

    this.sembrado = this.sembrar(props);
    this.eventosEmail = this.recibirEventosEmail(props);
  }

  /**
   * SES's bounces and complaints of this stage's configuration set (the Mail stack publishes them to
   * the default bus; SES tags every event with its configuration set): one function records them.
   * An event is worth its retries (Lambda's defaults: two more tries within 6 hours): it is sent once.
   */
  private recibirEventosEmail(props: JobsStackProps): TalentiaFunction {
    const fn = new TalentiaFunction(this, 'EventosEmail', {
      codeDir: props.codeDirs(EVENTOS_EMAIL.handler),
      grants: EVENTOS_EMAIL.grants,
      description: `event ${EVENTOS_EMAIL.id}: ${EVENTOS_EMAIL.summary}`,
      shared: props.shared,
      config: props.config,
    });
    fn.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6) });
    new Rule(this, 'EventosEmailRule', {
      description: `Talentia ${props.config.stage}: SES bounces and complaints of its configuration set`,
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [props.shared.mailConfigurationSetName] } } },
      },
      targets: [new LambdaFunction(fn.function)],
    });
    return fn;
  }

  /**
   * The platform's seed on every deploy whose properties changed (the superadmin's email, the seed
   * data): CloudFormation calls the Provider framework, which runs the seed function and answers for
   * it. Nothing happens on delete (the seeded data stays; the table is retained).
   */
  private sembrar(props: JobsStackProps): { fn: TalentiaFunction; recurso: CustomResource } {
    const fn = new TalentiaFunction(this, 'SembrarPlataforma', {
      codeDir: props.codeDirs(SEMBRADO.handler),
      grants: SEMBRADO.grants,
      description: `deploy ${SEMBRADO.id}: ${SEMBRADO.summary}`,
      timeoutSeconds: 300,
      shared: props.shared,
      config: props.config,
    });
    // The framework's own function: its own role and log group (no managed policy, no account-wide logs).
    const logGroup = new LogGroup(this, 'SembradoProviderLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'SembradoProviderRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Talentia: CloudFormation custom-resource framework of the platform seed',
    });
    logGroup.grantWrite(role);
    const provider = new Provider(this, 'SembradoProvider', { onEventHandler: fn.function, frameworkOnEventRole: role, logGroup });
    const recurso = new CustomResource(this, 'PlataformaSembrada', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::TalentiaSembrado',
      properties: { SuperadminEmail: props.config.superadminEmail ?? '', Datos: seedFingerprint() },
    });
    acknowledgeExpectedWildcards(role, [
      {
        actions: (a) => a === 'lambda:InvokeFunction',
        findings: (flat) => [`Resource::<${cfn(fn.function).logicalId}.Arn>:*`, `Resource::${flat(fn.function.functionArn)}:*`],
        reason:
          "The Provider framework invokes the seed function, any of its versions (CDK grants '<function ARN>:*' beside the ARN); that one function only.",
      },
    ]);
    return { fn, recurso };
  }
}

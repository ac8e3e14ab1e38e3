// Scheduled jobs of shared/jobs.ts: one function each, run by an EventBridge rate rule.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { ColaDef, JobDef } from '../../../shared/route-types.js';
import type { TalentiaConfig } from '../config.js';
import { TalentiaFunction, type SharedResources } from '../constructs/talentia-function.js';
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
export const MAX_CONCURRENCIA_COLA = 10;

/** Jobs sweep every tenant, so they get more time than a request (10 s). */
export const JOB_TIMEOUT_SECONDS = 60;

export class JobsStack extends Stack {
  readonly functions = new Map<string, TalentiaFunction>();
  readonly consumers = new Map<string, TalentiaFunction>();

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
      new Rule(this, `${name}Schedule`, {
        description: `Talentia job ${job.id} every ${job.rateMinutes} min`,
        schedule: Schedule.rate(Duration.minutes(job.rateMinutes)),
        // A missed run is superseded by the next one; retrying late runs would only pile up.
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
        shared: props.shared,
        config: props.config,
      });
      // One message per invocation: an import is long and its progress is saved as it goes; a failure
      // returns the message to the queue (and, after maxIntentos deliveries, to its dead-letter queue).
      fn.function.addEventSource(new SqsEventSource(queue, { batchSize: 1, maxConcurrency: MAX_CONCURRENCIA_COLA }));
      this.consumers.set(cola.id, fn);
    }
  }
}

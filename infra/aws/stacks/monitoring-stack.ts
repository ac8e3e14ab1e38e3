// Alarms that tell an operator something is wrong before a user does, all to one SNS topic
// (context alarmEmail subscribes an address): the API answering 5xx, a job failing, and a job
// that stopped running (its schedule not firing, or every run failing before it starts), work given
// up in a dead-letter queue, and an email that could not be sent. The health job fails when the
// table does not answer, so a database outage also reaches the topic.
import { ArnFormat, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { METRICA_EMAIL_NO_ENVIADO } from '../../../functions/lib/mail/metrica.js';
import type { JobDef } from '../../../shared/route-types.js';
import type { TalentiaConfig } from '../config.js';
import type { TalentiaFunction } from '../constructs/talentia-function.js';
import { constructId } from './api-family-stack.js';

export interface MonitoringStackProps extends StackProps {
  config: TalentiaConfig;
  httpApi: HttpApi;
  jobs: JobDef[];
  jobFunctions: Map<string, TalentiaFunction>;
  /** The dead-letter queue of each queue of shared/colas.ts: a message there is work that was given up. */
  deadLetterQueues?: Map<string, IQueue>;
}

/** 5xx answers in 5 minutes that raise the API alarm (a single one can be a client's bad luck). */
export const API_5XX_THRESHOLD = 5;

export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = new Topic(this, 'Alarms', { displayName: `Talentia ${config.stage} alarms`, enforceSSL: true });
    // enforceSSL gives the topic a policy of its own, holding only its Deny: it replaces SNS's default
    // policy, so nothing may publish until a statement allows it. CloudWatch publishes the alarms'
    // state changes as its service principal: only for this account's alarms of this stage.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: {
            'aws:SourceArn': this.formatArn({
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: `${config.prefix}*`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
        },
      }),
    );
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    const action = new SnsAction(this.topic);
    const add = (alarm: Alarm) => {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      this.alarms.push(alarm);
    };

    add(
      new Alarm(this, 'Api5xx', {
        alarmName: `${config.prefix}api-5xx`,
        alarmDescription: `La API respondió ${API_5XX_THRESHOLD} o más errores 5xx en 5 minutos: busca los requestId en los logs (docs/operations.md).`,
        metric: props.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: API_5XX_THRESHOLD,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const job of props.jobs) {
      const fn = props.jobFunctions.get(job.id);
      if (!fn) throw new Error(`No function for job ${job.id}`);
      const period = Duration.minutes(job.rateMinutes);
      add(
        new Alarm(this, `${constructId(job.id)}Errors`, {
          alarmName: `${config.prefix}job-${job.id}-errors`,
          alarmDescription: `El job ${job.id} falló (${job.summary}).`,
          metric: fn.function.metricErrors({ period, statistic: 'Sum' }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
      // No invocation in two of its periods: the schedule is off or the function cannot start.
      // Lambda publishes Invocations only for periods with invocations, so "not running" is missing
      // data, and missing data before the first run looks the same. Treated as missing, two empty
      // periods take the alarm to INSUFFICIENT_DATA, and that transition is what pages: a new alarm
      // starts in INSUFFICIENT_DATA and actions run only on transitions (CloudWatch user guide,
      // "Alarm states"; PutMetricAlarm InsufficientDataActions), so a fresh deploy pages nobody. After
      // the first run it is OK; when runs stop it goes OK → INSUFFICIENT_DATA and the topic is told.
      const notRunning = new Alarm(this, `${constructId(job.id)}NotRunning`, {
        alarmName: `${config.prefix}job-${job.id}-not-running`,
        alarmDescription: `El job ${job.id} no se ha ejecutado en ${2 * job.rateMinutes} minutos (estado INSUFFICIENT_DATA: ninguna invocación en ese tiempo).`,
        metric: fn.function.metricInvocations({ period, statistic: 'Sum' }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: 2,
        treatMissingData: TreatMissingData.MISSING,
      });
      notRunning.addInsufficientDataAction(action);
      add(notRunning);
    }

    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });

    // The mail service counts every email that finally failed (EMF, functions/lib/mail/metrica.ts):
    // SES refusing the sender or the recipient (sandbox), AccessDenied, an outage. One is enough: the
    // user who should have received it (credentials, invitation, recovery link) is waiting for it.
    const { namespace, nombre, dimension } = METRICA_EMAIL_NO_ENVIADO;
    add(
      new Alarm(this, 'MailNotSent', {
        alarmName: `${config.prefix}mail-not-sent`,
        alarmDescription:
          'Un email no se envió tras todos sus intentos: el registro de envíos (Configuración → Email → Avanzado) dice a quién y por qué (docs/operations.md).',
        metric: new Metric({
          namespace,
          metricName: nombre,
          dimensionsMap: { [dimension]: config.stage },
          period: Duration.minutes(5),
          statistic: 'Sum',
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const [colaId, dlq] of props.deadLetterQueues ?? []) {
      add(
        new Alarm(this, `${constructId(colaId)}DeadLetters`, {
          alarmName: `${config.prefix}queue-${colaId}-dead-letters`,
          alarmDescription: `Hay mensajes en la cola de mensajes fallidos de ${colaId}: su trabajo se abandonó tras los reintentos (docs/operations.md).`,
          metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
  }
}

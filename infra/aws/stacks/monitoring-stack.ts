// Alarms that tell an operator something is wrong before a user does, all to one SNS topic
// (context alarmEmail subscribes an address): the API answering 5xx, or 4xx to most requests (an
// origin-header mismatch refuses everyone with 403); a job failing, and a job that stopped running;
// a queue consumer failing, a queue whose oldest message waits too long, work given up in a
// dead-letter queue; Lambda throttling anywhere in the account; DynamoDB throttling; an email that
// could not be sent, and the SES account's bounce and complaint rates; WhatsApp messages not sent and
// webhook signatures refused; and a probe that opens the
// web and GET /api/test through CloudFront every 5 minutes. CloudFront's own 5xx rate is watched
// from us-east-1, where its metrics are (edge-stack.ts).
// Why one module: every alarm of the app region goes to one topic with one action and one naming; split by
// service, each part would repeat that wiring, and the alarm count the docs price is read here in one place.
import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { METRICA_EMAIL_NO_ENVIADO } from '../../../functions/lib/mail/metrica.js';
import { METRICA_TRANSCRIPCION_FALLIDA } from '../../../functions/lib/entrevistas/voz-metrica.js';
import { METRICA_WHATSAPP_ENVIO_FALLIDO, METRICA_WHATSAPP_FIRMA_RECHAZADA } from '../../../functions/lib/whatsapp/metricas.js';
import type { ColaDef, JobDef } from '../../../shared/route-types.js';
import type { TalentiaConfig } from '../config.js';
import { FUNCTION_RUNTIME, type TalentiaFunction } from '../constructs/talentia-function.js';
import { constructId } from './api-family-stack.js';
import { jobAsyncRetries } from './jobs-stack.js';

export interface MonitoringStackProps extends StackProps {
  config: TalentiaConfig;
  httpApi: HttpApi;
  jobs: JobDef[];
  jobFunctions: Map<string, TalentiaFunction>;
  /** The dead-letter queue of each queue of shared/colas.ts: a message there is work that was given up. */
  deadLetterQueues?: Map<string, IQueue>;
  /** The queues of shared/colas.ts, their queue and their consumer (D143: failing and stalled consumers). */
  colas?: { def: ColaDef; queue: IQueue; consumer: TalentiaFunction }[];
  /** The receiver of SES's bounces and complaints (Jobs stack). */
  eventosEmail?: TalentiaFunction;
  /** The application table (its throttling). */
  table?: ITable;
  /** The SES reputation alarms here (default): false when the Mail stack is in another region and holds them (D166). */
  sesAlarms?: boolean;
  /** The origin the probe opens (`https://<domain>`): the web's address, through CloudFront. */
  probeOrigin?: string;
}

/** 4xx answers, as a share of the API's requests in 5 minutes (%), that raise the 4xx alarm. */
export const API_4XX_RATE_THRESHOLD = 50;
/** Below this many requests in 5 minutes a 4xx rate is noise (a user mistyping a password). */
export const API_4XX_MIN_REQUESTS = 20;

/**
 * How long the oldest message of a queue may wait: its consumer's time-out (a message being worked
 * on is not deleted until the run ends) and 15 minutes of queueing behind the others (at most 10
 * run at once). A failed first delivery comes back only after the visibility time-out (6 × the
 * consumer's), so this fires before the first retry; a stalled consumer fires it within half an
 * hour instead of the 4 days after which SQS drops the message without it reaching the DLQ.
 */
export function queueMaxMessageAge(cola: Pick<ColaDef, 'timeoutSeconds'>): Duration {
  return Duration.seconds(cola.timeoutSeconds + 15 * 60);
}

/**
 * SES reviews an account at a 5 % bounce rate or a 0.1 % complaint rate (and may pause its sending
 * at 10 % and 0.5 %): the alarms fire below those, with time to act.
 */
export const SES_BOUNCE_RATE_THRESHOLD = 0.04;
export const SES_COMPLAINT_RATE_THRESHOLD = 0.0008;

/**
 * The probe (every 5 minutes, through CloudFront like a user): the web's page and GET /api/test
 * answer 200. A failed check fails the run, which the `web-probe` alarm counts. Inline, no bundle:
 * Node's own fetch.
 */
export const PROBE_CODE = `const CHECKS = [
  ['/', (r) => r.status === 200 && (r.headers.get('content-type') || '').includes('text/html')],
  ['/api/test', (r) => r.status === 200],
];
exports.handler = async () => {
  const origin = process.env.PROBE_ORIGIN;
  const failed = [];
  for (const [path, ok] of CHECKS) {
    try {
      const res = await fetch(origin + path, { signal: AbortSignal.timeout(10000), headers: { 'user-agent': 'talentia-probe' } });
      if (!ok(res)) failed.push(path + ' answered ' + res.status);
    } catch (err) {
      failed.push(path + ': ' + (err && err.message));
    }
  }
  if (failed.length) throw new Error('Probe of ' + origin + ' failed: ' + failed.join('; '));
  return { ok: true };
};
`;

/** The period of the probe's runs (minutes). */
export const PROBE_RATE_MINUTES = 5;

/**
 * The alarm topic of a stage in the stack's region: TLS only, CloudWatch may publish the stage's
 * alarms, and alarmEmail subscribed when given. The Edge stack makes its own in us-east-1: an alarm
 * notifies a topic of its own region only.
 */
export function alarmTopic(stack: Stack, config: TalentiaConfig): Topic {
  const topic = new Topic(stack, 'Alarms', { displayName: `Talentia ${config.stage} alarms`, enforceSSL: true });
  // enforceSSL gives the topic a policy of its own, holding only its Deny: it replaces SNS's default
  // policy, so nothing may publish until a statement allows it. CloudWatch publishes the alarms'
  // state changes as its service principal: only for this account's alarms of this stage.
  topic.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnLike: {
          'aws:SourceArn': stack.formatArn({
            service: 'cloudwatch',
            resource: 'alarm',
            resourceName: `${config.prefix}*`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        },
      },
    }),
  );
  if (config.alarmEmail) topic.addSubscription(new EmailSubscription(config.alarmEmail));
  return topic;
}

/**
 * The SES account's reputation (account-level metrics: review is per account and region), in the
 * stack of SES's region: an alarm reads only metrics of its own region, so with the Mail stack in
 * another region (D166) they live there, with that stack's own topic.
 */
export function sesReputationAlarms(stack: Stack, config: TalentiaConfig, add: (alarm: Alarm) => void): void {
  const reputacion = (metricName: string) =>
    new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
  const alarma = (id: string, nombre: string, descripcion: string, metric: Metric, threshold: number) =>
    add(
      new Alarm(stack, id, {
        alarmName: `${config.prefix}${nombre}`,
        alarmDescription: descripcion,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  alarma(
    'SesBounceRate',
    'ses-bounce-rate',
    `La tasa de rebotes de SES supera el ${SES_BOUNCE_RATE_THRESHOLD * 100} %: con el 5 % SES pone la cuenta en revisión (docs/operations.md, "Email").`,
    reputacion('Reputation.BounceRate'),
    SES_BOUNCE_RATE_THRESHOLD,
  );
  alarma(
    'SesComplaintRate',
    'ses-complaint-rate',
    `La tasa de quejas de SES supera el ${SES_COMPLAINT_RATE_THRESHOLD * 100} %: con el 0,1 % SES pone la cuenta en revisión (docs/operations.md, "Email").`,
    reputacion('Reputation.ComplaintRate'),
    SES_COMPLAINT_RATE_THRESHOLD,
  );
}

/**
 * WhatsApp messages not sent in 5 minutes that raise `whatsapp-send-failed`. One is a candidate's matter
 * (a number not on WhatsApp, 131026) and the mail went anyway (issue 68 item 4); three together are the
 * company's or Meta's: an expired token, a paused template, Meta refusing the account.
 */
export const WHATSAPP_ENVIO_FALLIDO_THRESHOLD = 3;
/**
 * Webhook POSTs whose signature did not match in 5 minutes that raise `whatsapp-signature-rejected`. A
 * stray one is a scan; a company whose app secret changed in Meta and not in Configuración has every
 * delivery refused (Meta retries them for days, then drops them), which soon passes five.
 */
export const WHATSAPP_FIRMA_RECHAZADA_THRESHOLD = 5;

/** 5xx answers in 5 minutes that raise the API alarm (a single one can be a client's bad luck). */
export const API_5XX_THRESHOLD = 5;

export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  /** The end-to-end probe (with probeOrigin). */
  probe?: lambda.Function;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = alarmTopic(this, config);
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

    const cinco = Duration.minutes(5);
    const sumaCada = (m: Metric) => m.with({ period: cinco, statistic: 'Sum' });
    const alarma = (
      id: string,
      nombre: string,
      descripcion: string,
      metric: IMetric,
      extra: Partial<ConstructorParameters<typeof Alarm>[2]> = {},
    ) =>
      add(
        new Alarm(this, id, {
          alarmName: `${config.prefix}${nombre}`,
          alarmDescription: descripcion,
          metric,
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
          ...extra,
        }),
      );

    // Any throttled invocation in the region: with no reserved concurrency every function shares the
    // account's quota, so a throttle is an API call answered 429/503 or a job that did not run.
    alarma(
      'LambdaThrottles',
      'lambda-throttles',
      'Lambda rechazó invocaciones por falta de concurrencia en la cuenta (Throttles): revisa la cuota "Concurrent executions" (docs/deploy.md, "Concurrency and throttling").',
      lambda.Function.metricAllThrottles({ period: cinco, statistic: 'Sum' }),
    );

    // Most answers 4xx: CloudFront and the API disagree on the origin header (every route answers
    // 403), the token authorizer refuses everyone, or a web release calls routes that are gone.
    add(
      new Alarm(this, 'Api4xxRate', {
        alarmName: `${config.prefix}api-4xx-rate`,
        alarmDescription: `Más del ${API_4XX_RATE_THRESHOLD} % de las respuestas de la API fueron 4xx durante 10 minutos (con ${API_4XX_MIN_REQUESTS} o más peticiones): ¿el encabezado de origen de CloudFront no coincide? (docs/operations.md, "Rotating the origin header").`,
        metric: new MathExpression({
          expression: `IF(total >= ${API_4XX_MIN_REQUESTS}, 100 * c4xx / total, 0)`,
          usingMetrics: {
            c4xx: props.httpApi.metricClientError({ period: cinco, statistic: 'Sum' }),
            total: props.httpApi.metricCount({ period: cinco, statistic: 'Sum' }),
          },
          period: cinco,
          label: '% 4xx',
        }),
        threshold: API_4XX_RATE_THRESHOLD,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const { def, queue, consumer } of props.colas ?? []) {
      alarma(
        `${constructId(def.id)}ConsumerErrors`,
        `queue-${def.id}-errors`,
        `El consumidor de la cola ${def.id} falló: el mensaje vuelve a la cola tras su tiempo de visibilidad y, tras ${def.maxIntentos} entregas, va a la cola de fallidos (docs/operations.md, "Queues").`,
        sumaCada(consumer.function.metricErrors()),
      );
      const edad = queueMaxMessageAge(def);
      alarma(
        `${constructId(def.id)}OldestMessage`,
        `queue-${def.id}-oldest-message`,
        `El mensaje más antiguo de la cola ${def.id} lleva más de ${edad.toMinutes()} minutos esperando: su consumidor falla o no lo recibe (docs/operations.md, "Queues").`,
        queue.metricApproximateAgeOfOldestMessage({ period: cinco, statistic: 'Maximum' }),
        { threshold: edad.toSeconds(), comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD },
      );
    }
    if (props.eventosEmail) {
      alarma(
        'EventosEmailErrors',
        'mail-events-errors',
        'La función que registra los rebotes y quejas de SES falló: Lambda lo reintenta dos veces; si sigue fallando, una dirección que rebotó podría recibir más emails (docs/operations.md, "Email").',
        sumaCada(props.eventosEmail.function.metricErrors()),
      );
    }

    if (props.table) {
      // Throttled reads and writes of the table and its indexes (on demand: a hot partition, or more
      // than double the previous peak); each metric is published only when it happened.
      const tabla = props.table.tableName;
      const dynamo = (metricName: string, indice?: string) =>
        new Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap: { TableName: tabla, ...(indice ? { GlobalSecondaryIndexName: indice } : {}) },
          period: cinco,
          statistic: 'Sum',
        });
      const usando: Record<string, IMetric> = {};
      for (const [i, indice] of [undefined, 'GSI1', 'GSI2'].entries()) {
        usando[`r${i}`] = dynamo('ReadThrottleEvents', indice);
        usando[`w${i}`] = dynamo('WriteThrottleEvents', indice);
      }
      alarma(
        'DynamoThrottles',
        'dynamodb-throttles',
        'DynamoDB limitó lecturas o escrituras de la tabla o sus índices en 5 minutos (5 o más): una partición caliente o un pico de más del doble del anterior (docs/operations.md, "Is it up?").',
        new MathExpression({ expression: 'SUM(FILL(METRICS(), 0))', usingMetrics: usando, period: cinco, label: 'throttles' }),
        { threshold: 5 },
      );
    }

    // The AI of the customer's account (D176), only when the deploy enabled it. Bedrock publishes its
    // invocations per model (namespace AWS/Bedrock, dimension ModelId: InvocationThrottles,
    // InvocationClientErrors, InvocationServerErrors; Bedrock user guide, "Monitor Amazon Bedrock with
    // CloudWatch"): a throttle is a report written by the built-in analyzer instead; a client error is
    // most often model access withdrawn or a model the region stopped serving.
    if (config.bedrock) {
      // The deploy's models summed (-c bedrock=a,b: a company may use any of them).
      const modelos = config.bedrock;
      const bedrock = (metricName: string, letra: string) =>
        Object.fromEntries(
          modelos.map((m, i) => [
            `${letra}${i}`,
            new Metric({ namespace: 'AWS/Bedrock', metricName, dimensionsMap: { ModelId: m.modelId }, period: cinco, statistic: 'Sum' }),
          ]),
        );
      const suma = (metricas: Record<string, Metric>) =>
        Object.keys(metricas)
          .map((k) => `FILL(${k}, 0)`)
          .join(' + ');
      const throttles = bedrock('InvocationThrottles', 't');
      alarma(
        'BedrockThrottles',
        'bedrock-throttles',
        'Amazon Bedrock limitó invocaciones del modelo (5 o más en 5 minutos): esos informes los escribió el analizador integrado. Pide más cuota o usa un perfil de inferencia (docs/deploy.md, "Amazon Bedrock and Transcribe").',
        new MathExpression({ expression: suma(throttles), usingMetrics: throttles, period: cinco, label: 'limitadas' }),
        { threshold: 5 },
      );
      const errores = { ...bedrock('InvocationClientErrors', 'c'), ...bedrock('InvocationServerErrors', 's') };
      alarma(
        'BedrockErrors',
        'bedrock-errors',
        'Amazon Bedrock rechazó o no completó invocaciones del modelo: acceso al modelo retirado, un modelo que la región ya no sirve o un fallo del servicio. Los informes los escribió el analizador integrado (docs/deploy.md, "Amazon Bedrock and Transcribe").',
        new MathExpression({ expression: suma(errores), usingMetrics: errores, period: cinco, label: 'errores' }),
      );
    }
    if (config.transcribe) {
      const { namespace: ns, nombre: n, dimension: d } = METRICA_TRANSCRIPCION_FALLIDA;
      alarma(
        'TranscribeErrors',
        'transcribe-errors',
        'Amazon Transcribe no transcribió respuestas de voz (3 o más en 5 minutos: trabajos fallidos, tiempo agotado o el servicio los rechazó); los candidatos escribieron sus respuestas (docs/deploy.md, "Amazon Bedrock and Transcribe").',
        new Metric({ namespace: ns, metricName: n, dimensionsMap: { [d]: config.stage }, period: cinco, statistic: 'Sum' }),
        { threshold: 3 },
      );
    }

    // WhatsApp (issue 68 item 9): the sending and the webhook count in EMF (functions/lib/whatsapp/metricas.ts).
    for (const [id, nombre, m, threshold, descripcion] of [
      [
        'WhatsAppEnvioFallido',
        'whatsapp-send-failed',
        METRICA_WHATSAPP_ENVIO_FALLIDO,
        WHATSAPP_ENVIO_FALLIDO_THRESHOLD,
        `${WHATSAPP_ENVIO_FALLIDO_THRESHOLD} o más mensajes de WhatsApp no se enviaron en 5 minutos (los correos sí salieron): un token caducado, una plantilla en pausa o Meta rechazando la cuenta; la cronología de la entrevista dice cuáles y por qué (docs/operations.md, "WhatsApp").`,
      ],
      [
        'WhatsAppFirmaRechazada',
        'whatsapp-signature-rejected',
        METRICA_WHATSAPP_FIRMA_RECHAZADA,
        WHATSAPP_FIRMA_RECHAZADA_THRESHOLD,
        `${WHATSAPP_FIRMA_RECHAZADA_THRESHOLD} o más webhooks de WhatsApp con firma X-Hub-Signature-256 incorrecta en 5 minutos (respondidos 401, nada guardado): la clave secreta de la aplicación cambió en Meta y no en Configuración, o alguien los falsifica (docs/operations.md, "WhatsApp").`,
      ],
    ] as const)
      alarma(
        id,
        nombre,
        descripcion,
        new Metric({
          namespace: m.namespace,
          metricName: m.nombre,
          dimensionsMap: { [m.dimension]: config.stage },
          period: cinco,
          statistic: 'Sum',
        }),
        { threshold },
      );

    // The SES account's reputation, here when SES is in this region (otherwise in the Mail stack, D166).
    if (props.sesAlarms ?? true) sesReputationAlarms(this, config, add);

    if (props.probeOrigin) this.sonda(props.probeOrigin, alarma);
  }

  /** The end-to-end probe: a function on a 5-minute schedule, and its alarm (two failed runs in a row). */
  private sonda(origin: string, alarma: (id: string, nombre: string, descripcion: string, metric: IMetric, extra?: object) => void): void {
    const logGroup = new LogGroup(this, 'ProbeLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(this, 'ProbeRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Talentia probe: opens the web and GET /api/test through CloudFront',
    });
    logGroup.grantWrite(role);
    this.probe = new lambda.Function(this, 'Probe', {
      runtime: FUNCTION_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: lambda.Code.fromInline(PROBE_CODE),
      memorySize: 128,
      timeout: Duration.seconds(30),
      role,
      logGroup,
      description: `Talentia probe of ${origin}: the web and GET /api/test every ${PROBE_RATE_MINUTES} minutes`,
      environment: { PROBE_ORIGIN: origin },
    });
    // A failed probe is not worth a retry: the next run is 5 minutes away.
    this.probe.configureAsyncInvoke(jobAsyncRetries(PROBE_RATE_MINUTES));
    new Rule(this, 'ProbeSchedule', {
      description: `Talentia probe every ${PROBE_RATE_MINUTES} min`,
      schedule: Schedule.rate(Duration.minutes(PROBE_RATE_MINUTES)),
      targets: [new LambdaFunction(this.probe, { retryAttempts: 0, maxEventAge: Duration.minutes(PROBE_RATE_MINUTES) })],
    });
    alarma(
      'WebProbe',
      'web-probe',
      `La sonda no pudo abrir ${origin}/ o ${origin}/api/test en dos pasadas seguidas: la web o la API no responden a los usuarios (docs/operations.md, "Is it up?").`,
      this.probe.metricErrors({ period: Duration.minutes(PROBE_RATE_MINUTES), statistic: 'Sum' }),
      { evaluationPeriods: 2, datapointsToAlarm: 2 },
    );
  }
}

// What CloudFront keeps in us-east-1, whatever region the stacks are in: its metrics (so the alarm
// on its 5xx rate lives there, with a topic of its own: an alarm notifies a topic of its region
// only) and its web ACLs (WAFv2 with scope CLOUDFRONT). Two stacks, because the Web stack needs the
// web ACL before the distribution exists and the alarm needs the distribution:
//
//   Talentia-<stage>-Waf    (with context waf) the web ACL: a rate-based rule per viewer address
//   Talentia-<stage>-Edge   CloudFront's 5xx-rate alarm, to its own topic
//
// Both are pinned to us-east-1 and read, or are read by, the Web stack across regions (CDK's weak
// references, Fn::GetStackOutput with the producer's region), which needs the stacks' region named
// (context region, required for prod).
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { TalentiaConfig } from '../config.js';
import { alarmTopic } from './monitoring-stack.js';

/** 5xx answers, as a share of CloudFront's requests in 5 minutes (%), that raise its alarm. */
export const CLOUDFRONT_5XX_RATE_THRESHOLD = 5;
/** Below this many requests in 5 minutes a 5xx rate is noise. */
export const CLOUDFRONT_MIN_REQUESTS = 20;

export interface WafStackProps extends StackProps {
  config: TalentiaConfig;
}

/**
 * The web ACL in front of the distribution: requests from one viewer address beyond `wafRateLimit`
 * in any 5 minutes are blocked until the rate falls (AWS WAF rate-based rule, aggregated by IP).
 * Everything else passes. ≈ 5 USD a month for the ACL, 1 USD per rule, 0.60 USD per million requests.
 */
export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const { config } = props;
    const visibilidad = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${config.prefix}web`,
      description: `Talentia ${config.stage}: at most ${config.wafRateLimit} requests per viewer address in 5 minutes`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibilidad(`${config.prefix}web`),
      rules: [
        {
          name: 'por-direccion',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: config.wafRateLimit, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          visibilityConfig: visibilidad(`${config.prefix}por-direccion`),
        },
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}

export interface EdgeStackProps extends StackProps {
  config: TalentiaConfig;
  /** The distribution (Web stack): its id is the metrics' dimension. */
  distributionId: string;
}

export class EdgeStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = alarmTopic(this, config);
    const cinco = Duration.minutes(5);
    const cloudfront = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        period: cinco,
        statistic,
      });
    // CloudFront's own 5xx (an origin it cannot reach, a TLS failure to it, a time-out) and the
    // origins' 5xx, as CloudFront's viewers get them: the web bucket's included, which no API
    // alarm sees.
    const alarm = new Alarm(this, 'CloudFront5xxRate', {
      alarmName: `${config.prefix}cloudfront-5xx-rate`,
      alarmDescription: `Más del ${CLOUDFRONT_5XX_RATE_THRESHOLD} % de las respuestas de CloudFront fueron 5xx durante 10 minutos (con ${CLOUDFRONT_MIN_REQUESTS} o más peticiones): mira también api-5xx y web-probe en la región de la pila (docs/operations.md, "Is it up?").`,
      metric: new MathExpression({
        expression: `IF(peticiones >= ${CLOUDFRONT_MIN_REQUESTS}, tasa, 0)`,
        usingMetrics: { tasa: cloudfront('5xxErrorRate', 'Average'), peticiones: cloudfront('Requests', 'Sum') },
        period: cinco,
        label: '% 5xx',
      }),
      threshold: CLOUDFRONT_5XX_RATE_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });
  }
}

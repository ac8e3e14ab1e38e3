// Amazon SES: a configuration set (reputation metrics, account-level suppression of bounces and
// complaints) and, when context mailDomain is given, the domain identity with Easy DKIM that uses it
// as its default configuration set, so every message from that domain is tracked without the
// senders naming it (SES then authorises each send against the configuration set too: the senders'
// mail:send grant names it, constructs/talentia-function.ts). With mailVerifiedDomain the domain is
// already an identity of the account: nothing is created for it. The configuration set publishes
// its bounces and complaints to the default EventBridge bus of its region, where the Jobs stack's
// rule takes them to the function that records them and suppresses the addresses (D142).
//
// The stack lives in the mail region (config.mailRegion, D166): the deploy region, unless its
// CloudFormation has no SES v2 resources (eu-south-2 → eu-west-1). There it also forwards its
// bounces and complaints to the deploy region's default bus (the Jobs stack's rule is unchanged),
// and holds the SES reputation alarms (an alarm reads only its own region's metrics) with a topic
// of its own, alarmEmail subscribed, as the Edge stack does in us-east-1.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { EventBus as EventBusTarget } from 'aws-cdk-lib/aws-events-targets';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { TalentiaConfig } from '../config.js';
import { alarmTopic, sesReputationAlarms } from './monitoring-stack.js';

export interface MailStackProps extends StackProps {
  config: TalentiaConfig;
}

/** The events of SES the configuration set publishes (and the Mail stack forwards across regions). */
export const SES_EVENT_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'];

export class MailStack extends Stack {
  readonly configurationSet: ConfigurationSet;
  readonly identity?: EmailIdentity;
  /** With SES in another region than the deploy's: the rule that forwards its bounces and complaints there. */
  readonly reenvio?: Rule;
  /** With SES in another region: the topic of the SES reputation alarms, in this region. */
  readonly topic?: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // SES publishes to the default bus only (AWS::SES::ConfigurationSetEventDestination, EventBridgeDestination).
    this.configurationSet.addEventDestination('RebotesYQuejas', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    if (config.mailDomain) {
      this.identity = new EmailIdentity(this, 'DomainIdentity', {
        identity: Identity.domain(config.mailDomain),
        configurationSet: this.configurationSet,
      });
      this.identity.dkimRecords.forEach((r, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${r.name} CNAME ${r.value}` });
      });
    }
    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });

    if (config.region && this.region !== config.region) {
      // EventBridge delivers to an event bus of another region as is (its source stays aws.ses), with
      // a role it assumes ("Sending and receiving events between AWS Regions").
      const destino = EventBus.fromEventBusArn(
        this,
        'DeployRegionBus',
        this.formatArn({ service: 'events', region: config.region, resource: 'event-bus', resourceName: 'default' }),
      );
      this.reenvio = new Rule(this, 'ReenvioRebotesYQuejas', {
        description: `Talentia ${config.stage}: SES bounces and complaints of its configuration set, to ${config.region}'s default bus`,
        eventPattern: {
          source: ['aws.ses'],
          detailType: SES_EVENT_DETAIL_TYPES,
          detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
        },
        targets: [new EventBusTarget(destino)],
      });
      this.topic = alarmTopic(this, config);
      const action = new SnsAction(this.topic);
      sesReputationAlarms(this, config, (alarm) => {
        alarm.addAlarmAction(action);
        alarm.addOkAction(action);
        this.alarms.push(alarm);
      });
      new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });
    }
  }
}

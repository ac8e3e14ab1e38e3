// Amazon SES: a configuration set (reputation metrics, account-level suppression of bounces and
// complaints) and, when context mailDomain is given, the domain identity with Easy DKIM that uses it
// as its default configuration set, so every message from that domain is tracked without the
// senders naming it (SES then authorises each send against the configuration set too: the senders'
// mail:send grant names it, constructs/talentia-function.ts). With mailVerifiedDomain the domain is
// already an identity of the account: nothing is created for it. The configuration set publishes
// its bounces and complaints to the account's default EventBridge bus, where the Jobs stack's rule
// takes them to the function that records them and suppresses the addresses (D142).
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { TalentiaConfig } from '../config.js';

export interface MailStackProps extends StackProps {
  config: TalentiaConfig;
}

export class MailStack extends Stack {
  readonly configurationSet: ConfigurationSet;
  readonly identity?: EmailIdentity;

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
  }
}

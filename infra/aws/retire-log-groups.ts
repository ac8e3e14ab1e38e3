// After `cdk deploy --all` and the deletion of orphaned family stacks: the log groups that functions
// no longer deployed left behind. A function's log group is retained when the function leaves its
// template (constructs/talentia-function.ts: the last month of logs stays readable), and a function
// leaves when its row is renamed (D89: the row's id names the function), when a row or job is
// removed, or with a retired family's stack; CloudFormation deletes the function and keeps the log
// group, for ever, empty once its retention has passed. This deletes those groups once nothing in
// them is younger than their retention, so the month stays readable; until then it says when.
//
// A log group without a name of its own is named by CloudFormation after its stack
// (`Talentia-<stage>-Api-empresas-EmpresasCreateLogs1A2B3C4D-xYz…`), and every stack of the app is
// `Talentia-<stage>-<Stack>` with a capital letter after the prefix (a stage is lower-case), so the
// stage's groups are those named `<prefix><capital>…`; a retired one is among them and is no log
// group of a stack that still exists.
import { ListStackResourcesCommand, ListStacksCommand, type CloudFormationClient } from '@aws-sdk/client-cloudformation';
import {
  DeleteLogGroupCommand,
  DescribeLogGroupsCommand,
  DescribeLogStreamsCommand,
  type CloudWatchLogsClient,
} from '@aws-sdk/client-cloudwatch-logs';
import { EXISTING_STACK_STATUSES } from './retire-stacks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetiredLogGroup {
  name: string;
  /** Days its events are kept (none: they never expire). */
  retentionDays?: number;
  /** When its newest event came in (its creation when it holds none). */
  newest: Date;
  /** When its last event expires: from then on it holds nothing (none without a retention). */
  expires?: Date;
}

export interface RetireLogGroupsOptions {
  cfn: CloudFormationClient;
  logs: CloudWatchLogsClient;
  /** `Talentia-<stage>-` */
  prefix: string;
  now: Date;
  /** Only say what would be deleted (`--simular-retirada`). */
  dryRun?: boolean;
  log?: (line: string) => void;
}

/** The log groups that the stage's existing stacks hold. */
async function liveLogGroups(cfn: CloudFormationClient, prefix: string): Promise<Set<string>> {
  const stacks: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cfn.send(new ListStacksCommand({ StackStatusFilter: EXISTING_STACK_STATUSES, NextToken }));
    for (const s of page.StackSummaries ?? []) if (s.StackName?.startsWith(prefix)) stacks.push(s.StackName);
    NextToken = page.NextToken;
  } while (NextToken);
  const live = new Set<string>();
  for (const StackName of stacks) {
    let token: string | undefined;
    do {
      const page = await cfn.send(new ListStackResourcesCommand({ StackName, NextToken: token }));
      for (const r of page.StackResourceSummaries ?? []) {
        if (r.ResourceType === 'AWS::Logs::LogGroup' && r.PhysicalResourceId) live.add(r.PhysicalResourceId);
      }
      token = page.NextToken;
    } while (token);
  }
  return live;
}

/** The stage's log groups that no existing stack holds, each with when its last event expires. */
export async function retiredLogGroups(cfn: CloudFormationClient, logs: CloudWatchLogsClient, prefix: string): Promise<RetiredLogGroup[]> {
  const live = await liveLogGroups(cfn, prefix);
  const ours = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Z]`);
  const retired: RetiredLogGroup[] = [];
  let nextToken: string | undefined;
  do {
    const page = await logs.send(new DescribeLogGroupsCommand({ logGroupNamePrefix: prefix, nextToken }));
    for (const g of page.logGroups ?? []) {
      const name = g.logGroupName ?? '';
      if (!ours.test(name) || live.has(name)) continue;
      const streams = await logs.send(
        new DescribeLogStreamsCommand({ logGroupName: name, orderBy: 'LastEventTime', descending: true, limit: 1 }),
      );
      const s = streams.logStreams?.[0];
      // lastEventTimestamp is updated within about an hour; the ingestion time of the last batch is not older.
      const newest = new Date(Math.max(s?.lastEventTimestamp ?? 0, s?.lastIngestionTime ?? 0, s?.creationTime ?? 0, g.creationTime ?? 0));
      const retentionDays = g.retentionInDays;
      retired.push({
        name,
        newest,
        ...(retentionDays ? { retentionDays, expires: new Date(newest.getTime() + retentionDays * DAY_MS) } : {}),
      });
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return retired.sort((a, b) => a.name.localeCompare(b.name));
}

/** Deletes the retired log groups whose events have all expired; lists the others. Returns those deleted. */
export async function retireLogGroups(o: RetireLogGroupsOptions): Promise<string[]> {
  const log = o.log ?? ((l: string) => console.log(l));
  const retired = await retiredLogGroups(o.cfn, o.logs, o.prefix);
  if (!retired.length) {
    log('Ningún grupo de logs de una función retirada.');
    return [];
  }
  const deleted: string[] = [];
  for (const g of retired) {
    if (!g.expires) {
      log(`Se conserva ${g.name}: sus logs no caducan (bórralo a mano cuando ya no haga falta).`);
      continue;
    }
    if (g.expires.getTime() > o.now.getTime()) {
      log(`Se conserva ${g.name} hasta el ${g.expires.toISOString().slice(0, 10)}: guarda logs de una función retirada.`);
      continue;
    }
    if (o.dryRun) {
      log(`Se borraría ${g.name}: su función ya no existe y sus logs han caducado.`);
      continue;
    }
    await o.logs.send(new DeleteLogGroupCommand({ logGroupName: g.name }));
    log(`${g.name} borrado: su función ya no existe y sus logs habían caducado.`);
    deleted.push(g.name);
  }
  return deleted;
}

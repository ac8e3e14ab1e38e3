// `npm run deploy -- -c stage=prod -c …`: the deploy an operator runs (docs/deploy.md). It builds
// the web when its sources changed and deletes the stacks of this stage whose first create failed
// (their termination protection would stop `cdk deploy`); then it is `cdk deploy --all` with the
// same context, in CDK's order (each stack after the stacks it reads), followed by what `cdk deploy`
// alone leaves behind: the stacks of route families that shared/routes no longer has (still
// running), then the log groups of functions no longer deployed (a renamed or removed row, a retired
// family), once their logs have expired. `--simular-retirada` only lists them.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs';
import { deployedFamilies } from './app.js';
import { CLOUDFRONT_REGION, defaultMailRegion, REPO_ROOT } from './config.js';
import { deleteFailedFirstCreates } from './first-create.js';
import { retireLogGroups } from './retire-log-groups.js';
import { retireOrphanStacks } from './retire-stacks.js';
import { buildWebIfChanged, WEB_DIST } from './web-build.js';

/** The value of context `key` in cdk's arguments (`-c key=v`, `--context key=v`, `--context=key=v`); the last one wins, as in cdk. */
function contextValue(args: string[], key: string): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const valor = a === '-c' || a === '--context' ? args[i + 1] : a.startsWith('--context=') ? a.slice('--context='.length) : undefined;
    if (valor?.startsWith(`${key}=`)) found = valor.slice(key.length + 1);
  }
  return found;
}

/** The stage of `-c stage=…` / `--context stage=…` (the same default as config.ts). */
export function stageFromArgs(args: string[]): string {
  const stage = contextValue(args, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) throw new Error(`Context "stage" must be lower-case kebab (≤ 20 chars), got "${stage}"`);
  return stage;
}

/**
 * Where cdk deployed, so the retirement step lists and deletes stacks in the same account and region:
 * cdk's `--profile` (credentials and, unless pinned, region), and the region the stacks are pinned
 * to with `-c region=…` (config.ts). Unset values are resolved by the SDK exactly as cdk resolves
 * them (AWS_PROFILE, AWS_REGION / AWS_DEFAULT_REGION, the profile's region).
 */
export function targetFromArgs(args: string[]): { profile?: string; region?: string } {
  let profile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--profile') profile = args[i + 1];
    else if (args[i].startsWith('--profile=')) profile = args[i].slice('--profile='.length);
  }
  const region = contextValue(args, 'region')?.trim() || undefined;
  return { ...(profile ? { profile } : {}), ...(region ? { region } : {}) };
}

/**
 * The regions this stage's stacks are in: the deploy's (pinned or the SDK's default), the mail
 * region's (the Mail stack, D166: `-c mailRegion`, else eu-west-1 for eu-south-2) and us-east-1 for
 * the CloudFront ones (Edge, Waf); the last two exist only when the region is pinned.
 */
export function deployRegions(args: string[]): (string | undefined)[] {
  const { region } = targetFromArgs(args);
  if (!region) return [region];
  const mail = contextValue(args, 'mailRegion')?.trim() || defaultMailRegion(region);
  return [...new Set([region, ...(mail ? [mail] : []), CLOUDFRONT_REGION])];
}

/** The web build the synth uploads (`-c webDist=…`, relative to the repository, or web/dist). */
export function webDistFromArgs(args: string[]): string {
  const dist = contextValue(args, 'webDist')?.trim();
  return dist ? path.resolve(REPO_ROOT, dist) : WEB_DIST;
}

/** What runs before `cdk deploy`: the web build when its sources changed, and the stacks whose first create failed. */
export async function beforeCdkDeploy(args: string[], stage: string): Promise<void> {
  await buildWebIfChanged(webDistFromArgs(args));
  const { profile } = targetFromArgs(args);
  for (const region of deployRegions(args)) {
    await deleteFailedFirstCreates({
      cfn: new CloudFormationClient({ ...(profile ? { profile } : {}), ...(region ? { region } : {}) }),
      prefix: `Talentia-${stage}-`,
    });
  }
}

export interface AfterCdkOptions {
  cfn: CloudFormationClient;
  logs: CloudWatchLogsClient;
  stage: string;
  families: string[];
  now: Date;
  dryRun?: boolean;
  log?: (line: string) => void;
  /** Pause between two looks at a stack being deleted (s; default 5, tests take less). */
  minDelayS?: number;
}

/**
 * What the deploy does once `cdk deploy --all` has succeeded: the orphaned family stacks first, so
 * the log groups their functions leave are found by the same run.
 */
export async function afterCdkDeploy(o: AfterCdkOptions): Promise<{ stacks: string[]; logGroups: string[] }> {
  const prefix = `Talentia-${o.stage}-`;
  const stacks = await retireOrphanStacks({
    cfn: o.cfn,
    prefix,
    families: o.families,
    dryRun: o.dryRun,
    log: o.log,
    minDelayS: o.minDelayS,
  });
  const logGroups = await retireLogGroups({ cfn: o.cfn, logs: o.logs, prefix, now: o.now, dryRun: o.dryRun, log: o.log });
  return { stacks, logGroups };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--simular-retirada');
  const cdkArgs = args.filter((a) => a !== '--simular-retirada');
  const stage = stageFromArgs(cdkArgs);
  await beforeCdkDeploy(cdkArgs, stage);
  const cdk = spawnSync('npx', ['cdk', 'deploy', '--all', ...cdkArgs], { stdio: 'inherit' });
  if (cdk.status !== 0) process.exit(cdk.status ?? 1);
  const target = targetFromArgs(cdkArgs);
  const cfn = new CloudFormationClient(target);
  console.log(
    `Buscando stacks de familias retiradas y grupos de logs de funciones retiradas en ${await cfn.config.region()} (perfil ${target.profile ?? process.env.AWS_PROFILE ?? 'por defecto'}).`,
  );
  await afterCdkDeploy({ cfn, logs: new CloudWatchLogsClient(target), stage, families: deployedFamilies(), now: new Date(), dryRun });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
}

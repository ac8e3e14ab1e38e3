// The deploy deletes the stacks of route families shared/routes no longer has (D73),
// and nothing else; CloudFormation mocked (aws-sdk-client-mock).
import {
  CloudFormationClient,
  DeleteStackCommand,
  DescribeStacksCommand,
  ListStacksCommand,
  UpdateTerminationProtectionCommand,
} from '@aws-sdk/client-cloudformation';
import { describe, expect, it } from 'vitest';
import { deployedFamilies } from '../../infra/aws/app.js';
import { targetFromArgs, stageFromArgs } from '../../infra/aws/deploy.js';
import { retireOrphanStacks, orphanStacks } from '../../infra/aws/retire-stacks.js';
import { lambdaRoutes } from '../../shared/routes/index.js';
import { cloudFormationSimulada } from './cloudformation-simulada.js';

const { cfnMock, cfn } = cloudFormationSimulada('eu-west-1');

const stack = (StackName: string, extra: Record<string, unknown> = {}) => ({
  StackName,
  StackStatus: 'UPDATE_COMPLETE' as const,
  CreationTime: new Date(0),
  ...extra,
});

describe('stacks of retired route families', () => {
  it('lists only <prefix>Api-<family> stacks whose family the app does not deploy, across pages', async () => {
    cfnMock
      .on(ListStacksCommand)
      .resolvesOnce({
        StackSummaries: [
          stack('Talentia-prod-Api'),
          stack('Talentia-prod-Api-sistema'),
          stack('Talentia-prod-Api-viejo'),
          stack('Talentia-prod-Data'),
          stack('Talentia-dev-Api-viejo'),
        ],
        NextToken: 'p2',
      })
      .resolvesOnce({
        StackSummaries: [
          stack('Talentia-prod-Api-otro-retirado'),
          stack('Talentia-prod-Api-anidado', { ParentId: 'arn:aws:cloudformation:…:stack/Talentia-prod-Api-viejo/…' }),
          stack('Talentia-prod-Api-borrandose', { StackStatus: 'DELETE_IN_PROGRESS' }),
          stack('Talentia-prod-Apix-sistema'),
        ],
      });
    expect(await orphanStacks(cfn, 'Talentia-prod-', ['sistema', 'auth'])).toEqual([
      'Talentia-prod-Api-otro-retirado',
      'Talentia-prod-Api-viejo',
    ]);
    const calls = cfnMock.commandCalls(ListStacksCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1].args[0].input.NextToken).toBe('p2');
    // Deleted stacks are not asked for.
    expect(calls[0].args[0].input.StackStatusFilter).not.toContain('DELETE_COMPLETE');
  });

  it('deletes each one after turning its termination protection off, and waits until it is gone', async () => {
    cfnMock.on(ListStacksCommand).resolves({ StackSummaries: [stack('Talentia-prod-Api-sistema'), stack('Talentia-prod-Api-viejo')] });
    cfnMock.on(UpdateTerminationProtectionCommand).resolves({});
    cfnMock.on(DeleteStackCommand).resolves({});
    cfnMock
      .on(DescribeStacksCommand)
      .resolvesOnce({ Stacks: [stack('Talentia-prod-Api-viejo', { StackStatus: 'DELETE_IN_PROGRESS' })] })
      .resolves({ Stacks: [stack('Talentia-prod-Api-viejo', { StackStatus: 'DELETE_COMPLETE' })] });
    const lineas: string[] = [];
    const borrados = await retireOrphanStacks({
      cfn,
      prefix: 'Talentia-prod-',
      families: ['sistema'],
      log: (l) => lineas.push(l),
      maxWaitS: 60,
      // The deploy's 5 s between looks would be 5 s of this test asleep (docs/performance.md).
      minDelayS: 0.01,
    });
    expect(borrados).toEqual(['Talentia-prod-Api-viejo']);
    expect(cfnMock.commandCalls(UpdateTerminationProtectionCommand).map((c) => c.args[0].input)).toEqual([
      { StackName: 'Talentia-prod-Api-viejo', EnableTerminationProtection: false },
    ]);
    expect(cfnMock.commandCalls(DeleteStackCommand).map((c) => c.args[0].input)).toEqual([{ StackName: 'Talentia-prod-Api-viejo' }]);
    expect(cfnMock.commandCalls(DescribeStacksCommand).length).toBeGreaterThanOrEqual(2);
    expect(lineas.at(-1)).toBe('Talentia-prod-Api-viejo borrado.');
  }, 30_000);

  it('--simular-retirada only says what it would delete', async () => {
    cfnMock.on(ListStacksCommand).resolves({ StackSummaries: [stack('Talentia-prod-Api-viejo')] });
    const lineas: string[] = [];
    await retireOrphanStacks({ cfn, prefix: 'Talentia-prod-', families: [], dryRun: true, log: (l) => lineas.push(l) });
    expect(cfnMock.commandCalls(DeleteStackCommand)).toHaveLength(0);
    expect(cfnMock.commandCalls(UpdateTerminationProtectionCommand)).toHaveLength(0);
    expect(lineas).toEqual(['Se borraría Talentia-prod-Api-viejo (su familia ya no está en shared/routes).']);
  });

  it('the families are those of the route table; the stage comes from the same -c the deploy gets', () => {
    expect(deployedFamilies()).toEqual([...new Set(lambdaRoutes.filter((r) => !r.servedByCdn).map((r) => r.family))]);
    expect(deployedFamilies()).toContain('sistema');
    expect(stageFromArgs(['-c', 'stage=prod', '-c', 'mailFrom=a@b.c'])).toBe('prod');
    expect(stageFromArgs(['--context=stage=qa'])).toBe('qa');
    expect(stageFromArgs([])).toBe('dev');
    expect(() => stageFromArgs(['-c', 'stage=PROD'])).toThrow(/stage/);
  });

  it("lists and deletes where cdk deployed: cdk's --profile and the region the stacks are pinned to", async () => {
    const args = ['-c', 'stage=prod', '--profile', 'talentia-prod', '-c', 'region=eu-west-1', '--require-approval', 'never'];
    expect(targetFromArgs(args)).toEqual({ profile: 'talentia-prod', region: 'eu-west-1' });
    expect(targetFromArgs(['--profile=ops', '--context=region=us-east-2'])).toEqual({ profile: 'ops', region: 'us-east-2' });
    // Nothing given: the SDK resolves both as cdk does (AWS_PROFILE, AWS_REGION, the profile's region).
    expect(targetFromArgs(['-c', 'stage=prod'])).toEqual({});
    const cfn = new CloudFormationClient(targetFromArgs(args));
    expect(await cfn.config.region()).toBe('eu-west-1');
    expect((cfn.config as { profile?: string }).profile).toBe('talentia-prod');
  });
});

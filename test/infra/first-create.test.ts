// The deploy after a failed first create (D141): the stacks of the stage left in ROLLBACK_COMPLETE
// or ROLLBACK_FAILED are deleted, termination protection off first (prod stacks have it, and
// CloudFormation refuses to delete a protected stack), and what their rollback kept is named;
// any other stack is never touched. CloudFormation mocked (aws-sdk-client-mock).
import * as path from 'node:path';
import {
  DeleteStackCommand,
  DescribeStacksCommand,
  ListStackResourcesCommand,
  ListStacksCommand,
  UpdateTerminationProtectionCommand,
} from '@aws-sdk/client-cloudformation';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/aws/config.js';
import { deployRegions, webDistFromArgs } from '../../infra/aws/deploy.js';
import { deleteFailedFirstCreates, FAILED_CREATE_STATUSES, failedFirstCreates } from '../../infra/aws/first-create.js';
import { cloudFormationSimulada } from './cloudformation-simulada.js';

const { cfnMock, cfn } = cloudFormationSimulada('eu-south-2');

const id = (name: string) => `arn:aws:cloudformation:eu-south-2:123456789012:stack/${name}/1`;
const stack = (StackName: string, StackStatus: string, extra: Record<string, unknown> = {}) => ({
  StackName,
  StackId: id(StackName),
  StackStatus: StackStatus as never,
  CreationTime: new Date(0),
  ...extra,
});
/** The options the deploy passes, with short waits (the deploy's 5 s between looks would be 5 s of test asleep). */
const opciones = (lineas: string[]) => ({
  cfn,
  prefix: 'Talentia-prod-',
  log: (l: string) => lineas.push(l),
  maxWaitS: 60,
  minDelayS: 0.01,
});

describe('stacks whose first create failed', () => {
  it("asks CloudFormation only for rolled-back creates and keeps this stage's own, across pages, nested ones left to their parent", async () => {
    cfnMock
      .on(ListStacksCommand)
      .resolvesOnce({
        StackSummaries: [stack('Talentia-prod-Auth', 'ROLLBACK_COMPLETE'), stack('Talentia-dev-Auth', 'ROLLBACK_COMPLETE')],
        NextToken: 'p2',
      })
      .resolvesOnce({
        StackSummaries: [
          stack('Talentia-prod-Data', 'ROLLBACK_FAILED'),
          stack('Talentia-prod-Api-anidado', 'ROLLBACK_COMPLETE', { ParentId: id('Talentia-prod-Api') }),
          // A list that answered more than asked for: an update that rolled back is a created stack.
          stack('Talentia-prod-Web', 'UPDATE_ROLLBACK_COMPLETE'),
        ],
      });
    expect((await failedFirstCreates(cfn, 'Talentia-prod-')).map((s) => [s.StackName, s.StackStatus])).toEqual([
      ['Talentia-prod-Auth', 'ROLLBACK_COMPLETE'],
      ['Talentia-prod-Data', 'ROLLBACK_FAILED'],
    ]);
    const calls = cfnMock.commandCalls(ListStacksCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.args[0].input.StackStatusFilter).toEqual(FAILED_CREATE_STATUSES);
    expect(calls[1]!.args[0].input.NextToken).toBe('p2');
  });

  it('turns termination protection off, deletes the stack, waits until it is gone, and names what its rollback kept', async () => {
    cfnMock.on(ListStacksCommand).resolves({ StackSummaries: [stack('Talentia-prod-Auth', 'ROLLBACK_COMPLETE')] });
    cfnMock.on(ListStackResourcesCommand).resolves({
      StackResourceSummaries: [
        // Kept by DeletionPolicy Retain while the create rolled back.
        {
          LogicalResourceId: 'UserPool',
          PhysicalResourceId: 'eu-south-2_AbCdEf',
          ResourceType: 'AWS::Cognito::UserPool',
          ResourceStatus: 'DELETE_SKIPPED',
          LastUpdatedTimestamp: new Date(0),
        },
        {
          LogicalResourceId: 'Domain',
          PhysicalResourceId: 'talentia-prod',
          ResourceType: 'AWS::Cognito::UserPoolDomain',
          ResourceStatus: 'CREATE_FAILED',
          LastUpdatedTimestamp: new Date(0),
        },
        {
          LogicalResourceId: 'Client',
          PhysicalResourceId: 'abc',
          ResourceType: 'AWS::Cognito::UserPoolClient',
          ResourceStatus: 'DELETE_COMPLETE',
          LastUpdatedTimestamp: new Date(0),
        },
      ],
    });
    cfnMock.on(UpdateTerminationProtectionCommand).resolves({});
    cfnMock.on(DeleteStackCommand).resolves({});
    cfnMock
      .on(DescribeStacksCommand)
      .resolvesOnce({ Stacks: [stack('Talentia-prod-Auth', 'DELETE_IN_PROGRESS')] })
      .resolves({ Stacks: [stack('Talentia-prod-Auth', 'DELETE_COMPLETE')] });
    const lineas: string[] = [];
    expect(await deleteFailedFirstCreates(opciones(lineas))).toEqual(['Talentia-prod-Auth']);

    // By its id: a stack of the same name created meanwhile would be another stack.
    expect(cfnMock.commandCalls(UpdateTerminationProtectionCommand).map((c) => c.args[0].input)).toEqual([
      { StackName: id('Talentia-prod-Auth'), EnableTerminationProtection: false },
    ]);
    expect(cfnMock.commandCalls(DeleteStackCommand).map((c) => c.args[0].input)).toEqual([{ StackName: id('Talentia-prod-Auth') }]);
    // Protection off before the deletion, which CloudFormation would refuse otherwise.
    const orden = cfnMock.calls().map((c) => c.args[0].constructor.name);
    expect(orden.indexOf('UpdateTerminationProtectionCommand')).toBeLessThan(orden.indexOf('DeleteStackCommand'));
    expect(cfnMock.commandCalls(DescribeStacksCommand).length).toBeGreaterThanOrEqual(2);
    expect(lineas[0]).toContain('Talentia-prod-Auth no terminó su primera creación (ROLLBACK_COMPLETE)');
    expect(lineas).toContain('Talentia-prod-Auth borrado.');
    expect(lineas.join('\n')).toContain('  AWS::Cognito::UserPool eu-south-2_AbCdEf');
    expect(lineas.join('\n')).not.toContain('UserPoolDomain');
    expect(lineas.join('\n')).not.toContain('UserPoolClient');
  }, 30_000);

  it('with no failed create: nothing is changed', async () => {
    cfnMock.on(ListStacksCommand).resolves({ StackSummaries: [] });
    const lineas: string[] = [];
    expect(await deleteFailedFirstCreates(opciones(lineas))).toEqual([]);
    expect(cfnMock.commandCalls(UpdateTerminationProtectionCommand)).toHaveLength(0);
    expect(cfnMock.commandCalls(DeleteStackCommand)).toHaveLength(0);
    expect(lineas).toEqual([]);
  });

  it('a stack that cannot be deleted stops the deploy, saying how to delete it keeping what it cannot', async () => {
    cfnMock.on(ListStacksCommand).resolves({ StackSummaries: [stack('Talentia-prod-Data', 'ROLLBACK_FAILED')] });
    cfnMock.on(ListStackResourcesCommand).resolves({ StackResourceSummaries: [] });
    cfnMock.on(UpdateTerminationProtectionCommand).resolves({});
    cfnMock.on(DeleteStackCommand).resolves({});
    cfnMock.on(DescribeStacksCommand).resolves({ Stacks: [stack('Talentia-prod-Data', 'DELETE_FAILED')] });
    await expect(deleteFailedFirstCreates(opciones([]))).rejects.toThrow(/Talentia-prod-Data could not be deleted.*FORCE_DELETE_STACK/s);
  }, 30_000);

  it('looks in the deploy region, the mail region (D166) and, when it is pinned elsewhere, in us-east-1 (the CloudFront stacks)', () => {
    expect(deployRegions(['-c', 'stage=prod', '-c', 'region=eu-south-2'])).toEqual(['eu-south-2', 'eu-west-1', 'us-east-1']);
    expect(deployRegions(['-c', 'region=eu-south-2', '-c', 'mailRegion=eu-west-3'])).toEqual(['eu-south-2', 'eu-west-3', 'us-east-1']);
    expect(deployRegions(['-c', 'region=eu-west-1'])).toEqual(['eu-west-1', 'us-east-1']);
    expect(deployRegions(['-c', 'region=us-east-1'])).toEqual(['us-east-1']);
    // Unpinned: the SDK's default region, as cdk resolves it; no CloudFront stacks then.
    expect(deployRegions(['-c', 'stage=dev'])).toEqual([undefined]);
  });

  it('builds the web the synth will upload: -c webDist or web/dist', () => {
    expect(webDistFromArgs(['-c', 'stage=prod'])).toBe(path.join(REPO_ROOT, 'web', 'dist'));
    expect(webDistFromArgs(['--context=webDist=build/web'])).toBe(path.join(REPO_ROOT, 'build', 'web'));
  });
});

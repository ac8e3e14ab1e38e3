// The deploy deletes the log groups that functions no longer deployed left behind (a renamed or
// removed row, a retired family: row-rename.test.ts shows the group is all a rename leaves), once
// their logs have expired, and nothing else; CloudFormation and CloudWatch Logs mocked.
import {
  DeleteStackCommand,
  DescribeStacksCommand,
  ListStackResourcesCommand,
  ListStacksCommand,
  UpdateTerminationProtectionCommand,
} from '@aws-sdk/client-cloudformation';
import {
  CloudWatchLogsClient,
  DeleteLogGroupCommand,
  DescribeLogGroupsCommand,
  DescribeLogStreamsCommand,
} from '@aws-sdk/client-cloudwatch-logs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterCdkDeploy } from '../../infra/aws/deploy.js';
import { retiredLogGroups, retireLogGroups } from '../../infra/aws/retire-log-groups.js';
import { CREDENCIALES_PRUEBA, cloudFormationSimulada } from './cloudformation-simulada.js';

const { cfnMock, cfn } = cloudFormationSimulada('eu-west-1');
const logsMock = mockClient(CloudWatchLogsClient);
const logs = new CloudWatchLogsClient({ region: 'eu-west-1', credentials: CREDENCIALES_PRUEBA });
beforeEach(() => logsMock.reset());

const DIA = 24 * 60 * 60 * 1000;
/** A fixed "now": the test does not depend on the day it runs. */
const AHORA = new Date('2026-12-01T00:00:00Z');
const haceDias = (d: number) => AHORA.getTime() - d * DIA;

const stack = (StackName: string) => ({ StackName, StackStatus: 'UPDATE_COMPLETE' as const, CreationTime: new Date(0) });
const grupo = (logGroupName: string, retentionInDays: number | null = 30) => ({
  logGroupName,
  creationTime: haceDias(400),
  ...(retentionInDays ? { retentionInDays } : {}),
});

/** Two live stacks of prod, each holding one log group, and the groups CloudWatch Logs lists. */
function cuenta(grupos: ReturnType<typeof grupo>[], ultimoEvento: Record<string, number | undefined>) {
  cfnMock.on(ListStacksCommand).resolves({
    StackSummaries: [stack('Talentia-prod-Api-empresas'), stack('Talentia-prod-Jobs'), stack('Talentia-dev-Api-empresas')],
  });
  cfnMock
    .on(ListStackResourcesCommand, { StackName: 'Talentia-prod-Api-empresas' })
    .resolvesOnce({
      StackResourceSummaries: [
        {
          LogicalResourceId: 'EmpresasCreateLogs1',
          PhysicalResourceId: 'Talentia-prod-Api-empresas-EmpresasCreateLogs1-AAA',
          ResourceType: 'AWS::Logs::LogGroup',
          ResourceStatus: 'CREATE_COMPLETE',
          LastUpdatedTimestamp: new Date(0),
        },
      ],
      NextToken: 'r2',
    })
    .resolvesOnce({
      StackResourceSummaries: [
        {
          LogicalResourceId: 'EmpresasCreateFunction1',
          PhysicalResourceId: 'Talentia-prod-Api-empresas-EmpresasCreateFunction1-BBB',
          ResourceType: 'AWS::Lambda::Function',
          ResourceStatus: 'CREATE_COMPLETE',
          LastUpdatedTimestamp: new Date(0),
        },
      ],
    });
  cfnMock.on(ListStackResourcesCommand, { StackName: 'Talentia-prod-Jobs' }).resolves({
    StackResourceSummaries: [
      {
        LogicalResourceId: 'HealthLogs1',
        PhysicalResourceId: 'Talentia-prod-Jobs-HealthLogs1-CCC',
        ResourceType: 'AWS::Logs::LogGroup',
        ResourceStatus: 'CREATE_COMPLETE',
        LastUpdatedTimestamp: new Date(0),
      },
    ],
  });
  logsMock
    .on(DescribeLogGroupsCommand)
    .resolvesOnce({ logGroups: grupos.slice(0, 2), nextToken: 'g2' })
    .resolvesOnce({ logGroups: grupos.slice(2) });
  for (const [logGroupName, t] of Object.entries(ultimoEvento)) {
    logsMock
      .on(DescribeLogStreamsCommand, { logGroupName })
      .resolves({ logStreams: t === undefined ? [] : [{ logStreamName: 's', lastEventTimestamp: t, lastIngestionTime: t }] });
  }
  logsMock.on(DeleteLogGroupCommand).resolves({});
}

describe('log groups of functions no longer deployed', () => {
  const VIVO = 'Talentia-prod-Api-empresas-EmpresasCreateLogs1-AAA';
  const VIVO_JOBS = 'Talentia-prod-Jobs-HealthLogs1-CCC';
  const RENOMBRADO = 'Talentia-prod-Api-empresas-PlanUploadLogs9-DDD';
  const RECIENTE = 'Talentia-prod-Api-notificaciones-NotificacionesReadLogs2-EEE';
  const SIN_CADUCIDAD = 'Talentia-prod-Api-viejo-ViejoGetLogs3-FFF';
  const VACIO = 'Talentia-prod-Api-viejo-ViejoListLogs4-GGG';
  const OTRA_ETAPA = 'Talentia-prod-eu-Api-empresas-EmpresasCreateLogs1-HHH';

  const todos = () =>
    cuenta(
      [grupo(VIVO), grupo(RENOMBRADO), grupo(RECIENTE), grupo(SIN_CADUCIDAD, null), grupo(VACIO), grupo(OTRA_ETAPA), grupo(VIVO_JOBS)],
      {
        [RENOMBRADO]: haceDias(45),
        [RECIENTE]: haceDias(10),
        [SIN_CADUCIDAD]: haceDias(400),
        [VACIO]: undefined,
      },
    );

  it('are the stage’s groups that no existing stack of the stage holds, each with when its last event expires', async () => {
    todos();
    const retirados = await retiredLogGroups(cfn, logs, 'Talentia-prod-');
    expect(retirados.map((g) => g.name)).toEqual([RENOMBRADO, RECIENTE, SIN_CADUCIDAD, VACIO].sort());
    const de = (n: string) => retirados.find((g) => g.name === n)!;
    expect(de(RENOMBRADO).expires).toEqual(new Date(haceDias(15)));
    expect(de(RECIENTE).expires).toEqual(new Date(haceDias(-20)));
    expect(de(SIN_CADUCIDAD).expires).toBeUndefined();
    // No event ever: its creation is its newest moment.
    expect(de(VACIO).newest).toEqual(new Date(haceDias(400)));
    // Both pages of stacks' resources and of log groups were read; another stage's stacks were not.
    expect(cfnMock.commandCalls(ListStackResourcesCommand).map((c) => c.args[0].input)).toEqual([
      { StackName: 'Talentia-prod-Api-empresas', NextToken: undefined },
      { StackName: 'Talentia-prod-Api-empresas', NextToken: 'r2' },
      { StackName: 'Talentia-prod-Jobs', NextToken: undefined },
    ]);
    expect(logsMock.commandCalls(DescribeLogGroupsCommand).map((c) => c.args[0].input)).toEqual([
      { logGroupNamePrefix: 'Talentia-prod-', nextToken: undefined },
      { logGroupNamePrefix: 'Talentia-prod-', nextToken: 'g2' },
    ]);
  });

  it('deletes those whose logs have all expired and keeps the others, saying until when', async () => {
    todos();
    const lineas: string[] = [];
    const borrados = await retireLogGroups({ cfn, logs, prefix: 'Talentia-prod-', now: AHORA, log: (l) => lineas.push(l) });
    expect(borrados).toEqual([RENOMBRADO, VACIO]);
    expect(logsMock.commandCalls(DeleteLogGroupCommand).map((c) => c.args[0].input)).toEqual([
      { logGroupName: RENOMBRADO },
      { logGroupName: VACIO },
    ]);
    expect(lineas).toContain(`Se conserva ${RECIENTE} hasta el 2026-12-21: guarda logs de una función retirada.`);
    expect(lineas).toContain(`Se conserva ${SIN_CADUCIDAD}: sus logs no caducan (bórralo a mano cuando ya no haga falta).`);
  });

  it('--simular-retirada only says what it would delete', async () => {
    todos();
    const lineas: string[] = [];
    await retireLogGroups({ cfn, logs, prefix: 'Talentia-prod-', now: AHORA, dryRun: true, log: (l) => lineas.push(l) });
    expect(logsMock.commandCalls(DeleteLogGroupCommand)).toHaveLength(0);
    expect(lineas).toContain(`Se borraría ${RENOMBRADO}: su función ya no existe y sus logs han caducado.`);
  });

  it('the deploy retires orphaned family stacks first, then looks for the log groups they left', async () => {
    const orden: string[] = [];
    cfnMock.on(ListStacksCommand).callsFake(() => {
      orden.push('ListStacks');
      // Once deleted, the retired family's stack is no longer listed.
      const viejo = orden.includes('DeleteStack') ? [] : [stack('Talentia-prod-Api-viejo')];
      return { StackSummaries: [stack('Talentia-prod-Api-empresas'), ...viejo] };
    });
    cfnMock.on(UpdateTerminationProtectionCommand).resolves({});
    cfnMock.on(DeleteStackCommand).callsFake(() => orden.push('DeleteStack') && {});
    cfnMock.on(DescribeStacksCommand).resolves({ Stacks: [{ ...stack('Talentia-prod-Api-viejo'), StackStatus: 'DELETE_COMPLETE' }] });
    cfnMock.on(ListStackResourcesCommand).resolves({ StackResourceSummaries: [] });
    logsMock.on(DescribeLogGroupsCommand).callsFake(() => {
      orden.push('DescribeLogGroups');
      return { logGroups: [grupo(VACIO)] };
    });
    logsMock.on(DescribeLogStreamsCommand).resolves({ logStreams: [] });
    logsMock.on(DeleteLogGroupCommand).resolves({});
    const hecho = await afterCdkDeploy({
      cfn,
      logs,
      stage: 'prod',
      families: ['empresas'],
      now: AHORA,
      log: () => undefined,
      minDelayS: 0.01,
    });
    expect(hecho).toEqual({ stacks: ['Talentia-prod-Api-viejo'], logGroups: [VACIO] });
    expect(orden.indexOf('DeleteStack')).toBeLessThan(orden.indexOf('DescribeLogGroups'));
  });
});

// Before `cdk deploy --all`: the stacks of this stage whose first create failed. CloudFormation
// leaves such a stack in ROLLBACK_COMPLETE (or ROLLBACK_FAILED), and the only way forward is to
// delete it and create it again, which `cdk deploy` tries first. But every production stack has
// termination protection, which the CDK CLI turns on as soon as it has created the change set, and
// "if a user attempts to delete a stack with termination protection enabled, the deletion fails"
// (CloudFormation user guide, "Protect CloudFormation stacks from being deleted"): the deploy after a
// failed first create (a Cognito domain prefix already taken, a quota) stopped there. So the deploy
// turns protection off for those stacks, and only those, deletes them, says so, and names what their
// rollback left behind (resources kept by their DeletionPolicy: docs/deploy.md, "A failed first deploy").
import {
  CloudFormationClient,
  DeleteStackCommand,
  ListStackResourcesCommand,
  ListStacksCommand,
  UpdateTerminationProtectionCommand,
  waitUntilStackDeleteComplete,
  type StackStatus,
} from '@aws-sdk/client-cloudformation';

/** What a stack whose create failed and was rolled back is in: it never existed as a created stack. */
export const FAILED_CREATE_STATUSES: StackStatus[] = ['ROLLBACK_COMPLETE', 'ROLLBACK_FAILED'];

export interface UncreatedStack {
  StackName: string;
  StackId: string;
  StackStatus: StackStatus;
}

export interface RetainedResource {
  type: string;
  /** The physical id (a table's or bucket's name, a log group's, a user pool's id). */
  id: string;
}

export interface FirstCreateOptions {
  cfn: CloudFormationClient;
  /** `Talentia-<stage>-` */
  prefix: string;
  /** How long to wait for each deletion (s). */
  maxWaitS?: number;
  /** The first pause between two looks at a stack being deleted (s; default 5, tests take less). */
  minDelayS?: number;
  log?: (line: string) => void;
}

/** This stage's stacks whose first create failed (nested stacks go with their parent). */
export async function failedFirstCreates(cfn: CloudFormationClient, prefix: string): Promise<UncreatedStack[]> {
  const out: UncreatedStack[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cfn.send(new ListStacksCommand({ StackStatusFilter: FAILED_CREATE_STATUSES, NextToken }));
    for (const s of page.StackSummaries ?? []) {
      if (!s.StackName?.startsWith(prefix) || s.ParentId || !s.StackId || !s.StackStatus) continue;
      if (!FAILED_CREATE_STATUSES.includes(s.StackStatus)) continue;
      out.push({ StackName: s.StackName, StackId: s.StackId, StackStatus: s.StackStatus });
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return out.sort((a, b) => a.StackName.localeCompare(b.StackName));
}

/** The resources the rollback did not delete because their DeletionPolicy keeps them (DELETE_SKIPPED). */
export async function retainedResources(cfn: CloudFormationClient, stackId: string): Promise<RetainedResource[]> {
  const out: RetainedResource[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cfn.send(new ListStackResourcesCommand({ StackName: stackId, NextToken }));
    for (const r of page.StackResourceSummaries ?? []) {
      if (r.ResourceStatus === 'DELETE_SKIPPED' && r.PhysicalResourceId)
        out.push({ type: r.ResourceType ?? '?', id: r.PhysicalResourceId });
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return out;
}

/**
 * Deletes this stage's stacks whose first create failed, termination protection off first, and
 * waits for each; returns their names. A stack that cannot be deleted stops the deploy with what to
 * do. Stacks that were ever created (any other status) are never touched.
 */
export async function deleteFailedFirstCreates(o: FirstCreateOptions): Promise<string[]> {
  const log = o.log ?? ((l: string) => console.log(l));
  const failed = await failedFirstCreates(o.cfn, o.prefix);
  for (const s of failed) {
    const retained = await retainedResources(o.cfn, s.StackId);
    log(
      `${s.StackName} no terminó su primera creación (${s.StackStatus}): se desactiva su protección contra terminación y se borra para que el despliegue lo cree de nuevo.`,
    );
    await o.cfn.send(new UpdateTerminationProtectionCommand({ StackName: s.StackId, EnableTerminationProtection: false }));
    await o.cfn.send(new DeleteStackCommand({ StackName: s.StackId }));
    try {
      await waitUntilStackDeleteComplete(
        { client: o.cfn, maxWaitTime: o.maxWaitS ?? 1800, minDelay: o.minDelayS ?? 5 },
        { StackName: s.StackId },
      );
    } catch (err) {
      throw new Error(
        `${s.StackName} could not be deleted (${(err as Error).message.split('\n')[0]}): see its events in the CloudFormation console, then ` +
          `"aws cloudformation delete-stack --stack-name ${s.StackName} --deletion-mode FORCE_DELETE_STACK" keeps what it cannot delete; deploy again after (docs/deploy.md, "A failed first deploy").`,
        { cause: err },
      );
    }
    log(`${s.StackName} borrado.`);
    if (retained.length) {
      log(
        `Su creación fallida dejó ${retained.length} recurso(s) que su política de borrado conserva; el nuevo stack crea los suyos, así que estos quedan sin dueño (adóptalos o bórralos: docs/deploy.md, "A failed first deploy"):`,
      );
      for (const r of retained) log(`  ${r.type} ${r.id}`);
    }
  }
  return failed.map((s) => s.StackName);
}

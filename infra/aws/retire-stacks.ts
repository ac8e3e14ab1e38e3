// After `cdk deploy --all`: the stacks of route families the app no longer has. CDK deploys only the
// stacks of the app, so a family removed from shared/routes would leave its stack (functions,
// routes on the HTTP API, roles) running and reachable. This deletes them, and nothing else: only
// names of the form `<prefix>Api-<family>` whose family the app does not deploy (D73).
import {
  CloudFormationClient,
  DeleteStackCommand,
  ListStacksCommand,
  UpdateTerminationProtectionCommand,
  waitUntilStackDeleteComplete,
  type StackStatus,
} from '@aws-sdk/client-cloudformation';

/** Every status but DELETE_COMPLETE: stacks that exist. */
export const EXISTING_STACK_STATUSES: StackStatus[] = [
  'CREATE_IN_PROGRESS',
  'CREATE_FAILED',
  'CREATE_COMPLETE',
  'ROLLBACK_IN_PROGRESS',
  'ROLLBACK_FAILED',
  'ROLLBACK_COMPLETE',
  'DELETE_IN_PROGRESS',
  'DELETE_FAILED',
  'UPDATE_IN_PROGRESS',
  'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS',
  'UPDATE_COMPLETE',
  'UPDATE_FAILED',
  'UPDATE_ROLLBACK_IN_PROGRESS',
  'UPDATE_ROLLBACK_FAILED',
  'UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS',
  'UPDATE_ROLLBACK_COMPLETE',
  'REVIEW_IN_PROGRESS',
  'IMPORT_IN_PROGRESS',
  'IMPORT_COMPLETE',
  'IMPORT_ROLLBACK_IN_PROGRESS',
  'IMPORT_ROLLBACK_FAILED',
  'IMPORT_ROLLBACK_COMPLETE',
];

export interface RetireOptions {
  cfn: CloudFormationClient;
  /** `Talentia-<stage>-` */
  prefix: string;
  /** The families the app deploys (app.ts deployedFamilies). */
  families: string[];
  /** Only say what would be deleted (`--simular-retirada`). */
  dryRun?: boolean;
  /** How long to wait for each deletion (s). */
  maxWaitS?: number;
  /** The first pause between two looks at a stack being deleted (s; default 5, tests take less). */
  minDelayS?: number;
  log?: (line: string) => void;
}

/** The family stacks of this stage that the app no longer deploys. */
export async function orphanStacks(cfn: CloudFormationClient, prefix: string, families: string[]): Promise<string[]> {
  const propios = new Set(families.map((f) => `${prefix}Api-${f}`));
  const patron = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}Api-[A-Za-z0-9-]+$`);
  const huerfanos: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cfn.send(new ListStacksCommand({ StackStatusFilter: EXISTING_STACK_STATUSES, NextToken }));
    for (const s of page.StackSummaries ?? []) {
      const nombre = s.StackName ?? '';
      // Nested stacks are deleted with their parent, never on their own.
      if (patron.test(nombre) && !propios.has(nombre) && !s.ParentId && s.StackStatus !== 'DELETE_IN_PROGRESS') huerfanos.push(nombre);
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return huerfanos.sort();
}

/** Deletes the orphaned family stacks (termination protection off first: prod stacks have it) and waits for each. */
export async function retireOrphanStacks(o: RetireOptions): Promise<string[]> {
  const log = o.log ?? ((l: string) => console.log(l));
  const huerfanos = await orphanStacks(o.cfn, o.prefix, o.families);
  if (!huerfanos.length) {
    log('Ningún stack de familia retirada que borrar.');
    return [];
  }
  for (const StackName of huerfanos) {
    if (o.dryRun) {
      log(`Se borraría ${StackName} (su familia ya no está en shared/routes).`);
      continue;
    }
    log(`Borrando ${StackName}: su familia ya no está en shared/routes…`);
    await o.cfn.send(new UpdateTerminationProtectionCommand({ StackName, EnableTerminationProtection: false }));
    await o.cfn.send(new DeleteStackCommand({ StackName }));
    await waitUntilStackDeleteComplete({ client: o.cfn, maxWaitTime: o.maxWaitS ?? 1800, minDelay: o.minDelayS ?? 5 }, { StackName });
    log(`${StackName} borrado.`);
  }
  return huerfanos;
}

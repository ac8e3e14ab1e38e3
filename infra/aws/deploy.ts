// `npm run deploy -- -c stage=prod -c …`: the deploy an operator runs (docs/deploy.md). It is
// `cdk deploy --all` with the same context, in CDK's order (each stack after the stacks it reads),
// followed by the deletion of the stacks of route families that shared/routes no longer has, which
// `cdk deploy` alone leaves running. `--simular-retirada` only lists them.
import { spawnSync } from 'node:child_process';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { familiasDesplegadas } from './app.js';
import { retirarStacksHuerfanos } from './retirar-stacks.js';

/** The stage of `-c stage=…` / `--context stage=…` (the same default as config.ts). */
export function etapaDeArgumentos(args: string[]): string {
  let etapa = 'dev';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const valor = a === '-c' || a === '--context' ? args[i + 1] : a.startsWith('--context=') ? a.slice('--context='.length) : undefined;
    if (valor?.startsWith('stage=')) etapa = valor.slice('stage='.length);
  }
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(etapa)) throw new Error(`Context "stage" must be lower-case kebab (≤ 20 chars), got "${etapa}"`);
  return etapa;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const simular = args.includes('--simular-retirada');
  const cdkArgs = args.filter((a) => a !== '--simular-retirada');
  const etapa = etapaDeArgumentos(cdkArgs);
  const cdk = spawnSync('npx', ['cdk', 'deploy', '--all', ...cdkArgs], { stdio: 'inherit' });
  if (cdk.status !== 0) process.exit(cdk.status ?? 1);
  await retirarStacksHuerfanos({
    cfn: new CloudFormationClient({}),
    prefijo: `Talentia-${etapa}-`,
    familias: familiasDesplegadas(),
    simular,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
}

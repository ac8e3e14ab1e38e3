// `npm run deploy -- -c stage=prod -c …`: the deploy an operator runs (docs/deploy.md). It builds
// the web when its sources changed, deletes the stacks of this stage whose first create failed
// (their termination protection would stop `cdk deploy`), runs `cdk deploy --all` with the same
// context, in CDK's order (each stack after the stacks it reads), and then deletes the stacks of
// route families that shared/routes no longer has, which `cdk deploy` alone leaves running.
// `--simular-retirada` only lists those.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { familiasDesplegadas } from './app.js';
import { CLOUDFRONT_REGION, REPO_ROOT } from './config.js';
import { borrarCreacionesFallidas } from './first-create.js';
import { retirarStacksHuerfanos } from './retirar-stacks.js';
import { construirWebSiCambio, WEB_DIST } from './web-build.js';

/** The value of context `key` in cdk's arguments (`-c key=v`, `--context key=v`, `--context=key=v`); the last one wins, as in cdk. */
function contexto(args: string[], key: string): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const valor = a === '-c' || a === '--context' ? args[i + 1] : a.startsWith('--context=') ? a.slice('--context='.length) : undefined;
    if (valor?.startsWith(`${key}=`)) found = valor.slice(key.length + 1);
  }
  return found;
}

/** The stage of `-c stage=…` / `--context stage=…` (the same default as config.ts). */
export function etapaDeArgumentos(args: string[]): string {
  const etapa = contexto(args, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(etapa)) throw new Error(`Context "stage" must be lower-case kebab (≤ 20 chars), got "${etapa}"`);
  return etapa;
}

/**
 * Where cdk deployed, so the retirement step lists and deletes stacks in the same account and region:
 * cdk's `--profile` (credentials and, unless pinned, region), and the region the stacks are pinned
 * to with `-c region=…` (config.ts). Unset values are resolved by the SDK exactly as cdk resolves
 * them (AWS_PROFILE, AWS_REGION / AWS_DEFAULT_REGION, the profile's region).
 */
export function destinoDeArgumentos(args: string[]): { profile?: string; region?: string } {
  let profile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--profile') profile = args[i + 1];
    else if (args[i].startsWith('--profile=')) profile = args[i].slice('--profile='.length);
  }
  const region = contexto(args, 'region')?.trim() || undefined;
  return { ...(profile ? { profile } : {}), ...(region ? { region } : {}) };
}

/**
 * The regions this stage's stacks are in: the deploy's (pinned or the SDK's default), and us-east-1
 * for the CloudFront ones (Edge, Waf), which exist only when the region is pinned.
 */
export function regionesDelDespliegue(args: string[]): (string | undefined)[] {
  const { region } = destinoDeArgumentos(args);
  return region && region !== CLOUDFRONT_REGION ? [region, CLOUDFRONT_REGION] : [region];
}

/** The web build the synth uploads (`-c webDist=…`, relative to the repository, or web/dist). */
export function webDistDeArgumentos(args: string[]): string {
  const dist = contexto(args, 'webDist')?.trim();
  return dist ? path.resolve(REPO_ROOT, dist) : WEB_DIST;
}

/** What runs before `cdk deploy`: the web build when its sources changed, and the stacks whose first create failed. */
export async function antesDeCdk(args: string[], etapa: string): Promise<void> {
  await construirWebSiCambio(webDistDeArgumentos(args));
  const { profile } = destinoDeArgumentos(args);
  for (const region of regionesDelDespliegue(args)) {
    await borrarCreacionesFallidas({
      cfn: new CloudFormationClient({ ...(profile ? { profile } : {}), ...(region ? { region } : {}) }),
      prefijo: `Talentia-${etapa}-`,
    });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const simular = args.includes('--simular-retirada');
  const cdkArgs = args.filter((a) => a !== '--simular-retirada');
  const etapa = etapaDeArgumentos(cdkArgs);
  await antesDeCdk(cdkArgs, etapa);
  const cdk = spawnSync('npx', ['cdk', 'deploy', '--all', ...cdkArgs], { stdio: 'inherit' });
  if (cdk.status !== 0) process.exit(cdk.status ?? 1);
  const destino = destinoDeArgumentos(cdkArgs);
  const cfn = new CloudFormationClient(destino);
  console.log(
    `Buscando stacks de familias retiradas en ${await cfn.config.region()} (perfil ${destino.profile ?? process.env.AWS_PROFILE ?? 'por defecto'}).`,
  );
  await retirarStacksHuerfanos({
    cfn,
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

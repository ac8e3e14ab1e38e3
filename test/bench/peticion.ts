// What a person waits for on a read (D84): an authenticated `GET /api/candidatos/{id}` through
// the local API (adapter → middy stack → token verification → the caller's profile → the candidate)
// against a raw `GetCommand` of the same item on the same emulator, interleaved (A B A B …), p50 of
// each and their ratio. The goal is ≤ 2×. Part of `npm run bench`; alone (its own local stack):
// `npx tsx test/bench/peticion.ts`. `BENCH_GET_N` sets the requests of each side (default 500).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { candidatoKeys } from '../../functions/lib/db/candidatos.js';
import { createItem } from '../../functions/lib/db/repository.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { alternando } from './alternar.js';
import { empresaSinLimites } from './empresa.js';
import { SECRETO_TOTP_PRUEBAS, tokenConCodigo } from '../testing/segundo-factor.js';

const N = Number(process.env.BENCH_GET_N ?? 500);
const CALENTAMIENTO = 30;
export const META_PETICION = 2;
const EMPRESA = 'bench-get';

const percentil = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

export interface ResultadoPeticion {
  n: number;
  api: { p50: number; p95: number };
  crudo: { p50: number; p95: number };
  ratio: number;
}

/** The superadmin's token reads a candidate of a company it names (`?empresaId=`), as the Candidatos screen does. */
export async function medirPeticion(stack: LocalStack, token: string): Promise<ResultadoPeticion> {
  await createItem(
    empresaSinLimites(EMPRESA, {
      nombreComercial: 'Bench GET',
    }),
  );
  const creado = await fetch(`${stack.apiUrl}/api/candidatos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      empresaId: EMPRESA,
      nombre: 'Candidata Bench Lectura',
      email: 'lectura@bench.test',
      posicion: 'Analista',
      habilidades: ['SQL', 'Python'],
    }),
  });
  const cuerpo = (await creado.json()) as { data?: { id: string } };
  if (creado.status !== 201 || !cuerpo.data)
    throw new Error(`POST /api/candidatos ${creado.status}: ${JSON.stringify(cuerpo).slice(0, 200)}`);
  const id = cuerpo.data.id;

  const url = `${stack.apiUrl}/api/candidatos/${id}?empresaId=${EMPRESA}`;
  const api = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { id: string } };
    const ms = performance.now() - t;
    if (res.status !== 200 || body.data?.id !== id) throw new Error(`GET ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return ms;
  };
  // A client of its own, as any caller of the table would have; the same read the handler makes (consistent).
  const cliente = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const orden = new GetCommand({ TableName: stack.tableName, Key: candidatoKeys.candidato(EMPRESA, id), ConsistentRead: true });
  const crudo = async () => {
    const t = performance.now();
    const out = await cliente.send(orden);
    const ms = performance.now() - t;
    if (out.Item?.id !== id) throw new Error('GetCommand: the candidate is not there');
    return ms;
  };
  try {
    const { a, b } = await alternando(api, crudo, { calentamiento: CALENTAMIENTO, rondas: N });
    const r = { p50: percentil(a, 0.5), p95: percentil(a, 0.95) };
    const c = { p50: percentil(b, 0.5), p95: percentil(b, 0.95) };
    return { n: N, api: r, crudo: c, ratio: r.p50 / c.p50 };
  } finally {
    cliente.destroy();
  }
}

export function informePeticion(r: ResultadoPeticion): string {
  return [
    `\nAn authenticated GET by id (GET /api/candidatos/{id}, Bearer token) vs a raw GetCommand of the same item, ${r.n} interleaved each\n`,
    '| API p50 ms | API p95 ms | raw GetCommand p50 ms | raw p95 ms | ratio of p50 | goal | met |',
    '|---|---|---|---|---|---|---|',
    `| ${r.api.p50.toFixed(2)} | ${r.api.p95.toFixed(2)} | ${r.crudo.p50.toFixed(2)} | ${r.crudo.p95.toFixed(2)} | ${r.ratio.toFixed(2)}× | ≤ ${META_PETICION}× | ${r.ratio <= META_PETICION ? 'sí' : 'no'} |`,
  ].join('\n');
}

// Alone: a local stack of its own, the superadmin signed in, this one measure.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.LOG_LEVEL = 'SILENT';
  const { startLocalStack } = await import('../../infra/local/stack.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'talentia-bench-get-'));
  const superadmin = { email: 'bench@talentia.test', password: 'Talentia-Bench-2026' };
  const stack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: 0, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: false,
    scheduler: false,
    superadmin: { ...superadmin, totpSecret: SECRETO_TOTP_PRUEBAS },
  });
  try {
    const data = { token: await tokenConCodigo(stack, superadmin, { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! }) };
    console.log(informePeticion(await medirPeticion(stack, data.token)));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

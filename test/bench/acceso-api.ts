// The sign-in calls alone, server side (D165, issue 54 item 12): POST /api/auth/login for a company
// admin (the password alone) and the superadmin's two steps (password, then POST /api/auth/2fa/codigo),
// BENCH_ACCESO_RONDAS times each (30 by default), one at a time, on a stack of its own; medians and p90.
// To compare two versions on a shared machine, run it in both checkouts in turn, several times.
//   npx tsx test/bench/acceso-api.ts
import { loadavg } from 'node:os';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS, tokenConCodigo } from '../testing/segundo-factor.js';
import { adminDeBench } from './arranque-web.js';
import { pilaDeBench, SUPERADMIN_BENCH } from './pila.js';

const RONDAS = Number(process.env.BENCH_ACCESO_RONDAS ?? 30);

const percentil = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

process.env.LOG_LEVEL = 'SILENT';
const stack = await pilaDeBench('talentia-bench-acceso-');
try {
  const admin = await adminDeBench(
    stack.apiUrl,
    await tokenConCodigo(stack, SUPERADMIN_BENCH, { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! }),
  );
  const post = async (path: string, body: unknown) => {
    const t0 = performance.now();
    const res = await fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: { sesion?: string; token?: string } };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return { ms: performance.now() - t0, json };
  };
  const carga = loadavg()[0];
  const login: number[] = [];
  const paso: number[] = [];
  const codigo: number[] = [];
  for (let i = 0; i < RONDAS; i++) {
    login.push((await post('/api/auth/login', { email: admin.email, password: admin.password })).ms);
    const p = await post('/api/auth/login', SUPERADMIN_BENCH);
    paso.push(p.ms);
    const c = await post('/api/auth/2fa/codigo', {
      sesion: p.json.data!.sesion,
      codigo: codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS),
    });
    if (!c.json.data?.token) throw new Error('no session after the code');
    codigo.push(c.ms);
  }
  const fila = (n: string, xs: number[]) => `| ${n} | ${percentil(xs, 0.5).toFixed(1)} ms | ${percentil(xs, 0.9).toFixed(1)} ms |`;
  console.log(
    [
      `\n${RONDAS} rounds, load average ${carga.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
      '| call | median | p90 |',
      '|---|---|---|',
      fila('POST /api/auth/login, company admin (opens the session)', login),
      fila('POST /api/auth/login, superadmin (the code step)', paso),
      fila('POST /api/auth/2fa/codigo, superadmin (opens the session)', codigo),
    ].join('\n'),
  );
} finally {
  await stack.cerrar();
}

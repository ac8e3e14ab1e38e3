// How long the local stack takes to import a 5 000-row CSV (D57; docs/performance.md): the
// request part (read the file, store the rows, queue them) and the worker (5 000 creates, each one
// transaction with the search index), in-process, on the emulators. Not part of `npm run bench`
// (it takes minutes): `npx tsx test/bench/importacion.ts` (BENCH_IMPORT_FILAS to change the size).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack.js';

const FILAS = Number(process.env.BENCH_IMPORT_FILAS ?? 5_000);

const dataDir = mkdtempSync(join(tmpdir(), 'talentia-bench-import-'));
const stack = await startLocalStack({
  dataDir,
  ports: { api: 0, web: 0, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
  web: false,
  scheduler: false,
  superadmin: { email: 'superadmin@bench.test', password: 'Cfodi-Clave-2026' },
});
try {
  const { createItem } = await import('../../functions/lib/db/repository.js');
  const { empresaSinLimites } = await import('./empresa.js');
  const { iniciarImportacion } = await import('../../functions/lib/candidatos/importacion.js');
  const { getImportacion } = await import('../../functions/lib/db/importaciones.js');
  const empresaId = 'bench-import';
  await createItem(empresaSinLimites(empresaId));
  const lineas = ['nombre;email;telefono;posicion;experiencia_años;habilidades;area'];
  for (let i = 0; i < FILAS; i++) {
    lineas.push(
      `Persona ${i} Fernández;persona${i}@bench.test;+34 600 ${String(i).padStart(6, '0')};Analista de datos;${i % 30};"SQL;Python";`,
    );
  }
  const contenido = lineas.join('\n');
  const t0 = performance.now();
  const imp = await iniciarImportacion({ userId: 'bench', empresaId: null }, empresaId, { nombreArchivo: 'bench.csv', contenido });
  const t1 = performance.now();
  await stack.colas.idle();
  const t2 = performance.now();
  const fin = await getImportacion(empresaId, imp.id);
  console.log(
    JSON.stringify({
      filas: FILAS,
      kb: Math.round(Buffer.byteLength(contenido) / 1024),
      peticionMs: Math.round(t1 - t0),
      trabajoS: Math.round((t2 - t1) / 100) / 10,
      msPorFila: Math.round(((t2 - t1) / FILAS) * 10) / 10,
      estado: fin?.estado,
      creados: fin?.creados,
    }),
  );
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// The data layer against the real local emulators: conditional writes under concurrency,
// transactions that leave nothing behind when one step fails, pagination and cursor checks.
// (A mock cannot prove a condition holds under concurrency: these run on dynalite.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let db: typeof import('../../functions/lib/db/repository.js');
let keysMod: typeof import('../../functions/lib/db/keys.js');
let empresasDb: typeof import('../../functions/lib/db/empresas.js');
let contadores: typeof import('../../functions/lib/db/empresa-contadores.js');
let usuariosDb: typeof import('../../functions/lib/db/usuarios.js');
let plataformaDb: typeof import('../../functions/lib/db/plataforma.js');
let errors: typeof import('../../functions/lib/errors.js');

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  // Imported after the stack set the environment the module-scope clients read.
  db = await import('../../functions/lib/db/repository.js');
  keysMod = await import('../../functions/lib/db/keys.js');
  empresasDb = await import('../../functions/lib/db/empresas.js');
  contadores = await import('../../functions/lib/db/empresa-contadores.js');
  usuariosDb = await import('../../functions/lib/db/usuarios.js');
  plataformaDb = await import('../../functions/lib/db/plataforma.js');
  errors = await import('../../functions/lib/errors.js');
});
afterAll(async () => {
  await stack?.cleanup();
});

async function empresaConLimite(id: string, usuarios: number) {
  await db.createItem({
    ...empresasDb.empresaKeys.empresa(id),
    entidad: 'EMPRESA',
    id,
    limites: { usuarios, candidatos: 100, entrevistas: 50 },
    uso: { usuarios: 0, candidatos: 0, entrevistas: 0 },
  });
}

/** A create in the shape every quota-bound feature uses: entity + email marker + seat, one transaction. */
function crearUsuario(empresaId: string, n: number, email = `u${n}@empresa-${empresaId}.test`) {
  const id = `user-${n}`;
  return db.transact([
    {
      op: {
        Put: {
          Item: { ...usuariosDb.usuarioKeys.perfil(empresaId, id), entidad: 'USUARIO', id, email },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      op: {
        Put: {
          Item: { ...usuariosDb.usuarioKeys.email(email), entidad: 'UNICO', userId: id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConditionFail: () => new errors.ConflictError('El email ya está registrado'),
    },
    contadores.tomarCuotaStep(empresaId, 'usuarios', () => new errors.QuotaExceededError('Límite de usuarios')),
  ]);
}

describe('quota counter under 20 parallel creates', () => {
  it('lets exactly the free seats through and never passes the limit', async () => {
    await empresaConLimite('race', 5);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => crearUsuario('race', i)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.reason).toBeInstanceOf(errors.QuotaExceededError);

    const empresa = await db.getItem<{ uso: { usuarios: number } }>(empresasDb.empresaKeys.empresa('race'));
    expect(empresa?.uso.usuarios).toBe(5);
    const users = await db.queryPage({ pk: keysMod.tenantPk('race'), skPrefix: 'USUARIO#', limit: 100 });
    expect(users.items).toHaveLength(5);
    // The markers of refused creates were rolled back with them.
    const markers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => db.getItem(usuariosDb.usuarioKeys.email(`u${i}@empresa-race.test`))),
    );
    expect(markers.filter(Boolean)).toHaveLength(5);
  });

  it('treats -1 as unlimited', async () => {
    await empresaConLimite('ilimitada', -1);
    await Promise.all(Array.from({ length: 12 }, (_, i) => crearUsuario('ilimitada', i)));
    const empresa = await db.getItem<{ uso: { usuarios: number } }>(empresasDb.empresaKeys.empresa('ilimitada'));
    expect(empresa?.uso.usuarios).toBe(12);
  });
});

describe('a transaction with a failing step', () => {
  it('maps the failed step to its typed error and leaves nothing of the others behind', async () => {
    await empresaConLimite('tx', 10);
    await crearUsuario('tx', 1, 'repetido@tx.test');
    await expect(crearUsuario('tx', 2, 'repetido@tx.test')).rejects.toThrow('El email ya está registrado');

    expect(await db.getItem(usuariosDb.usuarioKeys.perfil('tx', 'user-2'))).toBeUndefined();
    const empresa = await db.getItem<{ uso: { usuarios: number } }>(empresasDb.empresaKeys.empresa('tx'));
    expect(empresa?.uso.usuarios).toBe(1);
    const marker = await db.getItem<{ userId: string }>(usuariosDb.usuarioKeys.email('repetido@tx.test'));
    expect(marker?.userId).toBe('user-1');
  });

  it('releases a seat, never below zero', async () => {
    await empresaConLimite('release', 3);
    await crearUsuario('release', 1);
    await db.transact([contadores.liberarCuotaStep('release', 'usuarios')]);
    await expect(db.transact([contadores.liberarCuotaStep('release', 'usuarios')])).rejects.toBeInstanceOf(errors.ConflictError);
    const empresa = await db.getItem<{ uso: { usuarios: number } }>(empresasDb.empresaKeys.empresa('release'));
    expect(empresa?.uso.usuarios).toBe(0);
  });
});

describe('a company edit beside the counters', () => {
  it('keeps what the counters moved while the form was open, and still refuses a stale version', async () => {
    const id = 'edicion';
    await db.createItem({
      ...empresasDb.empresaKeys.empresa(id),
      entidad: 'EMPRESA',
      id,
      nombreComercial: 'Antes',
      createdAt: '2026-01-01T00:00:00.000Z',
      version: 1,
      limites: { usuarios: 10, candidatos: 100, entrevistas: 50 },
      uso: { usuarios: 0, candidatos: 0, entrevistas: 0 },
      entrevistasPorEstado: { programada: 0 },
      licencias: { total: 5, activas: 5, utilizadas: 0 },
      planArchivo: { key: 'viejo.pdf' },
    });
    const leida = (await empresasDb.getEmpresa(id))!;
    // Meanwhile: a user created, an interview scheduled with a new licence, a report counted.
    await crearUsuario(id, 1);
    await db.transact(
      contadores.pasosEmpresa(id, { estado: { a: 'programada' }, nuevaLicencia: true, informes: { informesGenerados: 1 } }),
    );
    const errores = {
      version: () => new errors.ConflictError('modificada'),
      cif: () => new errors.ConflictError('cif'),
      subdominio: () => new errors.ConflictError('subdominio'),
    };
    const editada = {
      ...leida,
      nombreComercial: 'Después',
      licencias: { ...leida.licencias, total: 8, activas: 8 },
      planArchivo: undefined,
      version: 2,
    };
    await db.transact(empresasDb.reemplazarEmpresaSteps(leida, editada, errores));

    const ahora = (await empresasDb.getEmpresa(id))!;
    expect(ahora.nombreComercial).toBe('Después');
    expect(ahora.version).toBe(2);
    expect(ahora.uso.usuarios).toBe(1);
    // The statistics live on their fractions (D111), summed with what the record carried before.
    const estadisticas = await contadores.leerEstadisticasEmpresa(id, ahora);
    expect(estadisticas.entrevistasPorEstado.programada).toBe(1);
    expect(estadisticas.informesGenerados).toBe(1);
    expect(ahora.licencias).toEqual({ total: 8, activas: 8, utilizadas: 1 });
    expect(ahora).not.toHaveProperty('planArchivo');
    // The new name is the index card's search text, written in the same transaction (D112).
    expect(await db.getItem(empresasDb.empresaKeys.ficha(id))).toMatchObject({ empresaId: id, busqueda: 'despues' });
    // The same read saved again is a lost update: refused by the version.
    await expect(db.transact(empresasDb.reemplazarEmpresaSteps(leida, { ...editada, nombreComercial: 'Otra' }, errores))).rejects.toThrow(
      'modificada',
    );
  });
});

describe('conditional single-item writes', () => {
  it('create refuses a duplicate, update and delete of a missing id are 404 (never an upsert)', async () => {
    const key = plataformaDb.plataformaKeys.plan('cond-test');
    await db.createItem({ ...key, nombre: 'A' });
    await expect(db.createItem({ ...key, nombre: 'B' })).rejects.toBeInstanceOf(errors.ConflictError);
    const updated = await db.updateItem<{ nombre: string; limites: { x: number } }>(key, { nombre: 'C', limites: { x: 1 } });
    expect(updated.nombre).toBe('C');
    const nested = await db.updateItem<{ limites: { x: number } }>(key, { 'limites.x': 2 });
    expect(nested.limites.x).toBe(2);

    const missing = plataformaDb.plataformaKeys.plan('no-existe');
    await expect(db.updateItem(missing, { nombre: 'X' })).rejects.toBeInstanceOf(errors.NotFoundError);
    expect(await db.getItem(missing)).toBeUndefined();
    await expect(db.deleteItem(missing)).rejects.toBeInstanceOf(errors.NotFoundError);
    const removed = await db.deleteItem<{ nombre: string }>(key);
    expect(removed.nombre).toBe('C');
  });
});

describe('cursor pagination', () => {
  it('walks a partition page by page and refuses a cursor from another tenant', async () => {
    for (let i = 0; i < 7; i++) {
      await db.createItem({ ...usuariosDb.usuarioKeys.perfil('pag', `p${i}`), entidad: 'USUARIO', n: i });
      await db.createItem({ ...usuariosDb.usuarioKeys.perfil('otra', `p${i}`), entidad: 'USUARIO', n: i });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof db.queryPage<{ n: number }>>> = await db.queryPage<{ n: number }>({
        pk: keysMod.tenantPk('pag'),
        skPrefix: 'USUARIO#',
        limit: 3,
        cursor,
      });
      seen.push(...page.items.map((i) => i.n));
      cursor = page.cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pages).toBeGreaterThanOrEqual(3);

    const first = await db.queryPage({ pk: keysMod.tenantPk('otra'), skPrefix: 'USUARIO#', limit: 2 });
    await expect(db.queryPage({ pk: keysMod.tenantPk('pag'), skPrefix: 'USUARIO#', limit: 2, cursor: first.cursor })).rejects.toThrow(
      'El cursor de paginación no es válido',
    );
  });
});

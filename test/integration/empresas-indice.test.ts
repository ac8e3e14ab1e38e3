// The company index (D112) through the API on the local stack: the list and its
// search read small index cards (`EMP#{id}/INDICE`, GSI1 `EMPRESAS`) and then the companies; a
// rename moves the card's search text, a deletion takes the card with it, and the counters that
// request paths move on the company item (`uso` on a candidate create) never reach the index. The
// search ignores accents and case (D132).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ddb } from '../../functions/lib/aws/dynamo.js';
import { config } from '../../functions/lib/config.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { getItem, updateItem } from '../../functions/lib/db/repository.js';
import { reconciliarContadores } from '../../functions/lib/sistema/reconciliar.js';
import { empresaConAdmin, pilaDelArchivo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

/** A company made by the superadmin; its legal name and email share nothing with its commercial name. */
const crear = async (nombreComercial: string, n: number) => {
  const res = await stack.call('POST', '/api/empresas', {
    token: superadmin.token,
    body: {
      nombreComercial,
      nombreLegal: `Sociedad ${n} S.L.`,
      email: `contacto${n}@indice.test`,
      cif: completarCif('B', String(8_100_000 + n)),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};

/** The companies the superadmin's list shows for `q`, every page (2 a page, so the cursor is exercised). */
async function lista(q = ''): Promise<Array<{ id: string; nombreComercial: string }>> {
  const vistas: Array<{ id: string; nombreComercial: string }> = [];
  let cursor: string | null = null;
  let paginas = 0;
  do {
    const query = new URLSearchParams({ limit: '2', ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
    const res = await stack.call('GET', `/api/empresas?${query}`, { token: superadmin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    vistas.push(...res.body.data.items);
    cursor = res.body.data.cursor;
  } while (cursor && ++paginas < 20);
  return vistas;
}

/** The GSI1 `EMPRESAS` partition as stored: queried directly, every attribute of every entry. */
async function particionIndice(): Promise<Array<Record<string, any>>> {
  const items: Array<Record<string, any>> = [];
  let ExclusiveStartKey: Record<string, any> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': 'EMPRESAS' },
        ExclusiveStartKey,
      }),
    );
    items.push(...(out.Items ?? []));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

describe('the company list reads index cards', () => {
  it('lists new companies newest first, finds a renamed one by its new name only, and drops a deleted one', async () => {
    const norte = await crear('Norteña', 1);
    const sur = await crear('Sureña', 2);
    const este = await crear('Esteña', 3);
    const propias = (l: Array<{ id: string }>) => l.map((e) => e.id).filter((id) => [norte, sur, este].includes(id));
    expect(propias(await lista())).toEqual([este, sur, norte]);
    expect((await lista('SUREÑA')).map((e) => e.id)).toEqual([sur]);

    const editada = await stack.call('PATCH', `/api/empresas/${sur}`, { token: superadmin.token, body: { nombreComercial: 'Meridional' } });
    expect(editada.status, JSON.stringify(editada.body)).toBe(200);
    expect((await lista('MERIDIONAL')).map((e) => [e.id, e.nombreComercial])).toEqual([[sur, 'Meridional']]);
    expect(await lista('sureña')).toEqual([]);
    expect(await getItem(empresaKeys.ficha(sur))).toMatchObject({ busqueda: 'meridional sociedad 2 s.l. contacto2@indice.test' });
    // An edit that does not touch the search text leaves the order and the search as they were.
    const tel = await stack.call('PATCH', `/api/empresas/${norte}`, { token: superadmin.token, body: { telefono: '600111222' } });
    expect(tel.status, JSON.stringify(tel.body)).toBe(200);
    expect(propias(await lista())).toEqual([este, sur, norte]);
    expect((await lista('norteña')).map((e) => e.id)).toEqual([norte]);

    const borrar = await stack.call('DELETE', `/api/empresas/${este}`, { token: superadmin.token });
    expect(borrar.status, JSON.stringify(borrar.body)).toBe(202);
    await stack.colas.idle();
    expect(propias(await lista())).toEqual([sur, norte]);
    expect(await lista('esteña')).toEqual([]);
    expect(await getItem(empresaKeys.ficha(este))).toBeUndefined();
    expect((await particionIndice()).filter((i) => i.empresaId === este || i.id === este)).toEqual([]);
  }, 120_000);

  it('finds a company whatever its accents and case, and the reconcile job rewrites a card in the older form', async () => {
    const iberica = await crear('Logística Ibérica', 4);
    for (const q of ['iberica', 'IBÉRICA', 'logistica iberica', 'Logística'])
      expect(
        (await lista(q)).map((e) => e.id),
        q,
      ).toEqual([iberica]);
    expect(await getItem(empresaKeys.ficha(iberica))).toMatchObject({
      busqueda: 'logistica iberica sociedad 4 s.l. contacto4@indice.test',
    });
    expect((await stack.call('GET', '/api/saas/tenants?q=IBERICA', { token: superadmin.token })).body.data.items).toMatchObject([
      { id: iberica },
    ]);

    // A card written before the accent-free form (lower case, accents kept) is not found without them…
    await updateItem(empresaKeys.ficha(iberica), { busqueda: 'logística ibérica sociedad 4 s.l. contacto4@indice.test' });
    expect(await lista('iberica')).toEqual([]);
    // …until the reconcile job rewrites it; a second run finds nothing to rewrite.
    expect((await reconciliarContadores({ pausaMs: 0 })).busquedaEmpresasReparada).toBe(1);
    expect((await lista('iberica')).map((e) => e.id)).toEqual([iberica]);
    expect((await reconciliarContadores({ pausaMs: 0 })).busquedaEmpresasReparada).toBe(0);
  }, 120_000);

  it('a counter a request path moves on the company item (a candidate create) is not in the index partition', async () => {
    const { empresaId, admin } = await empresaConAdmin(stack, superadmin, {
      ...empresaPrueba('Contadora', 'B10000099'),
      admin: adminPrueba('Contadora'),
    });
    const cand = await stack.call('POST', '/api/candidatos', {
      token: admin.token,
      body: { nombre: 'Carmen Índice', email: 'carmen@candidatos-contadora.test' },
    });
    expect(cand.status, JSON.stringify(cand.body)).toBe(201);

    const empresa = await getItem<Record<string, any>>(empresaKeys.empresa(empresaId));
    expect(empresa!.uso).toMatchObject({ usuarios: 1, candidatos: 1 });
    expect(empresa).not.toHaveProperty('GSI1PK');
    expect(empresa).not.toHaveProperty('GSI1SK');

    const entradas = (await particionIndice()).filter((i) => i.empresaId === empresaId || i.id === empresaId);
    expect(entradas).toHaveLength(1);
    expect(entradas[0]).not.toHaveProperty('uso');
    expect(Object.keys(entradas[0]!).sort()).toEqual(['GSI1PK', 'GSI1SK', 'PK', 'SK', 'busqueda', 'empresaId', 'entidad']);
    expect(entradas[0]).toMatchObject({ PK: `EMP#${empresaId}`, SK: 'INDICE', entidad: 'EMPRESA_INDICE' });

    // Whatever reads every company still reads the counters from the company items: the SaaS KPI of users.
    const kpis = await stack.call('GET', '/api/saas/estadisticas', { token: superadmin.token });
    expect(kpis.status, JSON.stringify(kpis.body)).toBe(200);
    expect(kpis.body.data.usuarios_totales).toBeGreaterThanOrEqual(1);
    // The tenants page reads the company item too: its users' count and last access.
    const tenants = await stack.call('GET', '/api/saas/tenants?q=contadora', { token: superadmin.token });
    expect(tenants.body.data.items).toMatchObject([{ id: empresaId, usuarios_activos: 1, ultimo_acceso: expect.any(String) }]);
  }, 120_000);
});

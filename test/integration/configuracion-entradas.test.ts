// Configuration entries through the local stack (spec part 2 §3, §7, §8; D61): a
// company admin lists, reads (by id and by name), creates, edits, deletes and upserts by name the
// company's entries with the spec's texts; names are unique per company whatever their case (409);
// a value must read as its type (400, nothing written); the active list holds activo true only;
// lists come by name a page at a time; operators are refused; the superadmin names the company;
// an entry of another company is not found; the family's literal routes are not shadowed by {id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuracionKeys } from '../../functions/lib/db/configuraciones.js';
import { getItem, putItem } from '../../functions/lib/db/repository.js';
import { configuracion as msg, fmt, servidor } from '../../shared/messages.js';
import { MAX_CONFIGURACIONES_POR_EMPRESA } from '../../shared/schemas/configuracion-entradas.js';
import { empresaConAdmin, pilaConSuperadmin, usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;
let otraEmpresaId: string;

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
  const mk = (nombreLegal: string, cif: string, email: string) =>
    empresaConAdmin(stack, superadmin, {
      nombreLegal,
      cif,
      email: `info@${cif}.test`,
      admin: { nombre: 'Admin', email, password: 'Benjo-Clave-2026' },
    });
  ({ empresaId, admin } = await mk('Entradas S.A.', 'B10000016', 'ada@entradas.test'));
  ({ empresaId: otraEmpresaId } = await mk('Otra S.L.', 'B10000024', 'bea@otra.test'));
  operador = await usuarioConSesion(stack, admin, { email: 'oto@entradas.test', rol: 'operador', password: 'Pup-Clave-2026' });
});
afterAll(async () => {
  await stack?.cleanup();
});

type Res = { status: number; body: any };
const base = () => `/api/configuracion/empresa/${empresaId}`;
const as = (s: Session) => ({
  list: (q = '') => stack.call('GET', `${base()}${q}`, { token: s.token }),
  activas: (q = '') => stack.call('GET', `${base()}/activas${q}`, { token: s.token }),
  porNombre: (nombre: string) => stack.call('GET', `${base()}/nombre/${nombre}`, { token: s.token }),
  upsert: (nombre: string, body: unknown) => stack.call('PUT', `${base()}/nombre/${nombre}`, { token: s.token, body }),
  get: (id: string) => stack.call('GET', `/api/configuracion/${id}`, { token: s.token }),
  create: (body: unknown) => stack.call('POST', '/api/configuracion', { token: s.token, body }),
  update: (id: string, body: unknown) => stack.call('PUT', `/api/configuracion/${id}`, { token: s.token, body }),
  remove: (id: string) => stack.call('DELETE', `/api/configuracion/${id}`, { token: s.token }),
});
const nombres = async () => ((await as(admin).list()).body.data.items as Array<{ nombre: string }>).map((c) => c.nombre);
const refusedWith = (res: Res, status: number, message: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, message });
};

describe('create, read, edit, delete', () => {
  it('creates an entry with tipo string and activo true by default, and reads it by id and by name', async () => {
    const res = await as(admin).create({ nombre: 'Saludo', valor: 'Hola', descripcion: 'Texto de bienvenida' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: msg.creada,
      data: { empresaId, nombre: 'Saludo', valor: 'Hola', tipo: 'string', descripcion: 'Texto de bienvenida', activo: true },
    });
    const { id } = res.body.data;
    expect((await as(admin).get(id)).body).toMatchObject({ success: true, data: { id, nombre: 'Saludo' } });
    // By name, whatever its case.
    expect((await as(admin).porNombre('saludo')).body).toMatchObject({ success: true, data: { id, valor: 'Hola' } });
    expect((await as(admin).porNombre('SALUDO')).body.data.id).toBe(id);
  });

  it('a name is unique in the company whatever its case (409), and another company may use it', async () => {
    refusedWith(await as(admin).create({ nombre: 'SALUDO', valor: 'otro' }), 409, fmt(msg.nombreDuplicado, { nombre: 'SALUDO' }));
    const otra = await stack.call('POST', '/api/configuracion', {
      token: superadmin.token,
      body: { empresaId: otraEmpresaId, nombre: 'saludo', valor: 'Hola desde otra' },
    });
    expect(otra.status, JSON.stringify(otra.body)).toBe(201);
    expect(await nombres()).toEqual(['Saludo']);
  });

  it('refuses a value that is not of its type, an unknown type and a bad name with a Spanish 400, writing nothing', async () => {
    refusedWith(await as(admin).create({ nombre: 'max_candidatos', valor: 'muchos', tipo: 'number' }), 400, msg.valorNumero);
    refusedWith(await as(admin).create({ nombre: 'modo', valor: 'sí', tipo: 'boolean' }), 400, msg.valorBooleano);
    refusedWith(await as(admin).create({ nombre: 'reglas', valor: '{a:1}', tipo: 'json' }), 400, msg.valorJson);
    refusedWith(await as(admin).create({ nombre: 'fecha', valor: '2026', tipo: 'date' }), 400, msg.tipoInvalido);
    refusedWith(await as(admin).create({ nombre: 'con espacios', valor: 'x' }), 400, msg.nombreFormato);
    refusedWith(await as(admin).create({ valor: 'x' }), 400, msg.nombreObligatorio);
    refusedWith(await as(admin).create({ nombre: 'sin_valor' }), 400, msg.valorObligatorio);
    expect(await nombres()).toEqual(['Saludo']);
  });

  it('edits an entry: its value checked against its stored type, a rename keeps the id and frees the old name', async () => {
    const n = (await as(admin).create({ nombre: 'max_candidatos', valor: '50', tipo: 'number' })).body.data;
    refusedWith(await as(admin).update(n.id, { valor: 'cincuenta' }), 400, msg.valorNumero);
    refusedWith(await as(admin).update(n.id, { tipo: 'boolean' }), 400, msg.valorBooleano);
    refusedWith(await as(admin).update(n.id, { nombre: 'saludo' }), 409, fmt(msg.nombreDuplicado, { nombre: 'saludo' }));
    expect((await as(admin).get(n.id)).body.data).toMatchObject({ nombre: 'max_candidatos', valor: '50', tipo: 'number' });

    const upd = await as(admin).update(n.id, { valor: '75', descripcion: 'Tope de candidatos' });
    expect(upd.body).toMatchObject({ success: true, message: msg.actualizada, data: { id: n.id, valor: '75', tipo: 'number' } });
    const renamed = await as(admin).update(n.id, { nombre: 'limite.candidatos', activo: false });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await as(admin).get(n.id)).body.data).toMatchObject({ id: n.id, nombre: 'limite.candidatos', valor: '75', activo: false });
    refusedWith(await as(admin).porNombre('max_candidatos'), 404, msg.noEncontrada);
    // The old name is free again; a change of case alone is not a rename.
    expect((await as(admin).create({ nombre: 'max_candidatos', valor: 'texto' })).status).toBe(201);
    expect((await as(admin).update(n.id, { nombre: 'Limite.Candidatos' })).body.data.nombre).toBe('Limite.Candidatos');
    expect(await nombres()).toEqual(['Limite.Candidatos', 'max_candidatos', 'Saludo']);
  });

  it('deletes an entry: then it is not found, and its name can be used again', async () => {
    const n = (await as(admin).create({ nombre: 'temporal', valor: 'true', tipo: 'boolean' })).body.data;
    expect((await as(admin).remove(n.id)).body).toEqual({ success: true, data: null, message: msg.eliminada });
    refusedWith(await as(admin).get(n.id), 404, msg.noEncontrada);
    refusedWith(await as(admin).remove(n.id), 404, msg.noEncontrada);
    refusedWith(await as(admin).update(n.id, { valor: 'false' }), 404, msg.noEncontrada);
    expect((await as(admin).create({ nombre: 'temporal', valor: 'false', tipo: 'boolean' })).status).toBe(201);
  });

  it('an unknown id or name is not found', async () => {
    refusedWith(await as(admin).get('00000000-0000-4000-8000-000000000000'), 404, msg.noEncontrada);
    refusedWith(await as(admin).porNombre('no_existe'), 404, msg.noEncontrada);
  });
});

describe('the limit per company', () => {
  it('counts entries as they are created and deleted, and refuses one past the limit (409, nothing written)', async () => {
    const cuenta = async () => (await getItem<{ n: number }>(configuracionKeys.cuenta(otraEmpresaId)))?.n;
    const antes = await cuenta();
    expect(antes).toBe(1);
    const crear = (nombre: string) =>
      stack.call('POST', '/api/configuracion', { token: superadmin.token, body: { empresaId: otraEmpresaId, nombre, valor: 'x' } });
    const n = (await crear('contada')).body.data;
    expect(await cuenta()).toBe(2);
    await stack.call('DELETE', `/api/configuracion/${n.id}?empresaId=${otraEmpresaId}`, { token: superadmin.token });
    expect(await cuenta()).toBe(1);
    // As if the company already had the maximum.
    await putItem({ ...configuracionKeys.cuenta(otraEmpresaId), entidad: 'CONFIGURACION_CUENTA', n: MAX_CONFIGURACIONES_POR_EMPRESA });
    refusedWith(await crear('una_mas'), 409, fmt(msg.limiteEntradas, { max: MAX_CONFIGURACIONES_POR_EMPRESA }));
    const upsert = await stack.call('PUT', `/api/configuracion/empresa/${otraEmpresaId}/nombre/una_mas`, {
      token: superadmin.token,
      body: { valor: 'x' },
    });
    refusedWith(upsert, 409, fmt(msg.limiteEntradas, { max: MAX_CONFIGURACIONES_POR_EMPRESA }));
    await putItem({ ...configuracionKeys.cuenta(otraEmpresaId), entidad: 'CONFIGURACION_CUENTA', n: 1 });
    const otra = await stack.call('GET', `/api/configuracion/empresa/${otraEmpresaId}`, { token: superadmin.token });
    expect(otra.body.data.items.map((c: { nombre: string }) => c.nombre)).toEqual(['saludo']);
  });
});

describe('upsert by name', () => {
  it('creates a missing entry active (201), then updates valor, tipo and descripcion keeping activo (200)', async () => {
    const c = await as(admin).upsert('Umbral.Puntuacion', { valor: '7', tipo: 'number', descripcion: 'Mínimo para pasar' });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body).toMatchObject({
      success: true,
      message: msg.creada,
      data: { nombre: 'Umbral.Puntuacion', valor: '7', tipo: 'number', descripcion: 'Mínimo para pasar', activo: true },
    });
    await as(admin).update(c.body.data.id, { activo: false });
    const u = await as(admin).upsert('umbral.puntuacion', { valor: '{"min":7}', tipo: 'json' });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    expect(u.body).toMatchObject({
      success: true,
      message: msg.actualizada,
      data: { id: c.body.data.id, nombre: 'Umbral.Puntuacion', valor: '{"min":7}', tipo: 'json', activo: false },
    });
    expect(u.body.data.descripcion).toBeUndefined();
  });

  it('checks the value against the type and the name in the path (400, nothing written)', async () => {
    refusedWith(await as(admin).upsert('umbral.puntuacion', { valor: 'siete', tipo: 'number' }), 400, msg.valorNumero);
    refusedWith(await as(admin).upsert('nuevo', { valor: 'x', tipo: 'texto' }), 400, msg.tipoInvalido);
    refusedWith(await as(admin).upsert('con%20espacio', { valor: 'x' }), 400, msg.nombreFormato);
    expect((await as(admin).porNombre('umbral.puntuacion')).body.data.valor).toBe('{"min":7}');
    refusedWith(await as(admin).porNombre('nuevo'), 404, msg.noEncontrada);
  });
});

describe('lists', () => {
  it('the active list holds only the entries with activo true, by name', async () => {
    const todas = (await as(admin).list()).body.data.items as Array<{ nombre: string; activo: boolean }>;
    const activas = await as(admin).activas();
    expect(activas.status).toBe(200);
    expect(activas.body.data.items.map((c: { nombre: string }) => c.nombre)).toEqual(todas.filter((c) => c.activo).map((c) => c.nombre));
    expect(activas.body.data.items.length).toBeLessThan(todas.length);
    expect(activas.body.data.items.every((c: { activo: boolean }) => c.activo)).toBe(true);
  });

  it('come a page at a time, in name order, with a cursor to the next page', async () => {
    const todas = await nombres();
    const primera = await as(admin).list('?limit=2');
    expect(primera.body.data.items.map((c: { nombre: string }) => c.nombre)).toEqual(todas.slice(0, 2));
    expect(primera.body.data.cursor).toEqual(expect.any(String));
    const segunda = await as(admin).list(`?limit=2&cursor=${encodeURIComponent(primera.body.data.cursor)}`);
    expect(segunda.body.data.items.map((c: { nombre: string }) => c.nombre)).toEqual(todas.slice(2, 4));
    refusedWith(await as(admin).list('?cursor=basura'), 400, servidor.cursorInvalido);
  });

  it("only hold the company's own entries", async () => {
    expect(await nombres()).not.toContain('saludo');
    const otra = await stack.call('GET', `/api/configuracion/empresa/${otraEmpresaId}`, { token: superadmin.token });
    expect(otra.body.data.items.map((c: { valor: string }) => c.valor)).toEqual(['Hola desde otra']);
  });
});

describe('who', () => {
  it('an operator can neither read nor write entries (403)', async () => {
    const saludo = (await as(admin).porNombre('saludo')).body.data;
    const op = as(operador);
    for (const res of [
      await op.list(),
      await op.activas(),
      await op.porNombre('saludo'),
      await op.get(saludo.id),
      await op.create({ nombre: 'del_operador', valor: 'x' }),
      await op.update(saludo.id, { valor: 'cambiado' }),
      await op.upsert('saludo', { valor: 'cambiado' }),
      await op.remove(saludo.id),
    ]) {
      refusedWith(res, 403, servidor.sinPermiso);
    }
    expect((await as(admin).get(saludo.id)).body.data.valor).toBe('Hola');
  });

  it('the superadmin names the company: required for an id, and acts on the company named', async () => {
    const saludo = (await as(admin).porNombre('saludo')).body.data;
    const sin = await stack.call('GET', `/api/configuracion/${saludo.id}`, { token: superadmin.token });
    expect(sin.status).toBe(400);
    const con = await stack.call('GET', `/api/configuracion/${saludo.id}?empresaId=${empresaId}`, { token: superadmin.token });
    expect(con.body).toMatchObject({ success: true, data: { id: saludo.id } });
    // An id read in the wrong company is not found.
    refusedWith(
      await stack.call('GET', `/api/configuracion/${saludo.id}?empresaId=${otraEmpresaId}`, { token: superadmin.token }),
      404,
      msg.noEncontrada,
    );
    const creada = await stack.call('POST', '/api/configuracion', {
      token: superadmin.token,
      body: { empresaId, nombre: 'del_superadmin', valor: 'x', activo: false },
    });
    expect(creada.body).toMatchObject({ success: true, data: { empresaId, nombre: 'del_superadmin', activo: false } });
    expect(
      (await stack.call('POST', '/api/configuracion', { token: superadmin.token, body: { nombre: 'sin_empresa', valor: 'x' } })).status,
    ).toBe(400);
  });

  it("{id} does not shadow the family's literal routes", async () => {
    const sistema = await stack.call('GET', '/api/configuracion/sistema', { token: admin.token });
    expect(sistema.status).toBe(200);
    expect(sistema.body.data).not.toHaveProperty('nombre');
    const global = await stack.call('GET', '/api/configuracion/global', { token: admin.token });
    expect(global.status).toBe(403);
    const apis = await stack.call('GET', `/api/configuracion/empresa/${empresaId}/apis`, { token: admin.token });
    expect(apis.status).toBe(200);
    expect(apis.body.data).not.toHaveProperty('items');
  });
});

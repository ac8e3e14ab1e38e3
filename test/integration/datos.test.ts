// Data management through the local stack (issue 11, part 2 §7, §9): the export is the §9 file
// (exportInfo version 1.0, every company as GET /api/empresas shows it); a backup is that file kept
// in the files bucket under backups/, listed newest first; and only the superadmin reaches any of it.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEmpresa, crearUsuario, login, type Session } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  await crearEmpresa('datos-uno', { nombre: 'Datos Uno' });
  await crearEmpresa('datos-dos', { nombre: 'Datos Dos', activa: false });
  superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const a = await crearUsuario(stack, superadmin, { email: 'admin@datos-uno.test', rol: 'admin', empresaId: 'datos-uno' });
  admin = await login(stack, a.email, a.password);
  const o = await crearUsuario(stack, superadmin, { email: 'op@datos-uno.test', rol: 'operador', empresaId: 'datos-uno' });
  operador = await login(stack, o.email, o.password);
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('export', () => {
  it('is the §9 file: exportInfo version 1.0 and every company as the client sees it', async () => {
    const res = await stack.call('GET', '/api/datos/exportar', { token: superadmin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const archivo = res.body.data;
    expect(archivo.exportInfo).toMatchObject({ version: '1.0', generadoPor: SUPERADMIN.email });
    expect(Number.isNaN(Date.parse(archivo.exportInfo.fecha))).toBe(false);
    const ids = archivo.empresas.map((e: { id: string }) => e.id);
    expect(ids).toEqual(expect.arrayContaining(['datos-uno', 'datos-dos']));
    // The same shape as the companies list answers (but for the default licence expiry, computed from the moment of each call).
    const lista = await stack.call('GET', '/api/empresas?limit=100', { token: superadmin.token });
    const sinVencimiento = (e: any) => ({ ...e, licencias: { ...e.licencias, fechaVencimiento: undefined } });
    const uno = lista.body.data.items.find((e: { id: string }) => e.id === 'datos-uno');
    expect(sinVencimiento(archivo.empresas.find((e: { id: string }) => e.id === 'datos-uno'))).toEqual(sinVencimiento(uno));
  });
});

describe('backups', () => {
  it('a backup is the export kept in the files bucket, and the list shows it newest first', async () => {
    const primero = await stack.call('POST', '/api/datos/backups', { token: superadmin.token });
    expect(primero.status, JSON.stringify(primero.body)).toBe(201);
    expect(primero.body).toMatchObject({
      success: true,
      data: { backupId: expect.any(String) },
      message: expect.stringContaining('Copia'),
    });
    const segundo = await stack.call('POST', '/api/datos/backups', { token: superadmin.token });
    expect(segundo.status).toBe(201);
    expect(segundo.body.data.backupId).not.toBe(primero.body.data.backupId);

    const lista = await stack.call('GET', '/api/datos/backups', { token: superadmin.token });
    expect(lista.status).toBe(200);
    const ids = lista.body.data.items.map((b: { id: string }) => b.id);
    expect(ids.indexOf(segundo.body.data.backupId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(segundo.body.data.backupId)).toBeLessThan(ids.indexOf(primero.body.data.backupId));
    const item = lista.body.data.items.find((b: { id: string }) => b.id === primero.body.data.backupId);
    expect(item).toMatchObject({ name: `${primero.body.data.backupId}.json`, mimeType: 'application/json' });
    expect(item.tamano).toBeGreaterThan(0);

    // The object itself is in the bucket and is the export file.
    const { s3 } = await import('../../functions/lib/aws/s3.js');
    const obj = await s3.send(new GetObjectCommand({ Bucket: stack.filesBucket, Key: `backups/${item.name}` }));
    const archivo = JSON.parse(await obj.Body!.transformToString());
    expect(archivo.exportInfo.version).toBe('1.0');
    expect(archivo.empresas.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining(['datos-uno', 'datos-dos']));
  });
});

describe('only the superadmin', () => {
  const filas = [
    ['GET', '/api/datos/exportar'],
    ['POST', '/api/datos/backups'],
    ['GET', '/api/datos/backups'],
  ] as const;
  it.each(filas)('%s %s answers 403 to an admin and an operator', async (method, path) => {
    for (const s of [admin, operador]) {
      const res = await stack.call(method, path, { token: s.token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    }
  });
});

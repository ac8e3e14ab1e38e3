// The clear of a company's data as a queued job (D103), on one local stack. The reference is the
// synchronous clear (POST /api/datos/limpiar) of the same data: what it leaves (items by kind), the
// company's counters and the template's count of programadas. The job, in pages of 7 items (several
// pages), leaves the same, its progress counting every item it deleted; a delivery that dies after
// three pages and is redelivered through the queue ends alike, with one backup; export → clear (job)
// → import gives the data back item by item; through the API (202, the job read back), a second clear
// or an import while one runs is 409; another company's admin reaches neither the job nor the company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarACola } from '../../functions/lib/aws/sqs.js';
import { seConservaAlLimpiar } from '../../functions/lib/datos/elementos.js';
import { nuevoTrabajoLimpieza } from '../../functions/lib/datos/limpieza-solicitar.js';
import { procesarLimpiezaDatos } from '../../functions/lib/datos/limpieza-trabajo.js';
import { paginaDeEmpresa } from '../../functions/lib/db/empresas.js';
import { getLimpiezaDatos, pasoCrearLimpiezaDatos } from '../../functions/lib/db/limpiezas-datos.js';
import { pasoTomarOperacionDatos } from '../../functions/lib/db/operacion-datos.js';
import { getItem, transact } from '../../functions/lib/db/repository.js';
import { entrevistasProgramadas } from '../../functions/lib/db/servicios-hr.js';
import { idOrdenado } from '../../functions/lib/db/ids.js';
import { enviarConteosDeEmpresa } from '../../functions/lib/servicios-hr/conteo.js';
import type { Session } from './fixtures.js';
import { contadoresDe, contarPorTipo, empresaConDatos, PLANTILLA_DATOS } from './datos-recuento.js';
import { startTestStack, type TestStack } from './local-stack.js';

const NOMBRE = 'Limpieza Grande';
/** Job machinery, not data: left out of the counts compared. */
const MAQUINARIA = new Set(['limpieza_datos', 'operacion_datos', 'importacion_datos', 'envio', 'idempotencia']);

let stack: TestStack;
let empresaId: string;
let admin: Session;
let otroAdmin: Session;
let archivo: any;
/** The company with its data, before any clear. */
let original: { items: Record<string, number>; contadores: unknown };
/** What the synchronous clear left. */
let sincrono: { items: Record<string, number>; contadores: unknown; plantilla: number };

const contar = () => contarPorTipo(empresaId, MAQUINARIA);

/** The items a clear deletes (users aside), as the job counts them. */
async function borrables(): Promise<number> {
  let n = 0;
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { limit: 100, cursor });
    n += page.items.filter((i) => !seConservaAlLimpiar(i) && !i.SK.startsWith('USUARIO#')).length;
    cursor = page.cursor;
  } while (cursor);
  return n;
}

const contadores = () => contadoresDe(empresaId);

/**
 * The template's count once the changes the clears and imports handed off are applied (D168): the
 * job sends the company's at the end of its run, the synchronous routes leave them to the sweep.
 */
const plantilla = async () => {
  await enviarConteosDeEmpresa(empresaId, enviarACola);
  await stack.colas.idle();
  return (await entrevistasProgramadas(PLANTILLA_DATOS)).total;
};
const numBackups = async () => (await stack.call('GET', '/api/datos/backups', { token: admin.token })).body.data.items.length;

/** Puts the file back with the synchronous import (everything created) and checks it is the original. */
async function reimportar() {
  const res = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo } });
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
  expect(res.body.data).toMatchObject({ rechazados: 0, actualizados: 0, creados: archivo.datos[0].elementos.length });
  expect(await contar()).toEqual(original.items);
  expect(await contadores()).toEqual(original.contadores);
}

/** A job stored as POST /api/datos/limpiezas does (its lock included), with small pages and not queued: the test plays the deliveries. */
async function trabajoSinEncolar(porPagina: number): Promise<string> {
  const now = new Date();
  const id = idOrdenado(now);
  await transact([
    pasoCrearLimpiezaDatos(nuevoTrabajoLimpieza({ id, empresaId, creadoPor: 'admin@limpieza-grande.test', porPagina }, now)),
    // The lock as a previous job left it (ended), or none.
    pasoTomarOperacionDatos(
      empresaId,
      { tipo: 'limpieza', trabajo: id },
      (await getItem<{ trabajo: string }>({ PK: `EMP#${empresaId}`, SK: 'OPDATOS' }))?.trabajo,
    ),
  ]);
  return id;
}

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  ({ empresaId, admin, otroAdmin, archivo } = await empresaConDatos(stack, {
    nombre: NOMBRE,
    cif: 'B00000315',
    vecina: { nombre: 'Contigua', cif: 'B00000497' },
    candidatos: 10,
    // Three programadas: three plan units and three on the template's count that a clear gives back.
    entrevistas: 3,
  }));
  expect(archivo.datos[0].elementos.length).toBeGreaterThan(40);
  original = { items: await contar(), contadores: await contadores() };

  // The reference: the synchronous clear, then the data back.
  const plantillaAntes = await plantilla();
  const res = await stack.call('POST', '/api/datos/limpiar', { token: admin.token, body: { confirmacion: NOMBRE } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  sincrono = { items: await contar(), contadores: await contadores(), plantilla: await plantilla() };
  expect(sincrono.plantilla).toBe(plantillaAntes - 3);
  // What a clear keeps: the company, its index entry, its licence, its admin and its subscription (billing, D118).
  expect(sincrono.items).toEqual({ empresa: 1, empresa_indice: 1, licencia: 1, suscripcion: 1, usuario: 1 });
  await reimportar();
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('the job', () => {
  it('clears page by page what the synchronous clear clears: the same items left, counters and template count; every item counted', async () => {
    const aBorrar = await borrables();
    const id = await trabajoSinEncolar(7);
    let paginas = 0;
    await expect(procesarLimpiezaDatos({ empresaId, limpiezaId: id }, { antesDePagina: () => paginas++ })).resolves.toBe('completado');
    expect(paginas).toBeGreaterThan(3);
    const job = (await getLimpiezaDatos(empresaId, id))!;
    expect(job).toMatchObject({
      estado: 'completada',
      fase: 'contadores',
      borrados: aBorrar,
      usuarios: 0,
      total: archivo.datos[0].elementos.length,
    });
    expect(job.backup?.empresaId).toBe(empresaId);
    expect(await contar()).toEqual(sincrono.items);
    expect(await contadores()).toEqual(sincrono.contadores);
    expect(await plantilla()).toBe(sincrono.plantilla);
    // The company is free again: the lock was let go.
    expect(await getItem({ PK: `EMP#${empresaId}`, SK: 'OPDATOS' })).toBeUndefined();
    await reimportar();
  });

  it('a delivery that dies after the page of the programadas, redelivered through the queue, ends alike with one backup; export → clear → import gives the data back', async () => {
    const aBorrar = await borrables();
    const backups = await numBackups();
    const plantillaAntes = await plantilla();
    // Pages of 2: the three interviews (consecutive keys) span two pages at least.
    const id = await trabajoSinEncolar(2);
    let programadasBorradas = false;
    const caida = procesarLimpiezaDatos(
      { empresaId, limpiezaId: id },
      {
        // It dies on the page after the first one that held interviews: their units were given back,
        // the others' not yet.
        antesDePagina: (_p, claves) => {
          if (programadasBorradas) throw new Error('caída simulada');
          programadasBorradas = claves.some((sk) => sk.startsWith('ENTREVISTA#'));
        },
      },
    );
    await expect(caida).rejects.toThrow('caída simulada');
    const aMedias = (await getLimpiezaDatos(empresaId, id))!;
    expect(aMedias).toMatchObject({ estado: 'en_curso', fase: 'datos' });
    expect(aMedias.borrados).toBeGreaterThan(0);
    expect(aMedias.borrados).toBeLessThan(aBorrar);
    // Half-way, the programadas deleted so far gave their units back with their deletion.
    expect(await plantilla()).toBeLessThan(plantillaAntes);
    expect(await plantilla()).toBeGreaterThan(sincrono.plantilla);
    expect(await contar()).not.toEqual(sincrono.items);

    // SQS delivers the message again: the real consumer, through the local queue.
    await enviarACola('limpiar-datos', { empresaId, limpiezaId: id });
    await stack.colas.idle();
    const job = (await getLimpiezaDatos(empresaId, id))!;
    expect(job).toMatchObject({ estado: 'completada', borrados: aBorrar });
    expect(job.backup).toEqual(aMedias.backup);
    expect(await numBackups()).toBe(backups + 1);
    expect(await contar()).toEqual(sincrono.items);
    expect(await contadores()).toEqual(sincrono.contadores);
    expect(await plantilla()).toBe(sincrono.plantilla);
    expect(stack.colas.muertos('limpiar-datos')).toEqual([]);
    await reimportar();
  });
});

describe('through the API and the queue', () => {
  it('a wrong name is 400 and changes nothing; the right one queues the job (202), which clears and is read back', async () => {
    const mal = await stack.call('POST', '/api/datos/limpiezas', { token: admin.token, body: { confirmacion: 'Otra' } });
    expect(mal).toMatchObject({ status: 400, body: { message: `Escribe el nombre de la empresa (${NOMBRE}) para confirmar el borrado` } });
    expect(await contar()).toEqual(original.items);

    const res = await stack.call('POST', '/api/datos/limpiezas', { token: admin.token, body: { confirmacion: ` ${NOMBRE} ` } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data).toMatchObject({ estado: 'pendiente', fase: 'copia', empresaId, borrados: 0 });
    await stack.colas.idle();
    const leido = await stack.call('GET', `/api/datos/limpiezas/${res.body.data.id}`, { token: admin.token });
    expect(leido.status).toBe(200);
    expect(leido.body.data).toMatchObject({ estado: 'completada', backup: { empresaId } });
    expect(leido.body.data.porPagina).toBeUndefined();
    expect(await contar()).toEqual(sincrono.items);
    expect(await contadores()).toEqual(sincrono.contadores);

    // The job's backup restored through the import job (D103): 202, everything back, the backup kept.
    const backupId = leido.body.data.backup.id;
    const ajenaR = await stack.call('POST', `/api/datos/backups/${backupId}/restauracion`, { token: otroAdmin.token });
    expect(ajenaR.status).toBe(404);
    const restaurar = await stack.call('POST', `/api/datos/backups/${backupId}/restauracion`, { token: admin.token });
    expect(restaurar.status, JSON.stringify(restaurar.body)).toBe(202);
    await stack.colas.idle();
    const restaurada = await stack.call('GET', `/api/datos/importaciones/${restaurar.body.data.id}`, { token: admin.token });
    expect(restaurada.body.data).toMatchObject({
      estado: 'completada',
      rechazados: 0,
      actualizados: 0,
      creados: archivo.datos[0].elementos.length,
    });
    expect(await contar()).toEqual(original.items);
    expect(await contadores()).toEqual(original.contadores);
    const lista = (await stack.call('GET', '/api/datos/backups', { token: admin.token })).body.data.items.map((b: { id: string }) => b.id);
    expect(lista).toContain(backupId);
    await stack.call('POST', '/api/datos/limpiar', { token: admin.token, body: { confirmacion: NOMBRE } });

    // Another company's admin: neither the job nor the company.
    expect((await stack.call('GET', `/api/datos/limpiezas/${res.body.data.id}`, { token: otroAdmin.token })).status).toBe(404);
    const ajena = await stack.call('POST', '/api/datos/limpiezas', { token: otroAdmin.token, body: { confirmacion: NOMBRE, empresaId } });
    expect(ajena.status).toBe(404);
    await reimportar();
  });

  it('while a clear runs, a second clear, the synchronous clear and an import (synchronous or job) are 409; once it ends, a new one starts', async () => {
    const id = await trabajoSinEncolar(100);
    const texto = 'Ya hay un borrado de datos en curso en esta empresa: espera a que termine';
    const segunda = await stack.call('POST', '/api/datos/limpiezas', { token: admin.token, body: { confirmacion: NOMBRE } });
    expect(segunda).toMatchObject({ status: 409, body: { message: texto } });
    const sincrona = await stack.call('POST', '/api/datos/limpiar', { token: admin.token, body: { confirmacion: NOMBRE } });
    expect(sincrona).toMatchObject({ status: 409, body: { message: texto } });
    const importar = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo } });
    expect(importar).toMatchObject({ status: 409, body: { message: texto } });
    // The import job's confirm too (refused before it looks at the upload).
    const key = `empresas/${empresaId}/importaciones/${idOrdenado()}.json`;
    const confirmar = await stack.call('POST', '/api/datos/importaciones', { token: admin.token, body: { key } });
    expect(confirmar).toMatchObject({ status: 409, body: { message: texto } });
    expect(await contar()).toEqual(original.items);

    await expect(procesarLimpiezaDatos({ empresaId, limpiezaId: id })).resolves.toBe('completado');
    await reimportar();
    const nueva = await stack.call('POST', '/api/datos/limpiezas', { token: admin.token, body: { confirmacion: NOMBRE } });
    expect(nueva.status, JSON.stringify(nueva.body)).toBe(202);
    await stack.colas.idle();
    expect(await contar()).toEqual(sincrono.items);
  });
});

// The import of a data file through S3 and a queued job (D100), on one local stack: the presigned
// upload, the confirm (202) and the job the queue runs give the same data, the same counters and the
// same report as the synchronous import (D95); a file of several blocks, counted item by item; a
// delivery that dies after writing a block and before saving it is finished by the redelivered
// message without importing anything twice; an invalid file changes nothing, not even a backup; the
// uploaded file is gone when the job ends; another company's admin reaches neither the upload nor the job.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarACola } from '../../functions/lib/aws/sqs.js';
import { s3 } from '../../functions/lib/aws/s3.js';
import { procesarImportacionDatos } from '../../functions/lib/datos/importacion-trabajo.js';
import { nuevoTrabajoImportacion } from '../../functions/lib/datos/importacion-encolar.js';
import { crearImportacionDatos, getImportacionDatos } from '../../functions/lib/db/importaciones-datos.js';
import type { Session } from './fixtures.js';
import { contadoresDe, contarPorTipo, empresaConDatos } from './datos-recuento.js';
import { startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let empresaId: string;
let admin: Session;
let otroAdmin: Session;
let archivo: any;
/** What the synchronous import of `archivo` into the cleared company left and answered. */
let sincrono: { items: Record<string, number>; contadores: unknown; informe: string[] };

/**
 * Every data item of the company's partition, counted by kind (job machinery aside: the import jobs,
 * and the outbox's hand-offs, where the synchronous import leaves the templates' count changes, D168).
 */
const contar = () => contarPorTipo(empresaId, new Set(['importacion_datos', 'envio']));
const contadores = () => contadoresDe(empresaId);

/** The report as a sorted list of `sk resultado motivo`, comparable whatever the order the rows ran in. */
const comparable = (filas: Array<{ sk: string; resultado: string; motivo?: string }>) =>
  filas.map((f) => `${f.sk} ${f.resultado} ${f.motivo ?? ''}`).sort();

const limpiar = async () => {
  const res = await stack.call('POST', '/api/datos/limpiar', { token: admin.token, body: { confirmacion: 'Por Bloques' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** Uploads `contenido` as the screen does: the presigned POST, then the file to S3. Answers its key. */
async function subir(como: Session, contenido: string, tipo = 'application/json'): Promise<string> {
  const url = await stack.call('POST', '/api/datos/importaciones/subida', {
    token: como.token,
    body: { nombreArchivo: 'datos.json', tamano: Buffer.byteLength(contenido) },
  });
  expect(url.status, JSON.stringify(url.body)).toBe(200);
  const form = new FormData();
  for (const [k, v] of Object.entries(url.body.data.fields as Record<string, string>)) form.append(k, k === 'Content-Type' ? tipo : v);
  form.append('file', new Blob([contenido], { type: tipo }), 'datos.json');
  const put = await fetch(url.body.data.url, { method: 'POST', body: form });
  expect(put.status).toBeLessThan(300);
  return url.body.data.key;
}

async function informeCompleto(id: string, como = admin) {
  let filas: any[] = [];
  let cursor: string | null = null;
  let job: any;
  do {
    const res = await stack.call('GET', `/api/datos/importaciones/${id}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
      token: como.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    job = res.body.data;
    filas = filas.concat(job.filas);
    cursor = job.cursor;
  } while (cursor);
  return { job, filas };
}

const existe = async (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: stack.filesBucket, Key: key })).then(
    () => true,
    () => false,
  );

/** The job of an uploaded file stored as the confirm does, with small blocks and without queueing it: the test plays the deliveries. */
async function trabajoSinEncolar(key: string, filasPorBloque: number) {
  const id = key
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
  await crearImportacionDatos({
    ...nuevoTrabajoImportacion(
      { id, empresaId, key, nombreArchivo: 'datos.json', tamano: 1, creadoPor: 'admin@por-bloques.test' },
      new Date(),
    ),
    filasPorBloque,
  });
  return id;
}

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  ({ empresaId, admin, otroAdmin, archivo } = await empresaConDatos(stack, {
    nombre: 'Por Bloques',
    cif: 'B00000158',
    vecina: { nombre: 'Vecina', cif: 'B00000232' },
    candidatos: 12,
    entrevistas: 1,
  }));
  expect(archivo.datos[0].elementos.length).toBeGreaterThan(60);

  // The reference: the synchronous import of the file into the cleared company.
  await limpiar();
  const res = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo } });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  sincrono = { items: await contar(), contadores: await contadores(), informe: comparable(res.body.data.filas) };
  expect(res.body.data.rechazados).toBe(0);
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('through the API and the queue', () => {
  it('upload, confirm (202), the job imports the file: the same data, counters and report as the synchronous import; the file is gone', async () => {
    await limpiar();
    const key = await subir(admin, JSON.stringify(archivo));
    expect(key.startsWith(`empresas/${empresaId}/importaciones/`)).toBe(true);
    const conf = await stack.call('POST', '/api/datos/importaciones', { token: admin.token, body: { key, nombreArchivo: 'datos.json' } });
    expect(conf.status, JSON.stringify(conf.body)).toBe(202);
    expect(conf.body.data).toMatchObject({ estado: 'pendiente', empresaId, nombreArchivo: 'datos.json' });
    // Confirming the same upload again answers the same job, and queues nothing more.
    const otra = await stack.call('POST', '/api/datos/importaciones', { token: admin.token, body: { key } });
    expect(otra.status).toBe(202);
    expect(otra.body.data.id).toBe(conf.body.data.id);
    await stack.colas.idle();

    const { job, filas } = await informeCompleto(conf.body.data.id);
    expect(job).toMatchObject({ estado: 'completada', total: archivo.datos[0].elementos.length, rechazados: 0 });
    expect(job.procesadas).toBe(job.total);
    expect(job.backups).toHaveLength(1);
    expect(comparable(filas)).toEqual(sincrono.informe);
    expect(await contar()).toEqual(sincrono.items);
    expect(await contadores()).toEqual(sincrono.contadores);
    expect(await existe(key)).toBe(false);
    expect(stack.colas.muertos('importar-datos')).toEqual([]);
  });

  it('an invalid file ends in error and changes nothing, not even a backup', async () => {
    const antes = await contar();
    const backups = (await stack.call('GET', '/api/datos/backups', { token: admin.token })).body.data.items.length;
    const key = await subir(admin, JSON.stringify({ exportInfo: { version: '1.0' }, datos: 'no' }));
    const conf = await stack.call('POST', '/api/datos/importaciones', { token: admin.token, body: { key } });
    expect(conf.status).toBe(202);
    await stack.colas.idle();
    const { job, filas } = await informeCompleto(conf.body.data.id);
    expect(job).toMatchObject({ estado: 'fallida', error: 'Archivo de importación inválido', procesadas: 0, backups: [] });
    expect(filas).toEqual([]);
    expect(await contar()).toEqual(antes);
    expect((await stack.call('GET', '/api/datos/backups', { token: admin.token })).body.data.items).toHaveLength(backups);
    expect(await existe(key)).toBe(false);
  });

  it('the upload is bounded: too large is 400; an object of another type is refused at confirm and deleted', async () => {
    const grande = await stack.call('POST', '/api/datos/importaciones/subida', {
      token: admin.token,
      body: { nombreArchivo: 'datos.json', tamano: 50_000_001 },
    });
    expect(grande).toMatchObject({ status: 400, body: { message: 'El archivo ocupa 50 MB: el máximo es 50 MB' } });
    // The local S3 does not enforce the POST policy: the confirm checks the object itself.
    const key = await subir(admin, 'a,b', 'text/csv');
    const conf = await stack.call('POST', '/api/datos/importaciones', { token: admin.token, body: { key } });
    expect(conf).toMatchObject({ status: 400, body: { message: 'El archivo de importación debe ser un JSON exportado (.json)' } });
    expect(await existe(key)).toBe(false);
  });

  it('another company’s admin can neither confirm this company’s upload nor read its job: 404', async () => {
    const key = await subir(admin, JSON.stringify(archivo));
    const ajena = await stack.call('POST', '/api/datos/importaciones', { token: otroAdmin.token, body: { key } });
    expect(ajena.status, JSON.stringify(ajena.body)).toBe(404);
    const propia = await stack.call('POST', '/api/datos/importaciones', { token: admin.token, body: { key } });
    expect(propia.status).toBe(202);
    await stack.colas.idle();
    const leer = await stack.call('GET', `/api/datos/importaciones/${propia.body.data.id}`, { token: otroAdmin.token });
    expect(leer.status).toBe(404);
  });
});

describe('a file of several blocks', () => {
  it('imported block by block is counted item by item equal to the synchronous import', async () => {
    await limpiar();
    const key = await subir(admin, JSON.stringify(archivo));
    const id = await trabajoSinEncolar(key, 7);
    await expect(procesarImportacionDatos({ empresaId, importacionId: id })).resolves.toBe('completado');
    const { job, filas } = await informeCompleto(id);
    expect(job.estado).toBe('completada');
    expect(filas.length).toBe(archivo.datos[0].elementos.length);
    expect(comparable(filas)).toEqual(sincrono.informe);
    expect(await contar()).toEqual(sincrono.items);
    expect(await contadores()).toEqual(sincrono.contadores);
  });

  it('a delivery that dies after writing a block and before saving it is finished by the redelivered message, nothing twice', async () => {
    await limpiar();
    const key = await subir(admin, JSON.stringify(archivo));
    const id = await trabajoSinEncolar(key, 7);
    const caida = procesarImportacionDatos(
      { empresaId, importacionId: id },
      {
        antesDeGuardar: (b) => {
          if (b === 3) throw new Error('caída simulada');
        },
      },
    );
    await expect(caida).rejects.toThrow('caída simulada');
    const aMedias = (await getImportacionDatos(empresaId, id))!;
    expect(aMedias).toMatchObject({ estado: 'en_curso', siguienteBloque: 3 });
    expect(aMedias.backups).toHaveLength(1);
    // Run without its queue (no delivery to record); the redelivery below records its own.
    expect(aMedias.ultimaEntrega).toBeUndefined();

    // SQS delivers the message again: the real consumer, through the local queue.
    await enviarACola('importar-datos', { empresaId, importacionId: id });
    await stack.colas.idle();
    const { job, filas } = await informeCompleto(id);
    expect(job.estado).toBe('completada');
    // The jobs' kit recorded the delivery that finished it (the API does not show it).
    expect((await getImportacionDatos(empresaId, id))!.ultimaEntrega).toMatchObject({ intento: 1 });
    expect(job).not.toHaveProperty('ultimaEntrega');
    // The backup was taken once; block 3's rows, written by the dead delivery, are still 'creado'.
    expect(job.backups).toEqual(aMedias.backups);
    expect(comparable(filas)).toEqual(sincrono.informe);
    expect(await contar()).toEqual(sincrono.items);
    expect(await contadores()).toEqual(sincrono.contadores);
    expect(await existe(key)).toBe(false);
  });
});

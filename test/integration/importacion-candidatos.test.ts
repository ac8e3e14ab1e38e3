// Candidates CSV import through the local stack (D57): POST /api/candidatos/importar stores
// the rows and queues them (202); the in-process queue runs the same worker Lambda runs. A file with
// good, duplicate, malformed and over-quota rows gives a per-row report; a re-sent file creates
// nothing; a redelivered message changes nothing; a delivery that dies mid-way is resumed by the
// next one without creating twice nor reporting its own rows as duplicates; the admins hear once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idDeFila, procesarImportacion } from '../../functions/lib/candidatos/importacion.js';
import { enviarACola } from '../../functions/lib/aws/sqs.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { getImportacion } from '../../functions/lib/db/importaciones.js';
import { queryAll, updateItem } from '../../functions/lib/db/repository.js';
import { empresaConAdmin, pilaConSuperadmin, usuarioConSesion, type Session } from './fixtures.js';
import { filasDelInforme, importacionSinEncolar } from './importacion-fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;

const CABECERA = 'nombre;email;telefono;posicion;experiencia_años;habilidades;area';

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
  ({ empresaId, admin } = await empresaConAdmin(stack, superadmin, {
    ...empresaPrueba('Importa', 'B40000077'),
    admin: adminPrueba('Importa'),
  }));
  operador = await usuarioConSesion(stack, admin, { email: 'omar@importa.test', rol: 'operador', password: 'Pnbs-Clave-2026' });
  const area = await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Tecnología' } });
  expect(area.status).toBe(201);
  const previo = await stack.call('POST', '/api/candidatos', {
    token: admin.token,
    body: { nombre: 'Ya Estaba', email: 'ya@importa.test' },
  });
  expect(previo.status).toBe(201);
  // One candidate exists; four more seats.
  await updateItem(empresaKeys.empresa(empresaId), { limites: { usuarios: 10, candidatos: 5, entrevistas: 50 } });
}, 60_000);
afterAll(async () => {
  await stack?.cleanup();
});

const importar = (contenido: string, token = operador.token, extra: Record<string, unknown> = {}) =>
  stack.call('POST', '/api/candidatos/importar', { token, body: { nombreArchivo: 'candidatos.csv', contenido, ...extra } });
const estado = (id: string, query = '') => stack.call('GET', `/api/candidatos/importaciones/${id}${query}`, { token: operador.token });

const ARCHIVO = [
  CABECERA,
  'Ana Ruiz;ANA@importa.test;+34 600 000 001;Backend;5;"Node.js;SQL";tecnologia',
  'Otra Vez;ya@importa.test;;;;;',
  'Sin Email;no-es-un-email;;;;;',
  'Luis Gómez;luis@importa.test;;Frontend;2;React;',
  'Ana Repetida;ana@importa.test;;;;;',
  'Pocas;columnas',
  'Marta Díaz;marta@importa.test;;;;;Marketing',
  'Pedro Sanz;pedro@importa.test;;;;;',
  'Rosa Peña;rosa@importa.test;;;;;TECNOLOGÍA',
  'Sofía León;sofia@importa.test;;;;;',
  'Ana Otra Vez;ana@importa.test;;;;;',
].join('\r\n');

describe('POST /api/candidatos/importar', () => {
  let primera: string;

  it('answers 202 with a pending import, and the worker reports every row', async () => {
    const res = await importar(`\uFEFF${ARCHIVO}`);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBe('Importación en curso: 11 filas');
    expect(res.body.data).toMatchObject({ estado: 'pendiente', total: 11, procesadas: 0, nombreArchivo: 'candidatos.csv' });
    primera = res.body.data.id;
    await stack.colas.idle();

    const fin = await estado(primera);
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    expect(fin.body.data).toMatchObject({
      estado: 'completada',
      total: 11,
      procesadas: 11,
      creados: 4,
      duplicados: 3,
      invalidos: 3,
      sinCupo: 1,
    });
    const filas = fin.body.data.filas.map((f: any) => [f.linea, f.resultado, f.motivo ?? '']);
    expect(filas).toEqual([
      [2, 'creado', ''],
      [3, 'duplicado', 'Ya existe un candidato con el email ya@importa.test en esta empresa'],
      [4, 'invalido', 'email: Introduce un email válido'],
      [5, 'creado', ''],
      [6, 'duplicado', 'Ya existe un candidato con el email ana@importa.test en esta empresa'],
      [7, 'invalido', 'La fila tiene 2 columnas y la cabecera 7'],
      [8, 'invalido', 'El área «Marketing» no existe en esta empresa'],
      [9, 'creado', ''],
      [10, 'creado', ''],
      [11, 'sin_cupo', 'Se ha alcanzado el límite de 5 candidatos del plan'],
      [12, 'duplicado', 'Ya existe un candidato con el email ana@importa.test en esta empresa'],
    ]);
    const incidencias = await estado(primera, '?incidencias=true');
    expect(incidencias.body.data.filas.map((f: any) => f.linea)).toEqual([3, 4, 6, 7, 8, 11, 12]);

    const lista = await stack.call('GET', '/api/candidatos?limit=100', { token: operador.token });
    const porEmail = new Map(lista.body.data.items.map((c: any) => [c.email, c]));
    expect([...porEmail.keys()].sort()).toEqual(
      ['ana@importa.test', 'luis@importa.test', 'pedro@importa.test', 'rosa@importa.test', 'ya@importa.test'].sort(),
    );
    expect(porEmail.get('ana@importa.test')).toMatchObject({ nombre: 'Ana Ruiz', habilidades: ['Node.js', 'SQL'], experiencia_años: 5 });
    const areas = (await stack.call('GET', '/api/areas', { token: admin.token })).body.data;
    expect((porEmail.get('rosa@importa.test') as any).areaId).toBe(areas[0].id);
    // The quota's counter moved with the creates (5 of 5).
    const stats = await stack.call('GET', '/api/candidatos/estadisticas/resumen', { token: operador.token });
    expect(stats.body.data.total).toBe(5);
  }, 60_000);

  it('tells the admins (and the uploader) once with a summary, not once per row', async () => {
    const deAdmin = (await stack.call('GET', '/api/notificaciones', { token: admin.token })).body.data.items as any[];
    expect(deAdmin.filter((n) => n.title === 'Nuevo candidato')).toEqual([]);
    const resumen = deAdmin.filter((n) => n.title === 'Importación de candidatos terminada');
    expect(resumen).toHaveLength(1);
    expect(resumen[0].message).toBe('candidatos.csv: 4 creados, 3 duplicados, 3 no válidos, 1 sin cupo');
    const deOperador = (await stack.call('GET', '/api/notificaciones', { token: operador.token })).body.data.items as any[];
    expect(deOperador.filter((n) => n.title === 'Importación de candidatos terminada')).toHaveLength(1);
  });

  it('a re-sent file creates nothing: the rows created the first time are duplicates now', async () => {
    const res = await importar(ARCHIVO);
    expect(res.status).toBe(202);
    await stack.colas.idle();
    const fin = await estado(res.body.data.id);
    expect(fin.body.data).toMatchObject({ estado: 'completada', creados: 0, duplicados: 7, invalidos: 3, sinCupo: 1 });
    const stats = await stack.call('GET', '/api/candidatos/estadisticas/resumen', { token: operador.token });
    expect(stats.body.data.total).toBe(5);
  }, 60_000);

  it('a redelivered message of a finished import changes nothing', async () => {
    const antes = (await estado(primera)).body.data;
    await enviarACola('importar-candidatos', { empresaId, importacionId: primera });
    await stack.colas.idle();
    expect((await estado(primera)).body.data).toEqual(antes);
    expect(stack.colas.muertos('importar-candidatos')).toEqual([]);
  }, 30_000);

  it('a finished import keeps its report but not the uploaded rows; erasing a candidate reaches every report that names them', async () => {
    const subidas = await queryAll({ pk: `EMP#${empresaId}`, skPrefix: 'IMPORTDATOS#' });
    expect(subidas).toEqual([]);

    const lista = await stack.call('GET', '/api/candidatos?q=ana', { token: operador.token });
    const ana = lista.body.data.items.find((c: any) => c.email === 'ana@importa.test');
    const del = await stack.call('DELETE', `/api/candidatos/${ana.id}`, { token: admin.token });
    expect(del.status).toBe(200);

    const informes = await queryAll<{ filas: any[] }>({ pk: `EMP#${empresaId}`, skPrefix: 'IMPORTRES#' });
    const texto = JSON.stringify(informes);
    expect(texto).not.toMatch(/ana@importa\.test/i);
    expect(texto).not.toContain('Ana Ruiz');
    // Both imports still say what happened to those lines, without naming her.
    const fin = await estado(primera);
    expect(fin.body.data.filas.find((f: any) => f.linea === 6)).toEqual({
      fila: 5,
      linea: 6,
      resultado: 'duplicado',
      motivo: 'Ya existe un candidato con el email [dato borrado] en esta empresa',
    });
    expect(fin.body.data.filas.find((f: any) => f.linea === 2)).toMatchObject({ resultado: 'creado' });
    expect(fin.body.data.filas.find((f: any) => f.linea === 2)).not.toHaveProperty('email');
    // Other people's rows are untouched.
    expect(texto).toContain('luis@importa.test');
  });

  it('refuses a file it cannot read, with a Spanish 400, and stores nothing', async () => {
    const sinEmail = await importar('nombre;telefono\nAna;600\n');
    expect(sinEmail.status).toBe(400);
    expect(sinEmail.body.message).toBe('Faltan columnas obligatorias en la cabecera: email');
    const abierta = await importar('nombre,email\n"Ana,ana@x.test\n');
    expect(abierta.status).toBe(400);
    expect(abierta.body.message).toMatch(/^El archivo no es un CSV válido \(línea \d+\)/);
    const grande = await importar(`nombre,email\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(grande.status).toBe(400);
    expect(grande.body.message).toMatch(/El archivo supera el máximo de 2 MB/);
    const muchas = await importar(`nombre,email\n${'a,a@x.test\n'.repeat(5001)}`);
    expect(muchas.status).toBe(400);
    expect(muchas.body.message).toBe('El archivo tiene 5001 filas; el máximo es 5000');
  });

  it('the superadmin names the company; an unknown import is 404', async () => {
    const sinEmpresa = await importar(ARCHIVO, superadmin.token);
    expect(sinEmpresa.status).toBe(400);
    const ajena = await stack.call('GET', '/api/candidatos/importaciones/00000000000000-nada', { token: operador.token });
    expect(ajena.status).toBe(404);
    expect(ajena.body.message).toBe('Importación no encontrada');
  });
});

/** An import of `n` good rows, stored as the request does, not queued: the test plays the first delivery. */
const guardarSinEncolar = (prefijo: string, n: number) =>
  importacionSinEncolar({
    empresaId,
    creadoPor: operador.user.id,
    prefijo,
    cabecera: CABECERA,
    lineas: Array.from({ length: n }, (_, i) => `Persona ${i};${prefijo}${i}@importa.test;;;;;`),
  });

describe('a delivery that dies mid-way', () => {
  it('is resumed by the next one: every row created once, none reported as its own duplicate', async () => {
    await updateItem(empresaKeys.empresa(empresaId), { limites: { usuarios: 10, candidatos: -1, entrevistas: 50 } });
    const { id, creadoEn } = await guardarSinEncolar('reintento', 250);
    const caida = procesarImportacion(
      { empresaId, importacionId: id },
      {
        antesDeFila: (fila) => {
          if (fila === 151) throw new Error('caída simulada');
        },
      },
    );
    await expect(caida).rejects.toThrow('caída simulada');
    // Two blocks of 100 were saved; rows 101–150 were created but their block was not.
    expect(await getImportacion(empresaId, id)).toMatchObject({ estado: 'en_curso', procesadas: 100, creados: 100 });
    const creadaSinInforme = await stack.call('GET', `/api/candidatos/${idDeFila({ id, creadoEn: creadoEn.toISOString() }, 149)}`, {
      token: operador.token,
    });
    expect(creadaSinInforme.status).toBe(200);

    await enviarACola('importar-candidatos', { empresaId, importacionId: id });
    await stack.colas.idle();
    const fin = await estado(id);
    expect(fin.body.data).toMatchObject({ estado: 'completada', procesadas: 250, creados: 250, duplicados: 0, invalidos: 0, sinCupo: 0 });
    const filasInforme = await filasDelInforme(stack, operador.token, id);
    expect(filasInforme.map((f) => f.fila)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(filasInforme.every((f) => f.resultado === 'creado')).toBe(true);
    const stats = await stack.call('GET', '/api/candidatos/estadisticas/resumen', { token: operador.token });
    // The 5 of the first file, less Ana (erased above), and these 250.
    expect(stats.body.data.total).toBe(254);
  }, 120_000);
});

describe('a delivery whose time runs out', () => {
  it('saves its block, sends itself the rest and the next delivery finishes the file', async () => {
    const { id } = await guardarSinEncolar('continua', 150);
    // No time left after the first block: it must hand over instead of running into its time-out.
    await expect(procesarImportacion({ empresaId, importacionId: id }, { quedaMs: () => 0 })).resolves.toBe('continua');
    expect(await getImportacion(empresaId, id)).toMatchObject({ estado: 'en_curso', procesadas: 100 });
    await stack.colas.idle();
    expect((await estado(id)).body.data).toMatchObject({ estado: 'completada', procesadas: 150, creados: 150, duplicados: 0 });
  }, 120_000);
});

// Data management through the local stack (part 2 §4, §7, §9; D65, D95): the
// superadmin's export is the §9 file (exportInfo version 1.0, every company as GET /api/empresas
// shows it); a company's export adds its data; a backup is that file kept in the files bucket under
// backups/, listed newest first; the import validates the file, takes a backup first, upserts row by
// row inside the caller's scope and within the plan's quotas; a restore is the same engine; a clear
// keeps the company and its admins; export → clear → import gives back every item, counted by kind.
// A company admin reaches their own company only; an operator none of it.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { tipoDe } from '../../functions/lib/datos/elementos.js';
import { empresaKeys, getEmpresa } from '../../functions/lib/db/empresas.js';
import { updateItem } from '../../functions/lib/db/repository.js';
import { crearEmpresa, empresaConAdmin, esperar, pilaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import { contadoresDe, contarPorTipo, crearComo } from './datos-recuento.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;

pilaDelArchivo({ scheduler: false }, async (pila) => {
  ({ stack, superadmin } = pila);
  await crearEmpresa('datos-uno', { nombre: 'Datos Uno' });
  await crearEmpresa('datos-dos', { nombre: 'Datos Dos', activa: false });
  admin = await usuarioConSesion(stack, superadmin, { email: 'admin@datos-uno.test', rol: 'admin', empresaId: 'datos-uno' });
  operador = await usuarioConSesion(stack, superadmin, { email: 'op@datos-uno.test', rol: 'operador', empresaId: 'datos-uno' });
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
    // The same shape as the companies list answers (but for the default licence expiry, computed from the moment of each call,
    // and the list's mark of a missing safeguard, the deploy's reading of the company and not its data: issue 67 item 8).
    const lista = await stack.call('GET', '/api/empresas?limit=100', { token: superadmin.token });
    const sinVencimiento = ({ salvaguardaPendiente: _, ...e }: any) => ({
      ...e,
      licencias: { ...e.licencias, fechaVencimiento: undefined },
    });
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
    expect(item).toMatchObject({ name: `${primero.body.data.backupId}.json`, mimeType: 'application/json', empresaId: null });
    expect(item.tamano).toBeGreaterThan(0);

    // The object itself is in the bucket and is the export file.
    const { s3 } = await import('../../functions/lib/aws/s3.js');
    const obj = await s3.send(new GetObjectCommand({ Bucket: stack.filesBucket, Key: `backups/${item.name}` }));
    const archivo = JSON.parse(await obj.Body!.transformToString());
    expect(archivo.exportInfo.version).toBe('1.0');
    expect(archivo.empresas.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining(['datos-uno', 'datos-dos']));
  });
});

describe('who may', () => {
  const filas = [
    ['GET', '/api/datos/exportar'],
    ['POST', '/api/datos/backups'],
    ['GET', '/api/datos/backups'],
    ['POST', '/api/datos/importar'],
    ['POST', '/api/datos/limpiar'],
  ] as const;
  it.each(filas)('%s %s answers 403 to an operator', async (method, path) => {
    const res = await stack.call(method, path, { token: operador.token, body: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
  });

  it('an admin exports, backs up and lists their own company only; another company is 404', async () => {
    const propia = await stack.call('GET', '/api/datos/exportar', { token: admin.token });
    expect(propia.status, JSON.stringify(propia.body)).toBe(200);
    expect(propia.body.data.exportInfo).toMatchObject({ version: '1.0', empresaId: 'datos-uno' });
    expect(propia.body.data.empresas.map((e: { id: string }) => e.id)).toEqual(['datos-uno']);
    expect(propia.body.data.datos.map((d: { empresaId: string }) => d.empresaId)).toEqual(['datos-uno']);
    // Users and secrets are never in a file.
    expect(propia.body.data.datos[0].elementos.filter((e: { sk: string }) => /^(USUARIO|APIKEY)#/.test(e.sk))).toEqual([]);

    for (const [method, path] of [
      ['GET', '/api/datos/exportar?empresaId=datos-dos'],
      ['POST', '/api/datos/backups?empresaId=datos-dos'],
      ['GET', '/api/datos/backups?empresaId=datos-dos'],
    ] as const) {
      const res = await stack.call(method, path, { token: admin.token });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const backup = await stack.call('POST', '/api/datos/backups', { token: admin.token });
    expect(backup.status).toBe(201);
    expect(backup.body.data.backup.empresaId).toBe('datos-uno');
    const lista = await stack.call('GET', '/api/datos/backups', { token: admin.token });
    expect(lista.body.data.items.map((b: { empresaId: string }) => b.empresaId)).toEqual(['datos-uno']);
  });
});

// The outbox's hand-offs aside: a clear or an import leaves the changes of the templates' counts
// there until the sweep sends them (D168: the synchronous routes do not send them themselves).
const contar = (empresaId: string) => contarPorTipo(empresaId, new Set(['envio']));
const contadores = contadoresDe;

describe('export → clear → import', () => {
  let rt: { empresaId: string; admin: Session };
  let archivo: any;
  let antes: Record<string, number>;
  let contadoresAntes: Awaited<ReturnType<typeof contadores>>;
  let backupPrevio: string;
  let cifrasAntes: Awaited<ReturnType<typeof cifrasSaas>>;

  /**
   * What the SaaS panel says of the platform and of this company's billing: the KPIs, its
   * subscription in Suscripciones and its rows of facturacion_….csv (D113).
   */
  async function cifrasSaas() {
    const kpis = await stack.call('GET', '/api/saas/estadisticas', { token: superadmin.token });
    expect(kpis.status, JSON.stringify(kpis.body)).toBe(200);
    const lista = await stack.call('GET', '/api/saas/suscripciones?limit=100', { token: superadmin.token });
    const csv = await stack.call('GET', '/api/saas/exportar/facturacion', { token: superadmin.token });
    expect(csv.status).toBe(200);
    return {
      kpis: kpis.body.data,
      suscripciones: lista.body.data.items.filter((x: { empresaId: string }) => x.empresaId === rt.empresaId),
      facturacion: String(csv.body)
        .split('\n')
        .filter((l) => l.includes('Ida y Vuelta')),
    };
  }

  beforeAll(async () => {
    const { empresaId, admin: a } = await empresaConAdmin(stack, superadmin, {
      ...empresaPrueba('Ida y Vuelta', 'B00000075', { licencias: { activas: 2, total: 2 } }),
      admin: adminPrueba('Ida y Vuelta'),
    });
    rt = { empresaId, admin: a };
    // Its subscription, as the superadmin bills it (D94), came with it from the Empresas form (D118).
    const post = crearComo(stack, a);
    const area = await post('/api/areas', { nombreArea: 'Comercial' });
    await post('/api/areas', { nombreArea: 'Técnica' });
    const ana = await post('/api/candidatos', { nombre: 'Ana Ruiz', email: 'ana@idavuelta.test', puesto: 'Ventas', areaId: area.id });
    const luis = await post('/api/candidatos', { nombre: 'Luis Mar', email: 'luis@idavuelta.test', puesto: 'Soporte' });
    await post('/api/candidatos', { nombre: 'Eva Sol', email: 'eva@idavuelta.test' });
    await post('/api/configuracion', { nombre: 'max_entrevistas', valor: '5', tipo: 'number' });
    const manana = new Date(Date.now() + 86_400_000).toISOString();
    await post('/api/entrevistas', { candidatoId: ana.id, servicioId: 'entrevistas-profundidad', fechaProgramada: manana });
    const simulada = await post('/api/entrevistas', {
      candidatoId: luis.id,
      servicioId: 'entrevistas-profundidad',
      fechaProgramada: manana,
    });
    const sim = await stack.call('POST', `/api/entrevistas/${simulada.entrevista.id}/simular`, { token: a.token });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    // The simulation completes and the analysis writes the report, through the local queues.
    const analizada = await esperar(
      async () => (await stack.call('GET', `/api/entrevistas/${simulada.entrevista.id}`, { token: a.token })).body.data,
      (e) => e.estado === 'analizada',
    );
    expect(analizada.estado).toBe('analizada');
    // …and then tells the admin (the notification and its sent marker): the last write of the flow.
    antes = await esperar(
      () => contar(empresaId),
      (n) => (n.notificacion_enviada ?? 0) > 0,
    );
    expect(antes.notificacion_enviada).toBe(1);
    // The platform's counts of the finish and the report (the KPIs' «entrevistas realizadas») once their queue has drained (D169).
    await stack.colas.idle();
    contadoresAntes = await contadores(empresaId);
    cifrasAntes = await cifrasSaas();
    expect(cifrasAntes.suscripciones).toHaveLength(1);
    expect(cifrasAntes.facturacion).toHaveLength(1);
  });

  it('the company’s file holds every kind of its data, and no user or secret', async () => {
    const res = await stack.call('GET', '/api/datos/exportar', { token: rt.admin.token });
    expect(res.status).toBe(200);
    archivo = res.body.data;
    const enArchivo: Record<string, number> = {};
    for (const e of archivo.datos[0].elementos) enArchivo[tipoDe(e.sk)] = (enArchivo[tipoDe(e.sk)] ?? 0) + 1;
    for (const tipo of [
      'area',
      'area_nombre',
      'candidato',
      'candidato_email',
      'candidato_busqueda',
      'entrevista',
      'informe',
      'configuracion',
    ])
      expect(enArchivo[tipo], tipo).toBe(antes[tipo]);
    expect(enArchivo.usuario).toBeUndefined();
    expect(enArchivo.empresa).toBeUndefined();
  });

  it('a clear needs the company’s name typed; a wrong one changes nothing', async () => {
    const res = await stack.call('POST', '/api/datos/limpiar', { token: rt.admin.token, body: { confirmacion: 'Otra' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Escribe el nombre de la empresa (Ida y Vuelta) para confirmar el borrado');
    expect(await contar(rt.empresaId)).toEqual(antes);
  });

  it('a clear takes a backup, keeps the company and its admin, removes the rest and sets the counters to what remains', async () => {
    const res = await stack.call('POST', '/api/datos/limpiar', { token: rt.admin.token, body: { confirmacion: ' Ida y Vuelta ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    backupPrevio = res.body.data.backup.id;
    expect(res.body.data.backup.empresaId).toBe(rt.empresaId);
    const despues = await contar(rt.empresaId);
    // The company record is its item and its index card (D112); its subscription is billing, kept (D113).
    expect(Object.keys(despues).sort()).toEqual(['empresa', 'empresa_indice', 'licencia', 'suscripcion', 'usuario']);
    expect(await cifrasSaas()).toEqual(cifrasAntes);
    expect(despues.usuario).toBe(1);
    const c = await contadores(rt.empresaId);
    // One interview was taken from the plan for good (the simulated one, D79); the programada gave its unit back.
    expect(c).toEqual({
      uso: { usuarios: 1, candidatos: 0, entrevistas: 1 },
      entrevistasPorEstado: {},
      informes: [0, 0, 0, 0],
      candidatos: {},
    });
    // The admin still works.
    expect((await stack.call('GET', '/api/candidatos', { token: rt.admin.token })).body.data.items).toEqual([]);
  });

  it('importing the file gives back every item, kind by kind, and the same counters', async () => {
    const res = await stack.call('POST', '/api/datos/importar', { token: rt.admin.token, body: { archivo } });
    expect(res.status, JSON.stringify(res.body).slice(0, 2000)).toBe(200);
    expect(res.body.data.rechazados).toBe(0);
    expect(res.body.data.actualizados).toBe(0);
    expect(res.body.data.creados).toBe(archivo.datos[0].elementos.length);
    expect(res.body.data.backups.map((b: { empresaId: string }) => b.empresaId)).toEqual([rt.empresaId]);
    expect(await contar(rt.empresaId)).toEqual(antes);
    expect(await contadores(rt.empresaId)).toEqual(contadoresAntes);
    // Every SaaS figure as before the clear: the KPIs, the subscription, the billing file's rows.
    expect(await cifrasSaas()).toEqual(cifrasAntes);
    // The screens read it again: the candidates, and the programada interview's public link.
    const lista = await stack.call('GET', '/api/candidatos', { token: rt.admin.token });
    expect(lista.body.data.items.map((c: { nombre: string }) => c.nombre).sort()).toEqual(['Ana Ruiz', 'Eva Sol', 'Luis Mar']);
    const busqueda = await stack.call('GET', '/api/candidatos?q=ana', { token: rt.admin.token });
    expect(busqueda.body.data.items.map((c: { nombre: string }) => c.nombre)).toEqual(['Ana Ruiz']);
  });

  it('importing it again updates every row and changes no count', async () => {
    const res = await stack.call('POST', '/api/datos/importar', { token: rt.admin.token, body: { archivo } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ creados: 0, rechazados: 0, actualizados: archivo.datos[0].elementos.length });
    expect(await contar(rt.empresaId)).toEqual(antes);
    expect(await contadores(rt.empresaId)).toEqual(contadoresAntes);
  });

  it('a restore of a listed backup is the same engine: what was deleted comes back', async () => {
    const eva = (await stack.call('GET', '/api/candidatos?q=eva', { token: rt.admin.token })).body.data.items[0];
    expect((await stack.call('DELETE', `/api/candidatos/${eva.id}`, { token: rt.admin.token })).status).toBe(200);
    const lista = await stack.call('GET', '/api/datos/backups', { token: rt.admin.token });
    expect(lista.body.data.items.map((b: { id: string }) => b.id)).toContain(backupPrevio);
    const res = await stack.call('POST', `/api/datos/backups/${backupPrevio}/restaurar`, { token: rt.admin.token });
    expect(res.status, JSON.stringify(res.body).slice(0, 1000)).toBe(200);
    const creados = res.body.data.filas.filter((f: { resultado: string }) => f.resultado === 'creado');
    expect(creados.find((f: { tipo: string; sk: string }) => f.tipo === 'candidato')?.sk).toBe(`CAND#${eva.id}`);
    expect(res.body.data.rechazados).toBe(0);
    // Everything is back; the erasure's audit entry (no personal data, D55) stays: it happened.
    antes = { ...antes, auditoria: (antes.auditoria ?? 0) + 1 };
    expect(await contar(rt.empresaId)).toEqual(antes);
    expect(await contadores(rt.empresaId)).toEqual(contadoresAntes);
    // The restore took its own backup first; another company's backup id is not this company's.
    expect(res.body.data.backups).toHaveLength(1);
    const ajena = await stack.call('POST', `/api/datos/backups/${backupPrevio}/restaurar`, { token: admin.token });
    expect(ajena.status).toBe(404);
  });

  it('an admin cannot import into another company: the rows of another company are refused, never written', async () => {
    const otra = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo, empresaId: rt.empresaId } });
    expect(otra.status).toBe(404);
    const res = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo } });
    expect(res.status).toBe(200);
    expect(res.body.data.creados + res.body.data.actualizados).toBe(0);
    expect(res.body.data.rechazados).toBe(archivo.datos[0].elementos.length);
    expect(res.body.data.filas[0].motivo).toBe(`Pertenece a otra empresa (${rt.empresaId}): no se importa`);
    expect(await contar(rt.empresaId)).toEqual(antes);
    expect((await contar('datos-uno')).candidato).toBeUndefined();
  });

  it('an import over a newer version leaves nothing of it: its new words and email go with it', async () => {
    const ana = (await stack.call('GET', '/api/candidatos?q=ruiz', { token: rt.admin.token })).body.data.items[0];
    const cambio = await stack.call('PUT', `/api/candidatos/${ana.id}`, {
      token: rt.admin.token,
      body: { nombre: 'Ana Cambiada', email: 'ana.cambiada@idavuelta.test' },
    });
    expect(cambio.status, JSON.stringify(cambio.body)).toBe(200);
    const areas = (await stack.call('GET', '/api/areas', { token: rt.admin.token })).body.data;
    const tecnica = areas.find((a: { nombreArea: string }) => a.nombreArea === 'Técnica');
    const renombrada = await stack.call('PUT', `/api/areas/${tecnica.id}`, { token: rt.admin.token, body: { nombreArea: 'Tecnología' } });
    expect(renombrada.status, JSON.stringify(renombrada.body)).toBe(200);
    const res = await stack.call('POST', '/api/datos/importar', { token: rt.admin.token, body: { archivo } });
    expect(res.status).toBe(200);
    expect(res.body.data.rechazados).toBe(0);
    const buscar = async (q: string) =>
      (await stack.call('GET', `/api/candidatos?q=${q}`, { token: rt.admin.token })).body.data.items.map(
        (c: { nombre: string }) => c.nombre,
      );
    expect(await buscar('cambiada')).toEqual([]);
    expect(await buscar('ruiz')).toEqual(['Ana Ruiz']);
    expect(await contar(rt.empresaId)).toEqual(antes);
    // The email and the area name the newer versions had are free again.
    const area = await stack.call('POST', '/api/areas', { token: rt.admin.token, body: { nombreArea: 'Tecnología' } });
    expect(area.status, JSON.stringify(area.body)).toBe(201);
    const otra = await stack.call('POST', '/api/candidatos', {
      token: rt.admin.token,
      body: { nombre: 'Otra Persona', email: 'ana.cambiada@idavuelta.test' },
    });
    expect(otra.status, JSON.stringify(otra.body)).toBe(201);
  });
});

describe('import validation and quotas', () => {
  it.each([
    ['no empresas array', { exportInfo: { version: '1.0', fecha: 'x', generadoPor: 'y' } }],
    ['another version', { exportInfo: { version: '2.0', fecha: 'x', generadoPor: 'y' }, empresas: [] }],
    ['not an object', 'texto'],
    [
      'rows without a key',
      { exportInfo: { version: '1.0', fecha: 'x', generadoPor: 'y' }, empresas: [], datos: [{ empresaId: 'datos-uno', elementos: [{}] }] },
    ],
  ])('a file with %s is refused with the spec’s message, before any backup', async (_caso, archivo) => {
    const antesBackups = (await stack.call('GET', '/api/datos/backups', { token: admin.token })).body.data.items.length;
    const res = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Archivo de importación inválido' });
    expect((await stack.call('GET', '/api/datos/backups', { token: admin.token })).body.data.items).toHaveLength(antesBackups);
  });

  it('a candidate over the plan’s limit is refused with its dependants; users and keys are never imported', async () => {
    await updateItem(empresaKeys.empresa('datos-uno'), { limites: { usuarios: 10, candidatos: 2, entrevistas: 200 } });
    const cand = (id: string, email: string) => [
      {
        sk: `CAND#${id}`,
        item: {
          entidad: 'CANDIDATO',
          id,
          nombre: `Persona ${id}`,
          email,
          estado: 'nuevo',
          GSI1PK: 'CANDEST#datos-uno#nuevo',
          GSI1SK: id,
          GSI2PK: `CAND#${id}`,
          GSI2SK: 'CAND',
        },
      },
      { sk: `CANDEMAIL#${email}`, item: { entidad: 'CANDIDATO_EMAIL', candidatoId: id } },
    ];
    const archivo = {
      exportInfo: { version: '1.0', fecha: new Date(0).toISOString(), generadoPor: 'test' },
      empresas: [],
      datos: [
        {
          empresaId: 'datos-uno',
          elementos: [
            ...cand('00000000000001q1', 'q1@cuota.test'),
            ...cand('00000000000002q2', 'q2@cuota.test'),
            ...cand('00000000000003q3', 'q3@cuota.test'),
            { sk: 'USUARIO#intruso', item: { email: 'intruso@cuota.test', rol: 'admin' } },
            { sk: 'APIKEY#openai', item: { proveedor: 'openai' } },
            { sk: 'AREA#a1', item: { id: 'a1', nombreArea: 'Fuera', GSI1PK: 'EMPRESAS', GSI1SK: 'x' } },
            { sk: 'CAND#00000000000009q9#otra', item: { id: '00000000000009q9', nombre: 'Con clave rara', estado: 'nuevo' } },
            { sk: 'AUDIT#enorme', item: { accion: 'x', texto: 'x'.repeat(360_000) } },
          ],
        },
      ],
    };
    const res = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const motivo = (sk: string) => res.body.data.filas.find((f: { sk: string }) => f.sk === sk);
    expect(res.body.data).toMatchObject({ creados: 4, actualizados: 0, rechazados: 7 });
    expect(motivo('CAND#00000000000009q9#otra').motivo).toBe('Su id no coincide con su clave');
    expect(motivo('AUDIT#enorme').motivo).toBe('Elemento inválido: supera los 350 KB');
    expect(motivo('CAND#00000000000003q3')).toMatchObject({
      resultado: 'rechazado',
      motivo: 'Se alcanzó el límite de candidatos del plan',
    });
    expect(motivo('CANDEMAIL#q3@cuota.test')).toMatchObject({ resultado: 'rechazado' });
    expect(motivo('USUARIO#intruso').motivo).toMatch(/^Los usuarios no se importan/);
    expect(motivo('APIKEY#openai').motivo).toMatch(/^Las claves de API no se importan/);
    expect(motivo('AREA#a1').motivo).toBe('Sus claves de índice no son de esta empresa');
    expect((await getEmpresa('datos-uno'))!.uso.candidatos).toBe(2);
    expect(await contar('datos-uno')).toMatchObject({ candidato: 2, candidato_email: 2, candidatos_contador: 1 });
    expect((await contar('datos-uno')).area).toBeUndefined();
  });
});

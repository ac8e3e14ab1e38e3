// Candidates through the local stack (D53, D54): create with the spec's mapping, the email unique in
// the company, the plan's quota under parallel creates, accent-insensitive search kept right through
// create, rename and delete, status changes by the allowed transitions, area and status counters,
// statistics, the GDPR export and a delete that leaves nothing but an audit entry; the list as CSV (D186).
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidatoKeys, prefijosDe } from '../../functions/lib/db/candidatos.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { getItem, queryAll } from '../../functions/lib/db/repository.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { comoCliente, empresaDelArchivo, login, usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { fmt, telefonos as msgTelefonos } from '../../shared/messages.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;

empresaDelArchivo(
  { scheduler: false },
  {
    ...empresaPrueba('Cantera', 'B00000018'),
    admin: adminPrueba('Cantera'),
  },
  async (hecha) => {
    ({ stack, superadmin, empresaId, admin } = hecha);
    operador = await usuarioConSesion(stack, admin, { email: 'oscar@cantera.test', rol: 'operador', password: 'Ptdbs-Clave-2026' });
  },
);

const crear = (body: Record<string, unknown>, token = operador.token) => stack.call('POST', '/api/candidatos', { token, body });
const listar = (query: string, token = operador.token) => stack.call('GET', `/api/candidatos${query}`, { token });
const nombres = (res: { body: any }) => res.body.data.items.map((c: { nombre: string }) => c.nombre);

describe('POST /api/candidatos', () => {
  it('creates a candidate with the backend and client names, estado nuevo, and tells the admins', async () => {
    const res = await crear({
      nombre: '  José Pérez ',
      email: 'Jose.Perez@Correo.test',
      telefono: '+57 300 000 0000',
      posicion: 'Desarrollador Backend',
      experiencia_años: 5,
      habilidades: ['Node.js', 'DynamoDB'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Candidato creado correctamente');
    expect(res.body.data).toMatchObject({
      nombre: 'José Pérez',
      email: 'jose.perez@correo.test',
      estado: 'nuevo',
      experiencia_años: 5,
      experiencia: 5,
      posicion: 'Desarrollador Backend',
      posicion_aplicada: 'Desarrollador Backend',
      habilidades: ['Node.js', 'DynamoDB'],
      skills: ['Node.js', 'DynamoDB'],
      ubicacion_completa: '',
      ciudad: '',
      pais: '',
      activo: true,
      areaId: null,
      empresaId,
    });
    expect(res.body.data._id).toBe(res.body.data.id);
    const notifs = await stack.call('GET', '/api/notificaciones', { token: admin.token });
    expect(notifs.body.data.items[0]).toMatchObject({ type: 'candidato', title: 'Nuevo candidato', actionUrl: '/candidatos' });
    expect(notifs.body.data.items[0].message).toContain('José Pérez (jose.perez@correo.test)');
  });

  it('refuses a missing name, a bad email and bad experience with Spanish messages, and writes nothing', async () => {
    const antes = (await stack.call('GET', `/api/empresas/${empresaId}`, { token: admin.token })).body.data.uso.candidatos;
    const sinNombre = await crear({ email: 'x@x.test' });
    expect(sinNombre).toMatchObject({ status: 400, body: { message: 'El nombre del candidato es obligatorio' } });
    expect((await crear({ nombre: 'X', email: 'no-es-email' })).body.message).toBe('Introduce un email válido');
    expect((await crear({ nombre: 'X', email: 'x@x.test', experiencia_años: -1 })).body.message).toBe(
      'Los años de experiencia deben ser un número entero entre 0 y 70',
    );
    expect((await crear({ nombre: 'X', email: 'x@x.test', areaId: 'no-existe' })).body).toMatchObject({
      message: 'El área indicada no existe en esta empresa',
    });
    const despues = (await stack.call('GET', `/api/empresas/${empresaId}`, { token: admin.token })).body.data.uso.candidatos;
    expect(despues).toBe(antes);
  });

  it('an email is unique in the company (409), whatever its case', async () => {
    await crear({ nombre: 'Ana Única', email: 'ana.unica@correo.test' });
    const again = await crear({ nombre: 'Otra Ana', email: 'ANA.UNICA@correo.test' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Ya existe un candidato con el email ana.unica@correo.test en esta empresa' },
    });
  });

  it('the superadmin must name the company; an operator cannot name another one', async () => {
    expect((await crear({ nombre: 'S', email: 's@s.test' }, superadmin.token)).body.message).toBe('Selecciona una empresa');
    const ok = await crear({ nombre: 'Desde Plataforma', email: 'plataforma@correo.test', empresaId }, superadmin.token);
    expect(ok.status).toBe(201);
    expect((await crear({ nombre: 'N', email: 'n@n.test', empresaId: 'otra-empresa' })).status).toBe(404);
  });
});

describe('quota', () => {
  it(`20 parallel creates against 5 free seats: exactly 5 succeed, the rest 409 with the plan's limit`, async () => {
    const e = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: {
        ...empresaPrueba('Pequeña', 'B40000002', {
          adminData: { nombre: 'Pia', email: 'pia@pequena.test', password: 'Qjb-Clave-2026', confirmPassword: 'Qjb-Clave-2026' },
        }),
      },
    });
    const id = e.body.data.id;
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    await updateItem(empresaKeys.empresa(id), { 'limites.candidatos': 5 });
    const pia = await login(stack, 'pia@pequena.test', 'Qjb-Clave-2026');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.resolve(i).then(() => comoCliente(() => crear({ nombre: `Carrera ${i}`, email: `carrera${i}@correo.test` }, pia.token))),
      ),
    );
    // Every answer in the message: a failure says which ones were not the limit's 409, and why.
    const respuestas = JSON.stringify(results.map((r) => [r.status, r.body?.message]));
    expect(
      results.filter((r) => r.status === 201),
      respuestas,
    ).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.message === 'Se ha alcanzado el límite de 5 candidatos del plan')).toBe(true);
    expect((await getItem<{ uso: { candidatos: number } }>(empresaKeys.empresa(id)))!.uso.candidatos).toBe(5);
    expect((await listar('?limit=100', pia.token)).body.data.items).toHaveLength(5);
    // A delete frees the seat.
    const uno = results.find((r) => r.status === 201)!.body.data.id;
    expect((await stack.call('DELETE', `/api/candidatos/${uno}`, { token: pia.token })).status).toBe(200);
    expect((await crear({ nombre: 'Nueva plaza', email: 'plaza@correo.test' }, pia.token)).status).toBe(201);
  });
});

describe('GET /api/candidatos', () => {
  let empresa2: string;
  let tk: string;
  beforeAll(async () => {
    const e = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: {
        nombreLegal: 'Búsquedas S.A.',
        cif: 'B00000034',
        email: 'info@busquedas.test',
        adminData: { nombre: 'Bea', email: 'bea@busquedas.test', password: 'Cfb-Clave-2026', confirmPassword: 'Cfb-Clave-2026' },
      },
    });
    empresa2 = e.body.data.id;
    tk = (await login(stack, 'bea@busquedas.test', 'Cfb-Clave-2026')).token;
    for (const [nombre, email, posicion] of [
      ['José García', 'jgarcia@correo.test', 'Contador Senior'],
      ['Josefina Muñoz', 'josefina@correo.test', 'Diseñadora'],
      ['María José Ruiz', 'mjruiz@correo.test', 'Analista de Datos'],
      ['Pedro Gómez', 'pedro.gomez@ejemplo.test', 'Desarrollador'],
    ]) {
      expect((await crear({ nombre, email, posicion }, tk)).status).toBe(201);
    }
  });

  it('lists newest first with an opaque cursor', async () => {
    const first = await listar('?limit=3', tk);
    expect(nombres(first)).toEqual(['Pedro Gómez', 'María José Ruiz', 'Josefina Muñoz']);
    const second = await listar(`?limit=3&cursor=${encodeURIComponent(first.body.data.cursor)}`, tk);
    expect(nombres(second)).toEqual(['José García']);
    expect(second.body.data.cursor).toBeNull();
  });

  it('searches name, email and position without case or accents, by word start', async () => {
    expect(nombres(await listar('?q=jose', tk))).toEqual(['María José Ruiz', 'Josefina Muñoz', 'José García']);
    expect(nombres(await listar('?q=JOSÉ%20garc', tk))).toEqual(['José García']);
    expect(nombres(await listar('?q=munoz', tk))).toEqual(['Josefina Muñoz']);
    expect(nombres(await listar('?q=ejemplo', tk))).toEqual(['Pedro Gómez']);
    expect(nombres(await listar('?q=analista', tk))).toEqual(['María José Ruiz']);
    expect(nombres(await listar('?q=contador%20senior', tk))).toEqual(['José García']);
    expect(nombres(await listar('?q=ose', tk))).toEqual([]);
  });

  it('keeps the index right through a rename, an email change and a delete', async () => {
    const pedro = (await listar('?q=pedro', tk)).body.data.items[0];
    const upd = await stack.call('PUT', `/api/candidatos/${pedro.id}`, { token: tk, body: { nombre: 'Pablo Gómez' } });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(nombres(await listar('?q=pablo', tk))).toEqual(['Pablo Gómez']);
    // His email still says pedro; the entries that stayed carry the new name for a two-word search.
    expect(nombres(await listar('?q=pedro', tk))).toEqual(['Pablo Gómez']);
    expect(nombres(await listar('?q=gomez%20pablo', tk))).toEqual(['Pablo Gómez']);
    await stack.call('PUT', `/api/candidatos/${pedro.id}`, { token: tk, body: { email: 'pablo@ejemplo.test' } });
    expect(nombres(await listar('?q=pedro', tk))).toEqual([]);
    expect((await crear({ nombre: 'Otro Pedro', email: 'pedro.gomez@ejemplo.test' }, tk)).status).toBe(201);
    expect((await stack.call('DELETE', `/api/candidatos/${pedro.id}`, { token: tk })).status).toBe(200);
    expect(nombres(await listar('?q=pablo', tk))).toEqual([]);
    expect(nombres(await listar('?q=pedro', tk))).toEqual(['Otro Pedro']);
    const restos = await queryAll<{ SK: string }>({ pk: tenantPk(empresa2), skPrefix: `CANDBUSQ#${pedro.id}#` });
    expect(restos).toEqual([]);
    const otro = (await listar('?q=pedro', tk)).body.data.items[0];
    expect((await stack.call('DELETE', `/api/candidatos/${otro.id}`, { token: tk })).status).toBe(200);
  });

  it('filters by status and by area', async () => {
    const area = (await stack.call('POST', '/api/areas', { token: tk, body: { nombreArea: 'Finanzas' } })).body.data;
    const jose = (await listar('?q=jgarcia', tk)).body.data.items[0];
    await stack.call('PUT', `/api/candidatos/${jose.id}`, { token: tk, body: { estado: 'en_proceso', areaId: area.id } });
    expect(nombres(await listar('?estado=en_proceso', tk))).toEqual(['José García']);
    expect(nombres(await listar('?estado=nuevo', tk))).toEqual(['María José Ruiz', 'Josefina Muñoz']);
    expect(nombres(await listar(`?areaId=${area.id}`, tk))).toEqual(['José García']);
    expect(nombres(await listar(`?q=jose&estado=nuevo`, tk))).toEqual(['María José Ruiz', 'Josefina Muñoz']);
    const areas = (await stack.call('GET', '/api/areas', { token: tk })).body.data;
    expect(areas.find((a: { id: string }) => a.id === area.id).candidatos).toBe(1);
  });

  it("the list's CSV (D186): the same filters and order, the status and the area by name; another company's is 404 or nothing; a large file is a link", async () => {
    // Búsquedas S.A. as the list's tests left it: José García en proceso in Finanzas, two others nuevo.
    const exportar = async (query: string, token = tk) => {
      const res = await stack.call('GET', `/api/candidatos/exportar${query}`, { token });
      expect(res.status, String(res.body)).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="candidatos_\d{4}-\d{2}-\d{2}\.csv"$/);
      return parse(res.body as string, { bom: true }) as string[][];
    };
    const [cabecera, ...filas] = await exportar('');
    expect(cabecera).toEqual(['nombre', 'email', 'telefono', 'puesto', 'posicion', 'estado', 'area', 'creado_en']);
    const lista = (await listar('?limit=100', tk)).body.data.items as Array<{ nombre: string; fechaCreacion: string }>;
    expect(filas.map((f) => [f[0], f[7]])).toEqual(lista.map((c) => [c.nombre, c.fechaCreacion]));
    expect(filas.find((f) => f[0] === 'José García')).toEqual([
      'José García',
      'jgarcia@correo.test',
      '',
      '',
      'Contador Senior',
      'En proceso',
      'Finanzas',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ]);
    expect((await exportar('?estado=en_proceso')).slice(1).map((f) => f[0])).toEqual(['José García']);
    expect((await exportar('?q=jose&estado=nuevo')).slice(1).map((f) => f[0])).toEqual(nombres(await listar('?q=jose&estado=nuevo', tk)));
    // Another company: naming this one is 404; its own file holds none of these candidates.
    expect((await stack.call('GET', `/api/candidatos/exportar?empresaId=${empresa2}`, { token: operador.token })).status).toBe(404);
    expect((await exportar('?q=jose', operador.token)).flat().join(' ')).not.toMatch(/jgarcia@|josefina@|mjruiz@/);

    const { exportarCandidatos } = await import('../../functions/lib/candidatos/exportar-lista.js');
    const grande = await exportarCandidatos(empresa2, { estado: 'nuevo' }, new Date(), 10);
    expect(grande).toMatchObject({ forma: 'enlace', filas: 2 });
    const bajada = await fetch((grande as { url: string }).url);
    expect(bajada.status).toBe(200);
    expect((await bajada.text()).split('\r\n')[0]).toContain('nombre,email,telefono');
  });
});

describe('status, areas and statistics', () => {
  it('allows the documented changes and refuses the others with a Spanish message', async () => {
    const c = (await crear({ nombre: 'Tránsito Díaz', email: 'transito@correo.test' })).body.data;
    const put = (estado: string) => stack.call('PUT', `/api/candidatos/${c.id}`, { token: operador.token, body: { estado } });
    const salto = await put('seleccionado');
    expect(salto).toMatchObject({ status: 400, body: { message: 'No se puede pasar un candidato de «Nuevo» a «Seleccionado»' } });
    expect((await put('en_proceso')).body.data.estado).toBe('en_proceso');
    expect((await put('entrevistado')).body.data.estado).toBe('entrevistado');
    expect((await put('seleccionado')).body.data.estado).toBe('seleccionado');
    expect((await put('nuevo')).status).toBe(400);
    expect((await put('rechazado')).body.data.estado).toBe('rechazado');
    expect((await put('nuevo')).body.data.estado).toBe('nuevo');
  });

  it('statistics come from counters: per status, per area and without area, moved by every write', async () => {
    const e = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: {
        nombreLegal: 'Cifras S.A.',
        cif: 'B00000042',
        email: 'info@cifras.test',
        adminData: { nombre: 'Ciro', email: 'ciro@cifras.test', password: 'Djsp-Clave-2026', confirmPassword: 'Djsp-Clave-2026' },
      },
    });
    const tk = (await login(stack, 'ciro@cifras.test', 'Djsp-Clave-2026')).token;
    const ventas = (await stack.call('POST', '/api/areas', { token: tk, body: { nombreArea: 'Ventas' } })).body.data;
    const legal = (await stack.call('POST', '/api/areas', { token: tk, body: { nombreArea: 'Legal' } })).body.data;
    const a = (await crear({ nombre: 'Uno', email: 'uno@c.test', areaId: ventas.id }, tk)).body.data;
    const b = (await crear({ nombre: 'Dos', email: 'dos@c.test', areaId: ventas.id }, tk)).body.data;
    await crear({ nombre: 'Tres', email: 'tres@c.test' }, tk);
    await stack.call('PUT', `/api/candidatos/${a.id}`, { token: tk, body: { estado: 'rechazado', areaId: legal.id } });
    await stack.call('DELETE', `/api/candidatos/${b.id}`, { token: tk });
    const res = await stack.call('GET', '/api/candidatos/estadisticas/resumen', { token: tk });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      total: 2,
      porEstado: { nuevo: 1, en_proceso: 0, entrevistado: 0, seleccionado: 0, rechazado: 1 },
      porArea: [
        { areaId: legal.id, nombreArea: 'Legal', candidatos: 1 },
        { areaId: ventas.id, nombreArea: 'Ventas', candidatos: 0 },
      ],
      sinArea: 1,
    });
    // The area in use cannot be deleted; once its candidate leaves it can.
    expect((await stack.call('DELETE', `/api/areas/${legal.id}`, { token: tk })).status).toBe(409);
    await stack.call('PUT', `/api/candidatos/${a.id}`, { token: tk, body: { areaId: null } });
    expect((await stack.call('DELETE', `/api/areas/${legal.id}`, { token: tk })).status).toBe(200);
    expect(e.body.data.id).toBeTruthy();
  });
});

describe('one candidate, export and erasure', () => {
  it('GET answers the candidate (not the company); a foreign or unknown id is 404', async () => {
    const c = (await crear({ nombre: 'Gema Ortiz', email: 'gema@correo.test' })).body.data;
    const res = await stack.call('GET', `/api/candidatos/${c.id}`, { token: operador.token });
    expect(res.body.data).toMatchObject({ id: c.id, nombre: 'Gema Ortiz', estado: 'nuevo' });
    expect((await stack.call('GET', `/api/candidatos/00000000000000-nada`, { token: operador.token })).status).toBe(404);
    // The superadmin reaches it by id alone.
    expect((await stack.call('GET', `/api/candidatos/${c.id}`, { token: superadmin.token })).body.data.id).toBe(c.id);
  });

  it('the export holds everything stored; the delete leaves only an audit entry without personal data', async () => {
    const c = (
      await crear({
        nombre: 'Borja Olvido',
        email: 'borja@correo.test',
        telefono: '600 000 000',
        habilidades: ['Excel'],
        posicion: 'Analista',
      })
    ).body.data;
    const exp = await stack.call('GET', `/api/candidatos/${c.id}/exportar`, { token: operador.token });
    expect(exp.status).toBe(200);
    // The phone as stored: E.164, read with the company's country (Spain by default; issue 67 item 9).
    expect(exp.body.data.candidato).toMatchObject({ nombre: 'Borja Olvido', telefono: '+34600000000', habilidades: ['Excel'] });
    expect(exp.body.data.entrevistas).toEqual([]);

    // The admin's bell had the new candidate; the erasure takes the notification back, unread count included.
    const antes = (await stack.call('GET', '/api/notificaciones', { token: admin.token })).body.data;
    expect(antes.items.some((n: { message: string }) => n.message.includes('Borja Olvido'))).toBe(true);
    const del = await stack.call('DELETE', `/api/candidatos/${c.id}`, { token: operador.token });
    expect(del).toMatchObject({ status: 200, body: { message: 'Candidato eliminado correctamente' } });
    const todo = await queryAll<Record<string, unknown>>({ pk: tenantPk(empresaId) });
    const conDatos = todo.filter((i) => JSON.stringify(i).includes('borja') || JSON.stringify(i).includes('Borja'));
    expect(conDatos).toEqual([]);
    const auditoria = todo.filter((i) => i.entidad === 'AUDITORIA' && i.candidatoId === c.id);
    expect(auditoria).toHaveLength(1);
    expect(Object.keys(auditoria[0]).sort()).toEqual(['PK', 'SK', 'accion', 'candidatoId', 'entidad', 'fecha', 'por']);
    expect(await getItem(candidatoKeys.email(empresaId, 'borja@correo.test'))).toBeUndefined();
    expect((await stack.call('GET', `/api/candidatos/${c.id}`, { token: operador.token })).status).toBe(404);
    const despues = (await stack.call('GET', '/api/notificaciones', { token: admin.token })).body.data;
    expect(despues.items.some((n: { message: string }) => n.message.includes('Borja'))).toBe(false);
    expect(despues.noLeidas).toBe(antes.noLeidas - 1);
    // The same email can be used again.
    expect((await crear({ nombre: 'Borja Vuelve', email: 'borja@correo.test' })).status).toBe(201);
  });

  it('an update is conditional on the version read: a stale write changes nothing', async () => {
    const c = (await crear({ nombre: 'Vera Versión', email: 'vera@correo.test' })).body.data;
    const { getCandidato, actualizarCandidato } = await import('../../functions/lib/db/candidatos.js');
    const leido = (await getCandidato(empresaId, c.id))!;
    await stack.call('PUT', `/api/candidatos/${c.id}`, { token: operador.token, body: { nombre: 'Vera Primera' } });
    const { ConflictError } = await import('../../functions/lib/errors.js');
    await expect(
      actualizarCandidato(
        leido,
        { ...leido, nombre: 'Vera Tardía' },
        { emailDuplicado: () => new ConflictError(), area: () => new ConflictError(), cambiado: () => new ConflictError('cambiado') },
      ),
    ).rejects.toThrow('cambiado');
    expect((await getCandidato(empresaId, c.id))!.nombre).toBe('Vera Primera');
    expect(prefijosDe({ nombre: 'Vera Primera', email: 'vera@correo.test' })).toContain('primera');
  });
});

describe("a candidate's phone, read with the company's country (issue 67 item 9)", () => {
  const noValido = (pais: string, prefijo: string) => fmt(msgTelefonos.noValidoPais, { campo: 'El teléfono', pais, prefijo });
  const uso = async () => (await stack.call('GET', `/api/empresas/${empresaId}`, { token: admin.token })).body.data.uso.candidatos;

  it("stores E.164: a number as dialled in the company's country, or any country's with its prefix", async () => {
    const es = await crear({ nombre: 'Tel España', email: 'tel.es@correo.test', telefono: '612 34 56 78' });
    expect(es.body.data.telefono).toBe('+34612345678');
    const ar = await crear({ nombre: 'Tel Argentina', email: 'tel.ar@correo.test', telefono: '+54 9 11 2345-6789' });
    expect(ar.body.data.telefono).toBe('+5491123456789');
  });

  it('a bad phone is a 400 naming the field and the country, and nothing is stored', async () => {
    const antes = await uso();
    const res = await crear({ nombre: 'Tel Malo', email: 'tel.malo@correo.test', telefono: '55 1234 5678' });
    expect(res).toMatchObject({
      status: 400,
      body: { message: noValido('España', '34'), details: [{ campo: 'telefono', msg: noValido('España', '34') }] },
    });
    expect(await uso()).toBe(antes);
    expect((await listar('?q=tel.malo')).body.data.items).toEqual([]);
  });

  it("follows the company's country; an edit checks a new phone, and keeps one stored before the check", async () => {
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    await updateItem(empresaKeys.empresa(empresaId), { direccion: { pais: 'México' } });
    const { getCandidato } = await import('../../functions/lib/db/candidatos.js');
    const mx = await crear({ nombre: 'Tel México', email: 'tel.mx@correo.test', telefono: '55 1234 5678' });
    expect(mx.body.data.telefono).toBe('+525512345678');
    expect((await crear({ nombre: 'Tel Malo', email: 'tel.malo@correo.test', telefono: '612 34 56 78' })).body.message).toBe(
      noValido('México', '52'),
    );
    await updateItem(candidatoKeys.candidato(empresaId, mx.body.data.id), { telefono: 'solo por la tarde' });
    const put = (body: Record<string, unknown>) => stack.call('PUT', `/api/candidatos/${mx.body.data.id}`, { token: operador.token, body });
    expect(await put({ nombre: 'Tel México Dos', telefono: 'solo por la tarde' })).toMatchObject({
      status: 200,
      body: { data: { nombre: 'Tel México Dos', telefono: 'solo por la tarde' } },
    });
    expect(await put({ telefono: '1234' })).toMatchObject({
      status: 400,
      body: { details: [{ campo: 'telefono', msg: noValido('México', '52') }] },
    });
    expect((await getCandidato(empresaId, mx.body.data.id))!.telefono).toBe('solo por la tarde');
    expect((await put({ telefono: '33 1234 5678' })).body.data.telefono).toBe('+523312345678');
  });
});

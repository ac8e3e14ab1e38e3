// Vacancies through the local stack (issue 66 item 1, D185): an admin opens one with the form's
// defaults; what a vacancy needs of the company (an active lead of its own, a template it is offered,
// an active area of its own, a place unless remote, a closing date not before today) is a Spanish 400
// that stores nothing; every user reads the company's vacancies, newest first and a page at a time,
// only admins write them; two edits from one version: the second is a 409 and the first stays.
// Another company's vacancy is a 404 everywhere (test/security/tenant-isolation.test.ts).
import { describe, expect, it } from 'vitest';
import { formatFechaIso } from '../../shared/fechas.js';
import { vacantes as msg, fmt } from '../../shared/messages.js';
import { VacanteConVersion, VACANTE } from '../../shared/schemas/vacante.js';
import { empresaConOperadorYOtra, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let admin: Session;
let operador: Session;
let otra: { empresaId: string; admin: Session };

empresaConOperadorYOtra(
  { scheduler: false },
  { ...empresaPrueba('Vacantes Norte', 'B10000602'), admin: adminPrueba('Vacantes Norte', { nombre: 'Irene Norte' }) },
  { email: 'op@vacantes-norte.test', password: 'Pqb-Clave-2026' },
  { ...empresaPrueba('Vacantes Sur', 'B10000701'), admin: adminPrueba('Vacantes Sur') },
  (hecha) => {
    ({ stack, admin, operador, otra } = hecha);
  },
);

const crear = (token: string, body: unknown) => stack.call('POST', '/api/vacantes', { token, body });
const listar = (token: string, q = '') => stack.call('GET', `/api/vacantes${q}`, { token });
const editar = (token: string, id: string, body: unknown) => stack.call('PUT', `/api/vacantes/${id}`, { token, body });
const plantilla = async (token: string) => (await stack.call('GET', '/api/servicios-hr/disponibles', { token })).body.data[0].id as string;
const base = async () => ({
  titulo: 'Dependienta de tienda',
  lugar: 'Bilbao',
  responsableId: admin.user.id,
  servicioId: await plantilla(admin.token),
});

describe('vacancies', () => {
  it("an admin opens one with the form's defaults: open, one position, no closing date; the lead's name kept with it", async () => {
    const res = await crear(admin.token, await base());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(msg.creada);
    const v = VacanteConVersion.parse(res.body.data);
    expect(v).toMatchObject({
      titulo: 'Dependienta de tienda',
      lugar: 'Bilbao',
      remoto: false,
      areaId: null,
      estado: 'abierta',
      plazas: 1,
      fechaCierre: null,
      version: 1,
      responsable: { id: admin.user.id, nombre: 'Irene Norte' },
    });
    const leida = await stack.call('GET', `/api/vacantes/${v.id}`, { token: operador.token });
    expect(leida.status).toBe(200);
    expect(leida.body.data).toEqual(v);
  });

  it('bad input: a Spanish 400 on its field, and nothing stored', async () => {
    const antes = (await listar(admin.token)).body.data.items.length;
    const ok = await base();
    const areaOtra = (await stack.call('POST', '/api/areas', { token: otra.admin.token, body: { nombreArea: 'Logística' } })).body.data
      .id as string;
    const ayer = formatFechaIso(new Date(Date.now() - 2 * 86_400_000).toISOString(), 'Pacific/Kiritimati');
    for (const [body, mensaje] of [
      [{ ...ok, titulo: '' }, msg.tituloObligatorio],
      [{ ...ok, titulo: 'x'.repeat(10_000) }, msg.tituloLargo],
      [{ ...ok, lugar: '', remoto: false }, msg.lugarORemoto],
      [{ ...ok, plazas: 0 }, msg.plazasInvalidas],
      [{ ...ok, plazas: 2.5 }, msg.plazasInvalidas],
      [{ ...ok, servicioId: undefined }, msg.plantillaObligatoria],
      [{ ...ok, servicioId: 'no-existe' }, fmt(msg.plantillaNoDisponible, { plantilla: 'no-existe' })],
      [{ ...ok, responsableId: otra.admin.user.id }, msg.responsableNoValido],
      [{ ...ok, areaId: areaOtra }, msg.areaNoValida],
      [{ ...ok, fechaCierre: ayer }, msg.fechaCierrePasada],
      [{ ...ok, fechaCierre: '31/12/2026' }, msg.fechaCierreInvalida],
      [{ ...ok, estado: 'borrador' }, msg.estadoInvalido],
      [{ ...ok, salario: 30_000 }, null],
    ] as const) {
      const res = await crear(admin.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      if (mensaje) expect(JSON.stringify(res.body)).toContain(mensaje);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
    }
    expect((await listar(admin.token)).body.data.items).toHaveLength(antes);
  });

  it('a create retried with the same Idempotency-Key answers the first vacancy and makes no second one', async () => {
    const antes = (await listar(admin.token)).body.data.items.length;
    const body = { ...(await base()), titulo: 'Reponedor de noche' };
    const headers = { 'idempotency-key': 'vacante-reponedor-1' };
    const primera = await stack.call('POST', '/api/vacantes', { token: admin.token, body, headers });
    const segunda = await stack.call('POST', '/api/vacantes', { token: admin.token, body, headers });
    expect(primera.status, JSON.stringify(primera.body)).toBe(201);
    expect(segunda.body.data.id).toBe(primera.body.data.id);
    expect((await listar(admin.token)).body.data.items).toHaveLength(antes + 1);
  });

  it('markup is stored and read back as the text it is; remote needs no place', async () => {
    const res = await crear(admin.token, {
      ...(await base()),
      titulo: '<b>Cajero</b> & reponedor',
      lugar: '',
      remoto: true,
      plazas: VACANTE.plazasMax,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ titulo: '<b>Cajero</b> & reponedor', lugar: '', remoto: true, plazas: 1_000 });
  });

  it('operators read, only admins write', async () => {
    const body = await base();
    expect((await crear(operador.token, body)).status).toBe(403);
    const lista = await listar(operador.token);
    expect(lista.status).toBe(200);
    const id = lista.body.data.items[0].id;
    expect((await editar(operador.token, id, { version: 1, titulo: 'Cambiada' })).status).toBe(403);
  });

  it('newest first, a page at a time, and by state', async () => {
    const body = await base();
    for (const titulo of ['Mozo de almacén', 'Carretillero']) expect((await crear(admin.token, { ...body, titulo })).status).toBe(201);
    expect((await crear(admin.token, { ...body, titulo: 'Repartidor', estado: 'en_pausa' })).status).toBe(201);
    const primera = (await listar(admin.token, '?limit=2')).body.data;
    expect(primera.items.map((v: { titulo: string }) => v.titulo)).toEqual(['Repartidor', 'Carretillero']);
    expect(primera.cursor).toBeTruthy();
    const segunda = (await listar(admin.token, `?limit=2&cursor=${encodeURIComponent(primera.cursor)}`)).body.data;
    expect(segunda.items.map((v: { titulo: string }) => v.titulo)).toEqual(['Mozo de almacén', '<b>Cajero</b> & reponedor']);
    const pausadas = (await listar(admin.token, '?estado=en_pausa')).body.data.items;
    expect(pausadas.map((v: { titulo: string }) => v.titulo)).toEqual(['Repartidor']);
    expect((await listar(admin.token, '?estado=borrador')).status).toBe(400);
  });

  it('two people edit from one version: the first is kept, the second gets a Spanish 409 and changes nothing', async () => {
    const v = (await crear(admin.token, await base())).body.data;
    const area = (await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Tiendas' } })).body.data.id;
    const primera = await editar(admin.token, v.id, {
      version: 1,
      estado: 'en_pausa',
      plazas: 3,
      areaId: area,
      responsableId: operador.user.id,
    });
    expect(primera.status, JSON.stringify(primera.body)).toBe(200);
    expect(primera.body.data).toMatchObject({
      estado: 'en_pausa',
      plazas: 3,
      areaId: area,
      version: 2,
      responsable: { id: operador.user.id },
    });
    const segunda = await editar(admin.token, v.id, { version: 1, titulo: 'Otra cosa' });
    expect(segunda.status).toBe(409);
    expect(segunda.body.message).toBe(msg.versionCambiada);
    const leida = (await stack.call('GET', `/api/vacantes/${v.id}`, { token: admin.token })).body.data;
    expect(leida).toMatchObject({ titulo: 'Dependienta de tienda', estado: 'en_pausa', version: 2 });
    // A bad edit changes nothing either; an unknown id is a 404.
    expect((await editar(admin.token, v.id, { version: 2, remoto: false, lugar: '' })).status).toBe(400);
    expect((await stack.call('GET', `/api/vacantes/${v.id}`, { token: admin.token })).body.data.version).toBe(2);
    expect((await editar(admin.token, '00000000000000-nada', { version: 1, titulo: 'X' })).status).toBe(404);
  });
});

// Vacancies through the local stack (issue 66 item 1, D185): an admin opens one with the form's
// defaults; what a vacancy needs of the company (an active lead of its own, a template it is offered,
// an active area of its own, a place unless remote, a closing date not before today) is a Spanish 400
// that stores nothing; every user reads the company's vacancies, newest first and a page at a time,
// only admins write them; two edits from one version: the second is a 409 and the first stays.
// The vacancy's candidates (issue 66 item 2, D186): whoever manages candidates (an admin, an
// operator) adds a candidate of the company to a vacancy that is not closed, once; the board's columns
// and the whole list read names from the candidates; a move is dated and names who made it; two moves
// from one version: one 200, one Spanish 409, no lost move; a move is the webhooks'
// `vacante.etapa_cambiada`; bad input is a Spanish 4xx that stores nothing; a candidate's erasure takes
// their places in every vacancy.
// Issue 66 item 9's bad input: no template, 10 000 characters, markup — a Spanish 400 on its field or the
// text kept as it is, never a 5xx (the CSV into a vacancy: importacion-vacante.test.ts).
// Another company's vacancy or candidate is a 404 everywhere (test/security/tenant-isolation.test.ts).
import { describe, expect, it } from 'vitest';
import { formatFechaIso } from '../../shared/fechas.js';
import { vacantes as msg, fmt } from '../../shared/messages.js';
import { Candidatura } from '../../shared/schemas/candidatura.js';
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
    // Yesterday in the westernmost zone (UTC−12), whose day is the earliest anywhere: a past date for the
    // company whatever its zone and whatever the hour (Kiritimati's «two days ago» was today in Pago Pago
    // at 23:58 on 31 December, a CI clock).
    const ayer = formatFechaIso(new Date(Date.now() - 86_400_000).toISOString(), 'Etc/GMT+12');
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

const candidato = async (token: string, nombre: string) => {
  const email = `${nombre
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\./, '')}@correo.test`;
  const r = await stack.call('POST', '/api/candidatos', { token, body: { nombre, email, puesto: 'Dependiente' } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as string;
};
const vacante = async (token: string, estado = 'abierta') => {
  const r = await crear(token, { ...(await base()), estado });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as string;
};
const unir = (token: string, vacanteId: string, body: unknown) =>
  stack.call('POST', `/api/vacantes/${vacanteId}/candidatos`, { token, body });
const candidatosDe = async (token: string, vacanteId: string, q = '') => {
  const r = await stack.call('GET', `/api/vacantes/${vacanteId}/candidatos${q}`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.items.map((c: unknown) => Candidatura.parse(c)) as Candidatura[];
};
const mover = (token: string, vacanteId: string, candidatoId: string, body: unknown) =>
  stack.call('PUT', `/api/vacantes/${vacanteId}/candidatos/${candidatoId}`, { token, body });

describe('bad input into a vacancy (issue 66 item 9)', () => {
  it('no template (left out, empty, blank, null), 10 000 characters of title or place: a Spanish 400 on its field, on create and on edit, nothing stored', async () => {
    const ok = await base();
    const antes = (await listar(admin.token)).body.data.items.length;
    const largo = 'x'.repeat(10_000);
    for (const [body, campo, mensaje] of [
      [{ ...ok, servicioId: undefined }, 'servicioId', msg.plantillaObligatoria],
      [{ ...ok, servicioId: '' }, 'servicioId', msg.plantillaObligatoria],
      [{ ...ok, servicioId: '   ' }, 'servicioId', msg.plantillaObligatoria],
      [{ ...ok, servicioId: null }, 'servicioId', msg.plantillaObligatoria],
      [{ ...ok, titulo: largo }, 'titulo', msg.tituloLargo],
      [{ ...ok, lugar: largo }, 'lugar', msg.lugarLargo],
      [{ ...ok, lugar: largo, remoto: true }, 'lugar', msg.lugarLargo],
    ] as const) {
      const res = await crear(admin.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.message).toBe(mensaje);
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ campo, msg: mensaje })]));
    }
    expect((await listar(admin.token)).body.data.items).toHaveLength(antes);

    const v = (await crear(admin.token, { ...ok, titulo: 'Camarera de pisos' })).body.data;
    for (const [cambio, mensaje] of [
      [{ servicioId: '' }, msg.plantillaObligatoria],
      [{ servicioId: null }, msg.plantillaObligatoria],
      [{ titulo: largo }, msg.tituloLargo],
      [{ lugar: largo }, msg.lugarLargo],
      [{ titulo: '   ' }, msg.tituloObligatorio],
    ] as const) {
      const res = await editar(admin.token, v.id, { version: v.version, ...cambio });
      expect(res.status, JSON.stringify(cambio).slice(0, 120)).toBe(400);
      expect(res.body.message).toBe(mensaje);
    }
    const leida = (await stack.call('GET', `/api/vacantes/${v.id}`, { token: admin.token })).body.data;
    expect(leida).toMatchObject({ titulo: 'Camarera de pisos', servicioId: ok.servicioId, version: v.version });
  });

  it('markup in the title and the place is stored and read back as the text it is, on create and on edit (the screens escape it)', async () => {
    const v = (await crear(admin.token, { ...(await base()), titulo: '<script>alert(1)</script>', lugar: '<img src=x onerror=alert(1)>' }))
      .body.data;
    expect(v).toMatchObject({ titulo: '<script>alert(1)</script>', lugar: '<img src=x onerror=alert(1)>' });
    const editada = await editar(admin.token, v.id, { version: v.version, titulo: 'Peón & <b>ayudante</b>' });
    expect(editada.status, JSON.stringify(editada.body)).toBe(200);
    const leida = (await stack.call('GET', `/api/vacantes/${v.id}`, { token: operador.token })).body.data;
    expect(leida).toMatchObject({ titulo: 'Peón & <b>ayudante</b>', lugar: '<img src=x onerror=alert(1)>' });
  });
});

describe("a vacancy's candidates", () => {
  it('an admin and an operator add candidates; one person may be in two vacancies; the lists read their names', async () => {
    const v1 = await vacante(admin.token);
    const v2 = await vacante(admin.token);
    const ana = await candidato(admin.token, 'Ana Prieto');
    const luis = await candidato(operador.token, 'Luis Olmo');

    const a = await unir(admin.token, v1, { candidatoId: ana });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body.message).toBe(msg.candidatoAnadido);
    expect(Candidatura.parse(a.body.data)).toMatchObject({
      vacanteId: v1,
      candidatoId: ana,
      candidato: { nombre: 'Ana Prieto', email: 'ana.prieto@correo.test' },
      etapa: 'nuevo',
      version: 1,
      movidaPor: { id: admin.user.id, nombre: 'Irene Norte' },
      historial: [{ de: null, a: 'nuevo', por: { id: admin.user.id } }],
    });
    // A join retried with the same Idempotency-Key answers the first one, not «ya está en la vacante».
    const headers = { 'idempotency-key': 'union-luis-1' };
    const primera = await stack.call('POST', `/api/vacantes/${v1}/candidatos`, {
      token: operador.token,
      body: { candidatoId: luis, etapa: 'invitado' },
      headers,
    });
    const segunda = await stack.call('POST', `/api/vacantes/${v1}/candidatos`, {
      token: operador.token,
      body: { candidatoId: luis, etapa: 'invitado' },
      headers,
    });
    expect([primera.status, segunda.status]).toEqual([201, 201]);
    expect(segunda.body.data).toEqual(primera.body.data);
    expect((await unir(operador.token, v2, { candidatoId: ana })).status).toBe(201);

    // The whole vacancy, newest joined first; each column only its stage.
    expect((await candidatosDe(operador.token, v1)).map((c) => c.candidato?.nombre)).toEqual(['Luis Olmo', 'Ana Prieto']);
    expect((await candidatosDe(admin.token, v1, '?etapa=nuevo')).map((c) => c.candidatoId)).toEqual([ana]);
    expect((await candidatosDe(admin.token, v1, '?etapa=invitado')).map((c) => c.candidatoId)).toEqual([luis]);
    expect((await candidatosDe(admin.token, v2)).map((c) => c.candidatoId)).toEqual([ana]);
  });

  it('bad input is a Spanish 4xx and stores nothing: no candidate, a bad stage, another company’s candidate, twice, a closed vacancy', async () => {
    const v = await vacante(admin.token);
    const cerrada = await vacante(admin.token, 'cerrada');
    const marta = await candidato(admin.token, 'Marta Gil');
    const ajena = await candidato(otra.admin.token, 'Eva Ajena');
    expect((await unir(admin.token, v, { candidatoId: marta })).status).toBe(201);
    for (const [id, body, status, mensaje] of [
      [v, {}, 400, msg.candidatoObligatorio],
      [v, { candidatoId: marta, etapa: 'entrevista' }, 400, msg.etapaInvalida],
      [v, { candidatoId: ajena }, 404, msg.candidatoNoEncontrado],
      [v, { candidatoId: marta }, 409, msg.yaEnVacante],
      [cerrada, { candidatoId: marta }, 409, msg.vacanteCerrada],
      ['00000000000000-nada', { candidatoId: marta }, 404, msg.noEncontrada],
    ] as const) {
      const r = await unir(admin.token, id, body);
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.message).toBe(mensaje);
    }
    expect((await candidatosDe(admin.token, v)).map((c) => c.candidatoId)).toEqual([marta]);
    expect(await candidatosDe(admin.token, cerrada)).toEqual([]);
    // A move to a stage that does not exist, or without the version read.
    for (const [body, mensaje] of [
      [{ etapa: 'contratada', version: 1 }, msg.etapaInvalida],
      [{ etapa: 'finalista' }, msg.versionCandidaturaObligatoria],
    ] as const) {
      const r = await mover(admin.token, v, marta, body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(mensaje);
    }
    expect((await mover(admin.token, v, ajena, { etapa: 'finalista', version: 1 })).status).toBe(404);
    expect((await candidatosDe(admin.token, v))[0]).toMatchObject({ etapa: 'nuevo', version: 1 });
  });

  it('a move is dated and names who made it; two moves from one version: one 200, one 409, no lost move; the event is sent', async () => {
    const hook = await stack.call('POST', '/api/webhooks', {
      token: admin.token,
      body: { url: 'https://hooks.procesos-norte.example/ats', eventos: ['vacante.etapa_cambiada'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const v = await vacante(admin.token);
    const pedro = await candidato(admin.token, 'Pedro Lago');
    expect((await unir(admin.token, v, { candidatoId: pedro })).status).toBe(201);

    const r = await mover(operador.token, v, pedro, { etapa: 'en_revision', version: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Candidato movido a «En revisión»');
    const movida = Candidatura.parse(r.body.data);
    expect(movida).toMatchObject({ etapa: 'en_revision', version: 2, movidaPor: { id: operador.user.id } });
    expect(movida.historial.map((h) => [h.de, h.a, h.por.id])).toEqual([
      [null, 'nuevo', admin.user.id],
      ['nuevo', 'en_revision', operador.user.id],
    ]);
    expect(Date.parse(movida.movidaEn)).toBeGreaterThanOrEqual(Date.parse(movida.unidaEn));
    expect(await candidatosDe(admin.token, v, '?etapa=nuevo')).toEqual([]);
    expect((await candidatosDe(admin.token, v, '?etapa=en_revision')).map((c) => c.candidatoId)).toEqual([pedro]);

    // Both from version 2 at once: one is written, the other is told and writes nothing.
    const [x, y] = await Promise.all([
      mover(admin.token, v, pedro, { etapa: 'finalista', version: 2 }),
      mover(operador.token, v, pedro, { etapa: 'descartado', version: 2 }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const perdida = x.status === 409 ? x : y;
    expect(perdida.body.message).toBe(msg.etapaCambiada);
    const [ahora] = await candidatosDe(admin.token, v);
    expect(ahora!.version).toBe(3);
    expect(ahora!.etapa).toBe((x.status === 200 ? 'finalista' : 'descartado') as string);
    expect(ahora!.historial).toHaveLength(3);

    // The event of each move that was written (D147): ids and stages, no name.
    const entregas = (await stack.call('GET', `/api/webhooks/${hook.body.data.webhook.id}/entregas`, { token: admin.token })).body.data
      .items as Array<{ tipo: string }>;
    expect(entregas.map((e) => e.tipo)).toEqual(['vacante.etapa_cambiada', 'vacante.etapa_cambiada']);
  });

  it("the vacancy's CSV: every candidate with their stage, or one stage's; a large file is a link to the same file", async () => {
    const v = await vacante(admin.token);
    const uno = await candidato(admin.token, 'Olga Uno');
    const dos = await candidato(admin.token, '=Hack Dos');
    expect((await unir(admin.token, v, { candidatoId: uno })).status).toBe(201);
    expect((await unir(operador.token, v, { candidatoId: dos, etapa: 'finalista' })).status).toBe(201);
    const res = await fetch(`${stack.apiUrl}/api/vacantes/${v}/exportar`, { headers: { authorization: `Bearer ${operador.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="candidatos_dependienta-de-tienda_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const filas = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(filas[0]).toBe('nombre,email,etapa,unido_en,ultimo_movimiento,movido_por');
    // Newest joined first; a name a spreadsheet would run as a formula is neutralised.
    expect(filas.slice(1).map((f) => f.split(',').slice(0, 3))).toEqual([
      ["'=Hack Dos", 'hack.dos@correo.test', 'Finalista'],
      ['Olga Uno', 'olga.uno@correo.test', 'Nuevo'],
    ]);
    const soloNuevo = await fetch(`${stack.apiUrl}/api/vacantes/${v}/exportar?etapa=nuevo`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await soloNuevo.text()).trim().split('\r\n')).toHaveLength(2);

    const { exportarCandidaturas } = await import('../../functions/lib/vacantes/exportar-candidaturas.js');
    const grande = await exportarCandidaturas(admin.user.empresaId!, v, {}, new Date(), 10);
    expect(grande).toMatchObject({ forma: 'enlace', filas: 2 });
    const bajada = await fetch((grande as { url: string }).url);
    expect(bajada.status).toBe(200);
    expect((await bajada.text()).split('\r\n')[0]).toContain('nombre,email,etapa');
  });

  it("a candidate's erasure takes their places in every vacancy", async () => {
    const v1 = await vacante(admin.token);
    const v2 = await vacante(admin.token);
    const sara = await candidato(admin.token, 'Sara Borrada');
    const queda = await candidato(admin.token, 'Rosa Queda');
    for (const [v, c] of [
      [v1, sara],
      [v2, sara],
      [v1, queda],
    ])
      expect((await unir(admin.token, v!, { candidatoId: c })).status).toBe(201);
    const d = await stack.call('DELETE', `/api/candidatos/${sara}`, { token: admin.token });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect((await candidatosDe(admin.token, v1)).map((c) => c.candidatoId)).toEqual([queda]);
    expect(await candidatosDe(admin.token, v2)).toEqual([]);
    const { queryAll } = await import('../../functions/lib/db/repository.js');
    const { tenantPk } = await import('../../functions/lib/db/keys.js');
    expect(await queryAll({ pk: tenantPk(admin.user.empresaId!), skPrefix: `CANDVAC#${sara}#`, consistent: true })).toEqual([]);
  });
});

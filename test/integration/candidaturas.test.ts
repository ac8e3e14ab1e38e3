// A vacancy's candidates and their stage through the local stack (issue 66 item 2, D186): whoever
// manages candidates (an admin, an operator) adds a candidate of the company to a vacancy that is not
// closed, once; the board's columns and the whole list read names from the candidates; a move is
// dated and names who made it; two moves from one version: one 200, one Spanish 409, no lost move;
// a move is the webhooks' `vacante.etapa_cambiada`; bad input is a Spanish 4xx that stores nothing;
// a candidate's erasure takes their places in every vacancy. Another company's vacancy or candidate
// is a 404 (test/security/tenant-isolation.test.ts).
import { describe, expect, it } from 'vitest';
import { vacantes as msg } from '../../shared/messages.js';
import { Candidatura } from '../../shared/schemas/candidatura.js';
import { empresaConOperadorYOtra, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let admin: Session;
let operador: Session;
let otra: { empresaId: string; admin: Session };

empresaConOperadorYOtra(
  { scheduler: false },
  { ...empresaPrueba('Procesos Norte', 'B10000610'), admin: adminPrueba('Procesos Norte', { nombre: 'Irene Norte' }) },
  { email: 'op@procesos-norte.test', password: 'Pqb-Clave-2026' },
  { ...empresaPrueba('Procesos Sur', 'B10000719'), admin: adminPrueba('Procesos Sur') },
  (hecha) => {
    ({ stack, admin, operador, otra } = hecha);
  },
);

const candidato = async (token: string, nombre: string) => {
  const email = `${nombre.toLowerCase().replace(/\s+/g, '.')}@correo.test`;
  const r = await stack.call('POST', '/api/candidatos', { token, body: { nombre, email, puesto: 'Dependiente' } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as string;
};
const vacante = async (token: string, responsableId: string, estado = 'abierta') => {
  const servicioId = (await stack.call('GET', '/api/servicios-hr/disponibles', { token })).body.data[0].id as string;
  const r = await stack.call('POST', '/api/vacantes', {
    token,
    body: { titulo: 'Dependiente', lugar: 'Bilbao', responsableId, servicioId, estado },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as string;
};
const unir = (token: string, vacanteId: string, body: unknown) =>
  stack.call('POST', `/api/vacantes/${vacanteId}/candidatos`, { token, body });
const listar = async (token: string, vacanteId: string, q = '') => {
  const r = await stack.call('GET', `/api/vacantes/${vacanteId}/candidatos${q}`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.items.map((c: unknown) => Candidatura.parse(c)) as Candidatura[];
};
const mover = (token: string, vacanteId: string, candidatoId: string, body: unknown) =>
  stack.call('PUT', `/api/vacantes/${vacanteId}/candidatos/${candidatoId}`, { token, body });

describe("a vacancy's candidates", () => {
  it('an admin and an operator add candidates; one person may be in two vacancies; the lists read their names', async () => {
    const v1 = await vacante(admin.token, admin.user.id);
    const v2 = await vacante(admin.token, admin.user.id);
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
    expect((await unir(operador.token, v1, { candidatoId: luis, etapa: 'invitado' })).status).toBe(201);
    expect((await unir(operador.token, v2, { candidatoId: ana })).status).toBe(201);

    // The whole vacancy, newest joined first; each column only its stage.
    expect((await listar(operador.token, v1)).map((c) => c.candidato?.nombre)).toEqual(['Luis Olmo', 'Ana Prieto']);
    expect((await listar(admin.token, v1, '?etapa=nuevo')).map((c) => c.candidatoId)).toEqual([ana]);
    expect((await listar(admin.token, v1, '?etapa=invitado')).map((c) => c.candidatoId)).toEqual([luis]);
    expect((await listar(admin.token, v2)).map((c) => c.candidatoId)).toEqual([ana]);
  });

  it('bad input is a Spanish 4xx and stores nothing: no candidate, a bad stage, another company’s candidate, twice, a closed vacancy', async () => {
    const v = await vacante(admin.token, admin.user.id);
    const cerrada = await vacante(admin.token, admin.user.id, 'cerrada');
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
    expect((await listar(admin.token, v)).map((c) => c.candidatoId)).toEqual([marta]);
    expect(await listar(admin.token, cerrada)).toEqual([]);
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
    expect((await listar(admin.token, v))[0]).toMatchObject({ etapa: 'nuevo', version: 1 });
  });

  it('a move is dated and names who made it; two moves from one version: one 200, one 409, no lost move; the event is sent', async () => {
    const hook = await stack.call('POST', '/api/webhooks', {
      token: admin.token,
      body: { url: 'https://hooks.procesos-norte.example/ats', eventos: ['vacante.etapa_cambiada'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const v = await vacante(admin.token, admin.user.id);
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
    expect(await listar(admin.token, v, '?etapa=nuevo')).toEqual([]);
    expect((await listar(admin.token, v, '?etapa=en_revision')).map((c) => c.candidatoId)).toEqual([pedro]);

    // Both from version 2 at once: one is written, the other is told and writes nothing.
    const [x, y] = await Promise.all([
      mover(admin.token, v, pedro, { etapa: 'finalista', version: 2 }),
      mover(operador.token, v, pedro, { etapa: 'descartado', version: 2 }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const perdida = x.status === 409 ? x : y;
    expect(perdida.body.message).toBe(msg.etapaCambiada);
    const [ahora] = await listar(admin.token, v);
    expect(ahora!.version).toBe(3);
    expect(ahora!.etapa).toBe((x.status === 200 ? 'finalista' : 'descartado') as string);
    expect(ahora!.historial).toHaveLength(3);

    // The event of each move that was written (D147): ids and stages, no name.
    const entregas = (await stack.call('GET', `/api/webhooks/${hook.body.data.webhook.id}/entregas`, { token: admin.token })).body.data
      .items as Array<{ tipo: string }>;
    expect(entregas.map((e) => e.tipo)).toEqual(['vacante.etapa_cambiada', 'vacante.etapa_cambiada']);
  });

  it("a candidate's erasure takes their places in every vacancy", async () => {
    const v1 = await vacante(admin.token, admin.user.id);
    const v2 = await vacante(admin.token, admin.user.id);
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
    expect((await listar(admin.token, v1)).map((c) => c.candidatoId)).toEqual([queda]);
    expect(await listar(admin.token, v2)).toEqual([]);
    const { queryAll } = await import('../../functions/lib/db/repository.js');
    const { tenantPk } = await import('../../functions/lib/db/keys.js');
    expect(await queryAll({ pk: tenantPk(admin.user.empresaId!), skPrefix: `CANDVAC#${sara}#`, consistent: true })).toEqual([]);
  });
});

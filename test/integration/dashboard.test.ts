// Dashboard figures for both roles against seeded data: the global one from the platform counters
// (kept by every company write), the company one from the company's counters and its newest
// interviews. The interviews by state are summed from the company's statistics fractions (D111),
// plus what a company record written before D111 still carries.
import { describe, expect, it } from 'vitest';
import type { EstadoEntrevista } from '../../shared/schemas/entrevista.js';
import { login, pilaDelArchivo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';

let stack: TestStack;
let superadmin: Session;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

const crear = (i: number, extra: Record<string, unknown> = {}) =>
  stack.call('POST', '/api/empresas', {
    token: superadmin.token,
    body: {
      nombreLegal: `Dash ${i} SL`,
      nombreComercial: `Dash ${i}`,
      cif: completarCif('D', String(1_000_000 + i)),
      email: `d${i}@dash.test`,
      ...extra,
    },
  });

describe('GET /api/dashboard', () => {
  it('global: counts, licences and the 3 newest companies with their status', async () => {
    for (let i = 1; i <= 4; i++) await crear(i, { licencias: { activas: i } });
    const res = await stack.call('GET', '/api/dashboard', { token: superadmin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      tipo: 'global',
      totalEmpresas: 4,
      empresasActivas: 4,
      licenciasActivas: 10,
      entrevistasCompletadas: 0,
      informesGenerados: 0,
    });
    expect(res.body.data.empresasRecientes.map((e: { nombre: string }) => e.nombre)).toEqual(['Dash 4', 'Dash 3', 'Dash 2']);
    expect(res.body.data.empresasRecientes[0]).toMatchObject({ estado: 'activa', activa: true });
  });

  it('company (counters on a pre-D111 record): licences, candidates, pending, completed with the rate, and the 5 newest interviews', async () => {
    const empresa = (
      await crear(9, {
        licencias: { activas: 2 },
        adminData: { nombre: 'Dani', email: 'dani@dash.test', password: 'Eboj-Clave-2026', confirmPassword: 'Eboj-Clave-2026' },
      })
    ).body.data;
    const { updateItem, createItem } = await import('../../functions/lib/db/repository.js');
    const { empresaKeys } = await import('../../functions/lib/db/empresas.js');
    const { entrevistaKeys } = await import('../../functions/lib/db/entrevistas.js');
    // What the candidates and interviews features kept on the company item before D111 (the state
    // counters now live on the statistics fractions; a record that still has them is read as well),
    // and the interviews themselves.
    await updateItem(empresaKeys.empresa(empresa.id), {
      'uso.candidatos': 7,
      entrevistasPorEstado: { programada: 3, en_progreso: 1, completada: 2, analizada: 1, validada: 1 },
    });
    const estados = ['programada', 'en_progreso', 'completada', 'analizada', 'validada', 'programada'] as const;
    for (const [i, estado] of estados.entries()) {
      const id = `${String(1_800_000_000_000 + i).padStart(14, '0')}-e${i}`;
      await createItem({
        ...entrevistaKeys.entrevista(empresa.id, id),
        entidad: 'ENTREVISTA',
        id,
        candidatoNombre: `Candidato ${i}`,
        estado,
        fechaProgramada: '2026-12-01T10:00:00.000Z',
        zonaHoraria: 'Europe/Madrid',
        // Taken (started) the day before it was scheduled for, except the programada ones.
        historial: [
          { estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' },
          ...(estado === 'programada' ? [] : [{ estado: 'en_progreso', fecha: `2026-11-30T1${i}:00:00.000Z`, por: null }]),
        ],
      });
    }
    const admin = await login(stack, 'dani@dash.test', 'Eboj-Clave-2026');
    const res = await stack.call('GET', '/api/dashboard', { token: admin.token });
    expect(res.body.data).toMatchObject({
      tipo: 'empresa',
      nombre: 'Dash 9',
      licenciasActivas: 2,
      candidatos: 7,
      entrevistasPendientes: 3,
      entrevistasCompletadas: 4,
      totalEntrevistas: 8,
      tasaCompletado: 50,
    });
    expect(res.body.data.entrevistasRecientes.map((e: { candidatoNombre: string }) => e.candidatoNombre)).toEqual([
      'Candidato 5',
      'Candidato 4',
      'Candidato 3',
      'Candidato 2',
      'Candidato 1',
    ]);
    // When each was taken (its start, from its history) and its zone, for the list to say so (D83).
    const [quinto, cuarto] = res.body.data.entrevistasRecientes;
    expect(quinto).toEqual({
      id: expect.any(String),
      candidatoNombre: 'Candidato 5',
      fechaProgramada: '2026-12-01T10:00:00.000Z',
      zonaHoraria: 'Europe/Madrid',
      estado: 'programada',
    });
    expect(cuarto).toMatchObject({ estado: 'validada', fechaRealizacion: '2026-11-30T14:00:00.000Z', zonaHoraria: 'Europe/Madrid' });
    // The superadmin sees the same with ?empresaId=.
    const asSuper = await stack.call('GET', `/api/dashboard?empresaId=${empresa.id}`, { token: superadmin.token });
    expect(asSuper.body.data.tasaCompletado).toBe(50);
  });

  it("the MRR is the paying subscriptions' monthly prices: the same figure as the SaaS panel's KPI", async () => {
    const mrr = async () => (await stack.call('GET', '/api/dashboard', { token: superadmin.token })).body.data.mrr;
    const kpi = async () => (await stack.call('GET', '/api/saas/estadisticas', { token: superadmin.token })).body.data.mrr;
    const suscribir = async (empresaId: string, planId: string, estado: 'activa' | 'trial') => {
      const res = await stack.call('POST', '/api/saas/suscripciones', { token: superadmin.token, body: { empresaId, planId, estado } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const antes = await mrr();
    expect(await kpi()).toBe(antes);
    // A company from the Empresas form pays its plan from the start (D118).
    const pro = (await crear(20, { plan: 'professional' })).body.data;
    const ent = (await crear(21, { plan: 'enterprise' })).body.data;
    expect(await mrr()).toBe(antes + 149 + 399);
    // A trial bills nothing: this one's paying subscription is cancelled and a trial opened instead.
    const prueba = (await crear(22, { plan: 'starter' })).body.data;
    expect(await mrr()).toBe(antes + 149 + 399 + 49);
    const { getEmpresa } = await import('../../functions/lib/db/empresas.js');
    const suya = (await getEmpresa(prueba.id))!.suscripcion.id;
    expect((await stack.call('POST', `/api/saas/suscripciones/${suya}/cancelar`, { token: superadmin.token })).status).toBe(200);
    await suscribir(prueba.id, 'starter', 'trial');
    expect(await mrr()).toBe(antes + 149 + 399);
    // A plan change from the company form moves its subscription's price in the same transaction.
    expect((await stack.call('PUT', `/api/empresas/${pro.id}`, { token: superadmin.token, body: { plan: 'starter' } })).status).toBe(200);
    expect(await mrr()).toBe(antes + 49 + 399);
    expect(await kpi()).toBe(await mrr());
    // Each currency apart (issue 67): a platform billing in euros alone has the euro figure only.
    const global = (await stack.call('GET', '/api/dashboard', { token: superadmin.token })).body.data;
    expect(global.mrrPorMoneda).toEqual([{ moneda: 'EUR', importe: global.mrr }]);
    // A delete is a queued job (D72): the company and its subscription leave the counters when the job
    // deletes it, and the live subscription's end counts as a cancellation (total and month).
    const { leerContadores, leerMeses } = await import('../../functions/lib/db/plataforma.js');
    const cancelaciones = async () => {
      const meses = Object.values(await leerMeses());
      const c = (await leerContadores()) as Record<string, number | undefined>;
      const suma = (k: string) => meses.reduce((n, m) => n + (m[k] ?? 0), 0);
      return {
        pago: c.cancelacionesPago ?? 0,
        trials: c.trialsCancelados ?? 0,
        mesPago: suma('cancelacionesPago'),
        mesTrials: suma('trialsCancelados'),
      };
    };
    const c0 = await cancelaciones();
    expect((await stack.call('DELETE', `/api/empresas/${ent.id}`, { token: superadmin.token })).status).toBe(202);
    await stack.colas.idle();
    expect(await mrr()).toBe(antes + 49);
    expect(await cancelaciones()).toEqual({ ...c0, pago: c0.pago + 1, mesPago: c0.mesPago + 1 });
    await stack.call('DELETE', `/api/empresas/${pro.id}`, { token: superadmin.token });
    await stack.call('DELETE', `/api/empresas/${prueba.id}`, { token: superadmin.token });
    await stack.colas.idle();
    expect(await mrr()).toBe(antes);
    expect(await kpi()).toBe(antes);
    expect(await cancelaciones()).toEqual({
      pago: c0.pago + 2,
      trials: c0.trials + 1,
      mesPago: c0.mesPago + 2,
      mesTrials: c0.mesTrials + 1,
    });
  });

  it('company: the interviews by state summed from the statistics fractions the writes move (D111), and with a record left from before', async () => {
    const empresa = (await crear(11, { licencias: { activas: 3 } })).body.data;
    const { getItem, transact, updateItem } = await import('../../functions/lib/db/repository.js');
    const { pasosEmpresa } = await import('../../functions/lib/db/empresa-contadores.js');
    const { empresaKeys } = await import('../../functions/lib/db/empresas.js');
    // A company's life as the writes count it, each move on a fraction of its own (some end up negative,
    // the sum is what counts): 8 scheduled, 5 consented, 4 finished, 2 analysed, 1 reviewed.
    const mover = (n: number, de: EstadoEntrevista | undefined, a: EstadoEntrevista, desde: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) => transact(pasosEmpresa(empresa.id, { estado: { de, a } }, undefined, (desde + i) % 8))),
      );
    await mover(8, undefined, 'programada', 0);
    await mover(5, 'programada', 'en_progreso', 3);
    await mover(4, 'en_progreso', 'completada', 6);
    await mover(2, 'completada', 'analizada', 1);
    await mover(1, 'analizada', 'validada', 7);
    const dashboard = async () =>
      (await stack.call('GET', `/api/dashboard?empresaId=${empresa.id}`, { token: superadmin.token })).body.data;
    // programada 3, en_progreso 1, completada 2, analizada 1, validada 1.
    expect(await dashboard()).toMatchObject({
      tipo: 'empresa',
      nombre: 'Dash 11',
      entrevistasPendientes: 3,
      entrevistasCompletadas: 4,
      totalEntrevistas: 8,
      tasaCompletado: 50,
    });
    // Nothing of it is on the company record.
    expect(await getItem(empresaKeys.empresa(empresa.id))).not.toHaveProperty('entrevistasPorEstado');
    // A record that still carries counts from before D111 adds them: 2 more completadas.
    await updateItem(empresaKeys.empresa(empresa.id), { entrevistasPorEstado: { completada: 2 } });
    expect(await dashboard()).toMatchObject({
      entrevistasPendientes: 3,
      entrevistasCompletadas: 6,
      totalEntrevistas: 10,
      tasaCompletado: 60,
    });
  });

  it('a company without interviews has a 0 % rate and an empty list', async () => {
    const empresa = (await crear(10)).body.data;
    const res = await stack.call('GET', `/api/dashboard?empresaId=${empresa.id}`, { token: superadmin.token });
    expect(res.body.data).toMatchObject({ totalEntrevistas: 0, tasaCompletado: 0, entrevistasRecientes: [] });
  });
});

// Plans and subscriptions of the SaaS panel through the local stack (D94): plan CRUD with the §9
// defaults, a plan in use refused on delete (409 'desactívalo'), an inactive plan refused to new
// companies and subscriptions, one live subscription per company, plan changes moving the company's
// plan and limits in the same transaction, refused downgrades with the numbers, cancellation told by
// email and notification, and the platform counters each write moves. One stack for the file.
import { beforeAll, describe, expect, it } from 'vitest';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { plataformaKeys, leerContadores, leerContadoresMes } from '../../functions/lib/db/plataforma.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { crearUsuario, empresaConAdmin, mailsTo, pilaDelArchivo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

const call = (method: string, path: string, body?: unknown) => stack.call(method as 'GET', path, { token: superadmin.token, body });
const planItem = (id: string) => getItem<Record<string, any>>(plataformaKeys.plan(id), { consistent: true });
const empresaItem = (id: string) => getItem<Record<string, any>>(empresaKeys.empresa(id), { consistent: true });
const mes = () => new Date().toISOString().slice(0, 7);
const hoy = () => new Date().toISOString().slice(0, 10);

/** The platform counters and this month's events, to compare before and after a write. */
async function contadores(): Promise<Record<string, number>> {
  const [c, m] = await Promise.all([leerContadores(), leerContadoresMes(mes())]);
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(c ?? {})) if (typeof v === 'number') out[k] = v;
  for (const [k, v] of Object.entries(m ?? {})) if (typeof v === 'number') out[`mes.${k}`] = v;
  return out;
}
function diferencia(antes: Record<string, number>, despues: Record<string, number>): Record<string, number> {
  const d: Record<string, number> = {};
  for (const k of new Set([...Object.keys(antes), ...Object.keys(despues)])) {
    const v = (despues[k] ?? 0) - (antes[k] ?? 0);
    if (v) d[k] = v;
  }
  return d;
}

/** Cancels the subscription the Empresas form gave the company (D118), leaving it with none live. */
async function cancelarLaSuya(empresaId: string) {
  const id = (await empresaItem(empresaId))!.suscripcion.id;
  expect((await call('POST', `/api/saas/suscripciones/${id}/cancelar`)).status).toBe(200);
}

let n = 0;
const nuevaEmpresa = async (plan?: string) => {
  n++;
  return empresaConAdmin(stack, superadmin, {
    nombreLegal: `Suscrita ${n} S.L.`,
    cif: completarCif('B', String(5_500_000 + n)),
    email: `info@suscrita${n}.test`,
    ...(plan ? { plan } : {}),
    admin: { nombre: `Admin ${n}`, email: `admin@suscrita${n}.test`, password: 'Benjo-Clave-2026' },
  } as never);
};

describe('plans', () => {
  it('lists the seeded three, cheapest first, with their §9 limits and how many companies are on each', async () => {
    const res = await call('GET', '/api/saas/planes');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(['starter', 'professional', 'enterprise']);
    expect(res.body.data[0]).toMatchObject({ precio: 49, periodo: 'mensual', activo: true, empresas: 0, limites: { usuarios: 3 } });
  });

  it('creates a plan with name, price and description only: the §9 defaults fill the rest, the id comes from the name', async () => {
    const res = await call('POST', '/api/saas/planes', { nombre: 'Pyme Plus', precio: 79, descripcion: 'Para pymes' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      id: 'pyme-plus',
      periodo: 'mensual',
      caracteristicas: [],
      activo: true,
      empresas: 0,
      limites: { empresas: 1, candidatos: 100, entrevistas: 50, usuarios: 3, almacenamiento: '5GB', soporte: 'basico' },
    });
    expect((await call('POST', '/api/saas/planes', { nombre: 'Pyme Plus', precio: 1, descripcion: 'x' })).status).toBe(409);
  });

  it.each([
    [{ precio: 10, descripcion: 'd' }, 'nombre', 'El nombre del plan es obligatorio'],
    [{ nombre: 'Sin precio', descripcion: 'd' }, 'precio', 'El precio es obligatorio'],
    [{ nombre: 'Decimal', precio: 9.5, descripcion: 'd' }, 'precio', 'El precio debe ser un número entero de 0 o más'],
    [{ nombre: 'Sin descripción', precio: 10 }, 'descripcion', 'La descripción del plan es obligatoria'],
    [{ nombre: 'Con PK', precio: 10, descripcion: 'd', PK: 'X' }, null, null],
  ])('refuses %j with a 400 and creates nothing', async (body, campo, mensaje) => {
    const res = await call('POST', '/api/saas/planes', body);
    expect(res.status).toBe(400);
    if (campo) expect(res.body.details).toContainEqual({ campo, msg: mensaje });
    const ids = (await call('GET', '/api/saas/planes')).body.data.map((p: { id: string }) => p.id);
    expect(ids).not.toContain('sin-precio');
    expect(ids).not.toContain('decimal');
  });

  it('updates, and deletes a plan no company is on (then 404)', async () => {
    await call('POST', '/api/saas/planes', { nombre: 'Efímero', precio: 5, descripcion: 'Se borra' });
    const put = await call('PUT', '/api/saas/planes/efimero', { precio: 6, caracteristicas: ['Una'] });
    expect(put.body.data).toMatchObject({ precio: 6, caracteristicas: ['Una'], nombre: 'Efímero' });
    expect((await call('DELETE', '/api/saas/planes/efimero')).status).toBe(200);
    expect((await call('DELETE', '/api/saas/planes/efimero')).status).toBe(404);
    expect((await call('PUT', '/api/saas/planes/efimero', { precio: 1 })).status).toBe(404);
  });

  it('a company created on a new plan takes its stored limits; the plan in use cannot be deleted (409, desactívalo)', async () => {
    const { empresa } = await nuevaEmpresa('pyme-plus');
    expect(empresa).toMatchObject({ plan: 'pyme-plus', limites: { usuarios: 3, candidatos: 100, entrevistas: 50 } });
    expect((await planItem('pyme-plus'))!.empresas).toBe(1);
    const del = await call('DELETE', '/api/saas/planes/pyme-plus');
    expect(del.status).toBe(409);
    expect(del.body.message).toMatch(/desactívalo/);
    expect(await planItem('pyme-plus')).toBeDefined();
  });

  it('an inactive plan is offered to no new company, company update or subscription (400), and stays with its company', async () => {
    await call('POST', '/api/saas/planes', { nombre: 'Retirado', precio: 20, descripcion: 'Ya no se vende' });
    const { empresaId } = await nuevaEmpresa('retirado');
    expect((await call('PUT', '/api/saas/planes/retirado', { activo: false })).body.data.activo).toBe(false);
    // Without a live subscription, so a new one is only refused for its plan.
    await cancelarLaSuya(empresaId);
    const mensaje = 'El plan Retirado está desactivado y no se ofrece a nuevas empresas ni suscripciones';

    const crear = await call('POST', '/api/empresas', {
      ...empresaPrueba('Tarde', 'B55999999', { plan: 'retirado' }),
    });
    expect([crear.status, crear.body.message]).toEqual([400, mensaje]);
    const { empresaId: otra } = await nuevaEmpresa();
    const cambio = await call('PUT', `/api/empresas/${otra}`, { plan: 'retirado' });
    expect([cambio.status, cambio.body.message]).toEqual([400, mensaje]);
    const sus = await call('POST', '/api/saas/suscripciones', { empresaId, planId: 'retirado' });
    expect([sus.status, sus.body.message]).toEqual([400, mensaje]);
    expect((await empresaItem(empresaId))!.plan).toBe('retirado');
    expect((await planItem('retirado'))!.empresas).toBe(1);
    expect((await call('POST', '/api/saas/suscripciones', { empresaId, planId: 'no-existe' })).status).toBe(400);
  });
});

describe('subscriptions', () => {
  let empresaId: string;
  let adminEmail: string;
  let adminToken: string;
  let suscripcionId: string;

  beforeAll(async () => {
    const e = await nuevaEmpresa();
    empresaId = e.empresaId;
    adminEmail = `admin@suscrita${n}.test`;
    adminToken = e.admin.token;
    // The form gave it an active subscription: cancelled, the company may open another.
    await cancelarLaSuya(empresaId);
  });

  it('opens a trial: 30 days, ending with its first payment (D161), the company in trial on its plan; a second live one is refused (409)', async () => {
    const antes = await contadores();
    const res = await call('POST', '/api/saas/suscripciones', { empresaId, planId: 'professional', fechaInicio: '2026-01-10' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    suscripcionId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      empresaId,
      planId: 'professional',
      estado: 'trial',
      fechaInicio: '2026-01-10',
      fechaFin: '2026-02-09',
      fechaProximoPago: '2026-02-09',
      metodoPago: { tipo: 'tarjeta' },
      precioMensual: 149,
    });
    expect(await empresaItem(empresaId)).toMatchObject({
      estado: 'trial',
      plan: 'professional',
      suscripcion: { id: suscripcionId, estado: 'trial' },
    });
    // The cancelled company is in service again, in trial: one active company more, one live trial more.
    expect(diferencia(antes, await contadores())).toEqual({
      empresasActivas: 1,
      empresasActivasPrueba: 1,
      suscripcionesTrial: 1,
      trialsIniciados: 1,
      'mes.trialsIniciados': 1,
    });

    const otra = await call('POST', '/api/saas/suscripciones', { empresaId, planId: 'starter' });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('La empresa ya tiene una suscripción activa o en prueba; cámbiala o cancélala antes de crear otra');
  });

  it('lists every subscription newest first, and by state through its own index', async () => {
    const todas = await call('GET', '/api/saas/suscripciones?limit=1');
    expect(todas.body.data.items).toHaveLength(1);
    const trial = await call('GET', '/api/saas/suscripciones?estado=trial');
    expect(trial.body.data.items.map((s: { id: string }) => s.id)).toContain(suscripcionId);
    const activas = await call('GET', '/api/saas/suscripciones?estado=activa');
    expect(activas.body.data.items.map((s: { id: string }) => s.id)).not.toContain(suscripcionId);
    expect((await call('GET', '/api/saas/suscripciones?estado=otra')).status).toBe(400);
  });

  it('refuses a downgrade below what the company uses, naming the quota, the use and the new limit; nothing changes', async () => {
    for (const i of [1, 2, 3]) await crearUsuario(stack, superadmin, { email: `u${i}@suscrita${n}.test`, rol: 'operador', empresaId });
    const antes = await contadores();
    const res = await call('PUT', `/api/saas/suscripciones/${suscripcionId}`, { planId: 'starter' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'No se puede cambiar al plan Starter: la empresa usa 4 usuarios y el plan permite 3. Libera uso o elige un plan mayor.',
    );
    const porEmpresa = await call('PUT', `/api/empresas/${empresaId}`, { plan: 'starter' });
    expect([porEmpresa.status, porEmpresa.body.message]).toEqual([409, res.body.message]);
    expect(await empresaItem(empresaId)).toMatchObject({ plan: 'professional', limites: { usuarios: 10 } });
    expect(diferencia(antes, await contadores())).toEqual({});
  });

  it('a plan change through the subscription moves the company plan, limits and the plans’ counters together', async () => {
    const [pro, ent] = [(await planItem('professional'))!.empresas ?? 0, (await planItem('enterprise'))!.empresas ?? 0];
    const res = await call('PUT', `/api/saas/suscripciones/${suscripcionId}`, { planId: 'enterprise' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ planId: 'enterprise', planNombre: 'Enterprise', precioMensual: 399, estado: 'trial' });
    expect(await empresaItem(empresaId)).toMatchObject({ plan: 'enterprise', limites: { usuarios: -1, candidatos: -1, entrevistas: -1 } });
    expect((await planItem('professional'))!.empresas).toBe(pro - 1);
    expect((await planItem('enterprise'))!.empresas).toBe(ent + 1);
  });

  it('a company update changing the plan moves its live subscription with it (one source of truth)', async () => {
    const res = await call('PUT', `/api/empresas/${empresaId}`, { plan: 'professional' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = (await call('GET', '/api/saas/suscripciones?estado=trial')).body.data.items.find(
      (x: { id: string }) => x.id === suscripcionId,
    );
    expect(s).toMatchObject({ planId: 'professional', precioMensual: 149 });
  });

  it.each([
    [
      'trial → activa (a conversion: MRR and paying count up)',
      { estado: 'activa' },
      {
        empresasActivasPrueba: -1,
        empresasActivasPago: 1,
        suscripcionesTrial: -1,
        suscripcionesActivas: 1,
        mrrCentimos: 14_900,
        trialsConvertidos: 1,
        altasPago: 1,
        'mes.trialsConvertidos': 1,
        'mes.altasPago': 1,
        'mes.pagoDelta': 1,
        'mes.mrrDeltaCentimos': 14_900,
      },
    ],
    [
      'a paying plan change (MRR moves by the price difference)',
      { planId: 'enterprise' },
      { mrrCentimos: 25_000, 'mes.mrrDeltaCentimos': 25_000 },
    ],
    ['the payment method only (no counter moves)', { metodoPago: { tipo: 'transferencia' } }, {}],
  ])('%s', async (_caso, body, esperado) => {
    const antes = await contadores();
    const res = await call('PUT', `/api/saas/suscripciones/${suscripcionId}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(diferencia(antes, await contadores())).toEqual(esperado);
  });

  it('an active subscription cannot go back to trial (400)', async () => {
    expect((await call('PUT', `/api/saas/suscripciones/${suscripcionId}`, { estado: 'trial' })).status).toBe(400);
  });

  it('cancels: cancelada, ends today, the company cancelada; its admin gets the email and the notification; counters move', async () => {
    const antes = await contadores();
    const res = await call('POST', `/api/saas/suscripciones/${suscripcionId}/cancelar`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ estado: 'cancelada', fechaFin: hoy(), fechaProximoPago: null });
    const empresa = await empresaItem(empresaId);
    expect(empresa).toMatchObject({ estado: 'cancelada', plan: 'enterprise' });
    expect(empresa!.suscripcion).toBeUndefined();
    expect(diferencia(antes, await contadores())).toEqual({
      empresasActivas: -1,
      empresasActivasPago: -1,
      suscripcionesActivas: -1,
      mrrCentimos: -39_900,
      cancelaciones: 1,
      cancelacionesPago: 1,
      'mes.cancelaciones': 1,
      'mes.cancelacionesPago': 1,
      'mes.pagoDelta': -1,
      'mes.mrrDeltaCentimos': -39_900,
    });

    const mails = await mailsTo(stack, adminEmail);
    expect(mails.map((m) => m.subject)).toContain(`La suscripción de Suscrita ${n} S.L. a Talentia se ha cancelado`);
    const notifs = await stack.call('GET', '/api/notificaciones', { token: adminToken });
    expect(notifs.body.data.items[0]).toMatchObject({ title: 'Suscripción cancelada', prioridad: 'alta' });

    // The state index moved with it: no longer a live one, now a cancelled one.
    const ids = async (estado: string) =>
      (await call('GET', `/api/saas/suscripciones?estado=${estado}`)).body.data.items.map((s: { id: string }) => s.id);
    expect(await ids('activa')).not.toContain(suscripcionId);
    expect(await ids('cancelada')).toContain(suscripcionId);
    expect((await call('POST', `/api/saas/suscripciones/${suscripcionId}/cancelar`)).status).toBe(409);
    expect((await call('PUT', `/api/saas/suscripciones/${suscripcionId}`, { estado: 'activa' })).status).toBe(409);
    expect((await call('POST', '/api/saas/suscripciones/no-existe/cancelar')).status).toBe(404);
    // With none live, the company may open a new one.
    const nueva = await call('POST', '/api/saas/suscripciones', { empresaId, planId: 'starter', estado: 'activa' });
    expect(nueva.status).toBe(409); // 4 users do not fit Starter's 3: the downgrade rule holds on a new subscription too
    expect((await call('POST', '/api/saas/suscripciones', { empresaId, planId: 'professional', estado: 'activa' })).status).toBe(201);
  });

  it('a company user gets 403 on every SaaS row', async () => {
    expect((await stack.call('GET', '/api/saas/planes', { token: adminToken })).status).toBe(403);
    expect((await stack.call('GET', '/api/saas/suscripciones', { token: adminToken })).status).toBe(403);
  });
});

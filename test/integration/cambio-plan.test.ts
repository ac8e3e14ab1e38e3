// The trial's end and a plan change request (issue 54 item 10, D164) through the local stack: the
// admin reads the plan, the trial's last day and the days left (computed with the product's own
// diasHasta), asks for another plan; the request is recorded, every superadmin is notified and it
// is listed in the SaaS panel's list; a plan not offered, the same plan or an operator are refused.
// Since D170 every superadmin is mailed too, and a superadmin marks the request atendida, which the
// admin's «Tu plan» then says.
import { describe, expect, it } from 'vitest';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { diasHasta } from '../../shared/schemas/cambio-plan.js';
import { suscripcionKeys } from '../../functions/lib/db/suscripciones.js';
import { updateItem } from '../../functions/lib/db/repository.js';
import { empresaDelArchivo, mailsTo, usuarioConSesion, type Session } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let empresaId: string;

empresaDelArchivo(
  { scheduler: false },
  {
    nombreLegal: 'Prueba Plan S.L.',
    nombreComercial: 'Prueba Plan',
    cif: completarCif('B', '1000167'),
    email: 'info@pruebaplan.test',
    plan: 'starter',
    admin: { nombre: 'Pedro', email: 'pedro@pruebaplan.test', password: 'Qjb-Clave-2026' },
  },
  async (hecha) => {
    ({ stack, superadmin, admin, empresaId } = hecha);
  },
);

const plan = async (token = admin.token) => {
  const res = await stack.call('GET', '/api/dashboard/plan', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe("the company's plan for its admin", () => {
  it('an active subscription has no trial end; a trial says its last day and the days left', async () => {
    const activa = await plan();
    expect(activa).toMatchObject({ plan: { id: 'starter' }, enPrueba: false, finPrueba: null, diasRestantes: null });
    expect(activa.planesDisponibles.map((p: any) => p.id)).not.toContain('starter');
    expect(activa.planesDisponibles.length).toBeGreaterThan(0);

    // The superadmin cancels it and gives the company a trial instead, ending in 20 days.
    const subs = (await stack.call('GET', '/api/saas/suscripciones', { token: superadmin.token })).body.data.items as any[];
    const sub = subs.find((s) => s.empresaId === empresaId);
    const cancelada = await stack.call('POST', `/api/saas/suscripciones/${sub.id}/cancelar`, { token: superadmin.token });
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    const trial = await stack.call('POST', '/api/saas/suscripciones', {
      token: superadmin.token,
      body: { empresaId, planId: 'starter', estado: 'trial' },
    });
    expect(trial.status, JSON.stringify(trial.body)).toBe(201);
    const fin = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const put = await stack.call('PUT', `/api/saas/suscripciones/${trial.body.data.id}`, {
      token: superadmin.token,
      body: { fechaFin: fin },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const prueba = await plan();
    expect(prueba).toMatchObject({ enPrueba: true, estadoSuscripcion: 'trial', finPrueba: fin, diasRestantes: diasHasta(fin, new Date()) });
    expect(prueba.ultimaSolicitud).toBeNull();
  });

  it('asks for a plan change: recorded, the superadmin notified and shown it in the SaaS list', async () => {
    const { planesDisponibles } = await plan();
    const otro = planesDisponibles[0];
    const res = await stack.call('POST', '/api/dashboard/cambio-plan', {
      token: admin.token,
      body: { planId: otro.id, mensaje: 'Necesitamos más entrevistas al mes' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toContain(`plan ${otro.nombre}`);
    expect(res.body.data).toMatchObject({ empresaId, planId: otro.id, empresaNombre: 'Prueba Plan', por: 'pedro@pruebaplan.test' });
    expect((await plan()).ultimaSolicitud).toMatchObject({ id: res.body.data.id, planId: otro.id });

    const lista = await stack.call('GET', '/api/saas/solicitudes-plan', { token: superadmin.token });
    expect(lista.status).toBe(200);
    expect(lista.body.data.items[0]).toMatchObject({ id: res.body.data.id, mensaje: 'Necesitamos más entrevistas al mes' });
    const avisos = (await stack.call('GET', '/api/notificaciones', { token: superadmin.token })).body.data.items as any[];
    expect(avisos.some((n) => n.title === 'Solicitud de cambio de plan' && n.message.includes('Prueba Plan'))).toBe(true);
    // A company admin cannot read the platform's list.
    expect((await stack.call('GET', '/api/saas/solicitudes-plan', { token: admin.token })).status).toBe(403);
  });

  it('mails every superadmin, and a superadmin marks it atendida: the admin sees it in «Tu plan»; once only', async () => {
    const antes = (await mailsTo(stack, SUPERADMIN.email)).length;
    const { planesDisponibles } = await plan();
    const otro = planesDisponibles[planesDisponibles.length - 1];
    const res = await stack.call('POST', '/api/dashboard/cambio-plan', { token: admin.token, body: { planId: otro.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const s = res.body.data;
    expect(s.estado).toBe('pendiente');

    const mails = (await mailsTo(stack, SUPERADMIN.email)).slice(antes);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Prueba Plan pide cambiar al plan ${otro.nombre}`);
    expect(mails[0]!.body.html).toContain('pedro@pruebaplan.test');
    expect(mails[0]!.body.html).toContain('/saas-admin?tab=solicitudes');
    expect(mails[0]!.body.html).toContain('(sin mensaje)');

    const clave = { empresaId: s.empresaId, fecha: s.fecha };
    // Only the superadmin; a key that is not the request's is a 404.
    expect((await stack.call('POST', `/api/saas/solicitudes-plan/${s.id}/atender`, { token: admin.token, body: clave })).status).toBe(403);
    const otra = await stack.call('POST', `/api/saas/solicitudes-plan/no-es-esta/atender`, { token: superadmin.token, body: clave });
    expect(otra).toMatchObject({ status: 404, body: { message: 'Solicitud de cambio de plan no encontrada' } });
    const sinFecha = await stack.call('POST', `/api/saas/solicitudes-plan/${s.id}/atender`, {
      token: superadmin.token,
      body: { empresaId: s.empresaId },
    });
    expect(sinFecha.status).toBe(400);

    const hecha = await stack.call('POST', `/api/saas/solicitudes-plan/${s.id}/atender`, { token: superadmin.token, body: clave });
    expect(hecha.status, JSON.stringify(hecha.body)).toBe(200);
    expect(hecha.body.message).toBe('Solicitud marcada como atendida');
    expect(hecha.body.data).toMatchObject({ id: s.id, estado: 'atendida', atendidaPor: { id: superadmin.user.id ?? superadmin.user._id } });
    expect((await plan()).ultimaSolicitud).toMatchObject({ id: s.id, estado: 'atendida', atendidaEn: hecha.body.data.atendidaEn });
    const lista = await stack.call('GET', '/api/saas/solicitudes-plan', { token: superadmin.token });
    expect(lista.body.data.items.find((i: any) => i.id === s.id)).toMatchObject({ estado: 'atendida' });
    expect(lista.body.data.items.find((i: any) => i.id !== s.id)).toMatchObject({ estado: 'pendiente' });

    const dos = await stack.call('POST', `/api/saas/solicitudes-plan/${s.id}/atender`, { token: superadmin.token, body: clave });
    expect(dos).toMatchObject({ status: 409, body: { message: 'Esta solicitud ya estaba atendida' } });
  });

  it('refuses the same plan, a plan that does not exist and an operator, in Spanish', async () => {
    const mismo = await stack.call('POST', '/api/dashboard/cambio-plan', { token: admin.token, body: { planId: 'starter' } });
    expect(mismo.status).toBe(400);
    expect(mismo.body.message).toContain('ya tiene el plan');
    const inexistente = await stack.call('POST', '/api/dashboard/cambio-plan', { token: admin.token, body: { planId: 'no-existe' } });
    expect(inexistente.status).toBe(400);
    expect(inexistente.body.message).toContain('no está disponible');
    const operador = await usuarioConSesion(stack, admin, { email: 'oto@pruebaplan.test', rol: 'operador', password: 'Pmhb-Clave-2026' });
    expect(
      (await stack.call('POST', '/api/dashboard/cambio-plan', { token: operador.token, body: { planId: 'professional' } })).status,
    ).toBe(403);
    expect((await stack.call('GET', '/api/dashboard/plan', { token: operador.token })).status).toBe(403);
  });
});

// A trial opened before D161 stored an end 365 days after its start (issue 54's leftover, D170).
describe('a trial stored with the old 365-day end', () => {
  it('«Tu plan» and the SaaS panel show its thirtieth day, and a later end is refused in Spanish', async () => {
    const subs = (await stack.call('GET', '/api/saas/suscripciones', { token: superadmin.token })).body.data.items as any[];
    const sub = subs.find((s) => s.empresaId === empresaId && s.estado === 'trial');
    const inicio: string = sub.fechaInicio;
    const dia = (n: number) => new Date(Date.parse(`${inicio}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    // As fechasIniciales wrote a trial before D161.
    await updateItem(suscripcionKeys.suscripcion(empresaId, sub.id), { fechaFin: dia(365) });

    const tuPlan = (await stack.call('GET', '/api/dashboard/plan', { token: admin.token })).body.data;
    expect(tuPlan).toMatchObject({ enPrueba: true, finPrueba: dia(30), diasRestantes: diasHasta(dia(30), new Date()) });
    const lista = (await stack.call('GET', '/api/saas/suscripciones', { token: superadmin.token })).body.data.items as any[];
    expect(lista.find((s) => s.id === sub.id).fechaFin).toBe(dia(30));

    const larga = await stack.call('PUT', `/api/saas/suscripciones/${sub.id}`, { token: superadmin.token, body: { fechaFin: dia(40) } });
    expect(larga.status).toBe(400);
    expect(larga.body.message).toBe(`Una prueba dura como mucho 30 días: su último día puede ser el ${dia(30)}`);
    const corta = await stack.call('PUT', `/api/saas/suscripciones/${sub.id}`, { token: superadmin.token, body: { fechaFin: dia(25) } });
    expect(corta.status, JSON.stringify(corta.body)).toBe(200);
    expect(corta.body.data.fechaFin).toBe(dia(25));
  });
});

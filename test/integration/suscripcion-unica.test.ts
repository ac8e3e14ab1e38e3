// Every company has exactly one current subscription (D118): the Empresas form
// creates it with the company (activa, at the plan's price, listed in Suscripciones and in the
// billing export), the reconcile job gives one to each company in service made before (once: a
// second run makes none), and the KPI card's breakdown of «Empresas activas» adds up. One stack.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { getEmpresa } from '../../functions/lib/db/empresas.js';
import { getSuscripcion } from '../../functions/lib/db/suscripciones.js';
import { sumarDias } from '../../functions/lib/saas/reglas.js';
import { reconciliarContadores } from '../../functions/lib/sistema/reconciliar.js';
import { crearEmpresa, empresaConAdmin, pilaDelArchivo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

const call = (method: string, path: string, body?: unknown) => stack.call(method, path, { token: superadmin.token, body });

/** Every subscription in the Suscripciones list (paged by its cursor), of one company. */
async function suscripcionesDe(empresaId: string) {
  const todas: Array<Record<string, any>> = [];
  let cursor: string | null = null;
  do {
    const res = await call('GET', `/api/saas/suscripciones?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    todas.push(...res.body.data.items);
    cursor = res.body.data.cursor;
  } while (cursor);
  return todas.filter((s) => s.empresaId === empresaId);
}

async function facturacion(): Promise<string[][]> {
  const res = await fetch(`${stack.apiUrl}/api/saas/exportar/facturacion`, { headers: { authorization: `Bearer ${superadmin.token}` } });
  expect(res.status).toBe(200);
  return parse(await res.text(), { bom: true }) as string[][];
}

async function kpis() {
  const res = await call('GET', '/api/saas/estadisticas');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, number>;
}

const sumaDesglose = (k: Record<string, number>) => k.empresas_de_pago! + k.empresas_en_prueba! + k.empresas_sin_suscripcion!;

describe('the Empresas form gives the company its one subscription', () => {
  let empresaId: string;

  it('POST /api/empresas creates an activa subscription at the plan’s price, which the company points at', async () => {
    const antes = await kpis();
    const plan = (await call('GET', '/api/saas/planes')).body.data.find((p: { id: string }) => p.id === 'starter');
    ({ empresaId } = await empresaConAdmin(stack, superadmin, {
      ...empresaPrueba('Formulario Único', 'B00000018', { plan: 'starter' }),
      admin: adminPrueba('Formulario Único'),
    }));

    const lista = await suscripcionesDe(empresaId);
    expect(lista).toHaveLength(1);
    const s = lista[0]!;
    expect(s).toMatchObject({
      empresaId,
      empresaNombre: 'Formulario Único',
      planId: 'starter',
      planNombre: plan.nombre,
      estado: 'activa',
      precioMensual: plan.precio,
      fechaFin: null,
      metodoPago: { tipo: 'ninguno' },
    });
    expect(s.fechaProximoPago).toBe(sumarDias(s.fechaInicio, 30));
    const empresa = await getEmpresa(empresaId);
    expect(empresa).toMatchObject({
      estado: 'activa',
      suscripcion: { id: s.id, estado: 'activa', precioMensualCentimos: plan.precio * 100 },
    });
    expect(await getSuscripcion(s.id)).toMatchObject({ empresaId, estado: 'activa' });
    // Listed by state too, and in the billing export.
    const activas = await call('GET', '/api/saas/suscripciones?estado=activa&limit=100');
    expect(activas.body.data.items.map((x: { id: string }) => x.id)).toContain(s.id);
    const fila = (await facturacion()).find((f) => f[0] === s.id);
    expect(fila).toMatchObject({ 1: empresaId, 2: 'Formulario Único', 4: 'activa', 5: String(plan.precio) });

    // The KPIs moved with it: one more active and paying company, its price in the MRR.
    const despues = await kpis();
    expect(despues.empresas_activas).toBe(antes.empresas_activas! + 1);
    expect(despues.empresas_de_pago).toBe(antes.empresas_de_pago! + 1);
    expect(despues.mrr).toBe(antes.mrr! + plan.precio);
    expect(sumaDesglose(despues)).toBe(despues.empresas_activas);
  });

  it('a second subscription for it is refused, so it keeps exactly one', async () => {
    const otra = await call('POST', '/api/saas/suscripciones', { empresaId, planId: 'professional' });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('La empresa ya tiene una suscripción activa o en prueba; cámbiala o cancélala antes de crear otra');
    expect(await suscripcionesDe(empresaId)).toHaveLength(1);
  });
});

describe('the reconcile job gives each older company in service its subscription, once', () => {
  const antiguas = { activa: 'antigua-activa', sinEstado: 'antigua-sin-estado', trial: 'antigua-trial' };
  const sinServicio = { cancelada: 'antigua-cancelada', suspendida: 'antigua-suspendida', apagada: 'antigua-apagada' };

  beforeAll(async () => {
    // As companies made before every company had a subscription were written (and straight to the table).
    await crearEmpresa(antiguas.activa, { plan: 'professional', estado: 'activa' });
    await crearEmpresa(antiguas.sinEstado, { plan: 'enterprise' });
    await crearEmpresa(antiguas.trial, { plan: 'starter', estado: 'trial' });
    await crearEmpresa(sinServicio.cancelada, { estado: 'cancelada' });
    await crearEmpresa(sinServicio.suspendida, { estado: 'suspendida' });
    await crearEmpresa(sinServicio.apagada, { estado: 'activa', activa: false });
  });

  it('creates one per company in service in its own state and plan, counts them, and a second run creates none', async () => {
    for (const id of Object.values(antiguas)) expect(await suscripcionesDe(id)).toEqual([]);

    const r = await reconciliarContadores({ pausaMs: 0 });
    expect(r.suscripcionesCreadas).toBe(3);

    const [activa, sinEstado, trial] = await Promise.all(Object.values(antiguas).map(suscripcionesDe));
    expect(activa).toHaveLength(1);
    expect(activa![0]).toMatchObject({ estado: 'activa', planId: 'professional', precioMensual: 149 });
    expect(sinEstado).toHaveLength(1);
    expect(sinEstado![0]).toMatchObject({ estado: 'activa', planId: 'enterprise', precioMensual: 399 });
    expect(trial).toHaveLength(1);
    expect(trial![0]).toMatchObject({ estado: 'trial', planId: 'starter' });
    expect(trial![0]!.fechaFin).toBe(sumarDias(trial![0]!.fechaInicio, 30));
    for (const [id, [s]] of Object.values(antiguas).map((id, i) => [id, [activa, sinEstado, trial][i]!] as const)) {
      expect((await getEmpresa(id))?.suscripcion).toMatchObject({ id: s!.id, estado: s!.estado });
    }
    expect((await getEmpresa(antiguas.sinEstado))?.estado).toBe('activa');
    // Cancelled, suspended and switched-off companies are not in service: none given.
    for (const id of Object.values(sinServicio)) {
      expect(await suscripcionesDe(id)).toEqual([]);
      expect((await getEmpresa(id))?.suscripcion).toBeUndefined();
    }

    const otra = await reconciliarContadores({ pausaMs: 0 });
    expect(otra.suscripcionesCreadas).toBe(0);
    expect(otra.corregidos).toEqual([]);
    for (const id of Object.values(antiguas)) expect(await suscripcionesDe(id)).toHaveLength(1);
  });

  it('after both, the KPI breakdown adds up: every active company pays or is in trial', async () => {
    const k = await kpis();
    // The form's company and the three older ones in service.
    expect(k).toMatchObject({
      empresas_activas: 4,
      empresas_de_pago: 3,
      empresas_en_prueba: 1,
      empresas_sin_suscripcion: 0,
      suscripciones_activas: 3,
      suscripciones_trial: 1,
    });
    expect(sumaDesglose(k)).toBe(k.empresas_activas);
    // starter (form) + professional + enterprise; the trial pays nothing.
    const starter = (await call('GET', '/api/saas/planes')).body.data.find((p: { id: string }) => p.id === 'starter');
    expect(k.mrr).toBe(starter.precio + 149 + 399);
    // The companies screen's figures read the same counters.
    const resumen = (await call('GET', '/api/empresas/licencias-activas')).body.data;
    expect(resumen).toMatchObject({ empresasActivas: 4, suscripcionesTrial: 1 });
  });
});

// Money (issue 67 item 3) through the local stack: the superadmin prices the plans in pesos mexicanos,
// a company in Mexico is billed in them, and the SaaS panel's totals keep each currency apart. A
// plan without a price in the company's currency is refused in Spanish with nothing stored — when the
// company is made, when its subscription changes plan and when its admin asks for it.
import { describe, expect, it } from 'vitest';
import { getEmpresa } from '../../functions/lib/db/empresas.js';
import { plataformaKeys } from '../../functions/lib/db/plataforma.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { cerrarMeses } from '../../functions/lib/saas/cierre-mes.js';
import { historial } from '../../functions/lib/saas/estadisticas.js';
import { filasDe } from '../../functions/lib/saas/exportar.js';
import { PLANES_REFERENCIA } from '../../shared/constants.js';
import { empresaDelArchivo, empresaConAdmin, type DatosEmpresa, type Session } from './fixtures.js';
import { type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let mexicana: { empresaId: string; admin: Session };

// RFC of a company (12 characters) with a valid check digit: the tax id a Mexican company needs.
const RFC = 'ACA120116TX5';

empresaDelArchivo(
  { scheduler: false },
  {
    nombreLegal: 'Moneda España S.L.',
    cif: 'B12345674',
    email: 'info@monedaes.test',
    plan: 'starter',
    admin: { nombre: 'Elena', email: 'elena@monedaes.test', password: 'Qjb-Clave-2026' },
  },
  async (hecha) => {
    ({ stack, superadmin } = hecha);
  },
);

const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token = superadmin.token) =>
  stack.call(method, path, { token, body });
const enMexico = (n: number, plan: string) =>
  ({
    nombreLegal: `Moneda México ${n} S.A. de C.V.`,
    cif: RFC,
    email: `info@monedamx${n}.test`,
    plan,
    direccion: { pais: 'México' },
    admin: { nombre: `Admin ${n}`, email: `admin@monedamx${n}.test`, password: 'Qjb-Clave-2026' },
  }) as DatosEmpresa;

describe('a plan priced per currency', () => {
  it('the superadmin sets Starter in MXN; an unknown currency or a bad amount is a Spanish 400, nothing stored', async () => {
    const malo = await call('PUT', '/api/saas/planes/starter', { precios: { USD: 10 } });
    expect(malo.status).toBe(400);
    // The contract's own refusal of a field it does not know, naming it.
    expect(JSON.stringify(malo.body)).toContain('Campo no permitido: USD');
    const negativo = await call('PUT', '/api/saas/planes/starter', { precios: { MXN: -5 } });
    expect(negativo.status).toBe(400);
    expect(JSON.stringify(negativo.body)).toContain('El precio en MXN debe ser un número entero de 0 o más');
    // A new platform's plans are priced in every currency (the seed's round prices).
    const sembrado = PLANES_REFERENCIA.find((p) => p.id === 'starter')!.precios;
    expect((await call('GET', '/api/saas/planes')).body.data.find((p: any) => p.id === 'starter').precios).toEqual(sembrado);

    const res = await call('PUT', '/api/saas/planes/starter', { precios: { MXN: 990, CLP: 45_000 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ precio: 49, precios: { MXN: 990, CLP: 45_000 } });
    expect(res.body.data.precios.COP).toBeUndefined();
    // Professional and Enterprise stop being offered in pesos mexicanos.
    for (const id of ['professional', 'enterprise'])
      expect((await call('PUT', `/api/saas/planes/${id}`, { precios: { CLP: 139_000 } })).status).toBe(200);
  });

  it('a company in Mexico on a plan with no MXN price is refused, and nothing is stored', async () => {
    const antes = (await call('GET', '/api/empresas')).body.data.items.length;
    const { admin, ...empresa } = enMexico(0, 'professional');
    const res = await call('POST', '/api/empresas', { ...empresa, adminData: { ...admin, confirmPassword: admin.password } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('El plan Professional no tiene precio en MXN');
    expect((await call('GET', '/api/empresas')).body.data.items.length).toBe(antes);
  });

  it('a company in Mexico on Starter is billed in MXN; the panel totals each currency apart', async () => {
    mexicana = await empresaConAdmin(stack, superadmin, enMexico(1, 'starter'));
    const empresa = await getEmpresa(mexicana.empresaId);
    expect(empresa!.suscripcion).toMatchObject({ estado: 'activa', precioMensualCentimos: 99_000, moneda: 'MXN' });
    const subs = (await call('GET', '/api/saas/suscripciones')).body.data.items as any[];
    expect(subs.find((s) => s.empresaId === mexicana.empresaId)).toMatchObject({ precioMensual: 990, moneda: 'MXN' });
    // The Spanish company's subscription, written the same way, is in euros.
    expect(subs.find((s) => s.empresaId !== mexicana.empresaId)).toMatchObject({ precioMensual: 49, moneda: 'EUR' });

    const kpis = (await call('GET', '/api/saas/estadisticas')).body.data;
    // Never 49 + 990: the euro figures stay euros, and MXN has its own.
    expect(kpis).toMatchObject({ mrr: 49, arr: 588, ingresos_mes: 49 });
    expect(kpis.por_moneda).toEqual([
      { moneda: 'EUR', mrr: 49, arr: 588, ingresos_mes: 49, ingresos_total: 49 },
      { moneda: 'MXN', mrr: 990, arr: 11_880, ingresos_mes: 990, ingresos_total: 990 },
    ]);
  });

  it('its admin sees the plans in MXN; one without a price there cannot be asked for (400, nothing stored)', async () => {
    const plan = (await call('GET', '/api/dashboard/plan', undefined, mexicana.admin.token)).body.data;
    expect(plan.moneda).toBe('MXN');
    expect(plan.mensualidad).toEqual({ importe: 990, moneda: 'MXN' });
    expect(plan.planesDisponibles.find((p: any) => p.id === 'professional')).toMatchObject({ precio: null });

    const res = await call('POST', '/api/dashboard/cambio-plan', { planId: 'professional' }, mexicana.admin.token);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('El plan Professional no tiene precio en MXN');
    expect((await call('GET', '/api/dashboard/plan', undefined, mexicana.admin.token)).body.data.ultimaSolicitud).toBeNull();
  });

  it('the superadmin cannot move its subscription to a plan without an MXN price: 400, the subscription as it was', async () => {
    const subs = (await call('GET', '/api/saas/suscripciones')).body.data.items as any[];
    const sub = subs.find((s) => s.empresaId === mexicana.empresaId);
    const res = await call('PUT', `/api/saas/suscripciones/${sub.id}`, { planId: 'enterprise' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('El plan Enterprise no tiene precio en MXN');
    const empresa = await getEmpresa(mexicana.empresaId);
    expect(empresa).toMatchObject({ plan: 'starter', suscripcion: { precioMensualCentimos: 99_000, moneda: 'MXN' } });
    expect((await call('GET', '/api/saas/estadisticas')).body.data.por_moneda[1]).toMatchObject({ moneda: 'MXN', mrr: 990 });
  });
});

describe('the totals across companies, each currency apart (issue 67)', () => {
  const mes = (d: Date) => d.toISOString().slice(0, 7);
  const siguiente = () => {
    const d = new Date();
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 3, 8));
  };

  it("the global dashboard's MRR has one figure per currency, never 49 + 990", async () => {
    const data = (await call('GET', '/api/dashboard')).body.data;
    expect(data.mrr).toBe(49);
    expect(data.mrrPorMoneda).toEqual([
      { moneda: 'EUR', importe: 49 },
      { moneda: 'MXN', importe: 990 },
    ]);
  });

  it('the history, the monthly snapshot and the analytics CSV keep each currency apart', async () => {
    const ahora = (await call('GET', '/api/saas/estadisticas/historial')).body.data.meses.at(-1);
    expect(ahora).toMatchObject({
      mes: mes(new Date()),
      mrr: 49,
      por_moneda: [
        { moneda: 'EUR', mrr: 49, ingresos: 49 },
        { moneda: 'MXN', mrr: 990, ingresos: 990 },
      ],
    });
    // Next month's first run closes this one with each currency's pair; an old reader's euro pair is as it was.
    const despues = siguiente();
    expect(await cerrarMeses(despues)).toContain(mes(new Date()));
    const guardado = await getItem<Record<string, unknown>>(plataformaKeys.snapshot(mes(new Date())), { consistent: true });
    expect(guardado).toMatchObject({ mrrCentimos: 4900, ingresosCentimos: 4900, mrrCentimosMXN: 99_000, ingresosCentimosMXN: 99_000 });
    const cerrado = (await historial(despues)).meses.find((m) => m.mes === mes(new Date()));
    expect(cerrado).toMatchObject({ cerrado: true, mrr: 49, por_moneda: ahora.por_moneda });

    const { cabeceras, filas } = await filasDe('analytics', new Date());
    expect(cabeceras.slice(0, 3)).toEqual(['mes', 'mrr_cierre_eur', 'mrr_cierre_mxn']);
    expect(filas.at(-1)!.slice(0, 3)).toEqual([mes(new Date()), 49, 990]);
  });
});

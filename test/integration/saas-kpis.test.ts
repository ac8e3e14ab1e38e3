// The SaaS panel's KPIs (D97) on subscriptions driven through the real APIs, with the clock fixed
// (only Date is faked; the stack runs in this process): October opens two paying subscriptions (the
// Empresas form's companies, D118) and a trial (the onboarding's); November cancels a paying one,
// changes a plan mid-month, converts the trial, and cancels another trial. Each KPI is then what D97's formula gives (a quiet month between
// two is the unit table's case: the emulated sign-in refuses a clock moved past a few weeks). One stack.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plataformaKeys } from '../../functions/lib/db/plataforma.js';
import { getEmpresa } from '../../functions/lib/db/empresas.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { cerrarMeses } from '../../functions/lib/saas/cierre-mes.js';
import { exportar } from '../../functions/lib/saas/exportar.js';
import { guardarClave } from '../../functions/lib/db/claves-api.js';
import { empresaConAdmin, login, pilaConSuperadmin, type Session } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';

let stack: TestStack;
let superadmin: Session;

const call = (method: string, path: string, body?: unknown, token = superadmin.token) => stack.call(method as 'GET', path, { token, body });

async function enFecha(iso: string) {
  vi.setSystemTime(new Date(iso));
  superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
}

let n = 0;
/** A company from the Empresas form: it pays its plan from the start (D118). */
async function empresa(plan = 'professional') {
  n++;
  const e = await empresaConAdmin(stack, superadmin, {
    nombreLegal: `Métrica ${n} S.L.`,
    cif: completarCif('B', String(6_600_000 + n)),
    email: `info@metrica${n}.test`,
    plan,
    admin: { nombre: `Admin ${n}`, email: `admin@metrica${n}.test`, password: 'Benjo-Clave-2026' },
  });
  return { ...e, suscripcionId: (await getEmpresa(e.empresaId))!.suscripcion.id as string };
}
/** A company from the onboarding: in trial on its plan (D98). */
async function enPrueba(plan: string) {
  n++;
  const res = await call('POST', '/api/onboarding', {
    empresa: { nombreLegal: `Métrica ${n} S.L.`, cif: completarCif('B', String(6_600_000 + n)), email: `info@metrica${n}.test` },
    administrador: { nombre: `Admin ${n}`, email: `admin@metrica${n}.test`, cargo: 'Directora RRHH' },
    tenant: { subdominio: `metrica-${n}` },
    planSeleccionado: plan,
    configuracion: { areas_iniciales: ['Ventas'], servicios_activos: ['Entrevistas con IA'] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { empresaId: res.body.data.empresa.id as string, suscripcionId: res.body.data.suscripcion.id as string };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-15T10:00:00Z'));
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
});
afterAll(async () => {
  await stack?.cleanup();
  vi.useRealTimers();
});

const ids: Record<string, string> = {};

describe('GET /api/saas/estadisticas', () => {
  it('starts at zero on a new platform', async () => {
    const res = await call('GET', '/api/saas/estadisticas');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      mes: '2026-10',
      mrr: 0,
      arr: 0,
      usuarios_totales: 0,
      churn_rate: 0,
      conversion_trial: 0,
      ingresos_total: 0,
    });
  });

  it('October: starter (49 €) and professional (149 €) paying, one trial (pays nothing)', async () => {
    const [a, b, c] = [await empresa('starter'), await empresa('professional'), await enPrueba('starter')];
    Object.assign(ids, { a: a.empresaId, b: b.empresaId, c: c.empresaId, sa: a.suscripcionId, sb: b.suscripcionId, sc: c.suscripcionId });
    const res = await call('GET', '/api/saas/estadisticas');
    expect(res.body.data).toEqual({
      mes: '2026-10',
      mrr: 198,
      arr: 2376,
      // a and b pay; c is in trial, active too.
      empresas_activas: 3,
      empresas_de_pago: 2,
      empresas_en_prueba: 1,
      empresas_sin_suscripcion: 0,
      usuarios_totales: 3,
      entrevistas_realizadas: 0,
      conversion_trial: 0,
      churn_rate: 0,
      ingresos_mes: 198,
      ingresos_total: 198,
      por_moneda: [{ moneda: 'EUR', mrr: 198, arr: 2376, ingresos_mes: 198, ingresos_total: 198 }],
      suscripciones_activas: 2,
      suscripciones_trial: 1,
      solicitudes_demo_pendientes: 0,
    });
  });

  it('November: a paying one cancelled, a plan changed mid-month, a trial converted, another cancelled', async () => {
    await enFecha('2026-11-10T09:00:00Z');
    expect((await call('POST', `/api/saas/suscripciones/${ids.sb}/cancelar`)).status).toBe(200);
    const cambio = await call('PUT', `/api/saas/suscripciones/${ids.sa}`, { planId: 'enterprise' });
    expect(cambio.status, JSON.stringify(cambio.body)).toBe(200);
    expect((await call('PUT', `/api/saas/suscripciones/${ids.sc}`, { estado: 'activa' })).status).toBe(200);
    const d = await enPrueba('starter');
    expect((await call('POST', `/api/saas/suscripciones/${d.suscripcionId}/cancelar`)).status).toBe(200);
    await enPrueba('professional');

    const res = await call('GET', '/api/saas/estadisticas');
    expect(res.body.data).toEqual({
      mes: '2026-11',
      // enterprise 399 + starter 49 (converted)
      mrr: 448,
      arr: 5376,
      // a and c (activa), e in trial; b and d cancelada
      empresas_activas: 3,
      empresas_de_pago: 2,
      empresas_en_prueba: 1,
      empresas_sin_suscripcion: 0,
      usuarios_totales: 5,
      entrevistas_realizadas: 0,
      // one trial converted, one cancelled
      conversion_trial: 50,
      // paying at November's start: a and b; b cancelled
      churn_rate: 50,
      ingresos_mes: 448,
      // October billed 198, November 448
      ingresos_total: 646,
      por_moneda: [{ moneda: 'EUR', mrr: 448, arr: 5376, ingresos_mes: 448, ingresos_total: 646 }],
      suscripciones_activas: 2,
      suscripciones_trial: 1,
      solicitudes_demo_pendientes: 0,
    });
  });

  it('a company admin gets 403', async () => {
    const admin = await login(stack, 'admin@metrica1.test', 'Benjo-Clave-2026');
    expect((await call('GET', '/api/saas/estadisticas', undefined, admin.token)).status).toBe(403);
  });
});

describe('GET /api/saas/tenants', () => {
  it('pages the companies by cursor, each with its users, last access and AI status', async () => {
    await enFecha('2026-11-10T12:00:00Z');
    // A sign-in of a company's user is its last access.
    await login(stack, 'admin@metrica2.test', 'Benjo-Clave-2026');
    // Company 3 has its own enabled OpenAI key; no platform key: the others have none.
    const empresa3 = (await call('GET', '/api/saas/tenants', undefined)).body.data.items.find(
      (t: { nombre: string }) => t.nombre === 'Métrica 3 S.L.',
    );
    await guardarClave(empresa3.id, {
      proveedor: 'openai',
      sobre: { v: 1 } as never,
      ultimos4: 'abcd',
      habilitada: true,
      estado: { isValid: true, lastError: null },
      actualizadaEn: '2026-11-10T12:00:00.000Z',
      actualizadaPor: 'prueba',
    });

    const vistos: Array<Record<string, unknown>> = [];
    let cursor: string | null = null;
    let paginas = 0;
    do {
      const q: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const res = await call('GET', `/api/saas/tenants${q}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.items.length).toBeLessThanOrEqual(2);
      expect(res.body.data.mes).toBe('2026-11');
      vistos.push(...res.body.data.items);
      cursor = res.body.data.cursor;
      paginas++;
    } while (cursor && paginas < 10);
    expect(paginas).toBe(3);
    // Every company once (the clock is frozen, so they share a creation time: the index orders them by id).
    expect(vistos.map((t) => t.nombre).sort()).toEqual([
      'Métrica 1 S.L.',
      'Métrica 2 S.L.',
      'Métrica 3 S.L.',
      'Métrica 4 S.L.',
      'Métrica 5 S.L.',
    ]);
    const por = (nombre: string) => vistos.find((t) => t.nombre === nombre)!;
    expect(por('Métrica 2 S.L.')).toMatchObject({
      usuarios_activos: 1,
      entrevistas_mes: 0,
      ultimo_acceso: '2026-11-10T12:00:00.000Z',
      estado: 'cancelada',
      plan: 'professional',
      estado_ia: 'sin_clave',
    });
    expect(por('Métrica 3 S.L.')).toMatchObject({ estado_ia: 'propia', estado: 'activa' });
    // From the onboarding: its administrator has not signed in yet.
    expect(por('Métrica 5 S.L.')).toMatchObject({ estado: 'trial', ultimo_acceso: null });
    expect(typeof por('Métrica 1 S.L.').subdominio === 'string' || por('Métrica 1 S.L.').subdominio === null).toBe(true);
  });

  it('refuses a bad limit with a 400 and a company admin with a 403', async () => {
    expect((await call('GET', '/api/saas/tenants?limit=0')).status).toBe(400);
    const admin = await login(stack, 'admin@metrica1.test', 'Benjo-Clave-2026');
    expect((await call('GET', '/api/saas/tenants', undefined, admin.token)).status).toBe(403);
  });
});

describe('GET /api/saas/exportar/{tipo}', () => {
  /** The file as the browser gets it: bytes (the BOM is kept), headers. */
  async function descargar(tipo: string, token = superadmin.token) {
    const res = await fetch(`${stack.apiUrl}/api/saas/exportar/${tipo}`, { headers: { authorization: `Bearer ${token}` } });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }
  const leer = (bytes: Uint8Array) => parse(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), { bom: true }) as string[][];
  const BOM = [0xef, 0xbb, 0xbf];

  it('usuarios: a dated CSV with BOM and header, every user, accents intact, formulas neutralised, no secrets', async () => {
    // In trial, so November's money stays as above.
    const e = await enPrueba('starter');
    // A name a spreadsheet would run as a formula.
    const u = await call('POST', '/api/usuarios', {
      nombre: '=Peñalver Ibáñez',
      email: 'formula@metrica.test',
      password: 'Clave-Segura-2026',
      rol: 'operador',
      empresaId: e.empresaId,
    });
    expect(u.status, JSON.stringify(u.body)).toBe(201);
    const { res, bytes } = await descargar('usuarios');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="usuarios_2026-11-10.csv"');
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    const filas = leer(bytes);
    expect(filas[0]).toEqual(['id', 'nombre', 'email', 'rol', 'empresa_id', 'empresa', 'activo', 'ultimo_acceso']);
    const formula = filas.find((f) => f[2] === 'formula@metrica.test')!;
    expect(formula.slice(1, 6)).toEqual(["'=Peñalver Ibáñez", 'formula@metrica.test', 'operador', e.empresaId, `Métrica ${n} S.L.`]);
    expect(filas.find((f) => f[2] === 'admin@metrica2.test')![7]).toBe('2026-11-10T12:00:00.000Z');
    // 6 company admins, the new operator and the superadmin.
    expect(filas.length - 1).toBe(8);
    expect(new TextDecoder().decode(bytes)).not.toMatch(/password|sesionesDesde|sobre/i);
  });

  it('facturacion: one row per subscription with plan, state, price and dates', async () => {
    const { res, bytes } = await descargar('facturacion');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="facturacion_2026-11-10.csv"');
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    const filas = leer(bytes);
    expect(filas[0]).toEqual([
      'suscripcion_id',
      'empresa_id',
      'empresa',
      'plan',
      'estado',
      'precio_mensual',
      'moneda',
      'fecha_inicio',
      'fecha_fin',
      'proximo_pago',
      'metodo_pago',
    ]);
    // Every company's: a to e, and the trial of the users' export.
    expect(filas.length - 1).toBe(6);
    // The form gave it no payment method: none is written.
    expect(filas.find((f) => f[0] === ids.sa)).toMatchObject({
      2: 'Métrica 1 S.L.',
      3: 'Enterprise',
      4: 'activa',
      5: '399',
      6: 'EUR',
      10: '',
    });
    expect(filas.find((f) => f[0] === ids.sb)).toMatchObject({ 4: 'cancelada', 8: '2026-11-10' });
  });

  it('analytics: one row per month since the first event, the MRR at each month’s close', async () => {
    const filas = leer((await descargar('analytics')).bytes);
    expect(filas[0][0]).toBe('mes');
    expect(filas.slice(1).map((f) => [f[0], f[1], f[2], f[4], f[5]])).toEqual([
      ['2026-10', '198', '2', '0', '1'],
      ['2026-11', '448', '1', '1', '3'],
    ]);
  });

  it('a large export is put in S3 and answered as a short-lived link that downloads the same file', async () => {
    const e = await exportar('facturacion', new Date(), 10);
    expect(e.forma).toBe('enlace');
    if (e.forma !== 'enlace') return;
    expect(e).toMatchObject({ nombre: 'facturacion_2026-11-10.csv', filas: 6 });
    const res = await fetch(e.url);
    expect(res.status).toBe(200);
    const filas = leer(new Uint8Array(await res.arrayBuffer()));
    expect(filas.length - 1).toBe(6);
    expect(filas[1][2]).toMatch(/^Métrica \d S\.L\.$/);
  });

  it('an unknown type is a 400 in Spanish; a company admin gets 403', async () => {
    const malo = await call('GET', '/api/saas/exportar/nominas');
    expect(malo.status).toBe(400);
    expect(JSON.stringify(malo.body)).toContain('El tipo de exportación debe ser usuarios, facturacion o analytics');
    const admin = await login(stack, 'admin@metrica1.test', 'Benjo-Clave-2026');
    expect((await descargar('usuarios', admin.token)).res.status).toBe(403);
  });
});

describe('the monthly snapshot (job cierre-mes) and GET /api/saas/estadisticas/historial', () => {
  const snapshot = (mes: string) => getItem<Record<string, unknown>>(plataformaKeys.snapshot(mes), { consistent: true });
  // A platform that bills in euros alone: each month has its euro figures, and no other currency.
  const eur = (v: number) => [{ moneda: 'EUR', mrr: v, ingresos: v }];

  it('before any close, the history is the current month alone', async () => {
    const res = await call('GET', '/api/saas/estadisticas/historial');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.meses).toEqual([
      { mes: '2026-11', mrr: 448, ingresos: 448, por_moneda: eur(448), empresas_activas: 4, cerrado: false },
    ]);
  });

  it('closes October once: a second run does nothing and leaves it as it was', async () => {
    const { handler } = await import('../../functions/jobs/cierre-mes.js');
    expect(await handler()).toEqual({ cerrados: ['2026-10'] });
    const octubre = await snapshot('2026-10');
    expect(octubre).toMatchObject({ mes: '2026-10', mrrCentimos: 19_800, ingresosCentimos: 19_800, empresasActivas: 4 });
    expect(await handler()).toEqual({ cerrados: [] });
    expect(await snapshot('2026-10')).toEqual(octubre);
    const res = await call('GET', '/api/saas/estadisticas/historial');
    expect(res.body.data.meses).toEqual([
      { mes: '2026-10', mrr: 198, ingresos: 198, por_moneda: eur(198), empresas_activas: 4, cerrado: true },
      { mes: '2026-11', mrr: 448, ingresos: 448, por_moneda: eur(448), empresas_activas: 4, cerrado: false },
    ]);
  });

  it('a missed month is closed by the next run (its active companies not known: null)', async () => {
    // The job did not run in December: January's first run closes November and December.
    expect(await cerrarMeses(new Date('2027-01-03T08:00:00Z'))).toEqual(['2026-11', '2026-12']);
    expect(await snapshot('2026-11')).toMatchObject({ mrrCentimos: 44_800, empresasActivas: null });
    expect(await snapshot('2026-12')).toMatchObject({ mrrCentimos: 44_800, empresasActivas: 4 });
    expect(await cerrarMeses(new Date('2027-01-20T08:00:00Z'))).toEqual([]);
  });

  it('a company admin gets 403', async () => {
    const admin = await login(stack, 'admin@metrica1.test', 'Benjo-Clave-2026');
    expect((await call('GET', '/api/saas/estadisticas/historial', undefined, admin.token)).status).toBe(403);
  });
});

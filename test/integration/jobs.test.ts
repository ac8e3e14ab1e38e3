// The scheduled jobs through the local scheduler (the same modules EventBridge runs): the
// reminders notify once and mail once, however often (and however concurrently) they run; the
// mails are read back from the local SES emulator's store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFechaHoraCompleta } from '../../shared/fechas.js';
import { crearUsuario, empresaConAdmin, login, mailsTo, pilaConSuperadmin, programarEntrevista, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin());
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('reminders job', () => {
  it('a licence expiring within 7 days notifies the company admins once, even when the job runs twice', async () => {
    const pronto = await empresaDePrueba('Lic', 1, 'a1@lic.test');
    const lejos = await empresaDePrueba('Lic', 2, 'a2@lic.test');
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    const { empresaKeys } = await import('../../functions/lib/db/empresas.js');
    await updateItem(empresaKeys.empresa(pronto.empresaId), {
      'licencias.fechaVencimiento': new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    // lejos keeps the default expiry: 30 days ahead.

    const first = (await stack.scheduler!.runNow('recordatorios')) as { licencias: { notificaciones: number } };
    const second = (await stack.scheduler!.runNow('recordatorios')) as { licencias: { notificaciones: number } };
    expect(first.licencias.notificaciones).toBe(1);
    expect(second.licencias.notificaciones).toBe(0);

    const bell = (await stack.call('GET', '/api/notificaciones', { token: pronto.admin.token })).body.data;
    const avisos = bell.items.filter((n: { title: string }) => n.title === 'Tu licencia vence pronto');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ prioridad: 'alta', actionUrl: '/empresas' });
    expect(avisos[0].message).toMatch(/^La licencia de Lic 1 vence el .+ \(3 día\(s\)\)/);
    expect((await stack.call('GET', '/api/notificaciones', { token: lejos.admin.token })).body.data.items).toEqual([]);
    expect(lejos.empresa.licencias.fechaVencimiento).toBeDefined();
  });
});

type Resultado = {
  licencias: { empresas: number; notificaciones: number };
  entrevistas: { entrevistas: number; emails: number; fallidos: number; notificaciones: number };
};
const run = async () => (await stack.scheduler!.runNow('recordatorios')) as Resultado;
const H = 3_600_000;

async function titulos(s: Session, title: string) {
  const items = (await stack.call('GET', '/api/notificaciones?limit=100', { token: s.token })).body.data.items;
  return items.filter((n: { title: string }) => n.title === title);
}

/** Company `${prefijo} ${n}` with its admin (see empresaConAdmin): the jobs' notices name it. */
function empresaDePrueba(prefijo: 'Lic' | 'Rec', n: number, adminEmail: string) {
  const inicial = prefijo[0]!;
  return empresaConAdmin(stack, superadmin, {
    ...empresaPrueba(`${prefijo} ${n}`, completarCif('B', String((prefijo === 'Lic' ? 1_000_000 : 2_000_000) + n)), {
      nombreLegal: `${prefijo} ${n} SA`,
      email: `${inicial.toLowerCase()}${n}@${prefijo.toLowerCase()}.test`,
    }),
    admin: adminPrueba(`${prefijo} ${n}`, { nombre: 'Admin', email: adminEmail }),
  });
}

describe('interview reminders', () => {
  const TITULO = 'Entrevista en las próximas 24 horas';
  let empresa: { id: string };
  let admin: Session;
  let op: Session;
  let opSinAvisos: Session;

  beforeAll(async () => {
    ({ empresa, admin } = await empresaDePrueba('Rec', 1, 'admin@rec1.test'));
    await crearUsuario(stack, admin, { email: 'op@rec1.test', rol: 'operador', nombre: 'Olga' });
    await crearUsuario(stack, admin, { email: 'op2@rec1.test', rol: 'operador', nombre: 'Omar' });
    op = await login(stack, 'op@rec1.test', 'Usuario-Prueba-2026');
    opSinAvisos = await login(stack, 'op2@rec1.test', 'Usuario-Prueba-2026');
    const off = await stack.call('PUT', '/api/perfil', {
      token: opSinAvisos.token,
      body: { configuracion: { notificaciones: { recordatorios: false } } },
    });
    expect(off.status).toBe(200);
  });

  it('mails each candidate within the next 24 h once and notifies the scheduler and the admins once, with runs in parallel', async () => {
    const now = Date.now();
    const a = await programarEntrevista(empresa.id, {
      fechaProgramada: new Date(now + 2 * H),
      candidato: 'Ana Ruiz',
      creadoPor: op.user.id,
    });
    await programarEntrevista(empresa.id, {
      fechaProgramada: new Date(now + 23 * H),
      candidato: 'Bruno Diaz',
      creadoPor: op.user.id,
      zonaHoraria: 'Europe/Madrid',
    });
    await programarEntrevista(empresa.id, {
      fechaProgramada: new Date(now + 4 * H),
      candidato: 'Fabio Sol',
      creadoPor: opSinAvisos.user.id,
    });
    // Outside the window, or no longer programada: nothing.
    await programarEntrevista(empresa.id, { fechaProgramada: new Date(now + 25 * H), candidato: 'Carla Mar', creadoPor: op.user.id });
    await programarEntrevista(empresa.id, { fechaProgramada: new Date(now - 1 * H), candidato: 'Diego Paz', creadoPor: op.user.id });
    await programarEntrevista(empresa.id, {
      fechaProgramada: new Date(now + 3 * H),
      candidato: 'Elena Gil',
      creadoPor: op.user.id,
      estado: 'en_progreso',
    });

    // Two runs at once (the handler itself, since the scheduler joins a run already going), then a third.
    const { handler } = await import('../../functions/jobs/recordatorios.js');
    const runs = [...(await Promise.all([handler(), handler()])), await run()];
    expect(runs.reduce((t, r) => t + r.entrevistas.emails, 0)).toBe(3);
    expect(runs.reduce((t, r) => t + r.entrevistas.fallidos, 0)).toBe(0);

    for (const c of ['ana.ruiz', 'bruno.diaz', 'fabio.sol']) expect(await mailsTo(stack, `${c}@candidatos.test`)).toHaveLength(1);
    for (const c of ['carla.mar', 'diego.paz', 'elena.gil']) expect(await mailsTo(stack, `${c}@candidatos.test`)).toHaveLength(0);

    const [mail] = await mailsTo(stack, 'ana.ruiz@candidatos.test');
    // The expectation comes from the product's own formatter: the test holds at any hour, day or zone.
    expect(mail.subject).toBe(
      `Recordatorio: tu entrevista con Rec 1, hora propuesta ${formatFechaHoraCompleta(a.fechaProgramada, 'America/Bogota')}`,
    );
    expect(mail.subject).toMatch(/, \d\d:\d\d$/);
    expect(mail.body.html).toContain(`/entrevista/${a.token}`);
    expect(mail.body.text).toContain('Hola Ana Ruiz:');
    expect(mail.body.text).toContain('(hora de Bogotá); puedes hacerla cuando te venga bien hasta el ');
    expect(mail.body.text).not.toContain('undefined');
    expect(mail.body.text).toContain('Tipo de entrevista: Entrevista en profundidad. Duración estimada: 60 minutos.');
    expect((await mailsTo(stack, 'bruno.diaz@candidatos.test'))[0].body.text).toContain('(hora de Madrid)');

    // The admin hears of all three, the scheduler of their two, whoever turned reminders off of none.
    const delAdmin = await titulos(admin, TITULO);
    expect(delAdmin).toHaveLength(3);
    expect(delAdmin.map((n: { message: string }) => n.message.match(/^La entrevista de (.+) \(/)?.[1]).sort()).toEqual([
      'Ana Ruiz',
      'Bruno Diaz',
      'Fabio Sol',
    ]);
    expect(delAdmin[0]).toMatchObject({
      type: 'entrevista',
      prioridad: 'media',
      actionUrl: '/entrevistas',
      actionText: 'Ver entrevistas',
      isRead: false,
    });
    expect(await titulos(op, TITULO)).toHaveLength(2);
    expect(await titulos(opSinAvisos, TITULO)).toHaveLength(0);
    const bell = (await stack.call('GET', '/api/notificaciones', { token: op.token })).body.data;
    expect(bell.noLeidas).toBeGreaterThanOrEqual(2);
  });

  it('a rescheduled interview gets a reminder for its new date-time', async () => {
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    const { entrevistaKeys } = await import('../../functions/lib/db/entrevistas.js');
    const e = await programarEntrevista(empresa.id, {
      fechaProgramada: new Date(Date.now() + 5 * H),
      candidato: 'Raul Vega',
      creadoPor: op.user.id,
    });
    await run();
    const nueva = new Date(Date.now() + 8 * H).toISOString();
    await updateItem(entrevistaKeys.entrevista(empresa.id, e.id), {
      fechaProgramada: nueva,
      ...entrevistaKeys.agenda(nueva, empresa.id, e.id),
    });
    await run();
    await run();
    expect(await mailsTo(stack, 'raul.vega@candidatos.test')).toHaveLength(2);
  });

  it('while mail is down nothing is sent or notified; the next run sends it once', async () => {
    await programarEntrevista(empresa.id, { fechaProgramada: new Date(Date.now() + 6 * H), candidato: 'Gema Luz', creadoPor: op.user.id });
    await stack.stopMail();
    let caido: Resultado;
    try {
      caido = await run();
    } finally {
      await stack.startMail();
    }
    expect(caido.entrevistas).toMatchObject({ emails: 0, fallidos: 1 });
    const aviso = (n: { message: string }) => n.message.startsWith('La entrevista de Gema Luz ');
    expect((await titulos(admin, TITULO)).filter(aviso)).toHaveLength(0);

    expect((await run()).entrevistas).toMatchObject({ emails: 1, fallidos: 0 });
    await run();
    expect(await mailsTo(stack, 'gema.luz@candidatos.test')).toHaveLength(1);
    expect((await titulos(admin, TITULO)).filter(aviso)).toHaveLength(1);
  });

  it("a suspended company's candidates get no reminder", async () => {
    const { empresa: otra } = await empresaDePrueba('Rec', 2, 'admin@rec2.test');
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    const { empresaKeys } = await import('../../functions/lib/db/empresas.js');
    await updateItem(empresaKeys.empresa(otra.id), { estado: 'suspendida', activa: false });
    await programarEntrevista(otra.id, { fechaProgramada: new Date(Date.now() + 2 * H), candidato: 'Susi Paz', creadoPor: 'sin-usuario' });
    await run();
    expect(await mailsTo(stack, 'susi.paz@candidatos.test')).toHaveLength(0);
  });
});

describe('trial ending', () => {
  it('a company in trial whose period ends within 7 days hears it once, as the end of its trial', async () => {
    const { empresa: e, admin: a } = await empresaDePrueba('Rec', 3, 'admin@rec3.test');
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    const { empresaKeys } = await import('../../functions/lib/db/empresas.js');
    await updateItem(empresaKeys.empresa(e.id), {
      estado: 'trial',
      'licencias.fechaVencimiento': new Date(Date.now() + 2 * 86_400_000 - 60_000).toISOString(),
    });
    await run();
    await run();
    const avisos = await titulos(a, 'Tu periodo de prueba termina pronto');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ type: 'sistema', prioridad: 'alta', actionUrl: '/empresas' });
    expect(avisos[0].message).toMatch(/^El periodo de prueba de Rec 3 termina el .+ \(2 día\(s\)\)\. Elige un plan/);
    expect(await titulos(a, 'Tu licencia vence pronto')).toHaveLength(0);
  });
});

describe("the SaaS panel's Sistema tab (D99): GET /api/saas/sistema from what is stored", () => {
  const sistema = async (token = superadmin.token) => {
    const res = await stack.call('GET', '/api/saas/sistema', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      componentes: Array<{ id: string; estado: string; valor: string; observadoEn: string | null }>;
      trabajos: Array<{ id: string; ultimaEjecucion: string | null; resultado: string | null; alDia: boolean }>;
      fallosCorreo: Array<{ plantilla: string; error: string | null }>;
      checklist: Array<{ id: string; implementado: boolean }>;
    };
  };
  const item = (d: Awaited<ReturnType<typeof sistema>>, id: string) => d.checklist.find((i) => i.id === id)!.implementado;
  const comp = (d: Awaited<ReturnType<typeof sistema>>, id: string) => d.componentes.find((c) => c.id === id)!;

  it('every scheduled job records its last run, which the tab reads with the health record, keys, mail and plans', async () => {
    const { jobs } = await import('../../shared/jobs.js');
    const { registrarEnvio } = await import('../../functions/lib/db/email.js');
    const { guardarClave } = await import('../../functions/lib/db/claves-api.js');
    const antes = Date.now();
    for (const j of jobs) await stack.scheduler!.runNow(j.id);
    let d = await sistema();
    for (const j of jobs) {
      const t = d.trabajos.find((x) => x.id === j.id)!;
      expect(t, j.id).toMatchObject({ resultado: 'ok', alDia: true });
      expect(Date.parse(t.ultimaEjecucion!)).toBeGreaterThanOrEqual(antes - 1_000);
    }
    expect(comp(d, 'api')).toMatchObject({ estado: 'ok', valor: 'Online' });
    expect(comp(d, 'base_datos')).toMatchObject({ estado: 'ok', valor: 'Conectada' });
    expect(comp(d, 'trabajos')).toMatchObject({ estado: 'ok', valor: 'Operativo' });
    expect(item(d, 'health') && item(d, 'trabajos')).toBe(true);
    // The local stack configures Google (and Microsoft) sign-in through its OIDC issuer.
    expect(item(d, 'federacion')).toBe(true);

    // No platform key yet: 0/6 and Pendiente; a working one stored: 1/6 and Implementado.
    expect(comp(d, 'ia')).toMatchObject({ estado: 'error', valor: '0/6 Activos' });
    expect(item(d, 'clave_ia')).toBe(false);
    await guardarClave(null, {
      proveedor: 'claude',
      sobre: { v: 1 } as never,
      ultimos4: 'wxyz',
      habilitada: true,
      estado: { isValid: true, lastError: null, probadaEn: new Date().toISOString() },
      actualizadaEn: new Date().toISOString(),
      actualizadaPor: 'prueba',
    });

    // Mail: a failed send is the status and is listed; the defaults become a stored configuration.
    await registrarEnvio({
      plantilla: 'credencialesAdministrador',
      categoria: 'administracion',
      destinatario: 'nadie@sistema.test',
      empresaId: null,
      estado: 'fallido',
      proveedor: 'ses',
      intentos: 3,
      messageId: null,
      error: 'MessageRejected: Email address is not verified',
    });
    const ini = await stack.call('POST', '/api/configuracion/email/inicializar', { token: superadmin.token });
    expect(ini.status).toBe(200);

    // A plan created (whatever the seed left): the item is Implementado.
    const plan = await stack.call('POST', '/api/saas/planes', {
      token: superadmin.token,
      body: { nombre: 'Sistema Test', precio: 10, descripcion: 'Plan de prueba del estado del sistema' },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);

    d = await sistema();
    expect(comp(d, 'ia')).toMatchObject({ estado: 'ok', valor: '1/6 Activos' });
    expect(item(d, 'clave_ia')).toBe(true);
    expect(comp(d, 'correo')).toMatchObject({ estado: 'error', valor: 'Con fallos' });
    expect(d.fallosCorreo[0]).toEqual(
      expect.objectContaining({ plantilla: 'credencialesAdministrador', error: 'MessageRejected: Email address is not verified' }),
    );
    expect(JSON.stringify(d)).not.toContain('nadie@sistema.test');
    expect(item(d, 'correo_enviado')).toBe(false);
    expect(item(d, 'correo_configurado') && item(d, 'plantillas') && item(d, 'planes')).toBe(true);
    expect(JSON.stringify(d)).not.toContain('wxyz');
  });

  it('only the superadmin reads it', async () => {
    const { admin } = await empresaDePrueba('Lic', 9, 'a9@lic.test');
    const res = await stack.call('GET', '/api/saas/sistema', { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Solo el Super Admin puede abrir el Panel Sistema.');
  });
});

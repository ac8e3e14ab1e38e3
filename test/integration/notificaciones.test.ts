// Notifications through the local stack: created by real events (a user added, a company created),
// listed newest first with an exact unread count, marked read one by one or all, removed, kept per
// user and per company, idempotent by clave, and the counter exact under parallel writes. The
// interview's notices are delivered at least once and written once (D109): a write that fails in the
// request or in a delivery is written by the analysis job or its next delivery, once; the report's
// email goes once; and erasing the candidate takes every notice that named them back.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ddb } from '../../functions/lib/aws/dynamo.js';
import { entrevistaKeys, type EntrevistaItem } from '../../functions/lib/db/entrevistas.js';
import { getItem, updateItem } from '../../functions/lib/db/repository.js';
import { NotFoundError } from '../../functions/lib/errors.js';
import { completarEntrevista, empresaConCandidato, type EmpresaPrueba } from './entrevista-fixtures.js';
import { crearUsuario, empresaDelArchivo, login, mailsTo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let empresaId: string;
let svc: typeof import('../../functions/lib/notificaciones/notificar.js');

empresaDelArchivo(
  { scheduler: false },
  {
    ...empresaPrueba('Notis', 'N1234567D'),
    admin: adminPrueba('Notis'),
  },
  async (hecha) => {
    ({ stack, superadmin, empresaId, admin } = hecha);
    svc = await import('../../functions/lib/notificaciones/notificar.js');
  },
);
const sendOriginal = ddb.send;
afterEach(() => {
  ddb.send = sendOriginal;
});

const bell = async (s: Session) => (await stack.call('GET', '/api/notificaciones', { token: s.token })).body.data;

describe('notifications from real events', () => {
  it('a company created notifies the superadmin', async () => {
    const data = await bell(superadmin);
    expect(data.items[0]).toMatchObject({
      title: 'Empresa creada',
      type: 'sistema',
      prioridad: 'media',
      isRead: false,
      actionUrl: '/empresas',
    });
    expect(data.items[0].message).toBe('Notis se ha dado de alta en la plataforma con el plan professional.');
    expect(data.noLeidas).toBeGreaterThanOrEqual(1);
  });

  it('a user added notifies the company admins (not the new user), newest first', async () => {
    expect((await bell(admin)).noLeidas).toBe(0);
    await crearUsuario(stack, admin, { email: 'uno@notis.test', rol: 'operador', nombre: 'Uno' });
    await crearUsuario(stack, admin, { email: 'dos@notis.test', rol: 'admin', nombre: 'Dos' });
    const data = await bell(admin);
    expect(data.noLeidas).toBe(2);
    expect(data.items.map((n: { message: string }) => n.message)).toEqual([
      'Dos (dos@notis.test) ya tiene acceso como Administrador.',
      'Uno (uno@notis.test) ya tiene acceso como Operador.',
    ]);
    expect(data.items[0].title).toBe('Nuevo usuario en Notis');
    const dos = await login(stack, 'dos@notis.test', 'Usuario-Prueba-2026');
    expect((await bell(dos)).items).toEqual([]);
  });
});

describe('reading and removing', () => {
  it('marks one read, then all; removes one and then all; the count follows exactly', async () => {
    await svc.notificar([{ userId: admin.user.id, empresaId }], {
      type: 'entrevista',
      prioridad: 'alta',
      title: 'A',
      message: 'a',
      actionUrl: '/entrevistas',
      clave: 'prueba-a',
    });
    let data = await bell(admin);
    const before = data.noLeidas;
    const first = data.items[0];
    const read = await stack.call('PATCH', `/api/notificaciones/${first.id}`, { token: admin.token, body: { isRead: true } });
    expect(read.body.data.isRead).toBe(true);
    await stack.call('PATCH', `/api/notificaciones/${first.id}`, { token: admin.token, body: { isRead: true } });
    expect((await bell(admin)).noLeidas).toBe(before - 1);

    const all = await stack.call('POST', '/api/notificaciones/leer-todas', { token: admin.token });
    expect(all.body).toMatchObject({ message: 'Todas las notificaciones marcadas como leídas', data: { marcadas: before - 1 } });
    data = await bell(admin);
    expect(data.noLeidas).toBe(0);
    expect(data.items.every((n: { isRead: boolean }) => n.isRead)).toBe(true);

    await svc.notificar([{ userId: admin.user.id, empresaId }], {
      type: 'candidato',
      prioridad: 'baja',
      title: 'B',
      message: 'b',
      clave: 'prueba-b',
    });
    const nueva = (await bell(admin)).items[0];
    await stack.call('DELETE', `/api/notificaciones/${nueva.id}`, { token: admin.token });
    data = await bell(admin);
    expect(data.noLeidas).toBe(0);
    expect(data.items.find((n: { id: string }) => n.id === nueva.id)).toBeUndefined();

    const cleared = await stack.call('DELETE', '/api/notificaciones', { token: admin.token });
    expect(cleared.body.data.eliminadas).toBeGreaterThan(0);
    expect(await bell(admin)).toMatchObject({ items: [], noLeidas: 0 });
  });

  it("another user's notification is a 404, and a body other than {isRead:true} is refused", async () => {
    const mine = (await bell(superadmin)).items[0];
    expect((await stack.call('PATCH', `/api/notificaciones/${mine.id}`, { token: admin.token, body: { isRead: true } })).status).toBe(404);
    expect((await stack.call('DELETE', `/api/notificaciones/${mine.id}`, { token: admin.token })).status).toBe(404);
    expect((await stack.call('PATCH', `/api/notificaciones/${mine.id}`, { token: superadmin.token, body: { isRead: false } })).status).toBe(
      400,
    );
  });
});

describe('counters and idempotency', () => {
  it('20 parallel notifications count 20; 10 parallel reads of one notification count one', async () => {
    const me = { userId: admin.user.id, empresaId };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        svc.notificar([me], { type: 'sistema', prioridad: 'baja', title: `P${i}`, message: 'p', clave: `prueba-p${i}` }),
      ),
    );
    const data = await bell(admin);
    expect(data.noLeidas).toBe(20);
    const id = data.items[0].id;
    await Promise.all(
      Array.from({ length: 10 }, () => stack.call('PATCH', `/api/notificaciones/${id}`, { token: admin.token, body: { isRead: true } })),
    );
    expect((await bell(admin)).noLeidas).toBe(19);
  });

  it('the same clave reaches each user once', async () => {
    const me = { userId: admin.user.id, empresaId };
    const n = { type: 'sistema' as const, prioridad: 'alta' as const, title: 'Licencia', message: 'vence', clave: 'licencia-2026-12-01' };
    expect(await svc.notificar([me], n)).toBe(1);
    expect(await svc.notificar([me], n)).toBe(0);
    const titles = (await bell(admin)).items.filter((x: { title: string }) => x.title === 'Licencia');
    expect(titles).toHaveLength(1);
  });
});

describe('the notices of an interview: at least once, written once (D109)', () => {
  const EMAIL_EMPRESA = 'rrhh@avisos.test';
  let emp: EmpresaPrueba;
  beforeAll(async () => {
    emp = await empresaConCandidato(stack, {
      nombreComercial: 'Avisos',
      licencias: 10,
      email: EMAIL_EMPRESA,
      candidato: { nombre: 'Óscar Núñez' },
    });
  }, 120_000);

  const completar = () => completarEntrevista(stack, emp);

  /**
   * The next `veces` notification writes whose sent-marker matches `marca` fail as a DynamoDB outage
   * would (an error the repository does not retry); answers the markers refused.
   */
  function fallarNotificaciones(marca: RegExp, veces = 1): string[] {
    const refusadas: string[] = [];
    ddb.send = (async (command: any, ...resto: any[]) => {
      const items = (command?.input?.TransactItems ?? []) as Array<{ Put?: { Item?: { SK?: unknown } } }>;
      const sk = items
        .map((i) => i.Put?.Item?.SK)
        .find((k): k is string => typeof k === 'string' && k.startsWith('NOTIFENV#') && marca.test(k));
      if (sk && refusadas.length < veces) {
        refusadas.push(sk);
        throw Object.assign(new Error('DynamoDB no responde'), { name: 'InternalServerError' });
      }
      return (sendOriginal as (...a: unknown[]) => Promise<unknown>).call(ddb, command, ...resto);
    }) as typeof ddb.send;
    return refusadas;
  }

  const campana = async () => (await stack.call('GET', '/api/notificaciones?limit=100', { token: emp.admin.token })).body.data;
  const deLaEntrevista = (items: any[], id: string, titulo: string) =>
    items.filter((n) => n.title === titulo && (titulo !== 'Informe del analizador listo' || String(n.actionUrl).endsWith(id)));
  const entrevista = async (id: string) => (await getItem<EntrevistaItem>(entrevistaKeys.entrevista(emp.empresaId, id)))!;
  const avisosDeInforme = async (id: string) =>
    (await mailsTo(stack, EMAIL_EMPRESA)).filter((m) => /está listo para revisar/.test(m.subject ?? '') && m.body.html?.includes(id));
  /** The bell's unread count is exactly its unread items. */
  const contadorExacto = async () => {
    const b = await campana();
    expect(b.noLeidas).toBe(b.items.filter((n: { isRead: boolean }) => !n.isRead).length);
  };

  let primera: string;

  it("the finish's notification the request could not write is written by the analysis job, once", async () => {
    const refusadas = fallarNotificaciones(/-completada#/);
    primera = await completar();
    await stack.colas.idle();
    ddb.send = sendOriginal;
    expect(refusadas).toHaveLength(1);
    const items = (await campana()).items;
    const completadas = items.filter((n: any) => n.title === 'Entrevista completada');
    expect(completadas).toHaveLength(1);
    expect(completadas[0].message).toContain('Óscar Núñez');
    expect((await entrevista(primera)).avisoCompletada).toBe('enviado');
    expect(stack.colas.muertos('analizar-entrevista')).toHaveLength(0);
    await contadorExacto();
  });

  it('the same finish told again (a redelivery, a second run) adds no notification and no unread', async () => {
    const { analizarEntrevista } = await import('../../functions/lib/analisis/analizar.js');
    const antes = await campana();
    // As if the request's mark had been lost: pending again, and the job delivered twice more.
    await updateItem(entrevistaKeys.entrevista(emp.empresaId, primera), { avisoCompletada: 'pendiente' }, () => new NotFoundError('x'));
    const r = await Promise.all([1, 2].map(() => analizarEntrevista({ empresaId: emp.empresaId, entrevistaId: primera })));
    expect(r).toEqual(['ya-analizada', 'ya-analizada']);
    const despues = await campana();
    expect(despues.items.filter((n: any) => n.title === 'Entrevista completada')).toHaveLength(1);
    expect(despues.noLeidas).toBe(antes.noLeidas);
    expect((await entrevista(primera)).avisoCompletada).toBe('enviado');
  });

  it("a report notification whose first write fails is written by the queue's next delivery, once, and its email goes once", async () => {
    const refusadas = fallarNotificaciones(/-informe#/);
    const id = await completar();
    await stack.colas.idle();
    ddb.send = sendOriginal;
    expect(refusadas).toHaveLength(1);
    expect(deLaEntrevista((await campana()).items, id, 'Informe del analizador listo')).toHaveLength(1);
    expect(await avisosDeInforme(id)).toHaveLength(1);
    const e = await entrevista(id);
    expect(e.estado).toBe('analizada');
    expect(e.avisoInforme).toBe('enviado');
    expect(stack.colas.muertos('analizar-entrevista')).toHaveLength(0);
    await contadorExacto();
  });

  it('a report email that could not be sent is given back and sent by the next delivery, once', async () => {
    const { analizarEntrevista } = await import('../../functions/lib/analisis/analizar.js');
    const m = { empresaId: emp.empresaId, entrevistaId: primera };
    const antes = (await avisosDeInforme(primera)).length;
    // What a run that lost its email leaves: the notice pending.
    await updateItem(entrevistaKeys.entrevista(emp.empresaId, primera), { avisoInforme: 'pendiente' }, () => new NotFoundError('x'));
    await stack.stopMail();
    try {
      await expect(analizarEntrevista(m)).rejects.toThrow(/Report-ready email not delivered/);
    } finally {
      await stack.startMail();
    }
    expect((await entrevista(primera)).avisoInforme).toBe('pendiente');
    expect(await analizarEntrevista(m)).toBe('ya-analizada');
    expect(await analizarEntrevista(m)).toBe('ya-analizada');
    expect(await avisosDeInforme(primera)).toHaveLength(antes + 1);
    expect((await entrevista(primera)).avisoInforme).toBe('enviado');
    // The notification was already there: not written twice.
    expect(deLaEntrevista((await campana()).items, primera, 'Informe del analizador listo')).toHaveLength(1);
  });

  it("erasing the candidate takes back every notice that named them, their interviews' included", async () => {
    const antes = (await campana()).items.filter((n: any) => String(n.message).includes('Óscar Núñez'));
    expect(antes.length).toBeGreaterThanOrEqual(4);
    const del = await stack.call('DELETE', `/api/candidatos/${emp.candidatoId}`, { token: emp.admin.token });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const b = await campana();
    expect(b.items.filter((n: any) => String(n.message).includes('Óscar Núñez'))).toEqual([]);
    await contadorExacto();
  });
});

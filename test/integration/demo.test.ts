// Demo requests through the local stack (D96): the public form stores the request, tells
// the superadmins (bell and email) and stands when the mail is down; per-address and per-email
// limits refuse with 429 and store nothing; bad input is a 4xx that changes nothing; the honeypot is
// answered like a person and stores nothing; the superadmin lists (newest first, by state, by page),
// marks atendida (who and when, once) and erases; nobody else may. The pending count (D125) is the
// platform counter GET /api/saas/estadisticas answers, exact after each of those writes and repaired by
// the reconcile job; the person who asked gets a confirmation email.
import { describe, expect, it } from 'vitest';
import { LIMITES_DEMO } from '../../shared/schemas/demo.js';
import { contadorDemoStep } from '../../functions/lib/db/plataforma.js';
import { transact } from '../../functions/lib/db/repository.js';
import { crearSolicitudDemo } from '../../functions/lib/db/solicitudes-demo.js';
import { reconciliarContadores } from '../../functions/lib/sistema/reconciliar.js';
import { crearEmpresa, mailsTo, pilaDelArchivo, postDesde, usuarioConSesion, type Session } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;

const NO_ADMITIDO = 'País no admitido: elige España, México, Colombia, Argentina, Chile o Perú';
const RECIBIDA = '¡Gracias! Hemos recibido tu solicitud. Te escribiremos pronto al email que nos has indicado.';

pilaDelArchivo({ scheduler: false }, async (pila) => {
  ({ stack, superadmin } = pila);
  await crearEmpresa('cliente', { nombre: 'Cliente' });
  admin = await usuarioConSesion(stack, superadmin, { email: 'admin@cliente.test', rol: 'admin', empresaId: 'cliente' });
});

const form = (o: Record<string, unknown> = {}) => ({
  empresa: 'Acme Talento S.L.',
  nombre: 'Lucía Fernández',
  email: 'lucia@acme.test',
  cantidadTrabajadores: 50,
  mensaje: 'Queremos probarlo con selección.',
  consentimiento: true,
  ...o,
});

/** POST /api/demo/solicitudes from a loopback source address (fixtures.ts postDesde): what the per-address limit counts. */
const solicitar = (body: unknown, source?: string) => postDesde(stack, '/api/demo/solicitudes', body, source);

const listar = async (query = '') => {
  const res = await stack.call('GET', `/api/demo/solicitudes${query}`, { token: superadmin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: any[]; cursor: string | null };
};
/** Every stored request (a few dozen here), newest first. */
const todas = async () => (await listar('?limit=100')).items;

/** The pending count as the Panel Sistema reads it (the platform counter, D125). */
const contador = async (): Promise<number> => {
  const res = await stack.call('GET', '/api/saas/estadisticas', { token: superadmin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.solicitudes_demo_pendientes;
};
/** The pending requests the list holds. */
const pendientes = async () => (await listar('?estado=pendiente&limit=100')).items.length;

describe('a request from the sign-in page', () => {
  it('is stored pendiente with its consent and retention, the superadmins get a notification and an email', async () => {
    const antes = Date.now();
    const res = await solicitar(form({ empresa: '  Acme Talento S.L. ', email: ' Lucia@Acme.TEST ' }), '127.0.0.2');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ success: true, data: null, message: RECIBIDA });

    const [s] = await todas();
    expect(s).toMatchObject({
      empresa: 'Acme Talento S.L.',
      nombre: 'Lucía Fernández',
      email: 'lucia@acme.test',
      cantidadTrabajadores: 50,
      // No country sent: Spain's (issue 67).
      pais: 'ES',
      mensaje: 'Queremos probarlo con selección.',
      estado: 'pendiente',
      atendidaEn: null,
      atendidaPor: null,
      consentimiento: { version: 'demo-2026-2' },
    });
    const creada = Date.parse(s.creadaEn);
    expect(creada).toBeGreaterThanOrEqual(antes - 1_000);
    expect(Date.parse(s.consentimiento.aceptadoEn)).toBe(creada);
    // The retention: 180 days from receipt (to the second: the TTL is in seconds).
    expect(Math.abs(Date.parse(s.caducaEn) - (creada + LIMITES_DEMO.diasPendiente * 86_400_000))).toBeLessThan(1_000);

    const notifs = (await stack.call('GET', '/api/notificaciones', { token: superadmin.token })).body.data.items;
    const aviso = notifs.find((n: { title: string }) => n.title === 'Nueva solicitud de demo');
    expect(aviso).toMatchObject({
      message: 'Una empresa de 11-50 empleados ha pedido una demo. Revísala en el panel SaaS.',
      actionUrl: '/saas-admin',
      type: 'sistema',
    });
    // The notification names no one: erasing the request leaves nothing of the person in the bells.
    expect(JSON.stringify(aviso)).not.toMatch(/Lucía|lucia@|Acme/);

    const [mail] = (await mailsTo(stack, SUPERADMIN.email)).filter((m) => m.subject === 'Nueva solicitud de demo: Acme Talento S.L.');
    expect(mail, 'the superadmin was emailed').toBeDefined();
    expect(mail!.body.html).toContain('lucia@acme.test');
    expect(mail!.body.html).toContain('11-50');
    expect(mail!.body.html).toContain('/saas-admin');
  });

  it('sends the person who asked a confirmation in Spanish, logged under the request, not their address', async () => {
    const res = await solicitar(form({ empresa: 'Confirma S.L.', nombre: 'Tomás Ibáñez', email: 'tomas@confirma.test' }), '127.0.0.30');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const mails = await mailsTo(stack, 'tomas@confirma.test');
    expect(mails.map((m) => m.subject)).toEqual(['Hemos recibido tu solicitud de demo de Talentia']);
    const html = mails[0]!.body.html;
    expect(html).toContain('Hola Tomás Ibáñez:');
    expect(html).toContain('<strong>Confirma S.L.</strong>');
    expect(html).toContain('te escribirá a este email para acordar la demo');
    expect(html).toContain(`como máximo ${LIMITES_DEMO.diasPendiente} días`);
    // The send log names the request: erasing it leaves nothing of the person there.
    const [s] = (await todas()).filter((x) => x.email === 'tomas@confirma.test');
    const log = await stack.call('GET', '/api/configuracion/email/envios?limit=50', { token: superadmin.token });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const envio = log.body.data.items.find((e: { plantilla: string }) => e.plantilla === 'demoRecibida');
    expect(envio).toMatchObject({ destinatario: `Solicitud de demo ${s.id}`, estado: 'enviado' });
    expect(JSON.stringify(log.body.data)).not.toContain('tomas@confirma.test');
  });

  it('a request to open a company’s account (tipo alta, «Registrar nueva empresa») is stored and mailed as such, not as a demo (D162)', async () => {
    const res = await solicitar(
      { ...form({ empresa: 'Alta Directa S.L.', nombre: 'Rosa Vidal', email: 'rosa@alta.test', pais: 'MX' }), tipo: 'alta' },
      '127.0.0.31',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const [s] = (await todas()).filter((x) => x.email === 'rosa@alta.test');
    // The country chosen, as its code: what pre-fills the wizard's (issue 67).
    expect(s).toMatchObject({ tipo: 'alta', estado: 'pendiente', pais: 'MX', consentimiento: { version: 'alta-2026-2' } });
    const mails = await mailsTo(stack, 'rosa@alta.test');
    expect(mails.map((m) => m.subject)).toEqual(['Hemos recibido tu solicitud de alta de empresa de Talentia']);
    expect(mails[0]!.body.html).toContain('te escribirá a este email para preparar la cuenta de tu empresa');
    expect(mails[0]!.body.html).not.toMatch(/\bdemo\b/i);
    const alSuperadmin = (await mailsTo(stack, SUPERADMIN.email)).filter(
      (m) => m.subject === 'Nueva solicitud de alta de empresa: Alta Directa S.L.',
    );
    expect(alSuperadmin, 'the superadmin was emailed').toHaveLength(1);
  });

  it('is stored and told in the app even when the mail cannot be sent', async () => {
    await stack.stopMail();
    let res;
    try {
      res = await solicitar(form({ empresa: 'Sin Correo S.A.', email: 'sincorreo@x.test' }), '127.0.0.3');
    } finally {
      await stack.startMail();
    }
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect((await todas()).map((s) => s.empresa)).toContain('Sin Correo S.A.');
    expect((await mailsTo(stack, SUPERADMIN.email)).some((m) => m.subject.includes('Sin Correo'))).toBe(false);
  });

  it('refuses bad input with a 4xx and a Spanish message, and stores nothing', async () => {
    const antes = (await todas()).length;
    const casos: Array<[unknown, number, string | RegExp]> = [
      [form({ consentimiento: false }), 400, 'Necesitamos tu consentimiento para guardar la solicitud y contactarte'],
      [form({ consentimiento: undefined }), 400, 'Necesitamos tu consentimiento para guardar la solicitud y contactarte'],
      [form({ empresa: '   ' }), 400, 'El nombre de la empresa es obligatorio'],
      [form({ nombre: '' }), 400, 'Tu nombre es obligatorio'],
      [form({ email: 'no-es-un-email' }), 400, 'Introduce un email válido'],
      [form({ cantidadTrabajadores: 7 }), 400, 'Elige el número de empleados'],
      [form({ mensaje: 'x'.repeat(LIMITES_DEMO.mensajeMax + 1) }), 400, /.+/],
      // A country Talentia does not know, or not as a code (issue 67 item 11).
      [form({ pais: 'PT' }), 400, NO_ADMITIDO],
      [form({ pais: 'Portugal' }), 400, NO_ADMITIDO],
      [form({ pais: 'México' }), 400, NO_ADMITIDO],
      [form({ pais: 52 }), 400, NO_ADMITIDO],
      // Strict: fields that are not the form's are refused, not stored.
      [form({ estado: 'atendida' }), 400, /.+/],
      [form({ PK: 'EMP#otra' }), 400, /.+/],
      [JSON.stringify(form({ mensaje: 'x'.repeat(LIMITES_DEMO.cuerpoMaxBytes) })), 413, /.+/],
      ['{no es json', 400, /.+/],
    ];
    for (const [body, status, mensaje] of casos) {
      const res = await solicitar(body, '127.0.0.4');
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(mensaje);
      if (mensaje === NO_ADMITIDO) expect(res.body.details).toEqual([{ campo: 'pais', msg: NO_ADMITIDO }]);
    }
    expect((await todas()).length).toBe(antes);
  });

  it('a bot that fills the honeypot gets the same answer, and nothing is stored or sent', async () => {
    const antes = (await todas()).length;
    const mails = (await mailsTo(stack, SUPERADMIN.email)).length;
    const res = await solicitar(form({ empresa: 'Bot S.L.', email: 'bot@spam.test', sitioWeb: 'http://spam.example' }), '127.0.0.5');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, data: null, message: RECIBIDA });
    expect((await todas()).length).toBe(antes);
    expect((await mailsTo(stack, SUPERADMIN.email)).length).toBe(mails);
  });
});

describe('the limits', () => {
  it(`per source address: ${LIMITES_DEMO.porOrigen} an hour, then 429 with Retry-After and nothing stored`, async () => {
    for (let i = 0; i < LIMITES_DEMO.porOrigen; i++) {
      expect((await solicitar(form({ empresa: `Origen ${i}`, email: `origen${i}@x.test` }), '127.0.0.6')).status).toBe(202);
    }
    const antes = (await todas()).length;
    const res = await solicitar(form({ empresa: 'Origen de más', email: 'otro@x.test' }), '127.0.0.6');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Has enviado demasiadas solicitudes. Inténtalo de nuevo en 60 minutos.');
    expect(Number(res.retryAfter)).toBeGreaterThan(3_000);
    expect((await todas()).length).toBe(antes);
    // Another address is not held back by this one.
    expect((await solicitar(form({ empresa: 'Otra dirección', email: 'otra@x.test' }), '127.0.0.7')).status).toBe(202);
  });

  it(`per email (as typed, in any case): ${LIMITES_DEMO.porEmail} an hour from any address, then 429`, async () => {
    for (let i = 0; i < LIMITES_DEMO.porEmail; i++) {
      expect((await solicitar(form({ email: 'repite@x.test' }), `127.0.0.${10 + i}`)).status).toBe(202);
    }
    const antes = (await todas()).length;
    const res = await solicitar(form({ email: 'REPITE@x.test' }), '127.0.0.20');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Has enviado demasiadas solicitudes/);
    expect((await todas()).length).toBe(antes);
  });
});

describe('the superadmin', () => {
  it('lists newest first, page by page, and by state', async () => {
    const all = await todas();
    expect(all.length).toBeGreaterThan(5);
    const fechas = all.map((s) => s.creadaEn);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    const p1 = await listar('?limit=2');
    expect(p1.items.map((s) => s.id)).toEqual(all.slice(0, 2).map((s) => s.id));
    const p2 = await listar(`?limit=2&cursor=${encodeURIComponent(p1.cursor!)}`);
    expect(p2.items.map((s) => s.id)).toEqual(all.slice(2, 4).map((s) => s.id));
    expect((await listar('?estado=pendiente&limit=100')).items.length).toBe(all.length);
    expect((await listar('?estado=atendida')).items).toEqual([]);
    expect((await stack.call('GET', '/api/demo/solicitudes?estado=rara', { token: superadmin.token })).status).toBe(400);
  });

  it('reads one request by its id (what the onboarding wizard pre-fills from); absent, erased or not a request is 404', async () => {
    const [s] = await listar('?estado=pendiente&limit=1').then((p) => p.items);
    const res = await stack.call('GET', `/api/demo/solicitudes/${s.id}`, { token: superadmin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(s);
    // A company's id, an id never issued: none is a request.
    for (const id of ['cliente', 'no-existe']) {
      const r = await stack.call('GET', `/api/demo/solicitudes/${id}`, { token: superadmin.token });
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Solicitud de demo no encontrada');
    }
  });

  it('marks a request atendida once (who and when, a shorter retention), then erases it', async () => {
    const [s] = await listar('?estado=pendiente&limit=1').then((p) => p.items);
    const antes = Date.now();
    const res = await stack.call('POST', `/api/demo/solicitudes/${s.id}/atender`, { token: superadmin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Solicitud marcada como atendida');
    expect(res.body.data).toMatchObject({ id: s.id, estado: 'atendida', atendidaPor: { id: superadmin.user.id } });
    expect(Date.parse(res.body.data.atendidaEn)).toBeGreaterThanOrEqual(antes - 1_000);
    expect(Date.parse(res.body.data.caducaEn)).toBeLessThanOrEqual(
      Date.parse(res.body.data.atendidaEn) + LIMITES_DEMO.diasAtendida * 86_400_000,
    );

    expect((await listar('?estado=atendida')).items.map((x) => x.id)).toEqual([s.id]);
    expect((await listar('?estado=pendiente&limit=100')).items.map((x) => x.id)).not.toContain(s.id);

    const otra = await stack.call('POST', `/api/demo/solicitudes/${s.id}/atender`, { token: superadmin.token });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('Esta solicitud ya estaba marcada como atendida');

    const borrada = await stack.call('DELETE', `/api/demo/solicitudes/${s.id}`, { token: superadmin.token });
    expect(borrada.status).toBe(200);
    expect(borrada.body.message).toBe('Solicitud eliminada con todos sus datos');
    expect((await todas()).map((x) => x.id)).not.toContain(s.id);
    expect((await listar('?estado=atendida')).items).toEqual([]);

    for (const [method, path] of [
      ['DELETE', `/api/demo/solicitudes/${s.id}`],
      ['POST', `/api/demo/solicitudes/${s.id}/atender`],
      ['GET', `/api/demo/solicitudes/${s.id}`],
      ['POST', '/api/demo/solicitudes/no-existe/atender'],
    ] as const) {
      const res = await stack.call(method, path, { token: superadmin.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Solicitud de demo no encontrada');
    }
  });

  it('the pending count is the counter, exact after each request, atendida (once) and erasure (D125)', async () => {
    expect(await contador()).toBe(await pendientes());
    const n = await contador();
    expect((await solicitar(form({ empresa: 'Cuenta Uno', email: 'uno@cuenta.test' }), '127.0.0.40')).status).toBe(202);
    expect((await solicitar(form({ empresa: 'Cuenta Dos', email: 'dos@cuenta.test' }), '127.0.0.40')).status).toBe(202);
    expect(await contador()).toBe(n + 2);
    // A bot's request stores nothing and counts nothing.
    await solicitar(form({ empresa: 'Bot', email: 'bot2@spam.test', sitioWeb: 'x' }), '127.0.0.41');
    expect(await contador()).toBe(n + 2);

    const lista = await todas();
    const sUno = lista.find((x) => x.empresa === 'Cuenta Uno')!;
    const sDos = lista.find((x) => x.empresa === 'Cuenta Dos')!;
    // Two atender at once: one wins, the other is 409, and the count drops once.
    const dobles = await Promise.all(
      [0, 1].map(() => stack.call('POST', `/api/demo/solicitudes/${sUno.id}/atender`, { token: superadmin.token })),
    );
    expect(dobles.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await contador()).toBe(n + 1);
    expect((await stack.call('POST', `/api/demo/solicitudes/${sUno.id}/atender`, { token: superadmin.token })).status).toBe(409);
    expect(await contador()).toBe(n + 1);

    // Erasing an attended request leaves the count; erasing a pending one lowers it; twice is 404 and nothing.
    expect((await stack.call('DELETE', `/api/demo/solicitudes/${sUno.id}`, { token: superadmin.token })).status).toBe(200);
    expect(await contador()).toBe(n + 1);
    expect((await stack.call('DELETE', `/api/demo/solicitudes/${sDos.id}`, { token: superadmin.token })).status).toBe(200);
    expect(await contador()).toBe(n);
    expect((await stack.call('DELETE', `/api/demo/solicitudes/${sDos.id}`, { token: superadmin.token })).status).toBe(404);
    expect(await contador()).toBe(n);
    expect(await contador()).toBe(await pendientes());
  });

  it('the reconcile job erases requests past their retention with their count, and repairs a drifted count (D125)', async () => {
    const n = await contador();
    // A pending request whose retention ended (TTL has not deleted it yet): stored and counted.
    await crearSolicitudDemo({
      id: '00000000000001-caducada',
      empresa: 'Caducada S.L.',
      nombre: 'Persona Caducada',
      email: 'caducada@x.test',
      cantidadTrabajadores: 10,
      mensaje: '',
      estado: 'pendiente',
      creadaEn: '2020-01-01T00:00:00.000Z',
      consentimiento: { aceptadoEn: '2020-01-01T00:00:00.000Z', version: 'demo-2026-1' },
      atendidaEn: null,
      atendidaPor: null,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    expect(await contador()).toBe(n + 1);
    // And drift, as a bug or a TTL deletion would leave it.
    await transact([contadorDemoStep(5)]);
    expect(await contador()).toBe(n + 6);

    const r = await reconciliarContadores({ pausaMs: 0 });
    expect(r.solicitudesDemoPurgadas).toBe(1);
    expect(r.corregidos.find((c) => c.contador === 'solicitudes de demo pendientes')?.delta).toEqual({ solicitudesDemoPendientes: -5 });
    expect(await contador()).toBe(n);
    expect(await contador()).toBe(await pendientes());
    expect((await todas()).map((x) => x.empresa)).not.toContain('Caducada S.L.');

    const otra = await reconciliarContadores({ pausaMs: 0 });
    expect(otra.solicitudesDemoPurgadas).toBe(0);
    expect(otra.corregidos.filter((c) => c.contador === 'solicitudes de demo pendientes')).toEqual([]);
  });

  it('is the only one: a company admin gets 403 and changes nothing; anonymous gets 401', async () => {
    const [s] = await listar('?limit=1').then((p) => p.items);
    for (const [method, path] of [
      ['GET', '/api/demo/solicitudes'],
      ['GET', `/api/demo/solicitudes/${s.id}`],
      ['POST', `/api/demo/solicitudes/${s.id}/atender`],
      ['DELETE', `/api/demo/solicitudes/${s.id}`],
    ] as const) {
      expect((await stack.call(method, path, { token: admin.token })).status).toBe(403);
      expect((await stack.call(method, path)).status).toBe(401);
    }
    expect((await listar('?limit=1')).items[0]).toEqual(s);
  });
});

// A template's count of scheduled interviews, off the request path (DESIGN §11, D168): a schedule's
// transaction writes no platform item (its change waits in the company's outbox while the queue is
// held), the `contar-plantillas` queue brings the count to the right value once it drains, a message
// delivered twice counts once, a change for a deleted template is dropped, and the template-in-use
// guard refuses a delete both while the change is on its way and once it is applied. The platform
// counters' events (D169) take the same way: the candidate's finish and the analysis write no
// platform item, and the queue counts each once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarACola } from '../../functions/lib/aws/sqs.js';
import { envioKeys, nuevoEnvio, type EnvioItem } from '../../functions/lib/db/envios.js';
import { PLATFORM_PK, tenantPk } from '../../functions/lib/db/keys.js';
import { leerContadores } from '../../functions/lib/db/plataforma.js';
import { putItem, queryAll } from '../../functions/lib/db/repository.js';
import { entrevistasProgramadas } from '../../functions/lib/db/servicios-hr.js';
import { reconciliarContadores } from '../../functions/lib/sistema/reconciliar.js';
import type { MensajeConteoPlantillas, MensajeConteoPlataforma } from '../../shared/colas.js';
import { completarEntrevista } from './entrevista-fixtures.js';
import { empresaConAdmin, pilaConSuperadmin, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let empresaId: string;
let candidatoId: string;
const SERVICIO = 'entrevistas-profundidad';
const COLA = 'contar-plantillas';

const enUnaHora = (h = 1) => new Date(Date.now() + h * 3_600_000).toISOString();
const platformItems = () => queryAll<{ SK: string; n?: number }>({ pk: PLATFORM_PK, skPrefix: 'SERVPROG#', consistent: true });
const pendientes = () => queryAll<EnvioItem>({ pk: tenantPk(empresaId), skPrefix: `ENVIO#${COLA}#`, consistent: true });

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
  ({ empresaId, admin } = await empresaConAdmin(stack, superadmin, {
    nombreLegal: 'Conteo Plantillas S.L.',
    nombreComercial: 'Conteo',
    cif: 'B10000230',
    email: 'info@conteo.test',
    licencias: { activas: 2, total: 2 },
    admin: { nombre: 'Admin Conteo', email: 'admin@conteo.test', password: 'Cuenta-Clave-2026' },
  }));
  const c = await stack.call('POST', '/api/candidatos', {
    token: admin.token,
    body: { nombre: 'Marta Ruiz', email: 'marta@candidatos.test', puesto: 'Analista' },
  });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  candidatoId = c.body.data.id;
});

afterAll(() => stack.colas.reanudar(COLA));

const programar = async () => {
  const r = await stack.call('POST', '/api/entrevistas', {
    token: admin.token,
    body: { candidatoId, servicioId: SERVICIO, fechaProgramada: enUnaHora(24) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.entrevista.id as string;
};

describe("a template's count of scheduled interviews (D168)", () => {
  it("a schedule's transaction holds no platform item: the change waits in the company's outbox, the guard still counts it, and the count is right once the queue drains", async () => {
    await stack.colas.idle();
    const antes = (await entrevistasProgramadas(SERVICIO)).total;
    const itemsAntes = await platformItems();
    stack.colas.pausar(COLA);
    const id = await programar();
    // Nothing of the platform moved in the schedule's request.
    expect(await platformItems()).toEqual(itemsAntes);
    // Its change is in the company's own partition, in the outbox.
    const [cambio, ...otros] = await pendientes();
    expect(otros).toEqual([]);
    expect(cambio).toMatchObject({ cola: COLA, empresaId, mensaje: { empresaId, servicioId: SERVICIO, delta: 1 } });
    // A template with a scheduled interview whose change is still on its way cannot be deleted.
    const enCamino = await stack.call('DELETE', `/api/servicios-hr/${SERVICIO}`, { token: superadmin.token });
    expect(enCamino.status, JSON.stringify(enCamino.body)).toBe(409);

    stack.colas.reanudar(COLA);
    await stack.colas.idle();
    expect((await entrevistasProgramadas(SERVICIO)).total).toBe(antes + 1);
    expect(await pendientes()).toEqual([]);
    const aplicado = await stack.call('DELETE', `/api/servicios-hr/${SERVICIO}`, { token: superadmin.token });
    expect(aplicado.status).toBe(409);

    // The cancel's change brings it back, also through the queue.
    const cancelar = await stack.call('DELETE', `/api/entrevistas/${id}`, { token: admin.token });
    expect(cancelar.status).toBe(200);
    await stack.colas.idle();
    expect((await entrevistasProgramadas(SERVICIO)).total).toBe(antes);
  });

  it('the daily reconcile counts a change still on its way as applied: it corrects nothing, and the count ends right', async () => {
    await stack.colas.idle();
    const antes = (await entrevistasProgramadas(SERVICIO)).total;
    stack.colas.pausar(COLA);
    await programar();
    const r = await reconciliarContadores({ pausaMs: 0 });
    expect(r.corregidos.filter((c) => c.contador.startsWith('plantillas'))).toEqual([]);
    stack.colas.reanudar(COLA);
    await stack.colas.idle();
    expect((await entrevistasProgramadas(SERVICIO)).total).toBe(antes + 1);
  });

  it('a message delivered twice (and once more by the sweep) counts once', async () => {
    await stack.colas.idle();
    const antes = (await entrevistasProgramadas(SERVICIO)).total;
    stack.colas.pausar(COLA);
    await programar();
    const [cambio] = await pendientes();
    const mensaje = cambio!.mensaje as MensajeConteoPlantillas;
    // The fast path's message is held; two more copies of it, as SQS's at-least-once and the sweep send.
    await enviarACola(COLA, mensaje);
    await enviarACola(COLA, mensaje);
    stack.colas.reanudar(COLA);
    await stack.colas.idle();
    expect((await entrevistasProgramadas(SERVICIO)).total).toBe(antes + 1);
    expect(await pendientes()).toEqual([]);
    expect(stack.colas.muertos(COLA)).toEqual([]);
  });

  it('a change that reaches a deleted template is dropped with its record, and its fractions stay at what the delete found', async () => {
    const nuevo = await stack.call('POST', '/api/servicios-hr', {
      token: superadmin.token,
      body: { nombre: 'Plantilla efímera', codigo: 'plantilla-efimera' },
    });
    expect(nuevo.status, JSON.stringify(nuevo.body)).toBe(201);
    const borrar = await stack.call('DELETE', '/api/servicios-hr/plantilla-efimera', { token: superadmin.token });
    expect(borrar.status).toBe(200);
    // As if an interview scheduled the moment before the delete sent its change now.
    const trabajo = 'conteo-tardio';
    const id = '00000000000001-tardio01';
    const mensaje = { empresaId, servicioId: 'plantilla-efimera', delta: 1, envio: { trabajo, id } };
    const ahora = new Date().toISOString();
    await putItem({ ...nuevoEnvio({ id, empresaId, cola: COLA, trabajo, mensaje, creadoEn: ahora, debidoEn: ahora }) });
    await enviarACola(COLA, mensaje);
    await stack.colas.idle();
    expect((await entrevistasProgramadas('plantilla-efimera')).total).toBe(0);
    expect(await queryAll({ pk: tenantPk(empresaId), skPrefix: envioKeys.envio(empresaId, COLA, trabajo).SK, consistent: true })).toEqual(
      [],
    );
  });
});

describe("the platform counters' events (D169)", () => {
  const plataforma = () => queryAll<Record<string, unknown>>({ pk: PLATFORM_PK, consistent: true });
  const estado = async (id: string) => (await stack.call('GET', `/api/entrevistas/${id}`, { token: admin.token })).body.data.estado;

  it("the candidate's finish and the analysis write no platform item: their changes wait in the company's outbox, the reconcile corrects nothing, and once drained each counts once though delivered three times", async () => {
    await stack.colas.idle();
    const antes = (await leerContadores())!;
    const itemsAntes = await plataforma();
    stack.colas.pausar(COLA);
    const id = await completarEntrevista(stack, { empresaId, admin, candidatoId, candidatoEmail: 'marta@candidatos.test' });
    // The analysis (its own queue, not held) writes the report meanwhile.
    await expect.poll(() => estado(id), { timeout: 30_000 }).toBe('analizada');

    // Not one item of the platform moved: the schedule, the consent, the finish and the report.
    expect(await plataforma()).toEqual(itemsAntes);
    const eventos = (await pendientes()).filter((e) => 'contadores' in e.mensaje);
    expect(eventos.map((e) => e.mensaje.contadores)).toEqual(
      expect.arrayContaining([{ entrevistasCompletadas: 1 }, { informesGenerados: 1 }]),
    );
    expect(eventos).toHaveLength(2);

    // The reconcile, with the changes on their way, finds nothing to correct.
    const r = await reconciliarContadores({ pausaMs: 0 });
    expect(r.corregidos).toEqual([]);

    // The finish's message twice more (SQS's at-least-once, the sweep's re-send).
    const fin = eventos.find((e) => 'entrevistasCompletadas' in (e.mensaje.contadores as object))!;
    await enviarACola(COLA, fin.mensaje as MensajeConteoPlataforma);
    await enviarACola(COLA, fin.mensaje as MensajeConteoPlataforma);
    stack.colas.reanudar(COLA);
    await stack.colas.idle();
    const despues = (await leerContadores())!;
    expect(despues.entrevistasCompletadas).toBe((antes.entrevistasCompletadas ?? 0) + 1);
    expect(despues.informesGenerados).toBe((antes.informesGenerados ?? 0) + 1);
    expect(await pendientes()).toEqual([]);
    expect(stack.colas.muertos(COLA)).toEqual([]);
    // The superadmin's dashboard reads them.
    const d = await stack.call('GET', '/api/dashboard', { token: superadmin.token });
    expect(d.body.data).toMatchObject({
      entrevistasCompletadas: despues.entrevistasCompletadas,
      informesGenerados: despues.informesGenerados,
    });
  });
});

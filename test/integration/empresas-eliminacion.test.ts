// Deleting a company through the local stack (D72): DELETE marks it and queues the
// job (202 with the progress); the in-process queue runs the same worker Lambda runs. Two DELETEs at
// once start one job; the company's users are shut out from the job's first step; a delivery that dies
// mid-way or runs out of time is resumed where it stopped; a failed deletion is shown as such and a new
// DELETE starts it again. At the end nothing of the company is left: its items, the markers and token
// look-ups outside its partition, its users' Cognito accounts and its files, and the counters went down.
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/lib/aws/s3.js';
import { marcarEliminacion } from '../../functions/lib/db/empresa-eliminacion.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { createItem, getItem, queryAll } from '../../functions/lib/db/repository.js';
import { usuarioKeys } from '../../functions/lib/db/usuarios.js';
import { marcarEliminacionFallida, procesarEliminacion } from '../../functions/lib/empresas/eliminar.js';
import { nuevaEliminacion } from '../../functions/lib/empresas/solicitar-eliminacion.js';
import { crearUsuario, empresaConAdmin, login, pilaConSuperadmin, programarEntrevista, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
  cognito = new CognitoIdentityProviderClient({});
});
afterAll(async () => {
  cognito?.destroy();
  await stack?.cleanup();
});

const CLAVE = 'Usuario-Prueba-2026';
let n = 0;

interface Montada {
  id: string;
  cif: string;
  subdominio: string;
  emails: string[];
  admin: Session;
  operador: Session;
  tokenHash: string;
}

/** A company with an admin and `operadores` operators, an area, two candidates, an interview with its public token look-up, and files. */
async function montarEmpresa(nombre: string, operadores = 2): Promise<Montada> {
  const dominio = `${nombre.toLowerCase()}.test`;
  const cif = completarCif('B', String(6_000_000 + ++n));
  const {
    empresaId: id,
    empresa,
    admin,
  } = await empresaConAdmin(stack, superadmin, {
    nombreLegal: `${nombre} S.L.`,
    nombreComercial: nombre,
    cif,
    email: `info@${dominio}`,
    licencias: { activas: 2 },
    admin: { nombre: 'Admin', email: `admin@${dominio}`, password: CLAVE },
  });
  const emails = [`admin@${dominio}`];
  for (let i = 1; i <= operadores; i++) {
    const email = `operador${i}@${dominio}`;
    await crearUsuario(stack, admin, { email, rol: 'operador', password: CLAVE });
    emails.push(email);
  }
  const operador = await login(stack, emails[1], CLAVE);
  const area = await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Tecnología' } });
  expect(area.status).toBe(201);
  for (const c of ['Carmen', 'Pablo']) {
    const cand = await stack.call('POST', '/api/candidatos', {
      token: admin.token,
      body: { nombre: c, email: `${c.toLowerCase()}@candidatos-${dominio}`, areaId: area.body.data.id },
    });
    expect(cand.status, JSON.stringify(cand.body)).toBe(201);
  }
  const entrevista = await programarEntrevista(id, {
    fechaProgramada: new Date(Date.now() + 86_400_000),
    candidato: `Candidato ${nombre}`,
    creadoPor: admin.user.id,
  });
  await createItem({ ...entrevistaKeys.token(entrevista.tokenHash), entidad: 'TOKEN', empresaId: id, entrevistaId: entrevista.id });
  // The strategic plan's file, and a voice answer's recording, under the company's prefix.
  const form = new FormData();
  form.append('nombre', 'Plan 2027');
  form.append('archivo', new Blob(['Misión y objetivos'], { type: 'text/plain' }), 'plan.txt');
  const plan = await fetch(`${stack.apiUrl}/api/empresas/${id}/upload-plan-estrategico`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(plan.status).toBe(200);
  await s3.send(
    new PutObjectCommand({ Bucket: stack.filesBucket, Key: `empresas/${id}/entrevistas/${entrevista.id}/audio/a1`, Body: 'audio' }),
  );
  expect(await archivos(id)).toHaveLength(2);
  return { id, cif, subdominio: empresa.configuracion.subdominio, emails, admin, operador, tokenHash: entrevista.tokenHash };
}

async function archivos(empresaId: string): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: stack.filesBucket, Prefix: `empresas/${empresaId}/` }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

async function cuentaExiste(email: string): Promise<boolean> {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: email }));
    return true;
  } catch (err) {
    if ((err as Error).name === 'UserNotFoundException') return false;
    throw err;
  }
}

async function contadores() {
  return (await stack.call('GET', '/api/empresas/licencias-activas', { token: superadmin.token })).body.data as {
    licenciasActivas: number;
    totalEmpresas: number;
  };
}

const eliminar = (id: string) => stack.call('DELETE', `/api/empresas/${id}`, { token: superadmin.token });
const leer = (id: string) => stack.call('GET', `/api/empresas/${id}`, { token: superadmin.token });

/** Nothing of the company is left anywhere. */
async function nadaQueda(e: Montada) {
  expect((await leer(e.id)).status).toBe(404);
  expect(await queryAll({ pk: `EMP#${e.id}` })).toEqual([]);
  expect(await getItem(empresaKeys.cif(e.cif))).toBeUndefined();
  expect(await getItem(empresaKeys.subdominio(e.subdominio))).toBeUndefined();
  expect(await getItem(entrevistaKeys.token(e.tokenHash))).toBeUndefined();
  for (const email of e.emails) {
    expect(await getItem(usuarioKeys.email(email)), email).toBeUndefined();
    expect(await cuentaExiste(email), email).toBe(false);
  }
  expect(await archivos(e.id)).toEqual([]);
  expect(stack.colas.muertos('eliminar-empresa')).toEqual([]);
}

describe('DELETE /api/empresas/{id}', () => {
  it('answers 202 with the progress at once, starts one job for two DELETEs, and the job leaves nothing of the company', async () => {
    const e = await montarEmpresa('Borrable');
    expect(await cuentaExiste(e.emails[0])).toBe(true);
    expect((await stack.call('GET', '/api/areas', { token: e.operador.token })).status).toBe(200);
    // Only the superadmin deletes companies (the tenant-isolation suite covers another company's admin).
    expect((await stack.call('DELETE', `/api/empresas/${e.id}`, { token: e.admin.token })).status).toBe(403);
    const antes = await contadores();

    // The two requests meet a job that has not run yet, as behind SQS: the in-process queue would
    // otherwise run it to the end before the second request read the company (a 404, seen in CI).
    stack.colas.pausar('eliminar-empresa');
    const [a, b] = await Promise.all([eliminar(e.id), eliminar(e.id)]);
    for (const r of [a, b]) {
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      expect(r.body.data).toMatchObject({ estado: 'en_curso', usuariosTotal: 3 });
    }
    // One of them started the job; the other answered its progress.
    expect(b.body.data.solicitadaEn).toBe(a.body.data.solicitadaEn);
    expect([a.body.message, b.body.message].sort()).toEqual([
      'Eliminación de la empresa en curso',
      'La eliminación de esta empresa ya está en curso',
    ]);

    stack.colas.reanudar('eliminar-empresa');
    await stack.colas.idle();
    await nadaQueda(e);
    expect(await contadores()).toMatchObject({ licenciasActivas: antes.licenciasActivas - 2, totalEmpresas: antes.totalEmpresas - 1 });
    expect((await stack.call('POST', '/api/auth/login', { body: { email: e.emails[0], password: CLAVE } })).status).toBe(401);
    // Its CIF and its users' emails can be used again.
    const otra = await stack.call('POST', '/api/empresas', {
      token: superadmin.token,
      body: {
        ...empresaPrueba('Borrable', e.cif, {
          adminData: { nombre: 'Admin', email: e.emails[0], password: CLAVE, confirmPassword: CLAVE },
        }),
      },
    });
    expect(otra.status, JSON.stringify(otra.body)).toBe(201);
  }, 120_000);

  it('an unknown company is the existing 404', async () => {
    const res = await eliminar('no-existe');
    expect(res).toMatchObject({ status: 404, body: { message: 'Empresa no-existe no encontrada' } });
  });
});

describe('the deletion job, step by step', () => {
  it('shuts the users out first, shows its progress, survives a crash mid-way and a hand-over when its time runs out', async () => {
    const e = await montarEmpresa('Pausada', 3);
    // Marked as the request marks it, without queueing: the test plays the deliveries.
    const el = nuevaEliminacion(superadmin.user.id, 4, new Date());
    expect(await marcarEliminacion(e.id, el, new Date(0).toISOString())).toBe(true);
    const m = { empresaId: e.id, eliminacionId: el.id };

    const leida = await leer(e.id);
    expect(leida.body.data.eliminacion).toEqual({
      estado: 'en_curso',
      fase: 'bloqueo',
      usuariosTotal: 4,
      usuariosBorrados: 0,
      solicitadaEn: el.solicitadaEn,
      actualizadaEn: el.solicitadaEn,
    });
    const lista = await stack.call('GET', '/api/empresas?q=pausada', { token: superadmin.token });
    expect(lista.body.data.items.map((i: any) => [i.id, i.eliminacion?.estado])).toEqual([[e.id, 'en_curso']]);

    // A DELETE while it runs answers its progress and queues nothing (the queue stays idle, nothing moves).
    const otra = await eliminar(e.id);
    expect(otra).toMatchObject({ status: 202, body: { message: 'La eliminación de esta empresa ya está en curso' } });
    expect(otra.body.data.solicitadaEn).toBe(el.solicitadaEn);
    await stack.colas.idle();
    expect((await leer(e.id)).body.data.eliminacion).toMatchObject({ fase: 'bloqueo', usuariosBorrados: 0 });
    // Nor is the company edited any more.
    const put = await stack.call('PUT', `/api/empresas/${e.id}`, { token: superadmin.token, body: { telefono: '600 000 000' } });
    expect(put).toMatchObject({ status: 409, body: { message: 'La empresa se está eliminando: ya no se puede modificar' } });

    // First delivery: the users are shut out, then it dies before deleting anyone.
    const caida = (fase: string, bloque: number) => (f: string, b: number) => {
      if (f === fase && b === bloque) throw new Error('caída simulada');
    };
    await expect(procesarEliminacion(m, { usuariosPorBloque: 2, antesDeBloque: caida('usuarios', 0) })).rejects.toThrow('caída simulada');
    const fuera = 'Tu empresa se está eliminando: ya no es posible acceder a Talentia.';
    expect(await stack.call('GET', '/api/areas', { token: e.admin.token })).toMatchObject({ status: 403, body: { message: fuera } });
    expect(await stack.call('GET', '/api/candidatos', { token: e.operador.token })).toMatchObject({
      status: 403,
      body: { message: fuera },
    });
    expect(await stack.call('POST', '/api/auth/login', { body: { email: e.emails[2], password: CLAVE } })).toMatchObject({
      status: 403,
      body: { message: fuera },
    });
    expect((await leer(e.id)).body.data.eliminacion).toMatchObject({ fase: 'usuarios', usuariosBorrados: 0 });

    // Second delivery: one block of two users, then it dies.
    await expect(procesarEliminacion(m, { usuariosPorBloque: 2, antesDeBloque: caida('usuarios', 1) })).rejects.toThrow('caída simulada');
    expect((await leer(e.id)).body.data.eliminacion).toMatchObject({ estado: 'en_curso', fase: 'usuarios', usuariosBorrados: 2 });
    const cuentas = await Promise.all(e.emails.map(cuentaExiste));
    expect(cuentas.filter((x) => !x)).toHaveLength(2);

    // Third delivery: its time runs out during its first block; it sends itself the rest and the queue finishes.
    let agotado = false;
    const r = await procesarEliminacion(m, {
      usuariosPorBloque: 1,
      quedaMs: () => (agotado ? 1_000 : 600_000),
      antesDeBloque: (f) => {
        if (f === 'usuarios') agotado = true;
      },
    });
    expect(r).toBe('continua');
    await stack.colas.idle();
    await nadaQueda(e);
  }, 120_000);

  it('a failed deletion says so, and a new DELETE starts it again from what is left', async () => {
    const e = await montarEmpresa('Fallida', 1);
    const el = nuevaEliminacion(superadmin.user.id, 2, new Date());
    expect(await marcarEliminacion(e.id, el, new Date(0).toISOString())).toBe(true);
    const m = { empresaId: e.id, eliminacionId: el.id };
    await expect(
      procesarEliminacion(m, {
        usuariosPorBloque: 1,
        antesDeBloque: (f, b) => {
          if (f === 'usuarios' && b === 1) throw new Error('caída simulada');
        },
      }),
    ).rejects.toThrow();
    // What the queue's consumer does on the last delivery.
    await marcarEliminacionFallida(m);
    const fallida = (await leer(e.id)).body.data.eliminacion;
    expect(fallida).toMatchObject({
      estado: 'fallida',
      usuariosBorrados: 1,
      motivo: 'La eliminación se detuvo por un error. Vuelve a solicitarla para continuar: lo ya borrado no se repite.',
    });

    const otra = await eliminar(e.id);
    expect(otra).toMatchObject({ status: 202, body: { message: 'Eliminación de la empresa en curso' } });
    expect(otra.body.data).toMatchObject({ estado: 'en_curso', fase: 'bloqueo', usuariosTotal: 1, usuariosBorrados: 0 });
    expect(otra.body.data.solicitadaEn > fallida.solicitadaEn).toBe(true);
    await stack.colas.idle();
    await nadaQueda(e);
  }, 120_000);
});

// The Candidatos list's vacancy and period filters (issue 66 item 6, D196) through the local
// stack: a period of the creation date's company days, a vacancy (its applications' index, the
// candidates by key), each alone, with the status and a search, page after page with a small limit — a
// page of the vacancy's that meets only others comes back short (empty) with a cursor and the next one
// goes on, so every match is reached once; the CSV export answers what the filtered list shows; another
// company's vacancy or an unknown one is a 404; a period turned round or malformed is a Spanish 400.
// The candidates are loaded as the bench loads them (dated items with their search entries) and joined
// to the vacancies through the API; expected days come from the product's formatter in the company's
// zone, so the machine's zone does not matter.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFechaIso } from '../../shared/fechas.js';
import { listas as msg, vacantes as msgVacantes } from '../../shared/messages.js';
import {
  candidatoKeys,
  ENTRADA_NOMBRE,
  itemsDeCandidatoNuevo,
  repararBusqueda,
  type CandidatoItem,
} from '../../functions/lib/db/candidatos.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { candidaturaKeys } from '../../functions/lib/db/candidaturas.js';
import { idOrdenado } from '../../functions/lib/db/ids.js';
import { deleteItems, getItem, putItems } from '../../functions/lib/db/repository.js';
import { adminPrueba, cifPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaConAdmin, pilaConSuperadmin, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let ajeno: Session;
let empresaId: string;
let zona: string | undefined;
let vacanteId: string;
let otraVacanteId: string;
let vacanteAjena: string;
/** Candidate ids by name; their creation instants. */
const ids: Record<string, string> = {};
const fechas: Record<string, string> = {};
const nombre: Record<string, string> = {};

// The company's day as the server counts it: without a zone, UTC's (shared/fechas.ts inicioDelDia), never
// the test runner's own zone (CI runs it far from UTC).
const dia = (clave: string) => formatFechaIso(fechas[clave]!, zona ?? 'UTC');

/** Every id the list answers for `query`, one candidate a page; the size of each page too. */
async function paginas(query: string, token = admin.token): Promise<{ vistas: string[]; tamanos: Array<[number, boolean]> }> {
  const vistas: string[] = [];
  const tamanos: Array<[number, boolean]> = [];
  let cursor: string | null = null;
  do {
    const res = await stack.call('GET', `/api/candidatos?${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    vistas.push(...res.body.data.items.map((i: { id: string }) => i.id));
    cursor = res.body.data.cursor;
    tamanos.push([res.body.data.items.length, !!cursor]);
  } while (cursor && tamanos.length < 60);
  expect(cursor).toBeNull();
  return { vistas, tamanos };
}
const todas = async (query: string) => (await paginas(query)).vistas;
const de = (...claves: string[]) => claves.map((c) => ids[c]);

async function vacante(token: string, titulo: string, responsableId: string): Promise<string> {
  const servicioId = (await stack.call('GET', '/api/servicios-hr/disponibles', { token })).body.data[0].id as string;
  const res = await stack.call('POST', '/api/vacantes', { token, body: { titulo, lugar: 'Vigo', responsableId, servicioId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

async function unir(vacante: string, clave: string) {
  const res = await stack.call('POST', `/api/vacantes/${vacante}/candidatos`, { token: admin.token, body: { candidatoId: ids[clave] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  const { stack: s, superadmin } = await pilaConSuperadmin({ scheduler: false });
  stack = s;
  ({ empresaId, admin } = await empresaConAdmin(stack, superadmin, {
    ...empresaPrueba('Cribas', cifPrueba('Cribas')),
    admin: adminPrueba('Cribas'),
  }));
  const otra = await empresaConAdmin(stack, superadmin, {
    ...empresaPrueba('Ajena Cribas', cifPrueba('Ajena Cribas')),
    admin: adminPrueba('Ajena Cribas'),
  });
  ajeno = otra.admin;
  zona =
    (await getItem<{ configuracion?: { zonaHoraria?: string } }>(empresaKeys.empresa(empresaId)))?.configuracion?.zonaHoraria ?? undefined;
  vacanteId = await vacante(admin.token, 'Cajera', admin.user.id);
  otraVacanteId = await vacante(admin.token, 'Reponedor', admin.user.id);
  vacanteAjena = await vacante(ajeno.token, 'Cajera ajena', ajeno.user.id);
  // a1…a6 in March, five days apart at noon UTC (never the same company day); r1…r6, rejected, in February.
  const personas: Array<[string, string, CandidatoItem['estado']]> = [
    ...[1, 2, 3, 4, 5, 6].map((n): [string, string, CandidatoItem['estado']] => [`r${n}`, `2026-02-0${n}T12:00:00.000Z`, 'rechazado']),
    ['a1', '2026-03-01T12:00:00.000Z', 'nuevo'],
    ['a2', '2026-03-05T12:00:00.000Z', 'nuevo'],
    ['a3', '2026-03-10T12:00:00.000Z', 'rechazado'],
    ['a4', '2026-03-15T12:00:00.000Z', 'nuevo'],
    ['a5', '2026-03-20T12:00:00.000Z', 'nuevo'],
    ['a6', '2026-03-25T12:00:00.000Z', 'nuevo'],
  ];
  for (const [clave, fecha, estado] of personas) {
    const id = idOrdenado(new Date(fecha));
    ids[clave] = id;
    fechas[clave] = fecha;
    nombre[clave] = `Persona ${clave}`;
    await putItems(
      itemsDeCandidatoNuevo({
        id,
        empresaId,
        nombre: nombre[clave],
        email: `${clave}@cribas.test`,
        estado,
        fechaCreacion: fecha,
        version: 1,
      }),
    );
  }
  // Joined in this order, so the vacancy's list (newest joined first) is a6 a4 a3 r6…r1 a1; a5 is only
  // in the other vacancy, a2 in none.
  for (const clave of ['a1', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'a3', 'a4', 'a6']) await unir(vacanteId, clave);
  await unir(otraVacanteId, 'a5');
}, 120_000);
afterAll(async () => {
  await stack?.cleanup();
});

describe('Candidatos: a vacancy', () => {
  it('its candidates only, newest joined first, every one reached page by page', async () => {
    expect(await todas(`vacanteId=${vacanteId}`)).toEqual(de('a6', 'a4', 'a3', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'a1'));
    expect(await todas(`vacanteId=${otraVacanteId}`)).toEqual(de('a5'));
  });

  it('a page that meets only others comes back short with a cursor, and the next one goes on: nobody skipped or repeated', async () => {
    const { vistas, tamanos } = await paginas(`vacanteId=${vacanteId}&estado=nuevo`);
    expect(vistas).toEqual(de('a6', 'a4', 'a1'));
    // After a4, five applications that are not «nuevo» (a3, r6…r3) fill no page: it comes back empty, with its cursor.
    expect(tamanos).toContainEqual([0, true]);
  });
});

describe('Candidatos: a period of the creation date', () => {
  it("the company's days, both included; either side alone", async () => {
    expect(await todas(`desde=${dia('a2')}&hasta=${dia('a4')}`)).toEqual(de('a4', 'a3', 'a2'));
    expect(await todas(`desde=${dia('a5')}`)).toEqual(de('a6', 'a5'));
    expect(await todas(`hasta=${dia('r2')}`)).toEqual(de('r2', 'r1'));
    expect(await todas(`desde=${dia('a3')}&hasta=${dia('a3')}`)).toEqual(de('a3'));
    // With the status: its index, the same period.
    expect(await todas(`estado=rechazado&desde=${dia('r5')}&hasta=${dia('a4')}`)).toEqual(de('a3', 'r6', 'r5'));
  });
});

describe('Candidatos: the filters together, and the export', () => {
  it('a vacancy with a period, with a status and with a search', async () => {
    expect(await todas(`vacanteId=${vacanteId}&desde=${dia('a2')}&hasta=${dia('a5')}`)).toEqual(de('a4', 'a3'));
    expect(await todas(`vacanteId=${vacanteId}&desde=${dia('a2')}&estado=nuevo`)).toEqual(de('a6', 'a4'));
    expect(new Set(await todas(`vacanteId=${vacanteId}&q=persona&hasta=${dia('a3')}`))).toEqual(
      new Set(de('a3', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'a1')),
    );
    expect(await todas(`vacanteId=${otraVacanteId}&q=persona&estado=rechazado`)).toEqual([]);
  });

  it('the CSV answers what the filtered list shows, in its order', async () => {
    const consulta = `vacanteId=${vacanteId}&desde=${dia('a1')}&hasta=${dia('a4')}`;
    const res = await stack.call('GET', `/api/candidatos/exportar?${consulta}`, { token: admin.token });
    expect(res.status, String(res.body)).toBe(200);
    const filas = parse(res.body as string, { bom: true }) as string[][];
    expect(filas[0]![0]).toBe('nombre');
    const lista = (await stack.call('GET', `/api/candidatos?${consulta}&limit=100`, { token: admin.token })).body.data.items as Array<{
      nombre: string;
    }>;
    expect(filas.slice(1).map((f) => f[0])).toEqual(lista.map((c) => c.nombre));
    expect(filas.slice(1).map((f) => f[0])).toEqual(['Persona a4', 'Persona a3', 'Persona a1']);
  });

  it("another company's vacancy, or an unknown one, is a 404 on the list and the export", async () => {
    for (const [token, vacante] of [
      [admin.token, vacanteAjena],
      [admin.token, 'no-existe'],
      [ajeno.token, vacanteId],
    ] as const) {
      for (const ruta of ['/api/candidatos', '/api/candidatos/exportar']) {
        const res = await stack.call('GET', `${ruta}?vacanteId=${vacante}`, { token });
        expect(res.status, `${ruta} ${vacante}`).toBe(404);
        expect(JSON.stringify(res.body)).toContain(msgVacantes.noEncontrada);
      }
    }
  });

  it('a period turned round or malformed is a Spanish 400 on the list and the export, and changes nothing', async () => {
    const antes = await todas(`vacanteId=${vacanteId}`);
    for (const ruta of ['/api/candidatos', '/api/candidatos/exportar']) {
      const vuelta = await stack.call('GET', `${ruta}?vacanteId=${vacanteId}&desde=2026-03-10&hasta=2026-03-09`, { token: admin.token });
      expect(vuelta.status, ruta).toBe(400);
      expect(JSON.stringify(vuelta.body), ruta).toContain(msg.periodoInvertido);
      const mala = await stack.call('GET', `${ruta}?desde=10/03/2026`, { token: admin.token });
      expect(mala.status, ruta).toBe(400);
      expect(JSON.stringify(mala.body), ruta).toContain(msg.periodoInvalido);
    }
    expect(await todas(`vacanteId=${vacanteId}`)).toEqual(antes);
  });
});

describe('Candidatos: oldest first (D203)', () => {
  it('the same index read the other way, page by page: alone, with a status, a search, a vacancy and the CSV; not an order: a Spanish 400', async () => {
    const porFecha = de('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6');
    expect(await todas('orden=antiguos')).toEqual(porFecha);
    expect(await todas('orden=recientes')).toEqual([...porFecha].reverse());
    expect(await todas('orden=antiguos&estado=rechazado')).toEqual(de('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'a3'));
    expect(await todas(`orden=antiguos&desde=${dia('a2')}&hasta=${dia('a4')}`)).toEqual(de('a2', 'a3', 'a4'));
    expect(await todas('orden=antiguos&q=persona')).toEqual(porFecha);
    // The vacancy's: oldest joined first.
    expect(await todas(`orden=antiguos&vacanteId=${vacanteId}`)).toEqual(de('a1', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'a3', 'a4', 'a6'));
    const res = await stack.call('GET', `/api/candidatos/exportar?orden=antiguos&estado=nuevo`, { token: admin.token });
    expect(res.status).toBe(200);
    const filas = parse(res.body as string, { bom: true }) as string[][];
    expect(filas.slice(1).map((f) => f[0])).toEqual([nombre.a1, nombre.a2, nombre.a4, nombre.a5, nombre.a6]);
    for (const ruta of ['/api/candidatos', '/api/candidatos/exportar']) {
      const mala = await stack.call('GET', `${ruta}?orden=apellido`, { token: admin.token });
      expect(mala.status, ruta).toBe(400);
      expect(JSON.stringify(mala.body), ruta).toContain(msg.ordenCandidatos);
    }
  });
});

describe("a vacancy's stage (D198)", () => {
  async function mover(clave: string, etapa: string) {
    const k = candidaturaKeys.candidatura(empresaId, ids[clave]!, vacanteId);
    const { version } = (await getItem<{ version: number }>(k))!;
    const res = await stack.call('PUT', `/api/vacantes/${vacanteId}/candidatos/${ids[clave]}`, {
      token: admin.token,
      body: { etapa, version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it('the board column of the vacancy, exactly, page by page (most recently moved first); with a search, a status, and the CSV alike', async () => {
    await mover('r3', 'finalista');
    await mover('a4', 'finalista');
    expect(await todas(`vacanteId=${vacanteId}&etapa=finalista`)).toEqual(de('a4', 'r3'));
    expect(await todas(`vacanteId=${vacanteId}&etapa=finalista&estado=rechazado`)).toEqual(de('r3'));
    expect(await todas(`vacanteId=${otraVacanteId}&etapa=finalista`)).toEqual([]);
    const busqueda = await stack.call('GET', `/api/candidatos?vacanteId=${vacanteId}&etapa=finalista&q=persona`, { token: admin.token });
    expect(new Set(busqueda.body.data.items.map((c: { id: string }) => c.id))).toEqual(new Set(de('a4', 'r3')));
    const res = await stack.call('GET', `/api/candidatos/exportar?vacanteId=${vacanteId}&etapa=finalista`, { token: admin.token });
    expect(res.status).toBe(200);
    const filas = parse(res.body as string, { bom: true }) as string[][];
    expect(filas.slice(1).map((f) => f[0])).toEqual([nombre.a4, nombre.r3]);
  });

  it('a stage without a vacancy, or not a stage, is a Spanish 400 on the list and the export', async () => {
    for (const ruta of ['/api/candidatos', '/api/candidatos/exportar']) {
      const sin = await stack.call('GET', `${ruta}?etapa=finalista`, { token: admin.token });
      expect(sin.status, ruta).toBe(400);
      expect(JSON.stringify(sin.body), ruta).toContain(msg.etapaSinVacante);
      const mala = await stack.call('GET', `${ruta}?vacanteId=${vacanteId}&etapa=${encodeURIComponent('Fin Alista!')}`, {
        token: admin.token,
      });
      expect(mala.status, ruta).toBe(400);
      expect(JSON.stringify(mala.body), ruta).toContain(msgVacantes.etapaInvalida);
    }
  });
});

describe('Candidatos by name (D207)', () => {
  it('A to Z page by page, alone, with a status or a period, and the CSV; a rename moves one, the reconcile writes a missing entry; with a search or a vacancy a Spanish 400', async () => {
    const az = de('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6');
    expect(await todas('orden=nombre')).toEqual(az);
    expect(await todas('orden=nombre&estado=rechazado')).toEqual(de('a3', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'));
    expect(await todas(`orden=nombre&desde=${dia('a2')}&hasta=${dia('a4')}`)).toEqual(de('a2', 'a3', 'a4'));
    const csv = await stack.call('GET', '/api/candidatos/exportar?orden=nombre&estado=nuevo', { token: admin.token });
    expect(csv.status).toBe(200);
    const filas = parse(csv.body as string, { bom: true }) as string[][];
    expect(filas.slice(1).map((f) => f[0])).toEqual([nombre.a1, nombre.a2, nombre.a4, nombre.a5, nombre.a6]);
    for (const [q, ruta] of [
      ['q=persona', '/api/candidatos'],
      [`vacanteId=${vacanteId}`, '/api/candidatos'],
      ['q=persona', '/api/candidatos/exportar'],
    ]) {
      const r = await stack.call('GET', `${ruta}?orden=nombre&${q}`, { token: admin.token });
      expect(r.status, `${ruta} ${q}`).toBe(400);
      expect(JSON.stringify(r.body), `${ruta} ${q}`).toContain(msg.ordenNombreSoloLista);
    }
    // A rename moves a2 (accents and case aside: «Álvaro» sorts as «alvaro»). An erasure deletes the
    // entry with the search's (candidatos.test.ts: nothing under `CANDBUSQ#{id}#` is left).
    const renombrada = await stack.call('PUT', `/api/candidatos/${ids.a2}`, {
      token: admin.token,
      body: { nombre: 'Álvaro Zubiri' },
    });
    expect(renombrada.status, JSON.stringify(renombrada.body)).toBe(200);
    const renombrada2 = de('a2', 'a1', 'a3', 'a4', 'a5', 'a6', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6');
    expect(await todas('orden=nombre')).toEqual(renombrada2);
    // A candidate stored without the entry (before D207) is in the order once the reconcile has run.
    await deleteItems([candidatoKeys.indice(empresaId, ids.a5!, ENTRADA_NOMBRE)]);
    expect(await todas('orden=nombre')).toEqual(renombrada2.filter((id) => id !== ids.a5));
    expect(await repararBusqueda(empresaId, new Date(Date.now() + 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await todas('orden=nombre')).toEqual(renombrada2);
  });
});

// The lists' vacancy and period filters (issue 66 item 6, D192) through the local stack: Entrevistas
// by vacancy and by the scheduled date's company days, on the table's Query and on the by-state index,
// page after page with a small limit (a filtered page may come back short with a cursor: every match
// is reached once, none skipped); Informes by vacancy and by the card's date (when the interview was
// taken, else the report's), page after page; both exports answer what the filtered list shows; a
// period turned round or malformed is a Spanish 400; another company's export is 404 or nothing.
// Expected days come from the product's own formatter in the company's zone, so the hour, the day and
// the machine's zone do not matter.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFechaIso } from '../../shared/fechas.js';
import { areas as msgAreas, listas as msg, vacantes as msgVacantes } from '../../shared/messages.js';
import { candidatoKeys } from '../../functions/lib/db/candidatos.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { pasoInforme } from '../../functions/lib/db/informes.js';
import { getItem, putItem, transact } from '../../functions/lib/db/repository.js';
import { adminPrueba, cifPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaConAdmin, pilaConSuperadmin, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let ajeno: Session;
let empresaId: string;
let zona: string | undefined;
let vacanteId: string;
/** The two templates the interviews use (D198). */
let plantillas: string[] = [];
/** Interview ids by name: v2, v3 and v10 for the vacancy in 2, 3 and 10 days; s5 and s20 without one. */
const ids: Record<string, string> = {};
const fechas: Record<string, string> = {};

const DIA = 86_400_000;
// The company's day as the server counts it: without a zone, UTC's (shared/fechas.ts inicioDelDia), never
// the test runner's own zone (CI runs it far from UTC).
const dia = (iso: string) => formatFechaIso(iso, zona ?? 'UTC');

async function todas(ruta: string, token = admin.token): Promise<string[]> {
  const vistas: string[] = [];
  let cursor: string | null = null;
  let paginas = 0;
  do {
    const sep: string = ruta.includes('?') ? '&' : '?';
    const res = await stack.call('GET', `${ruta}${sep}limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    vistas.push(...res.body.data.items.map((i: { id: string }) => i.id));
    cursor = res.body.data.cursor;
    paginas++;
  } while (cursor && paginas < 50);
  expect(cursor).toBeNull();
  return vistas;
}

async function csv(ruta: string, token = admin.token) {
  const res = await stack.call('GET', ruta, { token });
  expect(res.status, String(res.body)).toBe(200);
  return parse(res.body as string, { bom: true }) as string[][];
}

beforeAll(async () => {
  const { stack: s, superadmin } = await pilaConSuperadmin({ scheduler: false });
  stack = s;
  ({ empresaId, admin } = await empresaConAdmin(stack, superadmin, {
    ...empresaPrueba('Filtra', cifPrueba('Filtra'), { licencias: { activas: 5 } }),
    admin: adminPrueba('Filtra'),
  }));
  ajeno = (
    await empresaConAdmin(stack, superadmin, {
      ...empresaPrueba('Ajena Filtra', cifPrueba('Ajena Filtra')),
      admin: adminPrueba('Ajena Filtra'),
    })
  ).admin;
  zona =
    (await getItem<{ configuracion?: { zonaHoraria?: string } }>(empresaKeys.empresa(empresaId)))?.configuracion?.zonaHoraria ?? undefined;
  const disponibles = (await stack.call('GET', '/api/servicios-hr/disponibles', { token: admin.token })).body.data as Array<{ id: string }>;
  const servicioId = disponibles[0]!.id;
  // v3 and s5 use a second template (D198's filter by template).
  plantillas = [servicioId, disponibles[1]!.id];
  const vacante = await stack.call('POST', '/api/vacantes', {
    token: admin.token,
    body: { titulo: 'Cajera', lugar: 'Vigo', responsableId: admin.user.id, servicioId },
  });
  expect(vacante.status, JSON.stringify(vacante.body)).toBe(201);
  vacanteId = vacante.body.data.id;
  const ahora = Date.now();
  for (const [clave, dias, conVacante] of [
    ['s20', 20, false],
    ['v10', 10, true],
    ['s5', 5, false],
    ['v3', 3, true],
    ['v2', 2, true],
  ] as const) {
    const c = await stack.call('POST', '/api/candidatos', {
      token: admin.token,
      body: { nombre: `Persona ${clave}`, email: `${clave}@filtra.test` },
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    fechas[clave] = new Date(ahora + dias * DIA).toISOString();
    const e = await stack.call('POST', '/api/entrevistas', {
      token: admin.token,
      body: {
        candidatoId: c.body.data.id,
        servicioId: clave === 'v3' || clave === 's5' ? plantillas[1] : servicioId,
        fechaProgramada: fechas[clave],
        ...(conVacante ? { vacanteId } : {}),
      },
    });
    expect(e.status, JSON.stringify(e.body)).toBe(201);
    ids[clave] = e.body.data.entrevista.id;
  }
}, 120_000);
afterAll(async () => {
  await stack?.cleanup();
});

describe('Entrevistas: vacancy and period', () => {
  it('a vacancy: its interviews only, newest first, every one reached page by page (the table and the by-state index)', async () => {
    const esperadas = [ids.v2, ids.v3, ids.v10];
    expect(await todas(`/api/entrevistas?vacanteId=${vacanteId}`)).toEqual(esperadas);
    expect(await todas(`/api/entrevistas?estado=programada&vacanteId=${vacanteId}`)).toEqual(esperadas);
  });

  it("a period: the scheduled date's company days, both included; with a vacancy, both filters", async () => {
    const desde = dia(fechas.v2!);
    const hasta = dia(fechas.s5!);
    expect(await todas(`/api/entrevistas?desde=${desde}&hasta=${hasta}`)).toEqual([ids.v2, ids.v3, ids.s5]);
    expect(await todas(`/api/entrevistas?desde=${desde}&hasta=${hasta}&vacanteId=${vacanteId}`)).toEqual([ids.v2, ids.v3]);
    expect(await todas(`/api/entrevistas?desde=${dia(fechas.v10!)}`)).toEqual([ids.v10, ids.s20]);
    expect(await todas(`/api/entrevistas?hasta=${dia(fechas.v2!)}`)).toEqual([ids.v2]);
    // A search filters its one answer the same way.
    const busqueda = await stack.call('GET', `/api/entrevistas?q=persona&vacanteId=${vacanteId}&hasta=${dia(fechas.v3!)}`, {
      token: admin.token,
    });
    expect(new Set(busqueda.body.data.items.map((i: { id: string }) => i.id))).toEqual(new Set([ids.v2, ids.v3]));
  });

  it('the export answers what the filtered list shows', async () => {
    const filas = await csv(`/api/entrevistas/exportar?vacanteId=${vacanteId}&desde=${dia(fechas.v3!)}`);
    expect(filas.slice(1).map((f) => f[0])).toEqual(['Persona v3', 'Persona v10']);
  });

  it('a period turned round or malformed is a Spanish 400, on the list and the export', async () => {
    for (const ruta of ['/api/entrevistas', '/api/entrevistas/exportar', '/api/informes', '/api/informes/exportar']) {
      const vuelta = await stack.call('GET', `${ruta}?desde=2026-05-10&hasta=2026-05-09`, { token: admin.token });
      expect(vuelta.status, ruta).toBe(400);
      expect(JSON.stringify(vuelta.body), ruta).toContain(msg.periodoInvertido);
      const mala = await stack.call('GET', `${ruta}?desde=10/05/2026`, { token: admin.token });
      expect(mala.status, ruta).toBe(400);
      expect(JSON.stringify(mala.body), ruta).toContain(msg.periodoInvalido);
    }
    // The same day on both sides is one whole day.
    expect((await stack.call('GET', '/api/entrevistas?desde=2026-05-10&hasta=2026-05-10', { token: admin.token })).status).toBe(200);
  });
});

describe('Informes: vacancy and period', () => {
  const resumen = (id: string, o: Record<string, unknown>) => ({
    id,
    candidatoId: `c-${id}`,
    candidatoNombre: `Informe ${id}`,
    areaId: null,
    servicioId: 'entrevistas-profundidad',
    servicioNombre: 'Entrevistas en Profundidad',
    estado: 'analizada' as const,
    fecha: '2026-03-01T10:00:00.000Z',
    puntuacionMedia: 7,
    recomendado: true,
    decision: null,
    metodo: 'integrado' as const,
    modelo: 'analizador integrado',
    ...o,
  });
  // The list items as the analysis writes them (pasoInforme): the filters read what is stored.
  beforeAll(async () => {
    await transact([
      pasoInforme(
        empresaId,
        // Reviewed before D198: a validated item that names no reviewer.
        resumen('i1', {
          estado: 'validada',
          decision: 'recomendado',
          vacanteId,
          fechaRealizacion: '2026-03-10T10:00:00.000Z',
          fecha: '2026-03-10T11:00:00.000Z',
        }),
      ),
      pasoInforme(
        empresaId,
        resumen('i2', { servicioId: 'otra-plantilla', fechaRealizacion: '2026-03-12T10:00:00.000Z', fecha: '2026-03-12T11:00:00.000Z' }),
      ),
      pasoInforme(
        empresaId,
        resumen('i3', {
          estado: 'validada',
          decision: 'en_duda',
          revisorId: admin.user.id,
          vacanteId,
          fechaRealizacion: '2026-03-20T10:00:00.000Z',
          fecha: '2026-03-20T11:00:00.000Z',
        }),
      ),
      // Written before the date of the interview was kept (D83): its date is the report's.
      pasoInforme(empresaId, resumen('i4', { fecha: '2026-03-11T10:00:00.000Z' })),
      pasoInforme(empresaId, resumen('i5', { vacanteId, fechaRealizacion: '2026-04-02T10:00:00.000Z', fecha: '2026-03-11T10:00:00.000Z' })),
    ]);
  });

  it('a vacancy, page by page: every report of it once, newest first', async () => {
    expect(await todas(`/api/informes?vacanteId=${vacanteId}`)).toEqual(['i5', 'i3', 'i1']);
    expect(await todas(`/api/informes?vacanteId=${vacanteId}&orden=nombre`)).toEqual(['i1', 'i3', 'i5']);
  });

  it("a period on the card's date: when the interview was taken, else the report's", async () => {
    expect(await todas('/api/informes?desde=2026-03-10&hasta=2026-03-12')).toEqual(['i4', 'i2', 'i1']);
    expect(await todas(`/api/informes?desde=2026-03-10&hasta=2026-03-31&vacanteId=${vacanteId}`)).toEqual(['i3', 'i1']);
  });

  it('the export answers what the filtered list shows; another company gets 404 or nothing of it', async () => {
    const filas = await csv(`/api/informes/exportar?vacanteId=${vacanteId}&desde=2026-03-15`);
    expect(filas[0]!.slice(0, 2)).toEqual(['candidato', 'plantilla']);
    expect(filas.slice(1).map((f) => f[0])).toEqual(['Informe i5', 'Informe i3']);
    expect((await stack.call('GET', `/api/informes/exportar?empresaId=${empresaId}`, { token: ajeno.token })).status).toBe(404);
    // Another company's vacancy is a 404 to it, as an unknown one (D198).
    expect((await stack.call('GET', `/api/informes/exportar?vacanteId=${vacanteId}`, { token: ajeno.token })).status).toBe(404);
  });
});

describe('D198: template, reviewer and order; an unknown or foreign vacancy is a 404', () => {
  beforeAll(async () => {
    // v10 reviewed by the admin: the review as every review writes it (validacion.por), put on the stored item.
    const k = { PK: `EMP#${empresaId}`, SK: `ENTREVISTA#${ids.v10}` };
    const item = await getItem<Record<string, unknown>>(k);
    expect(item).toBeDefined();
    await putItem({
      ...item!,
      ...k,
      validacion: {
        numero: 1,
        decision: 'recomendado',
        puntuacionesAjustadas: [],
        comentario: '',
        por: { userId: admin.user.id, nombre: 'Admin' },
        fecha: '2026-03-01T10:00:00.000Z',
        estadoCandidato: null,
        emailCandidato: null,
      },
    });
  });

  it('Entrevistas by template, by reviewer, oldest first; the table, the by-state index, a search and the export alike', async () => {
    expect(await todas(`/api/entrevistas?servicioId=${plantillas[1]}`)).toEqual([ids.v3, ids.s5]);
    expect(await todas(`/api/entrevistas?servicioId=${plantillas[1]}&orden=antiguas`)).toEqual([ids.s5, ids.v3]);
    expect(await todas(`/api/entrevistas?estado=programada&servicioId=${plantillas[0]}&orden=antiguas`)).toEqual([
      ids.s20,
      ids.v10,
      ids.v2,
    ]);
    expect(await todas('/api/entrevistas?orden=antiguas')).toEqual([ids.s20, ids.v10, ids.s5, ids.v3, ids.v2]);
    // Interviews never reviewed (every other one: written before any review) are not the reviewer's.
    expect(await todas(`/api/entrevistas?revisorId=${admin.user.id}`)).toEqual([ids.v10]);
    expect(await todas('/api/entrevistas?revisorId=nadie')).toEqual([]);
    const busqueda = await stack.call('GET', `/api/entrevistas?q=persona&servicioId=${plantillas[1]}&orden=antiguas`, {
      token: admin.token,
    });
    expect(busqueda.body.data.items.map((i: { id: string }) => i.id)).toEqual([ids.s5, ids.v3]);
    const filas = await csv(`/api/entrevistas/exportar?servicioId=${plantillas[0]}&orden=antiguas`);
    expect(filas.slice(1).map((f) => f[0])).toEqual(['Persona s20', 'Persona v10', 'Persona v2']);
    const delRevisor = await csv(`/api/entrevistas/exportar?revisorId=${admin.user.id}`);
    expect(delRevisor.slice(1).map((f) => f[0])).toEqual(['Persona v10']);
  });

  it('Informes by template, by reviewer (an item reviewed before D198 names none), oldest first; the export alike', async () => {
    expect(await todas('/api/informes?servicioId=otra-plantilla')).toEqual(['i2']);
    expect(await todas(`/api/informes?revisorId=${admin.user.id}`)).toEqual(['i3']);
    expect(await todas('/api/informes?estado=validada')).toEqual(['i3', 'i1']);
    expect(await todas('/api/informes?orden=antiguos')).toEqual(['i1', 'i2', 'i3', 'i4', 'i5']);
    const lista = await stack.call('GET', `/api/informes?revisorId=${admin.user.id}`, { token: admin.token });
    expect(lista.body.data.items[0].revisorId).toBe(admin.user.id);
    const filas = await csv(`/api/informes/exportar?servicioId=entrevistas-profundidad&orden=antiguos&vacanteId=${vacanteId}`);
    expect(filas.slice(1).map((f) => f[0])).toEqual(['Informe i1', 'Informe i3', 'Informe i5']);
  });

  it("an unknown vacancy, or another company's, is the vacancy routes' 404 on each list and export", async () => {
    for (const ruta of ['/api/entrevistas', '/api/entrevistas/exportar', '/api/informes', '/api/informes/exportar', '/api/candidatos']) {
      for (const [id, token] of [
        ['no-existe', admin.token],
        [vacanteId, ajeno.token],
      ] as const) {
        const res = await stack.call('GET', `${ruta}?vacanteId=${id}`, { token });
        expect(res.status, `${ruta} ${id}`).toBe(404);
        expect(JSON.stringify(res.body), ruta).toContain(msgVacantes.noEncontrada);
      }
    }
  });

  it('a bad order, template or reviewer is a Spanish 400', async () => {
    for (const ruta of ['/api/entrevistas', '/api/entrevistas/exportar']) {
      const orden = await stack.call('GET', `${ruta}?orden=puntuacion`, { token: admin.token });
      expect(orden.status, ruta).toBe(400);
      expect(JSON.stringify(orden.body), ruta).toContain(msg.ordenEntrevistas);
    }
    for (const ruta of ['/api/entrevistas', '/api/entrevistas/exportar', '/api/informes', '/api/informes/exportar']) {
      const plantilla = await stack.call('GET', `${ruta}?servicioId=${encodeURIComponent('a#b')}`, { token: admin.token });
      expect(plantilla.status, ruta).toBe(400);
      expect(JSON.stringify(plantilla.body), ruta).toContain(msg.plantillaInvalida);
      const revisor = await stack.call('GET', `${ruta}?revisorId=${encodeURIComponent('con espacio')}`, { token: admin.token });
      expect(revisor.status, ruta).toBe(400);
      expect(JSON.stringify(revisor.body), ruta).toContain(msg.revisorInvalido);
    }
  });
});

describe("Entrevistas by the candidate's area (D202)", () => {
  let areaId: string;
  let areaAjena: string;
  beforeAll(async () => {
    const a = await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Tiendas' } });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    areaId = a.body.data.id;
    const b = await stack.call('POST', '/api/areas', { token: ajeno.token, body: { nombreArea: 'Tiendas ajenas' } });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    areaAjena = b.body.data.id;
    // The candidates of v3 and s20 move to the area (the candidate item, as an edit writes it).
    for (const clave of ['v3', 's20']) {
      const e = (await getItem<{ candidatoId: string }>(entrevistaKeys.entrevista(empresaId, ids[clave]!)))!;
      const k = candidatoKeys.candidato(empresaId, e.candidatoId);
      await putItem({ ...(await getItem<Record<string, unknown>>(k))!, ...k, areaId });
    }
  });

  it("the candidate's area now, every match reached page by page (the table, the by-state index, the reverse order), with the other filters", async () => {
    expect(await todas(`/api/entrevistas?areaId=${areaId}`)).toEqual([ids.v3, ids.s20]);
    expect(await todas(`/api/entrevistas?areaId=${areaId}&estado=programada&orden=antiguas`)).toEqual([ids.s20, ids.v3]);
    expect(await todas(`/api/entrevistas?areaId=${areaId}&vacanteId=${vacanteId}`)).toEqual([ids.v3]);
    const busqueda = await stack.call('GET', `/api/entrevistas?q=persona&areaId=${areaId}`, { token: admin.token });
    expect(new Set(busqueda.body.data.items.map((i: { id: string }) => i.id))).toEqual(new Set([ids.v3, ids.s20]));
    const filas = await csv(`/api/entrevistas/exportar?areaId=${areaId}`);
    expect(filas.slice(1).map((f) => f[0])).toEqual(['Persona v3', 'Persona s20']);
  });

  it("another company's area, or none, is the areas' 404; a malformed id a Spanish 400", async () => {
    for (const ruta of ['/api/entrevistas', '/api/entrevistas/exportar']) {
      for (const otra of [areaAjena, 'no-existe']) {
        const r = await stack.call('GET', `${ruta}?areaId=${otra}`, { token: admin.token });
        expect(r.status, ruta).toBe(404);
        expect(r.body.message, ruta).toBe(msgAreas.noEncontrada);
      }
      const mala = await stack.call('GET', `${ruta}?areaId=${encodeURIComponent('a#b')}`, { token: admin.token });
      expect(mala.status, ruta).toBe(400);
      expect(JSON.stringify(mala.body), ruta).toContain(msg.areaInvalida);
    }
  });
});

describe("A vacancy's own candidates by period and order (D202)", () => {
  async function candidaturas(q: string): Promise<Array<{ candidatoId: string; unidaEn: string; movidaEn: string }>> {
    const vistas: Array<{ candidatoId: string; unidaEn: string; movidaEn: string }> = [];
    let cursor: string | null = null;
    let paginas = 0;
    do {
      const res = await stack.call(
        'GET',
        `/api/vacantes/${vacanteId}/candidatos?limit=1${q}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: admin.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      vistas.push(...res.body.data.items);
      cursor = res.body.data.cursor;
    } while (cursor && ++paginas < 50);
    expect(cursor).toBeNull();
    return vistas;
  }

  it('newest or oldest first, page by page; the period on the date the list is kept by (joined, or moved into the stage)', async () => {
    const todas = await candidaturas('');
    // The three interviews for the vacancy joined their candidates: v10's first, then v3's, then v2's.
    expect(todas).toHaveLength(3);
    const ordenNuevas = todas.map((c) => c.candidatoId);
    expect((await candidaturas('&orden=antiguas')).map((c) => c.candidatoId)).toEqual([...ordenNuevas].reverse());
    expect((await candidaturas('&etapa=invitado&orden=antiguas')).map((c) => c.candidatoId)).toEqual([...ordenNuevas].reverse());
    const primero = dia(todas.at(-1)!.unidaEn);
    const ultimo = dia(todas[0]!.unidaEn);
    expect((await candidaturas(`&desde=${primero}&hasta=${ultimo}`)).map((c) => c.candidatoId)).toEqual(ordenNuevas);
    const antes = formatFechaIso(new Date(Date.parse(todas.at(-1)!.unidaEn) - DIA).toISOString(), zona ?? 'UTC');
    const despues = formatFechaIso(new Date(Date.parse(todas[0]!.unidaEn) + DIA).toISOString(), zona ?? 'UTC');
    expect(await candidaturas(`&hasta=${antes}`)).toEqual([]);
    expect(await candidaturas(`&desde=${despues}&etapa=invitado`)).toEqual([]);
    expect((await candidaturas(`&desde=${primero}&etapa=invitado`)).map((c) => c.candidatoId)).toEqual(ordenNuevas);
    // The export writes what the list shows, in its order.
    const filas = await csv(`/api/vacantes/${vacanteId}/exportar?orden=antiguas&desde=${primero}`);
    expect(filas.slice(1).map((f) => f[0])).toEqual(['Persona v10', 'Persona v3', 'Persona v2']);
    expect((await csv(`/api/vacantes/${vacanteId}/exportar?hasta=${antes}`)).slice(1)).toEqual([]);
  });

  it('a bad period or order is a Spanish 400 on the list and the export', async () => {
    for (const ruta of [`/api/vacantes/${vacanteId}/candidatos`, `/api/vacantes/${vacanteId}/exportar`]) {
      const vuelta = await stack.call('GET', `${ruta}?desde=2026-05-10&hasta=2026-05-09`, { token: admin.token });
      expect(vuelta.status, ruta).toBe(400);
      expect(JSON.stringify(vuelta.body), ruta).toContain(msg.periodoInvertido);
      const orden = await stack.call('GET', `${ruta}?orden=puntuacion`, { token: admin.token });
      expect(orden.status, ruta).toBe(400);
      expect(JSON.stringify(orden.body), ruta).toContain(msg.ordenEntrevistas);
    }
  });
});

// Where the data lives (issue 67 item 8) through the local stack, whose region is us-east-1 (the
// emulators'): a Spanish company reads the EU-US adequacy decision and schedules freely; an Argentine
// company reads that the United States is not on Disposición 60-E/2016's list, cannot schedule its first
// interview (a Spanish 409 saying what to record and where) until its admin records the model clauses,
// and the superadmin's list shows it as pending until then. Bad input is a Spanish 400 and nothing is
// stored; another company's id is a 404.
import { describe, expect, it } from 'vitest';
import { getEmpresa } from '../../functions/lib/db/empresas.js';
import { completarCif, digitoRfc } from '../../shared/identificacion-fiscal.js';
import { empresaConAdmin, empresaDelArchivo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let espanola: { empresaId: string; admin: Session };
let argentina: { empresaId: string; admin: Session };

empresaDelArchivo(
  { scheduler: false },
  {
    nombreLegal: 'Datos España S.L.',
    cif: 'B12345674',
    email: 'info@datoses.test',
    licencias: { activas: 2 },
    admin: { nombre: 'Elsa', email: 'elsa@datoses.test', password: 'Qjb-Region-2026' },
  },
  async (hecha) => {
    ({ stack, superadmin } = hecha);
    espanola = { empresaId: hecha.empresaId, admin: hecha.admin };
    argentina = await empresaConAdmin(stack, superadmin, {
      nombreLegal: 'Datos Argentina S.A.',
      cif: '30-50001091-2',
      email: 'info@datosar.test',
      licencias: { activas: 2 },
      direccion: { pais: 'Argentina' },
      admin: { nombre: 'Ana', email: 'ana@datosar.test', password: 'Qjb-Region-2026' },
    } as Parameters<typeof empresaConAdmin>[2]);
  },
);

const ubicacion = async (c: { empresaId: string; admin: Session }) => {
  const r = await stack.call('GET', `/api/configuracion/empresa/${c.empresaId}/apis`, { token: c.admin.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.ubicacionDatos;
};
const registrar = (c: { empresaId: string }, body: unknown, token: string) =>
  stack.call('PUT', `/api/configuracion/empresa/${c.empresaId}/salvaguarda-transferencia`, { token, body });
const programar = async (c: { admin: Session }, email: string) => {
  const alta = await stack.call('POST', '/api/candidatos', { token: c.admin.token, body: { nombre: 'Berta Sanz', email } });
  expect(alta.status, JSON.stringify(alta.body)).toBe(201);
  return stack.call('POST', '/api/entrevistas', {
    token: c.admin.token,
    body: {
      candidatoId: alta.body.data.id,
      servicioId: 'entrevistas-profundidad',
      fechaProgramada: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
};
const pendientes = async () => {
  const r = await stack.call('GET', '/api/empresas', { token: superadmin.token });
  return Object.fromEntries(
    (r.body.data.items as { id: string; salvaguardaPendiente?: boolean }[]).map((e) => [e.id, e.salvaguardaPendiente]),
  );
};
const CLAUSULAS_MX = {
  tipo: 'Contrato con el encargado del tratamiento',
  referencia: 'Contrato de remisión 2026',
  fechaDocumento: '2025-09-01',
};
const CLAUSULAS = {
  tipo: 'Cláusulas contractuales modelo',
  referencia: 'Contrato de encargo con Talentia, anexo II',
  fechaDocumento: '2026-10-01',
};

describe('where the data lives', () => {
  it('a Spanish company reads the EU-US adequacy decision and schedules without recording anything', async () => {
    expect(await ubicacion(espanola)).toMatchObject({
      region: 'us-east-1',
      regionNombre: 'EE. UU. Este (Norte de Virginia)',
      base: { tipo: 'adecuado', requiereSalvaguarda: false },
      registrada: null,
      pendiente: false,
    });
    expect((await ubicacion(espanola)).base.texto).toContain('Decisión de Ejecución (UE) 2023/1795');
    const r = await programar(espanola, 'berta@datoses.test');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });

  it('an Argentine company cannot schedule its first interview until the safeguard is recorded; the superadmin sees it pending', async () => {
    const u = await ubicacion(argentina);
    expect(u).toMatchObject({ base: { tipo: 'salvaguarda', salvaguarda: 'Cláusulas contractuales modelo' }, pendiente: true });
    expect(u.base.texto).toContain('Disposición 60-E/2016');
    expect(await pendientes()).toMatchObject({ [argentina.empresaId]: true, [espanola.empresaId]: false });

    const r = await programar(argentina, 'berta@datosar.test');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'Antes de la primera entrevista, un administrador de la empresa debe registrar la garantía que pide la ley de su país para que los datos estén en EE. UU. Este (Norte de Virginia) (cláusulas contractuales modelo): en Configuración → «Dónde están los datos»',
    );
    const lista = await stack.call('GET', '/api/entrevistas', { token: argentina.admin.token });
    expect(lista.body.data.items).toEqual([]);
  });

  it('bad input is a Spanish 400 and stores nothing; another company’s id is a 404', async () => {
    const antes = (await getEmpresa(argentina.empresaId))!.version;
    const malos: [unknown, string][] = [
      [{ ...CLAUSULAS, tipo: 'Un apretón de manos' }, 'Elige el tipo de garantía'],
      [{ ...CLAUSULAS, referencia: ' ' }, 'Indica la referencia del documento'],
      [{ ...CLAUSULAS, fechaDocumento: '2026-13-01' }, 'Indica la fecha del documento (AAAA-MM-DD)'],
      [{ ...CLAUSULAS, fechaDocumento: '2999-01-01' }, 'La fecha del documento no puede ser posterior a hoy'],
      [{ ...CLAUSULAS, extra: 1 }, 'Campo no permitido: extra'],
    ];
    for (const [body, mensaje] of malos) {
      const r = await registrar(argentina, body, argentina.admin.token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(mensaje);
    }
    const ajena = await registrar(argentina, CLAUSULAS, espanola.admin.token);
    expect(ajena.status).toBe(404);
    expect((await getEmpresa(argentina.empresaId))!.version).toBe(antes);
    expect(await ubicacion(argentina)).toMatchObject({ registrada: null, pendiente: true });
  });

  it('«Falta garantía de datos» filters the paginated list on the server: pages by cursor without repeats, a bad value a Spanish 400', async () => {
    // Two more companies whose law asks for a safeguard in this region (Mexico's contract), and a Spanish one between them.
    const mexicanas = [];
    for (const n of [1, 2]) {
      mexicanas.push(
        await empresaConAdmin(stack, superadmin, {
          nombreLegal: `Datos México ${n} S.A. de C.V.`,
          cif: n === 1 ? 'ACA120116TX5' : `DMX260101A1${digitoRfc('DMX260101A1')}`,
          email: `info@datosmx${n}.test`,
          direccion: { pais: 'México' },
          admin: { nombre: `Mara ${n}`, email: `mara${n}@datosmx.test`, password: 'Qjb-Region-2026' },
        } as Parameters<typeof empresaConAdmin>[2]),
      );
      if (n === 1)
        await empresaConAdmin(stack, superadmin, {
          nombreLegal: 'Datos España Dos S.L.',
          cif: completarCif('B', '1000267'),
          email: 'info@datoses2.test',
          admin: { nombre: 'Eva', email: 'eva@datoses2.test', password: 'Qjb-Region-2026' },
        });
    }
    const filtrada = async (q: string) => {
      const r = await stack.call('GET', `/api/empresas?garantia=falta${q}`, { token: superadmin.token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as { items: Array<{ id: string; salvaguardaPendiente?: boolean }>; cursor: string | null };
    };
    const esperadas = [mexicanas[1]!.empresaId, mexicanas[0]!.empresaId, argentina.empresaId];
    const todas = await filtrada('');
    expect(todas.items.map((e) => e.id)).toEqual(esperadas);
    expect(todas.items.every((e) => e.salvaguardaPendiente === true)).toBe(true);
    expect(todas.cursor).toBeNull();
    // One a page: each page is filled (the Spanish companies between them are skipped), the cursor goes on after the last one kept.
    const vistas: string[] = [];
    let cursor: string | null = null;
    do {
      const p = await filtrada(`&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      vistas.push(...p.items.map((e) => e.id));
      cursor = p.cursor;
    } while (cursor && vistas.length < 10);
    expect(vistas).toEqual(esperadas);
    // With the search: the filter and the term together.
    expect((await filtrada('&q=mexico 2')).items.map((e) => e.id)).toEqual([mexicanas[1]!.empresaId]);
    // The unfiltered list still has every company.
    expect(Object.keys(await pendientes())).toEqual(expect.arrayContaining([espanola.empresaId, ...esperadas]));
    // A company admin's own list: their company only if it is missing its safeguard.
    const propia = await stack.call('GET', '/api/empresas?garantia=falta', { token: espanola.admin.token });
    expect(propia.body.data.items).toEqual([]);
    const mala = await stack.call('GET', '/api/empresas?garantia=si', { token: superadmin.token });
    expect(mala.status).toBe(400);
    expect(JSON.stringify(mala.body)).toContain('El filtro de garantía solo admite «falta»');
    // Recorded, a company leaves the filtered list.
    expect((await registrar(mexicanas[0]!, CLAUSULAS_MX, mexicanas[0]!.admin.token)).status).toBe(200);
    expect((await filtrada('')).items.map((e) => e.id)).toEqual([mexicanas[1]!.empresaId, argentina.empresaId]);
  });

  it('its admin records the model clauses: who and when are kept, the list clears, the first interview goes', async () => {
    const r = await registrar(argentina, CLAUSULAS, argentina.admin.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Garantía para la transferencia de los datos registrada');
    expect(r.body.data).toMatchObject({
      pendiente: false,
      registrada: { ...CLAUSULAS, region: 'us-east-1', pais: 'AR', por: { id: argentina.admin.user.id, nombre: 'Ana' } },
    });
    expect(Date.parse(r.body.data.registrada.fecha)).toBeGreaterThan(Date.now() - 60_000);
    expect(await ubicacion(argentina)).toMatchObject({ pendiente: false, registrada: { referencia: CLAUSULAS.referencia } });
    expect((await pendientes())[argentina.empresaId]).toBe(false);
    const e = await programar(argentina, 'carla@datosar.test');
    expect(e.status, JSON.stringify(e.body)).toBe(201);
  });
});

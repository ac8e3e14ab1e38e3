// What the data tests compare (D95, D100, D103): a company's items counted by kind and what its
// counters say, read from the table, so an export, clear, import or restore can be checked item by
// item and counter by counter against a reference.
import { expect } from 'vitest';
import { claseDe, tipoDe } from '../../functions/lib/datos/elementos.js';
import { getEmpresa, paginaDeEmpresa } from '../../functions/lib/db/empresas.js';
import { estadisticasEmpresa, porEstadoCandidatos } from './contadores-empresa.js';
import { adminPrueba, dominioPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';
import { empresaConAdmin, login, type Session } from './fixtures.js';

/**
 * Every item of the company's partition counted by kind (elementos.ts `tipoDe`), leaving out the kinds
 * in `omitir`. A counter the writes keep (class `contador`: CANDSTATS, EMPSTATS, NOTIFCONT…) counts once
 * however many of its fractions (`#F{n}`, D111; `#{n}`, D110) exist: which fractions a write lands on is random, so
 * an import that rebuilds a counter may spread it differently from the writes it replays.
 */
export async function contarPorTipo(empresaId: string, omitir: ReadonlySet<string> = new Set()): Promise<Record<string, number>> {
  const n: Record<string, number> = {};
  const contadores = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { limit: 100, cursor });
    for (const i of page.items) {
      const t = tipoDe(i.SK);
      if (omitir.has(t)) continue;
      if (claseDe(i.SK) === 'contador') {
        // A statistics counter's fractions are `#F{n}` (D111), an unread count's `#{n}` (D110).
        const base = i.SK.replace(/#F?\d+$/, '');
        if (contadores.has(base)) continue;
        contadores.add(base);
      }
      n[t] = (n[t] ?? 0) + 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return n;
}

/**
 * What the company's counters say: its record's quotas, and its statistics summed from their
 * fractions (D111) by the product's reads (zeros left out, so a counter never written equals one back at 0).
 */
export async function contadoresDe(empresaId: string) {
  const e = (await getEmpresa(empresaId))!;
  const [s, candidatos] = await Promise.all([estadisticasEmpresa(empresaId), porEstadoCandidatos(empresaId)]);
  return {
    uso: e.uso,
    entrevistasPorEstado: Object.fromEntries(Object.entries(s.entrevistasPorEstado).filter(([, v]) => v !== 0)),
    informes: [s.informesGenerados, s.informesSumaPuntuacion, s.informesConPuntuacion, s.informesRecomendados],
    candidatos: Object.fromEntries(
      Object.entries(candidatos)
        .filter(([, v]) => v !== 0)
        .map(([k, v]) => [`estado_${k}`, v]),
    ),
  };
}

/** A POST as `como` that must answer 201 (the seeding of a test company); answers its data. */
export function crearComo(stack: TestStack, como: Session) {
  return async (path: string, body: unknown) => {
    const res = await stack.call('POST', path, { token: como.token, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data;
  };
}

/**
 * The two companies of a data job's suite, made through the API by the superadmin: the company, with its admin and its
 * data as the screens make them — two areas, `candidatos` people (every other one in the first area,
 * the first with a job title), a configuration entry and `entrevistas` scheduled interviews of the
 * deep-interview template, for the first people — and a neighbour whose admin must reach none of it.
 * Answers the company, both admins and the company's data as exported (the file an import reads).
 */
export async function empresaConDatos(
  stack: TestStack,
  o: { nombre: string; cif: string; vecina: { nombre: string; cif: string }; candidatos: number; entrevistas: number },
) {
  const superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const { empresaId, admin } = await empresaConAdmin(stack, superadmin, {
    ...empresaPrueba(o.nombre, o.cif, { licencias: { activas: 2, total: 2 } }),
    admin: adminPrueba(o.nombre),
  });
  const vecina = await empresaConAdmin(stack, superadmin, {
    ...empresaPrueba(o.vecina.nombre, o.vecina.cif),
    admin: adminPrueba(o.vecina.nombre),
  });
  const dominio = dominioPrueba(o.nombre);
  const post = crearComo(stack, admin);
  const area = await post('/api/areas', { nombreArea: 'Comercial' });
  await post('/api/areas', { nombreArea: 'Técnica' });
  const personas = [];
  for (let i = 0; i < o.candidatos; i++)
    personas.push(
      await post('/api/candidatos', {
        nombre: `Persona ${i}`,
        email: `p${i}@${dominio}`,
        puesto: i === 0 ? 'Ventas' : undefined,
        areaId: i % 2 ? area.id : undefined,
      }),
    );
  await post('/api/configuracion', { nombre: 'max_entrevistas', valor: '5', tipo: 'number' });
  for (const c of personas.slice(0, o.entrevistas))
    await post('/api/entrevistas', {
      candidatoId: c.id,
      servicioId: PLANTILLA_DATOS,
      fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
    });
  const archivo = (await stack.call('GET', '/api/datos/exportar', { token: admin.token })).body.data;
  return { empresaId, admin, otroAdmin: vecina.admin, archivo };
}

/** The template of the interviews empresaConDatos schedules. */
export const PLANTILLA_DATOS = 'entrevistas-profundidad';

// A company's own interview templates (issue 54 item 10, D164) through the local stack: an admin
// copies a contracted platform template, edits its questions and its own rubric, every save is a
// version (earlier ones readable, a stale editor refused), an interview keeps the version it was
// scheduled with, operators schedule with it but cannot edit it, and another company's template
// answers 404 and cannot be scheduled.
import { describe, expect, it } from 'vitest';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { plantillasPropias as msg } from '../../shared/messages.js';
import { getDiseno } from '../../functions/lib/db/entrevistas.js';
import { empresaConOperadorYOtra, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;
let otra: { empresaId: string; admin: Session };

empresaConOperadorYOtra(
  { scheduler: false },
  { ...empresaPrueba('Propias', completarCif('B', '1000164'), { licencias: { activas: 2, total: 2 } }), admin: adminPrueba('Propias') },
  { email: 'oscar@propias.test', password: 'Pmhb-Clave-2026' },
  {
    ...empresaPrueba('Otra Propias', completarCif('B', '1000165')),
    admin: adminPrueba('Otra Propias'),
  },
  (hecha) => {
    ({ stack, superadmin, admin, empresaId, operador, otra } = hecha);
  },
);

const crear = (token: string, body: unknown) => stack.call('POST', '/api/servicios-hr/propias', { token, body });
const leer = (token: string, id: string, version?: number) =>
  stack.call('GET', `/api/servicios-hr/propias/${id}${version ? `?version=${version}` : ''}`, { token });
const guardar = (token: string, id: string, body: unknown) => stack.call('PUT', `/api/servicios-hr/propias/${id}`, { token, body });

/** A design of the company's own: one phase, two questions, a rubric of its own with anchors. */
const disenoPropio = {
  duracionEstimada: 25,
  criterioPasado: 60,
  fases: [
    {
      nombre: 'Atención al cliente',
      preguntas: [
        { texto: 'Cuéntame una queja difícil que resolviste.', explora: 'Resolución de quejas', competencia: 'Empatía' },
        { texto: '¿Cómo priorizas cuando llegan tres llamadas a la vez?', explora: 'Prioridades', competencia: 'Organización' },
      ],
    },
  ],
  rubrica: [
    { competencia: 'Empatía', anclas: { bajo: 'Culpa al cliente', medio: 'Escucha pero no actúa', alto: 'Escucha y resuelve' } },
    { competencia: 'Organización', anclas: { bajo: 'Improvisa', medio: 'Ordena a veces', alto: 'Prioriza con criterio' } },
  ],
};

describe('a company template made from a platform one', () => {
  it('is a copy of a contracted template, version 1, named «… (copia)»; one not contracted is refused in Spanish', async () => {
    const plataforma = (await stack.call('GET', '/api/servicios-hr', { token: admin.token })).body.data as any[];
    const base = plataforma.find((s) => s.codigo === 'entrevistas-profundidad');
    const res = await crear(admin.token, { desde: 'entrevistas-profundidad' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(p.id).toMatch(/^propia-/);
    expect(p).toMatchObject({ base: 'entrevistas-profundidad', nombre: `${base.nombre} (copia)`, version: 1, activa: true });
    expect(p.estructura).toEqual(base.estructura);
    expect(p.versiones).toHaveLength(1);

    // mapeo-organizacional is not among a new company's contracted services.
    const fuera = await crear(admin.token, { desde: 'mapeo-organizacional' });
    expect(fuera.status).toBe(400);
    expect(fuera.body.message).toContain('no tiene contratado');
    const inexistente = await crear(admin.token, { desde: 'no-existe' });
    expect(inexistente.status).toBe(400);

    const lista = await stack.call('GET', '/api/servicios-hr/propias', { token: operador.token });
    expect(lista.status).toBe(200);
    expect((lista.body.data as any[]).map((x) => x.id)).toEqual([p.id]);
  });

  it('only an admin creates or edits; an operator reads', async () => {
    expect((await crear(operador.token, { desde: 'entrevistas-profundidad' })).status).toBe(403);
    const [p] = (await stack.call('GET', '/api/servicios-hr/propias', { token: admin.token })).body.data;
    expect((await leer(operador.token, p.id)).status).toBe(200);
    expect((await guardar(operador.token, p.id, { version: p.version, nombre: 'Intento' })).status).toBe(403);
  });

  it('each save is a new version; earlier versions stay readable; a stale editor gets 409 and changes nothing', async () => {
    const p = (await crear(admin.token, { desde: 'test-vocacional', nombre: 'Atención al cliente' })).body.data;
    const v1 = p.estructura;
    const g = await guardar(admin.token, p.id, { version: 1, nombre: 'Atención al cliente (tienda)', estructura: disenoPropio });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect(g.body.message).toBe('Plantilla guardada como versión 2');
    expect(g.body.data).toMatchObject({ version: 2, versionActual: 2, nombre: 'Atención al cliente (tienda)' });
    expect(g.body.data.estructura.rubrica.map((c: any) => c.competencia)).toEqual(['Empatía', 'Organización']);

    const stale = await guardar(admin.token, p.id, { version: 1, nombre: 'Pisado' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('versión 2');

    const actual = (await leer(admin.token, p.id)).body.data;
    expect(actual.nombre).toBe('Atención al cliente (tienda)');
    expect(actual.versiones.map((v: any) => v.version)).toEqual([1, 2]);
    const primera = await leer(admin.token, p.id, 1);
    expect(primera.status).toBe(200);
    expect(primera.body.data).toMatchObject({ version: 1, versionActual: 2, nombre: 'Atención al cliente' });
    expect(primera.body.data.estructura).toEqual(v1);
    expect((await leer(admin.token, p.id, 7)).status).toBe(404);
  });

  it('a design whose question evidences a competency its rubric lacks is refused with a Spanish reason, and nothing changes', async () => {
    const p = (await crear(admin.token, { desde: 'entrevistas-profundidad', nombre: 'Sin rúbrica completa' })).body.data;
    const mal = await guardar(admin.token, p.id, {
      version: 1,
      estructura: { ...disenoPropio, rubrica: [disenoPropio.rubrica[0]] },
    });
    expect(mal.status).toBe(400);
    expect(JSON.stringify(mal.body)).toContain('La competencia «Organización» no está en la rúbrica');
    expect((await leer(admin.token, p.id)).body.data.version).toBe(1);
  });
});

describe('scheduling with a company template', () => {
  it('is offered beside the platform ones; the interview keeps the version it was scheduled with', async () => {
    const p = (await crear(admin.token, { desde: 'entrevistas-profundidad', nombre: 'Entrevista de tienda' })).body.data;
    await guardar(admin.token, p.id, { version: 1, estructura: disenoPropio });
    const disponibles = (await stack.call('GET', '/api/servicios-hr/disponibles', { token: operador.token })).body.data as any[];
    expect(disponibles.find((s) => s.id === p.id)).toMatchObject({ nombre: 'Entrevista de tienda', propia: true, version: 2 });

    const candidato = (
      await stack.call('POST', '/api/candidatos', { token: operador.token, body: { nombre: 'Carla Tienda', email: 'carla@cand.test' } })
    ).body.data;
    const res = await stack.call('POST', '/api/entrevistas', {
      token: operador.token,
      body: { candidatoId: candidato.id, servicioId: p.id, fechaProgramada: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const entrevista = res.body.data.entrevista;
    expect(entrevista.servicioNombre).toBe('Entrevista de tienda');

    // A later edit is version 3; the scheduled interview still asks version 2's questions.
    const otra = structuredClone(disenoPropio);
    otra.fases[0]!.preguntas[0]!.texto = 'Una pregunta nueva de la versión 3.';
    expect((await guardar(admin.token, p.id, { version: 2, estructura: otra })).status).toBe(200);
    const diseno = await getDiseno(empresaId, entrevista.id);
    expect(diseno).toMatchObject({ servicioId: p.id, servicioVersion: 2 });
    expect((diseno!.estructura as any).fases[0].preguntas[0].texto).toBe(disenoPropio.fases[0]!.preguntas[0]!.texto);

    // Switched off, it is no longer offered, and scheduling with it is refused.
    expect((await guardar(admin.token, p.id, { version: 3, activa: false })).status).toBe(200);
    const despues = (await stack.call('GET', '/api/servicios-hr/disponibles', { token: operador.token })).body.data as any[];
    expect(despues.some((s) => s.id === p.id)).toBe(false);
    const apagada = await stack.call('POST', '/api/entrevistas', {
      token: operador.token,
      body: { candidatoId: candidato.id, servicioId: p.id, fechaProgramada: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    });
    expect(apagada.status).toBe(400);
  });
});

describe("another company's template", () => {
  it('answers 404 to read or edit, is not listed, and cannot be scheduled', async () => {
    const p = (await crear(admin.token, { desde: 'entrevistas-profundidad', nombre: 'Solo nuestra' })).body.data;
    expect((await leer(otra.admin.token, p.id)).status).toBe(404);
    const edit = await guardar(otra.admin.token, p.id, { version: 1, nombre: 'Robada' });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe(msg.noEncontrada);
    expect((await leer(admin.token, p.id)).body.data.nombre).toBe('Solo nuestra');
    const suyas = (await stack.call('GET', '/api/servicios-hr/propias', { token: otra.admin.token })).body.data as any[];
    expect(suyas.some((x) => x.id === p.id)).toBe(false);
    const candidato = (
      await stack.call('POST', '/api/candidatos', { token: otra.admin.token, body: { nombre: 'Ana Otra', email: 'ana@otra.test' } })
    ).body.data;
    const res = await stack.call('POST', '/api/entrevistas', {
      token: otra.admin.token,
      body: { candidatoId: candidato.id, servicioId: p.id, fechaProgramada: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(res.status).toBe(400);
  });

  it('a platform template cannot take a company template code', async () => {
    const res = await stack.call('POST', '/api/servicios-hr', { token: superadmin.token, body: { nombre: 'Falsa', codigo: 'propia-x' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('propia-');
  });
});

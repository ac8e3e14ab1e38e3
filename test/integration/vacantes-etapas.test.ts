// The company's pipeline stages through the local stack (issue 66 item 2 and item 9, D195): every user
// reads them — the defaults until the company saves its own —, whoever manages vacancies renames, adds,
// orders and deletes them from the version read; a move, a join and a bulk action go only to a stage
// the company has, and are named by its name in the messages, the CSV and the figures. A stage that
// holds someone in any vacancy is not deleted (a Spanish 409 saying how many and where, nothing
// changed); nor is one of the four the product moves people to; two people saving from one version:
// the second gets a 409. A stage being deleted refuses moves into it until its mark runs out.
// Another company's stages are its own (and test/security/tenant-isolation.test.ts).
import { describe, expect, it } from 'vitest';
import { guardarEtapas } from '../../functions/lib/db/etapas-vacante.js';
import { fmt, vacantes as msg } from '../../shared/messages.js';
import { EtapasProceso, ETAPAS, ETAPAS_POR_DEFECTO } from '../../shared/schemas/etapas-vacante.js';
import { Lote, LoteDetalle } from '../../shared/schemas/lote-vacante.js';
import { CifrasVacante } from '../../shared/schemas/vacante-cifras.js';
import { vacanteConDefectos, type Session, norteYSurDelArchivo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let operador: Session;
let otra: { empresaId: string; admin: Session };

norteYSurDelArchivo('Etapas', (hecha) => ({ stack, admin, operador, otra } = hecha), { nombreAdmin: 'Olga Norte' });

const leer = async (token: string) => {
  const r = await stack.call('GET', '/api/vacantes/etapas', { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return EtapasProceso.parse(r.body.data);
};
const guardar = (token: string, body: unknown) => stack.call('PUT', '/api/vacantes/etapas', { token, body });
/** The list as a save sends it: ids and names, in order. */
const comoCuerpo = (p: EtapasProceso) => p.etapas.map(({ id, nombre }) => ({ id, nombre }));

const vacante = () => vacanteConDefectos(stack, admin, 'Técnica de laboratorio', 'Valencia');

let n = 0;
async function enVacante(v: string, nombre: string, etapa = 'nuevo'): Promise<string> {
  const email = `persona${++n}@etapas.test`;
  const c = await stack.call('POST', '/api/candidatos', { token: admin.token, body: { nombre, email, puesto: 'Técnica' } });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const u = await stack.call('POST', `/api/vacantes/${v}/candidatos`, { token: admin.token, body: { candidatoId: c.body.data.id, etapa } });
  expect(u.status, JSON.stringify(u.body)).toBe(201);
  return c.body.data.id;
}

const version = async (v: string, candidatoId: string) => {
  const r = await stack.call('GET', `/api/vacantes/${v}/candidatos`, { token: admin.token });
  return (r.body.data.items as Array<{ candidatoId: string; version: number; etapa: string }>).find((c) => c.candidatoId === candidatoId)!;
};
const mover = async (token: string, v: string, candidatoId: string, etapa: string) =>
  stack.call('PUT', `/api/vacantes/${v}/candidatos/${candidatoId}`, {
    token,
    body: { etapa, version: (await version(v, candidatoId)).version },
  });

describe("the company's pipeline stages", () => {
  it('the defaults until the company saves its own, read by every user; an operator cannot change them; another company keeps its own', async () => {
    const p = await leer(operador.token);
    expect(p.version).toBe(0);
    expect(p.etapas).toEqual(ETAPAS_POR_DEFECTO);
    expect(p.etapas.filter((e) => e.sistema).map((e) => e.id)).toEqual(['nuevo', 'invitado', 'entrevistado', 'descartado']);
    const r = await guardar(operador.token, { etapas: comoCuerpo(p), version: 0 });
    expect(r.status).toBe(403);
    expect((await leer(admin.token)).version).toBe(0);
  });

  it('renamed, added and ordered: moves, columns, the CSV, the figures and the messages use the new names; a new stage is a move like any other', async () => {
    const antes = await leer(admin.token);
    const cuerpo = comoCuerpo(antes)
      .filter((e) => e.id !== 'oferta')
      .map((e) => (e.id === 'finalista' ? { ...e, nombre: 'Terna final' } : e));
    // «Prueba técnica» right after «Entrevistado»; «Contratado» before «Terna final» (an odd order, the company's own).
    cuerpo.splice(3, 0, { nombre: 'Prueba técnica' } as { id: string; nombre: string });
    const i = cuerpo.findIndex((e) => e.id === 'contratado');
    const [contratado] = cuerpo.splice(i, 1);
    cuerpo.splice(
      cuerpo.findIndex((e) => e.id === 'finalista'),
      0,
      contratado!,
    );
    const r = await guardar(admin.token, { etapas: cuerpo, version: antes.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(msg.etapasGuardadas);
    const p = EtapasProceso.parse(r.body.data);
    // A deletion writes twice (its mark, then the list): the version moves on by two.
    expect(p.version).toBe(antes.version + 2);
    const prueba = p.etapas.find((e) => e.nombre === 'Prueba técnica')!;
    expect(prueba).toMatchObject({ id: expect.stringMatching(/^e-[a-z0-9]{8}$/), sistema: false });
    expect(p.etapas.map((e) => e.nombre)).toEqual([
      'Nuevo',
      'Invitado',
      'Entrevistado',
      'Prueba técnica',
      'En revisión',
      'Contratado',
      'Terna final',
      'Descartado',
    ]);
    expect(await leer(operador.token)).toEqual(p);

    const v = await vacante();
    const ana = await enVacante(v, 'Ana Prueba');
    const m = await mover(operador.token, v, ana, prueba.id);
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(m.body.message).toBe(fmt(msg.candidatoMovido, { etapa: 'Prueba técnica' }));
    const columna = await stack.call('GET', `/api/vacantes/${v}/candidatos?etapa=${prueba.id}`, { token: admin.token });
    expect(columna.body.data.items.map((c: { candidatoId: string }) => c.candidatoId)).toEqual([ana]);
    const renombrada = await mover(operador.token, v, ana, 'finalista');
    expect(renombrada.body.message).toBe(fmt(msg.candidatoMovido, { etapa: 'Terna final' }));
    // A stage the company deleted (or never had) is no move; a join names only its stages too.
    for (const etapa of ['oferta', 'e-nadie123']) {
      const x = await mover(operador.token, v, ana, etapa);
      expect(x.status).toBe(400);
      expect(JSON.stringify(x.body)).toContain(msg.etapaInvalida);
    }
    expect((await version(v, ana)).etapa).toBe('finalista');
    const c = await stack.call('POST', '/api/candidatos', {
      token: admin.token,
      body: { nombre: 'Sin Etapa', email: 'sin.etapa@etapas.test' },
    });
    const u = await stack.call('POST', `/api/vacantes/${v}/candidatos`, {
      token: admin.token,
      body: { candidatoId: c.body.data.id, etapa: 'oferta' },
    });
    expect(u.status).toBe(400);

    const csv = await (
      await fetch(`${stack.apiUrl}/api/vacantes/${v}/exportar`, { headers: { authorization: `Bearer ${operador.token}` } })
    ).text();
    expect(csv).toContain('Terna final');
    const cifras = CifrasVacante.parse((await stack.call('GET', `/api/vacantes/${v}/cifras`, { token: operador.token })).body.data);
    expect(cifras.etapas.map((e) => e.nombre)).toEqual(p.etapas.map((e) => e.nombre));
    expect(cifras.etapas.find((e) => e.etapa === 'finalista')).toMatchObject({ ahora: 1, alcanzaron: 1 });
    // A decision: the stages after «En revisión» in the company's order, and «Descartado».
    expect(cifras.etapasDecision).toEqual(['Contratado', 'Terna final', 'Descartado']);

    // The other company still has the defaults.
    expect((await leer(otra.admin.token)).etapas).toEqual(ETAPAS_POR_DEFECTO);
  });

  it('a stage that holds someone is not deleted: a Spanish 409 with how many and where, nothing changed, moves into it still work; emptied, it goes', async () => {
    let p = await leer(admin.token);
    const prueba = p.etapas.find((e) => e.nombre === 'Prueba técnica')!;
    const [v1, v2] = [await vacante(), await vacante()];
    const [luis, marta, nora] = [await enVacante(v1, 'Luis Uno'), await enVacante(v1, 'Marta Dos'), await enVacante(v2, 'Nora Tres')];
    for (const [v, id] of [
      [v1, luis],
      [v1, marta],
      [v2, nora],
    ] as const)
      expect((await mover(admin.token, v, id, prueba.id)).status).toBe(200);
    const sin = comoCuerpo(p).filter((e) => e.id !== prueba.id);
    const r = await guardar(admin.token, { etapas: sin, version: p.version });
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.message ?? r.body.error).toBe(
      fmt(msg.etapaConCandidatos, { nombre: 'Prueba técnica', candidatos: '3 candidatos', vacantes: '2 vacantes' }),
    );
    // Nothing changed but the version (its mark came and went); the stage takes moves again.
    const despues = await leer(admin.token);
    expect(despues.etapas).toEqual(p.etapas);
    expect((await mover(admin.token, v1, luis, 'en_revision')).status).toBe(200);
    expect((await mover(admin.token, v1, luis, prueba.id)).status).toBe(200);

    // One left in one vacancy: the message says so in the singular.
    for (const [v, id] of [
      [v1, luis],
      [v1, marta],
    ] as const)
      expect((await mover(admin.token, v, id, 'en_revision')).status).toBe(200);
    const uno = await guardar(admin.token, { etapas: sin, version: despues.version });
    expect(uno.status).toBe(409);
    expect(JSON.stringify(uno.body)).toContain(
      fmt(msg.etapaConCandidatos, { nombre: 'Prueba técnica', candidatos: '1 candidato', vacantes: '1 vacante' }),
    );
    expect((await mover(admin.token, v2, nora, 'descartado')).status).toBe(200);
    p = await leer(admin.token);
    const ok = await guardar(admin.token, { etapas: sin, version: p.version });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(EtapasProceso.parse(ok.body.data).etapas.map((e) => e.id)).not.toContain(prueba.id);
    const x = await mover(admin.token, v1, luis, prueba.id);
    expect(x.status).toBe(400);
    // Nora's history still names the stage she passed through.
    const hist = await stack.call('GET', `/api/vacantes/${v2}/candidatos`, { token: admin.token });
    expect(hist.body.data.items[0].historial.map((h: { a: string }) => h.a)).toContain(prueba.id);
  });

  it('bad input: a product stage, a name twice, an unknown id, too many, too long, empty, a version of another time: a Spanish 4xx and nothing changed; markup is kept as text', async () => {
    const p = await leer(admin.token);
    const base = comoCuerpo(p);
    const casos: Array<[unknown, number, string]> = [
      [{ etapas: base.filter((e) => e.id !== 'entrevistado'), version: p.version }, 400, fmt(msg.etapaSistema, { nombre: 'Entrevistado' })],
      [
        { etapas: [...base, { nombre: ' en REVISIÓN ' }], version: p.version },
        400,
        fmt(msg.etapaNombreRepetido, { nombre: 'en REVISIÓN' }),
      ],
      [{ etapas: [...base, { id: 'nuevo', nombre: 'Otra vez' }], version: p.version }, 400, msg.etapaRepetida],
      [{ etapas: [...base, { id: 'e-inventad', nombre: 'Inventada' }], version: p.version }, 400, msg.etapaInvalida],
      [{ etapas: [...base, { id: 'NO VALE#', nombre: 'Mal id' }], version: p.version }, 400, msg.etapaInvalida],
      [
        { etapas: [...base, ...Array.from({ length: ETAPAS.max }, (_, i) => ({ nombre: `Extra ${i}` }))], version: p.version },
        400,
        fmt(msg.etapasDemasiadas, { max: ETAPAS.max }),
      ],
      [
        { etapas: [...base, { nombre: 'x'.repeat(10_000) }], version: p.version },
        400,
        fmt(msg.etapaNombreLargo, { max: ETAPAS.nombreMax }),
      ],
      [{ etapas: [...base, { nombre: '   ' }], version: p.version }, 400, msg.etapaNombreObligatorio],
      [{ etapas: [], version: p.version }, 400, msg.etapasListaObligatoria],
      [{ etapas: base }, 400, msg.versionEtapasObligatoria],
      [{ etapas: base, version: p.version + 7 }, 409, msg.etapasCambiadas],
    ];
    for (const [body, status, mensaje] of casos) {
      const r = await guardar(admin.token, body);
      expect(r.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(JSON.stringify(r.body)).toContain(JSON.stringify(mensaje).slice(1, -1));
      expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts|stack/i);
    }
    expect(await leer(admin.token)).toEqual(p);

    const marcado = '<b>Entrevista</b> con <script>x</script>';
    const r = await guardar(admin.token, { etapas: [...base, { nombre: marcado }], version: p.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(EtapasProceso.parse(r.body.data).etapas.at(-1)!.nombre).toBe(marcado);
  });

  it('two people save from one version: the first is kept, the second gets a Spanish 409 and changes nothing', async () => {
    const p = await leer(admin.token);
    const [a, b] = await Promise.all([
      guardar(admin.token, { etapas: [...comoCuerpo(p), { nombre: 'Referencias' }], version: p.version }),
      guardar(admin.token, { etapas: [...comoCuerpo(p), { nombre: 'Visita al centro' }], version: p.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const perdedora = a.status === 409 ? a : b;
    expect(JSON.stringify(perdedora.body)).toContain(msg.etapasCambiadas);
    const ahora = await leer(admin.token);
    expect(ahora.version).toBe(p.version + 1);
    expect(ahora.etapas.filter((e) => ['Referencias', 'Visita al centro'].includes(e.nombre))).toHaveLength(1);
  });

  it('a stage being deleted refuses moves into it (a Spanish 409) until the mark runs out; a bulk move checks at each candidate', async () => {
    const empresaId = admin.user.empresaId!;
    const p = await leer(admin.token);
    const nueva = await guardar(admin.token, { etapas: [...comoCuerpo(p), { nombre: 'Assessment' }], version: p.version });
    const conNueva = EtapasProceso.parse(nueva.body.data);
    const assessment = conNueva.etapas.find((e) => e.nombre === 'Assessment')!;
    const v = await vacante();
    const [pablo, rosa] = [await enVacante(v, 'Pablo Cuatro'), await enVacante(v, 'Rosa Cinco')];
    // A deletion's first step, as the service writes it, with its minute still running.
    const etapas = conNueva.etapas.map(({ id, nombre }) => ({ id, nombre }));
    const autor = { actualizadaEn: new Date().toISOString(), actualizadaPor: admin.user.id };
    const conflicto = () => new Error('changed');
    const marcado = await guardarEtapas(
      empresaId,
      conNueva.version,
      { etapas, retirando: { ids: [assessment.id], hasta: new Date(Date.now() + 60_000).toISOString() }, ...autor },
      conflicto as never,
    );
    const r = await mover(admin.token, v, pablo, assessment.id);
    expect(r.status).toBe(409);
    expect(JSON.stringify(r.body)).toContain(fmt(msg.etapaBorrandose, { nombre: 'Assessment' }));
    // A bulk move into it: refused when asked for; every candidate of one accepted before is refused by the worker.
    const lote = await stack.call('POST', `/api/vacantes/${v}/lotes`, {
      token: admin.token,
      body: { accion: 'mover', candidatos: [pablo, rosa], etapa: assessment.id },
    });
    expect(lote.status).toBe(409);
    const vencido = await guardarEtapas(
      empresaId,
      marcado.version,
      { etapas, retirando: { ids: [assessment.id], hasta: new Date(Date.now() - 1_000).toISOString() }, ...autor },
      conflicto as never,
    );
    const aceptado = await stack.call('POST', `/api/vacantes/${v}/lotes`, {
      token: admin.token,
      body: { accion: 'mover', candidatos: [pablo, rosa], etapa: assessment.id },
    });
    expect(aceptado.status, JSON.stringify(aceptado.body)).toBe(202);
    await stack.colas.idle();
    const id = Lote.parse(aceptado.body.data).id;
    const hecho = LoteDetalle.parse((await stack.call('GET', `/api/vacantes/${v}/lotes/${id}`, { token: admin.token })).body.data);
    expect(hecho).toMatchObject({ estado: 'completada', hechos: 2, fallidos: 0 });
    // Held again, a second bulk move out and back in is refused candidate by candidate by the worker.
    stack.colas.pausar('acciones-vacante');
    expect((await mover(admin.token, v, pablo, 'nuevo')).status).toBe(200);
    expect((await mover(admin.token, v, rosa, 'nuevo')).status).toBe(200);
    const otra2 = await stack.call('POST', `/api/vacantes/${v}/lotes`, {
      token: admin.token,
      body: { accion: 'mover', candidatos: [pablo, rosa], etapa: assessment.id },
    });
    expect(otra2.status).toBe(202);
    await guardarEtapas(
      empresaId,
      vencido.version,
      { etapas, retirando: { ids: [assessment.id], hasta: new Date(Date.now() + 60_000).toISOString() }, ...autor },
      conflicto as never,
    );
    stack.colas.reanudar('acciones-vacante');
    await stack.colas.idle();
    const refusado = LoteDetalle.parse(
      (await stack.call('GET', `/api/vacantes/${v}/lotes/${Lote.parse(otra2.body.data).id}`, { token: admin.token })).body.data,
    );
    expect(refusado).toMatchObject({ estado: 'completada', hechos: 0, fallidos: 2 });
    expect(refusado.resultados.map((x) => x.motivo)).toEqual([
      fmt(msg.etapaBorrandose, { nombre: 'Assessment' }),
      fmt(msg.etapaBorrandose, { nombre: 'Assessment' }),
    ]);
    expect((await version(v, pablo)).etapa).toBe('nuevo');
  });
});

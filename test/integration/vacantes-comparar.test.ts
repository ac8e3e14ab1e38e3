// Candidates of a vacancy side by side through the local stack (issue 66 item 4, D188): two analysed
// interviews of the vacancy (one reviewed, with a score changed), one candidate whose interview is not
// taken yet and one with none: each column says what there is — the report's and the review's score per
// competency with the quotes behind the report's, the integrity checks as the report counts them, the
// report's recommendation and the person's decision — in the order asked, and nothing the report
// screens keep for themselves (transcript, e-mail, the review's comment and reason). A candidate not in
// the vacancy, or another company's, is a 404 like a missing one; 1, 6 or a repeated id is a Spanish 400.
// Another company's vacancy: test/security/tenant-isolation.test.ts.
import { describe, expect, it } from 'vitest';
import { vacantes as msg } from '../../shared/messages.js';
import { ComparacionVacante } from '../../shared/schemas/comparacion.js';
import { ETIQUETA_MARCA, type TipoMarca } from '../../shared/schemas/integridad.js';
import { DEBIL, FUERTE } from '../testing/entrevistas-prueba.js';
import {
  empresaConCandidato,
  empresaConCandidatoDelArchivo,
  hastaAnalizada,
  otroCandidato,
  programarEntrevista,
  type EmpresaPrueba,
} from './entrevista-fixtures.js';
import { usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let emp: EmpresaPrueba;
let operador: Session;
let ajena: EmpresaPrueba;
let vacanteId: string;
/** Ana (strong answers, reviewed), Bruno (one-liners), Carla (scheduled, not taken), Dario (no interview), Elena (not in the vacancy). */
const ids = {} as Record<'ana' | 'bruno' | 'carla' | 'dario' | 'elena', string>;
const entrevistas = {} as Record<'ana' | 'bruno' | 'carla', string>;

empresaConCandidatoDelArchivo(
  { scheduler: false },
  { nombreComercial: 'Comparar Norte', licencias: 5, candidato: { nombre: 'Ana Ruiz', email: 'ana@comparar-norte.test' } },
  async (hecha) => {
    ({ stack, emp } = hecha);
    ajena = await empresaConCandidato(stack, { nombreComercial: 'Comparar Sur', licencias: 1 });
    operador = await usuarioConSesion(stack, emp.admin, { email: 'op@comparar-norte.test', rol: 'operador' });
    const v = await stack.call('POST', '/api/vacantes', {
      token: emp.admin.token,
      body: { titulo: 'Jefe de almacén', lugar: 'Bilbao', responsableId: emp.admin.user.id, servicioId: 'entrevistas-profundidad' },
    });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    vacanteId = v.body.data.id;
    ids.ana = emp.candidatoId;
    const bruno = await otroCandidato(stack, emp, 'Bruno Sanz', 'bruno@comparar-norte.test');
    const carla = await otroCandidato(stack, emp, 'Carla Gil', 'carla@comparar-norte.test');
    const dario = await otroCandidato(stack, emp, 'Dario Pons', 'dario@comparar-norte.test');
    ids.bruno = bruno.candidatoId;
    ids.carla = carla.candidatoId;
    ids.dario = dario.candidatoId;
    ids.elena = (await otroCandidato(stack, emp, 'Elena Mora', 'elena@comparar-norte.test')).candidatoId;
    // Dario joins the vacancy by hand; the others through an interview scheduled for it (D187).
    const unido = await stack.call('POST', `/api/vacantes/${vacanteId}/candidatos`, {
      token: emp.admin.token,
      body: { candidatoId: ids.dario },
    });
    expect(unido.status, JSON.stringify(unido.body)).toBe(201);
    const programar = (c: EmpresaPrueba) => programarEntrevista(stack, c, 'entrevistas-profundidad', vacanteId);
    const [a, b, c] = [await programar(emp), await programar(bruno), await programar(carla)];
    entrevistas.ana = a.id;
    entrevistas.bruno = b.id;
    entrevistas.carla = c.id;
    await Promise.all([hastaAnalizada(stack, emp, a.token, a.id, FUERTE), hastaAnalizada(stack, bruno, b.token, b.id, DEBIL)]);
  },
  120_000,
);

const comparar = (q: string, token = emp.admin.token, vacante = vacanteId) =>
  stack.call('GET', `/api/vacantes/${vacante}/comparar${q}`, { token });
const informeDe = async (id: string) => (await stack.call('GET', `/api/entrevistas/${id}`, { token: emp.admin.token })).body.data;

describe('comparing candidates of a vacancy', () => {
  it('each column from its report and its review, in the order asked; a candidate with no report says so', async () => {
    // Ana's review: recommended, one competency scored higher than the report's.
    const ana = await informeDe(entrevistas.ana);
    const evaluada = ana.informeIA.softSkills.find((s: { evaluado: boolean }) => s.evaluado);
    expect(evaluada, 'the strong answers evaluate a competency').toBeTruthy();
    const nueva = evaluada.puntuacion === 10 ? 9 : evaluada.puntuacion + 1;
    const revisada = await stack.call('PUT', `/api/entrevistas/${entrevistas.ana}/validacion`, {
      token: emp.admin.token,
      body: {
        decision: 'recomendado',
        comentario: 'Comentario solo para el informe.',
        puntuacionesAjustadas: [{ habilidad: evaluada.habilidad, puntuacion: nueva }],
        motivoCambio: 'Motivo solo para el registro.',
      },
    });
    expect(revisada.status, JSON.stringify(revisada.body)).toBe(200);

    const res = await comparar(`?candidatos=${ids.bruno},${ids.ana},${ids.carla},${ids.dario}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = ComparacionVacante.parse(res.body.data);
    expect(data.vacante).toEqual({ id: vacanteId, titulo: 'Jefe de almacén' });
    expect(data.candidatos.map((c) => c.nombre)).toEqual(['Bruno Sanz', 'Ana Ruiz', 'Carla Gil', 'Dario Pons']);
    const [bruno, anaCol, carla, dario] = data.candidatos;

    // Ana: every competency of her report with its score, anchor and quotes; the review's scores beside.
    // The finished interview moved her on by itself (D187); Carla's, not taken, left her at «invitado».
    expect(anaCol!.etapa).toBe('entrevistado');
    expect(carla!.etapa).toBe('invitado');
    expect(anaCol!.entrevista).toMatchObject({ id: entrevistas.ana, estado: 'validada' });
    const informe = anaCol!.informe!;
    expect(informe.metodo).toBe(ana.informeIA.procedencia.metodo);
    expect(informe.competencias.map((c) => c.habilidad)).toEqual(ana.informeIA.softSkills.map((s: { habilidad: string }) => s.habilidad));
    for (const [i, s] of ana.informeIA.softSkills.entries()) {
      const c = informe.competencias[i]!;
      expect(c.puntuacionInforme).toBe(s.evaluado ? s.puntuacion : null);
      expect(c.evidencia).toEqual(s.evaluado ? s.evidencia : []);
      if (s.habilidad === evaluada.habilidad) expect(c).toMatchObject({ puntuacionRevision: nueva, ajustada: true });
      else expect(c).toMatchObject({ puntuacionRevision: c.puntuacionInforme, ajustada: false });
    }
    // The quote behind a score is the candidate's own words.
    const cita = informe.competencias.find((c) => c.evidencia.length)!.evidencia[0]!;
    expect(FUERTE.some((r) => r.includes(cita.cita.slice(0, 30)))).toBe(true);
    expect(informe.recomendacion).toEqual({ valor: ana.informeIA.recomendacion.valor, regla: ana.informeIA.recomendacion.regla });
    expect(informe.recomendacion.regla).toContain('La decisión la toma una persona');
    expect(informe.mediaRevision).not.toBe(informe.mediaInforme);
    expect(anaCol!.revision).toMatchObject({ decision: 'recomendado', por: emp.admin.user.nombre, numero: 1 });

    // Bruno: not reviewed; his checks counted and named as his report holds them.
    const b = await informeDe(entrevistas.bruno);
    expect(bruno!.revision).toBeNull();
    expect(bruno!.informe!.mediaRevision).toBeNull();
    expect(bruno!.informe!.competencias.every((c) => c.puntuacionRevision === null)).toBe(true);
    const tipos = [...new Set(b.informeIA.integridad.marcas.map((m: { tipo: TipoMarca }) => m.tipo))] as TipoMarca[];
    expect(tipos.length, 'one-liners are flagged').toBeGreaterThan(0);
    const integridad = bruno!.informe!.integridad;
    expect(integridad.comprobada).toBe(true);
    expect(integridad.marcas.map((m) => m.tipo).sort()).toEqual([...tipos].sort());
    for (const m of integridad.marcas) {
      expect(m.etiqueta).toBe(ETIQUETA_MARCA[m.tipo]);
      const preguntas = new Set(
        b.informeIA.integridad.marcas.filter((x: { tipo: string }) => x.tipo === m.tipo).map((x: { pregunta: number }) => x.pregunta),
      );
      expect(m.respuestas).toBe(preguntas.size);
    }
    expect(integridad.resumen).toEqual(b.informeIA.integridad.resumen);

    // Carla's interview is not taken yet, Dario has none: no report, no review, and the rows still name every competency.
    expect(carla!.entrevista).toMatchObject({ id: entrevistas.carla, estado: 'programada' });
    expect(carla!.informe).toBeNull();
    expect(dario).toMatchObject({ etapa: 'nuevo', entrevista: null, informe: null, revision: null });
    expect(data.competencias).toEqual(informe.competencias.map((c) => c.habilidad));

    // Nothing the report screens keep for themselves.
    const texto = JSON.stringify(res.body);
    for (const fuera of ['comparar-norte.test', 'Comentario solo', 'Motivo solo', '"transcripcion"', '"respuesta"', '"comentario"'])
      expect(texto).not.toContain(fuera);
  });

  it('an operator reads it too: whoever reads the reports', async () => {
    const res = await comparar(`?candidatos=${ids.ana},${ids.bruno}`, operador.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.candidatos).toHaveLength(2);
  });

  it('a candidate not in the vacancy, another company’s or none at all is a 404, as a missing vacancy', async () => {
    for (const otro of [ids.elena, ajena.candidatoId, 'no-existe']) {
      const res = await comparar(`?candidatos=${ids.ana},${otro}`);
      expect(res.status, otro).toBe(404);
      expect(res.body.message).toBe(msg.candidaturaNoEncontrada);
    }
    const res = await comparar(`?candidatos=${ids.ana},${ids.bruno}`, emp.admin.token, 'no-existe');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(msg.noEncontrada);
    // The other company's admin naming this vacancy and its candidates: the same 404.
    expect((await comparar(`?candidatos=${ids.ana},${ids.bruno}`, ajena.admin.token)).status).toBe(404);
  });

  it('fewer than 2, more than 5 or a repeated candidate: a Spanish 400', async () => {
    const seis = Array.from({ length: 6 }, (_, i) => `c${i}`).join(',');
    for (const [q, mensaje] of [
      ['', msg.compararCuantos],
      [`?candidatos=${ids.ana}`, msg.compararCuantos],
      [`?candidatos=${ids.ana},`, msg.compararCuantos],
      [`?candidatos=${seis}`, msg.compararCuantos],
      [`?candidatos=${ids.ana},${ids.ana}`, msg.compararRepetidos],
      [`?candidatos=${ids.ana},${encodeURIComponent('a#b')}`, msg.compararIdInvalido],
    ] as const) {
      const res = await comparar(q);
      expect(res.status, q).toBe(400);
      expect(JSON.stringify(res.body), q).toContain(mensaje);
    }
  });
});

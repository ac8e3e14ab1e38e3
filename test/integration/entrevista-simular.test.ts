// The two ways a company user runs an interview without the candidate's own device (D68):
// "Iniciar" (an assisted session of the candidate's page, typed by an interviewer) and the spec's
// simulated interview (part 2 §9: completada 2 s after the start, the analysis 2 s later), through
// the local stack with its queues and their delays.
import { describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { leerMes } from '../../functions/lib/db/analitica.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { empresaConCandidatoDelArchivo, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { esperar, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let empresaId: string;
let emp: EmpresaPrueba;

empresaConCandidatoDelArchivo({ scheduler: false }, { nombreComercial: 'Ensayo General', licencias: 2 }, async (hecha) => {
  ({ stack, emp } = hecha);
  ({ empresaId, admin } = emp);
});

const programar = () => programarEntrevista(stack, emp);

const publica = urlPublica;
const leer = async (id: string) => (await stack.call('GET', `/api/entrevistas/${id}`, { token: admin.token })).body.data;

describe('the simulated interview', () => {
  it('is en_progreso at once, completada with a demo transcript 2 s later, analysed 2 s after that', async () => {
    const { id, token } = await programar();
    const res = await stack.call('POST', `/api/entrevistas/${id}/simular`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Simulación iniciada: la entrevista se completará en unos segundos');
    expect(res.body.data).toMatchObject({ estado: 'en_progreso', simulada: true, transcripcion: null });
    // No candidate in a demo: the invitation's link is retired at once.
    expect((await stack.call('GET', publica(token))).body.data.estado).toBe('finalizada');

    const completada = await esperar(
      () => leer(id),
      (e) => e.estado === 'completada',
    );
    expect(completada.estado).toBe('completada');
    expect(completada.simulada).toBe(true);
    // Its link is retired: the details say 'Ya no funciona', not a date.
    expect(completada.enlaceExpiraEn).toBeNull();
    expect(completada.transcripcion.length).toBeGreaterThan(3);
    for (const t of completada.transcripcion) {
      expect(t.origen).toBe('simulada');
      expect(t.respuesta).toContain('[Respuesta de demostración generada por la simulación]');
      expect(t.respuesta).toContain(t.pregunta);
    }
    const fecha = (estado: string) => Date.parse(completada.historial.find((h: { estado: string }) => h.estado === estado).fecha);
    // Floors, not timings: the queue delays hold the steps back at least this long.
    expect(fecha('completada') - fecha('en_progreso')).toBeGreaterThanOrEqual(2000);
    // Counted in its calendar month for the SaaS panel's tenants (D97), in the completion's transaction:
    // the UTC month of that instant. Waited for, not read once: dynalite has no transactions, and the
    // emulated one writes its items one after another, so the interview can be seen before its count.
    const mesCompletada = new Date(fecha('completada')).toISOString().slice(0, 7);
    // The month's fractions summed (D111).
    const delMes = await esperar(
      () => leerMes(empresaId, mesCompletada),
      (m) => m?.completadas === 1,
    );
    expect(delMes).toMatchObject({ completadas: 1 });

    const item = await esperar(
      async () => (await getItem<any>(entrevistaKeys.entrevista(empresaId, id)))!,
      (e) => e.analisis?.estado === 'ejecutada',
    );
    expect(item.analisis.estado).toBe('ejecutada');
    expect(Date.parse(item.analisis.ejecutadaEn) - fecha('en_progreso')).toBeGreaterThanOrEqual(4000);
    // Demo answers are not a candidate's words: the built-in analyzer says it is a simulation and evaluates nothing.
    expect(item.estado).toBe('analizada');
    expect(item.informeIA.procedencia).toMatchObject({ metodo: 'integrado', motivoIntegrado: 'simulada' });
    expect(item.informeIA.softSkills.every((s: { evaluado: boolean }) => !s.evaluado)).toBe(true);
    expect(item.informeIA.bertAnalysis).toBeNull();

    // The counters are in the same transaction; locally a reader may see them a moment later (D6).
    await expect
      .poll(async () => (await stack.call('GET', '/api/entrevistas/estadisticas', { token: admin.token })).body.data.analizada)
      .toBeGreaterThanOrEqual(1);
  });

  it('is refused outside programada, with the spec rule in Spanish', async () => {
    const { id } = await programar();
    expect((await stack.call('POST', `/api/entrevistas/${id}/iniciar`, { token: admin.token })).status).toBe(200);
    const res = await stack.call('POST', `/api/entrevistas/${id}/simular`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Solo se puede simular una entrevista programada (esta está en progreso)');
    expect((await leer(id)).simulada).toBe(false);
  });
});

describe("the operator's assisted session (Iniciar)", () => {
  it('moves the interview to en_progreso, answers the link, and the page runs as an assisted session', async () => {
    const { id, token } = await programar();
    const res = await stack.call('POST', `/api/entrevistas/${id}/iniciar`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Entrevista iniciada en modo asistido');
    expect(res.body.data.enlace).toMatch(new RegExp(`/entrevista/${token}$`));

    const e = await leer(id);
    expect(e).toMatchObject({ estado: 'en_progreso', asistida: true });
    // Who pressed it: the same admin who scheduled it.
    expect(e.historial.at(-1)).toMatchObject({ estado: 'en_progreso', por: e.creadoPor });

    const pagina = (await stack.call('GET', publica(token))).body.data;
    expect(pagina).toMatchObject({ estado: 'pendiente', asistida: true, preguntas: null });
    // The interviewer reads the notice aloud and records the candidate's consent: stored as assisted.
    const c = await stack.call('POST', publica(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
    expect(c.status).toBe(200);
    const item = (await getItem<any>(entrevistaKeys.entrevista(empresaId, id)))!;
    expect(item.consentimiento).toMatchObject({ version: AVISO_ENTREVISTA_VERSION, asistida: true });
    expect(item.asistida.por).toBe(e.creadoPor);
    expect(
      (await stack.call('PUT', publica(token, '/respuestas/0'), { body: { texto: 'Dice que lleva seis años en ventas.' } })).status,
    ).toBe(200);

    // Pressing it again opens the same session.
    const otra = await stack.call('POST', `/api/entrevistas/${id}/iniciar`, { token: admin.token });
    expect(otra.body.data.enlace).toBe(res.body.data.enlace);
  });

  it('is refused on a finished interview, and a foreign id is not found', async () => {
    const { id, token } = await programar();
    await stack.call('POST', publica(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
    await stack.call('PUT', publica(token, '/respuestas/0'), { body: { texto: 'Hola.' } });
    expect((await stack.call('POST', publica(token, '/finalizar'))).status).toBe(200);
    const res = await stack.call('POST', `/api/entrevistas/${id}/iniciar`, { token: admin.token });
    expect(res.status).toBe(409);
    // completada, or already analizada by the local queue's worker.
    expect(res.body.message).toMatch(/^Solo se puede iniciar una entrevista programada \(esta está (completada|analizada)\)$/);
    expect((await stack.call('POST', '/api/entrevistas/1700000000000-abcdef/iniciar', { token: admin.token })).status).toBe(404);
  });
});

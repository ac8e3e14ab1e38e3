// The oversight record (D153) through the local stack, with a fake OpenAI on loopback: every step in
// which the AI took part (the start, a follow-up, the end, the report) and every human decision over
// it (a review, its correction, the pause and its end) leaves one entry, read back for the interview
// and exported for a period as CSV and JSON; no entry holds the candidate's name, email or answers.
// The pause switch: no follow-up and the built-in analyzer's report while paused (no provider call),
// the notice says so under its own version. The API refuses an override of the AI without a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { versionAviso } from '../../shared/retencion.js';
import { RETENCION } from '../../shared/retencion.js';
import type { EntradaSupervision } from '../../shared/schemas/supervision.js';
import { empresaConCandidato, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { usuarioConSesion } from './fixtures.js';
import { startTestStack, type TestStack } from './local-stack.js';
import { chatFalso, clavesFalsas, type ProveedorFalso } from './proveedor-falso.js';

let stack: TestStack;
let emp: EmpresaPrueba;
let proveedor: ProveedorFalso;
/** The chat calls the fake received: follow-ups and reports. */
const llamadas: Array<'repregunta' | 'informe'> = [];

const CLAVES = clavesFalsas('sup');
const CANDIDATO = { nombre: 'Lucía Ferrer', email: 'lucia@candidatos.test', puesto: 'Jefa de almacén' };
const RESPUESTAS = [
  'Quiero este puesto porque llevo ocho años organizando almacenes y me gusta mejorar procesos con datos.',
  'En mi último trabajo coordiné a doce personas del turno de noche y reduje las roturas de stock un 30 % en cuatro meses.',
];

/**
 * The model's report: one competency quoted from the answers. Its prose says «recomendada», but the
 * recommendation is the rule's (D157): one competency of eight evaluated recommends nobody.
 */
const informeDelModelo = {
  resumenEjecutivo: 'Perfil con experiencia de coordinación y resultados medibles.',
  softSkills: [
    {
      habilidad: 'Trabajo en equipo',
      puntuacion: 8,
      evaluado: true,
      ancla: 'alto',
      justificacion: 'Coordina un equipo y mide el resultado.',
      evidencia: [{ cita: 'coordiné a doce personas del turno de noche', pregunta: 1 }],
    },
  ],
  hardSkills: [],
  conclusiones: 'Candidata recomendada para la posición.',
  recomendaciones: ['Preguntar por la comunicación con otros turnos.'],
};

beforeAll(async () => {
  proveedor = await chatFalso((l) => {
    const seguimiento = String(l.body?.messages?.[0]?.content ?? '').startsWith('Eres un entrevistador');
    llamadas.push(seguimiento ? 'repregunta' : 'informe');
    const contenido = seguimiento ? '¿Cómo mediste esa reducción de las roturas?' : JSON.stringify(informeDelModelo);
    return {
      status: 200,
      body: {
        model: 'gpt-4o-2024-08-06',
        choices: [{ message: { role: 'assistant', content: contenido } }],
        usage: { prompt_tokens: 10, completion_tokens: 5 },
      },
    };
  });
  stack = await startTestStack({ scheduler: false });
  emp = await empresaConCandidato(stack, {
    nombreComercial: 'Supervisa',
    cif: completarCif('B', '5000153'),
    licencias: 10,
    admin: { nombre: 'Sara' },
    candidato: CANDIDATO,
  });
  const clave = await stack.call('PUT', `/api/configuracion/empresa/${emp.empresaId}/apis/openai`, {
    token: emp.admin.token,
    body: { apiKey: CLAVES.openai },
  });
  expect(clave.status, JSON.stringify(clave.body)).toBe(200);
}, 120_000);
afterAll(async () => {
  await stack?.cleanup();
  await proveedor?.cerrar();
});

const api = (method: string, path: string, body?: unknown) => stack.call(method, path, { token: emp.admin.token, body });
const registro = async (id: string): Promise<EntradaSupervision[]> => {
  const r = await api('GET', `/api/entrevistas/${id}/supervision`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.entradas;
};
const tipos = async (id: string) => (await registro(id)).map((e) => e.tipo);
const pausar = async (pausada: boolean) => {
  const r = await api('PUT', `/api/configuracion/empresa/${emp.empresaId}/pausa-ia`, { pausada });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};

/** Consents (with the notice's version as the page gives it), answers both questions, asks a follow-up of the second, finishes. */
async function entrevistar(): Promise<{ id: string; pagina: any; seguimiento: string | null }> {
  const { id, token } = await programarEntrevista(stack, emp);
  const pagina = (await stack.call('GET', urlPublica(token))).body.data;
  const c = await stack.call('POST', urlPublica(token, '/consentimiento'), { body: { acepto: true, version: pagina.aviso.version } });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  for (const [n, texto] of RESPUESTAS.entries())
    expect((await stack.call('PUT', urlPublica(token, `/respuestas/${n}`), { body: { texto } })).status).toBe(200);
  const s = await stack.call('POST', urlPublica(token, '/respuestas/1/repregunta'));
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  const f = await stack.call('POST', urlPublica(token, '/finalizar'));
  expect(f.status, JSON.stringify(f.body)).toBe(200);
  return { id, pagina, seguimiento: s.body.data.pregunta };
}

const analizada = (id: string) =>
  expect.poll(async () => (await api('GET', `/api/entrevistas/${id}`)).body.data.estado, { timeout: 20_000 }).toBe('analizada');

describe('with the AI on', () => {
  let id: string;

  it('the start, the follow-up, the end and the report are each an entry; none holds the candidate’s data', async () => {
    const e = await entrevistar();
    id = e.id;
    expect(e.pagina.aviso.version).toBe(AVISO_ENTREVISTA_VERSION);
    expect(e.seguimiento).toBe('¿Cómo mediste esa reducción de las roturas?');
    await analizada(id);
    await expect.poll(() => tipos(id)).toEqual(['entrevista_iniciada', 'repregunta', 'entrevista_finalizada', 'informe']);
    const [inicio, seguimiento, fin, informe] = await registro(id);
    expect(inicio).toMatchObject({ entrevistaId: id, actor: { tipo: 'candidato', id: null }, iaPausada: false });
    expect(seguimiento).toMatchObject({
      pregunta: { n: 1, resultado: 'formulada' },
      ia: { metodo: 'proveedor', proveedor: 'openai', promptVersion: expect.stringMatching(/^sha256:[0-9a-f]{12}$/) },
    });
    expect(seguimiento!.ia!.entradaSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fin).toMatchObject({ actor: { tipo: 'candidato' } });
    expect(informe).toMatchObject({
      actor: { tipo: 'sistema' },
      ia: { metodo: 'proveedor', proveedor: 'openai', motivoIntegrado: null, salidaId: `ENTREVISTA#${id}/informeIA` },
    });
    const stored = (await api('GET', `/api/entrevistas/${id}`)).body.data.informeIA;
    expect(informe!.ia).toMatchObject({
      entradaSha256: stored.procedencia.promptHash,
      plantillaVersion: stored.procedencia.plantilla.version,
    });
    expect(informe!.ia!.salidaSha256).toMatch(/^[0-9a-f]{64}$/);
    const texto = JSON.stringify(await registro(id));
    for (const dato of [CANDIDATO.nombre, CANDIDATO.email, 'doce personas', '¿Cómo mediste']) expect(texto).not.toContain(dato);
  });

  it('an override without a written reason is a 400 in Spanish and writes nothing', async () => {
    const res = await api('PUT', `/api/entrevistas/${id}/validacion`, { decision: 'en_duda', comentario: 'Faltan datos de liderazgo.' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Tu decisión o tus puntuaciones difieren de las de la IA: escribe el motivo del cambio (queda en el registro de supervisión)',
    );
    expect(res.body.details).toEqual([expect.objectContaining({ campo: 'motivoCambio' })]);
    expect((await api('GET', `/api/entrevistas/${id}`)).body.data.estado).toBe('analizada');
    expect(await tipos(id)).toHaveLength(4);
  });

  it('the review and its correction: the person beside the AI, the reason, the evidence opened', async () => {
    const r = await api('PUT', `/api/entrevistas/${id}/validacion`, {
      decision: 'en_duda',
      comentario: 'Faltan datos de liderazgo.',
      motivoCambio: 'No hay evidencia de liderazgo en las citas',
      evidenciaAbierta: ['Trabajo en equipo'],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = await api('PUT', `/api/entrevistas/${id}/validacion`, {
      decision: 'no_recomendado',
      comentario: 'Visto de nuevo.',
      corrige: 1,
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const [revision, correccion] = (await registro(id)).slice(4);
    expect(revision).toMatchObject({
      tipo: 'revision',
      actor: { tipo: 'usuario', id: emp.admin.user.id, nombre: 'Sara' },
      revision: {
        numero: 1,
        corrige: null,
        decision: 'en_duda',
        recomendacionIA: 'no_recomendado',
        coincideConIA: false,
        motivo: 'No hay evidencia de liderazgo en las citas',
        evidenciaAbierta: ['Trabajo en equipo'],
        competenciasConEvidencia: 1,
      },
    });
    // Agreeing with the AI needs no reason: none is recorded.
    expect(correccion).toMatchObject({
      tipo: 'correccion',
      revision: { numero: 2, corrige: 1, coincideConIA: true, motivo: null, evidenciaAbierta: [] },
    });
  });
});

describe('with the AI paused', () => {
  let id: string;

  it('the switch is recorded; the notice says what is in use; no follow-up and the built-in analyzer’s report, no provider called', async () => {
    const r = await pausar(true);
    expect(r.body).toMatchObject({
      data: { pausada: true, por: { id: emp.admin.user.id, nombre: 'Sara' } },
      message: expect.stringContaining('IA en pausa'),
    });
    const llamadasAntes = llamadas.length;
    const e = await entrevistar();
    id = e.id;
    expect(e.pagina.aviso.version).toBe(versionAviso(RETENCION.mesesPorDefecto, true));
    // No model's follow-up; the template's fixed ones stay (D158): this complete answer gets none.
    expect(e.pagina.repreguntasDisponibles).toBe(true);
    expect(e.pagina.aviso.ia.join(' ')).not.toContain('pregunta breve de seguimiento');
    expect(e.pagina.aviso.ia.join(' ')).toContain('el analizador automático de Talentia, sin modelos de lenguaje, prepara un informe');
    expect(e.seguimiento).toBeNull();
    await analizada(id);
    const informe = (await api('GET', `/api/entrevistas/${id}`)).body.data.informeIA;
    expect(informe.procedencia).toMatchObject({ metodo: 'integrado', motivoIntegrado: 'ia_pausada' });
    expect(llamadas.length).toBe(llamadasAntes);
    await expect.poll(() => tipos(id)).toEqual(['entrevista_iniciada', 'entrevista_finalizada', 'informe']);
    expect((await registro(id)).map((x) => x.iaPausada)).toEqual([true, true, true]);
    expect((await registro(id))[2]!.ia).toMatchObject({ metodo: 'integrado', motivoIntegrado: 'ia_pausada', promptVersion: null });
  });

  it('a consent to the notice of before the pause is refused: the candidate reads the new one', async () => {
    const { token } = await programarEntrevista(stack, emp);
    const c = await stack.call('POST', urlPublica(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
    expect(c.status).toBe(409);
  });

  it('resumed: recorded too; the same state again records nothing', async () => {
    await pausar(false);
    await pausar(false);
    const r = await api('GET', `/api/configuracion/empresa/${emp.empresaId}/pausa-ia`);
    expect(r.body.data).toMatchObject({ pausada: false, por: { nombre: 'Sara' } });
    // An operator may not move it.
    const operador = await usuarioConSesion(stack, emp.admin, { email: 'olga@supervisa.test', rol: 'operador' });
    expect(
      (await stack.call('PUT', `/api/configuracion/empresa/${emp.empresaId}/pausa-ia`, { token: operador.token, body: { pausada: true } }))
        .status,
    ).toBe(403);
  });
});

describe('the export of a period', () => {
  const hoy = () => new Date().toISOString().slice(0, 10);

  it('JSON: every entry of the period, oldest first, the pause and its end among them', async () => {
    const r = await api('GET', `/api/informes/supervision/exportar?desde=${hoy()}&hasta=${hoy()}&formato=json`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="supervision_${hoy()}_${hoy()}.json"`);
    const entradas = r.body.entradas as EntradaSupervision[];
    expect(r.body).toMatchObject({ empresaId: emp.empresaId, desde: hoy(), hasta: hoy() });
    expect(entradas.map((e) => e.fecha)).toEqual([...entradas.map((e) => e.fecha)].sort());
    const cuenta = (t: string) => entradas.filter((e) => e.tipo === t).length;
    expect([cuenta('ia_pausada'), cuenta('ia_reanudada'), cuenta('informe'), cuenta('revision'), cuenta('correccion')]).toEqual([
      1, 1, 2, 1, 1,
    ]);
    expect(JSON.stringify(entradas)).not.toContain(CANDIDATO.email);
  });

  it('CSV: a header and one row per entry (UTF-8 with BOM); the day before holds none', async () => {
    const r = await api('GET', `/api/informes/supervision/exportar?desde=${hoy()}&hasta=${hoy()}&formato=csv`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lineas = (r.body as string).trim().split('\r\n');
    expect(lineas[0]!.startsWith('id,fecha,tipo,tipo_etiqueta,entrevista_id')).toBe(true);
    // The BOM (fetch's text() drops it): Excel reads the accents.
    const bytes = new Uint8Array(
      await (
        await fetch(`${stack.apiUrl}/api/informes/supervision/exportar?desde=${hoy()}&hasta=${hoy()}`, {
          headers: { authorization: `Bearer ${emp.admin.token}` },
        })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const json = await api('GET', `/api/informes/supervision/exportar?desde=${hoy()}&hasta=${hoy()}&formato=json`);
    expect(lineas).toHaveLength(1 + json.body.entradas.length);
    expect(lineas.some((l) => l.includes('IA en pausa'))).toBe(true);
    const ayer = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const vacio = await api('GET', `/api/informes/supervision/exportar?desde=${ayer}&hasta=${ayer}`);
    expect((vacio.body as string).trim().split('\r\n')).toHaveLength(1);
  });

  it('a period over 12 months or reversed is a 400 in Spanish', async () => {
    const largo = await api('GET', '/api/informes/supervision/exportar?desde=2025-01-01&hasta=2026-01-01');
    expect(largo.status).toBe(400);
    expect(largo.body.message).toBe('El periodo no puede superar 12 meses: expórtalo en varias partes');
    const alReves = await api('GET', '/api/informes/supervision/exportar?desde=2026-02-01&hasta=2026-01-01');
    expect(alReves.status).toBe(400);
    expect(alReves.body.message).toBe('La fecha «hasta» no puede ser anterior a «desde»');
  });
});

// The fairness questionnaire and monitor (issue 56 items 3–5, D175), against the local stack. The
// questionnaire: only after «Finalizar», once, consented and versioned; bad input answered in Spanish
// with nothing stored and no 5xx; erased with the candidate. Its answers reach no report, prompt,
// interview export, data file or webhook (checked after answering, with every event subscribed and a
// model called for a later interview of the same candidate). The monitor: admins only, counts and
// ratios per outcome, «datos insuficientes» under the minimum n, a clear answer for an empty period, the
// auditor's yearly export with counts only, another company's data never counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { EQUIDAD, FRANJA_ETIQUETA, TEXTOS_EQUIDAD as textos } from '../../shared/equidad.js';
import { equidad as msg } from '../../shared/messages.js';
import { EVENTOS_WEBHOOK } from '../../shared/schemas/webhooks.js';
import { equidadKeys } from '../../functions/lib/db/equidad.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { empresaConCandidato, entrevistaAnalizada, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { pilaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import { chatFalso, clavesFalsas, receptorDeEventos, type Llamada, type ProveedorFalso } from './proveedor-falso.js';
import type { TestStack } from './local-stack.js';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';

const llamadas: Llamada[] = [];
let proveedor: ProveedorFalso;
let stack: TestStack;
let receptor: Awaited<ReturnType<typeof receptorDeEventos>>;
beforeAll(async () => {
  // Before the stack starts: the analysis job reads the providers' addresses from the environment.
  proveedor = await chatFalso((l) => {
    llamadas.push(l);
    return { status: 503, body: { error: { message: 'overloaded' } } };
  });
  receptor = await receptorDeEventos();
});
pilaDelArchivo({}, (pila) => {
  stack = pila.stack;
});
afterAll(async () => {
  await receptor?.cerrar();
  await proveedor?.cerrar();
});

let acme: EmpresaPrueba;
let beta: EmpresaPrueba;
let operador: Session;
let primera: { id: string; token: string };
const hoy = () => new Date().toISOString().slice(0, 10);
const anio = () => new Date().getUTCFullYear();

const responder = (token: string, body: unknown) => stack.call('POST', urlPublica(token, '/equidad'), { body });
const valido = (sexo = 'mujer', edad = '55_mas') => ({ version: EQUIDAD.version, consentimiento: true, sexo, edad });
const monitor = (q: string, t = acme.admin.token) => stack.call('GET', `/api/analytics/equidad?${q}`, { token: t });
const delPeriodo = (t?: string) => monitor(`desde=${hoy()}&hasta=${hoy()}`, t);

/** What must never show anywhere but the monitor: the stored keys and every value and label of this answer. */
const MARCAS = [
  'EQUIDAD#',
  '"sexo"',
  '"edad"',
  '55_mas',
  FRANJA_ETIQUETA['55_mas'],
  EQUIDAD.version,
  'declaracion_equidad',
  EQUIDAD.consentimiento.slice(0, 60),
];
const sinMarcas = (que: string, valor: unknown) => {
  const texto = JSON.stringify(valor);
  for (const m of MARCAS) expect(texto.includes(m), `${que} lleva «${m}»`).toBe(false);
};

beforeAll(async () => {
  acme = await empresaConCandidato(stack, { nombreComercial: 'Acme Equidad', licencias: 8, candidato: { nombre: 'Julia Ortega' } });
  beta = await empresaConCandidato(stack, { nombreComercial: 'Beta Equidad', licencias: 2 });
  operador = await usuarioConSesion(stack, acme.admin, { email: 'olga@acme-equidad.test', rol: 'operador', nombre: 'Olga Operadora' });
  const hook = await stack.call('POST', '/api/webhooks', {
    token: acme.admin.token,
    body: { url: receptor.url, eventos: [...EVENTOS_WEBHOOK] },
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const clave = await stack.call('PUT', `/api/configuracion/empresa/${acme.empresaId}/apis/claude`, {
    token: acme.admin.token,
    body: { apiKey: clavesFalsas('equ').claude },
  });
  expect(clave.status, JSON.stringify(clave.body)).toBe(200);
  primera = await entrevistaAnalizada(stack, acme);
}, 180_000);

describe('the questionnaire: bad input answered in Spanish, nothing stored', () => {
  it('a live interview takes none yet (409), an unknown link 404', async () => {
    const viva = await programarEntrevista(stack, acme);
    const c = await stack.call('POST', urlPublica(viva.token, '/consentimiento'), {
      body: { acepto: true, version: AVISO_ENTREVISTA_VERSION },
    });
    expect(c.status).toBe(200);
    const r = await responder(viva.token, valido());
    expect([r.status, r.body.message]).toEqual([409, msg.noFinalizada]);
    expect(await getItem(equidadKeys.declaracion(acme.empresaId, viva.id))).toBeUndefined();
    expect((await responder(`tok_1700000000_${'x'.repeat(22)}`, valido())).status).toBe(404);
  });

  it.each([
    [{ ...valido(), sexo: 'varon' }, 400, enVariante(textos.sexoInvalido)],
    [{ ...valido(), edad: '30' }, 400, enVariante(textos.edadInvalida)],
    [{ ...valido(), consentimiento: false }, 400, enVariante(textos.consentimientoObligatorio)],
    [{ sexo: 'mujer', edad: '25_34', version: EQUIDAD.version }, 400, enVariante(textos.consentimientoObligatorio)],
    [{ ...valido(), candidatoId: 'x' }, 400, null],
    [{ ...valido(), version: '2000-01-1' }, 409, msg.versionCambiada],
  ])('%j → %i', async (body, status, mensaje) => {
    const r = await responder(primera.token, body);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (mensaje) expect(JSON.stringify(r.body)).toContain(mensaje);
    expect(await getItem(equidadKeys.declaracion(acme.empresaId, primera.id))).toBeUndefined();
  });

  it('answered once after «Finalizar»; sent again (the same or other values, or five at once) a 409 and one item', async () => {
    const r = await responder(primera.token, valido());
    expect([r.status, r.body.message]).toEqual([200, enVariante(textos.gracias)]);
    const otra = await responder(primera.token, valido('hombre', '25_34'));
    expect([otra.status, otra.body.message]).toEqual([409, msg.yaEnviado]);
    const rafaga = await Promise.all(Array.from({ length: 5 }, () => responder(primera.token, valido())));
    expect(rafaga.map((x) => x.status)).toEqual([409, 409, 409, 409, 409]);
    expect(await getItem(equidadKeys.declaracion(acme.empresaId, primera.id), { consistent: true })).toMatchObject({
      sexo: 'mujer',
      edad: '55_mas',
      version: EQUIDAD.version,
    });
  });
});

describe('the answers reach no report, prompt, interview export, data file or webhook', () => {
  it('a later interview of the same candidate: its prompt to the model carries nothing of them', async () => {
    llamadas.length = 0;
    await entrevistaAnalizada(stack, acme);
    expect(llamadas.length).toBeGreaterThan(0);
    for (const l of llamadas) sinMarcas('el prompt', l.body);
  }, 60_000);

  it('the interview, its report, the lists, the candidate, the candidate’s export and the company’s data file', async () => {
    const t = acme.admin.token;
    const decidir = await stack.call('PUT', `/api/entrevistas/${primera.id}/validacion`, {
      token: t,
      body: { decision: 'recomendado', motivoCambio: 'Leídas las citas', comentario: 'Avanza a la siguiente fase.' },
    });
    expect(decidir.status, JSON.stringify(decidir.body)).toBe(200);
    for (const ruta of [
      `/api/entrevistas/${primera.id}`,
      '/api/entrevistas',
      '/api/informes',
      `/api/candidatos/${acme.candidatoId}`,
      `/api/candidatos/${acme.candidatoId}/exportar`,
      '/api/datos/exportar',
      `/api/entrevistas/${primera.id}/supervision`,
    ]) {
      const r = await stack.call('GET', ruta, { token: t });
      expect(r.status, `${ruta}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
      sinMarcas(ruta, r.body);
    }
  });

  it('every webhook event sent (programada … revisión) carries nothing of them', async () => {
    await expect.poll(() => receptor.recibidas.some((e) => e.type === 'revision.registrada'), { timeout: 20_000 }).toBe(true);
    expect(receptor.recibidas.length).toBeGreaterThan(3);
    for (const e of receptor.recibidas) sinMarcas(`el evento ${e.type}`, e);
  });
});

describe('the monitor: admins only, counts and ratios, never a person', () => {
  it('an operator is refused; another company counts nothing of this one', async () => {
    expect((await delPeriodo(operador.token)).status).toBe(403);
    const ajena = await delPeriodo(beta.admin.token);
    expect(ajena.status).toBe(200);
    expect(ajena.body.data).toMatchObject({ respuestas: 0, resultados: [], mensaje: msg.sinDatosPeriodo });
  });

  it('with the default minimum n (10) one person is «datos insuficientes», and no count reveals her (issue 65 item 2)', async () => {
    const r = await delPeriodo();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    const menos = { menosDe: 10 };
    expect(d).toMatchObject({ minimoN: 10, respuestas: menos, mensaje: null });
    const decision = d.resultados.find((x: { clave: string }) => x.clave === 'decision');
    expect(decision.n).toEqual(menos);
    expect(decision.sexo.categorias.find((c: { clave: string }) => c.clave === 'mujer')).toEqual(
      expect.objectContaining({ n: menos, seleccionados: menos, tasa: null, ratio: null, suficiente: false, alerta: false }),
    );
    // Not one count of the answer is a number: every category, total and unknown reads «menos de 10».
    const numeros: string[] = [];
    const recorrer = (v: unknown, ruta: string): void => {
      if (Array.isArray(v)) v.forEach((x, i) => recorrer(x, `${ruta}[${i}]`));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (['n', 'seleccionados', 'desconocidos', 'respuestas'].includes(k) && typeof x === 'number') numeros.push(`${ruta}.${k}`);
          recorrer(x, `${ruta}.${k}`);
        }
    };
    recorrer(d, 'data');
    expect(numeros).toEqual([]);
    // Counts, never a person: no interview or candidate id in what Analytics reads.
    for (const id of [primera.id, acme.candidatoId]) expect(JSON.stringify(d)).not.toContain(id);
  });

  it('the company lowers the minimum n; then the ratio shows (bad values answered in Spanish)', async () => {
    const ruta = `/api/configuracion/empresa/${acme.empresaId}/equidad-minimo`;
    expect((await stack.call('GET', ruta, { token: acme.admin.token })).body.data).toMatchObject({ minimoN: 10, por: null });
    for (const minimoN of [0, 1.5, 'diez', 5000]) {
      const mal = await stack.call('PUT', ruta, { token: acme.admin.token, body: { minimoN } });
      expect(mal.status).toBe(400);
      expect(JSON.stringify(mal.body)).toContain('El mínimo de personas por categoría debe ser un número entero de 1 a 1000');
    }
    expect((await stack.call('PUT', ruta, { token: operador.token, body: { minimoN: 1 } })).status).toBe(403);
    const ok = await stack.call('PUT', ruta, { token: acme.admin.token, body: { minimoN: 1 } });
    expect([ok.status, ok.body.data.minimoN]).toEqual([200, 1]);
    const d = (await delPeriodo()).body.data;
    const decision = d.resultados.find((x: { clave: string }) => x.clave === 'decision');
    expect(decision.interseccion.categorias.find((c: { clave: string }) => c.clave === 'mujer|55_mas')).toMatchObject({
      n: 1,
      ratio: 1,
      suficiente: true,
    });
    expect(decision.edad.desconocidos).toBe(0);
  });

  it('a period with nothing, and a period that is not one, answered clearly', async () => {
    const vacio = await monitor('desde=2021-01-01&hasta=2021-01-31');
    expect([vacio.status, vacio.body.data.mensaje]).toEqual([200, msg.sinDatosPeriodo]);
    for (const q of [
      'desde=2026-02-01&hasta=2026-01-01',
      'desde=ayer&hasta=2026-01-01',
      'desde=2020-01-01&hasta=2026-01-01',
      'hasta=2026-01-01',
    ]) {
      const r = await monitor(q);
      expect(r.status, q).toBe(400);
    }
    expect(JSON.stringify((await monitor('desde=2026-02-01&hasta=2026-01-01')).body)).toContain(msg.periodoInvalido);
  });

  it("the auditor's yearly export: counts only, per template; a year without answers is a Spanish 404", async () => {
    const r = await stack.call('GET', `/api/analytics/equidad/exportar?anio=${anio()}`, { token: acme.admin.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ empresa: 'Acme Equidad', anio: anio(), version: EQUIDAD.version, minimoN: 1 });
    expect(d.plantillas).toHaveLength(1);
    expect(d.plantillas[0]).toMatchObject({ servicioId: 'entrevistas-profundidad', respuestas: 1 }); // minimum n 1: nothing hidden
    const texto = JSON.stringify(d);
    for (const id of [primera.id, acme.candidatoId, 'Julia', 'candidata@']) expect(texto).not.toContain(id);
    const vacio = await stack.call('GET', '/api/analytics/equidad/exportar?anio=2021', { token: acme.admin.token });
    expect([vacio.status, vacio.body.message]).toEqual([404, msg.sinDatos]);
    expect((await stack.call('GET', '/api/analytics/equidad/exportar?anio=1999', { token: acme.admin.token })).status).toBe(400);
    expect((await stack.call('GET', `/api/analytics/equidad/exportar?anio=${anio()}`, { token: operador.token })).status).toBe(403);
  });
});

describe('erased with the candidate', () => {
  it('the declaration goes with the interview; the link then answers 404 and stores nothing', async () => {
    const d = await stack.call('DELETE', `/api/candidatos/${acme.candidatoId}`, { token: acme.admin.token });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(await getItem(equidadKeys.declaracion(acme.empresaId, primera.id), { consistent: true })).toBeUndefined();
    expect((await responder(primera.token, valido())).status).toBe(404);
    expect(await getItem(equidadKeys.declaracion(acme.empresaId, primera.id), { consistent: true })).toBeUndefined();
    expect((await delPeriodo()).body.data).toMatchObject({ respuestas: 0, mensaje: msg.sinDatosPeriodo });
  });
});

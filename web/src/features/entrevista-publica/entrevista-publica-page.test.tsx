// The candidate's interview page (D64) against a stand-in API: the welcome and its consent, the
// resume at the first unfinished question (unanswered, or a saved draft not moved on from: D82), the
// autosave (one save per pause, at once on leaving a question, a failure with its retry, a draft
// until "Siguiente"), the review with its marks (unanswered, short) and the finish, and the pages of
// a finished interview and of a link that does not work.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { avisoIA, avisoPrivacidad, avisoResumen } from '@shared/aviso-entrevista';
import { ENTREVISTAS } from '@shared/constants';
import { formatFechaHoraCompleta } from '@shared/fechas';
import { publico as msg } from '@shared/messages';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { paginaDePrueba } from '../../test/pagina-entrevista-fixtures';
import { renderEntrevista } from '../../test/render-entrevista';
import type { PaginaEntrevista } from './api/entrevista-publica';
import { AUTOGUARDADO_MS } from './use-autoguardado';
import { tokenDeRuta } from './entrevista-publica-page';
import { enVariante, FORMAS, FORMAS_TU_INEQUIVOCAS, type VarianteEspanol } from '@shared/espanol';

const TOKEN = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const BASE = `/api/publico/entrevistas/${TOKEN}`;
const FECHA = '2026-11-24T15:00:00.000Z';
const HASTA = '2026-12-01T15:45:00.000Z';

// The notice as the server writes it (shared/aviso-entrevista.ts), with its «Mis datos» address and contact.
const MIS_DATOS = 'https://app.talentia.example/mis-datos';
const datosAviso = { empresa: 'Acme Talento', contacto: 'rrhh@acme.test', misDatos: MIS_DATOS, meses: 12 };
const aviso = {
  version: '2026-11-23',
  resumen: avisoResumen(datosAviso),
  ia: avisoIA(datosAviso),
  privacidad: avisoPrivacidad(datosAviso),
  enlaces: { misDatos: MIS_DATOS, contacto: 'rrhh@acme.test' },
};
const preguntas = [
  { n: 0, fase: 'Apertura', texto: 'Preséntate brevemente.' },
  { n: 1, fase: 'Apertura', texto: '¿Por qué te interesa el puesto?' },
  { n: 2, fase: 'Experiencia', texto: 'Cuéntanos un proyecto difícil.' },
  { n: 3, fase: 'Cierre', texto: '¿Algo más que quieras contarnos?' },
];

function pagina(over: Partial<PaginaEntrevista> = {}): PaginaEntrevista {
  return paginaDePrueba({
    estado: 'pendiente',
    empresa: { nombre: 'Acme Talento', color: '#7c3aed' },
    puesto: 'Analista de datos',
    servicio: { nombre: 'Entrevista en profundidad', descripcion: 'Conversación sobre tu experiencia.' },
    candidatoNombre: 'Lucía Ortega',
    fechaProgramada: FECHA,
    disponibleHasta: HASTA,
    zonaHoraria: 'America/Bogota',
    duracionEstimada: 45,
    aviso,
    ...over,
  });
}

const enCurso = (respuestas: PaginaEntrevista['respuestas'] = []) =>
  pagina({
    estado: 'en_curso',
    consentimiento: { fecha: '2026-11-23T08:00:00.000Z', version: aviso.version },
    fases: ['Apertura', 'Experiencia', 'Cierre'],
    preguntas,
    respuestas,
  });

const guardada = (n: number, texto: string, terminada = true) => ({
  n,
  texto,
  origen: 'texto' as const,
  guardadaEn: '2026-11-23T08:05:00.000Z',
  repregunta: null,
  terminada,
});
const ok = (data: unknown) => ({ body: { success: true, data } });

/** PUT answers echo what was sent. */
const guardarEco = async (init: RequestInit, url: URL) => {
  const n = Number(url.pathname.split('/').pop());
  const { texto, terminada } = JSON.parse(String(init.body)) as { texto: string; terminada?: boolean };
  return jsonResponse({ success: true, data: guardada(n, texto, terminada ?? true) });
};
const rutasGuardado = Object.fromEntries(preguntas.map((p) => [`PUT ${BASE}/respuestas/${p.n}`, guardarEco]));

/** Moves the faked clock and lets the saves it starts settle. */
const avanzar = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const respuesta = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const escribir = (texto: string) => fireEvent.change(respuesta(), { target: { value: texto } });

/** Opens at the first unanswered of these saved answers and goes to the review; the review's items. */
async function abrirRevision(respuestas: PaginaEntrevista['respuestas']) {
  const mocked = mockFetch({
    [`GET ${BASE}`]: ok(enCurso(respuestas)),
    [`POST ${BASE}/finalizar`]: ok({ estado: 'finalizada' }),
    ...rutasGuardado,
  });
  renderEntrevista(`/entrevista/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Pregunta 3 de 4' });
  fireEvent.click(screen.getByRole('button', { name: 'Ver todas mis respuestas' }));
  await screen.findByRole('heading', { level: 1, name: 'Revisa tus respuestas' });
  return { ...mocked, items: screen.getAllByTestId('revision-pregunta') };
}

describe('the welcome', () => {
  it('shows who invites and for what, both notices, and starts only after the consent box is ticked', async () => {
    // A company user signed in on this browser: their session must not go with the candidate's calls.
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token-de-un-usuario');
    const { calls } = mockFetch({
      [`GET ${BASE}`]: ok(pagina()),
      [`POST ${BASE}/consentimiento`]: ok(enCurso()),
      'GET /api/auth/me': { status: 401, body: { success: false } },
      'POST /api/auth/refresh': { status: 401, body: { success: false } },
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrevista con Acme Talento' })).toBeTruthy();
    expect(screen.getByText('Analista de datos')).toBeTruthy();
    expect(screen.getByText('Entrevista en profundidad')).toBeTruthy();
    expect(screen.getByText('45 minutos')).toBeTruthy();
    expect(screen.getByText(`${formatFechaHoraCompleta(FECHA, 'America/Bogota')} (hora de Bogotá)`)).toBeTruthy();
    // The time is a suggestion and the link's last moment is said (issue 65 item 8).
    expect(screen.getByText('Hora propuesta')).toBeTruthy();
    expect(screen.getByText('Puedes hacerla hasta')).toBeTruthy();
    expect(screen.getByText(`${formatFechaHoraCompleta(HASTA, 'America/Bogota')} (hora de Bogotá)`)).toBeTruthy();
    expect(screen.getByText(/cuando te venga bien: la hora propuesta es una sugerencia/)).toBeTruthy();
    // The notice's first layer (issue 65 item 7): its short points, in plain sight.
    const resumen = screen.getByRole('heading', { level: 2, name: 'Tus datos y la inteligencia artificial' }).closest('section')!;
    const puntos = within(resumen).getAllByRole('listitem');
    expect(puntos.map((p) => p.textContent)).toEqual(avisoResumen(datosAviso));
    expect(puntos[0]!.textContent).toContain('las decisiones sobre tu candidatura las toman personas de Acme Talento');
    // The full text one step away: a closed disclosure holding both notices, which opens.
    const completo = screen.getByText('Leer el aviso completo');
    const details = completo.closest('details')!;
    expect(completo.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    expect(within(details).getByRole('heading', { level: 3, name: 'Uso de inteligencia artificial', hidden: true })).toBeTruthy();
    expect(within(details).getByRole('heading', { level: 3, name: 'Privacidad', hidden: true })).toBeTruthy();
    expect(within(details).getByText('Responsable: Acme Talento. Talentia trata los datos por encargo de Acme Talento.')).toBeTruthy();
    expect(within(details).getByText(/mide solo cómo están escritas tus respuestas/)).toBeTruthy();
    fireEvent.click(completo);
    await waitFor(() => expect(details.open).toBe(true));
    // Links that are links: «Mis datos» and the contact, in the first layer and in the full text.
    for (const donde of [puntos.at(-1)!, within(details).getByText(/^Tus derechos:/)]) {
      expect(within(donde).getByRole('link', { name: MIS_DATOS }).getAttribute('href')).toBe(MIS_DATOS);
      expect(within(donde).getByRole('link', { name: 'rrhh@acme.test' }).getAttribute('href')).toBe('mailto:rrhh@acme.test');
    }
    // The company's colour is an accent, never the colour of a text.
    expect(screen.getByTestId('acento-empresa')).toBeTruthy();

    const comenzar = screen.getByRole('button', { name: 'Comenzar la entrevista' }) as HTMLButtonElement;
    // The consent comes after the notice, in the document as on the screen.
    expect(
      details.compareDocumentPosition(screen.getByRole('checkbox', { name: /He leído el aviso/ })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(comenzar.disabled).toBe(true);
    fireEvent.click(comenzar);
    expect(calls.filter((c) => c.path.endsWith('/consentimiento'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /He leído el aviso/ }));
    await waitFor(() => expect(comenzar.disabled).toBe(false));
    fireEvent.click(comenzar);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' })).toBeTruthy();
    expect(screen.getByLabelText('Preséntate brevemente.')).toBeTruthy();

    const publicas = calls.filter((c) => c.path.startsWith('/api/publico/'));
    expect(publicas.find((c) => c.method === 'POST')?.body).toEqual({ acepto: true, version: '2026-11-23' });
    for (const c of publicas) {
      expect(c.headers).not.toHaveProperty('authorization');
      expect(c.credentials).toBe('omit');
    }
  });

  it('a notice that changed since it was opened is shown again, to be accepted again', async () => {
    let lecturas = 0;
    const nuevo = { ...aviso, version: '2026-12-01', ia: ['Texto nuevo del aviso.'] };
    const { calls } = mockFetch({
      [`GET ${BASE}`]: async () => jsonResponse({ success: true, data: pagina(lecturas++ === 0 ? {} : { aviso: nuevo }) }),
      [`POST ${BASE}/consentimiento`]: { status: 409, body: { success: false, error: 'CONFLICT', message: msg.avisoCambiado } },
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: /He leído el aviso/ }));
    const comenzar = screen.getByRole('button', { name: 'Comenzar la entrevista' }) as HTMLButtonElement;
    await waitFor(() => expect(comenzar.disabled).toBe(false));
    fireEvent.click(comenzar);
    expect(await screen.findByText(msg.avisoCambiado)).toBeTruthy();
    expect(await screen.findByText('Texto nuevo del aviso.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /He leído el aviso/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Comenzar la entrevista' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('the interview', () => {
  it('resumes at the first unanswered question with the saved answers in place', async () => {
    mockFetch({ [`GET ${BASE}`]: ok(enCurso([guardada(0, 'Soy Lucía.'), guardada(1, 'Me gustan los datos.')])), ...rutasGuardado });
    renderEntrevista(`/entrevista/${TOKEN}`);
    const titulo = await screen.findByRole('heading', { level: 1, name: 'Pregunta 3 de 4' });
    expect(screen.getByLabelText('Cuéntanos un proyecto difícil.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(respuesta().value).toBe('');
    expect(screen.getByText('Experiencia')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la entrevista' }).getAttribute('aria-valuetext')).toBe('Pregunta 3 de 4');

    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    expect(respuesta().value).toBe('Me gustan los datos.');
    expect(screen.getByText('Guardado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(respuesta().value).toBe('Soy Lucía.');
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('resumes on a saved draft the candidate had not moved on from, with its text in the box (D82)', async () => {
    // Questions 1 and 2 finished ("Siguiente"), question 3 half-written and autosaved, then a reload.
    const { calls } = mockFetch({
      [`GET ${BASE}`]: ok(
        enCurso([guardada(0, 'Soy Lucía.'), guardada(1, 'Me gustan los datos.'), guardada(2, 'Migré un almacén de', false)]),
      ),
      ...rutasGuardado,
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    const titulo = await screen.findByRole('heading', { level: 1, name: 'Pregunta 3 de 4' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(screen.getByLabelText('Cuéntanos un proyecto difícil.')).toBeTruthy();
    expect(respuesta().value).toBe('Migré un almacén de');
    expect(screen.getByText('Guardado')).toBeTruthy();

    // Finishing it and moving on saves it finished; the next question is empty.
    escribir('Migré un almacén de datos a la nube.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 4 de 4' })).toBeTruthy();
    expect(respuesta().value).toBe('');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${BASE}/respuestas/2`,
      body: { texto: 'Migré un almacén de datos a la nube.', terminada: true },
    });
  });

  it('a draft earlier than an unanswered question is where it resumes; answers saved before drafts existed count as finished', async () => {
    const antigua = { n: 0, texto: 'Soy Lucía.', origen: 'texto', guardadaEn: '2026-11-23T08:05:00.000Z', repregunta: null };
    mockFetch({
      [`GET ${BASE}`]: ok(
        enCurso([antigua as unknown as ReturnType<typeof guardada>, guardada(1, 'Me gustan', false), guardada(3, 'Nada más.')]),
      ),
      ...rutasGuardado,
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    expect(respuesta().value).toBe('Me gustan');
  });

  it('saves once per pause in typing, and at once on leaving the question', async () => {
    const { calls } = mockFetch({ [`GET ${BASE}`]: ok(enCurso()), ...rutasGuardado });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    // The page's clock from here on: a slow machine cannot stretch a pause between keystrokes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const puts = () => calls.filter((c) => c.method === 'PUT');

    for (const texto of ['S', 'So', 'Soy', 'Soy Lucía']) {
      escribir(texto);
      await avanzar(AUTOGUARDADO_MS - 1);
    }
    expect(puts()).toHaveLength(0);
    expect(screen.getByText('Guardando…')).toBeTruthy();
    await avanzar(1);
    expect(puts()).toHaveLength(1);
    // Typed, not moved on from: a draft (D82).
    expect(puts()[0]).toMatchObject({ path: `${BASE}/respuestas/0`, body: { texto: 'Soy Lucía', origen: 'texto', terminada: false } });
    expect(screen.getByText('Guardado')).toBeTruthy();
    expect(screen.getByText('9 / 5000')).toBeTruthy();
    // Nothing changed: nothing more is sent.
    await avanzar(AUTOGUARDADO_MS * 5);
    expect(puts()).toHaveLength(1);

    // "Siguiente" finishes the saved answer: one save says so, with the same text.
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    await avanzar(0);
    expect(puts()).toHaveLength(2);
    expect(puts()[1]).toMatchObject({ path: `${BASE}/respuestas/0`, body: { texto: 'Soy Lucía', terminada: true } });
    // Typing and leaving at once: the save does not wait for the pause, and is finished at once…
    escribir('Por el equipo.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await avanzar(0);
    expect(puts()).toHaveLength(3);
    expect(puts()[2]).toMatchObject({ path: `${BASE}/respuestas/1`, body: { texto: 'Por el equipo.', terminada: true } });
    // …and the pause that was running does not send it twice.
    await avanzar(AUTOGUARDADO_MS * 5);
    expect(puts()).toHaveLength(3);
    // Going back is not moving on: an answer changed there is a draft again, and "Anterior" keeps it one.
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    escribir('Por el equipo y el producto.');
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await avanzar(AUTOGUARDADO_MS * 5);
    expect(puts()).toHaveLength(4);
    expect(puts()[3]).toMatchObject({ path: `${BASE}/respuestas/1`, body: { texto: 'Por el equipo y el producto.', terminada: false } });
  });

  it('a failed save says so, keeps the text and saves on retry', async () => {
    let intentos = 0;
    mockFetch({
      [`GET ${BASE}`]: ok(enCurso()),
      [`PUT ${BASE}/respuestas/0`]: async (init, url) =>
        intentos++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : guardarEco(init, url),
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    escribir('Mi respuesta');
    fireEvent.blur(respuesta());
    expect(await screen.findByText('No se ha podido guardar tu respuesta')).toBeTruthy();
    expect(respuesta().value).toBe('Mi respuesta');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(intentos).toBe(2);
  });

  it('reviews every answer, marks the unanswered, and finishes after a confirmation', async () => {
    const { calls, items } = await abrirRevision([
      guardada(0, 'Soy Lucía.'),
      guardada(1, 'Me gustan los datos.'),
      guardada(3, 'Nada más.'),
    ]);
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Soy Lucía.')).toBeTruthy();
    expect(within(items[2]!).getByText('Sin responder')).toBeTruthy();
    expect(screen.getAllByText('Sin responder')).toHaveLength(1);

    // Back to the unanswered one from its link, answer it, and on to the review again.
    fireEvent.click(within(items[2]!).getByRole('button', { name: 'Responder la pregunta 3' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 3 de 4' });
    escribir('Migré un almacén de datos.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar y finalizar' }));
    await screen.findByRole('heading', { level: 1, name: 'Revisa tus respuestas' });
    expect(screen.queryByText('Sin responder')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Finalizar entrevista' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Finalizar la entrevista?' });
    expect(dialogo.textContent).toContain('no podrás cambiar las respuestas');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, finalizar' }));
    const gracias = await screen.findByRole('heading', { level: 1, name: msg.gracias });
    // The focus on the new state's heading, not left on the page's body (issue 65 item 7).
    await waitFor(() => expect(document.activeElement).toBe(gracias));
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/finalizar'))).toHaveLength(1);
    // The answer typed just before finishing reached the server first.
    const put = calls.findIndex((c) => c.method === 'PUT' && c.path.endsWith('/respuestas/2'));
    const fin = calls.findIndex((c) => c.path.endsWith('/finalizar'));
    expect(put).toBeGreaterThan(-1);
    expect(put).toBeLessThan(fin);
  });

  it('marks unanswered and short answers (fewer than ENTREVISTAS.palabrasRespuestaBreve words), each with its way back', async () => {
    const larga = 'Coordiné la selección de doce perfiles técnicos en tres meses y reduje a la mitad el tiempo de contratación.';
    // Fourteen words: short; fifteen: not.
    const catorce = 'Trabajé con dos equipos durante un año para mejorar cómo se comunicaban con clientes';
    const quince = `${catorce} finales`;
    expect(catorce.split(' ')).toHaveLength(ENTREVISTAS.palabrasRespuestaBreve - 1);
    const { items } = await abrirRevision([guardada(0, larga), guardada(1, catorce), guardada(3, 'Nada más.')]);
    expect(within(items[0]!).queryByText('Respuesta breve')).toBeNull();
    expect(within(items[0]!).queryByText('Sin responder')).toBeNull();
    expect(within(items[1]!).getByText('Respuesta breve')).toBeTruthy();
    expect(within(items[1]!).getByText(/menos de 15 palabras/)).toBeTruthy();
    expect(within(items[2]!).getByText('Sin responder')).toBeTruthy();
    expect(within(items[3]!).getByText('Respuesta breve')).toBeTruthy();
    expect(screen.getAllByText('Respuesta breve')).toHaveLength(2);
    expect(screen.getAllByText('Sin responder')).toHaveLength(1);
    // First, what to look at, in order, each a way to its question.
    expect(screen.getAllByTestId('revision-marcada').map((b) => b.textContent)).toEqual([
      'Pregunta 2: respuesta breve',
      'Pregunta 3: sin responder',
      'Pregunta 4: respuesta breve',
    ]);
    expect(screen.getByText('«Respuesta breve»: menos de 15 palabras.')).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Ampliar respuesta a la pregunta 2' })).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Cambiar respuesta a la pregunta 1' })).toBeTruthy();

    // The confirmation says it too.
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar entrevista' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Finalizar la entrevista?' });
    expect(dialogo.textContent).toContain('Queda 1 pregunta sin responder.');
    expect(dialogo.textContent).toContain('Hay 2 respuestas breves (menos de 15 palabras).');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Seguir revisando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The mark leads to the question, with its text; one more word and it is no longer short.
    fireEvent.click(screen.getByRole('button', { name: 'Pregunta 2: respuesta breve' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' });
    expect(respuesta().value).toBe(catorce);
    escribir(quince);
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas mis respuestas' }));
    await screen.findByRole('heading', { level: 1, name: 'Revisa tus respuestas' });
    expect(within(screen.getAllByTestId('revision-pregunta')[1]!).queryByText('Respuesta breve')).toBeNull();
    expect(screen.getAllByTestId('revision-marcada').map((b) => b.textContent)).toEqual([
      'Pregunta 3: sin responder',
      'Pregunta 4: respuesta breve',
    ]);
  });

  it('«Siguiente» on an empty answer asks first: «Escribir mi respuesta» stays, «Continuar sin responder» moves on', async () => {
    const { calls } = mockFetch({ [`GET ${BASE}`]: ok(enCurso()), ...rutasGuardado });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    escribir('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const aviso = await screen.findByRole('alert');
    expect(aviso.textContent).toContain('No has escrito nada en esta pregunta');
    // Still on the question, nothing finished.
    expect(screen.getByRole('heading', { level: 1, name: 'Pregunta 1 de 4' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT' && (c.body as { terminada?: boolean }).terminada)).toEqual([]);
    fireEvent.click(within(aviso).getByRole('button', { name: 'Escribir mi respuesta' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(respuesta());

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Continuar sin responder' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    // An answer with text moves on at once.
    escribir('Me gustan los datos.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 3 de 4' })).toBeTruthy();
  });

  it('does not offer to finish with nothing answered', async () => {
    mockFetch({ [`GET ${BASE}`]: ok(enCurso()) });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas mis respuestas' }));
    await screen.findByRole('heading', { level: 1, name: 'Revisa tus respuestas' });
    expect(screen.getAllByText('Sin responder')).toHaveLength(4);
    expect(screen.getByText(enVariante(msg.sinRespuestas))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Finalizar entrevista' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the candidate’s Spanish (D215)', () => {
  /** Voseo shares tú's pronouns, future and preterite: only the forms it changes are tú's alone. */
  const SOLO_TU: Record<Exclude<VarianteEspanol, 'es'>, (w: string) => boolean> = {
    usted: (w) => FORMAS_TU_INEQUIVOCAS.has(w),
    vos: (w) => FORMAS_TU_INEQUIVOCAS.has(w) && FORMAS[w]?.[1] !== undefined && FORMAS[w][1] !== w,
  };
  /** The tú forms on screen that the variant does not use. */
  const tuteo = (v: Exclude<VarianteEspanol, 'es'>) =>
    (document.body.textContent ?? '').split(/[^\p{L}]+/u).filter((w) => SOLO_TU[v](w.toLocaleLowerCase('es')));

  it.each([
    ['usted', 'Puede hacerla hasta'],
    ['vos', 'Podés hacerla hasta'],
  ] as const)('in %s: the welcome and its notice speak it, with no tú form', async (variante, hasta) => {
    const d = { ...datosAviso, variante };
    mockFetch({
      [`GET ${BASE}`]: ok(
        pagina({
          variante,
          // The template's description is the company's words, not the page's.
          servicio: { nombre: 'Entrevista en profundidad', descripcion: null },
          aviso: { ...aviso, resumen: avisoResumen(d), ia: avisoIA(d), privacidad: avisoPrivacidad(d) },
        }),
      ),
      'GET /api/auth/me': { status: 401, body: { success: false } },
      'POST /api/auth/refresh': { status: 401, body: { success: false } },
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByText(hasta);
    expect(tuteo(variante)).toEqual([]);
    expect(document.body.textContent).not.toMatch(/[‹›]/);
  });

  it.each([
    ['usted', 'Revise sus respuestas', 'no podrá cambiar las respuestas'],
    ['vos', 'Revisá tus respuestas', 'no podrás cambiar las respuestas'],
  ] as const)('in %s: a question, the review and the confirmation speak it', async (variante, revisar, dialogoFin) => {
    mockFetch({
      [`GET ${BASE}`]: ok({ ...enCurso([guardada(0, 'Soy Lucía.')]), variante }),
      ...rutasGuardado,
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' });
    // The questions are the company's words: left out.
    const enPregunta = tuteo(variante).filter((w) => !preguntas.some((p) => p.texto.includes(w)));
    expect(enPregunta).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas mis respuestas' }));
    await screen.findByRole('heading', { level: 1, name: revisar });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar entrevista' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Finalizar la entrevista?' });
    expect(dialogo.textContent).toContain(dialogoFin);
    expect(document.body.textContent).not.toMatch(/[‹›]/);
  });
});

describe('pages with nothing to answer', () => {
  it('a finished interview says so', async () => {
    mockFetch({ [`GET ${BASE}`]: ok(pagina({ estado: 'finalizada', aviso: null, puesto: null, servicio: null })) });
    renderEntrevista(`/entrevista/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: msg.finalizada })).toBeTruthy();
    expect(screen.getByText(enVariante(msg.finalizadaMensaje))).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a link that is not live shows the one message, and a malformed one is not even sent', async () => {
    const { calls } = mockFetch({
      [`GET ${BASE}`]: { status: 404, body: { success: false, error: 'NOT_FOUND', message: enVariante(msg.noDisponible) } },
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enlace no disponible' })).toBeTruthy();
    expect(screen.getByText(enVariante(msg.noDisponible))).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/publico/'))).toHaveLength(1);

    renderEntrevista('/entrevista/no-es-un-token');
    expect((await screen.findAllByText(enVariante(msg.noDisponible))).length).toBe(2);
    expect(calls.filter((c) => c.path.startsWith('/api/publico/'))).toHaveLength(1);
  });

  it('too many requests: says so and tries again on demand', async () => {
    let lecturas = 0;
    mockFetch({
      [`GET ${BASE}`]: async () =>
        lecturas++ === 0
          ? jsonResponse({ success: false, error: 'TOO_MANY_REQUESTS', message: msg.demasiadas }, 429)
          : jsonResponse({ success: true, data: pagina() }),
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    expect(await screen.findByText(msg.demasiadas)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrevista con Acme Talento' })).toBeTruthy();
  });
});

describe('the follow-up question (repregunta)', () => {
  const conRepreguntas = (respuestas: PaginaEntrevista['respuestas'] = []) => ({ ...enCurso(respuestas), repreguntasDisponibles: true });
  const SEGUIMIENTO = '¿Qué resultado concreto tuvo ese proyecto?';
  const repreguntaDe = (n: number) => `POST ${BASE}/respuestas/${n}/repregunta`;

  it('after an answered question, asks for one (saying so), shows it, and "Continuar" saves its answer with the answer', async () => {
    let soltar: (pregunta: string | null) => void = () => undefined;
    const { calls } = mockFetch({
      [`GET ${BASE}`]: ok(conRepreguntas()),
      ...rutasGuardado,
      [repreguntaDe(0)]: () =>
        new Promise<Response>((r) => {
          soltar = (pregunta) => r(jsonResponse({ success: true, data: { pregunta } }));
        }),
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    escribir('Lideré un proyecto de datos.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const preparando = await screen.findByRole('heading', { level: 1, name: 'Preparando una pregunta de seguimiento…' });
    expect(preparando.closest('[role="status"]')).toBeTruthy();
    // The answer is saved before the follow-up is asked for.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/repregunta'))).toHaveLength(1));
    const orden = calls.filter((c) => c.path.startsWith(`${BASE}/respuestas/0`)).map((c) => c.method);
    expect(orden).toEqual(['PUT', 'POST']);
    const publica = calls.find((c) => c.path.endsWith('/repregunta'))!;
    expect(publica.headers).not.toHaveProperty('authorization');
    expect(publica.credentials).toBe('omit');

    await act(async () => soltar(SEGUIMIENTO));
    const titulo = await screen.findByRole('heading', { level: 1, name: 'Pregunta de seguimiento' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(screen.getByText(/Preséntate brevemente\./)).toBeTruthy();
    const caja = screen.getByLabelText(SEGUIMIENTO) as HTMLTextAreaElement;
    expect(caja.value).toBe('');
    fireEvent.change(caja, { target: { value: 'Redujimos el cierre mensual dos días.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT' && c.path === `${BASE}/respuestas/0`);
    expect(puts.at(-1)!.body).toEqual({
      texto: 'Lideré un proyecto de datos.',
      origen: 'texto',
      terminada: true,
      respuestaRepregunta: 'Redujimos el cierre mensual dos días.',
    });
    // The answer was saved finished before the follow-up was asked for (one save: typed and moved on at once).
    expect(puts[0]!.body).toEqual({ texto: 'Lideré un proyecto de datos.', origen: 'texto', terminada: true });

    // Back to the question and on again: the follow-up shows with its answer; nothing is asked again.
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregunta de seguimiento' });
    expect((screen.getByLabelText(SEGUIMIENTO) as HTMLTextAreaElement).value).toBe('Redujimos el cierre mensual dos días.');
    expect(calls.filter((c) => c.path.endsWith('/repregunta'))).toHaveLength(1);
  });

  it('no follow-up (null) moves on; an empty answer asks for none; "Omitir" moves on without saving', async () => {
    const { calls } = mockFetch({
      [`GET ${BASE}`]: ok(conRepreguntas()),
      ...rutasGuardado,
      [repreguntaDe(0)]: ok({ pregunta: null }),
      [repreguntaDe(2)]: ok({ pregunta: SEGUIMIENTO }),
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    escribir('Soy Lucía.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    // Left empty (after the confirmation): no follow-up is asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Continuar sin responder' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 3 de 4' })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/repregunta')).map((c) => c.path)).toEqual([`${BASE}/respuestas/0/repregunta`]);

    escribir('Migramos un sistema.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregunta de seguimiento' });
    fireEvent.click(screen.getByRole('button', { name: 'Omitir' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 4 de 4' })).toBeTruthy();
    expect(
      calls.filter((c) => c.method === 'PUT' && (c.body as { respuestaRepregunta?: string }).respuestaRepregunta !== undefined),
    ).toEqual([]);
  });

  it('a failed request for a follow-up does not stop the interview', async () => {
    mockFetch({
      [`GET ${BASE}`]: ok(conRepreguntas()),
      ...rutasGuardado,
      [repreguntaDe(0)]: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    escribir('Soy Lucía.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
  });

  it('without follow-ups (no key) nothing is asked for', async () => {
    const { calls } = mockFetch({ [`GET ${BASE}`]: ok(enCurso()), ...rutasGuardado });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    escribir('Soy Lucía.');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/repregunta'))).toEqual([]);
  });

  it('on resume, a follow-up asked before shows with its saved answer; "Continuar" unchanged saves nothing', async () => {
    const conSeguimiento = { ...guardada(0, 'Soy Lucía.'), repregunta: { pregunta: SEGUIMIENTO, respuesta: 'Ya lo conté.' } };
    const { calls } = mockFetch({ [`GET ${BASE}`]: ok(conRepreguntas([conSeguimiento])), ...rutasGuardado });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' });
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 4' });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 1, name: 'Pregunta de seguimiento' });
    expect((screen.getByLabelText(SEGUIMIENTO) as HTMLTextAreaElement).value).toBe('Ya lo conté.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pregunta 2 de 4' })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/repregunta') || c.method === 'PUT')).toEqual([]);
  });
});

describe('the address', () => {
  it('the page reads the token from /entrevista/{token}, decoded, and nothing from any other address', () => {
    expect(tokenDeRuta(`/entrevista/${TOKEN}`)).toBe(TOKEN);
    expect(tokenDeRuta(`/entrevista/${TOKEN}/`)).toBe(TOKEN);
    expect(tokenDeRuta('/entrevista/a%2Fb')).toBe('a/b');
    expect(tokenDeRuta('/entrevista/%E0%A4%A')).toBeUndefined();
    expect(tokenDeRuta('/entrevistas/x')).toBeUndefined();
    expect(tokenDeRuta('/entrevista/')).toBeUndefined();
  });
});

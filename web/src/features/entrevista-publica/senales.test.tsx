// The integrity signals of the candidate's page (D158) against a stand-in API: per question, the
// pastes into its answers and their characters, the times the page lost focus while it was on
// screen (a blur and a hidden tab count once), and its visible time (a hidden tab's is not counted),
// sent with the autosave; a reload goes on from the saved totals; with the company's signals off,
// nothing is sent.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { paginaEnCurso, renderEntrevista } from '../../test/render-entrevista';
import type { PaginaEntrevista, RespuestaGuardada } from './api/entrevista-publica';
import { AUTOGUARDADO_MS } from './use-autoguardado';

const TOKEN = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const BASE = `/api/publico/entrevistas/${TOKEN}`;
const preguntas = [
  { n: 0, fase: 'Experiencia', texto: 'Cuéntanos un proyecto difícil.' },
  { n: 1, fase: 'Cierre', texto: '¿Algo más que quieras contarnos?' },
];
const PEGADO = 'Lideré la migración de un almacén de datos.';

function pagina(senalesActivas: boolean, respuestas: RespuestaGuardada[] = []): PaginaEntrevista {
  return paginaEnCurso(preguntas, { senalesActivas, respuestas });
}

const eco = async (init: RequestInit, url: URL) => {
  const body = JSON.parse(String(init.body)) as { texto: string; terminada?: boolean; senales?: RespuestaGuardada['senales'] };
  return jsonResponse({
    success: true,
    data: {
      n: Number(url.pathname.split('/').pop()),
      texto: body.texto,
      origen: 'texto',
      guardadaEn: '2026-11-26T08:05:00.000Z',
      repregunta: null,
      terminada: body.terminada ?? false,
      ...(body.senales ? { senales: body.senales } : {}),
    },
  });
};
const rutas = (p: PaginaEntrevista) => ({
  [`GET ${BASE}`]: { body: { success: true, data: p } },
  [`PUT ${BASE}/respuestas/0`]: eco,
  [`PUT ${BASE}/respuestas/1`]: eco,
});

/** The page's clock starts at its first render, a few real milliseconds before the test fakes it: within half a second. */
const cerca = (ms: number) => expect.closeTo(ms, -3) as unknown as number;

const avanzar = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const caja = () => screen.getByRole('textbox') as HTMLTextAreaElement;
/** What a person does: paste the text into the box (the browser's paste event, then the new value). */
const pegar = (texto: string) => {
  fireEvent.paste(caja(), { clipboardData: { getData: () => texto } });
  fireEvent.change(caja(), { target: { value: caja().value + texto } });
};

let visibilidad: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibilidad });
const ocultar = () =>
  act(() => {
    visibilidad = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  });
const mostrar = () =>
  act(() => {
    visibilidad = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });

afterEach(() => {
  vi.useRealTimers();
  visibilidad = 'visible';
});

describe('the integrity signals', () => {
  it('counts the paste, the lost focus and the visible time of the question, and sends them with its saves', async () => {
    const { calls } = mockFetch(rutas(pagina(true)));
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 2' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const puts = () => calls.filter((c) => c.method === 'PUT');

    await avanzar(4_000);
    pegar(PEGADO);
    await avanzar(AUTOGUARDADO_MS);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({
      texto: PEGADO,
      senales: { pegados: 1, caracteresPegados: PEGADO.length, perdidasFoco: 0, msEnPantalla: cerca(5_000) },
    });

    // To another window and back: one loss. To another tab (a blur and a hidden page): one more,
    // and the 30 s away are not time on screen.
    act(() => void window.dispatchEvent(new Event('blur')));
    await avanzar(2_000);
    act(() => void window.dispatchEvent(new Event('focus')));
    act(() => void window.dispatchEvent(new Event('blur')));
    await ocultar();
    await avanzar(30_000);
    await mostrar();
    await avanzar(1_000);

    // Moving on sends the totals, with the time on screen, in the save that finishes the answer.
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await avanzar(0);
    expect(puts()).toHaveLength(2);
    expect(puts()[1]!.body).toMatchObject({
      texto: PEGADO,
      terminada: true,
      senales: { pegados: 1, caracteresPegados: PEGADO.length, perdidasFoco: 2, msEnPantalla: cerca(8_000) },
    });

    // The next question counts on its own; the first one's clock has stopped.
    await avanzar(3_000);
    fireEvent.change(caja(), { target: { value: 'Nada más.' } });
    await avanzar(AUTOGUARDADO_MS);
    expect(puts()[2]).toMatchObject({
      path: `${BASE}/respuestas/1`,
      body: { senales: { pegados: 0, caracteresPegados: 0, perdidasFoco: 0, msEnPantalla: cerca(4_000) } },
    });
    // Nothing new: nothing more is sent, however long the question stays on screen.
    await avanzar(60_000);
    expect(puts()).toHaveLength(3);
  });

  it('a reload goes on counting from the saved totals', async () => {
    const saved: RespuestaGuardada = {
      n: 0,
      texto: 'Migré un almacén',
      origen: 'texto',
      guardadaEn: '2026-11-26T08:05:00.000Z',
      repregunta: null,
      terminada: false,
      senales: { pegados: 2, caracteresPegados: 300, perdidasFoco: 1, msEnPantalla: 60_000 },
    };
    const { calls } = mockFetch(rutas(pagina(true, [saved])));
    // The page starts its clock when the question shows, on the real clock: what passes before the fake
    // one takes over (a busy machine: half a second, stop 58's CI run) counts too, and is measured here.
    const antes = Date.now();
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 2' });
    const real = Date.now() - antes;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    pegar(' de datos.');
    await avanzar(AUTOGUARDADO_MS);
    const body = calls.find((c) => c.method === 'PUT')!.body as { senales: { msEnPantalla: number } };
    expect(body).toMatchObject({
      texto: 'Migré un almacén de datos.',
      senales: { pegados: 3, caracteresPegados: 310, perdidasFoco: 1 },
    });
    // The saved minute, the second of the autosave, and the real time the question was on screen before it.
    expect(body.senales.msEnPantalla).toBeGreaterThanOrEqual(60_000 + AUTOGUARDADO_MS);
    expect(body.senales.msEnPantalla).toBeLessThanOrEqual(60_000 + AUTOGUARDADO_MS + real + 50);
  });

  it('with the company’s signals off, nothing is counted or sent', async () => {
    const { calls } = mockFetch(rutas(pagina(false)));
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Pregunta 1 de 2' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    pegar(PEGADO);
    act(() => void window.dispatchEvent(new Event('blur')));
    await avanzar(AUTOGUARDADO_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await avanzar(0);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    for (const p of puts) expect(p.body).not.toHaveProperty('senales');
  });
});

// Voice answers on the candidate's page (D66) against a stand-in API and a stand-in recorder:
// the button only when the page offers voice; record, stop, upload with the presigned POST (fields
// then the file), transcribe, the text in the box and saved with origen 'voz'; a failed
// transcription said in Spanish with a retry, and the box still usable.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { paginaEnCurso, renderEntrevista } from '../../../test/render-entrevista';
import type { PaginaEntrevista } from '../api/entrevista-publica';

const TOKEN = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const BASE = `/api/publico/entrevistas/${TOKEN}`;
const AUDIO_ID = 'aud_1763880000000_AbCdEfGhIjKlMnOpQr';
const preguntas = [
  { n: 0, fase: 'Apertura', texto: 'Preséntate brevemente.' },
  { n: 1, fase: 'Cierre', texto: '¿Algo más?' },
];

function pagina(vozDisponible: boolean): PaginaEntrevista {
  return paginaEnCurso(preguntas, { vozDisponible });
}

/** A MediaRecorder that records three bytes of webm/Opus. */
class GrabadorFalso {
  static isTypeSupported = (t: string) => t === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    _stream: unknown,
    readonly opciones: { mimeType: string },
  ) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['abc'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const pista = { stop: vi.fn() };
beforeEach(() => {
  vi.stubGlobal('MediaRecorder', GrabadorFalso);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [pista] })) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function rutas(transcripcion: () => Promise<Response>) {
  const subidas: FormData[] = [];
  const api = mockFetch({
    [`GET ${BASE}`]: { body: { success: true, data: pagina(true) } },
    [`POST ${BASE}/audio-url`]: {
      body: {
        success: true,
        data: {
          audioId: AUDIO_ID,
          url: 'http://s3.test/ficheros',
          campos: { key: `empresas/e1/entrevistas/x/audio/${AUDIO_ID}`, 'Content-Type': 'audio/webm', Policy: 'p' },
          expiraEn: '2026-11-23T08:10:00.000Z',
          maxBytes: 10_485_760,
        },
      },
    },
    'POST /ficheros': async (init) => {
      subidas.push(init.body as FormData);
      return new Response(null, { status: 204 });
    },
    [`POST ${BASE}/respuestas/0/transcripcion`]: () => transcripcion(),
    [`PUT ${BASE}/respuestas/0`]: async (init) =>
      jsonResponse({ success: true, data: { n: 0, ...JSON.parse(String(init.body)), guardadaEn: 'x', repregunta: null } }),
  });
  return { ...api, subidas };
}

const respuesta = () => screen.getByRole('textbox') as HTMLTextAreaElement;

describe('answering by voice', () => {
  it('is not offered when the page has no voice', async () => {
    mockFetch({ [`GET ${BASE}`]: { body: { success: true, data: pagina(false) } } });
    renderEntrevista(`/entrevista/${TOKEN}`);
    await screen.findByText('Preséntate brevemente.');
    expect(screen.queryByRole('button', { name: 'Responder por voz' })).toBeNull();
  });

  it('records, uploads the fields then the file, transcribes, adds the text and saves it as voz', async () => {
    const { calls, subidas } = rutas(async () => jsonResponse({ success: true, data: { texto: 'Trabajo en datos desde 2019.' } }));
    renderEntrevista(`/entrevista/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Responder por voz' }));
    fireEvent.change(respuesta(), { target: { value: 'Soy Lucía.' } });
    const detener = await screen.findByRole('button', { name: /Detener/ });
    expect(screen.getByText(/Grabando…/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(detener);
    });
    await waitFor(() => expect(respuesta().value).toBe('Soy Lucía. Trabajo en datos desde 2019.'));
    expect(pista.stop).toHaveBeenCalled();

    const pedida = calls.find((c) => c.path === `${BASE}/audio-url`)!;
    expect(pedida.body).toEqual({ n: 0, tipo: 'audio/webm', bytes: 3 });
    expect(pedida.credentials).toBe('omit');
    const form = subidas[0]!;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);
    expect((form.get('file') as Blob).size).toBe(3);
    expect(calls.find((c) => c.path.endsWith('/transcripcion'))!.body).toEqual({ audioId: AUDIO_ID });

    // A draft until the candidate moves on (D82). The latest save, not the first: on a slow machine the typed
    // «Soy Lucía.» is saved as a draft before the recording ends (the CI of 33240ac8 saw that PUT first).
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
          texto: 'Soy Lucía. Trabajo en datos desde 2019.',
          origen: 'voz',
          terminada: false,
        }),
      { timeout: 3000 },
    );
  });

  it('a failed transcription: the Spanish message, a retry that sends it again, and the box still usable', async () => {
    let intentos = 0;
    const { calls } = rutas(async () => {
      intentos += 1;
      return intentos === 1
        ? jsonResponse(
            { success: false, message: 'No se ha podido transcribir la grabación. Escribe tu respuesta o vuelve a intentarlo.' },
            502,
          )
        : jsonResponse({ success: true, data: { texto: 'Segundo intento.' } });
    });
    renderEntrevista(`/entrevista/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Responder por voz' }));
    const detener = await screen.findByRole('button', { name: /Detener/ });
    await act(async () => {
      fireEvent.click(detener);
    });
    expect(await screen.findByText('No se ha podido transcribir la grabación. Escribe tu respuesta o vuelve a intentarlo.')).toBeTruthy();
    expect(respuesta().disabled).toBe(false);
    fireEvent.change(respuesta(), { target: { value: 'Escrito a mano.' } });
    expect(respuesta().value).toBe('Escrito a mano.');

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(respuesta().value).toBe('Escrito a mano. Segundo intento.'));
    expect(calls.filter((c) => c.path === `${BASE}/audio-url`)).toHaveLength(2);
  });
});

describe('with a screen reader (WCAG 2.2, issue 55 item 5)', () => {
  it('the focus stays on the one button from the start to «Detener» and back, and the stop says what it does', async () => {
    rutas(async () => jsonResponse({ success: true, data: { texto: 'Hola.' } }));
    renderEntrevista(`/entrevista/${TOKEN}`);
    const empezar = await screen.findByRole('button', { name: 'Responder por voz' });
    empezar.focus();
    fireEvent.click(empezar);
    const detener = await screen.findByRole('button', { name: 'Detener la grabación y transcribirla' });
    expect(document.activeElement).toBe(detener);
    await act(async () => {
      fireEvent.click(detener);
    });
    await waitFor(() => expect(respuesta().value).toBe('Hola.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Responder por voz' })));
  });

  it('the time is said each minute and 30 seconds before the end, not each second', async () => {
    const { avisoDelTiempo } = await import('./grabador-voz');
    const dichos = Array.from({ length: 301 }, (_, s) => avisoDelTiempo(s, 300)).filter(Boolean);
    expect(dichos).toEqual([
      '1 minuto grabando.',
      '2 minutos grabando.',
      '3 minutos grabando.',
      '4 minutos grabando.',
      'Quedan 30 segundos de grabación.',
      '5 minutos grabando.',
    ]);
    // Ten times longer after an accepted adjustment (D172): still one sentence a minute.
    expect(Array.from({ length: 3001 }, (_, s) => avisoDelTiempo(s, 3000)).filter(Boolean)).toHaveLength(51);
  });
});

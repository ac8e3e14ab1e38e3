// «Mis datos» (D148, D152) against a stand-in API: the form that asks for the link, the emailed link
// opened once and forgotten from the address, the page company by company (the rubric level's words
// and how the AI was used), the JSON and PDF downloads, a link that no longer works, and the
// interview's end screen asking for the link.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { misDatos as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { ACCESO_PRUEBA as ACCESO, datosMisDatos, paginaFinalizada } from '../../test/mis-datos-fixtures';
import { renderEntrevista } from '../../test/render-entrevista';
import { MisDatosPage } from './mis-datos-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const SOLICITADA = 'Si tenemos datos tuyos asociados a ese email, recibirás en unos minutos un enlace para verlos.';

const datos = datosMisDatos;
const e1 = datos.empresas[0]!.entrevistas[0]!;

const descargarMisDatosPdf = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./mis-datos-pdf', () => ({ descargarMisDatosPdf }));

const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/mis-datos');
});
afterEach(() => vi.unstubAllGlobals());

describe('«Mis datos» without a link', () => {
  it('asks for the email and shows the server’s answer, whatever the address', async () => {
    const { calls } = mockFetch({ 'POST /api/publico/mis-datos/solicitud': ok(null, SOLICITADA) });
    render(<MisDatosPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis datos' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'lucia@correo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect((await screen.findByRole('status')).textContent).toContain(SOLICITADA);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ email: 'lucia@correo.test' });
    // Anonymous: no bearer, no cookie.
    expect(post.headers.authorization).toBeUndefined();
    expect(post.credentials).toBe('omit');
  });

  it('says the limit in the server’s words', async () => {
    const demasiadas = 'Has pedido demasiados enlaces. Espera 60 minutos y vuelve a intentarlo.';
    mockFetch({ 'POST /api/publico/mis-datos/solicitud': { status: 429, body: { success: false, message: demasiadas } } });
    render(<MisDatosPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'x@y.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect((await screen.findByRole('alert')).textContent).toContain(demasiadas);
  });
});

/** The page asks for a click before it takes the link (D160): a person presses «Ver mis datos». */
async function abrirConClick() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ver mis datos' }));
}

describe('«Mis datos» opened from the emailed link', () => {
  it('does not take the link on load (mail scanners run the page): it waits for a click, across a reload (D160)', async () => {
    window.history.replaceState(null, '', `/mis-datos#token=${TOKEN}`);
    const { calls } = mockFetch({
      'POST /api/publico/mis-datos/acceso': ok({ acceso: ACCESO, expiraEn: new Date(Date.now() + 3_600_000).toISOString() }),
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok(datos),
    });
    const { unmount } = render(<MisDatosPage />);
    expect(await screen.findByRole('button', { name: 'Ver mis datos' })).toBeTruthy();
    // The token left the address, and nothing was asked of the server.
    expect(window.location.hash).toBe('');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
    // A reload before the click: the link is still there to be taken, and still untaken.
    unmount();
    render(<MisDatosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver mis datos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus datos' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/publico/mis-datos/acceso',
      `GET /api/publico/mis-datos/${ACCESO}`,
    ]);
    expect(calls[0]!.body).toEqual({ token: TOKEN });
  });

  it('takes the link once, forgets it from the address, and shows each company’s data', async () => {
    window.history.replaceState(null, '', `/mis-datos#token=${TOKEN}`);
    const { calls } = mockFetch({
      'POST /api/publico/mis-datos/acceso': ok({ acceso: ACCESO, expiraEn: new Date(Date.now() + 1_800_000).toISOString() }),
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok(datos),
    });
    render(<MisDatosPage />);
    await abrirConClick();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus datos' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(calls.find((c) => c.path === '/api/publico/mis-datos/acceso')!.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Talento' })).toBeTruthy();
    // The company's law, as the server writes it (D214).
    expect(
      screen.getByText('La ley que protege tus datos: la Ley 25.326 de Protección de los Datos Personales (hábeas data).'),
    ).toBeTruthy();
    for (const texto of [
      'privacidad@acme.test',
      '+34 600 111 222',
      'SQL, Python',
      'Datos',
      'Lideré un equipo de cinco personas.',
      'Adela Ruiz',
      // The integrity signals noted for the answer (D158), in neutral words.
      'Texto pegado: 1 vez, 420 caracteres · Salidas de la página: 2 · Tiempo en pantalla: 3 min 10 s',
    ])
      expect(screen.getAllByText((_, el) => !!el?.textContent?.includes(texto)).length, texto).toBeGreaterThan(0);
    // Each score with its quote and the rubric anchor it matched.
    expect(screen.getByText('«explico los cambios al equipo con ejemplos»')).toBeTruthy();
    expect(
      screen.getAllByText(
        (_, el) => el?.tagName === 'LI' && !!el.textContent?.startsWith('Comunicación: 6/10 (nivel medio de la rúbrica)'),
      ),
    ).toHaveLength(1);
    // What that level of the rubric says, and how the AI was used, in plain Spanish.
    expect(screen.getByText('Qué describe ese nivel: Explica sus decisiones con algún ejemplo')).toBeTruthy();
    expect(screen.getByText('Cómo se usó la IA en esta entrevista')).toBeTruthy();
    expect(e1.explicacion.length).toBeGreaterThan(3);
    for (const parrafo of e1.explicacion) expect(screen.getByText(parrafo)).toBeTruthy();

    // An interview with a report offers the candidate's view on it (D150).
    expect(screen.getByRole('button', { name: 'Dar mi opinión o pedir una revisión' })).toBeTruthy();

    // A reload reads again with the tab's key, without a new link.
    calls.length = 0;
    render(<MisDatosPage />);
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/publico/mis-datos/${ACCESO}`]));
  });

  it('downloads the same data as a JSON file', async () => {
    window.history.replaceState(null, '', `/mis-datos#token=${TOKEN}`);
    mockFetch({
      'POST /api/publico/mis-datos/acceso': ok({ acceso: ACCESO, expiraEn: new Date(Date.now() + 1_800_000).toISOString() }),
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok(datos),
    });
    let archivo: Blob | undefined;
    const crear = vi.fn((b: Blob) => {
      archivo = b;
      return 'blob:mis-datos';
    });
    // jsdom has no object URLs: stand-ins, put back after.
    const antes = { crear: URL.createObjectURL, revocar: URL.revokeObjectURL };
    const revocar = vi.fn();
    URL.createObjectURL = crear;
    URL.revokeObjectURL = revocar;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<MisDatosPage />);
    await abrirConClick();
    try {
      const boton = await screen.findByRole('button', { name: 'Descargar en JSON' });
      // The object URL is let go once the download has started (lib/descargar.ts: some seconds after the click).
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      try {
        fireEvent.click(boton);
        expect(revocar).not.toHaveBeenCalled();
        vi.advanceTimersByTime(10_000);
        expect(revocar).toHaveBeenCalledWith('blob:mis-datos');
      } finally {
        vi.useRealTimers();
      }
    } finally {
      URL.createObjectURL = antes.crear;
      URL.revokeObjectURL = antes.revocar;
    }
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('mis-datos-2026-11-25.json');
    expect(archivo!.type).toBe('application/json');
    expect(JSON.parse(await archivo!.text())).toEqual(datos);
    click.mockRestore();
  });

  it('downloads the PDF of the same data, its code loaded on the click', async () => {
    window.history.replaceState(null, '', `/mis-datos#token=${TOKEN}`);
    mockFetch({
      'POST /api/publico/mis-datos/acceso': ok({ acceso: ACCESO, expiraEn: new Date(Date.now() + 1_800_000).toISOString() }),
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok(datos),
    });
    render(<MisDatosPage />);
    await abrirConClick();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar en PDF' }));
    await waitFor(() => expect(descargarMisDatosPdf).toHaveBeenCalledWith(datos));
    descargarMisDatosPdf.mockRejectedValueOnce(new Error('sin red'));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar en PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo preparar el PDF. Inténtalo de nuevo.');
  });

  it('a link used or expired shows the refusal over the form', async () => {
    window.history.replaceState(null, '', `/mis-datos#token=${TOKEN}`);
    mockFetch({ 'POST /api/publico/mis-datos/acceso': { status: 400, body: { success: false, message: msg.enlaceInvalido } } });
    render(<MisDatosPage />);
    await abrirConClick();
    expect((await screen.findByRole('alert')).textContent).toContain(msg.enlaceInvalido);
    expect(screen.getByRole('button', { name: 'Enviarme el enlace' })).toBeTruthy();
  });
});

describe('«Mis datos» in the companies’ Spanish (D215)', () => {
  const abrir = async (empresas: typeof datos.empresas) => {
    window.history.replaceState(null, '', `/mis-datos#token=${TOKEN}`);
    mockFetch({
      'POST /api/publico/mis-datos/acceso': ok({ acceso: ACCESO, expiraEn: new Date(Date.now() + 1_800_000).toISOString() }),
      [`GET /api/publico/mis-datos/${ACCESO}`]: ok({ ...datos, empresas }),
    });
    render(<MisDatosPage />);
    await abrirConClick();
  };
  const conVariante = (v: 'usted' | 'vos', i = 0) => ({ ...datos.empresas[i]!, empresa: { ...datos.empresas[i]!.empresa, variante: v } });

  it('one Mexican company: the page and its section speak usted', async () => {
    await abrir([conVariante('usted')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sus datos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Su perfil' })).toBeTruthy();
    expect(screen.getByText(/Contacto para ejercer sus derechos:/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[‹›]/);
  });

  it("a Peruvian company's section names its representative, in the interview notice's words (D216)", async () => {
    const frase = 'Representante en el Perú (Reglamento de la Ley 29733, Decreto Supremo 016-2024-JUS): Lucía Quispe (lucia@estudio.pe).';
    const peruana = conVariante('usted');
    await abrir([{ ...peruana, empresa: { ...peruana.empresa, representante: frase } }]);
    expect(await screen.findByText(frase)).toBeTruthy();
  });

  it('companies of two Spanishes: the page speaks Spain’s, each section its own', async () => {
    const otra = { ...conVariante('vos'), empresa: { ...conVariante('vos').empresa, id: 'emp_otra', nombre: 'Otra SA' } };
    await abrir([conVariante('usted'), otra]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus datos' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Su perfil', 'Tu perfil']),
    );
  });
});

describe("the interview's end screen", () => {
  it('asks for the link for the interview’s candidate', async () => {
    const TOK = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
    const { calls } = mockFetch({
      [`GET /api/publico/entrevistas/${TOK}`]: ok(
        paginaFinalizada({
          candidatoNombre: 'Lucía',
          fechaProgramada: '2026-11-20T10:00:00.000Z',
          zonaHoraria: 'Europe/Madrid',
          duracionEstimada: 45,
        }),
      ),
      [`POST /api/publico/entrevistas/${TOK}/mis-datos`]: ok(null, SOLICITADA),
    });
    renderEntrevista(`/entrevista/${TOK}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver mis datos' }));
    expect((await screen.findByRole('status')).textContent).toContain(SOLICITADA);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/publico/entrevistas/${TOK}/mis-datos`]);
  });
});

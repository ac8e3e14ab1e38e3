// The candidate's help bar (D172) against a stand-in API: it names who runs the process; «Necesito
// un ajuste» checks in Spanish before sending (a kind, words for «otro formato»), sends the kinds and
// the trimmed text anonymously and shows the request pending; «Más tiempo» and «Sin límite de tiempo»
// are offered only where the interview has a time limit (voice answers; issue 65 item 7); «Hablar con una persona» refuses an
// empty message and shows the sent one in the thread; markup shows as the text it is; the company's
// answers show with who answered; and the frame puts the bar in the same place on every page.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enVariante } from '@shared/espanol';
import { ayuda as msg } from '@shared/messages';
import { mockFetch } from '../../../test/fetch-mock';
import { MarcoPublico } from '../components/marco-publico';
import { AyudaDeEnlace } from './ayuda-enlace';

const TOKEN = 'tok_1_abcdefghijklmnopqrstuvwxyz';
const RUTA = `/api/publico/entrevistas/${TOKEN}/ayuda`;
const contacto = { empresa: 'Acme', persona: 'Ada Admin', email: 'rrhh@acme.test' };
// A written interview (no time limit) and one that may be answered by voice (the recorder's limit).
const vacia = { entrevistaId: 'e1', contacto, ajustes: [], mensajes: [], tiempoAmpliado: false, limiteDeTiempo: false };
const conVoz = { ...vacia, limiteDeTiempo: true };
const TIPOS_SIN_TIEMPO = [
  'Responder por escrito en lugar de hablando',
  'Responder hablando en lugar de por escrito',
  'Una llamada o una reunión con una persona en lugar de la entrevista',
  'Un intérprete (también de lengua de signos)',
  'Otro formato',
];
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
const conSwr = (ui: React.ReactNode) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);

afterEach(() => vi.unstubAllGlobals());

describe('AyudaBarra', () => {
  it('names who runs the process, checks an adjustment in Spanish and sends it; the request shows pending', async () => {
    const pendiente = {
      ...conVoz,
      ajustes: [
        {
          numero: 1,
          tipos: ['mas_tiempo'],
          texto: 'Tengo dislexia.',
          enviadaEn: '2026-11-25T10:00:00.000Z',
          estado: 'pendiente',
          respuesta: null,
        },
      ],
    };
    const { calls } = mockFetch({ [`GET ${RUTA}`]: ok(conVoz), [`POST ${RUTA}`]: ok(pendiente, enVariante(msg.ajusteEnviado)) });
    conSwr(<AyudaDeEnlace token={TOKEN} />);
    expect((await screen.findByText(/Este proceso lo lleva/)).textContent).toBe(
      'Este proceso lo lleva Ada Admin, de Acme (rrhh@acme.test).',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Necesito un ajuste' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toContain(enVariante(msg.tiposObligatorios));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Otro formato' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toContain(enVariante(msg.otroSinTexto));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Otro formato' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Más tiempo' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Cuéntanos más/ }), { target: { value: '  Tengo dislexia.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('status')).textContent).toContain(enVariante(msg.ajusteEnviado));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ tipo: 'ajuste', tipos: ['mas_tiempo'], texto: 'Tengo dislexia.' });
    expect(post.credentials).toBe('omit');
    const ajuste = screen.getByTestId('ajuste-1');
    expect(within(ajuste).getByText('Pendiente de respuesta')).toBeTruthy();
    expect(within(ajuste).getByText('Tengo dislexia.')).toBeTruthy();
  });

  it('a written interview offers no «Más tiempo» nor «Sin límite de tiempo»; one answered by voice offers both first (issue 65 item 7)', async () => {
    const nombres = () => screen.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent);
    mockFetch({ [`GET ${RUTA}`]: ok(vacia) });
    const escrita = conSwr(<AyudaDeEnlace token={TOKEN} />);
    await screen.findByText(/Este proceso lo lleva/);
    fireEvent.click(screen.getByRole('button', { name: 'Necesito un ajuste' }));
    expect(nombres()).toEqual(TIPOS_SIN_TIEMPO);
    expect(screen.queryByRole('checkbox', { name: 'Más tiempo' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Sin límite de tiempo' })).toBeNull();
    escrita.unmount();

    mockFetch({ [`GET ${RUTA}`]: ok(conVoz) });
    conSwr(<AyudaDeEnlace token={TOKEN} />);
    await screen.findByText(/Este proceso lo lleva/);
    fireEvent.click(screen.getByRole('button', { name: 'Necesito un ajuste' }));
    expect(nombres()).toEqual(['Más tiempo', 'Sin límite de tiempo', ...TIPOS_SIN_TIEMPO]);
  });

  it('an opened form is scrolled into view; Escape closes it and gives the focus back to its button (issue 65 item 7)', async () => {
    mockFetch({ [`GET ${RUTA}`]: ok(vacia) });
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => (f(0), 0));
    // jsdom has no scrollIntoView: this test's own, put back as it was at the end.
    const vista = vi.fn();
    const antes = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vista;
    try {
      conSwr(<AyudaDeEnlace token={TOKEN} />);
      await screen.findByText(/Este proceso lo lleva/);
      for (const nombre of ['Necesito un ajuste', 'Hablar con una persona']) {
        const boton = screen.getByRole('button', { name: nombre });
        fireEvent.click(boton);
        expect(boton.getAttribute('aria-expanded')).toBe('true');
        expect(vista).toHaveBeenCalledTimes(1);
        vista.mockClear();
        const campo = screen.getByRole('textbox');
        campo.focus();
        fireEvent.keyDown(campo, { key: 'Escape' });
        expect(boton.getAttribute('aria-expanded')).toBe('false');
        expect(screen.queryByRole('textbox')).toBeNull();
        expect(document.activeElement).toBe(boton);
      }
    } finally {
      Element.prototype.scrollIntoView = antes;
    }
  });

  it('refuses an empty message, sends one with markup, and shows it as typed in the thread', async () => {
    const texto = '<b>¿Puedo</b> hablar con alguien?';
    const enviado = { ...vacia, mensajes: [{ id: 'm1', de: 'candidato', texto, fecha: '2026-11-25T10:00:00.000Z', por: null }] };
    const { calls } = mockFetch({ [`GET ${RUTA}`]: ok(vacia), [`POST ${RUTA}`]: ok(enviado, enVariante(msg.mensajeEnviado)) });
    conSwr(<AyudaDeEnlace token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hablar con una persona' }));
    expect(screen.getByText(/Tu mensaje le llega a Ada Admin, de Acme/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect((await screen.findByRole('alert')).textContent).toContain(enVariante(msg.mensajeObligatorio));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu mensaje' }), { target: { value: 'a'.repeat(2_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect((await screen.findByRole('alert')).textContent).toContain('2000');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Tu mensaje' }), { target: { value: texto } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect((await screen.findByRole('status')).textContent).toContain(enVariante(msg.mensajeEnviado));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ tipo: 'mensaje', texto });
    const hilo = screen.getByTestId('mensaje-candidato');
    expect(within(hilo).getByText(texto)).toBeTruthy();
    expect(hilo.querySelector('b')).toBeNull();
  });

  it("shows the company's answers with who answered, and the stretched time", async () => {
    const respondida = {
      ...conVoz,
      tiempoAmpliado: true,
      ajustes: [
        {
          numero: 1,
          tipos: ['mas_tiempo'],
          texto: '',
          enviadaEn: '2026-11-25T10:00:00.000Z',
          estado: 'aceptado',
          respuesta: { texto: 'Tendrás diez veces más.', por: 'Ada Admin', fecha: '2026-11-25T11:00:00.000Z' },
        },
      ],
      mensajes: [
        { id: 'm1', de: 'candidato', texto: '¿Hay pausas?', fecha: '2026-11-25T10:00:00.000Z', por: null },
        { id: 'm2', de: 'empresa', texto: 'Las que quieras.', fecha: '2026-11-25T11:00:00.000Z', por: 'Ada Admin' },
      ],
    };
    mockFetch({ [`GET ${RUTA}`]: ok(respondida) });
    conSwr(<AyudaDeEnlace token={TOKEN} />);
    const ajuste = await screen.findByTestId('ajuste-1');
    expect(within(ajuste).getByText('Aceptado')).toBeTruthy();
    expect(within(ajuste).getByText('Tendrás diez veces más.')).toBeTruthy();
    expect(within(ajuste).getByText(/Respuesta de Ada Admin/)).toBeTruthy();
    expect(within(screen.getByTestId('mensaje-empresa')).getByText('Las que quieras.')).toBeTruthy();
    expect(screen.getByText(/La empresa ha ampliado el tiempo de tu entrevista/)).toBeTruthy();
  });

  it('the frame puts the help between the content and the foot', () => {
    render(
      <MarcoPublico empresa="Acme" ayuda={<nav data-testid="ayuda-barra">ayuda</nav>}>
        <p>contenido</p>
      </MarcoPublico>,
    );
    const barra = screen.getByTestId('ayuda-barra');
    expect(barra.previousElementSibling?.tagName).toBe('MAIN');
    expect(barra.nextElementSibling?.tagName).toBe('FOOTER');
  });
});

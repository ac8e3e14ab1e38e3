// The sign-in page's demo request (D96): both links open the form (loaded on demand) in a
// modal that takes the focus; the contract's schema checks it in the browser with errors tied to
// their fields and the focus on the first; a valid form is sent as the server's body (the honeypot
// left out) and gives way to the confirmation; the server's refusal (429) is said in the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderLogin } from '../../test/render-login';

const RECIBIDA = '¡Gracias! Hemos recibido tu solicitud. Te escribiremos pronto al email que nos has indicado.';
const base = { 'GET /api/oauth/config': { body: { success: true, data: { providers: {} } } } };

async function abrir(enlace: 'Solicitar demo gratuita' | 'Registrar nueva empresa') {
  renderLogin();
  fireEvent.click(await screen.findByRole('button', { name: enlace }));
  return screen.findByRole('dialog', { name: enlace });
}

function rellenar(dialogo: HTMLElement) {
  const q = within(dialogo);
  fireEvent.change(q.getByLabelText('Empresa'), { target: { value: 'Acme Talento S.L.' } });
  fireEvent.change(q.getByLabelText('Nombre de contacto'), { target: { value: 'Lucía Fernández' } });
  fireEvent.change(q.getByLabelText('Email'), { target: { value: 'Lucia@Acme.es' } });
  fireEvent.change(q.getByLabelText('Número de empleados'), { target: { value: '200' } });
  fireEvent.change(q.getByLabelText('Mensaje (opcional)'), { target: { value: 'Para selección' } });
  fireEvent.click(q.getByRole('checkbox', { name: /Acepto que Talentia guarde los datos/ }));
}

describe('the demo request form', () => {
  it('opens from either link, focused on its first field, with the onboarding sizes and the consent text', async () => {
    mockFetch(base);
    const dialogo = await abrir('Registrar nueva empresa');
    await waitFor(() => expect(document.activeElement).toBe(within(dialogo).getByLabelText('Empresa')));
    const opciones = (label: string) =>
      within(within(dialogo).getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(opciones('Número de empleados')).toEqual(['Elige una opción', '1-10', '11-50', '51-200', '201-500', 'Más de 500']);
    // The country from the known ones (issue 67), Spain chosen until another is.
    expect(opciones('País')).toEqual(['España', 'México', 'Colombia', 'Argentina', 'Chile', 'Perú']);
    expect((within(dialogo).getByLabelText('País') as HTMLSelectElement).value).toBe('ES');
    expect(within(dialogo).getByText(/Se conservan como máximo 6 meses/)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks with the contract: each error on its field, the focus on the first, nothing sent', async () => {
    const { calls } = mockFetch(base);
    const dialogo = await abrir('Solicitar demo gratuita');
    const q = within(dialogo);
    fireEvent.change(q.getByLabelText('Email'), { target: { value: 'no-es-email' } });
    fireEvent.click(q.getByRole('button', { name: 'Enviar solicitud' }));
    const empresa = q.getByLabelText('Empresa');
    await waitFor(() => expect(empresa.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(empresa);
    const errorDe = (label: string | RegExp) => {
      const campo = q.getByLabelText(label);
      return document.getElementById(campo.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(errorDe('Empresa')).toBe('El nombre de la empresa es obligatorio');
    expect(errorDe('Nombre de contacto')).toBe('Tu nombre es obligatorio');
    expect(errorDe('Email')).toBe('Introduce un email válido');
    expect(errorDe('Número de empleados')).toBe('Elige el número de empleados');
    expect(errorDe(/Acepto que Talentia/)).toBe('Necesitamos tu consentimiento para guardar la solicitud y contactarte');
    expect(q.getByLabelText('Mensaje (opcional)').getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/demo/solicitudes')).toEqual([]);
  });

  it('sends the server’s body and shows the confirmation, focused on Cerrar', async () => {
    const { calls } = mockFetch({
      ...base,
      'POST /api/demo/solicitudes': { status: 202, body: { success: true, data: null, message: RECIBIDA } },
    });
    const dialogo = await abrir('Solicitar demo gratuita');
    rellenar(dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(RECIBIDA)).toBeTruthy();
    const [envio] = calls.filter((c) => c.path === '/api/demo/solicitudes');
    expect(envio!.body).toEqual({
      empresa: 'Acme Talento S.L.',
      nombre: 'Lucía Fernández',
      email: 'lucia@acme.es',
      cantidadTrabajadores: 200,
      pais: 'ES',
      mensaje: 'Para selección',
      consentimiento: true,
      tipo: 'demo',
    });
    const cerrar = screen.getByRole('button', { name: 'Cerrar' });
    await waitFor(() => expect(document.activeElement).toBe(cerrar));
    fireEvent.click(cerrar);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('«Registrar nueva empresa» is a request to open the company’s account, not a demo: it says so and is sent as tipo alta (D162)', async () => {
    const { calls } = mockFetch({
      ...base,
      'POST /api/demo/solicitudes': { status: 202, body: { success: true, data: null, message: RECIBIDA } },
    });
    const dialogo = await abrir('Registrar nueva empresa');
    expect(dialogo.textContent).toContain('Las cuentas de empresa las prepara el equipo de Talentia');
    expect(dialogo.textContent, dialogo.textContent ?? '').not.toMatch(/\bdemo\b/i);
    rellenar(dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar solicitud de alta' }));
    await screen.findByText(RECIBIDA);
    const [envio] = calls.filter((c) => c.path === '/api/demo/solicitudes');
    expect((envio!.body as { tipo?: string }).tipo).toBe('alta');
  });

  it('sends the country chosen as its code; the server’s refusal of it goes on the field (issue 67)', async () => {
    const NO_ADMITIDO = 'País no admitido: elige España, México, Colombia, Argentina, Chile o Perú';
    const { calls } = mockFetch({
      ...base,
      'POST /api/demo/solicitudes': {
        status: 400,
        body: { success: false, error: 'VALIDATION_ERROR', message: NO_ADMITIDO, details: [{ campo: 'pais', msg: NO_ADMITIDO }] },
      },
    });
    const dialogo = await abrir('Solicitar demo gratuita');
    rellenar(dialogo);
    const pais = within(dialogo).getByLabelText('País') as HTMLSelectElement;
    fireEvent.change(pais, { target: { value: 'MX' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(pais.getAttribute('aria-invalid')).toBe('true'));
    const [envio] = calls.filter((c) => c.path === '/api/demo/solicitudes');
    expect((envio!.body as { pais?: string }).pais).toBe('MX');
    expect(document.getElementById(pais.getAttribute('aria-describedby') ?? '')?.textContent).toBe(NO_ADMITIDO);
    expect(pais.value).toBe('MX');
  });

  it('says the server’s refusal in the form and keeps what was typed', async () => {
    const LIMITE = 'Has enviado demasiadas solicitudes. Inténtalo de nuevo en 60 minutos.';
    mockFetch({
      ...base,
      'POST /api/demo/solicitudes': { status: 429, body: { success: false, error: 'TOO_MANY_REQUESTS', message: LIMITE } },
    });
    const dialogo = await abrir('Solicitar demo gratuita');
    rellenar(dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar solicitud' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toContain(LIMITE);
    expect((within(dialogo).getByLabelText('Empresa') as HTMLInputElement).value).toBe('Acme Talento S.L.');
  });
});

describe('after a refused submit', () => {
  it('a field’s error goes once what is typed is right', async () => {
    mockFetch(base);
    const dialogo = await abrir('Solicitar demo gratuita');
    const q = within(dialogo);
    fireEvent.click(q.getByRole('button', { name: 'Enviar solicitud' }));
    await q.findByText('El nombre de la empresa es obligatorio');
    fireEvent.change(q.getByLabelText('Empresa'), { target: { value: 'Acme' } });
    await waitFor(() => expect(q.queryByText('El nombre de la empresa es obligatorio')).toBeNull());
    expect(q.getByLabelText('Empresa').getAttribute('aria-invalid')).toBeNull();
    expect(q.getByText('Tu nombre es obligatorio')).toBeTruthy();
  });
});

// Phones by the company's country (issue 67 item 9) on the Candidatos screen: a stored phone is shown as
// the company's country writes it (its own country's as dialled there, another's with its prefix, free
// text stored before the check as written), and the create form shows the server's 400 under the phone.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fmt, telefonos as msgTelefonos } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { candidatoDePrueba as candidato } from '../../test/lista-fixtures';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';

const pagina = (items: unknown[]) => ({ body: { success: true, data: { items, cursor: null } } });
const acmeMexico = { ...acme, direccion: { pais: 'México' } };

async function abrir(routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({ ...sessionRoutes(admin, [acmeMexico]), 'GET /api/areas': { body: { success: true, data: [] } }, ...routes });
  renderApp('/candidatos');
  await screen.findByRole('heading', { level: 1, name: 'Candidatos' });
  return mocked;
}

describe("a candidate's phone on the Candidatos screen", { timeout: 20_000 }, () => {
  it("is shown as the company's country writes it; a phone stored as free text, as it was written", async () => {
    await abrir({
      'GET /api/candidatos': pagina([
        candidato('c1', 'Ana Ruiz', 'nuevo', { telefono: '+525512345678' }),
        candidato('c2', 'Luis Gil', 'nuevo', { telefono: '+34612345678' }),
        candidato('c3', 'Eva Sol', 'nuevo', { telefono: 'solo por la tarde' }),
      ]),
    });
    expect(await screen.findByText('55 1234 5678')).toBeTruthy();
    expect(screen.getByText('+34 612 34 56 78')).toBeTruthy();
    expect(screen.getByText('solo por la tarde')).toBeTruthy();
  });

  it("the create form shows the server's message under the phone, naming the country", async () => {
    const texto = fmt(msgTelefonos.noValidoPais, { campo: 'El teléfono', pais: 'México', prefijo: '52' });
    const { calls } = await abrir({
      'GET /api/candidatos': pagina([]),
      'POST /api/candidatos': { status: 400, body: { success: false, message: texto, details: [{ campo: 'telefono', msg: texto }] } },
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Nuevo candidato' }))[0]!);
    fireEvent.change(await screen.findByLabelText(/Nombre completo/), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@correo.test' } });
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '612 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear candidato' }));
    await waitFor(() => expect(screen.getAllByText(texto).length).toBeGreaterThan(0));
    const enviado = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/candidatos'));
    expect(enviado?.body).toMatchObject({ telefono: '612 34 56 78' });
    // Under the phone field itself, the dialog open with what was typed.
    const campo = screen.getByLabelText('Teléfono') as HTMLInputElement;
    expect(campo.closest('.chakra-field__root')?.textContent).toContain(texto);
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    expect(campo.value).toBe('612 34 56 78');
  });
});

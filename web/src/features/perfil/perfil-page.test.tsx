import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes } from '../../test/session-fixtures';
import { mockXhr } from '../../test/xhr-mock';

const perfil = {
  id: 'u1',
  nombre: 'Ana',
  apellidos: 'Admin',
  email: 'ana@acme.es',
  rol: 'admin',
  empresaId: 'e1',
  telefono: '+57 601 555 0101',
  titulo: 'Directora de Personas',
  puesto: 'Directora de Personas',
  genero: 'femenino',
  direccion: { calle: 'Calle 93 #11-26', ciudad: 'Bogotá', pais: 'Colombia' },
  redesSociales: { linkedin: 'https://www.linkedin.com/in/ana-admin' },
  configuracion: { idioma: 'es', zonaHoraria: 'America/Bogota' },
  completitudPerfil: 60,
};

const perfilRoute = { 'GET /api/perfil': { body: { success: true, data: perfil } } };

async function openPerfil(routes: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({ ...sessionRoutes({ ...admin, nombre: 'Ana', apellidos: 'Admin' }), ...perfilRoute, ...routes });
  const view = renderApp('/perfil');
  await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' });
  await waitFor(() => expect((screen.getByLabelText('Ciudad') as HTMLInputElement).value).toBe('Bogotá'));
  return { ...view, ...mocked };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

describe('perfil: load', () => {
  it("shows 'Sincronizando...' while the profile loads, then its values, the completeness and the four sections", async () => {
    let answer!: (response: Response) => void;
    mockFetch({ ...sessionRoutes(admin), 'GET /api/perfil': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/perfil');
    expect(await screen.findByText('Sincronizando...')).toBeTruthy();

    await act(async () => answer(jsonResponse({ success: true, data: perfil })));
    await waitFor(() => expect(screen.queryByText('Sincronizando...')).toBeNull());
    expect((screen.getByLabelText('Título / Puesto') as HTMLInputElement).value).toBe('Directora de Personas');
    expect((screen.getByLabelText('Género') as HTMLSelectElement).value).toBe('femenino');
    expect(screen.getByText(/^60\s%$/)).toBeTruthy();
    for (const name of ['Información básica', 'Información profesional', 'Dirección', 'Redes sociales']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect([...(screen.getByLabelText('Género') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Prefiero no decirlo',
      'Masculino',
      'Femenino',
      'Otro',
    ]);
  });

  it('shows the email read-only and disabled', async () => {
    await openPerfil();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('ana@acme.es');
    expect(email.disabled).toBe(true);
  });
});

describe('perfil: save', () => {
  it("reads 'Guardando...', sends only what changed (never the email), announces the user and hides the success after 3 s", async () => {
    let answer!: (response: Response) => void;
    const { calls } = await openPerfil({ 'PUT /api/perfil': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const heard = vi.fn();
    window.addEventListener('userProfileUpdated', (e) => heard((e as CustomEvent).detail), { once: true });

    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Ana María' } });
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Medellín' } });
    fireEvent.change(screen.getByLabelText('Título / Puesto'), { target: { value: 'CHRO' } });
    submit();

    expect(await screen.findByText('Guardando...')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/perfil');
    expect(put?.body).toEqual({
      nombre: 'Ana María',
      titulo: 'CHRO',
      puesto: 'CHRO',
      direccion: { calle: 'Calle 93 #11-26', ciudad: 'Medellín', estado: '', codigoPostal: '', pais: 'Colombia' },
    });
    expect(JSON.stringify(put?.body)).not.toContain('email');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = {
      ...perfil,
      nombre: 'Ana María',
      titulo: 'CHRO',
      puesto: 'CHRO',
      direccion: { ...perfil.direccion, ciudad: 'Medellín' },
      completitudPerfil: 65,
    };
    await act(async () => answer(jsonResponse({ success: true, data: saved, message: 'Perfil actualizado correctamente' })));

    expect(await screen.findByText('Perfil actualizado correctamente')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Ana María Admin')).toBeTruthy();
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', nombre: 'Ana María', puesto: 'CHRO' }));

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByText('Perfil actualizado correctamente')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Perfil actualizado correctamente')).toBeNull();
  });

  it('sends a birth date as YYYY-MM-DD, and null once it is cleared', async () => {
    const { calls } = await openPerfil({
      'PUT /api/perfil': { body: { success: true, data: { ...perfil, fechaNacimiento: '1988-04-12' } } },
    });
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '1988-04-12' } });
    submit();
    await screen.findByText('Perfil actualizado correctamente');
    expect(calls.filter((c) => c.method === 'PUT')[0].body).toEqual({ fechaNacimiento: '1988-04-12' });

    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toEqual({ fechaNacimiento: null });
  });

  it('requires the name', async () => {
    const { calls } = await openPerfil();
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: '  ' } });
    submit();
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Error al actualizar perfil. Inténtalo de nuevo.' when the save fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openPerfil({ 'PUT /api/perfil': { status: 500, body: { success: false, message: 'Fallo interno' } } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Error al actualizar perfil. Inténtalo de nuevo.');
  });

  it("says 'No se recibió confirmación del servidor' when the answer has no data", async () => {
    await openPerfil({ 'PUT /api/perfil': { body: { success: true, data: null } } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('No se recibió confirmación del servidor');
  });
});

describe('perfil: avatar', () => {
  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Foto de perfil'), { target: { files: [file] } });

  it('refuses a file that is not an image, without uploading it', async () => {
    const sent = mockXhr();
    await openPerfil();
    pick(new File(['hola'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo debe ser una imagen');
    expect(sent).toHaveLength(0);
  });

  it('previews the image, shows the real upload progress, then the header shows the new avatar', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.talentia.example');
    const sent = mockXhr();
    await openPerfil();
    pick(new File([new Uint8Array(2048)], 'yo.png', { type: 'image/png' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe('https://api.talentia.example/api/perfil/avatar');
    expect((sent[0].body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(screen.getByText(/Subiendo imagen/)).toBeTruthy();

    act(() => sent[0].progress(512, 2048));
    expect(screen.getByText(/^25\s%$/)).toBeTruthy();
    act(() => sent[0].progress(1536, 2048));
    expect(screen.getByText(/^75\s%$/)).toBeTruthy();

    await act(async () =>
      sent[0].respond(200, { success: true, data: { avatarUrl: '/uploads/avatars/u1.png', url: '/uploads/avatars/u1.png' } }),
    );
    await waitFor(() => expect(screen.queryByText(/Subiendo imagen/)).toBeNull());
    const headerImage = within(screen.getByRole('banner')).getByRole('img', { hidden: true }) as HTMLImageElement;
    expect(headerImage.src).toMatch(/^https:\/\/api\.talentia\.example\/uploads\/avatars\/u1\.png/);
  });

  it("says 'Error subiendo la imagen. Inténtalo de nuevo.' when the upload fails", async () => {
    const sent = mockXhr();
    await openPerfil();
    pick(new File(['x'], 'yo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => sent[0].respond(500, { success: false, message: 'S3 caído' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error subiendo la imagen. Inténtalo de nuevo.');
  });

  it('shows the server reason when it refuses the file by its content (a text file renamed .png)', async () => {
    const sent = mockXhr();
    await openPerfil();
    pick(new File(['no soy una imagen'], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const motivo = 'El archivo no es una imagen válida: se admiten PNG, JPEG, GIF, WebP, AVIF, BMP o SVG';
    await act(async () => sent[0].respond(400, { success: false, message: motivo, error: 'VALIDATION_ERROR' }));
    expect((await screen.findByRole('alert')).textContent).toBe(motivo);
  });
});

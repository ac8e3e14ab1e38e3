import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockXhr } from '../../../test/xhr-mock';
import type { EmpresaFila } from '../api/empresas';
import { abrirEmpresas, acmeEmpresa, campo, escribir, pagina, pestana } from '../../../test/empresas-fixtures';
import { formatFechaHora } from '../../../lib/format';

const MB = 1024 * 1024;
const URL_ARCHIVO = '/api/empresas/e1/plan-estrategico/archivo';

const conPlan: EmpresaFila = {
  ...acmeEmpresa,
  planEstrategico: {
    nombre: 'Plan Estratégico 2025-2027',
    version: '2.1',
    descripcion: 'Expansión nacional',
    archivo_url: URL_ARCHIVO,
    fecha_subida: '2025-04-02T08:30:00.000Z',
  },
};

async function abrirPlan(empresa: EmpresaFila = acmeEmpresa, routes: Parameters<typeof abrirEmpresas>[0] = {}) {
  const view = await abrirEmpresas({ 'GET /api/empresas': pagina([empresa]), ...routes });
  await screen.findByText('contacto@acme.es');
  fireEvent.click(screen.getByRole('button', { name: 'Editar ACME' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Empresa' });
  pestana(dialog, 'Plan Estratégico');
  await within(dialog).findByRole('button', { name: /Subir archivo|Reemplazar archivo/ });
  return { ...view, dialog };
}

const actualizar = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Actualizar Empresa' }));
const guardadaPut = {
  'PUT /api/empresas/e1': { body: { success: true, message: 'Empresa actualizada correctamente', data: acmeEmpresa } },
};

function elegir(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('Archivo del plan estratégico'), { target: { files: [file] } });
}

function archivo(nombre: string, type: string, size?: number, contenido = 'x') {
  const file = new File([contenido], nombre, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const subido = (extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'Plan estratégico guardado correctamente',
  data: {
    archivo_url: URL_ARCHIVO,
    planEstrategico: { nombre: 'Plan 2025', version: '1.0', archivo_url: URL_ARCHIVO, fecha_subida: '2025-06-01T10:00:00.000Z', ...extra },
  },
});

describe('plan estratégico: file checks', { timeout: 20_000 }, () => {
  it('refuses other types and files over 10 MB before uploading anything', async () => {
    const sent = mockXhr();
    const { dialog } = await abrirPlan();
    escribir(dialog, { 'Nombre del plan': 'Plan 2025' });

    elegir(dialog, archivo('logo.png', 'image/png'));
    expect(await within(dialog).findByText('Solo se permiten archivos PDF, DOC, DOCX o TXT')).toBeTruthy();
    // An allowed extension with another type is refused too.
    elegir(dialog, archivo('plan.pdf', 'image/png'));
    expect(await within(dialog).findByText('Solo se permiten archivos PDF, DOC, DOCX o TXT')).toBeTruthy();

    elegir(dialog, archivo('plan.pdf', 'application/pdf', 10 * MB + 1));
    expect(await within(dialog).findByText('El archivo no puede ser mayor a 10MB')).toBeTruthy();
    expect(within(dialog).queryByText('Solo se permiten archivos PDF, DOC, DOCX o TXT')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('needs the plan name when the company is saved with a file', async () => {
    const sent = mockXhr();
    const { dialog, calls } = await abrirPlan(acmeEmpresa, guardadaPut);
    elegir(dialog, archivo('plan.pdf', 'application/pdf'));
    await within(dialog).findByText('Pendiente de subir');
    actualizar(dialog);
    expect(await within(dialog).findByText('El nombre del plan es obligatorio')).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('plan estratégico: the file goes up with the save, not before (D124)', { timeout: 30_000 }, () => {
  it('choosing a file uploads nothing; «Cancelar» leaves the stored file as it was', async () => {
    const sent = mockXhr();
    const { dialog, calls } = await abrirPlan(conPlan);
    elegir(dialog, archivo('otro-plan.pdf', 'application/pdf'));
    expect(await within(dialog).findByText('otro-plan.pdf')).toBeTruthy();
    expect(within(dialog).getByText('Se subirá al pulsar «Actualizar Empresa» y reemplazará el archivo actual.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    // A chosen file is a change: closing asks first, and discarding sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Empresa' })).toBeNull());
    expect(sent).toHaveLength(0);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('«Quitar archivo» drops the chosen file and the stored one is shown again', async () => {
    const sent = mockXhr();
    const { dialog } = await abrirPlan(conPlan);
    elegir(dialog, archivo('otro-plan.pdf', 'application/pdf'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Quitar archivo' }));
    expect(await within(dialog).findByRole('button', { name: 'Descargar' })).toBeTruthy();
    expect(within(dialog).queryByText('otro-plan.pdf')).toBeNull();
    actualizar(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Empresa' })).toBeNull());
    expect(sent).toHaveLength(0);
  });

  it('while creating, the file goes up right after the new company is created', async () => {
    const sent = mockXhr();
    const { calls } = await abrirEmpresas({
      'POST /api/empresas': {
        status: 201,
        body: { success: true, message: 'Empresa creada correctamente', data: { ...acmeEmpresa, id: 'e9' } },
      },
    });
    await screen.findByText('contacto@acme.es');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva Empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Empresa' });
    escribir(dialog, { 'Nombre Legal': 'Nueva Empresa S.L.', CIF: 'B99999997', Email: 'info@nueva.es' });
    pestana(dialog, 'Administrador');
    fireEvent.click(within(dialog).getByLabelText(/Crear administrador de la empresa/));
    pestana(dialog, 'Plan Estratégico');
    escribir(dialog, { 'Nombre del plan': 'Plan 2025' });
    elegir(dialog, archivo('plan.pdf', 'application/pdf'));
    expect(await within(dialog).findByText('Se subirá al crear la empresa.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Empresa' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/empresas')).toHaveLength(1);
    expect(sent[0].url).toBe('http://localhost:3001/api/empresas/e9/upload-plan-estrategico');
    expect((sent[0].body as FormData).get('nombre')).toBe('Plan 2025');
    act(() => sent[0].respond(200, subido()));
    expect(await screen.findByText('Plan estratégico guardado correctamente')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva Empresa' })).toBeNull());
  });
});

describe('plan estratégico: upload', { timeout: 20_000 }, () => {
  it("loads a TXT's text into the plan's text field and uploads it with progress after the company's update", async () => {
    const sent = mockXhr();
    const { dialog, calls } = await abrirPlan(acmeEmpresa, guardadaPut);
    escribir(dialog, { 'Nombre del plan': 'Plan 2025' });
    elegir(dialog, archivo('plan.txt', 'text/plain', undefined, 'Objetivo: crecer un 20 % en 2025'));

    await waitFor(() => expect(campo(dialog, 'Contenido del plan').value).toBe('Objetivo: crecer un 20 % en 2025'));
    expect(sent).toHaveLength(0);
    actualizar(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    // The company's texts were saved first.
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      planEstrategico: { nombre: 'Plan 2025', contenido_texto: 'Objetivo: crecer un 20 % en 2025' },
    });
    const xhr = sent[0];
    expect(xhr.url).toBe('http://localhost:3001/api/empresas/e1/upload-plan-estrategico');
    expect(xhr.headers.authorization).toBe('Bearer tok-valid');
    const form = xhr.body as FormData;
    expect((form.get('archivo') as File).name).toBe('plan.txt');
    expect(form.get('nombre')).toBe('Plan 2025');

    act(() => xhr.progress(45, 100));
    expect(await within(dialog).findByText(/^45\s%$/)).toBeTruthy();
    expect(within(dialog).getByText('Subiendo archivo…')).toBeTruthy();

    act(() => xhr.respond(200, subido()));
    expect(await screen.findByText('Plan estratégico guardado correctamente')).toBeTruthy();
    expect(await screen.findByText('Empresa actualizada correctamente')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Empresa' })).toBeNull());
  });

  it('opened again before the list is read again, the company shows the file just saved', async () => {
    const sent = mockXhr();
    // The list answers once; every later read of it hangs (a slow server), so only the save's own
    // answer can tell the form that the file is there.
    let lecturas = 0;
    const { dialog } = await abrirPlan(acmeEmpresa, {
      ...guardadaPut,
      'GET /api/empresas': () => (++lecturas === 1 ? Promise.resolve(jsonResponse(pagina([acmeEmpresa]).body)) : new Promise(() => {})),
    });
    escribir(dialog, { 'Nombre del plan': 'Plan 2025' });
    elegir(dialog, archivo('plan.pdf', 'application/pdf'));
    actualizar(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0].respond(200, subido()));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Empresa' })).toBeNull());
    expect(lecturas).toBeGreaterThan(1);

    fireEvent.click(screen.getByRole('button', { name: 'Editar ACME' }));
    const otra = await screen.findByRole('dialog', { name: 'Editar Empresa' });
    pestana(otra, 'Plan Estratégico');
    expect(await within(otra).findByRole('button', { name: 'Descargar' })).toBeTruthy();
  });

  it("says 'Error al subir archivo: {status} - {text}' when the server refuses it, and keeps the file to try again", async () => {
    const sent = mockXhr();
    const { dialog, calls } = await abrirPlan(conPlan);
    elegir(dialog, archivo('plan.pdf', 'application/pdf'));
    await within(dialog).findByText('Pendiente de subir');
    actualizar(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    // Only the file changed: no company call.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    act(() => sent[0].respond(413, { success: false, message: 'La petición es demasiado grande' }));
    expect(await within(dialog).findByText('Error al subir archivo: 413 - La petición es demasiado grande')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar Empresa' })).toBeTruthy();
    expect(within(dialog).getByText('plan.pdf')).toBeTruthy();
  });

  it('sends files over 4 MB straight to storage with a presigned POST, then confirms', async () => {
    const sent = mockXhr();
    const destino = {
      url: 'https://files.example.com/talentia-files',
      fields: { key: 'empresas/e1/plan/u1-plan.pdf', 'Content-Type': 'application/pdf', Policy: 'cG9saWN5', 'X-Amz-Signature': 'firma' },
      key: 'empresas/e1/plan/u1-plan.pdf',
      expiresIn: 600,
    };
    const { dialog, calls } = await abrirPlan(acmeEmpresa, {
      ...guardadaPut,
      'POST /api/empresas/e1/plan-estrategico/upload-url': { body: { success: true, data: destino } },
      'POST /api/empresas/e1/plan-estrategico/confirm': { body: subido() },
    });
    escribir(dialog, { 'Nombre del plan': 'Plan 2025' });
    elegir(dialog, archivo('plan.pdf', 'application/pdf', 6 * MB));
    await within(dialog).findByText('Pendiente de subir');
    actualizar(dialog);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(calls.find((c) => c.path.endsWith('/upload-url'))?.body).toEqual({
      nombreArchivo: 'plan.pdf',
      contentType: 'application/pdf',
      tamano: 6 * MB,
    });
    const xhr = sent[0];
    expect(xhr.url).toBe(destino.url);
    // Storage gets neither the session token nor cookies; the file goes last.
    expect(xhr.headers).toEqual({});
    expect(xhr.withCredentials).toBe(false);
    expect([...(xhr.body as FormData).keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);

    act(() => xhr.progress(100, 100));
    expect(await within(dialog).findByText(/^99\s%$/)).toBeTruthy();
    act(() => xhr.respond(204, undefined));
    expect(await screen.findByText('Plan estratégico guardado correctamente')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({ key: destino.key, nombre: 'Plan 2025' });
  });
});

describe('plan estratégico: view, download, delete', { timeout: 20_000 }, () => {
  it('opens a window within the click and sends it to a signed link asked for with the session (no token in any URL)', async () => {
    const replace = vi.fn();
    const close = vi.fn();
    const ventana = { opener: {} as unknown, location: { replace }, close };
    const open = vi.fn(() => ventana as unknown as Window);
    vi.stubGlobal('open', open);
    const firmada = (descarga: boolean) => `http://127.0.0.1:4569/files/plan.pdf?X-Amz-Signature=abc${descarga ? '&attachment' : ''}`;
    const { dialog, calls } = await abrirPlan(conPlan, {
      'POST /api/empresas/e1/plan-estrategico/enlace': async (init) => {
        const { descarga } = JSON.parse(String(init.body));
        return jsonResponse({ success: true, data: { url: firmada(descarga), expiresIn: 300 } });
      },
    });
    expect(within(dialog).getByText('Plan Estratégico 2025-2027')).toBeTruthy();
    expect(within(dialog).getByText(`Subido el ${formatFechaHora('2025-04-02T08:30:00.000Z')}`)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver' }));
    expect(open).toHaveBeenLastCalledWith('', '_blank');
    expect(ventana.opener).toBeNull();
    await waitFor(() => expect(replace).toHaveBeenLastCalledWith(firmada(false)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(replace).toHaveBeenLastCalledWith(firmada(true)));
    const enlaces = calls.filter((c) => c.path.endsWith('/enlace'));
    expect(enlaces.map((c) => c.body)).toEqual([{ descarga: false }, { descarga: true }]);
    expect(enlaces[0].headers.authorization).toBe('Bearer tok-valid');
    for (const c of calls) expect(c.url).not.toContain('token=');

    // A blocked window is reported.
    open.mockReturnValue(null as unknown as Window);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver' }));
    expect(await screen.findByText('Error al visualizar el archivo')).toBeTruthy();
  });

  it('a link the API refuses closes the window it opened and says so', async () => {
    const ventana = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => ventana as unknown as Window),
    );
    const { dialog } = await abrirPlan(conPlan, {
      'POST /api/empresas/e1/plan-estrategico/enlace': {
        status: 404,
        body: { success: false, message: 'El plan estratégico no tiene archivo' },
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Error al descargar el archivo')).toBeTruthy();
    expect(ventana.close).toHaveBeenCalled();
  });

  it("asks for confirmation ('Esta acción no se puede deshacer.') before deleting the plan", async () => {
    const { dialog, calls } = await abrirPlan(conPlan, {
      'DELETE /api/empresas/e1/plan-estrategico/archivo': {
        body: { success: true, data: null, message: 'Plan estratégico eliminado correctamente' },
      },
    });
    expect(campo(dialog, 'Nombre del plan').value).toBe('Plan Estratégico 2025-2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar plan estratégico' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar plan estratégico' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Plan estratégico eliminado correctamente')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/empresas/e1/plan-estrategico/archivo']);
    await waitFor(() => expect(within(dialog).getByText('Sin archivo')).toBeTruthy());
    expect(campo(dialog, 'Nombre del plan').value).toBe('');
    expect(within(dialog).queryByRole('button', { name: 'Eliminar plan estratégico' })).toBeNull();
  });

  it("reports 'Error al eliminar plan estratégico' when the deletion fails", async () => {
    const { dialog } = await abrirPlan(conPlan, {
      'DELETE /api/empresas/e1/plan-estrategico/archivo': {
        status: 503,
        body: { success: false, message: 'Servicio no disponible temporalmente' },
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar plan estratégico' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar plan estratégico')).toBeTruthy();
    expect(screen.getByText('Servicio no disponible temporalmente')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

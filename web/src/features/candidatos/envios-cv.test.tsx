// What an HR team sends and keeps beside a candidate, on their profile (D163), against a stand-in
// API: the CV attached (the file sent as multipart, then shown with «Descargar CV»), the invitation
// of a scheduled interview resent (the server's confirmation shown), and the rejection mail —
// only offered for a rejected candidate, previewed, sent on confirmation, then shown as sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { candidatoDePrueba } from '../../test/lista-fixtures';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';

const base = candidatoDePrueba('c1', 'Lucía Ortega', 'en_proceso', {
  email: 'lucia@correo.test',
  habilidades: [],
  skills: [],
  cv: null,
  rechazoEnviado: null,
});
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
const entrevista = {
  id: '1700000000000-abc',
  _id: '1700000000000-abc',
  empresaId: 'e1',
  candidatoId: 'c1',
  candidatoNombre: 'Lucía Ortega',
  candidatoEmail: 'lucia@correo.test',
  servicioId: 'entrevistas-profundidad',
  servicioNombre: 'Entrevista en profundidad',
  fechaProgramada: '2099-01-10T10:00:00.000Z',
  duracionEstimada: 45,
  zonaHoraria: 'Europe/Madrid',
  estado: 'programada',
  fechaCreacion: '2026-11-20T10:00:00.000Z',
  creadoPor: 'u1',
  historial: [],
  enlaceExpiraEn: '2099-01-12T10:00:00.000Z',
  simulada: false,
  asistida: false,
  transcripcion: null,
  informeIA: null,
  validacion: null,
};

async function perfil(candidato: Record<string, unknown>, extra: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({
    ...sessionRoutes(admin, [acme]),
    'GET /api/areas': ok([]),
    'GET /api/candidatos': ok({ items: [candidato], cursor: null }),
    'GET /api/candidatos/c1': ok(candidato),
    'GET /api/entrevistas': ok({ items: [entrevista], cursor: null }),
    'GET /api/candidatos/c1/borrado-solicitado': ok(null),
    ...extra,
  });
  renderApp('/candidatos');
  fireEvent.click(await screen.findByRole('button', { name: 'Ver el perfil de Lucía Ortega' }, { timeout: 10_000 }));
  await screen.findByRole('heading', { name: 'Lucía Ortega' });
  return mocked;
}

describe("a candidate's CV, invitation resent and rejection mail, on their profile", { timeout: 20_000 }, () => {
  it('attaches a CV: the chosen file goes as multipart field cv, and the profile then offers «Descargar CV»', async () => {
    let guardado = false;
    const conCv = { ...base, cv: { nombre: 'cv-lucia.pdf', tipo: 'application/pdf', tamano: 2048, subidoEn: '2026-11-21T10:00:00.000Z' } };
    const { calls } = await perfil(base, {
      'GET /api/candidatos/c1': () =>
        Promise.resolve(new Response(JSON.stringify({ success: true, data: guardado ? conCv : base }), { status: 200 })),
      'POST /api/candidatos/c1/cv': () => {
        guardado = true;
        return Promise.resolve(new Response(JSON.stringify({ success: true, data: conCv.cv, message: 'CV guardado correctamente' })));
      },
    });
    const seccion = await screen.findByTestId('cv-candidato');
    expect(seccion.textContent).toContain('Sin CV adjunto');
    const archivo = new File(['%PDF-1.4'], 'cv-lucia.pdf', { type: 'application/pdf' });
    fireEvent.change(within(seccion).getByLabelText('Archivo del CV de Lucía Ortega'), { target: { files: [archivo] } });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/candidatos/c1/cv')).toBe(true));
    const envio = calls.find((c) => c.method === 'POST' && c.path === '/api/candidatos/c1/cv')!;
    expect(envio.body instanceof FormData).toBe(true);
    expect(((envio.body as FormData).get('cv') as File).name).toBe('cv-lucia.pdf');
    await waitFor(() => expect(within(screen.getByTestId('cv-candidato')).getByRole('button', { name: 'Descargar CV' })).toBeTruthy());
    expect(screen.getByTestId('cv-candidato').textContent).toContain('cv-lucia.pdf');
    expect(screen.getByTestId('cv-candidato').textContent).toContain('2 KB');
  });

  it('«Quitar CV» asks for confirmation, then removes the CV: the profile offers «Subir CV» again', async () => {
    let quitado = false;
    const conCv = { ...base, cv: { nombre: 'cv-lucia.pdf', tipo: 'application/pdf', tamano: 2048, subidoEn: '2026-11-21T10:00:00.000Z' } };
    const { calls } = await perfil(conCv, {
      'GET /api/candidatos/c1': () =>
        Promise.resolve(new Response(JSON.stringify({ success: true, data: quitado ? base : conCv }), { status: 200 })),
      'DELETE /api/candidatos/c1/cv': () => {
        quitado = true;
        return Promise.resolve(
          new Response(JSON.stringify({ success: true, data: null, message: 'CV quitado: el archivo se ha borrado' })),
        );
      },
    });
    const seccion = await screen.findByTestId('cv-candidato');
    fireEvent.click(within(seccion).getByRole('button', { name: 'Quitar CV' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo.textContent).toContain('cv-lucia.pdf');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Quitar CV' }));
    expect(await screen.findByText('CV quitado: el archivo se ha borrado')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/api/candidatos/c1/cv')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('cv-candidato').textContent).toContain('Sin CV adjunto'));
    expect(within(screen.getByTestId('cv-candidato')).queryByRole('button', { name: 'Quitar CV' })).toBeNull();
  });

  it('resends the invitation of a scheduled interview and says to whom', async () => {
    const { calls } = await perfil(base, {
      'POST /api/entrevistas/1700000000000-abc/reenviar-invitacion': ok(
        { enviada: true, para: 'lucia@correo.test', reenvios: 1, ultimoEn: '2026-11-21T10:00:00.000Z' },
        'Invitación reenviada a lucia@correo.test con el mismo enlace',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar invitación' }));
    expect(await screen.findByText('Invitación reenviada a lucia@correo.test con el mismo enlace')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/reenviar-invitacion'))).toHaveLength(1);
  });

  it('offers no rejection mail to a candidate who is not rejected', async () => {
    await perfil(base);
    await screen.findByTestId('cv-candidato');
    expect(screen.queryByTestId('rechazo-candidato')).toBeNull();
  });

  it('a rejected candidate: the mail is previewed, sent only on confirmation, then shown as sent', async () => {
    let enviado = false;
    const rechazado = { ...base, estado: 'rechazado' };
    const vista = {
      para: 'lucia@correo.test',
      asunto: 'Tu candidatura en Acme',
      html: '<p>Hola Lucía Ortega:</p>',
      activada: true,
      enviado: null,
    };
    const { calls } = await perfil(rechazado, {
      'GET /api/candidatos/c1': () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: enviado ? { ...rechazado, rechazoEnviado: { fecha: '2026-11-21T10:00:00.000Z', por: 'u1' } } : rechazado,
            }),
          ),
        ),
      'GET /api/candidatos/c1/rechazo': ok(vista),
      'POST /api/candidatos/c1/rechazo': () => {
        enviado = true;
        return Promise.resolve(
          new Response(JSON.stringify({ success: true, data: vista, message: 'Email de rechazo enviado a lucia@correo.test' })),
        );
      },
    });
    const seccion = await screen.findByTestId('rechazo-candidato');
    fireEvent.click(within(seccion).getByRole('button', { name: 'Preparar email de rechazo' }));
    const previa = await screen.findByTestId('rechazo-vista');
    expect(previa.textContent).toContain('Tu candidatura en Acme');
    expect(previa.textContent).toContain('lucia@correo.test');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/candidatos/c1/rechazo')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar email de rechazo' }));
    expect(await screen.findByText('Email de rechazo enviado a lucia@correo.test')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/candidatos/c1/rechazo')!.body).toEqual({ confirmar: true });
    await waitFor(() => expect(screen.getByTestId('rechazo-candidato').textContent).toContain('Enviado el'));
    expect(screen.queryByRole('button', { name: 'Preparar email de rechazo' })).toBeNull();
  });

  it('the rejection mail waits for an active template, and a refusal stays in its dialog', async () => {
    const rechazado = { ...base, estado: 'rechazado' };
    const vista = { para: 'lucia@correo.test', asunto: 'Tu candidatura en Acme', html: '<p>Hola</p>', activada: false, enviado: null };
    await perfil(rechazado, {
      'GET /api/candidatos/c1/rechazo': () => Promise.resolve(new Response(JSON.stringify({ success: true, data: vista }))),
      'POST /api/candidatos/c1/rechazo': { status: 409, body: { success: false, error: 'El candidato ya no está rechazado' } },
    });
    fireEvent.click(within(await screen.findByTestId('rechazo-candidato')).getByRole('button', { name: 'Preparar email de rechazo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Email de rechazo a Lucía Ortega' });
    await within(dialogo).findByText(/está desactivada en la configuración de email/);
    const enviar = within(dialogo).getByRole('button', { name: 'Enviar email de rechazo' }) as HTMLButtonElement;
    expect(enviar.disabled).toBe(true);
    vista.activada = true;
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email de rechazo a Lucía Ortega' })).toBeNull());
    fireEvent.click(within(screen.getByTestId('rechazo-candidato')).getByRole('button', { name: 'Preparar email de rechazo' }));
    const otra = await screen.findByRole('dialog', { name: 'Email de rechazo a Lucía Ortega' });
    await waitFor(() =>
      expect((within(otra).getByRole('button', { name: 'Enviar email de rechazo' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(otra).getByRole('button', { name: 'Enviar email de rechazo' }));
    expect((await within(otra).findAllByText('El candidato ya no está rechazado')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Email de rechazo a Lucía Ortega' })).toBeTruthy();
  });

  it('a rejection mailed from a review shows on the profile once, with who and when, and no second mail is offered', async () => {
    await perfil({
      ...base,
      estado: 'rechazado',
      rechazoEnviado: { fecha: '2026-11-21T10:00:00.000Z', por: 'u1', porNombre: 'Adela Ruiz', entrevistaId: '1700000000000-abc' },
    });
    const seccion = await screen.findByTestId('rechazo-candidato');
    expect(seccion.textContent).toMatch(/Enviado el .+ por Adela Ruiz, al guardar la revisión de su entrevista\./);
    expect(within(seccion).queryByRole('button', { name: 'Preparar email de rechazo' })).toBeNull();
  });
});

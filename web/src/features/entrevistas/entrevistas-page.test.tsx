import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { zonaCanonica } from '@shared/fechas';
import { borradoSolicitado as msgBorrado, enviosCandidato as msgEnvios, fmt } from '@shared/messages';
import { formatFecha } from '../../lib/format';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { compruebaVacanteYPeriodo, exportarCsv, respuestaCsv, textosOpciones, ultimaConsulta } from '../../test/lista-consultas';
import { entrevistaDePrueba as entrevista } from '../../test/lista-fixtures';
import { acme, admin, operador, sessionRoutes, eligeEmpresa, superadmin } from '../../test/session-fixtures';

const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });
const estadisticas = { total: 9, programada: 4, en_progreso: 1, completada: 2, analizada: 1, validada: 1 };
const servicios = [
  {
    id: 'entrevistas-profundidad',
    codigo: 'entrevistas-profundidad',
    nombre: 'Entrevistas en Profundidad',
    activo: true,
    configuracion_adicional: {},
  },
];

async function abrir(path: string, routes: Parameters<typeof mockFetch>[0] = {}, user = admin) {
  const mocked = mockFetch({
    ...sessionRoutes(user, [acme]),
    'GET /api/entrevistas': ok({ items: [entrevista('i1', 'Ana Ruiz'), entrevista('i2', 'Luis Gil', 'completada')], cursor: null }),
    'GET /api/entrevistas/estadisticas': ok(estadisticas),
    'GET /api/servicios-hr/disponibles': ok(servicios),
    'GET /api/candidatos': ok({ items: [], cursor: null }),
    ...routes,
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Entrevistas' });
  return { ...mocked, ...view };
}

const tarjeta = async (nombre: string) => (await screen.findByText(nombre)).closest('[data-testid="entrevista"]') as HTMLElement;

// The whole app renders and the screen's module loads on first use: on a busy machine (2 cores,
// shared) that alone can pass the default 5 s.
describe('entrevistas', { timeout: 20_000 }, () => {
  it('the five counts; start, reschedule and cancel only on programada interviews', async () => {
    await abrir('/entrevistas');
    const cifra = async (etiqueta: string) => within(await screen.findByRole('group', { name: etiqueta })).findByText(/^\d+$/);
    // The total counts the flow's states, not the cancelled ones the list also shows: its label says so
    // (D161; «Total 2» above four cards, two of them cancelled, read as a wrong count).
    expect((await cifra('Total (sin canceladas)')).textContent).toBe('9');
    expect((await cifra('Programadas')).textContent).toBe('4');
    expect((await cifra('En progreso')).textContent).toBe('1');
    expect((await cifra('Completadas')).textContent).toBe('2');
    expect((await cifra('Analizadas o validadas')).textContent).toBe('2');

    const ana = await tarjeta('Ana Ruiz');
    const iniciar = within(ana).getByRole('button', { name: 'Iniciar la entrevista de Ana Ruiz' }) as HTMLButtonElement;
    expect(iniciar.disabled).toBe(false);
    expect(within(ana).getByRole('button', { name: 'Reprogramar la entrevista de Ana Ruiz' })).toBeTruthy();
    expect(within(ana).getByText('Programada').dataset.variante).toBe('destructive');

    const luis = await tarjeta('Luis Gil');
    expect(within(luis).queryByRole('button', { name: /Iniciar/ })).toBeNull();
    expect(within(luis).queryByRole('button', { name: /Reprogramar|Cancelar/ })).toBeNull();
    expect(within(luis).getByRole('button', { name: 'Copiar el enlace de la entrevista de Luis Gil' })).toBeTruthy();
    expect(within(luis).getByText('Completada').dataset.variante).toBe('secondary');
  });

  it('a cancelled interview stays listed as «Cancelada», with only its details; the state filter offers «Cancelada» and asks for it (D115)', async () => {
    const cancelada = {
      ...entrevista('i3', 'Eva Sanz', 'cancelada'),
      historial: [
        { estado: 'programada', fecha: '2026-11-20T10:00:00.000Z', por: 'u1' },
        { estado: 'cancelada', fecha: '2026-11-21T09:00:00.000Z', por: 'u1' },
      ],
      enlaceExpiraEn: null,
    };
    const { calls } = await abrir('/entrevistas', {
      // The server answers by the filter: all of them without one, only the cancelled one with «Cancelada».
      'GET /api/entrevistas': async (_init, url) =>
        jsonResponse({
          success: true,
          data: {
            items: url.searchParams.get('estado') === 'cancelada' ? [cancelada] : [entrevista('i1', 'Ana Ruiz'), cancelada],
            cursor: null,
          },
        }),
      'GET /api/entrevistas/i3': ok(cancelada),
    });

    const eva = await tarjeta('Eva Sanz');
    const badge = within(eva).getByText('Cancelada');
    expect(badge.dataset.variante).toBe('destructive');
    // Nothing that cannot apply to a cancelled interview: no start, reschedule, cancel, nor its dead link.
    expect(within(eva).queryByRole('button', { name: /Iniciar|Reprogramar|Cancelar|Copiar el enlace/ })).toBeNull();
    fireEvent.click(within(eva).getByRole('button', { name: 'Ver los detalles de la entrevista de Eva Sanz' }));
    const detalle = await screen.findByRole('dialog', { name: 'Entrevista de Eva Sanz' });
    expect(within(within(detalle).getByRole('list', { name: 'Historial de estados' })).getByText('Cancelada')).toBeTruthy();
    expect(within(detalle).queryByRole('button', { name: /Copiar enlace|Reprogramar|Cancelar entrevista|Iniciar/ })).toBeNull();
    fireEvent.click(within(detalle).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrevista de Eva Sanz' })).toBeNull());

    const filtro = screen.getByLabelText('Filtrar por estado') as HTMLSelectElement;
    const opcion = within(filtro).getByRole('option', { name: 'Cancelada' }) as HTMLOptionElement;
    expect(opcion.value).toBe('cancelada');
    fireEvent.change(filtro, { target: { value: 'cancelada' } });
    await waitFor(() => expect(screen.queryByText('Ana Ruiz')).toBeNull());
    expect(await screen.findByText('Eva Sanz')).toBeTruthy();
    const pedidas = calls.filter((c) => c.method === 'GET' && c.path === '/api/entrevistas');
    expect(new URL(pedidas[0]!.url).searchParams.has('estado')).toBe(false);
    expect(new URL(pedidas.at(-1)!.url).searchParams.get('estado')).toBe('cancelada');
  });

  it('the vacancy and the two dates filter the list and its CSV (D192); «hasta» before «desde» is said and not sent', async () => {
    const { calls } = await abrir('/entrevistas', {
      'GET /api/vacantes': ok({ items: [{ id: 'v1', titulo: 'Cajera en Vigo', estado: 'abierta' }], cursor: null }),
      'GET /api/entrevistas/exportar': respuestaCsv('candidato', 'entrevistas_2026-11-28.csv'),
    });
    await tarjeta('Ana Ruiz');
    await compruebaVacanteYPeriodo(calls, '/api/entrevistas');
  });

  it('the template, the reviewer, the order, the signals and the area filter the list and its CSV alike (D198, D202)', async () => {
    const { calls } = await abrir('/entrevistas', {
      'GET /api/areas': ok([{ id: 'ar1', nombreArea: 'Tiendas' }]),
      'GET /api/usuarios': ok({
        items: [
          { id: 'u1', nombre: 'Ana Admin' },
          { id: 'u7', nombre: 'Rita Revisora' },
        ],
        cursor: null,
      }),
      'GET /api/entrevistas/exportar': respuestaCsv('candidato', 'entrevistas_2026-11-28.csv'),
    });
    await tarjeta('Ana Ruiz');
    // The first read asks for no order: the server's default, newest first.
    expect(ultimaConsulta(calls, '/api/entrevistas').get('orden')).toBeNull();
    const plantilla = screen.getByRole('combobox', { name: 'Filtrar por plantilla' });
    await waitFor(() => expect(within(plantilla).getByRole('option', { name: 'Entrevistas en Profundidad' })).toBeTruthy());
    fireEvent.change(plantilla, { target: { value: 'entrevistas-profundidad' } });
    const revisor = screen.getByRole('combobox', { name: 'Filtrar por revisor' });
    await waitFor(() => expect(within(revisor).getByRole('option', { name: 'Rita Revisora' })).toBeTruthy());
    expect(within(revisor).getByRole('option', { name: 'Yo (Ana Admin)' })).toBeTruthy();
    fireEvent.change(revisor, { target: { value: 'u7' } });
    const orden = screen.getByRole('combobox', { name: 'Ordenar por' });
    // Only the orders the server can keep across pages: no order by score here.
    expect(textosOpciones(orden)).toEqual(['Más recientes', 'Más antiguas']);
    fireEvent.change(orden, { target: { value: 'antiguas' } });
    // D202: the Informes screen's «Señales de integridad», its words and values.
    expect(ultimaConsulta(calls, '/api/entrevistas').get('marcadas')).toBeNull();
    const senales = screen.getByRole('combobox', { name: 'Señales de integridad' });
    expect(textosOpciones(senales)).toEqual(['Con y sin señales', 'Con señales', 'Sin señales']);
    fireEvent.change(senales, { target: { value: 'con' } });
    const area = screen.getByRole('combobox', { name: 'Filtrar por área' });
    await waitFor(() => expect(within(area).getByRole('option', { name: 'Tiendas' })).toBeTruthy());
    fireEvent.change(area, { target: { value: 'ar1' } });
    const esperada = { servicioId: 'entrevistas-profundidad', revisorId: 'u7', orden: 'antiguas', marcadas: 'con', areaId: 'ar1' };
    await waitFor(() => expect(Object.fromEntries(ultimaConsulta(calls, '/api/entrevistas'))).toMatchObject(esperada));
    expect(await exportarCsv(calls, '/api/entrevistas/exportar')).toEqual(esperada);
  });

  it('an operator (no user list) is offered their own reviews only', async () => {
    const { calls } = await abrir('/entrevistas', {}, operador);
    await tarjeta('Ana Ruiz');
    const revisor = screen.getByRole('combobox', { name: 'Filtrar por revisor' });
    expect(textosOpciones(revisor)).toEqual(['Cualquier revisor', 'Yo (Óscar)']);
    expect(calls.some((c) => c.path === '/api/usuarios')).toBe(false);
  });

  it("'Iniciar' opens the assisted session in a new tab, or simulates after a confirmation", async () => {
    const pestana = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => pestana);
    vi.stubGlobal('open', open);
    const { calls } = await abrir('/entrevistas', {
      'POST /api/entrevistas/i1/iniciar': ok(
        { enlace: 'http://localhost:5173/entrevista/tok_1_abc', expiraEn: '2026-12-01T16:00:00.000Z' },
        'Entrevista iniciada en modo asistido',
      ),
      'POST /api/entrevistas/i1/simular': ok(
        { ...entrevista('i1', 'Ana Ruiz', 'en_progreso'), simulada: true },
        'Simulación iniciada: la entrevista se completará en unos segundos',
      ),
    });
    fireEvent.click(within(await tarjeta('Ana Ruiz')).getByRole('button', { name: 'Iniciar la entrevista de Ana Ruiz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Entrevista asistida/ }));
    expect(await screen.findByText('Entrevista iniciada en modo asistido')).toBeTruthy();
    // The tab was opened on the click (no pop-up blocker), without a way back to this page.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(pestana.location.href).toBe('http://localhost:5173/entrevista/tok_1_abc');
    expect(pestana.opener).toBeNull();

    fireEvent.click(within(await tarjeta('Ana Ruiz')).getByRole('button', { name: 'Iniciar la entrevista de Ana Ruiz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Simular/ }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Simular esta entrevista?' });
    expect(within(dialogo).getByText(/respuestas de demostración/)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/simular'))).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText('Simulación iniciada: la entrevista se completará en unos segundos')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/entrevistas/i1/simular')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it("«Añadir a mi calendario» in a programada interview's details saves the server's .ics; a refusal is shown; not on a completed one", async () => {
    const ics =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:entrevista-i1@talentia.test\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const guardados: Array<{ nombre: string; href: string }> = [];
    const blobs: Blob[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      guardados.push({ nombre: this.download, href: this.href });
    });
    const crear = URL.createObjectURL;
    const liberar = URL.revokeObjectURL;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:http://localhost/ics';
    });
    URL.revokeObjectURL = vi.fn();
    let pedidas = 0;
    const { calls } = await abrir('/entrevistas', {
      'GET /api/entrevistas/i1': ok(entrevista('i1', 'Ana Ruiz')),
      'GET /api/entrevistas/i2': ok(entrevista('i2', 'Luis Gil', 'completada')),
      'GET /api/entrevistas/i1/calendario.ics': async () =>
        ++pedidas === 1
          ? new Response(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8; method=PUBLISH' } })
          : jsonResponse({ success: false, message: 'Entrevista no encontrada' }, 404),
    });
    try {
      fireEvent.click(within(await tarjeta('Ana Ruiz')).getByRole('button', { name: 'Ver los detalles de la entrevista de Ana Ruiz' }));
      const detalle = await screen.findByRole('dialog', { name: 'Entrevista de Ana Ruiz' });
      fireEvent.click(within(detalle).getByRole('button', { name: 'Añadir a mi calendario' }));
      await waitFor(() => expect(guardados).toEqual([{ nombre: 'entrevista-i1.ics', href: 'blob:http://localhost/ics' }]));
      expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
      expect(await blobs[0]!.text()).toBe(ics);
      const pedida = calls.find((c) => c.path === '/api/entrevistas/i1/calendario.ics')!;
      expect(pedida.method).toBe('GET');
      expect(pedida.headers.authorization).toMatch(/^Bearer /);

      // The server's refusal (the interview went meanwhile) is said, and nothing is saved.
      fireEvent.click(within(detalle).getByRole('button', { name: 'Añadir a mi calendario' }));
      expect(await screen.findByText('Entrevista no encontrada')).toBeTruthy();
      expect(guardados).toHaveLength(1);
      fireEvent.click(within(detalle).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrevista de Ana Ruiz' })).toBeNull());

      fireEvent.click(within(await tarjeta('Luis Gil')).getByRole('button', { name: 'Ver los detalles de la entrevista de Luis Gil' }));
      const completada = await screen.findByRole('dialog', { name: 'Entrevista de Luis Gil' });
      expect(within(completada).queryByRole('button', { name: 'Añadir a mi calendario' })).toBeNull();
    } finally {
      URL.createObjectURL = crear;
      URL.revokeObjectURL = liberar;
      vi.restoreAllMocks();
    }
  });

  it("«Reenviar invitación» from the card and from the details: one call each, the server's words, the count read again (issue 66 item 6)", async () => {
    let reenvios = 0;
    const enviada = fmt(msgEnvios.reenvioEnviado, { email: 'ana@candidatos.test' });
    const maximo = fmt(msgEnvios.reenvioMaximo, { max: 2 });
    const fila = () => ({
      ...entrevista('i1', 'Ana Ruiz'),
      ...(reenvios ? { reenvios: { total: reenvios, ultimoEn: '2026-11-20T10:00:00.000Z' } } : {}),
    });
    const { calls } = await abrir('/entrevistas', {
      'GET /api/entrevistas': async () =>
        jsonResponse({ success: true, data: { items: [fila(), entrevista('i2', 'Luis Gil', 'completada')], cursor: null } }),
      'GET /api/entrevistas/i1': async () => jsonResponse({ success: true, data: fila() }),
      'POST /api/entrevistas/i1/reenviar-invitacion': async () =>
        ++reenvios < 3
          ? jsonResponse({ success: true, data: { enviada: true }, message: enviada })
          : jsonResponse({ success: false, message: maximo }, 429),
    });
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/entrevistas/i1/reenviar-invitacion');

    fireEvent.click(within(await tarjeta('Ana Ruiz')).getByRole('button', { name: 'Reenviar la invitación a Ana Ruiz' }));
    expect(await screen.findByText(enviada)).toBeTruthy();
    expect(posts()).toHaveLength(1);
    // Only a scheduled interview's invitation can go again.
    expect(within(await tarjeta('Luis Gil')).queryByRole('button', { name: /Reenviar/ })).toBeNull();

    fireEvent.click(within(await tarjeta('Ana Ruiz')).getByRole('button', { name: 'Ver los detalles de la entrevista de Ana Ruiz' }));
    const detalle = await screen.findByRole('dialog', { name: 'Entrevista de Ana Ruiz' });
    expect(await within(detalle).findByText(/^Reenviada 1 vez · última el /)).toBeTruthy();
    fireEvent.click(within(detalle).getByRole('button', { name: 'Reenviar invitación' }));
    expect(await within(detalle).findByText(/^Reenviada 2 veces · última el /)).toBeTruthy();
    expect(posts()).toHaveLength(2);
    // The server's limit is said in its words.
    fireEvent.click(within(detalle).getByRole('button', { name: 'Reenviar invitación' }));
    expect(await screen.findByText(maximo)).toBeTruthy();
    expect(posts()).toHaveLength(3);
  });

  it("copies the link and says 'Enlace copiado al portapapeles'; a link that no longer works shows the server's message", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await abrir('/entrevistas', {
      'GET /api/entrevistas/i1/enlace': ok({ enlace: 'http://localhost:5173/entrevista/tok_1_abc', expiraEn: '2026-12-01T16:00:00.000Z' }),
      'GET /api/entrevistas/i2/enlace': {
        status: 409,
        body: { success: false, message: 'El enlace de esta entrevista ya no funciona (la entrevista está completada o el enlace caducó)' },
      },
    });
    fireEvent.click(within(await tarjeta('Ana Ruiz')).getByRole('button', { name: /Copiar el enlace/ }));
    expect(await screen.findByText('Enlace copiado al portapapeles')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:5173/entrevista/tok_1_abc');

    fireEvent.click(within(await tarjeta('Luis Gil')).getByRole('button', { name: /Copiar el enlace/ }));
    expect(
      await screen.findByText('El enlace de esta entrevista ya no funciona (la entrevista está completada o el enlace caducó)'),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('?programar=1&candidatoId= opens the schedule dialog with that candidate; the submit waits for service and date', async () => {
    const { router } = await abrir('/entrevistas?programar=1&candidatoId=c7', {
      'GET /api/candidatos/c7': ok({ id: 'c7', nombre: 'Marta Soler', email: 'marta@correo.test', posicion: 'Analista' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /Candidato/ }) as HTMLInputElement).value).toBe('Marta Soler'),
    );
    expect((within(dialog).getByRole('button', { name: 'Programar entrevista' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Duración') as HTMLSelectElement).value).toBe('60');
    // Without a company zone, the browser's (never the profile's spec default: D81).
    // By its current name (the list's): Intl answers Asia/Calcutta in Asia/Kolkata.
    expect((within(dialog).getByLabelText('Zona horaria') as HTMLSelectElement).value).toBe(
      zonaCanonica(Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Programar entrevista' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('a candidate whose erasure is pending: the dialog says so under Candidato and does not schedule (D160)', async () => {
    const hasta = '2099-01-08T10:00:00.000Z';
    await abrir('/entrevistas?programar=1&candidatoId=c7', {
      'GET /api/candidatos/c7': ok({
        id: 'c7',
        nombre: 'Marta Soler',
        email: 'marta@correo.test',
        posicion: 'Analista',
        borradoPendienteHasta: hasta,
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    await waitFor(() => expect(dialog.textContent).toContain(fmt(msgBorrado.tarjeta, { fecha: formatFecha(hasta)! })));
    expect((within(dialog).getByRole('button', { name: 'Programar entrevista' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('?servicioId= (a Servicios HR card) comes chosen; one the company is not offered is refused on its field', async () => {
    await abrir('/entrevistas?programar=1&servicioId=entrevistas-profundidad');
    let dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /Servicio de IA/ }) as HTMLInputElement).value).toBe(
        'Entrevistas en Profundidad',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Programar entrevista' })).toBeNull());

    await abrir('/entrevistas?programar=1&servicioId=mapeo-organizacional');
    dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    expect(
      (
        await within(dialog).findByText(
          'La empresa no puede programar «mapeo-organizacional»: no lo tiene contratado o su proveedor de IA está desactivado. Elige otro servicio.',
        )
      ).textContent,
    ).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: /Servicio de IA/ }) as HTMLInputElement).value).toBe('');
  });

  it("the zone is the company's, not the scheduler's profile zone (Bogotá by the spec's default)", async () => {
    const enMadrid = { ...acme, configuracion: { zonaHoraria: 'Asia/Tokyo' } };
    mockFetch({
      ...sessionRoutes({ ...admin, configuracion: { zonaHoraria: 'America/Bogota' } } as typeof admin, [enMadrid]),
      'GET /api/entrevistas': ok({ items: [], cursor: null }),
      'GET /api/entrevistas/estadisticas': ok(estadisticas),
      'GET /api/servicios-hr/disponibles': ok(servicios),
      'GET /api/candidatos': ok({ items: [], cursor: null }),
    });
    renderApp('/entrevistas?programar=1');
    const dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    expect((within(dialog).getByLabelText('Zona horaria') as HTMLSelectElement).value).toBe('Asia/Tokyo');
  });

  it('a company that cannot schedule is told exactly why, and its admin gets the link to fix it (D81)', async () => {
    const mensaje =
      'Los servicios de IA contratados están desactivados en la configuración de IA de la empresa (Claude, ChatGPT): actívalos para programar entrevistas.';
    const rutas = {
      'GET /api/servicios-hr/disponibles': { body: { success: true, data: [], bloqueo: { motivo: 'desactivados', mensaje } } },
    };
    await abrir('/entrevistas?programar=1', rutas);
    const dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    const aviso = await within(dialog).findByTestId('bloqueo-programacion');
    expect(aviso.textContent).toContain(mensaje);
    expect(within(aviso).getByRole('link', { name: 'Abrir la ficha de la empresa' }).getAttribute('href')).toBe('/empresas?editar=e1');
  });

  it('an operator is told whom to ask instead of a link they could not use', async () => {
    const rutas = {
      'GET /api/servicios-hr/disponibles': {
        body: { success: true, data: servicios, bloqueo: { motivo: 'sin_licencias', mensaje: 'La empresa no tiene licencias activas.' } },
      },
    };
    await abrir('/entrevistas?programar=1', rutas, operador);
    const aviso = await within(await screen.findByRole('dialog', { name: 'Programar entrevista' })).findByTestId('bloqueo-programacion');
    expect(aviso.textContent).toContain('Pide al administrador de la plataforma que lo revise.');
    expect(within(aviso).queryByRole('link')).toBeNull();
  });

  it("the server's refusal (no licences left) is shown as it words it, inside the dialog", async () => {
    const sinLicencias =
      'No quedan licencias disponibles: las 2 licencias activas de la empresa ya están en uso. Amplía las licencias para programar más entrevistas.';
    const { calls } = await abrir('/entrevistas?programar=1&candidatoId=c7', {
      'GET /api/candidatos/c7': ok({ id: 'c7', nombre: 'Marta Soler', email: 'marta@correo.test' }),
      'POST /api/entrevistas': async () => jsonResponse({ success: false, message: sinLicencias }, 409),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /Candidato/ }) as HTMLInputElement).value).toBe('Marta Soler'),
    );
    // The service: type, then choose it from the list.
    const servicio = within(dialog).getByRole('combobox', { name: /Servicio de IA/ });
    fireEvent.click(servicio);
    fireEvent.change(servicio, { target: { value: 'profundidad' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Entrevistas en Profundidad/ }));
    const fecha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(within(dialog).getByLabelText(/Fecha y hora/), { target: { value: `${fecha}T10:00` } });
    const enviar = within(dialog).getByRole('button', { name: 'Programar entrevista' }) as HTMLButtonElement;
    await waitFor(() => expect(enviar.disabled).toBe(false));
    fireEvent.click(enviar);
    expect(await within(dialog).findByText(sinLicencias)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/entrevistas')!;
    expect(post.headers['idempotency-key']).toBeTruthy();
    expect(post.body).toMatchObject({
      candidatoId: 'c7',
      servicioId: 'entrevistas-profundidad',
      duracionEstimada: 60,
      fechaProgramada: expect.stringMatching(new RegExp(`^${fecha}T10:00:00[+-]\\d\\d:\\d\\d$`)),
    });
  });

  it('for a vacancy (D187): choosing it brings its template, and the interview is sent with it; a closed one is not offered', async () => {
    const vacante = (id: string, titulo: string, estado: string) => ({ id, titulo, estado, servicioId: 'entrevistas-profundidad' });
    const { calls } = await abrir('/entrevistas?programar=1&candidatoId=c7', {
      'GET /api/candidatos/c7': ok({ id: 'c7', nombre: 'Marta Soler', email: 'marta@correo.test' }),
      'GET /api/vacantes': ok({
        items: [vacante('v1', 'Camarera de pisos', 'abierta'), vacante('v2', 'Cerrada ya', 'cerrada')],
        cursor: null,
      }),
      'POST /api/entrevistas': async () => jsonResponse({ success: false, message: 'Sin licencias' }, 409),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Programar entrevista' });
    const campo = (await within(dialog).findByLabelText('Vacante')) as HTMLSelectElement;
    expect([...campo.options].map((o) => o.textContent)).toEqual(['Ninguna', 'Camarera de pisos']);
    fireEvent.change(campo, { target: { value: 'v1' } });
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /Servicio de IA/ }) as HTMLInputElement).value).toBe(
        'Entrevistas en Profundidad',
      ),
    );
    const fecha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(within(dialog).getByLabelText(/Fecha y hora/), { target: { value: `${fecha}T10:00` } });
    const enviar = within(dialog).getByRole('button', { name: 'Programar entrevista' }) as HTMLButtonElement;
    await waitFor(() => expect(enviar.disabled).toBe(false));
    fireEvent.click(enviar);
    await within(dialog).findByText('Sin licencias');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/entrevistas')!;
    expect(post.body).toMatchObject({ candidatoId: 'c7', servicioId: 'entrevistas-profundidad', vacanteId: 'v1' });
  });

  it('the superadmin works on the company chosen in the shell: every call names it', async () => {
    eligeEmpresa('e1');
    const { calls } = await abrir('/entrevistas?programar=1', {}, superadmin);
    await screen.findByText('Ana Ruiz');
    await screen.findByRole('dialog', { name: 'Programar entrevista' });
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path.startsWith('/api/') && /entrevistas|servicios-hr|candidatos/.test(c.path)).length,
      ).toBeGreaterThanOrEqual(4),
    );
    for (const ruta of ['/api/entrevistas', '/api/entrevistas/estadisticas', '/api/servicios-hr/disponibles', '/api/candidatos']) {
      const call = calls.find((c) => c.path === ruta);
      expect(call, ruta).toBeTruthy();
      expect(new URL(call!.url).searchParams.get('empresaId'), ruta).toBe('e1');
    }
  });
});

// The Configuración screen as a company admin and the superadmin meet it (D129): a title for the
// company (not «Mi Perfil»), one truthful toast per key save, a saved key that can be removed after
// a confirmation, the company's settings (configuration entries) on screen, and no tab that only
// says it is disabled.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROVEEDORES_IA } from '@shared/proveedores-ia';
import {
  comentarios as comentariosMsg,
  dosier as dosierMsg,
  equidad as equidadMsg,
  fmt,
  umbral as umbralMsg,
  senales as senalesMsg,
  supervision as supervisionMsg,
} from '@shared/messages';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes, superadmin } from '../../test/session-fixtures';
import { CLAVES_ESTUDIO_CO, PREGUNTAS_ESTUDIO_CO } from '@shared/schemas/dosier';

interface Vista {
  configurada: boolean;
  key: string | null;
  modelo: string | null;
  habilitada: boolean;
  isValid: boolean | null;
  lastError: string | null;
}
const sinClave: Vista = { configurada: false, key: null, modelo: null, habilitada: true, isValid: null, lastError: null };
const conClave: Vista = { ...sinClave, configurada: true, key: '••••ok42', modelo: 'gpt-4', isValid: true };

function apis(openai: Vista) {
  const claves = Object.fromEntries(PROVEEDORES_IA.map((p) => [p, p === 'openai' ? openai : sinClave]));
  return {
    success: true,
    data: {
      empresaId: 'e1',
      apiStatus: Object.fromEntries(PROVEEDORES_IA.map((p) => [p, { isValid: claves[p]!.isValid, lastError: null }])),
      keys: Object.fromEntries(PROVEEDORES_IA.map((p) => [p, claves[p]!.key])),
      claves,
    },
    stats: { configured: openai.configurada ? 1 : 0, total: 6, valid: openai.isValid ? 1 : 0 },
  };
}

const ENTRADA = {
  id: '11111111-1111-4111-8111-111111111111',
  empresaId: 'e1',
  nombre: 'entrevistas.duracion_maxima',
  valor: '45',
  tipo: 'number',
  descripcion: 'Minutos como máximo',
  activo: true,
};

function rutasAdmin(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    ...sessionRoutes(admin),
    'GET /api/configuracion/sistema': { body: { success: true, data: { openaiApiKey: false, claudeApiKey: false, geminiApiKey: false } } },
    'GET /api/configuracion/empresa/e1/apis': { body: apis(sinClave) },
    'GET /api/configuracion/empresa/e1/whatsapp': {
      body: {
        success: true,
        data: {
          configurada: false,
          phoneNumberId: null,
          wabaId: null,
          tokenUltimos4: null,
          appSecretGuardado: false,
          comprobacion: null,
          actualizadaEn: null,
        },
      },
    },
    'GET /api/configuracion/empresa/e1': { body: { success: true, data: { items: [ENTRADA], cursor: null } } },
    'GET /api/configuracion/empresa/e1/pausa-ia': { body: { success: true, data: { pausada: false, por: null, fecha: null } } },
    'GET /api/configuracion/empresa/e1/senales-integridad': { body: { success: true, data: { activas: true, por: null, fecha: null } } },
    'GET /api/configuracion/empresa/e1/comentarios-candidato': { body: { success: true, data: { activos: true, por: null, fecha: null } } },
    'GET /api/configuracion/empresa/e1/umbral-recomendacion': { body: { success: true, data: { umbral: null, por: null, fecha: null } } },
    'GET /api/configuracion/empresa/e1/equidad-minimo': { body: { success: true, data: { minimoN: 10, por: null, fecha: null } } },
    ...extra,
  });
}

/** The toasts on screen that name a provider, with their kind. */
const toastsDe = (texto: RegExp) =>
  screen
    .queryAllByText(texto)
    .map((el) => el.closest('[data-type]'))
    .filter((t): t is Element => !!t)
    .map((t) => ({ tipo: t.getAttribute('data-type'), texto: t.textContent }));

describe('Configuración, company admin', () => {
  it("is titled for the company, not 'Mi Perfil', and shows the company's settings", async () => {
    rutasAdmin();
    renderApp('/configuracion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración de ACME' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeNull();
    const ajuste = await screen.findByTestId(`ajuste-${ENTRADA.nombre}`);
    expect(within(ajuste).getByText('45')).toBeTruthy();
    expect(within(ajuste).getByText('Número')).toBeTruthy();
    expect(within(ajuste).getByText('Activo')).toBeTruthy();
    // The first test loads the screen's code: under parallel layers that took over 5 s.
  }, 30_000);

  it('with no key configured, loading the screen toasts nothing: there is nothing to validate (issue 54 item 8)', async () => {
    rutasAdmin();
    renderApp('/configuracion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración de ACME' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByText(/0 de 6 configuradas/);
    // The automatic report runs a second after the keys load.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(screen.queryByText('No hay APIs configuradas para validar')).toBeNull();
    expect(screen.queryByText(/^Validando/)).toBeNull();
  }, 30_000);

  it('a key saved whose test fails gives one warning toast that says both, never a success beside an error', async () => {
    const motivo = 'la clave no es válida, está revocada o no tiene permisos: copia una clave nueva de tu cuenta de OpenAI y guárdala';
    const texto = `Clave de OpenAI guardada, pero no funciona: ${motivo}`;
    rutasAdmin({
      'PUT /api/configuracion/empresa/e1/apis/openai': {
        body: {
          success: true,
          message: texto,
          data: {
            provider: 'openai',
            clave: { ...conClave, isValid: false, lastError: motivo },
            prueba: { success: false, message: texto },
          },
        },
      },
    });
    renderApp('/configuracion');
    const tarjeta = await screen.findByTestId('clave-empresa-openai');
    fireEvent.change(within(tarjeta).getByLabelText('Clave de OpenAI'), { target: { value: 'sk-' + 'B'.repeat(44) + 'no42' } });
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Guardar y probar' }));
    await waitFor(() => expect(toastsDe(/OpenAI/)).toHaveLength(1));
    expect(toastsDe(/OpenAI/)).toEqual([{ tipo: 'warning', texto }]);
    expect(screen.queryByText(/OPENAI|guardada en base de datos|NO funcional/)).toBeNull();
    // The card's alert says the same, as a warning.
    const alerta = within(tarjeta).getByText(texto).closest('[data-tono]');
    expect(alerta?.getAttribute('data-tono')).toBe('warning');
  });

  it('a saved key can be removed, after a confirmation that names it', async () => {
    let borrada = false;
    const { calls } = rutasAdmin({
      'GET /api/configuracion/empresa/e1/apis': async () => jsonResponse(apis(borrada ? sinClave : conClave)),
      'POST /api/configuracion/test-api': { body: { success: true, data: { success: true, message: 'OpenAI conectado correctamente' } } },
      'DELETE /api/configuracion/empresa/e1/apis/openai': async () => {
        borrada = true;
        return jsonResponse({
          success: true,
          data: null,
          message: 'Clave de OpenAI eliminada. Si la plataforma tiene una, se usa la suya',
        });
      },
    });
    renderApp('/configuracion');
    const tarjeta = await screen.findByTestId('clave-empresa-openai');
    fireEvent.click(await within(tarjeta).findByRole('button', { name: 'Eliminar clave' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo.textContent).toContain('¿Eliminar la clave de OpenAI?');
    expect(dialogo.textContent).toContain('••••ok42');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar clave' }));
    expect(await screen.findByText('Clave de OpenAI eliminada. Si la plataforma tiene una, se usa la suya')).toBeTruthy();
    await within(tarjeta).findByText('Todavía no hay clave guardada.');
    expect(within(tarjeta).queryByRole('button', { name: 'Eliminar clave' })).toBeNull();
  }, 15_000);

  it('a setting is created from the screen, its value checked against its type first', async () => {
    const { calls } = rutasAdmin({
      'POST /api/configuracion': async (init) =>
        jsonResponse(
          { success: true, message: 'Configuración creada correctamente', data: { ...ENTRADA, ...JSON.parse(String(init.body)) } },
          201,
        ),
    });
    renderApp('/configuracion');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo ajuste' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText(/^Nombre/), { target: { value: 'avisos.activos' } });
    fireEvent.change(within(dialogo).getByLabelText(/^Tipo/), { target: { value: 'boolean' } });
    fireEvent.change(within(dialogo).getByLabelText(/^Valor/), { target: { value: 'quizá' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear ajuste' }));
    expect(await within(dialogo).findByText('El valor debe ser true o false para el tipo boolean')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/configuracion')).toBe(false);
    fireEvent.change(within(dialogo).getByLabelText(/^Valor/), { target: { value: 'true' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Crear ajuste' }));
    expect(await screen.findByText('Configuración creada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/configuracion')?.body).toEqual({
      empresaId: 'e1',
      nombre: 'avisos.activos',
      tipo: 'boolean',
      valor: 'true',
      activo: true,
    });
  }, 15_000);
});

describe('Configuración del Sistema, superadmin', () => {
  it('shows only tabs that hold something, and says in one line what is not offered here', async () => {
    mockFetch({
      ...sessionRoutes(superadmin, []),
      'GET /api/configuracion/global': {
        body: { success: true, data: { apiKeys: Object.fromEntries(PROVEEDORES_IA.map((p) => [p, sinClave])) } },
      },
    });
    renderApp('/configuracion');
    await screen.findByRole('heading', { level: 1, name: 'Configuración del Sistema' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'APIs',
      'Claves de empresa',
      'Ajustes de empresa',
      'Email',
      'Servicios',
      'Diagnóstico',
      'Datos',
    ]);
    expect(document.body.textContent).not.toMatch(/deshabilitada por seguridad|No disponible en esta versión/);
    expect(screen.getByTestId('no-ofrecido').textContent).toMatch(/^Aquí no se configuran la marca corporativa .* ni Google Drive/);
  });
});

describe('Supervisión de la IA (D153)', () => {
  it('the pause switch sends its state and says who moved it; the record of a period downloads as CSV and JSON', async () => {
    const pausa = { pausada: true, por: { id: 'u1', nombre: 'Ana Admin' }, fecha: '2026-11-20T09:00:00.000Z' };
    const csv = 'id,fecha,tipo\r\n1,2026-11-20T09:00:00.000Z,ia_pausada\r\n';
    const { calls } = rutasAdmin({
      'PUT /api/configuracion/empresa/e1/pausa-ia': {
        body: {
          success: true,
          data: pausa,
          message: supervisionMsg.pausada,
        },
      },
      'GET /api/informes/supervision/exportar': async (_init, url) =>
        url.searchParams.get('formato') === 'json'
          ? jsonResponse({ empresaId: 'e1', desde: '2026-10-01', hasta: '2026-11-20', entradas: [] })
          : new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const blobs: Array<{ nombre: string; blob: Blob }> = [];
    let ultimo: Blob | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      blobs.push({ nombre: this.download, blob: ultimo! });
    });
    const crear = URL.createObjectURL;
    const liberar = URL.revokeObjectURL;
    URL.createObjectURL = vi.fn((b: Blob) => {
      ultimo = b;
      return 'blob:http://localhost/x';
    });
    URL.revokeObjectURL = vi.fn();
    try {
      renderApp('/configuracion');
      const seccion = await screen.findByRole('region', { name: 'Supervisión de la IA' }, { timeout: 15_000 });
      const interruptor = await within(seccion).findByRole('checkbox', { name: /Pausar la IA/ });
      await waitFor(() => expect((interruptor as HTMLInputElement).disabled).toBe(false));
      fireEvent.click(interruptor);
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ pausada: true });
      expect(await within(seccion).findByText(/En pausa desde el .*\(Ana Admin\)/)).toBeTruthy();

      fireEvent.change(within(seccion).getByLabelText('Desde'), { target: { value: '2026-10-01' } });
      fireEvent.change(within(seccion).getByLabelText('Hasta'), { target: { value: '2026-11-20' } });
      fireEvent.click(within(seccion).getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      // Both buttons wait while one export runs: the file is saved just before the buttons come back,
      // so a click right after it met a disabled button (seen once on a busy machine).
      const json = within(seccion).getByRole('button', { name: 'Exportar JSON' }) as HTMLButtonElement;
      await waitFor(() => expect(json.disabled).toBe(false));
      fireEvent.click(json);
      await waitFor(() => expect(blobs).toHaveLength(2));
      const pedidas = calls
        .filter((c) => c.path === '/api/informes/supervision/exportar')
        .map((c) => new URL(c.url, 'http://localhost').search);
      expect(pedidas).toEqual([
        '?empresaId=e1&desde=2026-10-01&hasta=2026-11-20&formato=csv',
        '?empresaId=e1&desde=2026-10-01&hasta=2026-11-20&formato=json',
      ]);
      expect(blobs.map((b) => b.nombre)).toEqual(['supervision_2026-10-01_2026-11-20.csv', 'supervision_2026-10-01_2026-11-20.json']);
      // The CSV keeps its BOM (a spreadsheet reads the accents); the JSON is the server's.
      expect(new Uint8Array(await blobs[0]!.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
      expect(JSON.parse(await blobs[1]!.blob.text())).toMatchObject({ desde: '2026-10-01', entradas: [] });
    } finally {
      URL.createObjectURL = crear;
      URL.revokeObjectURL = liberar;
      vi.restoreAllMocks();
    }
  }, 30_000);
});

describe('Señales de integridad (D158)', () => {
  it('on by default beside the pause; turning them off sends it and says who and when', async () => {
    const apagadas = { activas: false, por: { id: 'u1', nombre: 'Ana Admin' }, fecha: '2026-11-26T09:00:00.000Z' };
    const { calls } = rutasAdmin({
      'PUT /api/configuracion/empresa/e1/senales-integridad': { body: { success: true, data: apagadas, message: senalesMsg.desactivadas } },
    });
    renderApp('/configuracion');
    const seccion = await screen.findByRole('region', { name: 'Supervisión de la IA' }, { timeout: 15_000 });
    const interruptor = (await within(seccion).findByRole('checkbox', { name: /Señales de integridad/ })) as HTMLInputElement;
    await waitFor(() => expect(interruptor.disabled).toBe(false));
    expect(interruptor.checked).toBe(true);
    expect(
      within(seccion).getByText(/solo si pegó texto y cuántos caracteres, cuántas veces salió de la página y el tiempo en pantalla/),
    ).toBeTruthy();
    fireEvent.click(interruptor);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/configuracion/empresa/e1/senales-integridad',
      body: { activas: false },
    });
    expect(await within(seccion).findByText(/Desactivadas desde el .*\(Ana Admin\)/)).toBeTruthy();
    expect(await screen.findByText(senalesMsg.desactivadas)).toBeTruthy();
  }, 30_000);
});

describe('Enviar comentarios al candidato (D173)', () => {
  it('on by default; turning it off sends it and says who and when', async () => {
    const apagados = { activos: false, por: { id: 'u1', nombre: 'Ana Admin' }, fecha: '2026-11-26T09:00:00.000Z' };
    const { calls } = rutasAdmin({
      'PUT /api/configuracion/empresa/e1/comentarios-candidato': {
        body: { success: true, data: apagados, message: comentariosMsg.desactivados },
      },
    });
    renderApp('/configuracion');
    const seccion = await screen.findByRole('region', { name: 'Supervisión de la IA' }, { timeout: 15_000 });
    const interruptor = (await within(seccion).findByRole('checkbox', { name: /Enviar comentarios al candidato/ })) as HTMLInputElement;
    await waitFor(() => expect(interruptor.disabled).toBe(false));
    expect(interruptor.checked).toBe(true);
    fireEvent.click(interruptor);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/configuracion/empresa/e1/comentarios-candidato',
      body: { activos: false },
    });
    expect(await within(seccion).findByText(/Desactivado desde el .*\(Ana Admin\)/)).toBeTruthy();
    expect(await screen.findByText(comentariosMsg.desactivados)).toBeTruthy();
  }, 30_000);

  it("names the candidate's right of access in the words of the company's country's law, not the GDPR for everyone (issue 67 item 7)", async () => {
    rutasAdmin({ ...sessionRoutes(admin, [{ ...acme, direccion: { pais: 'Colombia' } }]) });
    renderApp('/configuracion');
    const seccion = await screen.findByRole('region', { name: 'Supervisión de la IA' }, { timeout: 15_000 });
    await within(seccion).findByRole('checkbox', { name: /Enviar comentarios al candidato/ });
    expect(seccion.textContent).toContain('por su derecho a conocer sus datos, artículo 8 de la Ley 1581 de 2012, cada candidato');
    expect(seccion.textContent).not.toContain('RGPD');
  }, 30_000);
});

describe('Umbral de recomendación (D157)', () => {
  it('empty means the template’s pass mark; a value out of range is refused in Spanish; a valid one is sent and says who and when', async () => {
    const guardado = { umbral: 6.5, por: { id: 'u1', nombre: 'Ana Admin' }, fecha: '2026-11-26T09:00:00.000Z' };
    const { calls } = rutasAdmin({
      'PUT /api/configuracion/empresa/e1/umbral-recomendacion': { body: { success: true, data: guardado, message: umbralMsg.guardado } },
    });
    renderApp('/configuracion');
    const seccion = await screen.findByRole('region', { name: 'Supervisión de la IA' }, { timeout: 15_000 });
    const campo = (await within(seccion).findByRole('textbox', { name: 'Umbral sobre 10' })) as HTMLInputElement;
    await waitFor(() => expect(campo.disabled).toBe(false));
    expect(campo.value).toBe('');
    expect(campo.placeholder).toBe('Criterio de la plantilla');
    const guardar = within(seccion).getByRole('button', { name: 'Guardar' });
    fireEvent.change(campo, { target: { value: '11' } });
    fireEvent.click(guardar);
    expect(await within(seccion).findByText(umbralMsg.numero)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(campo, { target: { value: '6,5' } });
    fireEvent.click(guardar);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/configuracion/empresa/e1/umbral-recomendacion',
      body: { umbral: 6.5 },
    });
    expect(await within(seccion).findByText(/Umbral 6,5\/10 desde el .*\(Ana Admin\)/)).toBeTruthy();
    expect(await screen.findByText(umbralMsg.guardado)).toBeTruthy();
  }, 30_000);
});

describe('Monitor de equidad: the minimum n (D175)', () => {
  it('starts at the stored 10; a value out of range is refused in Spanish; a valid one is sent', async () => {
    const { calls } = rutasAdmin({
      'PUT /api/configuracion/empresa/e1/equidad-minimo': {
        body: {
          success: true,
          data: { minimoN: 3, por: { id: 'u1', nombre: 'Ana Admin' }, fecha: '2026-11-26T09:00:00.000Z' },
          message: equidadMsg.minimoGuardado,
        },
      },
    });
    renderApp('/configuracion');
    const seccion = await screen.findByRole('region', { name: 'Supervisión de la IA' }, { timeout: 15_000 });
    // The form is drawn again with the stored value when it arrives (its key): the field is looked up
    // again, not held — a field found before the answer is a node that left the page (a busy machine
    // found it so, and waited 10 s on its empty value).
    const elCampo = () => within(seccion).getByRole('textbox', { name: 'Mínimo de personas' }) as HTMLInputElement;
    await waitFor(() => expect(elCampo().value).toBe('10'), { timeout: 10_000 });
    const campo = elCampo();
    const guardar = within(seccion).getByRole('button', { name: 'Guardar mínimo' });
    fireEvent.change(campo, { target: { value: '0' } });
    fireEvent.click(guardar);
    expect(await within(seccion).findByText(fmt(equidadMsg.minimoInvalido, { min: 1, max: 1000 }))).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(campo, { target: { value: '3' } });
    fireEvent.click(guardar);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/configuracion/empresa/e1/equidad-minimo',
      body: { minimoN: 3 },
    });
    expect(await screen.findByText(equidadMsg.minimoGuardado)).toBeTruthy();
  }, 30_000);
});

describe("Configuración, a Colombian company's privacy impact study (issue 67 item 7)", () => {
  const colombia = { ...acme, direccion: { pais: 'Colombia' } };
  const apartado = (pregunta: string, aCompletar: boolean) => ({
    bloque: 'Riesgos para los titulares y medidas',
    pregunta,
    respuesta: aCompletar ? `${dosierMsg.aCompletar}. Clasifique cada riesgo.` : 'Medidas: una persona decide.',
    aCompletar,
    clave: null,
    deLaEmpresa: false,
  });
  const ESTUDIO = {
    tipo: 'estudio-impacto-co',
    titulo: 'Estudio de impacto de privacidad del uso de inteligencia artificial en la selección de personal',
    norma: 'la Circular Externa 002 del 21 de agosto de 2024 de la Superintendencia de Industria y Comercio',
    empresa: { id: 'e1', nombre: 'ACME' },
    desde: '2025-11-27',
    hasta: '2026-11-26',
    generadoEn: '2026-11-26T10:00:00.000Z',
    hash: 'c'.repeat(64),
    entrevistas: 1,
    modelos: [],
    apartados: [apartado('Riesgo: decisiones sin intervención humana', false), apartado('Clasificación de los riesgos', true)],
    respuestasEmpresa: null,
    respuestasEstudio: null,
  };

  it('is offered to a company in Colombia: generating it asks for that document and says what is left to complete', async () => {
    const { calls } = rutasAdmin({
      ...sessionRoutes(admin, [colombia]),
      'GET /api/informes/dosier-algoritmico': { body: { success: true, data: ESTUDIO } },
    });
    renderApp('/configuracion');
    const tarjeta = (
      await screen.findByRole('heading', { level: 2, name: 'Estudio de impacto de privacidad (Colombia)' }, { timeout: 15_000 })
    ).closest('section')!;
    expect(within(tarjeta as HTMLElement).getByText(/Circular Externa 002 de 2024/)).toBeTruthy();
    fireEvent.click(within(tarjeta as HTMLElement).getByRole('button', { name: 'Generar estudio' }));
    const region = await within(tarjeta as HTMLElement).findByRole('region', { name: 'Estudio generado' });
    expect(region.textContent).toContain('1 entrevista en el periodo');
    expect(region.textContent).toContain(`1 apartado queda «${dosierMsg.aCompletar}»`);
    const pedida = calls.find((c) => c.path === '/api/informes/dosier-algoritmico')!;
    expect(new URL(pedida.url, 'http://localhost').searchParams.get('tipo')).toBe('estudio-impacto-co');
    // The Spanish dossier is still there, as it was.
    expect(screen.getByRole('heading', { level: 2, name: 'Información algorítmica para la representación legal' })).toBeTruthy();
  }, 30_000);

  it("completes the study's own questions on its card: saved under the study's type as a version, the server's refusal under its field", async () => {
    const guardada = {
      version: 1,
      guardadaEn: '2026-11-26T10:00:00.000Z',
      guardadaPor: { id: 'u1', nombre: 'Ana Admin' },
      respuestas: { ponderacion: 'Idónea y necesaria.' },
    };
    let intentos = 0;
    const { calls } = rutasAdmin({
      ...sessionRoutes(admin, [colombia]),
      'GET /api/informes/dosier-algoritmico/respuestas': async (_init, url) =>
        jsonResponse({
          success: true,
          data:
            url.searchParams.get('tipo') === 'estudio-impacto-co'
              ? { version: 0, guardadaEn: null, guardadaPor: null, respuestas: {} }
              : guardada,
        }),
      'PUT /api/informes/dosier-algoritmico/respuestas': async () =>
        ++intentos === 1
          ? jsonResponse(
              {
                success: false,
                error: 'VALIDATION_ERROR',
                message: fmt(dosierMsg.respuestaLarga, { max: 4000 }),
                details: [{ campo: 'respuestas.ponderacion', msg: fmt(dosierMsg.respuestaLarga, { max: 4000 }) }],
              },
              400,
            )
          : jsonResponse({ success: true, message: fmt(dosierMsg.respuestasEstudioGuardadas, { version: 1 }), data: guardada }),
    });
    renderApp('/configuracion');
    const tarjeta = (
      await screen.findByRole('heading', { level: 2, name: 'Estudio de impacto de privacidad (Colombia)' }, { timeout: 15_000 })
    ).closest('section') as HTMLElement;
    const form = await within(tarjeta).findByRole('form', { name: 'Respuestas de la empresa al estudio' }, { timeout: 10_000 });
    expect(within(tarjeta).getByRole('status').textContent).toBe(
      `Aún no se han guardado respuestas: las 6 quedan «${dosierMsg.aCompletar}».`,
    );
    // The study's six questions, each with its section; none of the dossier's guide.
    const preguntas = CLAVES_ESTUDIO_CO.map((c) => PREGUNTAS_ESTUDIO_CO[c].pregunta);
    for (const p of preguntas) expect(within(form).getByRole('textbox', { name: p })).toBeTruthy();
    expect(within(form).getAllByRole('textbox')).toHaveLength(6);
    expect(within(form).queryByRole('textbox', { name: /contacto/i })).toBeNull();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Idoneidad, necesidad, razonabilidad y proporcionalidad' }), {
      target: { value: 'Idónea y necesaria.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar respuestas' }));
    expect(await within(form).findByText(fmt(dosierMsg.respuestaLarga, { max: 4000 }))).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar respuestas' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const put = calls.filter((c) => c.method === 'PUT')[1]!;
    expect(new URL(put.url, 'http://localhost').searchParams.get('tipo')).toBe('estudio-impacto-co');
    expect(put.body).toEqual({
      version: 0,
      respuestas: {
        ponderacion: 'Idónea y necesaria.',
        transmision: '',
        legalidad: '',
        seguridad: '',
        clasificacionRiesgos: '',
        aprobacion: '',
      },
    });
    expect(await screen.findByText(fmt(dosierMsg.respuestasEstudioGuardadas, { version: 1 }))).toBeTruthy();
    await waitFor(() =>
      expect(within(tarjeta).getByRole('status').textContent).toMatch(/^Versión 1, guardada el .+ por Ana Admin: 1 respuesta de 6\.$/),
    );
    // The dossier's own form still asks its guide's questions and reads without the study's type.
    const dosierForm = screen.getByRole('form', { name: 'Respuestas de la empresa' });
    expect(within(dosierForm).getAllByRole('textbox')).toHaveLength(6);
    const lecturas = calls.filter((c) => c.method === 'GET' && c.path === '/api/informes/dosier-algoritmico/respuestas');
    expect(new Set(lecturas.map((c) => new URL(c.url, 'http://localhost').searchParams.get('tipo')))).toEqual(
      new Set([null, 'estudio-impacto-co']),
    );
  }, 30_000);

  it('is not offered to a company in Spain', async () => {
    rutasAdmin();
    renderApp('/configuracion');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Información algorítmica para la representación legal' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Estudio de impacto de privacidad/ })).toBeNull();
  }, 30_000);
});

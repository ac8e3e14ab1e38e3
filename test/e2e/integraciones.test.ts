// Company API keys from where a new customer starts (D145): the company's admin signs in, opens
// Integraciones from the navigation, makes a key through «Nueva clave» with the form's defaults (only
// the required name typed), reads its secret once and closes the dialog; then a script uses that key
// alone against the API — a candidate, an interview scheduled, its link — and the list shows the
// key's last use. On a phone the keys are cards, and a key revoked there stops working at once. Last,
// Greenhouse's side: a key with the greenhouse scope sends a test, the candidate takes it, a person
// reviews the report, and test_status's link opens the read-only report, on a laptop and on a phone.
// Then Talentia calling Greenhouse (D197, D201): the Harvest connection typed on its tab, a vacancy
// linked to a job, a card's move reaching the fake Harvest once and listed as sent.
// Every screenshot is also an accessibility check (browser.ts).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { ALCANCES_POR_DEFECTO } from '../../shared/schemas/clave-acceso.js';
import { harvestFalsoDelArchivo } from '../contratos/harvest-falso.js';
import { fotoSinHallazgos, screenshot } from './browser.js';
import { expectClicable } from './geometria.js';
import { empresaDelArchivo, sesionesDeNavegador, type E2E } from './e2e-stack.js';
import { nuevaVacante } from './vacante-panel.js';

let e2e: E2E;
const ADMIN = { nombre: 'Rocío Vidal', email: 'rocio@talento-norte.test', password: 'Norte-Clave-2026' };
let adminToken: string;
/** The key made through the form. */
let secreto = '';

/** A request as an integrator's script makes it: the key on the Authorization header, nothing else. */
async function conClave(clave: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.stack.apiUrl}${path}`, {
    method,
    headers: { authorization: clave, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
const bearer = (k: string) => `Bearer ${k}`;

empresaDelArchivo(
  {
    nombreLegal: 'Talento del Norte S.L.',
    nombreComercial: 'Talento del Norte',
    cif: 'B48123459',
    email: 'rrhh@talento-norte.test',
    licencias: { activas: 1, total: 1 },
  },
  ADMIN,
  (pila, hecha) => {
    e2e = pila;
    ({ adminToken } = hecha);
  },
);

/** The admin signs in once for the three tests that use the screen as her. */
const sesiones = sesionesDeNavegador(() => e2e);
afterAll(() => sesiones.cerrar());

async function abrirIntegraciones(page: Page) {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Integraciones' }).click();
  await page.getByRole('heading', { level: 1, name: 'Integraciones' }).waitFor();
  await page.getByRole('tab', { name: 'Claves de API', selected: true }).waitFor();
}

describe('a key made through the screen, used against the API', () => {
  it('the admin makes a key with the form’s defaults and reads its secret once (1366 px)', async () => {
    const page = await sesiones.pagina('admin', ADMIN, { width: 1366, height: 900 });
    await abrirIntegraciones(page);
    await page.getByText('Todavía no hay claves de API').waitFor();
    await screenshot(page, 'integraciones-vacia-1366');

    await page.getByRole('button', { name: 'Nueva clave' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nueva clave de API' });
    await dialogo.waitFor();
    await dialogo.getByRole('textbox', { name: /Nombre/ }).fill('Mi ATS');
    await screenshot(page, 'integraciones-nueva-clave-1366');
    await dialogo.getByRole('button', { name: 'Crear clave' }).click();

    const campo = page.getByTestId('secreto-clave');
    await campo.waitFor();
    secreto = await campo.inputValue();
    expect(secreto).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    await page.getByText('No se volverá a mostrar: cópiala antes de cerrar.').waitFor();
    await screenshot(page, 'integraciones-clave-creada-1366');
    await page.getByRole('button', { name: 'Ya la he copiado' }).click();

    const fila = page.getByRole('row', { name: /Mi ATS/ });
    await fila.waitFor();
    expect(await fila.getByText('Activa').count()).toBe(1);
    expect(await fila.getByText('Nunca').count()).toBe(1);
    // The secret is nowhere on the screen any more: only its first characters.
    expect(await page.getByText(secreto).count()).toBe(0);
    await fila.getByText(`${secreto.slice(0, 9)}…`).waitFor();
    await screenshot(page, 'integraciones-claves-1366');
    await page.close();

    // The form's defaults: the usual scopes, a year.
    const lista = await e2e.api('GET', '/api/claves-acceso', { token: adminToken });
    const clave = lista.body.data.items[0];
    expect(clave.alcances).toEqual([...ALCANCES_POR_DEFECTO]);
    expect(Math.round((Date.parse(clave.expiraEn) - Date.now()) / 86_400_000)).toBe(365);
  });

  it('the key alone makes a candidate, schedules an interview and gets its link; the list shows its last use', async () => {
    const candidato = await conClave(bearer(secreto), 'POST', '/api/candidatos', {
      nombre: 'Aitor Lasa',
      email: 'aitor@candidatos-norte.test',
    });
    expect(candidato.status, JSON.stringify(candidato.body)).toBe(201);
    const programada = await conClave(bearer(secreto), 'POST', '/api/entrevistas', {
      candidatoId: candidato.body.data.id,
      servicioId: 'entrevistas-profundidad',
      fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(programada.status, JSON.stringify(programada.body)).toBe(201);
    const enlace = await conClave(bearer(secreto), 'GET', `/api/entrevistas/${programada.body.data.entrevista.id}/enlace`);
    expect(enlace.body.data.enlace).toMatch(/\/entrevista\/tok_/);
    // What the key may not do: the company's users.
    expect((await conClave(bearer(secreto), 'GET', '/api/usuarios')).status).toBe(403);

    const page = await sesiones.pagina('admin', ADMIN, { width: 1366, height: 900 });
    await abrirIntegraciones(page);
    const fila = page.getByRole('row', { name: /Mi ATS/ });
    await fila.waitFor();
    expect(await fila.getByText('Nunca').count()).toBe(0);
    await page.close();
  });

  it('on a phone the keys are cards; revoked there, the key stops working at once (390 px)', async () => {
    const page = await sesiones.pagina('admin', ADMIN, { width: 390, height: 844 }, '/integraciones');
    const tarjeta = page.getByRole('listitem', { name: 'Mi ATS' });
    await tarjeta.waitFor();
    const revocar = tarjeta.getByRole('button', { name: 'Revocar la clave Mi ATS' });
    await revocar.scrollIntoViewIfNeeded();
    await expectClicable(page, revocar, 'Revocar en la tarjeta de la clave');
    // The whole page from its top: a page scrolled while screenshot whole draws its sticky header mid-way.
    const alPrincipio = () => page.evaluate(() => window.scrollTo(0, 0));
    await alPrincipio();
    await screenshot(page, 'integraciones-claves-390');

    await page.getByRole('button', { name: 'Nueva clave' }).click();
    await page.getByRole('dialog', { name: 'Nueva clave de API' }).waitFor();
    await screenshot(page, 'integraciones-nueva-clave-390');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await revocar.click();
    const confirmar = page.getByRole('alertdialog', { name: '¿Revocar la clave Mi ATS?' });
    await confirmar.waitFor();
    await confirmar.getByRole('button', { name: 'Revocar' }).click();
    await tarjeta.getByText('Revocada').waitFor();
    await alPrincipio();
    await screenshot(page, 'integraciones-clave-revocada-390');
    await page.close();
    expect((await conClave(bearer(secreto), 'GET', '/api/candidatos')).status).toBe(401);
  });
});

describe("Greenhouse's report link", () => {
  it('opens the reviewed report read-only, on a laptop and on a phone', async () => {
    const creada = await e2e.api('POST', '/api/claves-acceso', {
      token: adminToken,
      body: { nombre: 'Greenhouse', alcances: ['greenhouse'] },
    });
    const basic = `Basic ${Buffer.from(`${creada.body.data.secreto}:`).toString('base64')}`;
    const envio = await conClave(basic, 'POST', '/api/greenhouse/send_test', {
      partner_test_id: 'entrevistas-profundidad',
      candidate: {
        first_name: 'Nerea',
        last_name: 'Goikoetxea',
        preferred_name: null,
        email: 'nerea@candidatos-norte.test',
        greenhouse_profile_url: 'https://app.greenhouse.io/people/1?application_id=2',
      },
      url: 'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/e2e-1',
    });
    expect(envio.status, JSON.stringify(envio.body)).toBe(200);
    const id = envio.body.partner_interview_id as string;

    // The candidate takes it (their page's calls), the report is written, a person reviews it.
    const enlace = await e2e.api('GET', `/api/entrevistas/${id}/enlace`, { token: adminToken });
    const token = /\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(enlace.body.data.enlace)![1]!;
    const publica = (resto: string) => `/api/publico/entrevistas/${token}${resto}`;
    await e2e.api('POST', publica('/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
    await e2e.api('PUT', publica('/respuestas/0'), {
      body: { texto: 'Organicé la campaña de selección de verano: 40 contrataciones en seis semanas y un 15 % menos de bajas.' },
    });
    expect((await e2e.api('POST', publica('/finalizar'))).status).toBe(200);
    for (
      let i = 0;
      i < 150 && (await e2e.api('GET', `/api/entrevistas/${id}`, { token: adminToken })).body.data.estado !== 'analizada';
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const revision = await e2e.api('PUT', `/api/entrevistas/${id}/validacion`, {
      token: adminToken,
      body: {
        decision: 'recomendado',
        motivoCambio: 'Difiere de la IA tras leer las citas',
        comentario: 'Resultados concretos y medibles en selección.',
      },
    });
    expect(revision.status, JSON.stringify(revision.body)).toBe(200);

    const estado = await conClave(basic, 'GET', `/api/greenhouse/test_status?partner_interview_id=${id}`);
    expect(estado.body.partner_status).toBe('complete');
    // The link is made for the web's origin; the browser opens it on the stack's.
    const url = new URL(estado.body.partner_profile_url);
    for (const [ancho, alto] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      const page = await e2e.browser.newPage({ viewport: { width: ancho, height: alto } });
      await page.goto(`${e2e.web}${url.pathname}${url.hash}`);
      await page.getByRole('heading', { level: 1, name: 'Informe de Nerea Goikoetxea' }).waitFor();
      await page.getByRole('heading', { name: 'Revisión' }).waitFor();
      expect(new URL(page.url()).hash).toBe('');
      await expectClicable(page, page.getByRole('button', { name: 'Descargar PDF' }), `Descargar PDF a ${ancho} px`);
      await screenshot(page, `informe-compartido-${ancho}`);
      await page.close();
    }
  });
});

// Greenhouse Harvest v3 (D197, D201) from where a customer starts: the admin types the connection on
// the «Greenhouse» tab, opens a vacancy with the form's defaults, links it to a Greenhouse job with two
// stages mapped, types a candidate's application id on the board's card and moves the card by its
// named control; the move reaches the fake Harvest (test/contratos/harvest-falso.ts) once with the
// right stage ids and the tab lists it as sent.
describe('Greenhouse: the connection, a linked vacancy and a move sent from the board', () => {
  const CRED = { clientId: 'gh-e2e-cliente', clientSecret: 'gh-e2e-secreto-largo-4Kq9', userId: '778899' };
  const VACANTE = 'Técnico/a de mantenimiento';
  const CANDIDATA = 'Maite Urrutia';
  const APLICACION = 9101;
  const GH = { nuevo: 601, entrevistado: 602 };
  const harvest = harvestFalsoDelArchivo(CRED);

  it('typed on the tab, linked from the card, the id typed on the board: the move reaches Greenhouse once and is listed as sent', async () => {
    const page = await sesiones.pagina('admin', ADMIN, { width: 1366, height: 900 });
    await abrirIntegraciones(page);
    await page.getByRole('tab', { name: 'Greenhouse' }).click();
    const form = page.getByRole('form', { name: 'Credenciales de Harvest v3' });
    await form.getByLabel(/^Client ID/).fill(CRED.clientId);
    await form.getByLabel(/^Client Secret/).fill(CRED.clientSecret);
    await form.getByLabel(/^Usuario de Greenhouse/).fill(CRED.userId);
    await form.getByRole('button', { name: 'Guardar y probar' }).click();
    await page.getByRole('status').filter({ hasText: 'Conexión con Greenhouse Harvest guardada' }).waitFor({ timeout: 20_000 });
    await page.getByText('Funciona', { exact: true }).waitFor();
    await page
      .getByText(`Client ID: ${CRED.clientId} · Usuario de Greenhouse: ${CRED.userId} · Secreto: …${CRED.clientSecret.slice(-4)}`)
      .waitFor();
    expect(
      harvest()
        .peticiones.filter((p) => p.ruta === '/token')
        .map((p) => p.errores),
    ).toEqual([[]]);

    // A vacancy with the form's defaults (a title and a place), linked to job 4101 with two stages mapped.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Vacantes' }).click();
    const tarjeta = await nuevaVacante(page, VACANTE, 'Bilbao');
    await tarjeta.getByRole('button', { name: `Greenhouse de la vacante ${VACANTE}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Greenhouse · ${VACANTE}` });
    await dialogo.getByLabel(/^Puesto de Greenhouse/).fill('4101');
    await dialogo.getByLabel('Etapa de Greenhouse para «Nuevo»').fill(String(GH.nuevo));
    await dialogo.getByLabel('Etapa de Greenhouse para «Entrevistado»').fill(String(GH.entrevistado));
    await fotoSinHallazgos(page, 'greenhouse-enlace-vacante-1366', 'el diálogo «Greenhouse» de la vacante, relleno');
    await dialogo.getByRole('button', { name: 'Guardar enlace' }).click();
    await dialogo.waitFor({ state: 'detached', timeout: 20_000 });
    await tarjeta.getByRole('button', { name: `Greenhouse 4101 de la vacante ${VACANTE}` }).waitFor();

    // A candidate made as a script would, added on the board through its search; her application id typed on her card.
    const candidata = await e2e.api('POST', '/api/candidatos', {
      token: adminToken,
      body: { nombre: CANDIDATA, email: 'maite@candidatos-norte.test', puesto: 'Técnica' },
    });
    expect(candidata.status, JSON.stringify(candidata.body)).toBe(201);
    await tarjeta.getByRole('button', { name: `Candidatos de la vacante ${VACANTE}` }).click();
    const proceso = page.getByRole('dialog', { name: `Candidatos · ${VACANTE}` });
    await proceso.getByRole('textbox', { name: 'Añadir candidato' }).fill('maite');
    await proceso.getByRole('button', { name: `Añadir a ${CANDIDATA}` }).click();
    const ficha = proceso.getByRole('region', { name: 'Nuevo', exact: true }).getByRole('listitem', { name: CANDIDATA });
    await ficha.getByText('Sin id de Greenhouse: sus cambios de etapa no se envían').waitFor({ timeout: 20_000 });
    await ficha.getByRole('button', { name: 'Añadir id de Greenhouse' }).click();
    await ficha.getByLabel(`Id de la candidatura de ${CANDIDATA} en Greenhouse`).fill(String(APLICACION));
    await ficha.getByRole('button', { name: 'Guardar', exact: true }).click();
    await ficha.getByText(`Greenhouse: candidatura ${APLICACION}`).waitFor({ timeout: 20_000 });

    // Greenhouse has the application at the stage mapped to «Nuevo»; the card is moved by its named control.
    harvest().etapas.set(APLICACION, GH.nuevo);
    await ficha.getByLabel(`Etapa de ${CANDIDATA}`).selectOption({ label: 'Entrevistado' });
    await page.getByRole('status').filter({ hasText: 'Candidato movido a «Entrevistado»' }).waitFor({ timeout: 20_000 });
    const movida = proceso.getByRole('region', { name: 'Entrevistado', exact: true }).getByRole('listitem', { name: CANDIDATA });
    await movida.getByText(`Greenhouse: candidatura ${APLICACION}`).waitFor();
    await expectClicable(
      page,
      movida.getByRole('button', { name: 'Cambiar id de Greenhouse' }),
      '«Cambiar id de Greenhouse» en la tarjeta',
    );
    await fotoSinHallazgos(page, 'greenhouse-tablero-1366', 'el tablero de la vacante enlazada, con el id de Greenhouse en la tarjeta');
    await page.close();
    await e2e.stack.colas.idle();

    const moves = harvest().peticiones.filter((p) => p.ruta === `/v3/applications/${APLICACION}/move`);
    expect(moves.map((p) => ({ cuerpo: p.cuerpo, errores: p.errores }))).toEqual([
      { cuerpo: { from_stage_id: GH.nuevo, to_stage_id: GH.entrevistado }, errores: [] },
    ]);
    expect(harvest().etapas.get(APLICACION)).toBe(GH.entrevistado);

    // Integraciones › Greenhouse lists it as sent, on a laptop and on a phone.
    for (const [ancho, alto] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      const tab = await sesiones.pagina('admin', ADMIN, { width: ancho, height: alto }, '/integraciones');
      await tab.getByRole('tab', { name: 'Greenhouse' }).click();
      const movimiento = tab.getByRole('list', { name: 'Últimos movimientos enviados a Greenhouse' }).getByRole('listitem');
      await expect.poll(() => movimiento.count()).toBe(1);
      await movimiento.getByText('Movida en Greenhouse', { exact: true }).waitFor();
      await movimiento.getByText(CANDIDATA, { exact: true }).waitFor();
      await movimiento.getByText(new RegExp(`^${VACANTE} · Nuevo → Entrevistado · candidatura ${APLICACION} · `)).waitFor();
      if (ancho === 390) {
        for (const nombre of ['Probar conexión', 'Eliminar conexión', 'Guardar y probar']) {
          const boton = tab.getByRole('button', { name: nombre });
          await boton.scrollIntoViewIfNeeded();
          await expectClicable(tab, boton, `«${nombre}» a 390 px`);
        }
        // The whole page from its top: a page scrolled while photographed whole draws its sticky header mid-way.
        await tab.evaluate(() => window.scrollTo(0, 0));
      }
      await fotoSinHallazgos(tab, `greenhouse-movimientos-${ancho}`, `los movimientos enviados a Greenhouse a ${ancho} px`);
      await tab.close();
    }
  }, 240_000);
});

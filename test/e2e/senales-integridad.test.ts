// Issue 64's flags as a reviewer meets them, from where a new customer starts (the onboarding wizard,
// the admin's first sign-in, a candidate and the seeded «Entrevistas en Profundidad» scheduled through
// the screens, no AI key: the built-in analyzer writes the report). The admin registers a webhook in
// Integraciones › Webhooks with the form's defaults (every event; a receiver this test runs on loopback,
// allowed on the local stage only). The candidate answers every question genuinely but two: question 5
// (a change at work) with a concrete story of taking the initiative — question 7's subject — and question
// 3 handed back in its own words. The reviewer opens the report: both flags in «Integridad», the method of
// relevance in one line, «Ver pregunta 7» followed with the keyboard lands on that question of the
// transcript beside (focused and on screen); the PDF (pdftotext) says both flags and «Parece responder a
// la pregunta 7: …»; the webhook's «informe.listo» carries both kinds, `relacionadas: [6]` and the method,
// never a passage. On a 390 px phone the link takes the reader down to the question too. Every
// photographed screen passes axe.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook as Verificador } from 'svix';
import { afterAll, describe, expect, it } from 'vitest';
import { type EntregaRecibida, receptorWebhooks } from '../testing/receptor-webhooks.js';
import { ETIQUETA_MARCA } from '../../shared/schemas/integridad.js';
import { FUERTE, PROFUNDIDAD } from '../testing/entrevistas-prueba.js';
import { screenshot, SCREENSHOTS } from './browser.js';
import { abrirInforme, clienteConEntrevista, clienteNuevo, responderYFinalizar } from './cliente-nuevo.js';
import { expectEnPantalla } from './geometria.js';
import { paginaEnPanel, pilaDelArchivo, type E2E } from './e2e-stack.js';
import { anadirWebhook } from './webhook-nuevo.js';

let e2e: E2E;
let receptor: Awaited<ReturnType<typeof receptorWebhooks>>;
let url = '';
let recibidas: EntregaRecibida[] = [];
let secreto = '';
/** The invitation's path to the candidate's page. */
let enlace = '';

pilaDelArchivo(async (x) => {
  e2e = x;
  receptor = await receptorWebhooks();
  ({ url, recibidas } = receptor);
});
afterAll(async () => {
  await receptor?.cerrar();
});

const C = clienteNuevo({
  marca: 'Brújula Logística',
  comercial: 'Brujula Logistica',
  dominio: 'brujula.test',
  cif: 'B70000864',
  admin: { nombre: 'Irene Campos', password: 'Rumbo-Norte-2026' },
  candidato: { nombre: 'Tomás Rivera', posicion: 'Responsable de almacén' },
});

/** Question 5 (a change at work) answered with a story of taking the initiative unasked: question 7's. */
const OTRA_PREGUNTA =
  'Tomé la iniciativa sin que nadie me lo pidiera: vi que los pedidos urgentes se perdían entre los normales, preparé una etiqueta roja para ellos y lo propuse en la reunión del lunes. Ahora se usa en todo el almacén.';
/** Question 3 (a complex problem with incomplete information) handed back in its own words. */
const REPITE =
  'Respecto a cómo resolví un problema complejo con información incompleta: sí, es algo fundamental para mí, siempre sigo pasos claros, decido con criterio y obtengo buenos resultados.';
const RESPUESTAS = FUERTE.map((r, n) => (n === 4 ? OTRA_PREGUNTA : n === 2 ? REPITE : r));
const PREGUNTA_7 = PROFUNDIDAD.preguntas[6]!.texto;

describe('issue 64 in the browser: an answer to another question and the question handed back, as the reviewer meets them', () => {
  it('the company, its admin, the candidate and the interview through the screens', async () => {
    ({ enlace } = await clienteConEntrevista(e2e, C));
    expect(PREGUNTA_7).toMatch(/^Cuéntame una ocasión en la que tomaste la iniciativa/);
  }, 240_000);

  it('the admin registers a webhook with the form’s defaults (every event)', async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 });
    await page.getByRole('link', { name: 'Integraciones' }).click();
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByText('Aún no hay webhooks').waitFor();
    secreto = await anadirWebhook(page, url);
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.close();
  }, 120_000);

  it('the candidate consents and answers: genuinely, but for question 5 (question 7’s story) and question 3 (handed back)', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${e2e.web}${enlace}`);
    await page.getByText(/He leído el aviso/).click();
    await responderYFinalizar(page, undefined, RESPUESTAS);
    await page.close();
  }, 240_000);

  it('the reviewer sees both flags and the method, follows «Ver pregunta 7» with the keyboard and lands on that question', async () => {
    const { panel, completo, form } = await abrirInforme(e2e, C);
    await completo.getByRole('tab', { name: 'Integridad (2)' }).click();
    const pestana = completo.getByRole('tabpanel', { name: 'Integridad (2)' });
    const seccion = pestana.getByRole('region', { name: 'Señales de integridad' });
    await seccion.getByTestId('metodo-pertinencia').waitFor();
    await screenshot(panel, 'senales-64-resumen');
    const porRespuesta = seccion.getByRole('list', { name: 'Señales por respuesta' });
    const tercera = porRespuesta.getByRole('listitem').filter({ hasText: 'Pregunta 3' });
    await tercera.getByText(`${ETIQUETA_MARCA.repite_pregunta}.`).waitFor();
    expect(await tercera.textContent()).toContain(`«${REPITE}»`);
    const quinta = porRespuesta.getByRole('listitem').filter({ hasText: 'Pregunta 5' });
    await quinta.getByText(`${ETIQUETA_MARCA.otra_pregunta}.`).waitFor();
    expect(await quinta.getByTestId('otra-pregunta').textContent()).toBe(`Parece responder a la pregunta 7: ${PREGUNTA_7} Ver pregunta 7`);
    expect(await seccion.getByTestId('metodo-pertinencia').textContent()).toMatch(/^Pertinencia por palabras: /);
    // The review form names it too, with its own link.
    expect(await form.getByTestId('otra-pregunta').textContent()).toContain(
      'La respuesta a la pregunta 5 parece responder a la pregunta 7.',
    );
    await form.getByTestId('otra-pregunta').scrollIntoViewIfNeeded();
    await screenshot(panel, 'senales-64-revision');
    await quinta.scrollIntoViewIfNeeded();
    await screenshot(panel, 'senales-64-integridad');

    // With the keyboard: the link is a tab stop; Enter takes the focus to question 7 of the transcript beside.
    const enlace = quinta.getByRole('link', { name: 'Ver pregunta 7' });
    await enlace.focus();
    expect(await enlace.evaluate((a) => a.tabIndex)).toBe(0);
    await panel.keyboard.press('Enter');
    const transcripcion = completo.getByRole('region', { name: 'Transcripción de la entrevista' });
    const septima = transcripcion.getByRole('listitem').filter({ hasText: PREGUNTA_7 });
    await expect.poll(() => septima.evaluate((li) => li === document.activeElement)).toBe(true);
    expect(await septima.evaluate((li) => li.id)).toMatch(/pregunta-7$/);
    expect(await septima.textContent()).toContain(FUERTE[6]!);
    await expectEnPantalla(panel, septima.getByText(PREGUNTA_7), 'la pregunta 7');
    // The address stays the report's: the link moved the reader, not the page.
    expect(new URL(panel.url()).hash).toBe('');
    await screenshot(panel, 'senales-64-pregunta-7');
    await panel.close();
  }, 180_000);

  it('on a 390 px phone the link takes the reader down to question 7, below the report', async () => {
    const panel = await paginaEnPanel(e2e, C.admin, { width: 390, height: 844 }, { timeout: 30_000 });
    // The sidebar is a drawer on a phone: straight to the screen.
    await panel.goto(`${e2e.web}/informes`);
    await panel.getByTestId('informe').filter({ hasText: C.candidato.nombre }).getByRole('button', { name: 'Ver Completo' }).click();
    const completo = panel.getByRole('dialog', { name: `Informe de ${C.candidato.nombre}` });
    await completo.getByRole('tab', { name: 'Integridad (2)' }).click();
    const enlace = completo.getByRole('tabpanel', { name: 'Integridad (2)' }).getByRole('link', { name: 'Ver pregunta 7' });
    await enlace.scrollIntoViewIfNeeded();
    await enlace.click();
    const septima = completo
      .getByRole('region', { name: 'Transcripción de la entrevista' })
      .getByRole('listitem')
      .filter({ hasText: PREGUNTA_7 });
    await expect.poll(() => septima.evaluate((li) => li === document.activeElement)).toBe(true);
    await expectEnPantalla(panel, septima.getByText(PREGUNTA_7), 'la pregunta 7 a 390 px');
    expect(await panel.evaluate(() => document.documentElement.scrollWidth), 'se desborda a lo ancho').toBeLessThanOrEqual(390);
    await screenshot(panel, 'senales-64-pregunta-7-390');
    await panel.close();
  }, 120_000);

  it('the PDF says both flags and the question answered instead', async () => {
    const { panel, completo } = await abrirInforme(e2e, C);
    const [descarga] = await Promise.all([panel.waitForEvent('download'), completo.getByRole('button', { name: 'Descargar PDF' }).click()]);
    const pdf = join(mkdtempSync(join(tmpdir(), 'talentia-pdf-')), 'informe.pdf');
    await descarga.saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    // Kept beside the screenshots, for a person to look at.
    mkdirSync(SCREENSHOTS, { recursive: true });
    copyFileSync(pdf, join(SCREENSHOTS, 'senales-64-informe.pdf'));
    const texto = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(texto).toContain(`${ETIQUETA_MARCA.repite_pregunta}. Fuera de las palabras de la pregunta`);
    expect(texto).toContain(`${ETIQUETA_MARCA.otra_pregunta}. Se parece más a la pregunta 7 que a la suya`);
    expect(texto).toContain(`Parece responder a la pregunta 7: ${PREGUNTA_7}`);
    expect(texto).toMatch(/Pertinencia por palabras: /);
    await panel.close();
  }, 120_000);

  it('the webhook’s «informe.listo» carries both kinds, the question answered instead and the method, never a passage', async () => {
    const eventos = recibidas.map((r) => new Verificador(secreto).verify(r.body, r.headers) as { type: string; data: any });
    const listo = eventos.find((e) => e.type === 'informe.listo');
    expect(listo, JSON.stringify(eventos.map((e) => e.type))).toBeDefined();
    const integridad = listo!.data.informe.integridad;
    expect(integridad.marcas).toEqual(
      expect.arrayContaining([
        { tipo: 'repite_pregunta', pregunta: 2 },
        { tipo: 'otra_pregunta', pregunta: 4, relacionadas: [6] },
      ]),
    );
    expect(integridad.pertinencia).toEqual({ metodo: 'palabras' });
    const cuerpo = JSON.stringify(listo);
    expect(cuerpo).not.toContain('etiqueta roja');
    expect(cuerpo).not.toContain('Parece responder');
  });
});

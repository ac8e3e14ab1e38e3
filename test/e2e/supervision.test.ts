// The oversight record in the browser (D153), against the whole local stack: an interview taken
// through its public routes and reported by the built-in analyzer; the admin reviews it evidence
// first (confirming the analyzer's recommendation is refused until every competency's quotes are
// open), reads the interview's «Registro de supervisión» under the review, pauses the AI in
// Configuración and exports the period as CSV; the same screens at 390 px, nothing wider than it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { screenshot } from './browser.js';
import { entrevistaProgramada } from './candidato-fixtures.js';
import { empresaDelArchivo, entrarAlPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
const ADMIN = { nombre: 'Irene Soto', email: 'irene@vigia.test', password: 'Vigia-Clave-2026' };
const CANDIDATO = { nombre: 'Pablo Ortega', email: 'pablo.o@candidatos.test', puesto: 'Coordinador de almacén' };
const RESPUESTAS = [
  'Llevo siete años coordinando almacenes y me atrae mejorar procesos con datos en un equipo que crece.',
  'En mi último puesto coordiné a doce personas del turno de noche: propuse una reunión de diez minutos al empezar y en tres meses redujimos los errores de preparación un 25 %.',
];

empresaDelArchivo(
  {
    nombreLegal: 'Vigía Talento S.L.',
    nombreComercial: 'Vigía Talento',
    cif: completarCif('B', '9000151'),
    email: 'rrhh@vigia.test',
    licencias: { activas: 2, total: 2 },
  },
  ADMIN,
  (pila, hecha) => {
    e2e = pila;
    ({ adminToken } = hecha);
  },
);

/** An interview scheduled, taken and finished through the candidate's public routes; its id once reported. */
async function entrevistaConInforme(): Promise<string> {
  const { id, token } = await entrevistaProgramada(e2e, adminToken, CANDIDATO);
  const base = `/api/publico/entrevistas/${token}`;
  const pagina = await e2e.api('GET', base);
  expect(
    (await e2e.api('POST', `${base}/consentimiento`, { body: { acepto: true, version: pagina.body.data.aviso.version } })).status,
  ).toBe(200);
  for (const [n, texto] of RESPUESTAS.entries())
    expect((await e2e.api('PUT', `${base}/respuestas/${n}`, { body: { texto } })).status).toBe(200);
  expect((await e2e.api('POST', `${base}/finalizar`)).status).toBe(200);
  await expect
    .poll(async () => (await e2e.api('GET', `/api/entrevistas/${id}`, { token: adminToken })).body.data.estado, { timeout: 30_000 })
    .toBe('analizada');
  return id;
}

/** Nothing on the page is wider than the screen. */
const sinDesbordar = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('the oversight record, evidence first and the AI’s pause', () => {
  it('reviews evidence first, reads the record, pauses the AI and exports the period (1366 px, then 390 px)', async () => {
    const id = await entrevistaConInforme();
    const contexto = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await contexto.newPage();
    await entrarAlPanel(page, e2e.web, ADMIN);

    await page.goto(`${e2e.web}/informes?entrevista=${id}`);
    const completo = page.getByRole('dialog', { name: `Informe de ${CANDIDATO.nombre}` });
    const form = completo.getByRole('form', { name: 'Revisión del informe' });
    await form.waitFor();
    // Evidence first: the quotes are above the decision, closed; confirming the analyzer's
    // recommendation (it never recommends) is refused until each one is open.
    const evidencia = form.getByRole('group', { name: 'Evidencia de cada competencia' });
    await evidencia.waitFor();
    await form.getByRole('radiogroup').getByText('No recomendado', { exact: true }).click();
    await form.getByLabel('Comentario').fill('De acuerdo con el analizador: faltan ejemplos en varias competencias.');
    expect(await form.getByLabel('Motivo del cambio').count()).toBe(0);
    await form.getByRole('button', { name: 'Guardar revisión' }).click();
    // The built-in analyzer's report: not called the AI's (D113).
    await evidencia.getByText(/^Abre las citas de cada competencia antes de confirmar la recomendación del analizador/).waitFor();
    await evidencia.scrollIntoViewIfNeeded();
    await screenshot(page, 'supervision-evidencia-1366');
    // The same form at 390 px: the quotes' buttons and the message fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await evidencia.scrollIntoViewIfNeeded();
    expect(await completo.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await screenshot(page, 'supervision-evidencia-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    const verCitas = evidencia.getByRole('button', { name: /^Ver citas de / });
    const total = await verCitas.count();
    expect(total).toBeGreaterThan(0);
    while (await verCitas.count()) await verCitas.first().click();
    await evidencia.getByText(`${total} de ${total} leídas`).waitFor();
    await form.getByRole('button', { name: 'Guardar revisión' }).click();
    await page.getByText('Revisión guardada').first().waitFor();

    // The interview's record, under the review: start, end, report and the review with the quotes opened.
    const registro = completo.getByRole('list', { name: 'Entradas del registro de supervisión' });
    await expect.poll(async () => registro.getByTestId('entrada-supervision').count(), { timeout: 10_000 }).toBe(4);
    const textos = await registro.getByTestId('entrada-supervision').allTextContents();
    expect(textos.map((t) => t.split(/\d/)[0])).toEqual(['Entrevista iniciada', 'Entrevista finalizada', 'Informe', 'Revisión']);
    expect(textos[2]).toContain('Analizador integrado');
    expect(textos[3]).toContain(`Citas abiertas: ${total} de ${total}`);
    expect(textos.join(' ')).not.toContain(CANDIDATO.email);
    await registro.scrollIntoViewIfNeeded();
    await screenshot(page, 'supervision-registro-1366');
    await completo.getByRole('button', { name: 'Cerrar' }).first().click();

    // Configuración: the pause, recorded with who and when; the period's CSV holds it.
    await page.goto(`${e2e.web}/configuracion`);
    const seccion = page.getByRole('region', { name: 'Supervisión de la IA' });
    await seccion.waitFor();
    await seccion.getByText('Pausar la IA').click();
    await seccion.getByText(new RegExp(`^En pausa desde el .*\\(${ADMIN.nombre}\\)`)).waitFor();
    const [descarga] = await Promise.all([page.waitForEvent('download'), seccion.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^supervision_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await descarga.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const filas = csv.trim().split('\r\n');
    expect(filas[0]).toContain('id,fecha,tipo,tipo_etiqueta,entrevista_id');
    expect(filas.slice(1).map((f) => f.split(',')[2])).toEqual([
      'entrevista_iniciada',
      'entrevista_finalizada',
      'informe',
      'revision',
      'ia_pausada',
    ]);
    await seccion.scrollIntoViewIfNeeded();
    await screenshot(page, 'supervision-configuracion-1366');

    // At 390 px: the section and the report's record, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await seccion.scrollIntoViewIfNeeded();
    expect(await sinDesbordar(page)).toBe(true);
    await screenshot(page, 'supervision-configuracion-390');
    await page.goto(`${e2e.web}/informes?entrevista=${id}`);
    await registro.waitFor();
    await registro.scrollIntoViewIfNeeded();
    expect(await completo.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await screenshot(page, 'supervision-registro-390');
    await contexto.close();
  }, 240_000);
});

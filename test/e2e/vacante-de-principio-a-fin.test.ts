// Issue 66's «Done when», in one journey from where a new customer starts (the onboarding wizard and the
// admin's first sign-in): the admin creates a vacancy with the form's defaults (a title, a place and the
// deep interview), publishes its link; three people apply through it — one on a 390 px phone with the
// keyboard only — and each takes the interview on the page it lands on; the built-in analyzer reports on
// all three. The reviewer compares them side by side (ordered by the report's mean, with «La decisión la
// toma una persona»), moves one to «Finalista», rejects the other two in one bulk action with the outcome
// mail edited once, watches its progress to the end (each one mailed the edited text, once), and exports
// the vacancy's CSV, read back and checked. Screenshots of each step pass axe.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEBIL, FUERTE } from '../testing/entrevistas-prueba.js';
import { cifPrueba } from '../testing/empresa-prueba.js';
import { fotoSinHallazgos } from './browser.js';
import { correosDe } from './candidato-fixtures.js';
import { clienteNuevo, empresaPorOnboarding, primerAccesoAdmin, responderYFinalizar } from './cliente-nuevo.js';
import { expectEnPantalla } from './geometria.js';
import { paginaEnPanel, pilaDelArchivo, type E2E } from './e2e-stack.js';
import { elegirConTeclado, nuevaVacante } from './vacante-panel.js';
import { tabHasta } from './teclado.js';

let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));

const C = clienteNuevo({
  marca: 'Faro Selección',
  cif: cifPrueba('Faro Selección'),
  admin: { nombre: 'Maite Faro', password: 'Atalaya-Clave-2026' },
  candidato: { nombre: 'No Aplica', posicion: 'Mozo' },
});
const TITULO = 'Responsable de almacén';
/** Who applies, how, and what they answer (their reports differ so the comparison has an order). */
const PERSONAS = [
  { nombre: 'Amaia Goikoetxea', email: 'amaia@postula.test', respuestas: FUERTE, movil: true },
  { nombre: 'Gorka Etxebarria', email: 'gorka@postula.test', respuestas: DEBIL, movil: false },
  {
    nombre: 'Lucía Navarro',
    email: 'lucia@postula.test',
    respuestas: DEBIL.map((r) => `${r} Prefiero no dar más detalles.`),
    movil: false,
  },
] as const;
const ASUNTO = 'Tu candidatura a responsable de almacén';

let direccion = '';
let tokenAdmin = '';

async function abrirProceso(page: Page) {
  await page.getByRole('button', { name: `Candidatos de la vacante ${TITULO}` }).click();
  const proceso = page.getByRole('dialog', { name: `Candidatos · ${TITULO}` });
  return { proceso, columna: (etapa: string) => proceso.getByRole('region', { name: etapa, exact: true }) };
}

describe("issue 66's journey: a vacancy from its link to the decision", () => {
  it('a new customer: the company by the wizard, the admin’s first sign-in', async () => {
    await empresaPorOnboarding(e2e, C);
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await primerAccesoAdmin(e2e, page, C);
    tokenAdmin = (await page.evaluate(() => localStorage.getItem('talentia.authToken'))) ?? '';
    expect(tokenAdmin).not.toBe('');
    await page.close();
  }, 120_000);

  it('a vacancy with the form’s defaults and the deep interview; its link published', async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/vacantes' });
    const tarjeta = await nuevaVacante(page, TITULO, 'Zaragoza', 'Entrevistas en Profundidad');
    await tarjeta.getByRole('button', { name: `Enlace de empleo de la vacante ${TITULO}` }).click();
    const enlace = page.getByRole('dialog', { name: `Enlace de empleo · ${TITULO}` });
    await enlace.getByRole('button', { name: 'Publicar enlace' }).click();
    await expect.poll(() => enlace.getByLabel('Enlace publicado').inputValue(), { timeout: 20_000 }).toMatch(/\/empleo\//);
    direccion = await enlace.getByLabel('Enlace publicado').inputValue();
    await page.close();
  }, 60_000);

  it('three people apply through the link (one at 390 px by keyboard only) and take the interview; each is analysed', async () => {
    for (const p of PERSONAS) {
      const page = p.movil
        ? await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
        : await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.goto(direccion);
      await page.getByRole('heading', { level: 1, name: TITULO }).waitFor({ timeout: 30_000 });
      if (p.movil) {
        // Every field reached with Tab, the box ticked with Space, sent with Enter.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await tabHasta(page, 'input[name=nombre]');
        await page.keyboard.type(p.nombre);
        await tabHasta(page, 'input[name=email]');
        await page.keyboard.type(p.email);
        await tabHasta(page, 'input[name=acepto]');
        await page.keyboard.press('Space');
        await tabHasta(page, 'button[type=submit]');
        await expectEnPantalla(page, page.getByRole('button', { name: 'Presentarme y empezar la entrevista' }), 'el botón de enviar');
        await page.keyboard.press('Enter');
      } else {
        await page.getByLabel('Nombre y apellidos').fill(p.nombre);
        await page.getByLabel('Email').fill(p.email);
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Presentarme y empezar la entrevista' }).click();
      }
      await page.waitForURL(/\/entrevista\/tok_/, { timeout: 30_000 });
      // The interview's own notice (what the AI does with the answers), accepted before the first question.
      const aviso = page.getByText(/He leído el aviso/);
      await aviso.waitFor({ timeout: 30_000 });
      if (p.movil) {
        await tabHasta(page, 'input[type=checkbox]');
        await page.keyboard.press('Space');
      } else await aviso.click();
      await responderYFinalizar(page, undefined, p.respuestas);
      if (p.movil) await fotoSinHallazgos(page, 'vacante-recorrido-gracias-movil', 'la entrevista terminada a 390 px tras presentarse');
      await page.close();
    }
    // The built-in analyzer reports on all three (the board moves each to «Entrevistado» when it ends).
    await expect
      .poll(
        async () => {
          const r = await e2e.api('GET', '/api/entrevistas?estado=analizada', { token: tokenAdmin });
          return (r.body.data?.items ?? []).length;
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe(3);
  }, 300_000);

  it('the reviewer compares the three, moves one to «Finalista» and rejects the other two at once with the edited mail; the CSV says so', async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/vacantes' });
    const { proceso, columna } = await abrirProceso(page);
    for (const p of PERSONAS) await columna('Entrevistado').getByRole('listitem', { name: p.nombre }).waitFor({ timeout: 20_000 });

    // Side by side, ordered by the report's mean: the lived answers first; a person decides.
    await proceso.getByRole('button', { name: 'Comparar', exact: true }).click();
    const comparar = page.getByRole('dialog', { name: `Comparar candidatos · ${TITULO}` });
    for (const p of PERSONAS) {
      await comparar.getByText(`${p.nombre} · Entrevistado`).click();
      await expect.poll(() => comparar.getByRole('checkbox', { name: new RegExp(p.nombre) }).isChecked()).toBe(true);
    }
    await comparar.getByRole('button', { name: 'Comparar', exact: true }).click();
    const tabla = comparar.getByRole('table');
    await tabla.waitFor({ timeout: 20_000 });
    await comparar.getByLabel('Ordenar las columnas').selectOption({ label: 'Por la media del informe, de mayor a menor' });
    await expect.poll(async () => (await tabla.getByRole('columnheader').allTextContents())[1]).toMatch(/^Amaia Goikoetxea/);
    await comparar.getByTestId('aviso-comparacion').getByText('La decisión la toma una persona.').waitFor();
    expect(await tabla.getByRole('row').filter({ hasText: 'Recomendación del informe' }).textContent()).toMatch(/Recomendado/);
    await fotoSinHallazgos(page, 'vacante-recorrido-comparar', 'los tres candidatos de la vacante comparados');
    await page.keyboard.press('Escape');
    await comparar.waitFor({ state: 'detached' });

    // Amaia to «Finalista» by the named control on her card.
    await columna('Entrevistado')
      .getByRole('listitem', { name: 'Amaia Goikoetxea' })
      .getByLabel('Etapa de Amaia Goikoetxea')
      .selectOption({ label: 'Finalista' });
    await page.getByRole('status').filter({ hasText: 'Candidato movido a «Finalista»' }).waitFor({ timeout: 20_000 });
    await columna('Finalista').getByRole('listitem', { name: 'Amaia Goikoetxea' }).waitFor();

    // The other two rejected in one action, the mail edited once for both.
    await elegirConTeclado(page, columna('Entrevistado'), ['Gorka Etxebarria', 'Lucía Navarro']);
    const barra = proceso.getByRole('region', { name: 'Acciones en bloque' });
    await barra.getByText('2 candidatos elegidos').waitFor();
    await barra.getByRole('button', { name: 'Rechazar…' }).click();
    const rechazo = page.getByRole('dialog', { name: 'Rechazar en bloque' });
    const asunto = rechazo.getByLabel('Asunto');
    await expect.poll(() => asunto.inputValue()).toMatch(/^Tu candidatura en Faro Selección/);
    await asunto.fill(ASUNTO);
    const mensaje = rechazo.getByLabel('Mensaje');
    await mensaje.fill(`${await mensaje.inputValue()}\n\nGracias por tu tiempo en la entrevista.`);
    await rechazo.getByRole('button', { name: 'Rechazar' }).click();
    await rechazo.waitFor({ state: 'detached', timeout: 20_000 });
    const progreso = proceso.getByRole('region', { name: 'Progreso de la acción en bloque' });
    await progreso.getByRole('progressbar', { name: 'Progreso de la acción en bloque' }).waitFor();
    await progreso.getByText('2 hechos · 0 sin hacer · 0 pendientes').waitFor({ timeout: 30_000 });
    const resultado = progreso.getByRole('region', { name: 'Resultado de cada candidato (se desplaza a lo ancho)' });
    await expect.poll(() => resultado.getByRole('row').filter({ hasText: 'Email enviado' }).count(), { timeout: 20_000 }).toBe(2);
    for (const nombre of ['Gorka Etxebarria', 'Lucía Navarro'])
      await columna('Descartado').getByRole('listitem', { name: nombre }).waitFor({ timeout: 20_000 });
    await fotoSinHallazgos(page, 'vacante-recorrido-rechazo', 'dos candidatos rechazados en bloque, con su progreso y su resultado');
    // Each got the edited mail, once; the finalist none.
    for (const p of PERSONAS) {
      const recibidos = (await correosDe(e2e, p.email)).filter((m) => m.subject === ASUNTO);
      expect(recibidos.length, p.nombre).toBe(p.nombre === 'Amaia Goikoetxea' ? 0 : 1);
      if (recibidos[0]) expect(recibidos[0].body.text).toContain('Gracias por tu tiempo en la entrevista.');
    }

    // The vacancy's CSV, read back: each person at the stage the board shows, and who moved them.
    await progreso.getByRole('button', { name: 'Cerrar' }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), proceso.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const filas = parse(await readFile((await csv.path())!, 'utf8'), { bom: true }) as string[][];
    expect(filas[0]).toEqual(['nombre', 'email', 'etapa', 'unido_en', 'ultimo_movimiento', 'movido_por']);
    expect(
      filas
        .slice(1)
        .map((f) => [f[0], f[1], f[2], f[5]])
        .sort(),
    ).toEqual([
      ['Amaia Goikoetxea', 'amaia@postula.test', 'Finalista', C.admin.nombre],
      ['Gorka Etxebarria', 'gorka@postula.test', 'Descartado', C.admin.nombre],
      ['Lucía Navarro', 'lucia@postula.test', 'Descartado', C.admin.nombre],
    ]);
    await page.close();
  }, 180_000);
});

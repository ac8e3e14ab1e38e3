// A new company's own interview template and first steps in the browser (issue 54 item 10, D164),
// where a new customer starts: its admin signs in for the first time and sees 'Primeros pasos' on the
// dashboard; on Servicios HR makes a template from a platform one (the form's default choice), edits
// a question and saves version 2; schedules an interview with it from Entrevistas; and the dashboard
// ticks the first interview. Screenshots of each screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { screenshot } from './browser.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { nombre: 'Nuria Campos', email: 'nuria@lince.test', password: 'Lince-Clave-2026' };
const CANDIDATA = { nombre: 'Irene Vidal', email: 'irene.vidal@correo.test', posicion: 'Dependienta' };

empresaDelArchivo(
  {
    nombreLegal: 'Lince Retail S.L.',
    nombreComercial: 'Lince',
    cif: completarCif('B', '7000016'),
    email: 'info@lince.test',
    // Scheduling takes a licence (D63).
    licencias: { activas: 1, total: 1 },
  },
  ADMIN,
  async (pila, { adminToken }) => {
    e2e = pila;
    const res = await e2e.api('POST', '/api/candidatos', { token: adminToken, body: CANDIDATA });
    if (res.status !== 201) throw new Error(`create candidate: ${res.status} ${JSON.stringify(res.body)}`);
  },
);

/** The datetime-local value of tomorrow at `hora` on the clock of `zona`. */
function mananaEnZona(hora: string, zona: string): string {
  const fecha = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 86_400_000),
  );
  return `${fecha}T${hora}`;
}

async function elegir(page: Page, dialog: ReturnType<Page['getByRole']>, campo: string, texto: string, opcion: string) {
  await dialog.getByRole('combobox', { name: campo }).fill(texto);
  await page.getByRole('option', { name: new RegExp(opcion) }).click();
  await expect.poll(() => dialog.getByRole('combobox', { name: campo }).inputValue()).toBe(opcion);
}

const paso = (page: Page, titulo: string) => page.getByRole('list', { name: 'Primeros pasos' }).locator('li', { hasText: titulo });

describe('a company template and the first steps', () => {
  it('the new admin makes a template from a platform one, schedules with it, and the checklist ticks', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    // The dashboard of a new company: its first steps, the candidate already added.
    await page.getByRole('list', { name: 'Primeros pasos' }).waitFor();
    await page.getByText('1 de 5 completados').waitFor();
    expect(await paso(page, 'Añade un candidato').getAttribute('data-hecho')).toBe('true');
    expect(await paso(page, 'Programa tu primera entrevista').getAttribute('data-hecho')).toBe('false');
    await screenshot(page, 'primeros-pasos-inicio');

    // Servicios HR: a template of the company's own, from the platform's first offered one.
    await page.getByRole('link', { name: 'Servicios HR' }).click();
    await page.getByRole('heading', { name: 'Plantillas de tu empresa' }).waitFor();
    await page.getByText('Tu empresa todavía no tiene plantillas propias.').waitFor();
    const base = await page.getByLabel('Partir de la plantilla').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text);
    await page.getByRole('button', { name: 'Crear plantilla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar plantilla' });
    await dialog.getByText(`${base} (copia) · versión 1 · basada en ${base}`).waitFor();
    await dialog.getByLabel(/^Nombre/).fill('Entrevista de tienda');
    await dialog.getByRole('tab', { name: 'Preguntas' }).click();
    await dialog
      .getByLabel(/^Pregunta 1/)
      .first()
      .fill('Cuéntame la vez que atendiste a un cliente enfadado en tienda. ¿Qué hiciste?');
    await screenshot(page, 'plantilla-propia-editor');
    await dialog.getByRole('button', { name: 'Guardar nueva versión' }).click();
    await dialog.waitFor({ state: 'detached' });
    const tarjeta = page.getByTestId('plantilla-propia').filter({ hasText: 'Entrevista de tienda' });
    await tarjeta.getByText('Versión 2').waitFor();
    await tarjeta.getByText(new RegExp(`Basada en ${base}`)).waitFor();
    await screenshot(page, 'plantillas-propias');

    // Its versions: the first keeps the platform's question.
    await tarjeta.getByRole('button', { name: 'Versiones de Entrevista de tienda' }).click();
    const historial = page.getByRole('dialog', { name: 'Versiones de Entrevista de tienda' });
    await historial.getByRole('button', { name: 'Ver versión 1' }).click();
    await historial.getByText(new RegExp(`Diseño de la versión 1: ${base} \\(copia\\)`)).waitFor();
    await historial.getByRole('heading', { name: 'Rúbrica' }).waitFor();
    expect(await historial.getByText('Cuéntame la vez que atendiste a un cliente enfadado').count()).toBe(0);
    await screenshot(page, 'plantilla-propia-version-1');
    await historial.getByRole('button', { name: 'Volver a las versiones' }).click();
    await historial.getByRole('button', { name: 'Ver versión 2' }).waitFor();
    await historial.getByRole('button', { name: 'Cerrar' }).first().click();
    await historial.waitFor({ state: 'detached' });

    // Entrevistas: scheduled with the company's template like a platform one.
    await page.getByRole('link', { name: 'Entrevistas' }).click();
    await page.getByRole('button', { name: 'Programar entrevista' }).first().click();
    const programar = page.getByRole('dialog', { name: 'Programar entrevista' });
    await programar.getByLabel('Fecha y hora').waitFor();
    await elegir(page, programar, 'Candidato', 'irene', CANDIDATA.nombre);
    await elegir(page, programar, 'Servicio de IA', 'tienda', 'Entrevista de tienda');
    const zona = await programar.getByLabel('Zona horaria').inputValue();
    await programar.getByLabel('Fecha y hora').fill(mananaEnZona('10:00', zona));
    await screenshot(page, 'plantilla-propia-programar');
    await programar.getByRole('button', { name: 'Programar entrevista' }).click();
    await programar.waitFor({ state: 'detached' });
    const entrevista = page.getByTestId('entrevista').filter({ hasText: CANDIDATA.nombre });
    await entrevista.getByText('Entrevista de tienda').waitFor();

    // The dashboard ticks the first interview; the admin dismisses the list.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('2 de 5 completados').waitFor();
    expect(await paso(page, 'Programa tu primera entrevista').getAttribute('data-hecho')).toBe('true');
    await screenshot(page, 'primeros-pasos-entrevista');
    await page.getByRole('button', { name: 'Ocultar' }).click();
    await page.getByRole('list', { name: 'Primeros pasos' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('group', { name: 'Candidatos' }).waitFor();
    expect(await page.getByRole('list', { name: 'Primeros pasos' }).count()).toBe(0);
    await page.context().close();
  });
});

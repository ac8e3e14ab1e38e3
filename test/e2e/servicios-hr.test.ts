// HR service templates in the browser, against the whole local stack (D59): the superadmin
// creates a service with its design (the form refuses a question whose competency the rubric
// lacks, on the tab that shows it), reads a seeded design, and deactivates the new service; an
// operator sees it inactive, cannot run it, and has no way to edit it.
import { describe, expect, it } from 'vitest';
import { animacionesTerminadas, screenshot, sinAvisos } from './browser.js';
import { expectClicable } from './geometria.js';
import { empresaDelArchivo, paginaEnPanel, SUPERADMIN, usuarioDeEmpresa, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { nombre: 'Elsa Prieto', email: 'elsa@faro.test', password: 'Faro-Clave-2026' };
const OPERADOR = { nombre: 'Omar Gil', email: 'omar@faro.test', password: 'Pnbs-Clave-2026' };

empresaDelArchivo(
  { nombreLegal: 'Faro Consultores S.L.', nombreComercial: 'Faro', cif: 'B70000021', email: 'info@faro.test' },
  ADMIN,
  async (pila, { adminToken }) => {
    e2e = pila;
    await usuarioDeEmpresa(e2e, adminToken, { ...OPERADOR, rol: 'operador' });
  },
);

describe('HR services in the browser', () => {
  it('the superadmin creates a service with its design and deactivates it', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 900 });
    await page.goto(`${e2e.web}/servicios-hr`);
    await page.getByTestId('servicio').nth(2).waitFor();
    expect(await page.getByTestId('servicio').count()).toBe(3);
    await screenshot(page, 'servicios-hr');

    // A seeded design, to read.
    await page.getByRole('button', { name: 'Ver el diseño de Entrevistas en Profundidad' }).click();
    const diseno = page.getByRole('dialog', { name: 'Entrevistas en Profundidad' });
    await diseno.getByText('Competencias (STAR)').waitFor();
    await diseno.getByRole('cell', { name: 'Trabajo en equipo' }).waitFor();
    await screenshot(page, 'servicios-hr-diseno');
    await diseno.getByRole('button', { name: 'Cerrar' }).first().click();
    await diseno.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Nuevo servicio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await dialog.getByLabel(/^Nombre/).fill('Entrevista Comercial');
    await dialog.getByLabel(/^Código/).fill('entrevista-comercial');
    await dialog.getByRole('tab', { name: 'Prompts' }).click();
    await dialog.getByLabel(/^Prompt del usuario/).fill('Candidato {nombre} para {posicion}');
    await dialog.getByRole('tab', { name: 'Preguntas' }).click();
    await dialog.getByRole('button', { name: 'Añadir fase' }).click();
    await dialog.getByLabel(/^Fase 1/).fill('Ventas');
    await dialog.getByLabel(/^Pregunta 1/).fill('Cuéntame la venta más difícil que cerraste. ¿Qué hiciste y qué resultado obtuviste?');
    await dialog.getByLabel(/^Qué explora/).fill('Cierre de ventas (STAR)');
    await dialog.getByLabel(/^Competencia/).fill('Negociación');
    // Without the competency in the rubric the form refuses, and shows where.
    await dialog.getByRole('tab', { name: 'General' }).click();
    await dialog.getByRole('button', { name: 'Crear servicio' }).click();
    await dialog
      .getByText('La competencia «Negociación» no está en la rúbrica: añádela con sus anclas o elige una de la rúbrica')
      .waitFor();
    await screenshot(page, 'servicios-hr-formulario');

    await dialog.getByRole('tab', { name: 'Rúbrica' }).click();
    await dialog.getByRole('button', { name: 'Añadir competencia' }).click();
    await dialog.getByLabel(/^Competencia 1/).fill('Negociación');
    await dialog.getByLabel(/^Nivel bajo/).fill('Cede sin obtener nada a cambio.');
    await dialog.getByLabel(/^Nivel medio/).fill('Negocia el precio con algún argumento.');
    await dialog.getByLabel(/^Nivel alto/).fill('Busca acuerdos de valor para ambas partes y los cierra.');
    await dialog.getByRole('button', { name: 'Crear servicio' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('servicio').filter({ hasText: 'Entrevista Comercial' });
    await card.getByText('entrevista-comercial · versión 1').waitFor();
    await card.getByText('45 min · 1 fase · 1 pregunta').waitFor();

    // Deactivate: the badge, the disabled run button, the next version.
    await card.getByText('Activo').click();
    await card.getByText('Inactivo').waitFor();
    await card.getByText('entrevista-comercial · versión 2').waitFor();
    // Not runnable: an inactive template is not offered to the company (D162), so its «Ejecutar» is
    // absent, or disabled while the offer is being read. Checked in one look at the page: a count and
    // then isDisabled() raced the offer's arrival (the button left between the two, and isDisabled
    // waited 30 s for it).
    const ejecutar = card.getByRole('button', { name: 'Ejecutar Entrevista Comercial' });
    expect(await ejecutar.evaluateAll((botones) => botones.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);

    // The form fits a phone: a tab, the first field and both buttons are on screen once it has opened.
    // (After the toasts of the changes above have gone: they sit over the bottom of a phone's screen for 4 s.)
    await page.setViewportSize({ width: 390, height: 844 });
    await sinAvisos(page);
    await page.getByRole('button', { name: 'Nuevo servicio' }).click();
    const movil = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await movil.getByLabel(/^Nombre/).waitFor();
    await animacionesTerminadas(page);
    for (const [que, control] of [
      ['pestaña Rúbrica', movil.getByRole('tab', { name: 'Rúbrica' })],
      ['Nombre', movil.getByLabel(/^Nombre/)],
      ['Cancelar', movil.getByRole('button', { name: 'Cancelar' })],
      ['Crear servicio', movil.getByRole('button', { name: 'Crear servicio' })],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      await expectClicable(page, control, que);
    }
    await screenshot(page, 'servicios-hr-formulario-390');
    await page.close();
  });

  it('an operator sees it inactive, cannot run it and cannot edit any service', async () => {
    const page = await paginaEnPanel(e2e, OPERADOR, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/servicios`);
    await page.getByText('Solo el Super Admin puede crear/actualizar/eliminar/editar servicios HR').waitFor();
    const card = page.getByTestId('servicio').filter({ hasText: 'Entrevista Comercial' });
    await card.getByText('Inactivo').waitFor();
    // Not runnable: an inactive template is not offered to the company (D162), so its «Ejecutar» is
    // absent, or disabled while the offer is being read.
    const ejecutar = card.getByRole('button', { name: 'Ejecutar Entrevista Comercial' });
    expect((await ejecutar.count()) === 0 || (await ejecutar.isDisabled())).toBe(true);
    expect(await page.getByRole('button', { name: 'Nuevo servicio' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Editar / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar / }).count()).toBe(0);

    // Running an active one opens the scheduling form with it chosen (D162).
    const activo = page.getByRole('button', { name: 'Ejecutar Test Vocacional' });
    await activo.scrollIntoViewIfNeeded();
    await expectClicable(page, activo, 'el botón Ejecutar en un teléfono');
    await activo.click();
    const dialogo = page.getByRole('dialog', { name: 'Programar entrevista' });
    await expect
      .poll(() => dialogo.getByRole('combobox', { name: /Servicio de IA/ }).inputValue(), { timeout: 20_000 })
      .toBe('Test Vocacional');
    await screenshot(page, 'servicios-hr-operador-movil');

    // Nor through the API.
    const op = await e2e.api('POST', '/api/auth/login', { body: { email: OPERADOR.email, password: OPERADOR.password } });
    const put = await e2e.api('PUT', '/api/servicios-hr/entrevista-comercial', {
      token: op.body.data.token,
      body: { configuracion: { activo: true } },
    });
    expect(put.status).toBe(403);
    await page.close();
  });
});

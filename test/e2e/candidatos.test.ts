// Candidates in the browser, against the whole local stack (D53, D54): an admin creates two
// candidates from the dialog, searches without accents, edits one, moves its status, downloads the filtered
// list as CSV (D186), filters by a vacancy and a period of the creation date and exports that (D196),
// adds both to a vacancy at once from the list (D200, everyone the list shows: D203), and deletes one.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { animacionesTerminadas, fotoSinHallazgos, screenshot } from './browser.js';
import { expectClicable, expectEnPantalla } from './geometria.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
let vacanteId: string;
const ADMIN = { nombre: 'Rita Campos', email: 'rita@cantera.test', password: 'Cantera-Clave-2026' };

empresaDelArchivo(
  { nombreLegal: 'Cantera Talento S.A.S.', nombreComercial: 'Cantera', cif: 'B70000013', email: 'info@cantera.test' },
  ADMIN,
  async (pila, hecha) => {
    e2e = pila;
    adminToken = hecha.adminToken;
    // A vacancy to filter by (set-up data): the screen's select lists the company's vacancies.
    const yo = (await e2e.api('GET', '/api/oauth/verify', { token: adminToken })).body.data.user;
    const v = await e2e.api('POST', '/api/vacantes', {
      token: adminToken,
      body: { titulo: 'Analista en Vigo', lugar: 'Vigo', responsableId: yo.id, servicioId: 'entrevistas-profundidad' },
    });
    if (v.status !== 201) throw new Error(`create vacancy: ${v.status} ${JSON.stringify(v.body)}`);
    vacanteId = v.body.data.id;
  },
);

/** A day `dias` from today, as the date inputs take it (UTC's: a day either side covers any company zone). */
const diaDesdeHoy = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);

describe('candidates in the browser', () => {
  it('creates, searches, edits, moves the status of and deletes a candidate', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    await page.getByRole('link', { name: 'Candidatos' }).click();
    await page.getByText('Todavía no hay candidatos').waitFor();

    const nuevo = async (nombre: string, email: string, posicion: string, habilidades: string) => {
      await page.getByRole('button', { name: 'Nuevo candidato' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo candidato' });
      await dialog.getByLabel('Nombre completo').fill(nombre);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Posición').fill(posicion);
      await dialog.getByLabel('Años de experiencia').fill('4');
      await dialog.getByLabel('Habilidades').fill(habilidades);
      await dialog.getByRole('button', { name: 'Crear candidato' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('candidato').filter({ hasText: nombre }).waitFor();
    };
    // The form refuses a bad email before calling the server.
    await page.getByRole('button', { name: 'Nuevo candidato' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo candidato' });
    await dialog.getByLabel('Nombre completo').fill('Sin Correo');
    await dialog.getByLabel('Email').fill('no-es-un-email');
    await dialog.getByRole('button', { name: 'Crear candidato' }).click();
    await dialog.getByText('Introduce un email válido').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await nuevo('José Muñoz', 'jose.munoz@correo.test', 'Analista de Datos', 'SQL, Python');
    await nuevo('Lucía Ortega', 'lucia@correo.test', 'Diseñadora', 'Figma');
    await screenshot(page, 'candidatos');

    // Search without accents.
    await page.getByLabel('Buscar candidatos').fill('munoz');
    await expect.poll(() => page.getByTestId('candidato').count()).toBe(1);
    await page.getByTestId('candidato').filter({ hasText: 'José Muñoz' }).waitFor();
    await page.getByLabel('Buscar candidatos').fill('nadie');
    await page.getByText('No se encontraron candidatos').waitFor();
    await page.getByLabel('Buscar candidatos').fill('');
    await expect.poll(() => page.getByTestId('candidato').count()).toBe(2);

    // Edit.
    await page.getByRole('button', { name: 'Editar a José Muñoz' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar candidato' });
    await editar.getByLabel('Posición').fill('Científico de Datos');
    await editar.getByRole('button', { name: 'Guardar cambios' }).click();
    await editar.waitFor({ state: 'detached' });
    await page.getByTestId('candidato').filter({ hasText: 'Científico de Datos' }).waitFor();

    // Status: only the allowed changes are offered.
    const estado = page.getByLabel('Estado de José Muñoz');
    expect(await estado.locator('option').allTextContents()).toEqual(['Nuevo', 'Pasar a En proceso', 'Pasar a Rechazado']);
    await estado.selectOption('en_proceso');
    await page.getByTestId('candidato').filter({ hasText: 'José Muñoz' }).locator('.chakra-badge', { hasText: 'En proceso' }).waitFor();
    await expect.poll(() => estado.inputValue()).toBe('en_proceso');
    await page.getByLabel('Filtrar por estado').selectOption('en_proceso');
    await expect.poll(() => page.getByTestId('candidato').count()).toBe(1);
    await screenshot(page, 'candidatos-filtrados');
    // «Exportar CSV» downloads what the filter shows (D186): a dated file with a BOM, the status in Spanish.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^candidatos_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await csv.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const filas = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(filas[0]).toEqual(['nombre', 'email', 'telefono', 'puesto', 'posicion', 'estado', 'area', 'creado_en']);
    expect(filas.slice(1).map((f) => [f[0], f[1], f[4], f[5]])).toEqual([
      ['José Muñoz', 'jose.munoz@correo.test', 'Científico de Datos', 'En proceso'],
    ]);
    await page.getByLabel('Filtrar por estado').selectOption('');

    // A vacancy and a period (D196): José joins the vacancy (set-up, as its board would), the list keeps
    // him alone; a period around today keeps him, a turned-round one is said and not asked for, one after
    // today leaves nobody; «Exportar CSV» gives what the filters show.
    const jose = (await e2e.api('GET', '/api/candidatos?q=munoz', { token: adminToken })).body.data.items[0];
    const unido = await e2e.api('POST', `/api/vacantes/${vacanteId}/candidatos`, { token: adminToken, body: { candidatoId: jose.id } });
    expect(unido.status, JSON.stringify(unido.body)).toBe(201);
    await page.getByLabel('Filtrar por vacante').selectOption({ label: 'Analista en Vigo' });
    await expect.poll(() => page.getByTestId('candidato').count()).toBe(1);
    await page.getByTestId('candidato').filter({ hasText: 'José Muñoz' }).waitFor();
    await page.getByLabel('Desde').fill(diaDesdeHoy(-1));
    await page.getByLabel('Hasta').fill(diaDesdeHoy(1));
    await page.getByTestId('candidato').filter({ hasText: 'José Muñoz' }).waitFor();
    await screenshot(page, 'candidatos-vacante-periodo');
    const [csvVacante] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const filasVacante = parse(await readFile((await csvVacante.path())!, 'utf8'), { bom: true }) as string[][];
    expect(filasVacante.slice(1).map((f) => f[0])).toEqual(['José Muñoz']);
    await page.getByLabel('Desde').fill(diaDesdeHoy(2));
    await page.getByRole('alert').filter({ hasText: 'La fecha «hasta» no puede ser anterior a «desde»' }).waitFor();
    expect(await page.getByTestId('candidato').count()).toBe(1);
    await page.getByLabel('Hasta').fill('');
    await page.getByText('No se encontraron candidatos').waitFor();
    await page.getByLabel('Desde').fill('');
    await page.getByLabel('Filtrar por vacante').selectOption('');
    await expect.poll(() => page.getByTestId('candidato').count()).toBe(2);

    // The profile: the details, the status with its allowed changes, a copy of the data.
    await page.getByRole('button', { name: 'Ver el perfil de José Muñoz' }).click();
    const perfil = page.getByRole('dialog', { name: 'José Muñoz' });
    await perfil.getByText('Científico de Datos').waitFor();
    await perfil.getByText('jose.munoz@correo.test').waitFor();
    await perfil.getByText('4 años').waitFor();
    await perfil.getByText('Todavía no tiene entrevistas.').waitFor();
    await screenshot(page, 'candidato-perfil');
    await perfil.getByLabel('Estado de José Muñoz en su perfil').selectOption('rechazado');
    await perfil.locator('.chakra-badge', { hasText: 'Rechazado' }).waitFor();
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      perfil.getByRole('button', { name: 'Exportar sus datos (JSON)' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^candidato-.+\.json$/);
    const exportado = JSON.parse(await readFile((await descarga.path())!, 'utf8'));
    expect(exportado.candidato).toMatchObject({ nombre: 'José Muñoz', estado: 'rechazado' });
    await perfil.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await perfil.waitFor({ state: 'detached' });
    // The list shows the change made in the profile.
    await page.getByTestId('candidato').filter({ hasText: 'José Muñoz' }).locator('.chakra-badge', { hasText: 'Rechazado' }).waitFor();

    // Both added to the vacancy at once (D200), at the dialog's default stage: José, already in it,
    // stays where he is and the result says so. One chosen with his box by the keyboard (Chakra's input
    // is visually hidden: focused, then Space), then everyone the list shows (D203: the server reads the
    // list's filters, none here, when the action is accepted).
    await page.getByRole('checkbox', { name: 'Elegir a José Muñoz' }).focus();
    await page.keyboard.press('Space');
    const elegidos = page.getByRole('region', { name: 'Candidatos elegidos' });
    await elegidos.getByText('1 candidato elegido').waitFor();
    await elegidos.getByRole('button', { name: 'Elegir a todos los candidatos' }).focus();
    await page.keyboard.press('Enter');
    await elegidos.getByText('Todos los candidatos: 2 candidatos').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Elegir a Lucía Ortega' }).isChecked()).toBe(true);
    await elegidos.getByRole('button', { name: 'Añadir a una vacante…' }).click();
    const anadir = page.getByRole('dialog', { name: 'Añadir a una vacante' });
    await anadir.getByLabel('Vacante').selectOption({ label: 'Analista en Vigo' });
    expect(await anadir.getByLabel('Etapa en la que entran').locator('option:checked').textContent()).toBe('Nuevo');
    await anadir.getByRole('button', { name: 'Añadir', exact: true }).click();
    const progreso = page.getByRole('region', { name: 'Progreso de la acción en bloque' });
    await progreso.getByRole('cell', { name: 'Ya estaba en la vacante' }).waitFor({ timeout: 30_000 });
    await progreso.getByText('2 hechos · 0 sin hacer · 0 pendientes').waitFor();
    await fotoSinHallazgos(page, 'candidatos-anadir-a-vacante', 'dos candidatos añadidos a una vacante desde la lista');
    await progreso.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByLabel('Filtrar por vacante').selectOption({ label: 'Analista en Vigo' });
    await expect.poll(() => page.getByTestId('candidato').count()).toBe(2);
    await page.getByLabel('Filtrar por vacante').selectOption('');

    // Delete.
    await page.getByRole('button', { name: 'Eliminar a Lucía Ortega' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    // The erasure takes the candidate's interviews, files and notices first (D163, D168): give it time.
    await expect.poll(() => page.getByTestId('candidato').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('Lucía Ortega').count()).toBe(0);
    await page.close();
  });

  it('at 390 px the cards and their actions fit the screen', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/candidatos`);
    const card = page.getByTestId('candidato').first();
    await card.waitFor();
    // The filters (one under another since D196's vacancy and dates) and each card's controls: inside
    // the screen once scrolled to, nothing covering them (the old check only looked at x).
    for (const [que, control] of [
      ['Estado', page.getByLabel('Filtrar por estado')],
      ['Vacante', page.getByLabel('Filtrar por vacante')],
      ['Desde', page.getByLabel('Desde')],
      ['Hasta', page.getByLabel('Hasta')],
      ['Perfil', page.getByRole('button', { name: 'Ver el perfil de José Muñoz' })],
      ['Editar', page.getByRole('button', { name: 'Editar a José Muñoz' })],
      ['Eliminar', page.getByRole('button', { name: 'Eliminar a José Muñoz' })],
      ['Estado del candidato', page.getByLabel('Estado de José Muñoz')],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      await expectClicable(page, control, que);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'candidatos-390');
    // The dialog fits a phone: its first field and both buttons are on screen once it has opened.
    await page.getByRole('button', { name: 'Nuevo candidato' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo candidato' });
    await dialog.getByLabel('Nombre completo').waitFor();
    await animacionesTerminadas(page);
    await expectEnPantalla(page, dialog.getByLabel('Nombre completo'), 'Nombre completo');
    for (const nombre of ['Cancelar', 'Crear candidato']) {
      const boton = dialog.getByRole('button', { name: nombre });
      await boton.scrollIntoViewIfNeeded();
      await expectClicable(page, boton, nombre);
    }
    await screenshot(page, 'candidato-dialog-390');
    await page.close();
  });
});

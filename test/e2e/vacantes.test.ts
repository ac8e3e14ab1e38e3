// Issue 66's first increment, from where a new customer starts (the onboarding wizard, the admin's
// first sign-in, a candidate and an interview through the screens): the admin opens a vacancy with
// the form's defaults (a title and a place), reads it as a card, puts it on hold with two positions,
// gives «Finalista» an interview of its own (D205); on a 390 px phone the screen and its dialog (the
// stages' interviews too) fit. The vacancy's board (D186): the candidate added
// through its search and moved to «Finalista» by the named control, downloaded as CSV from the dialog,
// the list view the same, the board at 390 px. Then, on Entrevistas, the list as CSV and «Reenviar
// invitación» from the interview's card: the candidate gets the same link again. The vacancy's public
// apply link (D187): a second vacancy with the form's defaults, its link published from the card, one
// person applying at 390 px with the keyboard only and another at a desktop, each landing on their
// interview's page, both on the board at «Invitado»; the two compared side by side at 390 px (D188); both
// moved at once to «En revisión» (D190), then a bulk rejection that tells why neither was rejected. A CSV
// imported into the first vacancy from its board (D191): its report row by row, the people at «Nuevo».
// The company's own stages (D195): one added from «Etapas del proceso», a column on the board, a
// candidate moved into it, and its deletion refused while she is there. Analytics' table of vacancies
// (D199) at 390 px.
// Screenshots of each step pass axe.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { vacantes as msg } from '../../shared/messages.js';
import { postulacion as msgPostulacion } from './mensajes.js';
import { fotoSinHallazgos } from './browser.js';
import { correosDe } from './candidato-fixtures.js';
import { candidatoConEntrevista, clienteNuevo, empresaPorOnboarding, primerAccesoAdmin } from './cliente-nuevo.js';
import { expectEnPantalla } from './geometria.js';
import { tabHasta } from './teclado.js';
import { entrarAlPanel, paginaEnPanel, pilaDelArchivo, type E2E } from './e2e-stack.js';
import { elegirConTeclado, nuevaVacante } from './vacante-panel.js';

let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));

const C = clienteNuevo({
  marca: 'Faro Vacantes',
  cif: 'B70000906',
  admin: { nombre: 'Nerea Faro', password: 'Atalaya-Clave-2026' },
  candidato: { nombre: 'Iker Roca', posicion: 'Dependiente' },
});
const TITULO = 'Dependiente/a de tienda';

/** How many mails the candidate has with the interview's link in them. */
async function invitaciones(enlace: string): Promise<number> {
  return (await correosDe(e2e, C.candidato.email)).filter((m) => (m.body.html ?? '').includes(enlace)).length;
}

let enlace = '';

describe('vacancies and the invitation resent from the interview (issue 66)', () => {
  it('the company, its admin, the candidate and the interview through the screens', async () => {
    await empresaPorOnboarding(e2e, C);
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await primerAccesoAdmin(e2e, page, C);
    enlace = await candidatoConEntrevista(e2e, page, C);
    await page.close();
  }, 240_000);

  it("a vacancy with the form's defaults: a title and a place", async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await entrarAlPanel(page, e2e.web, C.admin);
    await page.getByRole('link', { name: 'Vacantes' }).click();
    await page.getByText('Todavía no hay vacantes').waitFor();
    await fotoSinHallazgos(page, 'vacantes-vacia', 'Vacantes sin ninguna todavía');
    await page.getByRole('button', { name: 'Nueva vacante' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva vacante' });
    await dialog.getByLabel(/^Título/).fill(TITULO);
    // No place and not remote: said on its field, nothing sent.
    await dialog.getByRole('button', { name: 'Crear vacante' }).click();
    await dialog.getByText(msg.lugarORemoto).waitFor();
    await dialog.getByLabel('Lugar de trabajo').fill('Getxo');
    await fotoSinHallazgos(page, 'vacantes-nueva', 'el diálogo «Nueva vacante» relleno');
    await dialog.getByRole('button', { name: 'Crear vacante' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    const tarjeta = page.getByRole('article', { name: TITULO });
    await tarjeta.waitFor();
    for (const texto of ['Abierta', 'Getxo', 'Sin área', C.admin.nombre, 'Entrevistas en Profundidad', 'Sin fecha de cierre'])
      await tarjeta.getByText(texto, { exact: true }).waitFor();

    await tarjeta.getByRole('button', { name: `Editar la vacante ${TITULO}` }).click();
    const editar = page.getByRole('dialog', { name: 'Editar vacante' });
    await editar.getByLabel('Estado').selectOption({ label: 'En pausa' });
    await editar.getByLabel('Plazas').fill('2');
    await editar.getByRole('button', { name: 'Guardar cambios' }).click();
    await editar.waitFor({ state: 'detached', timeout: 20_000 });
    await tarjeta.getByText('En pausa', { exact: true }).waitFor();
    await tarjeta.getByText('2', { exact: true }).waitFor();

    // D205: «Finalista» with an interview of its own, another than the vacancy's; the card names it, and
    // the dialog opens with it chosen.
    await tarjeta.getByRole('button', { name: `Editar la vacante ${TITULO}` }).click();
    await editar.getByText('Otra entrevista en alguna etapa', { exact: true }).click();
    const finalista = editar.getByLabel('Entrevista en «Finalista»');
    const otra = (await finalista.locator('option').allTextContents()).find(
      (t) => !['La de la vacante', 'Entrevistas en Profundidad'].includes(t),
    )!;
    expect(otra, 'a second template offered to the company').toBeTruthy();
    await finalista.selectOption({ label: otra });
    expect(await editar.getByLabel('Entrevista en «Descartado»').count()).toBe(0);
    await fotoSinHallazgos(page, 'vacantes-plantilla-etapa', '«Editar vacante» con otra entrevista en «Finalista»');
    await editar.getByRole('button', { name: 'Guardar cambios' }).click();
    await editar.waitFor({ state: 'detached', timeout: 20_000 });
    await tarjeta.getByText(`Finalista: ${otra}`, { exact: true }).waitFor();
    await tarjeta.getByRole('button', { name: `Editar la vacante ${TITULO}` }).click();
    await expect.poll(() => finalista.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(otra);
    await editar.getByRole('button', { name: 'Cancelar' }).click();
    await editar.waitFor({ state: 'detached' });
    await page.getByLabel('Filtrar por estado').selectOption({ label: 'Abierta' });
    await page.getByText('No hay vacantes en ese estado').waitFor();
    await page.getByLabel('Filtrar por estado').selectOption({ label: 'En pausa' });
    await tarjeta.waitFor();
    await fotoSinHallazgos(page, 'vacantes-lista', 'la vacante en pausa, filtrada por estado');
    await page.close();
  }, 120_000);

  it('on a 390 px phone the list and the dialog fit the screen', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await entrarAlPanel(page, e2e.web, C.admin);
    await page.goto(`${e2e.web}/vacantes`);
    const tarjeta = page.getByRole('article', { name: TITULO });
    await tarjeta.scrollIntoViewIfNeeded();
    await expectEnPantalla(page, tarjeta, 'la tarjeta de la vacante');
    await tarjeta.getByRole('button', { name: `Editar la vacante ${TITULO}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar vacante' });
    await dialog.getByLabel('Plazas').waitFor();
    await expectEnPantalla(page, dialog.getByLabel(/^Título/), 'el título en el diálogo');
    await fotoSinHallazgos(page, 'vacantes-movil', '«Editar vacante» a 390 px');
    const finalista = dialog.getByLabel('Entrevista en «Finalista»');
    await finalista.scrollIntoViewIfNeeded();
    await expectEnPantalla(page, finalista, 'la entrevista de «Finalista» en el diálogo');
    await fotoSinHallazgos(page, 'vacantes-plantilla-etapa-movil', 'la entrevista de cada etapa a 390 px');
    await page.close();
  }, 120_000);

  it("the vacancy's candidates (D186): added through the search, moved by the named control, the list the same; a 390 px board", async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/vacantes' });
    await page
      .getByRole('article', { name: TITULO })
      .getByRole('button', { name: `Candidatos de la vacante ${TITULO}` })
      .click();
    const proceso = page.getByRole('dialog', { name: `Candidatos · ${TITULO}` });
    const columna = (etapa: string) => proceso.getByRole('region', { name: etapa, exact: true });
    await columna('Nuevo').getByText('Nadie en esta etapa.').waitFor();
    await proceso.getByRole('textbox', { name: 'Añadir candidato' }).fill('iker');
    await proceso.getByRole('button', { name: `Añadir a ${C.candidato.nombre}` }).click();
    await page.getByRole('status').filter({ hasText: msg.candidatoAnadido }).waitFor({ timeout: 20_000 });
    const tarjeta = columna('Nuevo').getByRole('listitem', { name: C.candidato.nombre });
    await tarjeta.waitFor();
    await tarjeta.getByText(new RegExp(`· ${C.admin.nombre}$`)).waitFor();
    // Twice is refused in Spanish; the board is unchanged.
    await proceso.getByRole('button', { name: `Añadir a ${C.candidato.nombre}` }).click();
    await page.getByRole('status').filter({ hasText: msg.yaEnVacante }).waitFor({ timeout: 20_000 });

    await tarjeta.getByLabel(`Etapa de ${C.candidato.nombre}`).selectOption({ label: 'Finalista' });
    await page.getByRole('status').filter({ hasText: 'Candidato movido a «Finalista»' }).waitFor({ timeout: 20_000 });
    await columna('Finalista').getByRole('listitem', { name: C.candidato.nombre }).waitFor();
    await columna('Nuevo').getByText('Nadie en esta etapa.').waitFor();
    await fotoSinHallazgos(page, 'vacantes-tablero', 'el tablero de la vacante con el candidato en «Finalista»');
    // «Exportar CSV» in the dialog downloads the whole vacancy (D186): the candidate at their stage, and who moved them.
    const [csv] = await Promise.all([page.waitForEvent('download'), proceso.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^candidatos_dependiente-a-de-tienda_\d{4}-\d{2}-\d{2}\.csv$/);
    const filas = parse(await readFile((await csv.path())!, 'utf8'), { bom: true }) as string[][];
    expect(filas[0]).toEqual(['nombre', 'email', 'etapa', 'unido_en', 'ultimo_movimiento', 'movido_por']);
    expect(filas.slice(1).map((f) => [f[0], f[1], f[2], f[5]])).toEqual([
      [C.candidato.nombre, C.candidato.email, 'Finalista', C.admin.nombre],
    ]);

    await proceso.getByRole('tab', { name: 'Lista' }).click();
    const fila = proceso.getByRole('row').filter({ hasText: C.candidato.nombre });
    await expect.poll(() => fila.getByLabel(`Etapa de ${C.candidato.nombre}`).inputValue()).toBe('finalista');
    await fotoSinHallazgos(page, 'vacantes-proceso-lista', 'la lista de candidatos de la vacante');
    await page.close();

    const movil = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await entrarAlPanel(movil, e2e.web, C.admin);
    await movil.goto(`${e2e.web}/vacantes`);
    await movil.getByRole('button', { name: `Candidatos de la vacante ${TITULO}` }).click();
    const enMovil = movil.getByRole('dialog', { name: `Candidatos · ${TITULO}` });
    await expectEnPantalla(movil, enMovil.getByRole('textbox', { name: 'Añadir candidato' }), 'la búsqueda de candidatos');
    const finalista = enMovil.getByRole('region', { name: 'Finalista', exact: true }).getByRole('listitem', { name: C.candidato.nombre });
    await finalista.scrollIntoViewIfNeeded();
    await expectEnPantalla(movil, finalista.getByLabel(`Etapa de ${C.candidato.nombre}`), 'el control «Etapa de…» en el tablero');
    await fotoSinHallazgos(movil, 'vacantes-tablero-movil', 'el tablero a 390 px');
    await movil.close();
  }, 180_000);

  it("«Reenviar invitación» on the interview's card: the candidate gets the same link again", async () => {
    expect(await invitaciones(enlace)).toBe(1);
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await entrarAlPanel(page, e2e.web, C.admin);
    await page.getByRole('link', { name: 'Entrevistas' }).click();
    const tarjeta = page.getByTestId('entrevista').filter({ hasText: C.candidato.nombre });
    await tarjeta.waitFor();
    // «Exportar CSV» on Entrevistas (D186): the interview with its template and its state in Spanish.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^entrevistas_\d{4}-\d{2}-\d{2}\.csv$/);
    const filas = parse(await readFile((await csv.path())!, 'utf8'), { bom: true }) as string[][];
    expect(filas.slice(1).map((f) => [f[0], f[1], f[2], f[3]])).toEqual([
      [C.candidato.nombre, C.candidato.email, 'Entrevistas en Profundidad', 'Programada'],
    ]);
    await tarjeta.getByRole('button', { name: `Reenviar la invitación a ${C.candidato.nombre}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Invitación reenviada a ${C.candidato.email}` })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => invitaciones(enlace)).toBe(2);
    await tarjeta.getByRole('button', { name: `Ver los detalles de la entrevista de ${C.candidato.nombre}` }).click();
    const detalle = page.getByRole('dialog', { name: `Entrevista de ${C.candidato.nombre}` });
    await detalle.getByText(/^Reenviada 1 vez · última el /).waitFor();
    await fotoSinHallazgos(page, 'entrevista-reenviada', 'los detalles de la entrevista tras reenviar la invitación');
    await page.close();
  }, 120_000);

  it('the apply link (D187): published from the card; one person applies at 390 px by keyboard, another at a desktop; both open their interview', async () => {
    const OFERTA = 'Cajero/a de supermercado';
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/vacantes' });
    const tarjeta = await nuevaVacante(page, OFERTA, 'Barakaldo');
    await tarjeta.getByText('Sin publicar', { exact: true }).waitFor();
    await tarjeta.getByRole('button', { name: `Enlace de empleo de la vacante ${OFERTA}` }).click();
    const enlaceDialog = page.getByRole('dialog', { name: `Enlace de empleo · ${OFERTA}` });
    await enlaceDialog.getByText('La vacante no tiene enlace publicado.').waitFor();
    await enlaceDialog.getByRole('button', { name: 'Publicar enlace' }).click();
    await page.getByRole('status').filter({ hasText: msgPostulacion.enlacePublicado }).waitFor({ timeout: 20_000 });
    const direccion = await enlaceDialog.getByLabel('Enlace publicado').inputValue();
    expect(direccion).toMatch(/\/empleo\/[A-Za-z0-9_-]{22}$/);
    await fotoSinHallazgos(page, 'vacantes-enlace', 'el enlace de empleo publicado');
    await enlaceDialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await tarjeta.getByText('Publicado', { exact: true }).waitFor();

    // A phone, the keyboard only: every field reached with Tab, the box ticked with Space, sent with Enter.
    const movil = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await movil.goto(direccion);
    await movil.getByRole('heading', { level: 1, name: OFERTA }).waitFor({ timeout: 30_000 });
    expect(await movil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Sent empty: each field says what to fix, the first one has the focus, nothing is stored.
    await tabHasta(movil, 'button[type=submit]');
    await movil.keyboard.press('Enter');
    await movil.getByText('Escribe tu nombre').waitFor();
    expect(await movil.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('nombre');
    await movil.keyboard.type('Amaia Goikoetxea');
    await tabHasta(movil, 'input[name=email]');
    await movil.keyboard.type('amaia@postula.test');
    await tabHasta(movil, 'input[name=telefono]');
    await movil.keyboard.type('600 111 222');
    await tabHasta(movil, 'input[name=acepto]');
    await movil.keyboard.press('Space');
    await fotoSinHallazgos(movil, 'empleo-movil', 'el formulario de la oferta a 390 px, relleno con el teclado');
    await tabHasta(movil, 'button[type=submit]');
    await expectEnPantalla(movil, movil.getByRole('button', { name: 'Presentarme y empezar la entrevista' }), 'el botón de enviar');
    await movil.keyboard.press('Enter');
    await movil.waitForURL(/\/entrevista\/tok_/, { timeout: 30_000 });
    await movil.getByRole('button', { name: 'Comenzar la entrevista' }).waitFor({ timeout: 30_000 });
    await fotoSinHallazgos(movil, 'empleo-entrevista-movil', 'la entrevista abierta tras presentarse a 390 px');
    await movil.close();

    const escritorio = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await escritorio.goto(direccion);
    await escritorio.getByLabel('Nombre y apellidos').fill('Gorka Etxebarria');
    await escritorio.getByLabel('Email').fill('gorka@postula.test');
    await escritorio.getByRole('checkbox').check();
    await fotoSinHallazgos(escritorio, 'empleo-escritorio', 'el formulario de la oferta en un ordenador');
    await escritorio.getByRole('button', { name: 'Presentarme y empezar la entrevista' }).click();
    await escritorio.waitForURL(/\/entrevista\/tok_/, { timeout: 30_000 });
    await escritorio.getByRole('button', { name: 'Comenzar la entrevista' }).waitFor({ timeout: 30_000 });
    await escritorio.close();

    await page.reload();
    await page.getByRole('button', { name: `Candidatos de la vacante ${OFERTA}` }).click();
    const proceso = page.getByRole('dialog', { name: `Candidatos · ${OFERTA}` });
    const invitados = proceso.getByRole('region', { name: 'Invitado', exact: true });
    for (const nombre of ['Amaia Goikoetxea', 'Gorka Etxebarria']) await invitados.getByRole('listitem', { name: nombre }).waitFor();
    await fotoSinHallazgos(page, 'vacantes-tablero-enlace', 'el tablero con las dos personas que se presentaron por el enlace');
    await page.close();
  }, 240_000);

  it('«Comparar» (D188): the two who applied side by side on a 390 px phone, the table scrolling sideways, the notice beside the order', async () => {
    const OFERTA = 'Cajero/a de supermercado';
    const movil = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await entrarAlPanel(movil, e2e.web, C.admin);
    await movil.goto(`${e2e.web}/vacantes`);
    await movil.getByRole('button', { name: `Candidatos de la vacante ${OFERTA}` }).click();
    await movil
      .getByRole('dialog', { name: `Candidatos · ${OFERTA}` })
      .getByRole('button', { name: 'Comparar', exact: true })
      .click();
    const comparar = movil.getByRole('dialog', { name: `Comparar candidatos · ${OFERTA}` });
    for (const nombre of ['Gorka Etxebarria', 'Amaia Goikoetxea']) {
      await comparar.getByText(`${nombre} · Invitado`).click();
      await expect.poll(() => comparar.getByRole('checkbox', { name: new RegExp(nombre) }).isChecked()).toBe(true);
    }
    await comparar.getByRole('button', { name: 'Comparar', exact: true }).click();
    const tabla = comparar.getByRole('table');
    await tabla.waitFor({ timeout: 20_000 });
    expect(await tabla.getByRole('columnheader').allTextContents()).toEqual([
      'Competencia',
      'Gorka EtxebarriaInvitado',
      'Amaia GoikoetxeaInvitado',
    ]);
    // Neither has taken the interview yet: each column says so.
    expect(
      await tabla
        .getByRole('row')
        .filter({ hasText: 'Entrevista' })
        .first()
        .getByText(/sin informe todavía/)
        .count(),
    ).toBe(2);
    await comparar.getByTestId('aviso-comparacion').getByText('La decisión la toma una persona.').waitFor();
    const region = comparar.getByRole('region', { name: 'Comparación de candidatos (se desplaza a lo ancho)' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await movil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectEnPantalla(movil, comparar.getByLabel('Ordenar las columnas'), 'el orden de las columnas');
    await fotoSinHallazgos(movil, 'vacantes-comparar-movil', 'la comparación de dos candidatos a 390 px');
    await movil.close();
  }, 120_000);

  it('bulk actions (D190, D193): a whole stage moved at once with its progress; a bulk rejection tells who was not rejected and why; the stage reinvited', async () => {
    const OFERTA = 'Cajero/a de supermercado';
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/vacantes' });
    await page.getByRole('button', { name: `Candidatos de la vacante ${OFERTA}` }).click();
    const proceso = page.getByRole('dialog', { name: `Candidatos · ${OFERTA}` });
    const columna = (etapa: string) => proceso.getByRole('region', { name: etapa, exact: true });
    await columna('Invitado').getByRole('listitem', { name: 'Amaia Goikoetxea' }).waitFor();
    await proceso.getByRole('button', { name: 'Elegir toda la etapa «Invitado»' }).click();
    const barra = proceso.getByRole('region', { name: 'Acciones en bloque' });
    await barra.getByText('Todos los candidatos en «Invitado»').waitFor();
    await barra.getByLabel('Mover a la etapa').selectOption({ label: 'En revisión' });
    await barra.getByRole('button', { name: 'Mover', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Acción en bloque en marcha: 2 candidatos' }).waitFor({ timeout: 20_000 });
    const progreso = proceso.getByRole('region', { name: 'Progreso de la acción en bloque' });
    await progreso.getByRole('progressbar', { name: 'Progreso de la acción en bloque' }).waitFor();
    const resultado = progreso.getByRole('region', { name: 'Resultado de cada candidato (se desplaza a lo ancho)' });
    await resultado.waitFor({ timeout: 30_000 });
    await progreso.getByText('2 hechos · 0 sin hacer · 0 pendientes').waitFor();
    for (const nombre of ['Amaia Goikoetxea', 'Gorka Etxebarria'])
      await columna('En revisión').getByRole('listitem', { name: nombre }).waitFor({ timeout: 20_000 });
    await fotoSinHallazgos(page, 'vacantes-lote-mover', 'una etapa entera movida en bloque, con su progreso y su resultado');

    // A rejection of both, with the mail drafted from «Proceso no continúa» and edited: their interviews are
    // still to be taken, so neither is rejected nor mailed, and the result says why.
    await progreso.getByRole('button', { name: 'Cerrar' }).click();
    // Each box by the keyboard: focused, then Space.
    await elegirConTeclado(page, columna('En revisión'), ['Amaia Goikoetxea', 'Gorka Etxebarria']);
    await barra.getByText('2 candidatos elegidos').waitFor();
    await barra.getByRole('button', { name: 'Rechazar…' }).click();
    const rechazo = page.getByRole('dialog', { name: 'Rechazar en bloque' });
    const asunto = rechazo.getByLabel('Asunto');
    await expect.poll(() => asunto.inputValue()).toMatch(/^Tu candidatura en Faro Vacantes/);
    expect(await rechazo.getByLabel('Mensaje').inputValue()).toContain('Hola {{nombreCandidato}}:');
    await asunto.fill('Tu candidatura de cajero/a');
    await fotoSinHallazgos(page, 'vacantes-lote-rechazo', 'el email de un rechazo en bloque, editado una vez para todos');
    await rechazo.getByRole('button', { name: 'Rechazar' }).click();
    await rechazo.waitFor({ state: 'detached', timeout: 20_000 });
    await progreso.getByText('0 hechos · 2 sin hacer · 0 pendientes').waitFor({ timeout: 30_000 });
    // The counters are saved with the last block a moment before the action is marked finished, and the
    // table follows the finish: waited for, not read at once.
    await expect.poll(() => resultado.getByRole('row').filter({ hasText: msg.loteEntrevistaAbierta }).count(), { timeout: 20_000 }).toBe(2);
    expect(await correosDe(e2e, 'amaia@postula.test')).not.toContainEqual(
      expect.objectContaining({ subject: 'Tu candidatura de cajero/a' }),
    );
    await columna('En revisión').getByRole('listitem', { name: 'Amaia Goikoetxea' }).waitFor();

    // Their interviews are still to be taken: the whole stage is sent its invitation again (D193), the same link.
    await progreso.getByRole('button', { name: 'Cerrar' }).click();
    const antes = (await correosDe(e2e, 'amaia@postula.test')).length;
    await proceso.getByRole('button', { name: 'Elegir toda la etapa «En revisión»' }).click();
    await barra.getByRole('button', { name: 'Reenviar invitación…' }).click();
    const reenvio = page.getByRole('dialog', { name: 'Reenviar la invitación' });
    await reenvio.getByText(/con el mismo enlace/).waitFor();
    await reenvio.getByRole('button', { name: 'Reenviar' }).click();
    await reenvio.waitFor({ state: 'detached', timeout: 20_000 });
    await progreso.getByText('Reenviar la invitación · 2 candidatos').waitFor({ timeout: 20_000 });
    await progreso.getByText('2 hechos · 0 sin hacer · 0 pendientes').waitFor({ timeout: 30_000 });
    await expect.poll(() => resultado.getByRole('row').filter({ hasText: 'Email enviado' }).count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(async () => (await correosDe(e2e, 'amaia@postula.test')).length, { timeout: 20_000 }).toBe(antes + 1);
    await fotoSinHallazgos(page, 'vacantes-lote-reenvio', 'la invitación reenviada en bloque a una etapa, con su resultado');

    // The vacancy's figures (D194): both applied by the link and were invited; neither has finished yet.
    await proceso.getByRole('tab', { name: 'Cifras' }).click();
    const solicitudes = proceso.getByRole('term').filter({ hasText: 'Solicitudes' }).locator('xpath=..');
    await solicitudes.getByText('2 por el enlace público').waitFor({ timeout: 20_000 });
    await proceso.getByText(/^Tasa de finalización: 0\s%$/).waitFor();
    const conversion = proceso.getByRole('region', { name: 'Conversión por etapa (se desplaza a lo ancho)' });
    expect(await conversion.getByRole('row').filter({ hasText: 'En revisión' }).textContent()).toMatch(/^En revisión22100\s%$/);
    await fotoSinHallazgos(page, 'vacantes-cifras', 'las cifras de la vacante: solicitudes, entrevistas y conversión por etapa');

    // Analytics' «Vacantes» (D199) at 390 px: the vacancy's row, two applications so no rate («Muy pocos
    // datos»), in a table that scrolls sideways inside its own named region, the page no wider than the phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.web}/analytics`);
    const tablaVacantes = page.getByRole('region', { name: 'Cifras por vacante (se desplaza a lo ancho)' });
    const fila = tablaVacantes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: OFERTA }) });
    await fila.waitFor({ timeout: 30_000 });
    expect(await fila.textContent()).toMatch(/^Cajero\/a de supermercadoAbierta2Muy pocos datos2/);
    await tablaVacantes.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fotoSinHallazgos(page, 'analytics-vacantes-390', 'axe a 390 px (Analytics, cifras por vacante)');
    await page.close();
  }, 120_000);

  it('a CSV into the vacancy (D191): good rows in at «Nuevo», the company’s duplicate joins, bad rows reported row by row, markup shown as text', async () => {
    const CSV = [
      'nombre,email',
      'Lucía Navarro,lucia@faro-csv.test',
      `${C.candidato.nombre},${C.candidato.email}`,
      'Amaia Goikoetxea,AMAIA@postula.test',
      'Sin Email,no-es-un-email',
      '<b>Pablo</b> Ortiz,pablo@faro-csv.test',
      `${'x'.repeat(10_000)},largo@faro-csv.test`,
    ].join('\n');
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/vacantes' });
    await page.getByRole('button', { name: `Candidatos de la vacante ${TITULO}` }).click();
    const proceso = page.getByRole('dialog', { name: `Candidatos · ${TITULO}` });
    const columna = (etapa: string) => proceso.getByRole('region', { name: etapa, exact: true });
    await columna('Finalista').getByRole('listitem', { name: C.candidato.nombre }).waitFor();
    await proceso.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: `Importar candidatos a «${TITULO}»` });
    await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'tienda.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    await dialog.getByText('tienda.csv').waitFor();
    await fotoSinHallazgos(page, 'vacantes-importar-csv', 'importar un CSV a la vacante');
    await dialog.getByRole('button', { name: 'Importar' }).click();

    const informe = page.getByRole('dialog', { name: 'Importación terminada' });
    await informe.waitFor({ timeout: 30_000 });
    for (const t of ['2 creados', '2 duplicados', '2 no válidos', '3 añadidos a la vacante']) await informe.getByText(t).waitFor();
    const filas = informe.getByRole('row');
    await expect.poll(() => filas.count()).toBe(5); // header + 4 rows not created or not added now
    const textos = await filas.allInnerTexts();
    expect(textos[1]).toMatch(
      new RegExp(`^3\\s+${C.candidato.email.replace(/[.]/g, '\\.')}\\s+Duplicado\\s+.*\\s+Ya estaba en la vacante$`),
    );
    expect(textos[2]).toMatch(/^4\s+amaia@postula\.test\s+Duplicado\s+.*\s+Añadido a la vacante$/);
    expect(textos[3]).toMatch(/^5\s+no-es-un-email\s+No válido\s+email: Introduce un email válido\s+—$/);
    expect(textos[4]).toMatch(/^7\s+largo@faro-csv\.test\s+No válido\s+nombre: El nombre no puede superar los 200 caracteres\s+—$/);
    await informe.getByText(/^100\s%$/).waitFor();
    await fotoSinHallazgos(page, 'vacantes-importar-csv-informe', 'el informe fila a fila de un CSV importado a la vacante');
    await informe.getByRole('button', { name: 'Cerrar' }).first().click();
    await informe.waitFor({ state: 'detached' });

    // The board was read again: the new people and the company's duplicate at «Nuevo»; the markup is text.
    for (const nombre of ['Lucía Navarro', 'Amaia Goikoetxea', '<b>Pablo</b> Ortiz'])
      await columna('Nuevo').getByRole('listitem', { name: nombre }).waitFor({ timeout: 20_000 });
    await columna('Nuevo').getByText('<b>Pablo</b> Ortiz').waitFor();
    expect(await columna('Nuevo').locator('b').count()).toBe(0);
    await columna('Finalista').getByRole('listitem', { name: C.candidato.nombre }).waitFor();
    await fotoSinHallazgos(page, 'vacantes-importar-csv-tablero', 'el tablero con los candidatos importados en «Nuevo»');
    await page.close();
  }, 120_000);

  it("the company's own stages (D195): «Prueba técnica» added and moved up from «Etapas del proceso», a candidate moved into it on the board; deleting it while she is there is refused in Spanish", async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/vacantes' });
    await page.getByRole('button', { name: 'Etapas del proceso' }).click();
    const etapas = page.getByRole('dialog', { name: 'Etapas del proceso' });
    await expect.poll(() => etapas.getByRole('textbox', { name: 'Nombre de la etapa 8' }).inputValue()).toBe('Descartado');
    await etapas.getByRole('button', { name: 'Añadir etapa' }).click();
    const nueva = etapas.getByRole('textbox', { name: 'Nombre de la etapa 8' });
    await nueva.fill('Prueba técnica');
    for (let i = 0; i < 4; i++) await etapas.getByRole('button', { name: 'Subir «Prueba técnica»' }).click();
    await expect.poll(() => etapas.getByRole('textbox', { name: 'Nombre de la etapa 4' }).inputValue()).toBe('Prueba técnica');
    await fotoSinHallazgos(page, 'vacantes-etapas', 'las etapas del proceso con una nueva tras «Entrevistado»');
    await etapas.getByRole('button', { name: 'Guardar etapas' }).click();
    await page.getByRole('status').filter({ hasText: msg.etapasGuardadas }).waitFor({ timeout: 20_000 });
    await etapas.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Candidatos de la vacante ${TITULO}` }).click();
    const proceso = page.getByRole('dialog', { name: `Candidatos · ${TITULO}` });
    const columna = (etapa: string) => proceso.getByRole('region', { name: etapa, exact: true });
    // The columns in the company's order: the new one right after «Entrevistado».
    await columna('Prueba técnica').waitFor();
    const titulos = await proceso.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titulos.slice(0, 5)).toEqual(['Nuevo', 'Invitado', 'Entrevistado', 'Prueba técnica', 'En revisión']);
    const lucia = columna('Nuevo').getByRole('listitem', { name: 'Lucía Navarro' });
    await lucia.getByLabel('Etapa de Lucía Navarro').selectOption({ label: 'Prueba técnica' });
    await page.getByRole('status').filter({ hasText: 'Candidato movido a «Prueba técnica»' }).waitFor({ timeout: 20_000 });
    await columna('Prueba técnica').getByRole('listitem', { name: 'Lucía Navarro' }).waitFor();
    await fotoSinHallazgos(page, 'vacantes-etapa-propia', 'el tablero con la etapa propia de la empresa');
    await page.keyboard.press('Escape');
    await proceso.waitFor({ state: 'detached' });

    // Deleting it while Lucía is in it: the server's words, nothing changed, what was typed kept.
    await page.getByRole('button', { name: 'Etapas del proceso' }).click();
    await etapas.getByRole('button', { name: 'Borrar «Prueba técnica»' }).click();
    await etapas.getByRole('button', { name: 'Guardar etapas' }).click();
    await etapas
      .getByRole('alert')
      .filter({ hasText: 'La etapa «Prueba técnica» tiene 1 candidato en 1 vacante: muévelos a otra etapa antes de borrarla.' })
      .waitFor({ timeout: 20_000 });
    expect(await etapas.getByRole('textbox', { name: 'Nombre de la etapa 4' }).inputValue()).toBe('En revisión');
    await fotoSinHallazgos(page, 'vacantes-etapas-con-candidatos', 'borrar una etapa con candidatos: la negativa en español');

    // On a phone (390 px) a stage's name stays readable beside its buttons: the field is never squeezed
    // to a few letters by the arrows and «La usa Talentia».
    await page.setViewportSize({ width: 390, height: 844 });
    for (const n of [1, 4]) {
      const ancho = (await etapas.getByRole('textbox', { name: `Nombre de la etapa ${n}` }).boundingBox())?.width ?? 0;
      expect(ancho, `el nombre de la etapa ${n} a 390 px`).toBeGreaterThanOrEqual(150);
    }
    await fotoSinHallazgos(page, 'vacantes-etapas-390', 'las etapas del proceso en un teléfono');
    await page.close();
  }, 120_000);
});

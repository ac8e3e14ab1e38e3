// Interviews in the browser, against the whole local stack (D63): an operator of a company
// with licences sees the zero counts, is held by the schedule form until it is complete (and told
// when the date is past), schedules an interview for a candidate made in set-up, sees it programada
// with the counts moved, finds the /entrevista/tok_… link in the invitation on the local mail page,
// copies the same link from the screen, reads the details, downloads the interview's calendar event
// («Añadir a mi calendario», D144), reschedules and cancels it (the dialog says the candidate is
// told), and runs the spec's simulation on a second one (completada with demo answers a few seconds
// later, then analizada). The dashboard's quick action and the candidate's profile open the
// schedule dialog. At 390 px the counts, filters, the card's actions and the dialog fit the screen.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animacionesTerminadas, screenshot } from './browser.js';
import { expectClicable, expectEnPantalla } from './geometria.js';
import { empresaDelArchivo, entrarAlPanel, paginaEnPanel, usuarioDeEmpresa, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { nombre: 'Marta Ibáñez', email: 'marta@agora.test', password: 'Agora-Clave-2026' };
const OPERADOR = { nombre: 'Pablo Rey', email: 'pablo@agora.test', password: 'Qbcmp-Clave-2026', rol: 'operador' as const };
const JOSE = { nombre: 'José Muñoz', email: 'jose.munoz@correo.test', posicion: 'Analista de Datos' };
const LUCIA = { nombre: 'Lucía Ortega', email: 'lucia@correo.test', posicion: 'Diseñadora' };

empresaDelArchivo(
  {
    nombreLegal: 'Ágora Selección S.L.',
    nombreComercial: 'Ágora',
    cif: 'B70000120',
    email: 'info@agora.test',
    // Scheduling takes a licence (D63): a company created with none cannot schedule.
    licencias: { activas: 2, total: 2 },
  },
  ADMIN,
  async (pila, { adminToken }) => {
    e2e = pila;
    await usuarioDeEmpresa(e2e, adminToken, OPERADOR);
    for (const c of [JOSE, LUCIA]) {
      const res = await e2e.api('POST', '/api/candidatos', { token: adminToken, body: c });
      if (res.status !== 201) throw new Error(`create candidate: ${res.status} ${JSON.stringify(res.body)}`);
    }
  },
);

/** The datetime-local value of `dias` days from today at `hora`, on the clock of `zona`. */
function diaEnZona(dias: number, hora: string, zona: string): string {
  const fecha = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + dias * 86_400_000),
  );
  return `${fecha}T${hora}`;
}

const cifra = (page: Page, etiqueta: string) =>
  page
    .getByRole('group', { name: etiqueta, exact: true })
    .locator('p')
    .nth(1)
    .textContent()
    .then((t) => t?.trim());

async function esperarCifras(page: Page, esperado: Record<string, string>) {
  for (const [etiqueta, valor] of Object.entries(esperado)) await expect.poll(() => cifra(page, etiqueta)).toBe(valor);
}

async function mailsA(
  to: string,
): Promise<{ subject: string; body: { html?: string; text?: string }; attachments?: { contentType: string; content: string }[] }[]> {
  const store = await fetch(`${e2e.stack.mailUrl}/store`).then((r) => r.json());
  return store.emails.filter((m: { destination: { to: string[] } }) => m.destination.to.includes(to));
}

/** Chooses an option of a searchable list: types, then clicks the option that names it. */
async function elegir(page: Page, dialog: ReturnType<Page['getByRole']>, campo: string, texto: string, opcion: string) {
  await dialog.getByRole('combobox', { name: campo }).fill(texto);
  await page.getByRole('option', { name: new RegExp(opcion) }).click();
  await expect.poll(() => dialog.getByRole('combobox', { name: campo }).inputValue()).toBe(opcion);
}

describe('interviews in the browser', () => {
  it('schedules, copies the link, reads, reschedules and cancels an interview', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.web });
    const page = await context.newPage();
    await entrarAlPanel(page, e2e.web, OPERADOR);
    await page.getByRole('link', { name: 'Entrevistas' }).click();
    await page.getByText('Todavía no hay entrevistas').waitFor();
    await esperarCifras(page, {
      'Total (sin canceladas)': '0',
      Programadas: '0',
      'En progreso': '0',
      Completadas: '0',
      'Analizadas o validadas': '0',
    });
    await screenshot(page, 'entrevistas-vacia');

    // The form: submit disabled until candidate, service and date-time are chosen; a past date is refused here.
    await page.getByRole('button', { name: 'Programar entrevista' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Programar entrevista' });
    const enviar = dialog.getByRole('button', { name: 'Programar entrevista' });
    await dialog.getByLabel('Fecha y hora').waitFor();
    expect(await enviar.isDisabled()).toBe(true);
    await elegir(page, dialog, 'Candidato', 'munoz', JOSE.nombre);
    expect(await enviar.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Servicio de IA' }).click();
    await page.getByRole('option', { name: /Test Vocacional/ }).waitFor();
    await screenshot(page, 'entrevistas-programar-servicios');
    await elegir(page, dialog, 'Servicio de IA', 'profundidad', 'Entrevistas en Profundidad');
    expect(await enviar.isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Duración').inputValue()).toBe('60');
    const zona = await dialog.getByLabel('Zona horaria').inputValue();
    await dialog.getByLabel('Fecha y hora').fill(diaEnZona(-1, '10:00', zona));
    await expect.poll(() => enviar.isDisabled()).toBe(false);
    await enviar.click();
    await dialog.getByText('La fecha y hora de la entrevista no puede estar en el pasado').waitFor();
    expect(await mailsA(JOSE.email)).toHaveLength(0);

    // Tomorrow at 10:00: scheduled, in the list as programada, the counts moved.
    const manana = diaEnZona(1, '10:00', zona);
    await dialog.getByLabel('Fecha y hora').fill(manana);
    await screenshot(page, 'entrevistas-programar');
    await enviar.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Entrevista programada correctamente').waitFor();
    const tarjeta = page.getByTestId('entrevista').filter({ hasText: JOSE.nombre });
    await tarjeta.locator('.chakra-badge', { hasText: 'Programada' }).waitFor();
    await tarjeta.getByText('Entrevistas en Profundidad').waitFor();
    await tarjeta.getByText(/· 60 min/).waitFor();
    await esperarCifras(page, { 'Total (sin canceladas)': '1', Programadas: '1', 'En progreso': '0' });
    expect(await tarjeta.getByRole('button', { name: `Iniciar la entrevista de ${JOSE.nombre}` }).isEnabled()).toBe(true);
    await screenshot(page, 'entrevistas');

    // The invitation on the local mail page carries the candidate's link.
    await expect.poll(async () => (await mailsA(JOSE.email)).length).toBe(1);
    const [invitacion] = await mailsA(JOSE.email);
    const enlace = /https?:\/\/[^\s"'<>]+\/entrevista\/tok_[A-Za-z0-9_-]+/.exec(
      `${invitacion!.body.html ?? ''} ${invitacion!.body.text ?? ''}`,
    )?.[0];
    expect(enlace, 'the invitation has the /entrevista/tok_… link').toBeTruthy();

    // Copy the link: the same one.
    await tarjeta.getByRole('button', { name: `Copiar el enlace de la entrevista de ${JOSE.nombre}` }).click();
    await page.getByText('Enlace copiado al portapapeles').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(enlace);

    // Details.
    await tarjeta.getByRole('button', { name: `Ver los detalles de la entrevista de ${JOSE.nombre}` }).click();
    const detalle = page.getByRole('dialog', { name: `Entrevista de ${JOSE.nombre}` });
    await detalle.getByText('60 minutos').waitFor();
    await detalle.getByText(JOSE.email, { exact: false }).waitFor();
    await detalle.getByText('Sin transcripción todavía').waitFor();
    await detalle.getByRole('list', { name: 'Historial de estados' }).getByText('Programada').waitFor();
    await detalle.getByRole('button', { name: `Iniciar la entrevista de ${JOSE.nombre}` }).waitFor();
    await screenshot(page, 'entrevista-detalle');

    // «Añadir a mi calendario» (D144): the browser saves an .ics file, the invitation's event
    // (same UID and SEQUENCE) published for the scheduler's own calendar, without the candidate's link.
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      detalle.getByRole('button', { name: 'Añadir a mi calendario' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^entrevista-[0-9a-f-]+\.ics$/);
    const ics = await readFile((await descarga.path())!, 'utf8');
    expect(ics).not.toContain('tok_');
    const calendario = new ICAL.Component(ICAL.parse(ics));
    expect(calendario.getFirstPropertyValue('method')).toBe('PUBLISH');
    const evento = new ICAL.Event(calendario.getFirstSubcomponent('vevent')!);
    expect(evento.summary).toBe(`Entrevista de ${JOSE.nombre}: Entrevistas en Profundidad`);
    expect(evento.duration.toSeconds()).toBe(60 * 60);
    const parteCalendario = invitacion!.attachments?.find((a) => a.contentType === 'text/calendar');
    const invitado = new ICAL.Event(
      new ICAL.Component(ICAL.parse(Buffer.from(parteCalendario!.content, 'base64').toString('utf8'))).getFirstSubcomponent('vevent')!,
    );
    expect(evento.uid).toBe(invitado.uid);
    expect(evento.sequence).toBe(invitado.sequence);
    expect(evento.startDate.toJSDate().getTime()).toBe(invitado.startDate.toJSDate().getTime());

    // Reschedule, from the details: the day after tomorrow at 11:30, 90 minutes.
    await detalle.getByRole('button', { name: 'Reprogramar' }).click();
    const reprogramar = page.getByRole('dialog', { name: 'Reprogramar entrevista' });
    expect(await reprogramar.getByLabel('Fecha y hora').inputValue()).toBe(manana);
    await reprogramar.getByLabel('Fecha y hora').fill(diaEnZona(2, '11:30', zona));
    await reprogramar.getByLabel('Duración').selectOption('90');
    await screenshot(page, 'entrevistas-reprogramar');
    await reprogramar.getByRole('button', { name: 'Reprogramar' }).click();
    await reprogramar.waitFor({ state: 'detached' });
    await page.getByText('Entrevista reprogramada correctamente').waitFor();
    await tarjeta.getByText(/11:30.*· 90 min/).waitFor();
    // Back in the details, which stayed open underneath.
    await detalle.getByRole('list', { name: 'Historial de estados' }).getByText('Reprogramada').waitFor();
    await detalle.getByText('90 minutos').waitFor();
    // The candidate gets the updated invitation, with the same link.
    await expect.poll(async () => (await mailsA(JOSE.email)).length).toBe(2);
    const [, actualizada] = await mailsA(JOSE.email);
    expect(`${actualizada!.body.html ?? ''} ${actualizada!.body.text ?? ''}`).toContain(enlace);
    await detalle.getByRole('button', { name: 'Cerrar' }).click();
    await detalle.waitFor({ state: 'detached' });

    // A second interview, then the search and the status filter.
    await page.getByRole('button', { name: 'Programar entrevista' }).first().click();
    await elegir(page, dialog, 'Candidato', 'lucia', LUCIA.nombre);
    await elegir(page, dialog, 'Servicio de IA', 'vocacional', 'Test Vocacional');
    await dialog.getByLabel('Fecha y hora').fill(diaEnZona(3, '09:00', zona));
    await enviar.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('entrevista').count()).toBe(2);
    await esperarCifras(page, { 'Total (sin canceladas)': '2', Programadas: '2' });
    await page.getByLabel('Buscar entrevistas').fill('lucia');
    await expect.poll(() => page.getByTestId('entrevista').count()).toBe(1);
    await page.getByTestId('entrevista').filter({ hasText: LUCIA.nombre }).waitFor();
    await page.getByLabel('Buscar entrevistas').fill('');
    await page.getByLabel('Filtrar por estado').selectOption('completada');
    await page.getByText('No se encontraron entrevistas').waitFor();
    await page.getByLabel('Filtrar por estado').selectOption('');
    await expect.poll(() => page.getByTestId('entrevista').count()).toBe(2);

    // Cancel, with its confirmation: the interview stays, «Cancelada», with only its details
    // (D115); the counts leave it out; the state filter finds exactly it.
    await tarjeta.getByRole('button', { name: `Cancelar la entrevista de ${JOSE.nombre}` }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Cancelar entrevista' });
    await confirmar.getByText('Esta acción no se puede deshacer.').waitFor();
    // The candidate is told, and their calendar loses the event (D144).
    await confirmar.getByText(/Le enviaremos un email con la cancelación, que también la quita de su calendario/).waitFor();
    await screenshot(page, 'entrevistas-cancelar');
    await confirmar.getByRole('button', { name: 'Cancelar entrevista' }).click();
    await confirmar.waitFor({ state: 'detached' });
    await page.getByText('Entrevista cancelada correctamente').waitFor();
    await tarjeta.locator('.chakra-badge', { hasText: 'Cancelada' }).waitFor();
    expect(await page.getByTestId('entrevista').count()).toBe(2);
    expect(await tarjeta.getByRole('button', { name: /Iniciar|Reprogramar|Cancelar|Copiar el enlace/ }).count()).toBe(0);
    await esperarCifras(page, { 'Total (sin canceladas)': '1', Programadas: '1' });
    await page.getByLabel('Filtrar por estado').selectOption('cancelada');
    await expect.poll(() => page.getByTestId('entrevista').count()).toBe(1);
    await tarjeta.waitFor();
    await screenshot(page, 'entrevistas-cancelada');
    await page.getByLabel('Filtrar por estado').selectOption('');
    await expect.poll(() => page.getByTestId('entrevista').count()).toBe(2);

    // 'Iniciar' → 'Simular (demostración)', after a confirmation: en progreso at once, completada
    // with demo answers 2 s later (part 2 §9), marked as simulated.
    const deLucia = page.getByTestId('entrevista').filter({ hasText: LUCIA.nombre });
    await deLucia.getByRole('button', { name: `Iniciar la entrevista de ${LUCIA.nombre}` }).click();
    await page.getByRole('menuitem', { name: /Entrevista asistida/ }).waitFor();
    await screenshot(page, 'entrevistas-iniciar-menu');
    await page.getByRole('menuitem', { name: /Simular/ }).click();
    const simular = page.getByRole('alertdialog', { name: '¿Simular esta entrevista?' });
    await simular.getByRole('button', { name: 'Simular' }).click();
    await page.getByText('Simulación iniciada: la entrevista se completará en unos segundos').waitFor();
    await deLucia.getByText('Entrevista simulada').waitFor();
    // …and analizada 2 s after that: the built-in analyzer's report of a simulation (D69).
    await deLucia.locator('.chakra-badge', { hasText: 'Analizada' }).waitFor({ timeout: 30_000 });
    await esperarCifras(page, { 'Total (sin canceladas)': '1', Programadas: '0', Completadas: '0', 'Analizadas o validadas': '1' });
    await deLucia.getByRole('button', { name: `Ver los detalles de la entrevista de ${LUCIA.nombre}` }).click();
    const detalleLucia = page.getByRole('dialog', { name: `Entrevista de ${LUCIA.nombre}` });
    await detalleLucia
      .getByText(/\[Respuesta de demostración generada por la simulación\]/)
      .first()
      .waitFor();
    await screenshot(page, 'entrevista-simulada-detalle');
    await detalleLucia.getByRole('button', { name: 'Cerrar' }).click();
    await detalleLucia.waitFor({ state: 'detached' });

    // The dashboard's quick action opens the dialog; closing it leaves the address clean.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Programar entrevista' }).click();
    await page.waitForURL('**/entrevistas?programar=1');
    await dialog.getByRole('combobox', { name: 'Candidato' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    // The candidate's profile lists their interviews and opens the dialog with them chosen.
    await page.getByRole('link', { name: 'Candidatos' }).click();
    await page.getByRole('button', { name: `Ver el perfil de ${LUCIA.nombre}` }).click();
    const perfil = page.getByRole('dialog', { name: LUCIA.nombre });
    const suyas = perfil.getByRole('list', { name: `Entrevistas de ${LUCIA.nombre}` });
    await suyas.getByText('Test Vocacional').waitFor();
    await suyas.locator('.chakra-badge', { hasText: 'Analizada' }).waitFor();
    await screenshot(page, 'candidato-perfil-entrevistas');
    await perfil.getByRole('button', { name: 'Programar entrevista' }).click();
    await page.waitForURL(/\/entrevistas\?programar=1&candidatoId=/);
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Candidato' }).inputValue()).toBe(LUCIA.nombre);
    // Scheduled: the programada interview the 390 px check below reads first.
    await elegir(page, dialog, 'Servicio de IA', 'vocacional', 'Test Vocacional');
    await dialog.getByLabel('Fecha y hora').fill(diaEnZona(4, '12:00', zona));
    await enviar.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Entrevista programada correctamente').waitFor();
    await page.close();
    await context.close();
  });

  it('at 390 px the counts, filters, card actions and the schedule dialog fit the screen', async () => {
    const page = await paginaEnPanel(e2e, OPERADOR, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/entrevistas`);
    const tarjeta = page.getByTestId('entrevista').first();
    await tarjeta.waitFor();
    for (const etiqueta of ['Total (sin canceladas)', 'Programadas', 'En progreso', 'Completadas', 'Analizadas o validadas']) {
      const card = page.getByRole('group', { name: etiqueta, exact: true });
      await card.scrollIntoViewIfNeeded();
      await expectEnPantalla(page, card, etiqueta);
    }
    for (const [que, control] of [
      ['Buscar', page.getByLabel('Buscar entrevistas')],
      ['Estado', page.getByLabel('Filtrar por estado')],
      ['Actualizar', page.getByRole('button', { name: 'Actualizar' })],
      ['Detalles', tarjeta.getByRole('button', { name: /Ver los detalles/ })],
      ['Copiar enlace', tarjeta.getByRole('button', { name: /Copiar el enlace/ })],
      ['Reprogramar', tarjeta.getByRole('button', { name: /Reprogramar la entrevista/ })],
      ['Cancelar', tarjeta.getByRole('button', { name: /Cancelar la entrevista/ })],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      await expectClicable(page, control, que);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'entrevistas-390');

    // The details dialog: its actions reachable on a phone.
    await tarjeta.getByRole('button', { name: /Ver los detalles/ }).click();
    const detalle = page.getByRole('dialog', { name: /^Entrevista de / });
    await detalle.getByText('Sin transcripción todavía').waitFor();
    await animacionesTerminadas(page);
    for (const nombre of ['Copiar enlace', 'Añadir a mi calendario', 'Reprogramar', 'Cancelar entrevista', 'Cerrar']) {
      const boton = detalle.getByRole('button', { name: nombre, exact: true });
      await boton.scrollIntoViewIfNeeded();
      await expectClicable(page, boton, nombre);
    }
    await screenshot(page, 'entrevista-detalle-390');
    await detalle.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await detalle.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Programar entrevista' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Programar entrevista' });
    await dialog.getByLabel('Fecha y hora').waitFor();
    await animacionesTerminadas(page);
    await elegir(page, dialog, 'Candidato', 'lucia', LUCIA.nombre);
    await dialog.getByRole('combobox', { name: 'Servicio de IA' }).click();
    const opcion = page.getByRole('option', { name: /Entrevistas en Profundidad/ });
    await expectClicable(page, opcion, 'Opción de servicio');
    await opcion.click();
    const zona = await dialog.getByLabel('Zona horaria').inputValue();
    await dialog.getByLabel('Fecha y hora').fill(diaEnZona(4, '16:00', zona));
    for (const [que, control] of [
      ['Candidato', dialog.getByRole('combobox', { name: 'Candidato' })],
      ['Servicio', dialog.getByRole('combobox', { name: 'Servicio de IA' })],
      ['Fecha y hora', dialog.getByLabel('Fecha y hora')],
      ['Duración', dialog.getByLabel('Duración')],
      ['Zona horaria', dialog.getByLabel('Zona horaria')],
      ['Cancelar', dialog.getByRole('button', { name: 'Cancelar' })],
      ['Programar', dialog.getByRole('button', { name: 'Programar entrevista' })],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      await expectClicable(page, control, que);
    }
    await screenshot(page, 'entrevistas-programar-390');
    await page.close();
  });
});

// Feedback for every candidate and how they felt (issue 55 items 3 and 4, D173), in the browser against
// the whole local stack, from a new company with its admin: the admin adds the candidate and schedules
// through the screens with the forms' defaults; the candidate on a 390 px phone takes the interview,
// finishes and rates the process; the admin at 1366 px records the decision, reads the candidate's
// opinion only then, and approves the feedback drafted from the reviewed report; the candidate reads
// it on «Mis datos» at 390 px and has it by e-mail once. Screenshots of each step pass axe.
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { publico as msg } from '../../shared/messages.js';
import { empresaPrueba } from '../testing/empresa-prueba.js';
import { FUERTE } from '../testing/entrevistas-prueba.js';
import { screenshot } from './browser.js';
import { abrirMisDatos, correosDe, crearCandidatoEnDialogo, enlaceMisDatos } from './candidato-fixtures.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
const EMPRESA = 'Faro Talento';
const ADMIN = { nombre: 'Nerea Quintana', email: 'nerea@faro-talento.test', password: 'Faro-Clave-2026' };
const CANDIDATA = { nombre: 'Elena Robles Gil', email: 'elena.robles@candidatos.test', posicion: 'Jefa de almacén' };
const COMENTARIO = 'Las preguntas eran claras y pude explicarme con calma.';

empresaDelArchivo(empresaPrueba(EMPRESA, 'B70000856', { licencias: { activas: 2, total: 2 } }), ADMIN, (pila) => {
  e2e = pila;
});

/** Chooses an option of a searchable list: types, then clicks the option that names it. */
async function elegir(page: Page, dialog: Locator, campo: string, texto: string, opcion: string) {
  await dialog.getByRole('combobox', { name: campo }).fill(texto);
  await page.getByRole('option', { name: new RegExp(opcion) }).click();
  await expect.poll(() => dialog.getByRole('combobox', { name: campo }).inputValue()).toBe(opcion);
}

/** 'YYYY-MM-DDT10:00' of tomorrow on the clock of `zona` (the dialog's datetime-local value). */
const mananaEnZona = (zona: string) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 86_400_000))}T10:00`;

const guardado = (page: Page) => page.getByRole('status').getByText('Guardado', { exact: true }).waitFor({ timeout: 20_000 });

it('the candidate at 390 px finishes and rates the process; the reviewer decides and approves the feedback; the candidate reads it', async () => {
  // The admin: the candidate and the interview through the screens, with the forms' defaults.
  const panel = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
  await panel.getByRole('link', { name: 'Candidatos', exact: true }).first().click();
  await panel.getByText('Todavía no hay candidatos').waitFor();
  await crearCandidatoEnDialogo(panel, CANDIDATA);
  const tarjeta = panel.getByTestId('candidato').filter({ hasText: CANDIDATA.nombre });
  await tarjeta.getByRole('button', { name: `Programar entrevista a ${CANDIDATA.nombre}` }).click();
  const dialog = panel.getByRole('dialog', { name: 'Programar entrevista' });
  await expect.poll(() => dialog.getByRole('combobox', { name: 'Candidato' }).inputValue()).toBe(CANDIDATA.nombre);
  await elegir(panel, dialog, 'Servicio de IA', 'profundidad', 'Entrevistas en Profundidad');
  // What the form requires beyond its defaults: the date and time (on the company's zone, the dialog's).
  await dialog.getByLabel('Fecha y hora').fill(mananaEnZona(await dialog.getByLabel('Zona horaria').inputValue()));
  const programar = dialog.getByRole('button', { name: 'Programar entrevista' });
  await expect.poll(() => programar.isDisabled()).toBe(false);
  await programar.click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  let html = '';
  await expect
    .poll(async () => {
      html = (await correosDe(e2e, CANDIDATA.email)).map((m) => m.body.html ?? '').join(' ');
      return /\/entrevista\/tok_/.test(html);
    })
    .toBe(true);
  const enlace = `/entrevista/${/\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(html)![1]}`;

  // The candidate on a phone: consent, nine answers (a follow-up skipped if asked), finish, rate.
  const movil = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
  const candidata = await movil.newPage();
  try {
    await candidata.goto(`${e2e.web}${enlace}`);
    await candidata.getByText(/He leído el aviso/).click();
    await candidata.getByRole('button', { name: 'Comenzar la entrevista' }).click();
    for (let i = 0; i < FUERTE.length; i++) {
      await candidata.getByRole('heading', { level: 1, name: `Pregunta ${i + 1} de ${FUERTE.length}` }).waitFor();
      await candidata.getByRole('textbox').fill(FUERTE[i]!);
      await guardado(candidata);
      await candidata.getByRole('button', { name: i + 1 < FUERTE.length ? 'Siguiente' : 'Revisar y finalizar' }).click();
      const siguiente = candidata.getByRole('heading', {
        level: 1,
        name: i + 1 < FUERTE.length ? `Pregunta ${i + 2} de ${FUERTE.length}` : 'Revisa tus respuestas',
      });
      const seguimiento = candidata.getByRole('heading', { level: 1, name: 'Pregunta de seguimiento', exact: true });
      await siguiente.or(seguimiento).waitFor();
      if (await seguimiento.isVisible()) await candidata.getByRole('button', { name: 'Omitir' }).click();
    }
    await candidata.getByRole('button', { name: 'Finalizar entrevista' }).click();
    await candidata.getByRole('alertdialog', { name: '¿Finalizar la entrevista?' }).getByRole('button', { name: 'Sí, finalizar' }).click();
    await candidata.getByRole('heading', { level: 1, name: msg.gracias }).waitFor({ timeout: 30_000 });
    const opinion = candidata.getByRole('group', { name: '¿Recomendarías este proceso a otra persona? (opcional)' });
    await opinion.scrollIntoViewIfNeeded();
    await screenshot(candidata, 'opinion-pregunta-390');
    // Nothing chosen: the page says so and sends nothing.
    await candidata.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await candidata.getByRole('alert').getByText('Elige una puntuación de 0 a 10 o escribe un comentario antes de enviar').waitFor();
    await opinion.getByRole('radio', { name: '8' }).check();
    await candidata.getByLabel('Comentario (opcional)').fill(COMENTARIO);
    await screenshot(candidata, 'opinion-elegida-390');
    await candidata.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await candidata.getByRole('status').getByText('Gracias por tu opinión: nos ayuda a mejorar el proceso').waitFor();
    await screenshot(candidata, 'opinion-enviada-390');

    // The reviewer: the report, the decision, then the opinion and the draft; approved and sent.
    await panel.getByRole('link', { name: 'Informes', exact: true }).first().click();
    const informe = panel.getByTestId('informe').filter({ hasText: CANDIDATA.nombre });
    for (let i = 0; i < 60 && !(await informe.count()); i++) {
      await panel.waitForTimeout(1_000);
      await panel.reload();
      await panel.getByRole('heading', { level: 1, name: 'Informes' }).waitFor();
    }
    await informe.getByRole('button', { name: 'Ver Completo' }).click();
    const completo = panel.getByRole('dialog', { name: `Informe de ${CANDIDATA.nombre}` });
    const form = completo.getByRole('form', { name: 'Revisión del informe' });
    await form.waitFor();
    // Before the decision the company does not see the candidate's opinion.
    expect(await completo.getByText(COMENTARIO).count()).toBe(0);
    expect(await completo.getByTestId('comentarios-candidato').count()).toBe(0);
    await form.getByRole('radiogroup').getByText('Recomendado', { exact: true }).click();
    await form.getByLabel('Comentario').fill('Historias concretas, con su papel y el resultado: pasa a la siguiente fase.');
    const motivo = form.getByLabel('Motivo del cambio');
    if (await motivo.count()) await motivo.fill('Las historias concretas pesan más de lo que la IA les da.');
    const verCitas = form.getByRole('button', { name: /^Ver citas de / });
    while (await verCitas.count()) await verCitas.first().click();
    await form.getByRole('button', { name: 'Guardar revisión' }).click();
    const comentarios = completo.getByTestId('comentarios-candidato');
    await comentarios.waitFor({ timeout: 20_000 });
    await comentarios.getByTestId('opinion-candidato').getByText(`¿Recomendaría este proceso? 8 de 10 · «${COMENTARIO}»`).waitFor();
    const fortaleza = comentarios.getByLabel(/Punto fuerte 1/);
    expect(await fortaleza.inputValue()).not.toBe('');
    await fortaleza.fill('Explicas con orden cómo resuelves los problemas con otras personas.');
    const cita = await comentarios.getByLabel('Cita literal de su respuesta').first().inputValue();
    expect(
      FUERTE.some((r) => r.includes(cita)),
      cita,
    ).toBe(true);
    await comentarios.scrollIntoViewIfNeeded();
    await screenshot(panel, 'comentarios-borrador-1366');
    expect(
      (await correosDe(e2e, CANDIDATA.email)).filter((m) => m.subject === `Comentarios de ${EMPRESA} sobre tu entrevista`),
    ).toHaveLength(0);
    await comentarios.getByRole('button', { name: 'Aprobar y enviar al candidato' }).click();
    await comentarios.getByText(new RegExp(`Aprobados por ${ADMIN.nombre} el`)).waitFor();
    await screenshot(panel, 'comentarios-enviados-1366');
    const mails = (await correosDe(e2e, CANDIDATA.email)).filter((m) => m.subject === `Comentarios de ${EMPRESA} sobre tu entrevista`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.html).toContain('Explicas con orden cómo resuelves los problemas con otras personas.');

    // The candidate reads it on «Mis datos», on the phone.
    expect((await e2e.api('POST', '/api/publico/mis-datos/solicitud', { body: { email: CANDIDATA.email } })).status).toBe(200);
    await abrirMisDatos(candidata, `${e2e.web}${await enlaceMisDatos(e2e, CANDIDATA.email)}`);
    const bloque = candidata.getByTestId('comentarios-titular');
    await bloque.getByText('Explicas con orden cómo resuelves los problemas con otras personas.').waitFor();
    await bloque.getByText(`«${cita}»`).first().waitFor();
    await candidata.getByText(`8 de 10 · «${COMENTARIO}»`, { exact: false }).waitFor();
    await bloque.scrollIntoViewIfNeeded();
    await screenshot(candidata, 'comentarios-mis-datos-390');
  } finally {
    await movil.close();
    await panel.close();
  }
}, 300_000);

// Issue 55's «Done when» (D172, D173), from where a new customer starts (the onboarding wizard, the
// admin's first sign-in, a candidate and an interview through the screens): the candidate, on a 390 px
// phone, finds «Necesito un ajuste» and «Hablar con una persona» at the foot of the invitation's page,
// asks for more time and writes to a person; the admin reads both on the interview's screen and
// answers them; the candidate reads the answers on the page (and by e-mail), the time stretched
// tenfold; then answers, finishes and rates the process; the reviewer records the decision, reads the
// candidate's opinion only then and approves the feedback drafted from the reviewed report; the
// candidate reads it on «Mis datos» at 390 px and has it by e-mail once. Screenshots of each step pass axe.
// The interview may be answered by voice (the deploy's Amazon Transcribe): the recorder's time limit is
// what «más tiempo» stretches, so it is offered (issue 65 item 7: never on a written interview).
import { describe, expect, it } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { ayuda as msg } from './mensajes.js';
import { variablesDelArchivo } from '../testing/entorno.js';
import { FUERTE } from '../testing/entrevistas-prueba.js';
import { fotoSinHallazgos, screenshot } from './browser.js';
import { abrirMisDatos, correosDe, enlaceMisDatos } from './candidato-fixtures.js';
import { abrirInforme, clienteConEntrevista, clienteNuevo, recomendarEnRevision, responderYFinalizar } from './cliente-nuevo.js';
import { paginaEnPanel, pilaDelArchivo, type E2E } from './e2e-stack.js';

let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));
// The stack runs in this process: its handlers read the deploy's switch at each call.
variablesDelArchivo({ TRANSCRIBE_ENABLED: 'true' });

const C = clienteNuevo({
  marca: 'Faro Ayuda',
  cif: 'B70000799',
  admin: { nombre: 'Marta Faro', password: 'Atalaya-Clave-2026' },
  candidato: { nombre: 'Julia Sordo', posicion: 'Analista de datos' },
});
const AJUSTE = 'Tengo una discapacidad auditiva: necesito más tiempo y responder por escrito.';
const MENSAJE = '¿Puedo hacer la entrevista por la tarde? Por la mañana trabajo.';
const RESPUESTA_AJUSTE = 'Claro: tienes diez veces más tiempo y puedes responder todo por escrito.';
const RESPUESTA_MENSAJE = 'Sí, el enlace funciona a cualquier hora: hazla cuando te venga bien.';
const COMENTARIO = 'Las preguntas eran claras y pude explicarme con calma.';
const PUNTO_FUERTE = 'Explicas con orden cómo resuelves los problemas con otras personas.';
const SEGUNDA_FASE = 'Te llamaremos esta semana para acordar la segunda entrevista.';

let enlace = '';

describe('a candidate asks for an adjustment and writes to a person; the admin answers both', () => {
  it('the company, its admin, the candidate and the interview through the screens', async () => {
    ({ enlace } = await clienteConEntrevista(e2e, C));
  }, 240_000);

  it('on a 390 px phone the candidate asks for more time and writes to a person, from the invitation’s page', async () => {
    expect(enlace).not.toBe('');
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.web}${enlace}`);
    const barra = page.getByTestId('ayuda-barra');
    await barra.getByText(`Este proceso lo lleva ${C.admin.nombre}, de `, { exact: false }).waitFor();
    await barra.getByRole('button', { name: 'Necesito un ajuste' }).click();
    await barra.getByRole('checkbox', { name: 'Más tiempo' }).check();
    await barra.getByRole('checkbox', { name: 'Responder por escrito en lugar de hablando' }).check();
    await barra.getByRole('textbox', { name: /Cuéntanos más/ }).fill(AJUSTE);
    await fotoSinHallazgos(page, 'ayuda-candidato-ajuste-390', 'axe (formulario de ajuste)');
    await barra.getByRole('button', { name: 'Enviar solicitud' }).click();
    await barra.getByRole('status').getByText(enVariante(msg.ajusteEnviado)).waitFor();
    await barra.getByTestId('ajuste-1').getByText('Pendiente de respuesta').waitFor();

    await barra.getByRole('button', { name: 'Hablar con una persona' }).click();
    await barra.getByRole('textbox', { name: 'Tu mensaje' }).fill(MENSAJE);
    await barra.getByRole('button', { name: 'Enviar mensaje' }).click();
    await barra.getByRole('status').getByText(enVariante(msg.mensajeEnviado)).waitFor();
    await barra.getByTestId('mensaje-candidato').getByText(MENSAJE).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'se desborda a lo ancho').toBeLessThanOrEqual(390);
    await fotoSinHallazgos(page, 'ayuda-candidato-enviado-390', 'axe (enviado)');
    await page.close();
  }, 120_000);

  it('the admin reads both on the interview’s screen and answers them', async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Entrevistas', exact: true }).first().click();
    const tarjeta = page.getByTestId('entrevista').filter({ hasText: C.candidato.nombre });
    // The list says who waits for an answer (D172), before anyone opens the interview.
    const marca = tarjeta.getByTestId('ayuda-pendiente');
    expect(await marca.textContent()).toBe(
      'Solicitud de ajuste sin responder · Mensaje del candidato sin responder: ábrela para responder',
    );
    await screenshot(page, 'ayuda-candidato-admin-lista');
    await tarjeta.getByRole('button', { name: `Ver los detalles de la entrevista de ${C.candidato.nombre}` }).click();
    const detalle = page.getByRole('dialog', { name: `Entrevista de ${C.candidato.nombre}` });
    const panel = detalle.getByTestId('ayuda-panel');
    await panel.getByRole('heading', { name: `${C.candidato.nombre} pide un ajuste` }).waitFor();
    await panel.getByText(AJUSTE).waitFor();
    await panel.getByText(MENSAJE).waitFor();
    await fotoSinHallazgos(page, 'ayuda-candidato-admin-pendiente', 'axe (detalle con ajuste pendiente)');

    await panel.getByRole('textbox', { name: /Respuesta al candidato/ }).fill(RESPUESTA_AJUSTE);
    await panel.getByRole('button', { name: 'Aceptar el ajuste' }).click();
    await panel.getByText(/Tiempo ampliado/).waitFor();
    await panel.getByRole('textbox', { name: new RegExp(`Responder a ${C.candidato.nombre}`) }).fill(RESPUESTA_MENSAJE);
    await panel.getByRole('button', { name: 'Enviar al candidato' }).click();
    await panel.getByText(RESPUESTA_MENSAJE).waitFor();
    await screenshot(page, 'ayuda-candidato-admin-respondido');
    // Answered: the card's mark is gone once the dialog closes.
    await page.keyboard.press('Escape');
    await detalle.waitFor({ state: 'detached' });
    await marca.waitFor({ state: 'detached' });
    await page.close();
  }, 120_000);

  it('the candidate reads the answers on the page and in the mail; the time is stretched', async () => {
    const asuntos = (await correosDe(e2e, C.candidato.email)).map((m) => m.subject);
    expect(asuntos.some((s) => /ha aceptado el ajuste que pediste/.test(s))).toBe(true);
    expect(asuntos.some((s) => /te ha respondido/.test(s))).toBe(true);
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.web}${enlace}`);
    const barra = page.getByTestId('ayuda-barra');
    const ajuste = barra.getByTestId('ajuste-1');
    await ajuste.getByText('Aceptado', { exact: true }).waitFor();
    await ajuste.getByText(RESPUESTA_AJUSTE).waitFor();
    await barra.getByTestId('mensaje-empresa').getByText(RESPUESTA_MENSAJE).waitFor();
    await barra.getByText(/La empresa ha ampliado el tiempo de tu entrevista/).waitFor();
    await barra.scrollIntoViewIfNeeded();
    await fotoSinHallazgos(page, 'ayuda-candidato-respuestas-390', 'axe (respuestas)');
    await page.close();
  }, 120_000);

  it('then, on the phone, the candidate answers, finishes and rates the process', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.web}${enlace}`);
    await page.getByText(/He leído el aviso/).click();
    await responderYFinalizar(page);
    const opinion = page.getByRole('group', { name: '¿Recomendarías este proceso a otra persona? (opcional)' });
    await opinion.scrollIntoViewIfNeeded();
    await screenshot(page, 'opinion-pregunta-390');
    // Nothing chosen: the page says so and sends nothing.
    await page.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await page.getByRole('alert').getByText('Elige una puntuación de 0 a 10 o escribe un comentario antes de enviar').waitFor();
    await opinion.getByRole('radio', { name: '8' }).check();
    await page.getByLabel('Comentario (opcional)').fill(COMENTARIO);
    await page.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await page.getByRole('status').getByText('Gracias por tu opinión: nos ayuda a mejorar el proceso').waitFor();
    await screenshot(page, 'opinion-enviada-390');
    await page.close();
  }, 180_000);

  it('the reviewer decides, reads the opinion only then, approves the outcome with the feedback in one mail; the candidate reads it on «Mis datos»', async () => {
    const { panel, completo, form } = await abrirInforme(e2e, C);
    // Before the decision the company does not see the candidate's opinion.
    expect(await completo.getByText(COMENTARIO).count()).toBe(0);
    expect(await completo.getByTestId('comentarios-candidato').count()).toBe(0);
    // The review form says what the candidate receives: nothing on saving, one mail approved after it (D180).
    await form.getByLabel('Seguimiento del candidato').selectOption({ label: 'Seleccionado' });
    await form.getByText(/Qué recibe el candidato: Nada al guardar/).waitFor();
    await recomendarEnRevision(form, 'Seleccionado');
    const comentarios = completo.getByTestId('comentarios-candidato');
    await comentarios.waitFor({ timeout: 20_000 });
    await comentarios.getByTestId('opinion-candidato').getByText(`¿Recomendaría este proceso? 8 de 10 · «${COMENTARIO}»`).waitFor();
    const fortaleza = comentarios.getByLabel(/Punto fuerte 1/);
    expect(await fortaleza.inputValue()).not.toBe('');
    await fortaleza.fill(PUNTO_FUERTE);
    const cita = await comentarios.getByLabel('Cita literal de su respuesta').first().inputValue();
    expect(
      FUERTE.some((r) => r.includes(cita)),
      cita,
    ).toBe(true);
    // The outcome from the company's template, edited for this candidate.
    const asunto = `Tu entrevista con ${C.empresa.comercial}`;
    expect(await comentarios.getByLabel('Asunto').inputValue()).toBe(asunto);
    const mensaje = comentarios.getByLabel('Mensaje con el resultado');
    expect(await mensaje.inputValue()).toContain(`Hola ${C.candidato.nombre}:`);
    await mensaje.fill(`${await mensaje.inputValue()}\n\n${SEGUNDA_FASE}`);
    await comentarios.scrollIntoViewIfNeeded();
    await screenshot(panel, 'comentarios-borrador-1366');
    expect((await correosDe(e2e, C.candidato.email)).filter((m) => m.subject === asunto)).toHaveLength(0);
    await comentarios.getByRole('button', { name: 'Aprobar y enviar al candidato' }).click();
    await comentarios.getByText(new RegExp(`Aprobado por ${C.admin.nombre} el`)).waitFor();
    await screenshot(panel, 'comentarios-enviados-1366');
    // One mail: the outcome as edited, with the feedback in it.
    await expect
      .poll(async () => (await correosDe(e2e, C.candidato.email)).filter((m) => m.subject === asunto).length, { timeout: 20_000 })
      .toBe(1);
    const mails = (await correosDe(e2e, C.candidato.email)).filter((m) => m.subject === asunto);
    expect(mails[0]!.body.html).toContain(PUNTO_FUERTE);
    expect(mails[0]!.body.html).toContain(SEGUNDA_FASE);
    await panel.close();

    // The candidate reads it on «Mis datos», on the phone.
    const movil = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    expect((await e2e.api('POST', '/api/publico/mis-datos/solicitud', { body: { email: C.candidato.email } })).status).toBe(200);
    await abrirMisDatos(movil, `${e2e.web}${await enlaceMisDatos(e2e, C.candidato.email)}`);
    const bloque = movil.getByTestId('comentarios-titular');
    await bloque.getByText(PUNTO_FUERTE).waitFor();
    await bloque.getByText(SEGUNDA_FASE, { exact: false }).waitFor();
    await bloque.getByText(`«${cita}»`).first().waitFor();
    await movil.getByText(`8 de 10 · «${COMENTARIO}»`, { exact: false }).waitFor();
    await bloque.scrollIntoViewIfNeeded();
    await screenshot(movil, 'comentarios-mis-datos-390');
    await movil.close();
  }, 180_000);
});

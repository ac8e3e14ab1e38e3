// Issue 65's «Done when», from where a new customer starts (the onboarding wizard, the admin's first
// sign-in, a candidate and the seeded «Entrevistas en Profundidad» scheduled through the screens, no AI
// key): the candidate pastes two answers whole from the clipboard and answers one about a family
// wedding, finishes, is mailed that the interview was received, and answers the fairness questionnaire;
// the reviewer sees all three in «Integridad» and in the review form, is told before writing the comment
// that the candidate will read it, records a rejection and approves an edited outcome mail that carries
// the feedback; the candidate gets that one mail and reads it in «Mis datos»; the admin's fairness
// monitor, with one respondent, shows no count under the minimum; the dossier names the company and
// writes no «1 entrevistas». Screenshots of each step pass axe.
import { execFileSync } from 'node:child_process';
import { enVariante } from '../../shared/espanol.js';
import { describe, expect, it } from 'vitest';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { EQUIDAD, TEXTOS_EQUIDAD } from '../../shared/equidad.js';
import { FUERTE } from '../testing/entrevistas-prueba.js';
import { fotoSinHallazgos, screenshot } from './browser.js';
import { abrirMisDatos, correosDe, enlaceMisDatos } from './candidato-fixtures.js';
import { abrirInforme, clienteConEntrevista, clienteNuevo, decidirEnRevision, responderYFinalizar } from './cliente-nuevo.js';
import { paginaEnPanel, pilaDelArchivo, type E2E } from './e2e-stack.js';

let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));

const C = clienteNuevo({
  marca: 'Sextante Personas',
  dominio: 'sextante.test',
  cif: completarCif('B', '7000965'),
  admin: { nombre: 'Irene Sextante', password: 'Astrolabio-Clave-2026' },
  candidato: { nombre: 'Rubén Marea', posicion: 'Mozo de almacén' },
});
/** Questions 2 and 3 pasted whole; question 5 (a change at work) answered with a family wedding. */
const PEGADAS = [1, 2];
const FUERA = 4;
const BODA =
  'En la boda de mi prima se perdió el ramo dos horas antes de la ceremonia; llamé a una floristería del pueblo y lo recogí en moto.';
const RESPUESTAS = FUERTE.map((r, i) => (i === FUERA ? BODA : r));
const ASUNTO_RECIBIDA = `Hemos recibido tu entrevista con ${C.empresa.comercial}`;
const ULTIMA_FRASE = 'Guardaremos tu candidatura para otras vacantes de almacén, si nos lo permites.';
let enlace = '';
let asunto = '';

describe('what a candidate and a reviewer can trust, walked from a new customer', () => {
  it('a new company, its admin, a candidate and the interview scheduled through the screens', async () => {
    ({ enlace } = await clienteConEntrevista(e2e, C));
    expect(enlace).toMatch(/^\/entrevista\//);
  }, 240_000);

  it('the candidate pastes two answers whole, answers one off topic, finishes, is told it was received, and answers the questionnaire', async () => {
    const contexto = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    await contexto.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.web });
    const page = await contexto.newPage();
    await page.goto(`${e2e.web}${enlace}`);
    await page.getByText(/He leído el aviso/).click();
    await responderYFinalizar(page, undefined, RESPUESTAS, PEGADAS);

    // The mail that the interview arrived and what comes next (issue 65 item 7), once.
    await expect
      .poll(async () => (await correosDe(e2e, C.candidato.email)).filter((m) => m.subject === ASUNTO_RECIBIDA).length, { timeout: 20_000 })
      .toBe(1);
    const recibida = (await correosDe(e2e, C.candidato.email)).find((m) => m.subject === ASUNTO_RECIBIDA)!;
    expect(recibida.body.html).toContain(`una persona de ${C.empresa.comercial} lo revisa antes de decidir`);

    // The fairness questionnaire: the one respondent of the period.
    const cuestionario = page.getByRole('form', { name: EQUIDAD.titulo });
    await cuestionario.getByRole('group', { name: 'Sexo' }).getByRole('radio', { name: 'Hombre' }).check();
    await cuestionario.getByRole('group', { name: 'Edad' }).getByRole('radio', { name: 'De 25 a 34 años' }).check();
    await cuestionario.getByRole('checkbox').check();
    await cuestionario.getByRole('button', { name: 'Enviar el cuestionario' }).click();
    await page.getByRole('status').getByText(enVariante(TEXTOS_EQUIDAD.gracias)).waitFor();
    await contexto.close();
  }, 240_000);

  it('the reviewer sees the three answers in «Integridad» and in the form, is told the candidate reads the comment, rejects and approves one edited mail with the feedback', async () => {
    const { panel, completo, form } = await abrirInforme(e2e, C);
    // «Integridad»: the two pasted answers and the off-topic one, each marked on its answer.
    await completo.getByRole('tab', { name: 'Integridad (3)' }).click();
    const pestana = completo.getByRole('tabpanel', { name: 'Integridad (3)' });
    const porRespuesta = (n: number) =>
      pestana
        .getByRole('list', { name: 'Señales por respuesta' })
        .getByRole('listitem')
        .filter({ hasText: `Pregunta ${n + 1}` })
        .first();
    for (const n of PEGADAS) {
      await porRespuesta(n).getByTestId('pegada-entera').first().waitFor();
      expect(await porRespuesta(n).getAttribute('data-senalada')).toBe('true');
    }
    expect(await porRespuesta(FUERA).getAttribute('data-senalada')).toBe('true');
    await pestana.scrollIntoViewIfNeeded();
    await fotoSinHallazgos(panel, 'confianza-integridad', 'axe (integridad)');

    // The review form lists them beside the rule's recommendation, and says before the comment that the candidate reads it.
    await form.getByText(/^Junto a esta recomendación: 3 respuestas con señales de integridad/).waitFor();
    await form.getByText(/La persona candidata podrá leer este comentario: en «Mis datos»/).waitFor();
    const aviso = await form.getByText(/La persona candidata podrá leer este comentario/).boundingBox();
    const comentario = await form.getByLabel('Comentario').boundingBox();
    expect(aviso!.y, 'the notice is above the comment').toBeLessThan(comentario!.y);

    await decidirEnRevision(form, {
      decision: 'No recomendado',
      seguimiento: 'Rechazado',
      comentario: 'Dos respuestas se pegaron enteras y una no trata de la pregunta: no sigue en el proceso.',
      motivo: 'Las señales de integridad pesan en la decisión.',
    });

    const comentarios = completo.getByTestId('comentarios-candidato');
    await comentarios.waitFor({ timeout: 20_000 });
    asunto = await comentarios.getByLabel('Asunto').inputValue();
    expect(asunto).toContain(C.empresa.comercial);
    const mensaje = comentarios.getByLabel('Mensaje con el resultado');
    await mensaje.fill(`${await mensaje.inputValue()}\n\n${ULTIMA_FRASE}`);
    // Nothing has reached the candidate before the approval.
    expect((await correosDe(e2e, C.candidato.email)).filter((m) => m.subject === asunto)).toHaveLength(0);
    await comentarios.scrollIntoViewIfNeeded();
    await screenshot(panel, 'confianza-resultado-borrador');
    await comentarios.getByRole('button', { name: 'Aprobar y enviar al candidato' }).click();
    await comentarios.getByText(new RegExp(`Aprobado por ${C.admin.nombre} el`)).waitFor();
    await panel.close();
  }, 240_000);

  it('the candidate receives that one mail, with the feedback, and reads it in «Mis datos»', async () => {
    await expect
      .poll(async () => (await correosDe(e2e, C.candidato.email)).filter((m) => m.subject === asunto).length, { timeout: 20_000 })
      .toBe(1);
    const mail = (await correosDe(e2e, C.candidato.email)).find((m) => m.subject === asunto)!;
    expect(mail.body.html).toContain(ULTIMA_FRASE);
    expect(mail.body.html).toMatch(/Aspectos a mejorar:/);
    // Besides it, only the invitation and the «received» mail: no feedback on its own, no second outcome.
    expect(
      (await correosDe(e2e, C.candidato.email)).map((m) => m.subject).filter((s) => s !== asunto && s !== ASUNTO_RECIBIDA),
    ).toHaveLength(1);

    const movil = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    expect((await e2e.api('POST', '/api/publico/mis-datos/solicitud', { body: { email: C.candidato.email } })).status).toBe(200);
    await abrirMisDatos(movil, `${e2e.web}${await enlaceMisDatos(e2e, C.candidato.email)}`);
    const bloque = movil.getByTestId('comentarios-titular');
    await bloque.getByText(ULTIMA_FRASE, { exact: false }).waitFor();
    await movil.getByText('Dos respuestas se pegaron enteras y una no trata de la pregunta', { exact: false }).first().waitFor();
    await bloque.scrollIntoViewIfNeeded();
    await fotoSinHallazgos(movil, 'confianza-mis-datos-390', 'axe (mis datos)');
    await movil.close();
  }, 120_000);

  it("the admin's fairness monitor, with one respondent, shows no count under the minimum; the dossier names the company and counts in Spanish", async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/analytics', timeout: 30_000 });
    const monitor = page.getByRole('region', { name: 'Monitor de equidad' });
    await monitor
      .getByText('Menos de 10 cuestionarios respondidos en el periodo. Mínimo por categoría: 10 personas.')
      .waitFor({ timeout: 20_000 });
    // No count under 10 in any of its tables (the one respondent's «1», the «0» selected): «menos de 10».
    const celdas = await monitor.getByRole('cell').allTextContents();
    expect(celdas.length).toBeGreaterThan(0);
    expect(celdas.filter((c) => /^\s*[0-9]\s*$/.test(c))).toEqual([]);
    expect(celdas.some((c) => /menos de 10/i.test(c))).toBe(true);
    expect((await monitor.textContent()) ?? '').not.toMatch(/\b1 persona\b|\b1 seleccionad/);
    await monitor.scrollIntoViewIfNeeded();
    await screenshot(page, 'confianza-monitor');

    await page.getByRole('link', { name: 'Configuración' }).click();
    const seccion = page.getByRole('region', { name: 'Información algorítmica para la representación legal' });
    await seccion.getByRole('button', { name: 'Generar dosier' }).click();
    const generado = seccion.getByRole('region', { name: 'Dosier generado' });
    await generado.getByText('Entrevistas en Profundidad (versión', { exact: false }).waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), generado.getByRole('button', { name: 'Descargar PDF' }).click()]);
    const dosier = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', (await pdf.path())!, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(dosier).toContain(`${C.empresa.comercial} · periodo del`);
    const [json] = await Promise.all([page.waitForEvent('download'), generado.getByRole('button', { name: 'Descargar JSON' }).click()]);
    const datos = JSON.parse(execFileSync('cat', [(await json.path())!], { encoding: 'utf8' }));
    expect(datos.empresa.nombre).toBe(C.empresa.comercial);
    // One interview, one questionnaire: never «1 entrevistas» or «1 personas» in the dossier's words.
    for (const t of [dosier, JSON.stringify(datos)]) expect(t).not.toMatch(/\b1 (entrevistas|personas|plantillas|revisiones|informes)\b/);
    await generado.scrollIntoViewIfNeeded();
    await fotoSinHallazgos(page, 'confianza-dosier', 'axe (dosier)');
    await page.close();
  }, 180_000);
});

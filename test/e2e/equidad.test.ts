// Issue 56's second «Done when» (D175), from where a new customer starts (the onboarding wizard, the
// admin's first sign-in, a candidate and an interview through the screens): the candidate, on a 390 px
// phone, finishes and answers the fairness questionnaire; the reviewer records the decision on the
// screen; three more candidates do the same through the API, two men advanced and one woman not; at the
// default minimum n (10) the admin's monitor shows no count, rate or ratio, only «menos de 10» (issue 65
// item 2); the admin lowers the minimum n to 1 in Configuración and reads on Analytics the women's ratio
// (0,50, an alert) against the men's (1,00); on a 390 px phone the monitor fits the screen. Screenshots
// of each step pass axe.
import { describe, expect, it } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { TEXTOS_EQUIDAD } from '../../shared/equidad.js';
import { FUERTE } from '../testing/entrevistas-prueba.js';
import { fotoSinHallazgos, screenshot } from './browser.js';
import { expectClicable, expectMarcoDentro } from './geometria.js';
import { entrevistaProgramada, esperarAnalisis, terminarEntrevista } from './candidato-fixtures.js';
import { EQUIDAD } from '../../shared/equidad.js';
import { abrirInforme, clienteConEntrevista, clienteNuevo, recomendarEnRevision, responderYFinalizar } from './cliente-nuevo.js';
import { paginaEnPanel, pilaDelArchivo, type E2E } from './e2e-stack.js';

let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));

const C = clienteNuevo({
  marca: 'Faro Equidad',
  cif: 'B70000807',
  admin: { nombre: 'Marta Faro', password: 'Atalaya-Clave-2026' },
  candidato: { nombre: 'Julia Serra', posicion: 'Analista de datos' },
});

let enlace = '';
let tokenAdmin = '';

describe('candidates answer the fairness questionnaire and an admin reads the ratios', () => {
  it('the company, its admin, the candidate and the interview through the screens', async () => {
    ({ enlace, tokenAdmin } = await clienteConEntrevista(e2e, C));
  }, 240_000);

  it('on a 390 px phone the candidate finishes and answers the questionnaire, after «Finalizar» only', async () => {
    expect(enlace).not.toBe('');
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.web}${enlace}`);
    await page.getByText(/He leído el aviso/).click();
    // Nothing of the questionnaire before the interview is finished.
    expect(await page.getByText(EQUIDAD.titulo).count()).toBe(0);
    await responderYFinalizar(page, async () => {
      expect(await page.getByText(EQUIDAD.titulo).count()).toBe(0);
    });
    const cuestionario = page.getByRole('form', { name: EQUIDAD.titulo });
    await cuestionario.scrollIntoViewIfNeeded();
    // Without the consent nothing is sent.
    await cuestionario.getByRole('group', { name: 'Sexo' }).getByRole('radio', { name: 'Mujer' }).check();
    await cuestionario.getByRole('group', { name: 'Edad' }).getByRole('radio', { name: 'De 25 a 34 años' }).check();
    await cuestionario.getByRole('button', { name: 'Enviar el cuestionario' }).click();
    await cuestionario.getByRole('alert').getByText(enVariante(TEXTOS_EQUIDAD.consentimientoObligatorio)).waitFor();
    await cuestionario.getByRole('checkbox').check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'se desborda a lo ancho').toBeLessThanOrEqual(390);
    await fotoSinHallazgos(page, 'equidad-cuestionario-390', 'axe (cuestionario)');
    await cuestionario.getByRole('button', { name: 'Enviar el cuestionario' }).click();
    await page.getByRole('status').getByText(enVariante(TEXTOS_EQUIDAD.gracias)).waitFor();
    await screenshot(page, 'equidad-cuestionario-enviado-390');
    await page.close();
  }, 180_000);

  it('the reviewer records the decision on the screen, and sees nothing of the questionnaire there', async () => {
    const { panel, completo, form } = await abrirInforme(e2e, C);
    expect(await completo.getByText(/25 a 34|Mujer|franja de edad/i).count()).toBe(0);
    await recomendarEnRevision(form);
    await completo.getByTestId('comentarios-candidato').waitFor({ timeout: 20_000 });
    await panel.close();
  }, 180_000);

  it('three more candidates answer and are decided (through the API): two men advance, a woman does not', async () => {
    expect(tokenAdmin).not.toBe('');
    const otros = [
      { nombre: 'Lucía Bravo', email: 'lucia.bravo@candidatos.test', sexo: 'mujer', edad: '35_44', decision: 'no_recomendado' },
      { nombre: 'Pablo Ruiz', email: 'pablo.ruiz@candidatos.test', sexo: 'hombre', edad: '25_34', decision: 'recomendado' },
      { nombre: 'Hugo León', email: 'hugo.leon@candidatos.test', sexo: 'hombre', edad: '45_54', decision: 'recomendado' },
    ];
    for (const o of otros) {
      const { id, token } = await entrevistaProgramada(e2e, tokenAdmin, { nombre: o.nombre, email: o.email, puesto: 'Analista de datos' });
      await terminarEntrevista(e2e, token, FUERTE[0]!);
      const r = await e2e.api('POST', `/api/publico/entrevistas/${token}/equidad`, {
        body: { version: EQUIDAD.version, consentimiento: true, sexo: o.sexo, edad: o.edad },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      await esperarAnalisis(e2e, tokenAdmin, id);
      const v = await e2e.api('PUT', `/api/entrevistas/${id}/validacion`, {
        token: tokenAdmin,
        body: { decision: o.decision, motivoCambio: 'Leídas las respuestas', comentario: 'Decisión tras leer las respuestas.' },
      });
      expect(v.status, JSON.stringify(v.body)).toBe(200);
    }
  }, 180_000);

  it('at the default minimum n the monitor shows no count under it; the admin lowers it in Configuración and reads the ratios', async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 1366, height: 900 }, { ruta: '/analytics', timeout: 30_000 });
    const bloque = page.getByRole('region', { name: 'Monitor de equidad' });
    const decision = bloque.getByRole('region', { name: 'Decisión de una persona: avanza' });
    const sexo = decision.getByRole('table', { name: 'Sexo' });
    const fila = (t: typeof sexo, nombre: string) =>
      t.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });
    // Four respondents, minimum 10 (issue 65 item 2): not one count, not a rate, not a ratio.
    await bloque
      .getByText('Menos de 10 cuestionarios respondidos en el periodo. Mínimo por categoría: 10 personas.')
      .waitFor({ timeout: 20_000 });
    await decision.getByText('Decisión de una persona: avanza (menos de 10 personas)').waitFor();
    expect(await fila(sexo, 'Mujer').textContent()).toMatch(/^Mujermenos de 10menos de 10—datos insuficientes$/);
    for (const tabla of ['Sexo', 'Franja de edad', 'Sexo × franja de edad']) {
      // Every row's counts, rate and ratio (the first cell is its label: «55 años o más» is no count).
      const filas = await decision
        .getByRole('table', { name: tabla, exact: true })
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) =>
            Array.from(tr.querySelectorAll('td'))
              .slice(1)
              .map((td) => td.textContent ?? ''),
          ),
        );
      expect(filas.length, tabla).toBeGreaterThan(0);
      for (const fila of filas) expect(fila, tabla).toEqual(['menos de 10', 'menos de 10', '—', 'datos insuficientes']);
    }
    await bloque.scrollIntoViewIfNeeded();
    await fotoSinHallazgos(page, 'equidad-analytics-oculto-1366', 'axe (monitor de equidad, cifras ocultas)');

    await page.goto(`${e2e.web}/configuracion`);
    const minimo = page.getByRole('form', { name: 'Monitor de equidad: mínimo de personas por categoría' });
    const campo = minimo.getByLabel('Mínimo de personas');
    await expect.poll(() => campo.inputValue(), { timeout: 20_000 }).toBe('10');
    await campo.fill('1');
    await minimo.getByRole('button', { name: 'Guardar mínimo' }).click();
    await page.getByText('Mínimo de personas por categoría guardado').waitFor();

    await page.getByRole('link', { name: 'Analytics', exact: true }).first().click();
    await bloque.getByText('4 cuestionarios respondidos en el periodo. Mínimo por categoría: 1 persona.').waitFor({ timeout: 20_000 });
    await expect.poll(() => fila(sexo, 'Mujer').textContent(), { timeout: 20_000 }).toMatch(/Mujer21\s*50\s*%0,50Alerta/);
    expect(await fila(sexo, 'Hombre').textContent()).toMatch(/Hombre22\s*100\s*%1,00/);
    expect(await fila(sexo, 'Otro').textContent()).toContain('datos insuficientes');
    await decision.getByText(/categorías con un ratio de impacto por debajo de 0,80/).waitFor();
    const edad = decision.getByRole('table', { name: 'Franja de edad' });
    expect(await fila(edad, 'De 25 a 34 años').textContent()).toMatch(/De 25 a 34 años22\s*100\s*%1,00/);
    expect(await fila(edad, 'De 35 a 44 años').textContent()).toMatch(/De 35 a 44 años10\s*0\s*%0,00Alerta/);
    await bloque.scrollIntoViewIfNeeded();
    await fotoSinHallazgos(page, 'equidad-analytics-1366', 'axe (monitor de equidad)');

    // The year's export for an auditor: counts only.
    const descarga = page.waitForEvent('download');
    await bloque.getByRole('button', { name: /Exportar \d{4} para auditoría/ }).click();
    const archivo = await descarga;
    const texto = await archivo.path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p!, 'utf8')));
    expect(JSON.parse(texto).plantillas[0].respuestas).toBe(4);
    for (const nombre of [C.candidato.nombre, 'Lucía Bravo', C.candidato.email]) expect(texto).not.toContain(nombre);
    await page.close();
  }, 180_000);

  it('on a 390 px phone the monitor fits the screen: the page does not scroll sideways, the tables scroll within', async () => {
    const page = await paginaEnPanel(e2e, C.admin, { width: 390, height: 844 }, { ruta: '/analytics', timeout: 30_000 });
    const bloque = page.getByRole('region', { name: 'Monitor de equidad' });
    const decision = bloque.getByRole('region', { name: 'Decisión de una persona: avanza' });
    const sexo = decision.getByRole('table', { name: 'Sexo', exact: true });
    await sexo.getByRole('cell', { name: 'Mujer', exact: true }).waitFor({ timeout: 20_000 });
    await decision.getByText(/categorías con un ratio de impacto por debajo de 0,80/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'se desborda a lo ancho').toBeLessThanOrEqual(390);
    // A table wider than the phone scrolls inside its own box, which stays within the screen's width.
    for (const nombre of ['Sexo', 'Franja de edad', 'Sexo × franja de edad']) {
      await expectMarcoDentro(page, decision.getByRole('table', { name: nombre, exact: true }), nombre);
    }
    const exportar = bloque.getByRole('button', { name: /Exportar \d{4} para auditoría/ });
    await exportar.scrollIntoViewIfNeeded();
    await expectClicable(page, exportar, 'Exportar para auditoría');
    await bloque.scrollIntoViewIfNeeded();
    await screenshot(page, 'equidad-analytics-390');
    await page.close();
  }, 120_000);
});

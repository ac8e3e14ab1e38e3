// Retention (D151) in the browser, against the whole local stack: the admin sets the company's
// period in its form at 1366 px; a candidate at 390 px who has finished an interview consents on the
// end screen to be kept for future processes, is rejected, and sees on «Mis datos» the date their
// data will be erased and their consent. Screenshots of each step pass axe.
import { describe, expect, it } from 'vitest';
import { versionAviso } from '../../shared/retencion.js';
import { revisarRetenciones } from '../../functions/lib/retencion/plazos.js';
import { screenshot } from './browser.js';
import { enlaceMisDatos, entrevistaProgramada, abrirMisDatos } from './candidato-fixtures.js';
import { empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
let empresaId: string;
const EMPRESA = 'Faro Selección';
const ADMIN = { nombre: 'Nuria Campos', email: 'nuria@faro.test', password: 'Faro-Clave-2026' };
const CANDIDATO = { nombre: 'Tomás Prieto', email: 'tomas.prieto@candidatos.test', puesto: 'Administrativo' };

empresaDelArchivo(empresaPrueba(EMPRESA, 'B70000153', { licencias: { activas: 1, total: 1 } }), ADMIN, (pila, hecha) => {
  e2e = pila;
  ({ adminToken, empresaId } = hecha);
});

describe('retention', () => {
  it('the admin sets the period in the company’s form at 1366 px', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 768 });
    try {
      await page.getByRole('link', { name: 'Empresas' }).click();
      await page.getByRole('button', { name: `Editar ${EMPRESA}` }).click();
      const dialog = page.getByRole('dialog');
      const campo = dialog.getByLabel('Plazo de conservación (meses)');
      await campo.fill('6');
      await campo.scrollIntoViewIfNeeded();
      await screenshot(page, 'retencion-plazo-1366');
      await dialog.getByRole('button', { name: 'Actualizar Empresa' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
      const empresa = await e2e.api('GET', `/api/empresas/${empresaId}`, { token: adminToken });
      expect(empresa.body.data.configuracion.retencionMeses).toBe(6);
    } finally {
      await page.close();
    }
  });

  it('the candidate consents at the end screen and sees the erasure date on «Mis datos» at 390 px', async () => {
    const { token, candidatoId } = await entrevistaProgramada(e2e, adminToken, CANDIDATO);
    const base = `/api/publico/entrevistas/${token}`;
    // The notice the candidate accepts is the 6-month one.
    const pagina = await e2e.api('GET', base);
    expect(pagina.body.data.aviso.version).toBe(versionAviso(6));
    expect(pagina.body.data.aviso.privacidad.join(' ')).toContain('6 meses desde que termina el proceso');
    expect((await e2e.api('POST', `${base}/consentimiento`, { body: { acepto: true, version: versionAviso(6) } })).status).toBe(200);
    expect(
      (await e2e.api('PUT', `${base}/respuestas/0`, { body: { texto: 'Llevé la facturación de tres sedes sin retrasos.' } })).status,
    ).toBe(200);
    expect((await e2e.api('POST', `${base}/finalizar`)).status).toBe(200);

    const contexto = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await contexto.newPage();
    try {
      await page.goto(`${e2e.web}/entrevista/${token}`);
      const guardar = page.getByRole('button', { name: 'Guardar mi consentimiento' });
      await guardar.waitFor();
      await screenshot(page, 'retencion-fin-390');
      await page.getByRole('checkbox', { name: /conserve mis datos cuando termine este proceso/ }).check();
      await guardar.click();
      await page
        .getByRole('status')
        .getByText(`Guardado: ${EMPRESA} podrá tenerte en cuenta en futuros procesos.`, { exact: false })
        .waitFor();
      await screenshot(page, 'retencion-consentido-390');

      // The company rejects the candidate (the analysis may move them meanwhile: read again on a 409).
      for (let i = 0; ; i++) {
        const r = await e2e.api('PUT', `/api/candidatos/${candidatoId}`, { token: adminToken, body: { estado: 'rechazado' } });
        if (r.status === 200) break;
        expect(i < 10 && r.status === 409, JSON.stringify(r.body)).toBe(true);
        await new Promise((ok) => setTimeout(ok, 200));
      }
      // The hourly job files the entry.
      expect((await revisarRetenciones(new Date())).refiladas).toBeGreaterThanOrEqual(1);

      await page.getByRole('button', { name: 'Ver mis datos' }).click();
      await page.getByRole('status').getByText('recibirás en unos minutos un enlace', { exact: false }).waitFor();
      const link = await enlaceMisDatos(e2e, CANDIDATO.email);
      await abrirMisDatos(page, `${e2e.web}${link}`);
      await page.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();
      const fecha = page.getByText(`Tu proceso ha terminado: ${EMPRESA} borrará tus datos el `, { exact: false });
      await fecha.waitFor();
      expect(await fecha.textContent()).toMatch(/el \d{1,2} de [a-z]+ de \d{4}\.$/);
      await page.getByText('Aceptaste que te tengan en cuenta en futuros procesos el ', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Retirar mi consentimiento' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'retencion-mis-datos-390');
    } finally {
      await contexto.close();
    }
  });
});

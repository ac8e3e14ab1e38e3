// «Mis datos» in the browser at 390 px (D148–D152), against the whole local stack: a candidate who has
// finished an interview asks for their data from the end screen, opens the emailed link, sees what
// the company holds (the token gone from the address) and how the AI was used, downloads the JSON and
// the PDF, gives their view on the assessment and asks the company to erase their data; the public form
// answers without saying whether the address is known. Screenshots of each step pass axe.
import { execFileSync } from 'node:child_process';
import { enVariante } from '../../shared/espanol.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIS_DATOS } from '../../shared/constants.js';
import { fmt, impugnacion as msgImpugnacion, misDatos as msg } from './mensajes.js';
import { screenshot } from './browser.js';
import { correosDe, enlaceMisDatos, entrevistaProgramada, terminarEntrevista, abrirMisDatos, pedirBorrado } from './candidato-fixtures.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaDelArchivo, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
const EMPRESA = 'Brújula Personas';
const CONTACTO = 'privacidad@brujula.test';
const CANDIDATA = {
  nombre: 'Marta Ibáñez',
  email: 'marta.ibanez@candidatos.test',
  puesto: 'Técnica de compras',
  telefono: '+34 611 222 333',
};
/** Her phone as stored and shown back to her (E.164, issue 67 item 9: the public page carries no formatter). */
const TELEFONO_GUARDADO = '+34611222333';
const RESPUESTA = 'Negocié con tres proveedores nuevos y bajamos el plazo medio de entrega de doce a ocho días.';
const SOLICITADA = fmt(enVariante(msg.solicitada), { minutos: MIS_DATOS.validezMinutos });

empresaDelArchivo(
  empresaPrueba(EMPRESA, 'B70000773', { email: CONTACTO, licencias: { activas: 1, total: 1 } }),
  adminPrueba(EMPRESA),
  (pila, hecha) => {
    e2e = pila;
    ({ adminToken } = hecha);
  },
);

/** A finished interview of CANDIDATA's, through the API as the candidate's page calls it; its link's path. */
async function entrevistaFinalizada(): Promise<string> {
  const { token } = await entrevistaProgramada(e2e, adminToken, CANDIDATA);
  await terminarEntrevista(e2e, token, RESPUESTA);
  return `/entrevista/${token}`;
}

describe('«Mis datos» at 390 px', () => {
  it('from the end screen: the link by email, the page, the JSON and PDF downloads, a view on the assessment, an erasure asked for', async () => {
    const enlace = await entrevistaFinalizada();
    const contexto = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const page = await contexto.newPage();
    try {
      await page.goto(`${e2e.web}${enlace}`);
      const ver = page.getByRole('button', { name: 'Ver mis datos' });
      await ver.waitFor();
      await ver.click();
      await page.getByRole('status').getByText(SOLICITADA).waitFor();
      await screenshot(page, 'mis-datos-pedido-fin-390');

      const link = await enlaceMisDatos(e2e, CANDIDATA.email);
      await abrirMisDatos(page, `${e2e.web}${link}`);
      await page.getByRole('heading', { level: 1, name: 'Tus datos' }).waitFor();
      expect(new URL(page.url()).hash).toBe('');
      await page.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();
      // Exact: the help bar (D172) names the contact too, in its sentence.
      await page.getByText(CONTACTO, { exact: true }).waitFor();
      await page.getByText(TELEFONO_GUARDADO).waitFor();
      await page.getByText(RESPUESTA, { exact: true }).waitFor();
      // How the AI was used, in plain Spanish (D152).
      await page.getByText('Cómo se usó la IA en esta entrevista').waitFor();
      await page.getByText(`Las preguntas las preparó ${EMPRESA} en la plantilla`, { exact: false }).waitFor();
      await screenshot(page, 'mis-datos-pagina-390');

      const [descarga] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar en JSON' }).click(),
      ]);
      expect(descarga.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
      const archivo = JSON.parse(readFileSync((await descarga.path())!, 'utf8'));
      expect(archivo).toMatchObject({ formato: 'talentia-mis-datos', version: 2, email: CANDIDATA.email });
      expect(archivo.empresas[0].candidato).toMatchObject({ nombre: CANDIDATA.nombre, telefono: TELEFONO_GUARDADO });
      expect(archivo.empresas[0].entrevistas[0].respuestas[0].respuesta).toBe(RESPUESTA);

      // The same data as a PDF a person reads (pdfmake loaded on this click), read back with poppler.
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar en PDF' }).click()]);
      expect(pdf.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.pdf$/);
      const textoPdf = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', (await pdf.path())!, '-'], { encoding: 'utf8' }).replace(
        /\s+/g,
        ' ',
      );
      for (const t of [CANDIDATA.nombre, TELEFONO_GUARDADO, RESPUESTA, CONTACTO, 'Cómo se usó la IA en esta entrevista'])
        expect(textoPdf, t).toContain(t);

      // Once the report is written the candidate gives their view and asks for a person's review (D150).
      const opinar = page.getByRole('button', { name: 'Dar mi opinión o pedir una revisión' });
      for (let i = 0; i < 40 && !(await opinar.isVisible()); i++) {
        await page.waitForTimeout(500);
        await page.reload();
        await page.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();
      }
      await opinar.click();
      await page.getByRole('textbox', { name: 'Tu opinión' }).fill('Conté un ejemplo de negociación que el informe no recoge.');
      await page.getByRole('checkbox', { name: 'Quiero que una persona revise la evaluación' }).check();
      await page.getByRole('button', { name: 'Enviar a la empresa' }).click();
      await page.getByRole('status').getByText(enVariante(msgImpugnacion.enviada)).waitFor();
      await page.getByText('Pendiente de respuesta').waitFor();
      await screenshot(page, 'mis-datos-opinion-390');

      // And asks the company to erase their data (D149): the page says until when it may object.
      await pedirBorrado(page, EMPRESA);
      await screenshot(page, 'mis-datos-borrado-390');

      // A reload reads again with the tab's key; the link itself was used.
      await page.reload();
      await page.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();
      await page.getByText(/Has pedido que se borren tus datos\. Se borrarán el /).waitFor();
      const otra = await contexto.newPage();
      await abrirMisDatos(otra, `${e2e.web}${link}`);
      await otra.getByRole('alert').getByText(enVariante(msg.enlaceInvalido)).waitFor();
    } finally {
      await contexto.close();
    }
  });

  it('the public form answers the same for an unknown address', async () => {
    const contexto = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await contexto.newPage();
    try {
      await page.goto(`${e2e.web}/mis-datos`);
      await page.getByRole('heading', { level: 1, name: 'Mis datos' }).waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill('nadie@desconocido.test');
      await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
      await page.getByRole('status').getByText(SOLICITADA).waitFor();
      await screenshot(page, 'mis-datos-formulario-390');
      expect(await correosDe(e2e, 'nadie@desconocido.test')).toEqual([]);
    } finally {
      await contexto.close();
    }
  });
});

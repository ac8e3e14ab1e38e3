// The candidate contests the assessment and the company answers (D150), in the browser against the
// whole local stack: the candidate, at 390 px on «Mis datos» (opened from the emailed link), gives
// their view and asks for a person's review; a company user at 1366 px sees it waiting in Informes,
// opens the report and answers; the candidate reloads «Mis datos» and reads the answer, who gave it
// and when, and has it by e-mail. Screenshots of each step pass axe.
import { describe, expect, it } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { impugnacion as msg } from './mensajes.js';
import { screenshot } from './browser.js';
import {
  correosDe,
  enlaceMisDatos,
  entrevistaProgramada,
  esperarAnalisis,
  terminarEntrevista,
  abrirMisDatos,
} from './candidato-fixtures.js';
import { empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
const EMPRESA = 'Brújula Personas';
const ADMIN = { nombre: 'Irene Solís', email: 'irene@brujula.test', password: 'Brujula-Clave-2026' };
const CANDIDATA = { nombre: 'Marta Ibáñez', email: 'marta.ibanez@candidatos.test', puesto: 'Técnica de compras' };
const RESPUESTA = 'Negocié con tres proveedores nuevos y bajamos el plazo medio de entrega de doce a ocho días.';
const OPINION = 'La evaluación no tiene en cuenta que la negociación la dirigí yo sola: pido que una persona la revise.';
const CONTESTACION =
  'Hemos leído tu opinión y la hemos anotado; la persona que revisa las evaluaciones la verá el lunes y te escribiremos.';

empresaDelArchivo(empresaPrueba(EMPRESA, 'B70000773', { licencias: { activas: 1, total: 1 } }), ADMIN, (pila, hecha) => {
  e2e = pila;
  ({ adminToken } = hecha);
});

/** A finished interview of CANDIDATA's with its report (the built-in analyzer); its id. */
async function entrevistaAnalizada(): Promise<string> {
  const { id, token } = await entrevistaProgramada(e2e, adminToken, CANDIDATA);
  await terminarEntrevista(e2e, token, RESPUESTA);
  await esperarAnalisis(e2e, adminToken, id);
  return id;
}

describe('contest and answer', () => {
  it('the candidate at 390 px contests, a company user at 1366 px answers, the candidate reads the answer', async () => {
    const id = await entrevistaAnalizada();
    expect((await e2e.api('POST', '/api/publico/mis-datos/solicitud', { body: { email: CANDIDATA.email } })).status).toBe(200);
    const link = await enlaceMisDatos(e2e, CANDIDATA.email);

    const movil = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const candidata = await movil.newPage();
    try {
      await abrirMisDatos(candidata, `${e2e.web}${link}`);
      await candidata.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();
      await candidata.getByRole('button', { name: 'Dar mi opinión o pedir una revisión' }).click();
      await candidata.getByRole('textbox', { name: 'Tu opinión' }).fill(OPINION);
      await candidata.getByRole('checkbox', { name: 'Quiero que una persona revise la evaluación' }).check();
      await screenshot(candidata, 'impugnacion-formulario-390');
      await candidata.getByRole('button', { name: 'Enviar a la empresa' }).click();
      await candidata.getByRole('status').getByText(enVariante(msg.enviada)).waitFor();
      await candidata.getByText('Pendiente de respuesta').waitFor();
      await screenshot(candidata, 'impugnacion-enviada-390');

      // The company: the open view in Informes, the report with the panel, the answer.
      const empresa = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
      try {
        await empresa.goto(`${e2e.web}/informes`);
        await empresa.getByText('Un candidato espera respuesta a su opinión sobre la evaluación').waitFor();
        await screenshot(empresa, 'impugnacion-informes-1366');
        await empresa.getByRole('button', { name: `Responder a ${CANDIDATA.nombre}` }).click();
        const panel = empresa.getByTestId('impugnacion-panel');
        await panel.getByRole('heading', { name: 'El candidato ha pedido que una persona revise la evaluación' }).waitFor();
        await panel.getByText(OPINION).waitFor();
        await screenshot(empresa, 'impugnacion-panel-1366');
        await panel.getByRole('textbox', { name: /Respuesta al candidato/ }).fill(CONTESTACION);
        // No review saved yet: the answer is refused until it says the assessment did not change (D160).
        await panel.getByRole('button', { name: 'Enviar respuesta' }).click();
        await panel.getByText(msg.revisionNecesaria).waitFor();
        await panel.getByText(msg.sinCambiosEtiqueta).click();
        await panel.getByRole('button', { name: 'Enviar respuesta' }).click();
        await panel.getByRole('heading', { name: 'Opiniones del candidato sobre la evaluación' }).waitFor();
        await panel.getByText(`Respuesta de ${ADMIN.nombre}`, { exact: false }).waitFor();
        await panel.scrollIntoViewIfNeeded();
        await screenshot(empresa, 'impugnacion-respondida-1366');
      } finally {
        await empresa.close();
      }
      const avisos = (await correosDe(e2e, CANDIDATA.email)).filter(
        (m) => m.subject === `${EMPRESA} ha respondido a tu opinión sobre la evaluación`,
      );
      expect(avisos).toHaveLength(1);
      // The mail and «Mis datos» say the same: no review is claimed where none was saved (D160).
      expect(avisos[0]!.body.html).toContain(msg.resultadoSinRevision);
      expect(avisos[0]!.body.html).not.toContain(msg.resultadoRevisada);

      // The candidate reloads «Mis datos» (the tab's access key) and reads the answer.
      await candidata.reload();
      await candidata.getByText('Respondida').waitFor();
      await candidata.getByText(CONTESTACION).waitFor();
      await candidata.getByText(`Respuesta de la empresa (${ADMIN.nombre},`, { exact: false }).waitFor();
      await candidata.getByText(msg.resultadoSinRevision).waitFor();
      await screenshot(candidata, 'impugnacion-respuesta-390');
      expect(id).toBeTruthy();
    } finally {
      await movil.close();
    }
  });
});

// Issue 54 «Done when» (D160): a candidate reaches «Mis datos» from the invitation mail, at 390 px,
// against the whole local stack. The invitation names «Mis datos»; the page asks for a link; a mail
// scanner that renders the mailed link (a browser that runs the page) does not spend it; the person
// presses «Ver mis datos», reloads and keeps her access, and sends her view with a request for a
// person's review without any wait; the company answers after saving a review, and after a reload
// the page says what the mail says. Screenshots of each step pass axe.
import { join } from 'node:path';
import { enVariante } from '../../shared/espanol.js';
import { describe, expect, it } from 'vitest';
import { MIS_DATOS } from '../../shared/constants.js';
import { fmt, impugnacion as msgImpugnacion, misDatos as msg } from './mensajes.js';
import { screenshot, SCREENSHOTS } from './browser.js';
import { correosDe, enlaceMisDatos, entrevistaProgramada, esperarAnalisis, terminarEntrevista } from './candidato-fixtures.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaDelArchivo, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
const EMPRESA = 'Faro Selección';
const CANDIDATA = { nombre: 'Nerea Campos', email: 'nerea.campos@candidatos.test', puesto: 'Analista de compras' };
const RESPUESTA = 'Renegocié los contratos de transporte con dos proveedores y reduje el coste por envío un 12 % en un trimestre.';
const OPINION = 'El informe no recoge que la renegociación la preparé y la cerré yo: pido que una persona lo revise.';
const CONTESTACION = 'Una persona del equipo ha leído tus respuestas de nuevo y ha anotado que cerraste tú la negociación.';

empresaDelArchivo(empresaPrueba(EMPRESA, 'B70000781', { licencias: { activas: 1, total: 1 } }), adminPrueba(EMPRESA), (pila, hecha) => {
  e2e = pila;
  ({ adminToken } = hecha);
});

describe('«Mis datos» from the invitation mail', () => {
  it('the invitation leads there; a scanner does not spend the link; a reload keeps access; the contest is sent and answered without a wait', async () => {
    const { id, token } = await entrevistaProgramada(e2e, adminToken, CANDIDATA);
    await terminarEntrevista(e2e, token, RESPUESTA);
    await esperarAnalisis(e2e, adminToken, id);

    // The invitation names «Mis datos» and links to it.
    const invitacion = (await correosDe(e2e, CANDIDATA.email)).find((m) => /te invita a una entrevista/.test(m.subject))!;
    expect(invitacion.body.html).toContain('«Mis datos»');
    const href = /href="([^"]*\/mis-datos)"/.exec(invitacion.body.html ?? '')![1]!;

    const movil = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await movil.newPage();
    // A link-detonation sandbox: its own browser, which runs the page the mail links to.
    const escaner = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${e2e.web}${new URL(href).pathname}`);
      await page.getByRole('heading', { level: 1, name: 'Mis datos' }).waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill(CANDIDATA.email);
      await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
      await page
        .getByRole('status')
        .getByText(fmt(enVariante(msg.solicitada), { minutos: MIS_DATOS.validezMinutos }))
        .waitFor();
      await screenshot(page, 'mis-datos-invitacion-pedido-390');

      const link = await enlaceMisDatos(e2e, CANDIDATA.email);
      const scan = await escaner.newPage();
      await scan.goto(`${e2e.web}${link}`);
      await scan.getByRole('button', { name: 'Ver mis datos' }).waitFor();
      await scan.waitForLoadState('networkidle');
      // The scanner saw a button and nothing of hers.
      expect(await scan.getByText(RESPUESTA).count()).toBe(0);

      await page.goto(`${e2e.web}${link}`);
      await page.getByRole('button', { name: 'Ver mis datos' }).waitFor();
      expect(new URL(page.url()).hash).toBe('');
      await screenshot(page, 'mis-datos-invitacion-boton-390');
      await page.getByRole('button', { name: 'Ver mis datos' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tus datos' }).waitFor();
      await page.getByText(RESPUESTA, { exact: true }).waitFor();

      // A reload keeps the access: no new link, no wait.
      await page.reload();
      await page.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();
      await page.getByText(RESPUESTA, { exact: true }).waitFor();
      await screenshot(page, 'mis-datos-invitacion-recarga-390');

      await page.getByRole('button', { name: 'Dar mi opinión o pedir una revisión' }).click();
      await page.getByRole('textbox', { name: 'Tu opinión' }).fill(OPINION);
      await page.getByRole('checkbox', { name: 'Quiero que una persona revise la evaluación' }).check();
      await page.getByRole('button', { name: 'Enviar a la empresa' }).click();
      await page.getByRole('status').getByText(enVariante(msgImpugnacion.enviada)).waitFor();
      await page.getByText('Pendiente de respuesta').waitFor();
      await screenshot(page, 'mis-datos-invitacion-opinion-390');
      await page.getByTestId(`impugnacion-${id}`).screenshot({ path: join(SCREENSHOTS, 'mis-datos-invitacion-opinion-detalle-390.png') });

      // The company saves a person's review, then answers (D160: not before).
      const rev = await e2e.api('PUT', `/api/entrevistas/${id}/validacion`, {
        token: adminToken,
        body: { decision: 'recomendado', motivoCambio: 'Revisada a petición de la candidata', comentario: 'La negociación la cerró ella.' },
      });
      expect(rev.status, JSON.stringify(rev.body)).toBe(200);
      const r = await e2e.api('PUT', `/api/entrevistas/${id}/impugnacion`, { token: adminToken, body: { respuesta: CONTESTACION } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const aviso = (await correosDe(e2e, CANDIDATA.email)).filter(
        (m) => m.subject === `${EMPRESA} ha respondido a tu opinión sobre la evaluación`,
      );
      expect(aviso).toHaveLength(1);
      expect(aviso[0]!.body.html).toContain(msgImpugnacion.resultadoRevisada);

      // Still within her access: a reload reads the answer, in the mail's words.
      await page.reload();
      await page.getByText('Respondida').waitFor();
      await page.getByText(CONTESTACION).waitFor();
      await page.getByText(msgImpugnacion.resultadoRevisada).waitFor();
      await screenshot(page, 'mis-datos-invitacion-respuesta-390');
      // The answer itself, readable apart from the long page.
      await page.getByTestId(`impugnacion-${id}`).screenshot({ path: join(SCREENSHOTS, 'mis-datos-invitacion-respuesta-detalle-390.png') });
      // Never held up: one link was all it took.
      expect((await correosDe(e2e, CANDIDATA.email)).filter((m) => m.subject === 'Tu enlace para ver tus datos en Talentia')).toHaveLength(
        1,
      );
    } finally {
      await escaner.close();
      await movil.close();
    }
  });
});

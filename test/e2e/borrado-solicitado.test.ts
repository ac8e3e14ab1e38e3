// Erasure on the candidate's request in the browser (D149), against the whole local stack: the
// candidate at 390 px opens «Mis datos» from the emailed link and asks a company to erase their
// data (a confirmation that says what is erased and what is kept), and sees it pending; the
// company's admin at 1366 px sees the notice on the candidate's profile and objects with a written
// legal reason; the candidate, reloading, reads that reason. Screenshots of each step pass axe.
import { describe, expect, it } from 'vitest';
import { borradoSolicitado as msg } from './mensajes.js';
import { screenshot } from './browser.js';
import { enlaceMisDatos, abrirMisDatos, pedirBorrado } from './candidato-fixtures.js';
import { empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
const EMPRESA = 'Faro Selección';
const ADMIN = { nombre: 'Nuria Prieto', email: 'nuria@faro-seleccion.test', password: 'Faro-Seleccion-2026' };
const CANDIDATO = { nombre: 'Hugo Salas', email: 'hugo.salas@candidatos.test', puesto: 'Carretillero', telefono: '+34 622 333 444' };
const MOTIVO =
  'Obligación legal: el candidato presentó una reclamación por el proceso y debemos conservar sus datos hasta que se resuelva.';

empresaDelArchivo(empresaPrueba(EMPRESA, 'B70000781'), ADMIN, async (pila, hecha) => {
  e2e = pila;
  ({ adminToken } = hecha);
  const c = await e2e.api('POST', '/api/candidatos', { token: adminToken, body: CANDIDATO });
  expect(c.status).toBe(201);
});

describe('erasure on the candidate’s request', () => {
  it('the candidate asks at 390 px, the admin objects at 1366 px, the candidate reads the reason', async () => {
    const contexto = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const movil = await contexto.newPage();
    try {
      await movil.goto(`${e2e.web}/mis-datos`);
      await movil.getByRole('textbox', { name: 'Email' }).fill(CANDIDATO.email);
      await movil.getByRole('button', { name: 'Enviarme el enlace' }).click();
      await movil.getByRole('status').waitFor();
      await abrirMisDatos(movil, `${e2e.web}${await enlaceMisDatos(e2e, CANDIDATO.email)}`);
      await movil.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();

      await pedirBorrado(movil, EMPRESA, 'borrado-confirmar-390');
      await screenshot(movil, 'borrado-pendiente-390');

      const admin = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
      try {
        await admin.goto(`${e2e.web}/candidatos`);
        await admin.getByRole('button', { name: `Ver el perfil de ${CANDIDATO.nombre}` }).click();
        const aviso = admin.getByTestId('borrado-solicitado');
        await aviso.getByText(msg.aviso).waitFor();
        await screenshot(admin, 'borrado-aviso-empresa-1366');
        await aviso.getByRole('button', { name: msg.oponerse }).click();
        await aviso.getByRole('textbox', { name: new RegExp(msg.motivoEtiqueta) }).fill(MOTIVO);
        await aviso.getByRole('button', { name: msg.enviarOposicion }).click();
        await aviso.getByText(MOTIVO).waitFor();
        await aviso.getByText(new RegExp(`${ADMIN.nombre} se opuso`)).waitFor();
        await screenshot(admin, 'borrado-oposicion-empresa-1366');
      } finally {
        await admin.close();
      }

      await movil.reload();
      await movil.getByRole('heading', { level: 2, name: EMPRESA }).waitFor();
      await movil.getByText(msg.opuesta).waitFor();
      await movil.getByText(MOTIVO).waitFor();
      expect(await movil.getByRole('button', { name: msg.pedir }).count()).toBe(0);
      await screenshot(movil, 'borrado-opuesta-390');
    } finally {
      await contexto.close();
    }
  });
});

// A Mexican and an Argentine customer from where a new customer starts (issue 67, «Done when»): the
// superadmin's wizard with the country chosen and its tax id (RFC, CUIT), the plan's price in the country's
// currency, the admin's first sign-in; Configuración's «Dónde están los datos» asks for the safeguard the
// country's law wants for the deploy's region (D217) and the admin records it; then a candidate and an
// interview scheduled from the candidate's card.
// The candidate, on a 390 px phone, reads the page in the country's Spanish (usted; voseo, D215), the
// notice names the country's law (D214), finishes, and «Mis datos» speaks the same Spanish and names the law.
// The Argentine admin first sees the safeguard form on a 390 px phone (fields reachable, no sideways scroll).
import { describe, expect, it } from 'vitest';
import { FUERTE } from '../testing/entrevistas-prueba.js';
import { screenshot } from './browser.js';
import { abrirMisDatos, enlaceMisDatos } from './candidato-fixtures.js';
import { candidatoConEntrevista, clienteNuevo, empresaPorOnboarding, primerAccesoAdmin, responderYFinalizar } from './cliente-nuevo.js';
import { paginaEnPanel, pilaDelArchivo, type E2E } from './e2e-stack.js';
import { expectClicable } from './geometria.js';
import { dvNit } from '../../shared/identificacion-fiscal.js';

let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));

const PAISES = [
  {
    pais: 'México',
    cif: 'ACA120116TX5',
    marca: 'Maguey Talento',
    admin: 'Rocío Maguey',
    candidato: 'Emiliano Robles',
    hasta: 'Puede hacerla hasta',
    protege: 'Le protege la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
    derechos: 'Le reconoce los derechos de acceso, rectificación, cancelación y oposición (los derechos ARCO).',
    revisar: 'Revise sus respuestas',
    misDatos: 'Sus datos',
  },
  {
    pais: 'Argentina',
    cif: '30-50001091-2',
    marca: 'Ombú Talento',
    admin: 'Lucía Ombú',
    candidato: 'Tomás Ferreyra',
    hasta: 'Podés hacerla hasta',
    protege: 'Te protege la Ley 25.326 (hábeas data).',
    derechos: 'Te reconoce los derechos de acceso, rectificación, actualización y supresión de tus datos',
    revisar: 'Revisá tus respuestas',
    misDatos: 'Tus datos',
  },
] as const;

/**
 * The safeguard form on a 390 px phone (D217): the admin, on Configuración, scrolls to «Dónde están los
 * datos»; each field and the button are inside the viewport when scrolled to, and nothing overflows the
 * page's width. Nothing is recorded here (the desktop step does it).
 */
async function garantiaEnTelefono(admin: { email: string; password: string }): Promise<void> {
  const page = await paginaEnPanel(e2e, admin, { width: 390, height: 844 }, { ruta: '/configuracion' });
  const datos = page.getByRole('region', { name: 'Dónde están los datos' });
  await datos.getByText('Falta registrar la garantía').waitFor({ timeout: 30_000 });
  for (const [campo, control] of [
    ['Tipo de garantía', datos.getByLabel('Tipo de garantía')],
    ['Referencia del documento', datos.getByLabel('Referencia del documento')],
    ['Fecha del documento', datos.getByLabel('Fecha del documento')],
    ['Registrar garantía', datos.getByRole('button', { name: 'Registrar garantía' })],
  ] as const) {
    await control.scrollIntoViewIfNeeded();
    await expectClicable(page, control, `${campo} en un teléfono`);
  }
  await datos.getByLabel('Referencia del documento').fill('Contrato de encargo de tratamiento con cláusulas modelo, anexo II');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'se desborda a lo ancho').toBeLessThanOrEqual(390);
  await screenshot(page, 'paises-argentina-garantia-390');
  await page.close();
}

describe.each(PAISES)('a customer in $pais', (p) => {
  const C = clienteNuevo({
    marca: p.marca,
    cif: p.cif,
    pais: p.pais,
    admin: { nombre: p.admin, password: 'Cordillera-Clave-2026' },
    candidato: { nombre: p.candidato, posicion: 'Analista de datos' },
  });

  it('from the wizard to a scheduled interview, and the candidate reads their own Spanish and law to the end', async () => {
    await empresaPorOnboarding(e2e, C);
    const panel = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await primerAccesoAdmin(e2e, panel, C);
    // The region's safeguard, recorded through the screen before the first interview (D217).
    await panel.getByRole('link', { name: 'Configuración', exact: true }).first().click();
    const datos = panel.getByRole('region', { name: 'Dónde están los datos' });
    if (p.pais === 'Argentina') await garantiaEnTelefono(C.admin);
    await datos.getByText('Falta registrar la garantía').waitFor({ timeout: 30_000 });
    await datos.getByLabel('Referencia del documento').fill('Contrato de encargo de tratamiento con cláusulas modelo, anexo II');
    await datos.getByLabel('Fecha del documento').fill('2025-10-01');
    await datos.getByRole('button', { name: 'Registrar garantía' }).click();
    await datos.getByText(/^Garantía registrada: /).waitFor({ timeout: 20_000 });
    expect(await datos.getByText('Falta registrar la garantía').count()).toBe(0);
    await screenshot(panel, `paises-${p.pais.toLowerCase()}-garantia-1366`);
    const enlace = await candidatoConEntrevista(e2e, panel, C);
    await panel.close();
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.web}${enlace}`);
    await page.getByText(p.hasta).waitFor({ timeout: 30_000 });
    await page.getByText(p.protege, { exact: false }).waitFor();
    await page.getByText('Leer el aviso completo').click();
    await page.getByText(p.derechos, { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'se desborda a lo ancho').toBeLessThanOrEqual(390);
    await screenshot(page, `paises-${p.pais.toLowerCase()}-bienvenida-390`);
    await page.getByText(/He leído el aviso/).click();
    await responderYFinalizar(page, undefined, FUERTE, [], p.revisar);

    // «Mis datos» from the end screen: the link comes by mail; the page and the company's section speak its Spanish.
    await page.getByRole('button', { name: 'Ver mis datos' }).click();
    await expect.poll(() => enlaceMisDatos(e2e, C.candidato.email).catch(() => '')).not.toBe('');
    await abrirMisDatos(page, `${e2e.web}${await enlaceMisDatos(e2e, C.candidato.email)}`);
    await page.getByRole('heading', { level: 1, name: p.misDatos }).waitFor({ timeout: 30_000 });
    await page.getByText(p.derechos, { exact: false }).waitFor();
    await screenshot(page, `paises-${p.pais.toLowerCase()}-mis-datos-390`);
    await page.close();
  }, 300_000);
});

// Colombia's privacy impact study (D218) from where a Colombian customer starts: the wizard with its NIT
// and check digit, the admin's first sign-in, Configuración's card, the study generated from the stored
// facts; the admin completes one of the study's own questions and the study on screen has one «A
// completar» fewer. Colombia's law counts the local stack's region (the United States) as adequate, so
// no safeguard is asked for before this.
describe('a customer in Colombia', () => {
  const C = clienteNuevo({
    marca: 'Guadua Talento',
    cif: `900457812-${dvNit('900457812')}`,
    pais: 'Colombia',
    admin: { nombre: 'Valentina Guadua', password: 'Cordillera-Clave-2026' },
    candidato: { nombre: 'Andrés Cárdenas', posicion: 'Analista de datos' },
  });

  it('opens the privacy impact study from Configuración, reads its facts and completes one of its questions', async () => {
    await empresaPorOnboarding(e2e, C);
    const panel = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await primerAccesoAdmin(e2e, panel, C);
    await panel.getByRole('link', { name: 'Configuración', exact: true }).first().click();
    const tarjeta = panel.getByRole('region', { name: 'Estudio de impacto de privacidad (Colombia)' });
    await tarjeta.getByText('Circular Externa 002 de 2024', { exact: false }).first().waitFor({ timeout: 30_000 });
    await tarjeta.getByRole('button', { name: 'Generar estudio' }).click();
    const generado = tarjeta.getByRole('region', { name: 'Estudio generado' });
    await generado.getByText(/^Estudio del .+: 0 entrevistas en el periodo$/).waitFor({ timeout: 20_000 });
    const pendientes = async () => Number(/(\d+) apartados? queda/.exec((await generado.textContent()) ?? '')?.[1]);
    const antes = await pendientes();
    expect(antes).toBeGreaterThan(6);
    await tarjeta.scrollIntoViewIfNeeded();
    await screenshot(panel, 'paises-colombia-estudio-1366');

    const form = tarjeta.getByRole('form', { name: 'Respuestas de la empresa al estudio' });
    await form.getByLabel('Aprobación y revisión periódica').fill('La dirección jurídica lo aprueba y lo revisa cada año.');
    await form.getByRole('button', { name: 'Guardar respuestas' }).click();
    await panel.getByText('Respuestas del estudio guardadas (versión 1)', { exact: false }).first().waitFor({ timeout: 20_000 });
    // The study on screen is generated again with the answer: one «A completar» fewer.
    await expect.poll(pendientes, { timeout: 20_000 }).toBe(antes - 1);
    await tarjeta.getByRole('status').filter({ hasText: 'Versión 1' }).waitFor();
    await form.scrollIntoViewIfNeeded();
    await screenshot(panel, 'paises-colombia-estudio-respuestas-1366');
    await panel.close();
  }, 120_000);
});

// A Mexican and an Argentine customer from where a new customer starts (issue 67, «Done when»): the
// superadmin's wizard with the country chosen and its tax id (RFC, CUIT), the plan's price in the country's
// currency, the admin's first sign-in; Configuración's «Dónde están los datos» asks for the safeguard the
// country's law wants for the deploy's region (D217) and the admin records it; then a candidate and an
// interview scheduled from the candidate's card.
// The candidate, on a 390 px phone, reads the page in the country's Spanish (usted; voseo, D215), the
// notice names the country's law (D214), finishes, and «Mis datos» speaks the same Spanish and names the law.
import { describe, expect, it } from 'vitest';
import { FUERTE } from '../testing/entrevistas-prueba.js';
import { screenshot } from './browser.js';
import { abrirMisDatos, enlaceMisDatos } from './candidato-fixtures.js';
import { candidatoConEntrevista, clienteNuevo, empresaPorOnboarding, primerAccesoAdmin, responderYFinalizar } from './cliente-nuevo.js';
import { pilaDelArchivo, type E2E } from './e2e-stack.js';

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

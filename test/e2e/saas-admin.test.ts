// The Panel Sistema in the browser (D94), where a new customer starts: the superadmin creates a plan
// through 'Crear Plan' with its defaults, a company through the Empresas screen with the form's
// defaults (its subscription comes with it, D118), changes its plan, sees the Dashboard's KPIs move and
// downloads its three CSVs (D97), cancels the subscription, sees Analytics empty and then charted
// after the monthly job closes a month; the Empresas tab's tenants table, its search (D108) and 'Config
// APIs Globales', the Sistema tab's statuses and checklist before and after the health job (D99); the
// panel at 390 px (nothing sideways, the actions reachable) and axe; screenshots of each step.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ETIQUETA_ESTADO_EMPRESA } from '../../shared/empresa-etiquetas.js';
import { formatFechaIso } from '../../shared/fechas.js';
import { accessibilityViolations, fotoSinHallazgos, screenshot } from './browser.js';
import { expectClicable } from './geometria.js';
import { paginaEnPanel, pilaDelArchivo, SUPERADMIN, type E2E } from './e2e-stack.js';

let e2e: E2E;

pilaDelArchivo((x) => (e2e = x));

describe('Panel Sistema: plans and subscriptions', () => {
  it('creates a plan and a company with its subscription, changes and cancels it; 390 px and axe', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1280, height: 900 });

    // The Dashboard of a new platform: the KPI cards at zero.
    await page.goto(`${e2e.web}/saas-admin`);
    const mrr = page.getByRole('group', { name: 'MRR' });
    await mrr.getByText(/^0,00\s€$/).waitFor();
    await page.getByRole('group', { name: 'Empresas activas' }).getByText('0 de pago · 0 en prueba').waitFor();

    // A plan through 'Crear Plan': name, price and description; the rest are the form's defaults.
    await page.goto(`${e2e.web}/saas-admin?tab=planes`);
    await page.getByRole('heading', { level: 1, name: 'Panel Sistema' }).waitFor();
    await page.getByRole('button', { name: 'Modo Admin' }).click();
    await page.getByRole('button', { name: 'Crear Plan' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Crear Plan' });
    expect(await dialogo.getByLabel('Usuarios').inputValue()).toBe('3');
    expect(await dialogo.getByLabel('Almacenamiento').inputValue()).toBe('5GB');
    await dialogo.getByRole('button', { name: 'Crear Plan' }).click();
    await dialogo.getByText('El nombre del plan es obligatorio').waitFor();
    await dialogo.getByLabel('Nombre').fill('Pyme Plus');
    await dialogo.getByLabel('Precio (€)').fill('79');
    await dialogo.getByLabel('Descripción').fill('Para pymes que seleccionan cada mes');
    await screenshot(page, 'saas-plan-dialog');
    await dialogo.getByRole('button', { name: 'Crear Plan' }).click();
    await dialogo.waitFor({ state: 'detached' });
    const tarjeta = page.getByLabel('Plan Pyme Plus', { exact: true });
    await tarjeta.getByText('3 usuarios · 100 candidatos · 50 entrevistas · 5GB').waitFor();
    await screenshot(page, 'saas-planes');

    // A company through the Empresas screen with the form's defaults (plan professional).
    await page.getByRole('link', { name: 'Empresas' }).click();
    await page.getByRole('button', { name: 'Nueva Empresa' }).first().click();
    const empresa = page.getByRole('dialog', { name: 'Nueva Empresa' });
    await empresa.getByLabel('Nombre Legal').fill('Costa Talento S.L.');
    await empresa.getByLabel('CIF').fill('B23456783');
    await empresa.getByLabel('Email', { exact: false }).first().fill('personas@costa.test');
    // The administrator switch is on when creating (D124): its data are part of the defaults' path.
    await empresa.getByRole('tab', { name: 'Administrador' }).click();
    await empresa.getByLabel('Nombre del administrador').fill('Noelia Ferrer');
    await empresa.getByLabel('Email del administrador').fill('noelia@costa.test');
    await empresa.getByLabel('Contraseña', { exact: false }).first().fill('Mareas-Norte-2026');
    await empresa.getByLabel('Confirmar contraseña').fill('Mareas-Norte-2026');
    await empresa.getByRole('button', { name: 'Crear Empresa' }).click();
    await empresa.waitFor({ state: 'detached', timeout: 20_000 });

    // Its subscription came with it (D118): active on Professional, the form's plan.
    await page.goto(`${e2e.web}/saas-admin?tab=suscripciones`);
    const fila = page.getByRole('row', { name: /Costa Talento/ });
    await fila.getByText('Activa').waitFor();
    await fila.getByText('Professional · 149 €/mes').waitFor();
    await screenshot(page, 'saas-suscripciones');

    // Its plan changes to the new one: the company takes it.
    await fila.getByRole('button', { name: 'Cambiar plan' }).click();
    const cambio = page.getByRole('dialog', { name: 'Cambiar plan' });
    await cambio.getByLabel('Plan').selectOption({ label: 'Pyme Plus · 79 € / mes' });
    await cambio.getByRole('button', { name: 'Guardar cambios' }).click();
    await cambio.waitFor({ state: 'detached' });
    await fila.getByText('Pyme Plus · 79 €/mes').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('talentia.authToken'));
    const empresas = await e2e.api('GET', '/api/empresas', { token: token! });
    const costa = empresas.body.data.items.find((e: { nombreLegal: string }) => e.nombreLegal === 'Costa Talento S.L.');
    expect(costa).toMatchObject({ plan: 'pyme-plus', estado: 'activa', limites: { usuarios: 3, candidatos: 100, entrevistas: 50 } });

    // The Dashboard has moved: one paying company at the new plan's price, and the company in the first 5 with its figures.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByRole('group', { name: 'Empresas activas' }).getByText('1 de pago · 0 en prueba').waitFor();
    await mrr.getByText(/^79,00\s€$/).waitFor();
    const tenant = page.getByRole('row', { name: /Costa Talento S\.L\./ });
    await tenant.getByText('Sin clave').waitFor();
    await screenshot(page, 'saas-dashboard');

    // Each quick export downloads a dated CSV with a BOM and a header (the day in Madrid, like the server's).
    const hoyMadrid = formatFechaIso(new Date(), 'Europe/Madrid');
    const csvs: Record<string, string[][]> = {};
    for (const [tipo, boton] of [
      ['usuarios', 'Exportar usuarios'],
      ['facturacion', 'Exportar facturación'],
      ['analytics', 'Exportar analytics'],
    ] as const) {
      const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: boton }).click()]);
      expect(descarga.suggestedFilename()).toBe(`${tipo}_${hoyMadrid}.csv`);
      const bytes = readFileSync((await descarga.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      csvs[tipo] = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    }
    expect(csvs.usuarios![0]).toEqual(['id', 'nombre', 'email', 'rol', 'empresa_id', 'empresa', 'activo', 'ultimo_acceso']);
    expect(csvs.usuarios!.find((f) => f[2] === SUPERADMIN.email)?.[3]).toBe('superadmin');
    expect(csvs.facturacion!.find((f) => f[2] === 'Costa Talento S.L.')).toMatchObject({ 3: 'Pyme Plus', 4: 'activa', 5: '79' });
    expect(csvs.analytics![0][0]).toBe('mes');
    await page.getByRole('tab', { name: 'Suscripciones' }).click();

    // Cancelled after a confirmation: the badge turns destructive, the company cancelada.
    await fila.getByRole('button', { name: 'Cancelar' }).click();
    const confirmar = page.getByRole('alertdialog');
    await confirmar.getByText(/terminará hoy/).waitFor();
    await confirmar.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await fila.getByText('Cancelada').waitFor();
    expect(await fila.getByRole('button', { name: 'Cancelar' }).count()).toBe(0);
    await page.getByLabel('Filtrar por estado').selectOption('trial');
    await page.getByText('Ninguna suscripción en este estado.').waitFor();
    expect(page.url()).toContain('estado=trial');
    await page.getByLabel('Filtrar por estado').selectOption('');
    await fila.waitFor();

    // A cancelled company subscribes again: «Nueva suscripción» finds it by the platform's search
    // (D123; without its accents, D132), and its trial on the plan it had counts at once.
    await page.getByRole('button', { name: 'Nueva suscripción' }).click();
    const nueva = page.getByRole('dialog', { name: 'Nueva suscripción' });
    await nueva.getByRole('button', { name: /^Empresa/ }).click();
    await nueva.getByLabel('Buscar empresa').fill('costa talento');
    await nueva.getByRole('option', { name: /Costa Talento/ }).click();
    await nueva.getByLabel('Plan').selectOption({ label: 'Pyme Plus · 79 € / mes' });
    await screenshot(page, 'saas-nueva-suscripcion');
    await nueva.getByRole('button', { name: 'Crear suscripción' }).click();
    await nueva.waitFor({ state: 'detached' });
    const filas = page.getByRole('row', { name: /Costa Talento/ });
    await filas.filter({ hasText: 'Prueba' }).getByText('Pyme Plus · 79 €/mes').waitFor();
    await filas.filter({ hasText: 'Cancelada' }).waitFor();

    // The plan in use cannot be deleted: the 409 says to deactivate it.
    await page.getByRole('tab', { name: 'Planes' }).click();
    await page.getByRole('button', { name: 'Eliminar plan Pyme Plus' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog')
      .getByText(/lo usan 1 empresa\(s\)\. Si ya no quieres ofrecerlo, desactívalo/)
      .waitFor();
    await screenshot(page, 'saas-plan-en-uso');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    expect(await accessibilityViolations(page), 'axe a 1280 px').toEqual([]);

    // At 390 px: nothing scrolls sideways, the tabs and the actions are reachable; axe again.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['dashboard', 'planes', 'suscripciones']) {
      await page.goto(`${e2e.web}/saas-admin?tab=${tab}`);
      await page.getByRole('heading', { level: 1, name: 'Panel Sistema' }).waitFor();
      await (
        tab === 'planes' ? page.getByLabel('Plan Pyme Plus', { exact: true }) : page.getByRole('row', { name: /Costa Talento/ }).first()
      ).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} se desborda a lo ancho`).toBeLessThanOrEqual(390);
      await expectClicable(page, page.getByRole('button', { name: 'Salir Admin' }), 'Salir Admin');
      await expectClicable(page, page.getByRole('button', { name: 'Actualizar' }), 'Actualizar');
      await fotoSinHallazgos(page, `saas-${tab}-390`, `axe a 390 px (${tab})`);
    }
    // Analytics: no month closed yet, then the monthly job closes last month and the charts appear.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Todavía no hay historial').waitFor();
    const { handler: cierreMes } = await import('../../functions/jobs/cierre-mes.js');
    expect((await cierreMes()).cerrados.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByRole('img', { name: /^MRR por mes/ }).waitFor();
    await page.getByRole('img', { name: /^Empresas activas por mes/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'analytics se desborda a lo ancho').toBeLessThanOrEqual(390);
    await fotoSinHallazgos(page, 'saas-analytics-390', 'axe a 390 px (analytics)');

    // Empresas (D99): the tenants table holds the company with its state and plan, its name links to its
    // form; 'Config APIs Globales' shows the platform's six providers, none with a key yet.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Empresas' }).click();
    const tenants = page.getByRole('region', { name: /Tabla de tenants/ });
    const filaTenant = tenants.getByRole('row', { name: /Costa Talento S\.L\./ });
    // Subscribed again: in its trial.
    await filaTenant.getByText(ETIQUETA_ESTADO_EMPRESA.trial, { exact: true }).waitFor();
    await filaTenant.getByText('Pyme Plus').waitFor();
    expect(await filaTenant.getByRole('link', { name: 'Costa Talento S.L.' }).getAttribute('href')).toBe(`/empresas?editar=${costa.id}`);
    await page.getByRole('button', { name: 'Config APIs Globales' }).click();
    const apis = page.getByRole('dialog', { name: 'Config APIs Globales' });
    for (const p of ['openai', 'claude', 'gemini', 'perplexity', 'deepgram', 'did'])
      await apis.getByTestId(`clave-${p}`).getByText('Sin clave').waitFor();
    await fotoSinHallazgos(page, 'saas-config-apis-globales', 'axe (Config APIs Globales)');
    await apis.getByRole('button', { name: 'Cerrar' }).first().click();
    await apis.waitFor({ state: 'detached' });
    await fotoSinHallazgos(page, 'saas-empresas', 'axe (Empresas)');
    // Its search (D108): a text of no company says so; the company's email in capitals finds it again.
    const buscar = page.getByRole('searchbox', { name: 'Buscar empresas' });
    await buscar.fill('ninguna-empresa');
    await page.getByText('Ninguna empresa coincide con la búsqueda').waitFor();
    await buscar.fill('PERSONAS@costa');
    await filaTenant.waitFor();
    await screenshot(page, 'saas-empresas-busqueda');

    // Sistema (D99): before the health job, no reading; after it, 'Actualizar' shows API Online and the
    // database Conectada with the checklist computed from what this platform has (plans yes, AI key no).
    await page.getByRole('tab', { name: 'Sistema' }).click();
    await page.getByRole('group', { name: 'API' }).getByText('Sin datos').waitFor();
    const { handler: health } = await import('../../functions/jobs/health.js');
    await health();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByRole('group', { name: 'API' }).getByText('Online').waitFor();
    await page.getByRole('group', { name: 'Base de datos' }).getByText('Conectada').waitFor();
    await page.getByRole('group', { name: 'Proveedores de IA' }).getByText('0/6 Activos').waitFor();
    const checklist = page.getByRole('list', { name: 'Lista de puesta en marcha' });
    const estadoDe = (titulo: string) =>
      checklist
        .getByRole('listitem')
        .filter({ hasText: titulo })
        .getByText(/^(Implementado|Pendiente)$/);
    expect(await estadoDe('Planes de suscripción').textContent()).toBe('Implementado');
    expect(await estadoDe('Comprobación de salud en su periodo').textContent()).toBe('Implementado');
    expect(await estadoDe('Clave de IA de la plataforma').textContent()).toBe('Pendiente');
    expect(
      await page
        .getByRole('row', { name: /^health/ })
        .getByText('Al día')
        .count(),
    ).toBe(1);
    await fotoSinHallazgos(page, 'saas-sistema', 'axe (Sistema)');

    // Both tabs at 390 px: nothing sideways, axe again.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['empresas', 'sistema']) {
      await page.goto(`${e2e.web}/saas-admin?tab=${tab}`);
      await (tab === 'empresas' ? filaTenant : checklist).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} se desborda a lo ancho`).toBeLessThanOrEqual(390);
      // The panel's own (the demo requests have theirs too).
      await expectClicable(page, page.getByRole('button', { name: 'Actualizar' }).first(), 'Actualizar');
      await expectClicable(
        page,
        tab === 'empresas' ? page.getByRole('button', { name: 'Config APIs Globales' }) : page.getByRole('link', { name: 'Servicios HR' }),
        tab,
      );
      await fotoSinHallazgos(page, `saas-${tab}-390`, `axe a 390 px (${tab})`);
    }
    await page.close();
    // One journey through every tab at two widths: longer than the layer's 120 s under CI's load.
  }, 240_000);
});

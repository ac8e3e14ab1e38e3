// A restore keeps the rights and the users (issue 54 items 1 and 2; D159), in the browser, from where
// a new customer starts: the superadmin creates the company through the Empresas dialog with the
// form's defaults (plus what is required) and its admin; the admin adds an operator through Usuarios
// (the generated password); a candidate, on a 390 px phone, asks through «Mis datos» that their data
// be erased. Then the superadmin, on the company chosen in the top bar, exports it in Gestión de
// Datos, clears it (two confirmations) and imports the downloaded file: the report refuses nothing;
// the candidate's profile still says «Se borrarán el …», «Mis datos» still shows the request pending
// and does not offer it again, and the operator signs in with the password they had. Screenshots of
// each step pass axe.
import { describe, expect, it } from 'vitest';
import { borradoSolicitado as msg } from './mensajes.js';
import { screenshot } from './browser.js';
import { abrirMisDatos, enlaceMisDatos } from './candidato-fixtures.js';
import { exportarDatos, limpiarDatos } from './gestion-datos.js';
import { entrarAlPanel, paginaEnPanel, pilaDelArchivo, SUPERADMIN, yaEligioPassword, type E2E } from './e2e-stack.js';

let e2e: E2E;
const EMPRESA = { legal: 'Almacenes Ribera S.L.', comercial: 'Almacenes Ribera', cif: 'B46123451', email: 'personas@ribera.test' };
const ADMIN = { nombre: 'Marta Soler', email: 'marta@ribera.test', password: 'Ribera-Clave-2026' };
const OPERADOR = { nombre: 'Iván Roca', email: 'ivan@ribera.test' };
const CANDIDATO = { nombre: 'Hugo Salas', email: 'hugo.salas@candidatos.test', puesto: 'Carretillero' };

pilaDelArchivo((x) => (e2e = x));

describe('a restore in the browser', () => {
  it('keeps a pending erasure and the operator: export → clear → import through the screens', async () => {
    // 1. The company, through the Empresas dialog (the form's defaults, plus what is required).
    const superadmin = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 900 });
    await superadmin.getByRole('link', { name: 'Empresas' }).click();
    await superadmin.getByRole('button', { name: 'Nueva Empresa' }).first().click();
    const alta = superadmin.getByRole('dialog', { name: 'Nueva Empresa' });
    await alta.getByLabel('Nombre Legal').fill(EMPRESA.legal);
    await alta.getByLabel('Nombre Comercial').fill(EMPRESA.comercial);
    await alta.getByLabel('CIF').fill(EMPRESA.cif);
    await alta.getByLabel('Email', { exact: false }).first().fill(EMPRESA.email);
    await alta.getByRole('tab', { name: 'Administrador' }).click();
    await alta.getByLabel('Nombre del administrador').fill(ADMIN.nombre);
    await alta.getByLabel('Email del administrador').fill(ADMIN.email);
    await alta.getByLabel('Contraseña', { exact: false }).first().fill(ADMIN.password);
    await alta.getByLabel('Confirmar contraseña').fill(ADMIN.password);
    await alta.getByRole('button', { name: 'Crear Empresa' }).click();
    await alta.waitFor({ state: 'detached', timeout: 20_000 });
    await superadmin.getByRole('table').getByText(EMPRESA.comercial, { exact: true }).waitFor();
    // The admin's first sign-in would ask for their own password (password.test.ts goes through it).
    await yaEligioPassword(ADMIN.email);

    // 2. The operator, through Usuarios: the password the screen generates is the one they sign in with.
    const admin = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    await admin.getByRole('link', { name: 'Usuarios' }).click();
    await admin.getByRole('button', { name: 'Nuevo usuario' }).first().click();
    const nuevo = admin.getByRole('dialog', { name: 'Nuevo usuario' });
    await nuevo.getByLabel('Nombre').fill(OPERADOR.nombre);
    await nuevo.getByLabel('Email').fill(OPERADOR.email);
    await nuevo.getByRole('button', { name: 'Crear usuario' }).click();
    await admin.getByText('Contraseña generada').first().waitFor();
    const passwordOperador = await admin.getByRole('dialog').getByRole('textbox').inputValue();
    await admin.getByRole('button', { name: 'Entendido' }).click();
    await admin.getByText(OPERADOR.email).waitFor();
    await yaEligioPassword(OPERADOR.email);
    const token = (await admin.evaluate(() => localStorage.getItem('talentia.authToken')))!;
    const c = await e2e.api('POST', '/api/candidatos', { token, body: CANDIDATO });
    expect(c.status, JSON.stringify(c.body)).toBe(201);

    // 3. The candidate asks for their erasure from «Mis datos», on a phone.
    const contexto = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const movil = await contexto.newPage();
    await movil.goto(`${e2e.web}/mis-datos`);
    await movil.getByRole('textbox', { name: 'Email' }).fill(CANDIDATO.email);
    await movil.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await movil.getByRole('status').waitFor();
    await abrirMisDatos(movil, `${e2e.web}${await enlaceMisDatos(e2e, CANDIDATO.email)}`);
    await movil.getByRole('heading', { level: 2, name: EMPRESA.comercial }).waitFor();
    await movil.getByRole('button', { name: msg.pedir }).click();
    await movil.getByRole('alertdialog').getByRole('button', { name: msg.confirmar }).click();
    const pendiente = movil.getByRole('status').getByText(/Has pedido que se borren tus datos\. Se borrarán el /);
    await pendiente.waitFor();
    const textoPendiente = await pendiente.textContent();

    // 4. The superadmin, on the company chosen in the top bar: export, clear, import.
    const sa = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const datos = await sa.newPage();
    await entrarAlPanel(datos, e2e.web, SUPERADMIN);
    await datos.goto(`${e2e.web}/datos?tab=operaciones`);
    await datos.getByRole('button', { name: 'Empresa actual Todas las empresas' }).click();
    await datos.getByRole('combobox', { name: 'Buscar empresa' }).pressSequentially('ribera');
    await datos
      .getByRole('listbox', { name: 'Empresas' })
      .getByRole('option', { name: new RegExp(`^${EMPRESA.comercial}`) })
      .click();
    await datos.getByRole('button', { name: `Empresa actual ${EMPRESA.comercial}` }).waitFor();
    const { ruta, archivo } = await exportarDatos(datos);
    const elementos = archivo.datos[0].elementos as Array<{ sk: string }>;
    expect(elementos.filter((e) => e.sk.startsWith('BORRADOSOL#'))).toHaveLength(1);

    await limpiarDatos(datos, EMPRESA.comercial);
    await screenshot(datos, 'restauracion-limpiada');
    // Cleared: the request is gone with the data.
    expect((await e2e.api('GET', `/api/candidatos/${c.body.data.id}/borrado-solicitado`, { token })).status).toBe(404);

    await datos.getByLabel('Archivo de importación').setInputFiles(ruta);
    // What the file holds comes first (D162): the erasure request is in it; the import starts on «Importar».
    const previa = datos.getByRole('region', { name: 'Vista previa de la importación' });
    await previa.getByRole('row', { name: /^Solicitudes de borrado/ }).waitFor();
    await screenshot(datos, 'restauracion-vista-previa');
    await previa.getByRole('button', { name: 'Importar', exact: true }).click();
    const informe = datos.getByRole('region', { name: 'Informe de la importación' });
    await informe.getByText(`${elementos.length} creado(s), 0 actualizado(s), 0 rechazado(s)`).waitFor({ timeout: 30_000 });
    // The report names the request it brought back in Spanish.
    const filaBorrado = informe.getByRole('table', { name: 'Resultado por tipo' }).getByRole('row', { name: /^Solicitudes de borrado/ });
    expect((await filaBorrado.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['Solicitudes de borrado', '1', '0', '0']);
    await screenshot(datos, 'restauracion-informe');
    await sa.close();

    // 5. The rights are intact: the profile says when the data will be erased…
    await admin.goto(`${e2e.web}/candidatos`);
    await admin.getByRole('button', { name: `Ver el perfil de ${CANDIDATO.nombre}` }).click();
    const aviso = admin.getByTestId('borrado-solicitado');
    await aviso.getByText(msg.aviso).waitFor();
    await aviso.getByText(/^Se borrarán el /).waitFor();
    await screenshot(admin, 'restauracion-perfil-borrado');
    await admin.close();
    // …and «Mis datos», reloaded, shows the same request and does not offer it again.
    await movil.reload();
    await movil.getByRole('heading', { level: 2, name: EMPRESA.comercial }).waitFor();
    expect(
      await movil
        .getByRole('status')
        .getByText(/Has pedido que se borren tus datos/)
        .textContent(),
    ).toBe(textoPendiente);
    expect(await movil.getByRole('button', { name: msg.pedir }).count()).toBe(0);
    await screenshot(movil, 'restauracion-mis-datos-390');
    await contexto.close();

    // 6. The operator signs in with the password they had.
    const operador = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await entrarAlPanel(operador, e2e.web, { email: OPERADOR.email, password: passwordOperador });
    await operador.getByRole('link', { name: 'Candidatos' }).click();
    await operador.getByText(CANDIDATO.nombre).first().waitFor();
    await screenshot(operador, 'restauracion-operador');
    await operador.close();
    await superadmin.close();
  });
});

// A new customer's journey, everything through the screens with the forms' defaults (plus what is
// required), from where a prospect starts: the prospect asks for a demo on a phone; the superadmin
// reads the SaaS figures (Panel Sistema's cards, the Suscripciones tab, the facturación CSV), converts
// the request with the onboarding wizard and sees them move (one more company in trial, the MRR the
// same); the new admin's first sign-in asks for their own password (the mailed one changed through
// its screen, on a phone) and they set the company's zone; that admin adds a candidate and
// schedules from the candidate's card on the company's clock (no «No se pueden programar
// entrevistas»); the candidate takes the interview on a phone from the invitation's link (strong STAR
// answers naming tools, and one-liners; a reload reopens the question being typed with its text); the
// built-in analyzer's report says it was made by rules, lists the named tools with their quotes and
// does not give the evasive answers a perfect professionalism; the PDF is named by the day the
// interview was taken; the candidate pasted one answer and the reviewer reads it in the report's
// «Integridad» tab beside the checks' flags of the one-liners (D157, D158), and in the review form;
// a review that differs from the AI's recommendation is corrected, both listed
// with who and when; Analytics' agreement follows the definition (same decision only; «En duda»
// agrees with nothing); and the admin exports the company in Gestión de Datos, clears it and imports
// the file: the candidate and the interview are back and every SaaS figure is the one read before the
// clear (a clear keeps the company, its admin, its plan, its subscription and its billing history).
// The Empresas form's own defaults (the zone from the browser, the licences) are empresas.test.ts's.
import { readFileSync } from 'node:fs';
import { enVariante } from '../../shared/espanol.js';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { publico as msg } from './mensajes.js';
import { normalizarTexto } from '../../shared/texto.js';
import { screenshot } from './browser.js';
import { crearCandidatoEnDialogo } from './candidato-fixtures.js';
import { expectClicable } from './geometria.js';
import { exportarDatos, limpiarDatos } from './gestion-datos.js';
import { entrarAlPanel, loginWithPassword, pilaDelArchivo, SUPERADMIN, type E2E } from './e2e-stack.js';

let e2e: E2E;
const EMPRESA = { legal: 'Logística Meridiano S.L.', comercial: 'Meridiano', cif: 'B61234571' };
/** The admin is the demo request's contact; the password is the one they choose at first sign-in. */
const ADMIN = { nombre: 'Beatriz Calvo', email: 'beatriz@meridiano.test', password: 'Meridiano-Clave-2026' };
/** The company's zone, set by its admin (the wizards leave it to the browser's). */
const ZONA_EMPRESA = 'Atlantic/Canary';
const CANDIDATO = { nombre: 'Íñigo Martínez Peña', email: 'inigo.martinez@candidatos.test', posicion: 'Responsable de almacén' };
const HERRAMIENTAS = ['SAP EWM', 'Excel', 'Power Query', '5S'];

// The deep interview's nine questions (the seeded design): 0 motivation, 1 teamwork, 2 problem
// solving, 3 communication, 4 adaptability, 5 results, 6 initiative, 7 technical, 8 closing.
const RESPUESTAS = [
  'He trabajado nueve años en operaciones de almacén, los últimos cuatro como responsable de turno en un centro de 60 personas. Me atrae esta posición porque quiero coordinar varios centros y aplicar lo que aprendí mejorando procesos.',
  'En mi anterior empresa tuve que trabajar con el jefe de transporte, que lo planificaba todo a última hora mientras yo prefería cerrar la carga el día antes. Teníamos que reducir los camiones que salían tarde. Propuse una reunión de diez minutos cada tarde para acordar las prioridades y acepté dejar margen para sus urgencias. En dos meses los camiones que salían tarde bajaron del 22 % al 7 %.',
  'El año pasado empezaron a faltar unidades en el inventario y nadie sabía por qué. Mi objetivo era encontrar la causa sin parar la operación. Analicé tres meses de movimientos, comparé las ubicaciones con diferencias y vi que venían de devoluciones mal registradas. Decidí crear un paso de verificación en la recepción. Las diferencias de inventario se redujeron un 80 % en el trimestre siguiente.',
  'Se lo explico con calma.',
  'Hace dos años la empresa perdió su cliente principal y de un mes para otro pasamos de alimentación a textil. Tenía que reorganizar el almacén en tres semanas. Cambié la distribución de las zonas, formé a los equipos en el nuevo producto y ajusté los turnos. Abrimos con el cliente nuevo en 19 días y aprendí a priorizar lo que de verdad bloquea la operación.',
  'Mi objetivo del año pasado era subir la productividad de preparación un 15 %. Lo planifiqué por fases, medí cada semana las líneas por hora y corregí las rutas de picking cuando vi que se cruzaban. El mayor obstáculo fue la rotación de personal, que resolví con un plan de formación de dos días. Cerramos el año con un 18 % más de líneas por hora.',
  'No sé, no me acuerdo de ninguna.',
  'Domino SAP EWM: configuré las estrategias de ubicación y los tiempos de búsqueda bajaron un 25 %. Manejo Excel avanzado y con Power Query automaticé el informe diario de stock, que pasó de 2 horas a 10 minutos. También implanté 5S en la zona de preparación y los errores de picking bajaron un 30 % en seis meses.',
  'Pues crecer un poco, no sé.',
] as const;
/** The question (0-based) whose answer the candidate pastes (D158). */
const PEGADA = 1;
/** The question (0-based) typed in part before the reload, and the part typed. */
const A_MEDIAS = 4;
const PARTE = 'Hace dos años la empresa perdió su cliente principal y de un mes para otro pasamos de alimentación a textil.';

/** What the journey learns on the way and later steps check. */
const r = {
  zonaEmpresa: '',
  enlace: '',
  /** The instants around the candidate's interview, to name the day it was taken. */
  empezada: 0,
  terminada: 0,
  recomendacionIA: null as 'recomendado' | 'no_recomendado' | null,
  /** Follow-ups the template's rules asked the candidate (D158). */
  seguimientos: 0,
  decisionFinal: null as Decision | null,
};

const DECISION = { recomendado: 'Recomendado', no_recomendado: 'No recomendado', en_duda: 'En duda' } as const;
type Decision = keyof typeof DECISION;

pilaDelArchivo((x) => (e2e = x));

/** The datetime-local value of `dias` days from today at `hora`, on the clock of `zona`. */
function diaEnZona(dias: number, hora: string, zona: string): string {
  return `${diaIso(Date.now() + dias * 86_400_000, zona)}T${hora}`;
}

/** 'YYYY-MM-DD' of an instant on the clock of `zona`. */
function diaIso(instante: number, zona: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instante));
}

/** Chooses an option of a searchable list: types, then clicks the option that names it. */
async function elegir(page: Page, dialog: Locator, campo: string, texto: string, opcion: string) {
  await dialog.getByRole('combobox', { name: campo }).fill(texto);
  await page.getByRole('option', { name: new RegExp(opcion) }).click();
  await expect.poll(() => dialog.getByRole('combobox', { name: campo }).inputValue()).toBe(opcion);
}

async function posicion(page: Page): Promise<{ actual: number; total: number }> {
  const titulo = page.getByRole('heading', { level: 1, name: /^Pregunta \d+ de \d+$/ });
  await titulo.waitFor();
  const [, actual, total] = /Pregunta (\d+) de (\d+)/.exec((await titulo.textContent()) ?? '')!;
  return { actual: Number(actual), total: Number(total) };
}

const guardado = (page: Page) => page.getByRole('status').getByText('Guardado', { exact: true }).waitFor({ timeout: 20_000 });

async function entrarComoAdmin(page: Page) {
  await loginWithPassword(page, e2e.web, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
}

/** The SaaS figures the superadmin reads: the Panel Sistema's cards, the company's rows in Suscripciones and in the facturación CSV. */
interface CifrasSaas {
  tarjetas: Record<string, string>;
  filasEmpresa: string[];
  facturacionEmpresa: string[][];
}
const TARJETAS_SAAS = [
  'MRR',
  'Empresas activas',
  'Usuarios totales',
  'Entrevistas realizadas',
  'Ingresos del mes',
  'Ingresos totales',
  'Conversión de prueba',
  'Churn del mes',
] as const;

/**
 * Reads the figures on a page of the superadmin's (with downloads), reloading until `listas` holds
 * (the counters are written beside the change that moves them, so one read is normally enough; the
 * interviews completed follow a finish by the count queue's moment, D169).
 */
async function cifrasSaas(page: Page, listas: (c: CifrasSaas) => boolean = () => true): Promise<CifrasSaas> {
  let cifras: CifrasSaas = { tarjetas: {}, filasEmpresa: [], facturacionEmpresa: [] };
  for (let intento = 0; intento < 10; intento++) {
    await page.goto(`${e2e.web}/saas-admin`);
    const tarjetas: Record<string, string> = {};
    for (const nombre of TARJETAS_SAAS) {
      const grupo = page.getByRole('group', { name: nombre, exact: true });
      await expect.poll(async () => (await grupo.textContent()) ?? '', { timeout: 30_000 }).toMatch(/\d/);
      tarjetas[nombre] = ((await grupo.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    }
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar facturación' }).click(),
    ]);
    const csv = parse(readFileSync((await descarga.path())!).toString('utf8'), { bom: true }) as string[][];
    await page.getByRole('tab', { name: 'Suscripciones' }).click();
    await page.getByLabel('Filtrar por estado').waitFor();
    // The table, or its empty state, once loaded.
    await page
      .getByRole('region', { name: /^Tabla de suscripciones/ })
      .or(page.getByText('No hay suscripciones', { exact: true }))
      .first()
      .waitFor();
    cifras = {
      tarjetas,
      filasEmpresa: (await page.getByRole('row').filter({ hasText: EMPRESA.comercial }).allTextContents()).map((t) =>
        t.replace(/\s+/g, ' ').trim(),
      ),
      facturacionEmpresa: csv.filter((fila) => fila[2]?.includes(EMPRESA.comercial)),
    };
    if (listas(cifras)) return cifras;
    await page.waitForTimeout(1_000);
  }
  return cifras;
}

describe('a new customer’s journey through the screens, from the demo request to a clear and import', () => {
  it('0. a prospect asks for a demo from the sign-in page on a phone (390 px)', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.web}/login`);
    await page.getByRole('button', { name: 'Solicitar demo gratuita' }).click({ timeout: 60_000 });
    const form = page.getByRole('dialog', { name: 'Solicitar demo gratuita' });
    await form.getByLabel('Empresa', { exact: true }).fill(EMPRESA.legal);
    await form.getByLabel('Nombre de contacto').fill(ADMIN.nombre);
    await form.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await form.getByLabel('Número de empleados').selectOption({ label: '51-200' });
    await form.getByRole('checkbox', { name: /Acepto que Talentia guarde los datos/ }).check();
    await screenshot(page, 'recorrido-demo-formulario-390');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await form.getByText('¡Gracias! Hemos recibido tu solicitud.', { exact: false }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'recorrido-demo-enviada-390');
    await page.close();
  }, 120_000);

  it('1. the superadmin reads the SaaS figures, converts the request with the onboarding wizard’s defaults, and the figures move (1366 px)', async () => {
    const contexto = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await contexto.newPage();
    await entrarAlPanel(page, e2e.web, SUPERADMIN, 30_000);
    const antes = await cifrasSaas(page);
    expect(antes.tarjetas['Empresas activas'], 'una plataforma sin empresas').toMatch(/0 de pago · 0 en prueba/);
    expect(antes.filasEmpresa, 'ninguna suscripción de la empresa todavía').toEqual([]);
    expect(antes.facturacionEmpresa).toEqual([]);

    await page.getByRole('tab', { name: /^Solicitudes\s*, 1 pendiente$/ }).click();
    await page.getByRole('button', { name: `Convertir en empresa la solicitud de ${EMPRESA.legal}` }).click();
    await page.waitForURL('**/onboarding?solicitud=*');
    await page.getByText(`Datos de la solicitud de demo de ${EMPRESA.legal}`, { exact: false }).waitFor();
    // Step 1: the request's data are there; the commercial name and the CIF are what it lacks.
    expect(await page.getByLabel('Nombre Legal').inputValue()).toBe(EMPRESA.legal);
    expect(await page.getByLabel('Email de la empresa').inputValue()).toBe(ADMIN.email);
    await page.getByLabel('Nombre Comercial').fill(EMPRESA.comercial);
    await page.getByLabel('CIF').fill(EMPRESA.cif);
    await screenshot(page, 'recorrido-onboarding-paso1-1366');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // Step 2: the main administrator is the request's contact.
    await page.getByText('Paso 2 de 6').waitFor();
    expect(await page.getByLabel('Nombre del administrador').inputValue()).toBe(ADMIN.nombre);
    expect(await page.getByLabel('Email del administrador').inputValue()).toBe(ADMIN.email);
    // Steps 3–6 with their defaults (subdomain from the name, colours, plan Professional, services).
    for (const paso of [3, 4, 5, 6]) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByText(`Paso ${paso} de 6`).waitFor();
    }
    await page.getByText('30 días de prueba gratuita').waitFor();
    await screenshot(page, 'recorrido-onboarding-resumen-1366');
    await page.getByRole('button', { name: 'Completar Configuración' }).click();
    const resultado = page.getByRole('status').filter({ hasText: 'Empresa creada' });
    await resultado
      .getByText(`El administrador recibirá por email sus credenciales para entrar con ${ADMIN.email}.`)
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'recorrido-onboarding-resultado-1366');

    // The figures have moved: one more active company, in trial (not paying: the MRR is the same),
    // its trial subscription on Professional listed and in the billing CSV.
    const despues = await cifrasSaas(page, (c) => /0 de pago · 1 en prueba/.test(c.tarjetas['Empresas activas'] ?? ''));
    expect(despues.tarjetas['MRR']).toBe(antes.tarjetas['MRR']);
    expect(despues.tarjetas['Empresas activas']).toMatch(/^Empresas activas\s*1/);
    expect(despues.filasEmpresa).toHaveLength(1);
    expect(despues.filasEmpresa[0]).toMatch(/Prueba/);
    expect(despues.filasEmpresa[0]).toMatch(/Professional · 149 €\/mes/);
    expect(despues.facturacionEmpresa).toEqual([expect.objectContaining({ 3: 'Professional', 4: 'trial' })]);
    await screenshot(page, 'recorrido-saas-suscripciones-1366');
    await page.goto(`${e2e.web}/saas-admin?tab=solicitudes`);
    await page.getByLabel('Estado de la solicitud').selectOption({ label: 'Atendidas' });
    await page
      .getByRole('row', { name: new RegExp(EMPRESA.legal) })
      .getByText('Atendida', { exact: true })
      .waitFor();
    await contexto.close();
  }, 300_000);

  it('1b. the new admin’s first sign-in asks for their own password, on a phone; then they set the company’s zone (390 and 1366 px)', async () => {
    // The credentials email carries the password the platform made (the request's contact got its acknowledgement too).
    const store = await fetch(`${e2e.stack.mailUrl}/store`).then((res) => res.json());
    const claves = (store.emails as Array<{ destination: { to: string[] }; html?: string; body?: { html?: string } }>)
      .filter((m) => m.destination.to.includes(ADMIN.email))
      .map((m) => /font-size:16px">([^<]+)</.exec(m.html ?? m.body?.html ?? '')?.[1])
      .filter((c): c is string => !!c);
    expect(claves, 'un email con las credenciales').toHaveLength(1);
    const dada = claves[0]!.replace(/&amp;/g, '&');
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginWithPassword(page, e2e.web, ADMIN.email, dada);
    await page.waitForURL('**/cambiar-password', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    await page.getByLabel(/^Contraseña actual/).fill(dada);
    await page.getByLabel(/^Nueva contraseña/).fill(ADMIN.password);
    await page.getByLabel(/^Confirmar nueva contraseña/).fill(ADMIN.password);
    await screenshot(page, 'recorrido-cambio-password-390');
    const guardar = page.getByRole('button', { name: 'Guardar y continuar' });
    await guardar.scrollIntoViewIfNeeded();
    await expectClicable(page, guardar, 'Guardar y continuar');
    await guardar.click();
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    await page.getByRole('heading', { name: new RegExp(`Dashboard - .*${EMPRESA.comercial}`) }).waitFor();
    await screenshot(page, 'recorrido-admin-dashboard-390');

    // The company's zone, in its details (the wizard does not ask for it).
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: 'Empresas', exact: true }).first().click();
    await page
      .getByRole('button', { name: `Editar ${EMPRESA.comercial}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Zona horaria de la empresa').selectOption(ZONA_EMPRESA);
    await dialog.getByRole('button', { name: 'Actualizar Empresa' }).click();
    // Closed once saved; if it stays open, what it says (an alert, a field's error) is the failure's message.
    // A loaded CI machine has taken more than 20 s here, with nothing on screen to say why.
    await expect
      .poll(
        async () =>
          (await dialog.count()) === 0
            ? 'cerrado'
            : (await dialog.locator('[role="alert"], [data-part="error-text"]').allTextContents()).join(' | ') || 'abierto, sin mensaje',
        { timeout: 60_000, interval: 500 },
      )
      .toBe('cerrado');
    r.zonaEmpresa = ZONA_EMPRESA;
    await page.close();
  }, 180_000);

  it('2. the admin adds a candidate and schedules from the candidate’s card, on the company’s clock (1366 px)', async () => {
    expect(r.zonaEmpresa, 'step 1b gave the company a zone').not.toBe('');
    // The admin's browser is on another clock than the company's: the dialog must take the company's.
    const zonaAdmin = r.zonaEmpresa === 'Asia/Tokyo' ? 'America/Mexico_City' : 'Asia/Tokyo';
    const contexto = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: zonaAdmin });
    const page = await contexto.newPage();
    await entrarComoAdmin(page);
    await page.getByRole('link', { name: 'Candidatos', exact: true }).first().click();
    await page.getByText('Todavía no hay candidatos').waitFor();
    await crearCandidatoEnDialogo(page, CANDIDATO);
    const tarjeta = page.getByTestId('candidato').filter({ hasText: CANDIDATO.nombre });
    await tarjeta.waitFor();

    await tarjeta.getByRole('button', { name: `Programar entrevista a ${CANDIDATO.nombre}` }).click();
    await page.waitForURL(/\/entrevistas\?programar=1&candidatoId=/);
    const dialog = page.getByRole('dialog', { name: 'Programar entrevista' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Candidato' }).inputValue(), { timeout: 20_000 }).toBe(CANDIDATO.nombre);
    await elegir(page, dialog, 'Servicio de IA', 'profundidad', 'Entrevistas en Profundidad');
    expect(await dialog.getByTestId('bloqueo-programacion').count(), 'la empresa nueva puede programar').toBe(0);
    const zona = await dialog.getByLabel('Zona horaria').inputValue();
    expect(zona, 'el diálogo usa la zona de la empresa, no la del navegador').toBe(r.zonaEmpresa);
    await dialog.getByLabel('Fecha y hora').fill(diaEnZona(1, '10:00', zona));
    const enviar = dialog.getByRole('button', { name: 'Programar entrevista' });
    await expect.poll(() => enviar.isDisabled()).toBe(false);
    await screenshot(page, 'recorrido-programar');
    await enviar.click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await page.getByTestId('bloqueo-programacion').count()).toBe(0);
    await page.getByText('Entrevista programada correctamente').waitFor();
    const entrevista = page.getByTestId('entrevista').filter({ hasText: CANDIDATO.nombre });
    await entrevista.locator('.chakra-badge', { hasText: 'Programada' }).waitFor();
    await entrevista.getByText(/10:00/).waitFor();
    await screenshot(page, 'recorrido-entrevista-programada');
    await contexto.close();

    // The invitation on the local mail page carries the candidate's link.
    let html = '';
    await expect
      .poll(async () => {
        const store = await fetch(`${e2e.stack.mailUrl}/store`).then((res) => res.json());
        const mail = (store.emails as Array<{ destination: { to: string[] }; body: { html?: string; text?: string } }>)
          .filter((m) => m.destination.to.includes(CANDIDATO.email))
          .at(-1);
        html = `${mail?.body.html ?? ''} ${mail?.body.text ?? ''}`;
        return /\/entrevista\/tok_/.test(html);
      })
      .toBe(true);
    r.enlace = `/entrevista/${/\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(html)![1]}`;
  }, 180_000);

  it('3. the candidate takes it on a phone: consent, answers, a reload mid-answer, review, finish (390 px)', async () => {
    expect(r.enlace, 'step 2 scheduled the interview').not.toBe('');
    const contexto = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    // The candidate's own clipboard: the teamwork answer is pasted, as a person pastes a prepared text.
    await contexto.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.web });
    const page = await contexto.newPage();
    await page.goto(`${e2e.web}${r.enlace}`);
    await page.getByRole('heading', { level: 1, name: `Entrevista con ${EMPRESA.comercial}` }).waitFor();
    await screenshot(page, 'recorrido-candidato-bienvenida-390');
    await page.getByText(/He leído el aviso/).click();
    r.empezada = Date.now();
    await page.getByRole('button', { name: 'Comenzar la entrevista' }).click();
    const { total } = await posicion(page);
    expect(total).toBe(RESPUESTAS.length);

    for (let i = 0; i < RESPUESTAS.length; i++) {
      await page.getByRole('heading', { level: 1, name: `Pregunta ${i + 1} de ${total}` }).waitFor();
      if (i === A_MEDIAS) {
        // Half an answer, saved; the page is reloaded (the phone locked, the tab was dropped…).
        await page.getByRole('textbox').fill(PARTE);
        await guardado(page);
        await page.reload();
        const vuelta = await posicion(page);
        expect.soft(vuelta.actual, 'tras recargar vuelve a la pregunta que estaba escribiendo').toBe(i + 1);
        if (vuelta.actual === i + 1) {
          expect.soft(await page.getByRole('textbox').inputValue(), 'con lo escrito en la caja').toBe(PARTE);
        }
        await screenshot(page, 'recorrido-candidato-recarga-390');
        // Go on with the journey wherever the page reopened.
        for (let n = vuelta.actual; n > i + 1; n--) {
          await page.getByRole('button', { name: 'Anterior' }).click();
          await page.getByRole('heading', { level: 1, name: `Pregunta ${n - 1} de ${total}` }).waitFor();
        }
        expect(await page.getByRole('textbox').inputValue()).toBe(PARTE);
      }
      if (i === PEGADA) {
        await page.evaluate((t) => navigator.clipboard.writeText(t), RESPUESTAS[i]);
        await page.getByRole('textbox').click();
        await page.keyboard.press('ControlOrMeta+V');
        await expect.poll(() => page.getByRole('textbox').inputValue()).toBe(RESPUESTAS[i]);
      } else await page.getByRole('textbox').fill(RESPUESTAS[i]);
      await guardado(page);
      if (i === 1) await screenshot(page, 'recorrido-candidato-pregunta-390');
      await page.getByRole('button', { name: i + 1 < total ? 'Siguiente' : 'Revisar y finalizar' }).click();
      // With no AI key the template's own STAR rule may ask one follow-up (D158): this candidate skips it.
      const siguiente = page.getByRole('heading', {
        level: 1,
        name: i + 1 < total ? `Pregunta ${i + 2} de ${total}` : 'Revisa tus respuestas',
      });
      const seguimiento = page.getByRole('heading', { level: 1, name: 'Pregunta de seguimiento', exact: true });
      await siguiente.or(seguimiento).waitFor();
      if (await seguimiento.isVisible()) {
        r.seguimientos++;
        await page.getByRole('button', { name: 'Omitir' }).click();
      }
    }
    // The one-liners lack the candidate's action and the result: the rules asked about at least one.
    expect(r.seguimientos, 'preguntas de seguimiento de las reglas de la plantilla').toBeGreaterThan(0);

    await page.getByRole('heading', { level: 1, name: 'Revisa tus respuestas' }).waitFor();
    expect(await page.getByTestId('revision-pregunta').count()).toBe(RESPUESTAS.length);
    expect(await page.getByText('Sin responder', { exact: true }).count()).toBe(0);
    await screenshot(page, 'recorrido-candidato-revision-390');
    const finalizar = page.getByRole('button', { name: 'Finalizar entrevista' });
    await finalizar.scrollIntoViewIfNeeded();
    await expectClicable(page, finalizar, 'Finalizar entrevista');
    await finalizar.click();
    const confirmar = page.getByRole('alertdialog', { name: '¿Finalizar la entrevista?' });
    await confirmar.getByRole('button', { name: 'Sí, finalizar' }).waitFor();
    await screenshot(page, 'recorrido-candidato-confirmar-390');
    await confirmar.getByRole('button', { name: 'Sí, finalizar' }).click();
    await page.getByRole('heading', { level: 1, name: enVariante(msg.gracias) }).waitFor({ timeout: 30_000 });
    r.terminada = Date.now();
    await screenshot(page, 'recorrido-candidato-gracias-390');
    await contexto.close();
  }, 240_000);

  it('4. the admin reads the built-in analyzer’s report and downloads its PDF (1366 px)', async () => {
    expect(r.terminada, 'step 3 finished the interview').toBeGreaterThan(0);
    const contexto = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await contexto.newPage();
    await entrarComoAdmin(page);
    await page.getByRole('link', { name: 'Informes', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Informes' }).waitFor();
    // The queue's worker writes the report a few seconds after the finish: reload the screen until it is there.
    const tarjeta = page.getByTestId('informe').filter({ hasText: CANDIDATO.nombre });
    for (let i = 0; i < 60 && !(await tarjeta.count()); i++) {
      await page.waitForTimeout(1_000);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Informes' }).waitFor();
    }
    await tarjeta.waitFor();
    await tarjeta.getByText('Analizador integrado').waitFor();
    await screenshot(page, 'recorrido-informes');

    await tarjeta.getByRole('button', { name: 'Ver Completo' }).click();
    const completo = page.getByRole('dialog', { name: `Informe de ${CANDIDATO.nombre}` });
    await completo.getByRole('heading', { name: 'Transcripción' }).waitFor();

    // Made by rules, and it says so.
    const procedencia = completo.getByTestId('procedencia-informe');
    await procedencia.getByText('Informe generado por reglas fijas, sin IA').waitFor();
    expect(await completo.getByText('Informe generado con IA').count()).toBe(0);

    // The text analysis: evasive one-liners cost professionalism, so not 10/10.
    const profesionalidad = completo.locator('dl > div', { hasText: 'Profesionalidad' });
    await profesionalidad.waitFor();
    expect(await profesionalidad.textContent()).not.toMatch(/10\/10/);
    await profesionalidad.scrollIntoViewIfNeeded();
    await screenshot(page, 'recorrido-informe-resumen');

    // «Señales de integridad» (D157, D158): the one-liners flagged as evasive or minimal, each with its
    // passage, and the pasted answer's signal beside its length — facts, in neutral words.
    await completo.getByRole('tab', { name: /^Integridad/ }).click();
    const senales = completo.getByRole('tabpanel', { name: /^Integridad/ }).getByRole('region', { name: 'Señales de integridad' });
    await senales.waitFor();
    await senales.getByText(/3 de 9 respuestas son evasivas o mínimas/).waitFor();
    const pegada = senales
      .getByRole('list', { name: 'Señales por respuesta' })
      .getByRole('listitem')
      .filter({ hasText: `Pregunta ${PEGADA + 1}` });
    await pegada.getByText(new RegExp(`Texto pegado: 1 vez, ${RESPUESTAS[PEGADA].length} caracteres`)).waitFor();
    // Pasted whole (issue 65 item 3): marked on its answer and counted in the summary, not a grey line only.
    expect(await pegada.getByTestId('pegada-entera').textContent()).toMatch(/^Pegada entera o casi: [\d.]+ de [\d.]+ caracteres/);
    expect(await pegada.getAttribute('data-senalada')).toBe('true');
    await senales.getByText(`1 respuesta pegada entera o casi (pregunta ${PEGADA + 1}).`).waitFor();
    await senales.scrollIntoViewIfNeeded();
    await screenshot(page, 'recorrido-informe-integridad');

    // The technical skills: the named tools, each with its quote.
    await completo.getByRole('tab', { name: 'Competencias' }).click();
    const tecnicas = completo.getByRole('list', { name: 'Competencias técnicas' });
    await tecnicas.waitFor();
    expect(await completo.getByText('Las respuestas no muestran competencias técnicas con evidencia').count()).toBe(0);
    expect(await completo.getByTestId('hard-skills-no-evaluado').count()).toBe(0);
    const nombradas: string[] = [];
    for (const item of await tecnicas.getByTestId('hard-skill').all()) {
      const nombre = (await item.locator('p').first().textContent()) ?? '';
      const citas = await item.locator('blockquote').allTextContents();
      const herramienta = HERRAMIENTAS.find((h) => nombre.includes(h));
      if (herramienta && citas.some((c) => c.includes(herramienta))) nombradas.push(herramienta);
    }
    expect(nombradas.length, 'al menos una herramienta nombrada con su cita').toBeGreaterThan(0);
    await tecnicas.scrollIntoViewIfNeeded();
    await screenshot(page, 'recorrido-informe-completo');

    // The PDF is named by the candidate and the day the interview was taken (on the interview's clock).
    const [descarga] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      completo.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    const slug = normalizarTexto(CANDIDATO.nombre)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const dias = [...new Set([diaIso(r.empezada, r.zonaEmpresa), diaIso(r.terminada, r.zonaEmpresa)])];
    expect
      .soft(
        dias.map((d) => `informe_${slug}_${d}.pdf`),
        'el PDF lleva el día en que se hizo la entrevista',
      )
      .toContain(descarga.suggestedFilename());
    expect(
      readFileSync(await descarga.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The review form shows the AI's recommendation.
    const recomendacion = (await completo.getByTestId('recomendacion-ia').locator('.chakra-badge').textContent())?.trim();
    r.recomendacionIA = recomendacion === 'Recomendado' ? 'recomendado' : recomendacion === 'No recomendado' ? 'no_recomendado' : null;
    expect(r.recomendacionIA, `recomendación de la IA: ${recomendacion}`).not.toBeNull();
    await contexto.close();
  }, 240_000);

  it('5. a review that differs from the AI, then corrected: both listed with who and when (1366 px)', async () => {
    const recomendacionIA = r.recomendacionIA;
    if (!recomendacionIA) throw new Error('step 4 did not read the AI’s recommendation');
    const contexto = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await contexto.newPage();
    await entrarComoAdmin(page);
    await page.getByRole('link', { name: 'Informes', exact: true }).first().click();
    const tarjeta = page.getByTestId('informe').filter({ hasText: CANDIDATO.nombre });
    await tarjeta.getByRole('button', { name: 'Ver Completo' }).click();
    const completo = page.getByRole('dialog', { name: `Informe de ${CANDIDATO.nombre}` });
    await completo.getByRole('heading', { name: 'Transcripción' }).waitFor();

    const primera: Decision = recomendacionIA === 'recomendado' ? 'no_recomendado' : 'recomendado';
    const form = completo.getByRole('form', { name: 'Revisión del informe' });
    // The reviewer reads the checks' summary before deciding (D157).
    await form
      .getByRole('region', { name: 'Señales de integridad' })
      .getByText(/3 de 9 respuestas son evasivas o mínimas/)
      .waitFor();
    // … the pasted answer, with the way to it, and what the recommendation stands beside (issue 65 item 3).
    expect(await form.getByTestId('pegada-entera').textContent()).toBe(
      `La respuesta a la pregunta ${PEGADA + 1} se pegó entera o casi. Ver pregunta ${PEGADA + 1}`,
    );
    expect(await form.getByTestId('junto-a-regla').textContent()).toMatch(
      /^Junto a esta recomendación: \d+ respuestas con señales de integridad \(.*pegada entera o casi: pregunta 2/,
    );
    await form.getByRole('radiogroup').getByText(DECISION[primera], { exact: true }).click();
    await expect.poll(() => form.getByRole('radio', { name: DECISION[primera], exact: true }).isChecked()).toBe(true);
    await form.getByLabel('Comentario').fill('Las historias con cifras pesan más que las respuestas cortas: pasa a la siguiente fase.');
    // Against the AI: an override, with its reason (D153).
    await form.getByLabel('Motivo del cambio').fill('Las historias con cifras pesan más de lo que la IA les da.');
    await form.getByRole('button', { name: 'Guardar revisión' }).click();
    await page.getByText('Revisión guardada').first().waitFor();
    await completo.getByTestId('revision').waitFor();

    // The correction: another decision — the AI's recommendation this time.
    const final: Decision = recomendacionIA;
    await completo.getByRole('button', { name: 'Corregir revisión' }).click();
    const correccion = completo.getByRole('form', { name: 'Corrección de la revisión' });
    await correccion.getByRole('radiogroup').getByText(DECISION[final], { exact: true }).click();
    await expect.poll(() => correccion.getByRole('radio', { name: DECISION[final], exact: true }).isChecked()).toBe(true);
    await correccion.getByLabel('Comentario').fill('Releída la transcripción: faltan ejemplos de comunicación e iniciativa.');
    // Confirming the AI's recommendation: every competency's quotes opened first (D153).
    const verCitas = correccion.getByRole('button', { name: /^Ver citas de / });
    while (await verCitas.count()) await verCitas.first().click();
    await correccion.getByRole('button', { name: 'Guardar corrección' }).click();
    await page
      .getByText(/Revisión corregida/)
      .first()
      .waitFor();

    const vigente = completo.getByTestId('revision');
    const anterior = completo.getByTestId('revision-anterior');
    await anterior.waitFor();
    expect(await anterior.count()).toBe(1);
    const fecha = /\d{1,2} \S+ \d{4},? \d{1,2}:\d{2}/;
    for (const [que, bloque, decision] of [
      ['vigente', vigente, final],
      ['anterior', anterior, primera],
    ] as const) {
      const texto = (await bloque.textContent()) ?? '';
      expect(texto, `revisión ${que}: decisión`).toContain(`Decisión${DECISION[decision]}`);
      expect(texto, `revisión ${que}: quién`).toContain(`Revisado por${ADMIN.nombre}`);
      expect(texto, `revisión ${que}: cuándo`).toMatch(fecha);
    }
    await vigente.scrollIntoViewIfNeeded();
    await screenshot(page, 'recorrido-revision-corregida');
    r.decisionFinal = final;
    await contexto.close();
  }, 180_000);

  it('6. Analytics’ agreement follows the definition (1366 and 390 px)', async () => {
    expect(r.decisionFinal, 'step 5 saved the reviews').not.toBeNull();
    const coincide = r.decisionFinal !== 'en_duda' && r.decisionFinal === r.recomendacionIA;
    const esperado = `${coincide ? 100 : 0}\u00a0%`;
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await entrarComoAdmin(page);
    await page.getByRole('link', { name: 'Analytics', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const tarjeta = page.getByRole('group', { name: 'Revisiones que coinciden con la IA' });
    await expect.poll(async () => (await tarjeta.locator('p').nth(1).textContent())?.trim(), { timeout: 20_000 }).toBe(esperado);
    await screenshot(page, 'recorrido-analytics');
    await page.setViewportSize({ width: 390, height: 844 });
    await tarjeta.scrollIntoViewIfNeeded();
    expect((await tarjeta.locator('p').nth(1).textContent())?.trim()).toBe(esperado);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'recorrido-analytics-390');
    await page.close();
  }, 180_000);

  it('7. the admin exports the company, clears it and imports it back: the candidate and the interview return, the SaaS figures do not move (1366 and 390 px)', async () => {
    expect(r.decisionFinal, 'steps 2–5 gave the company a candidate, an interview and its review').not.toBeNull();
    const su = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const panel = await su.newPage();
    await entrarAlPanel(panel, e2e.web, SUPERADMIN, 30_000);
    const antes = await cifrasSaas(panel);
    expect(antes.filasEmpresa).toHaveLength(1);
    expect(antes.facturacionEmpresa).toHaveLength(1);

    const contexto = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await contexto.newPage();
    await entrarComoAdmin(page);
    await page.getByRole('link', { name: 'Gestión de Datos' }).first().click();
    await page.waitForURL('**/datos');
    await page.getByRole('tab', { name: 'Operaciones' }).click();
    const { ruta, archivo } = await exportarDatos(page);
    const elementos = archivo.datos[0].elementos as Array<{ sk: string }>;
    expect(JSON.stringify(elementos), 'la exportación lleva al candidato').toContain(CANDIDATO.email);
    await page.getByText(new RegExp(`^Exportación generada: \\d+ elemento\\(s\\) de ${EMPRESA.comercial}`)).waitFor();

    // Limpiar: the first confirmation, then the company's name typed.
    await limpiarDatos(page, EMPRESA.comercial, { timeout: 60_000 });
    await screenshot(page, 'recorrido-datos-limpiados');
    await page.getByRole('link', { name: 'Candidatos', exact: true }).first().click();
    await page.getByText('Todavía no hay candidatos').waitFor();
    await page.getByRole('link', { name: 'Entrevistas', exact: true }).first().click();
    await page.getByText('Todavía no hay entrevistas').waitFor();

    // Import the downloaded file: every element created again.
    await page.getByRole('link', { name: 'Gestión de Datos' }).first().click();
    await page.getByRole('tab', { name: 'Operaciones' }).click();
    await page.getByLabel('Archivo de importación').setInputFiles(ruta);
    // What the file holds comes first (D162); the import starts on «Importar».
    await page
      .getByRole('region', { name: 'Vista previa de la importación' })
      .getByRole('button', { name: 'Importar', exact: true })
      .click();
    const informe = page.getByRole('region', { name: 'Informe de la importación' });
    await informe.getByText(`${elementos.length} creado(s), 0 actualizado(s), 0 rechazado(s)`).waitFor({ timeout: 60_000 });
    await screenshot(page, 'recorrido-datos-importados');
    await page.setViewportSize({ width: 390, height: 844 });
    await informe.scrollIntoViewIfNeeded();
    await screenshot(page, 'recorrido-datos-importados-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The candidate, the interview and its report are back.
    await page.getByRole('link', { name: 'Candidatos', exact: true }).first().click();
    await page.getByTestId('candidato').filter({ hasText: CANDIDATO.nombre }).waitFor();
    await page.getByRole('link', { name: 'Entrevistas', exact: true }).first().click();
    await page.getByTestId('entrevista').filter({ hasText: CANDIDATO.nombre }).waitFor();
    await page.getByRole('link', { name: 'Informes', exact: true }).first().click();
    await page.getByTestId('informe').filter({ hasText: CANDIDATO.nombre }).waitFor();
    await screenshot(page, 'recorrido-informes-tras-importar');
    await contexto.close();

    // Every SaaS figure is the one read before the clear (read until equal: a counter written late would show).
    const despues = await cifrasSaas(panel, (c) => JSON.stringify(c) === JSON.stringify(antes));
    expect(despues).toEqual(antes);
    await screenshot(panel, 'recorrido-saas-tras-importar-1366');
    await panel.setViewportSize({ width: 390, height: 844 });
    await panel.getByRole('tab', { name: 'Dashboard' }).click();
    await panel.getByRole('group', { name: 'Empresas activas', exact: true }).waitFor();
    await screenshot(panel, 'recorrido-saas-tras-importar-390');
    await su.close();
  }, 360_000);
});

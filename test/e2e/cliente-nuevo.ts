// Where a new customer starts, through the screens with the forms' defaults (plus what is required):
// the superadmin's onboarding wizard makes the company and its admin; the admin's first sign-in
// changes the mailed password; the admin adds a candidate and schedules from the candidate's card.
// For the browser tests that begin there and go on with the candidate (ayuda-candidato.test.ts,
// equidad.test.ts): the candidate answers and finishes on the page, the reviewer decides on Informes.
import { expect } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import type { Locator, Page } from 'playwright-core';
import { publico } from './mensajes.js';
import { siglaIdentificacion } from '../../shared/paises.js';
import { dominioPrueba } from '../testing/empresa-prueba.js';
import { FUERTE } from '../testing/entrevistas-prueba.js';
import { crearCandidatoEnDialogo, correosDe } from './candidato-fixtures.js';
import { entrarAlPanel, loginWithPassword, paginaEnPanel, SUPERADMIN, type E2E } from './e2e-stack.js';

export interface ClienteNuevo {
  /** `pais`: the wizard's «País» (its tax id's label follows it); Spain's default when absent. */
  empresa: { legal: string; comercial: string; cif: string; email: string; pais?: string };
  admin: { nombre: string; email: string; password: string };
  candidato: { nombre: string; email: string; posicion: string };
}

/** A name as the local part of a mail address: 'Tomás Rivera' → 'tomas.rivera'. */
const buzon = (nombre: string) => nombre.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '.');

/**
 * A new customer from its brand, so a file writes only what it reads: the legal name «<marca> S.L.»,
 * the trade name the brand itself unless given, the company's mail rrhh@<dominio> (by default the
 * brand's, dominioPrueba), the admin's at the admin's first name there and the candidate's at
 * candidatos.test. Each file keeps its own CIF and people: the suites' companies must not collide.
 */
export function clienteNuevo(d: {
  marca: string;
  comercial?: string;
  dominio?: string;
  cif: string;
  pais?: string;
  admin: { nombre: string; password: string };
  candidato: { nombre: string; posicion: string };
}): ClienteNuevo {
  const comercial = d.comercial ?? d.marca;
  const dominio = d.dominio ?? dominioPrueba(comercial);
  return {
    empresa: { legal: `${d.marca} S.L.`, comercial, cif: d.cif, email: `rrhh@${dominio}`, ...(d.pais ? { pais: d.pais } : {}) },
    admin: { ...d.admin, email: `${buzon(d.admin.nombre.split(' ')[0]!)}@${dominio}` },
    candidato: { ...d.candidato, email: `${buzon(d.candidato.nombre)}@candidatos.test` },
  };
}

/** The onboarding wizard from the superadmin's dashboard: step 1 and 2 filled, 3–6 on their defaults. */
export async function empresaPorOnboarding(e2e: E2E, c: ClienteNuevo): Promise<void> {
  const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 900 });
  await page.getByRole('link', { name: 'Demo Onboarding' }).click();
  await page.getByText('Paso 1 de 6').waitFor();
  await page.getByLabel('Nombre Legal').fill(c.empresa.legal);
  await page.getByLabel('Nombre Comercial').fill(c.empresa.comercial);
  await page.getByLabel('Email de la empresa').fill(c.empresa.email);
  if (c.empresa.pais) await page.getByLabel('País', { exact: true }).selectOption({ label: c.empresa.pais });
  await page.getByLabel(siglaIdentificacion(c.empresa.pais)).fill(c.empresa.cif);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByText('Paso 2 de 6').waitFor();
  await page.getByLabel('Nombre del administrador').fill(c.admin.nombre);
  await page.getByLabel('Email del administrador').fill(c.admin.email);
  for (const paso of [3, 4, 5, 6]) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(`Paso ${paso} de 6`).waitFor();
    // The one required field without a default: the subdomain (a demo request's conversion derives it).
    if (paso === 3) await page.getByLabel('Subdominio').fill(c.empresa.comercial.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  }
  await page.getByRole('button', { name: 'Completar Configuración' }).click();
  await page.getByRole('status').filter({ hasText: 'Empresa creada' }).waitFor({ timeout: 30_000 });
  await page.close();
}

/** The admin's first sign-in with the mailed password, changed for `c.admin.password`; the page ends on the dashboard. */
export async function primerAccesoAdmin(e2e: E2E, page: Page, c: ClienteNuevo): Promise<void> {
  const dada = (await correosDe(e2e, c.admin.email))
    .map((m) => /font-size:16px">([^<]+)</.exec(m.body.html ?? '')?.[1])
    .find((x): x is string => !!x)!
    .replace(/&amp;/g, '&');
  await loginWithPassword(page, e2e.web, c.admin.email, dada);
  await page.waitForURL('**/cambiar-password', { timeout: 30_000 });
  await page.getByLabel(/^Contraseña actual/).fill(dada);
  await page.getByLabel(/^Nueva contraseña/).fill(c.admin.password);
  await page.getByLabel(/^Confirmar nueva contraseña/).fill(c.admin.password);
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
}

/**
 * The admin (signed in on `page`) adds the candidate and schedules the deep interview from the
 * candidate's card, tomorrow at 10:00 on the company's clock; answers the path of the invitation's link.
 */
export async function candidatoConEntrevista(e2e: E2E, page: Page, c: ClienteNuevo): Promise<string> {
  await page.getByRole('link', { name: 'Candidatos', exact: true }).first().click();
  await page.getByText('Todavía no hay candidatos').waitFor();
  await crearCandidatoEnDialogo(page, c.candidato);
  const tarjeta = page.getByTestId('candidato').filter({ hasText: c.candidato.nombre });
  await tarjeta.getByRole('button', { name: `Programar entrevista a ${c.candidato.nombre}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar entrevista' });
  await dialog.getByRole('combobox', { name: 'Servicio de IA' }).fill('profundidad');
  await page.getByRole('option', { name: /Entrevistas en Profundidad/ }).click();
  const manana = new Intl.DateTimeFormat('en-CA', { timeZone: await dialog.getByLabel('Zona horaria').inputValue() }).format(
    new Date(Date.now() + 86_400_000),
  );
  await dialog.getByLabel('Fecha y hora').fill(`${manana}T10:00`);
  await dialog.getByRole('button', { name: 'Programar entrevista' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  let enlace = '';
  await expect
    .poll(async () => {
      const html = (await correosDe(e2e, c.candidato.email)).map((m) => m.body.html ?? '').join(' ');
      enlace = /\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(html)?.[1] ?? '';
      return enlace;
    })
    .not.toBe('');
  return `/entrevista/${enlace}`;
}

/**
 * The whole start, through the screens: the wizard, the admin's first sign-in, the candidate and the
 * interview. Answers the invitation's path and the admin's session token (for set-up through the API).
 */
export async function clienteConEntrevista(e2e: E2E, c: ClienteNuevo): Promise<{ enlace: string; tokenAdmin: string }> {
  await empresaPorOnboarding(e2e, c);
  const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await primerAccesoAdmin(e2e, page, c);
  const enlace = await candidatoConEntrevista(e2e, page, c);
  const tokenAdmin = (await page.evaluate(() => localStorage.getItem('talentia.authToken'))) ?? '';
  await page.close();
  return { enlace, tokenAdmin };
}

const guardado = (page: Page) => page.getByRole('status').getByText('Guardado', { exact: true }).waitFor({ timeout: 20_000 });

/**
 * On the candidate's page at the consent: starts, answers every question with FUERTE (or `respuestas`,
 * one per question; a follow-up skipped), finishes, and waits for the thanks. `antesDeCadaPregunta`
 * looks at each question's screen. The answers at `pegadas` are pasted whole from the clipboard with
 * the keyboard, as a person pastes (the page's context must grant the clipboard).
 */
export async function responderYFinalizar(
  page: Page,
  antesDeCadaPregunta?: () => Promise<void>,
  respuestas: readonly string[] = FUERTE,
  pegadas: readonly number[] = [],
  /** The review's heading in the page's Spanish (D215). */
  revisar = 'Revisa tus respuestas',
): Promise<void> {
  await page.getByRole('button', { name: 'Comenzar la entrevista' }).click();
  const caja = page.getByRole('textbox').first();
  for (let i = 0; i < respuestas.length; i++) {
    await page.getByRole('heading', { level: 1, name: `Pregunta ${i + 1} de ${respuestas.length}` }).waitFor();
    await antesDeCadaPregunta?.();
    if (pegadas.includes(i)) {
      await page.evaluate((t) => navigator.clipboard.writeText(t), respuestas[i]!);
      await caja.click();
      await page.keyboard.press('ControlOrMeta+V');
      await expect.poll(() => caja.inputValue()).toBe(respuestas[i]);
    } else await caja.fill(respuestas[i]!);
    await guardado(page);
    await page.getByRole('button', { name: i + 1 < respuestas.length ? 'Siguiente' : 'Revisar y finalizar' }).click();
    const siguiente = page.getByRole('heading', {
      level: 1,
      name: i + 1 < respuestas.length ? `Pregunta ${i + 2} de ${respuestas.length}` : revisar,
    });
    const seguimiento = page.getByRole('heading', { level: 1, name: 'Pregunta de seguimiento', exact: true });
    await siguiente.or(seguimiento).waitFor();
    if (await seguimiento.isVisible()) await page.getByRole('button', { name: 'Omitir' }).click();
  }
  await page.getByRole('button', { name: 'Finalizar entrevista' }).click();
  await page.getByRole('alertdialog', { name: '¿Finalizar la entrevista?' }).getByRole('button', { name: 'Sí, finalizar' }).click();
  await page.getByRole('heading', { level: 1, name: enVariante(publico.gracias) }).waitFor({ timeout: 30_000 });
}

/**
 * The admin, signed in on a new page, opens the candidate's report on Informes once it is there; answers
 * the page, the report's dialog and its review form. `antesDeDecidir` looks at the report first.
 */
export async function abrirInforme(e2e: E2E, c: ClienteNuevo): Promise<{ panel: Page; completo: Locator; form: Locator }> {
  const panel = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await entrarAlPanel(panel, e2e.web, c.admin, 30_000);
  await panel.getByRole('link', { name: 'Informes', exact: true }).first().click();
  const informe = panel.getByTestId('informe').filter({ hasText: c.candidato.nombre });
  for (let i = 0; i < 60 && !(await informe.count()); i++) {
    await panel.waitForTimeout(1_000);
    await panel.reload();
    await panel.getByRole('heading', { level: 1, name: 'Informes' }).waitFor();
  }
  await informe.getByRole('button', { name: 'Ver Completo' }).click();
  const completo = panel.getByRole('dialog', { name: `Informe de ${c.candidato.nombre}` });
  const form = completo.getByRole('form', { name: 'Revisión del informe' });
  await form.waitFor();
  return { panel, completo, form };
}

/**
 * Records a decision in the open review form: with `seguimiento`, the candidate's follow-up too (what
 * the candidate will be told, D180); the comment, and `motivo` when the AI said otherwise (the form asks
 * for it only then); every quote seen before saving, as the form requires.
 */
export async function decidirEnRevision(
  form: Locator,
  d: { decision: 'Recomendado' | 'No recomendado'; seguimiento?: 'Seleccionado' | 'Rechazado'; comentario: string; motivo: string },
): Promise<void> {
  await form.getByRole('radiogroup').getByText(d.decision, { exact: true }).click();
  if (d.seguimiento) await form.getByLabel('Seguimiento del candidato').selectOption({ label: d.seguimiento });
  await form.getByLabel('Comentario').fill(d.comentario);
  const motivo = form.getByLabel('Motivo del cambio');
  if (await motivo.count()) await motivo.fill(d.motivo);
  const verCitas = form.getByRole('button', { name: /^Ver citas de / });
  while (await verCitas.count()) await verCitas.first().click();
  await form.getByRole('button', { name: 'Guardar revisión' }).click();
}

/** Records «Recomendado» in the open review form (decidirEnRevision), for concrete stories. */
export async function recomendarEnRevision(form: Locator, seguimiento?: 'Seleccionado' | 'Rechazado'): Promise<void> {
  await decidirEnRevision(form, {
    decision: 'Recomendado',
    seguimiento,
    comentario: 'Historias concretas, con su papel y el resultado: pasa a la siguiente fase.',
    motivo: 'Las historias concretas pesan más de lo que la IA les da.',
  });
}

// What an HR team expects beside a candidate, in the browser against the whole local stack (issue 54
// item 10, D163). It starts where a new customer starts — a company and its admin, no candidates —
// and the admin: creates the candidate from the dialog, attaches their CV from the profile and
// downloads it back, schedules their interview from the profile, resends the invitation (the
// candidate's mailbox gets the same link twice), cancels the interview, marks them rejected and sends
// the optional rejection mail after reading its preview; at 390 px it removes the CV (D170).
// Screenshots at each step; the profile at 390 px.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { screenshot } from './browser.js';
import { crearCandidatoEnDialogo } from './candidato-fixtures.js';
import { expectClicable, expectEnPantalla } from './geometria.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { nombre: 'Inés Varela', email: 'ines@brezo.test', password: 'Brezo-Clave-2026' };
const CANDIDATO = { nombre: 'Álvaro Gil', email: 'alvaro.gil@correo.test', posicion: 'Técnico de Soporte' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

empresaDelArchivo(
  {
    nombreLegal: 'Brezo Personas S.L.',
    nombreComercial: 'Brezo',
    cif: completarCif('B', '7001633'),
    email: 'info@brezo.test',
    licencias: { activas: 2, total: 2 },
  },
  ADMIN,
  (pila) => (e2e = pila),
);

async function mailsA(to: string): Promise<{ subject: string; body: { html?: string } }[]> {
  const store = await fetch(`${e2e.stack.mailUrl}/store`).then((r) => r.json());
  return store.emails.filter((m: { destination: { to: string[] } }) => m.destination.to.includes(to));
}

function diaEnZona(dias: number, hora: string, zona: string): string {
  const fecha = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + dias * 86_400_000),
  );
  return `${fecha}T${hora}`;
}

async function elegir(page: Page, dialog: ReturnType<Page['getByRole']>, campo: string, texto: string, opcion: string) {
  await dialog.getByRole('combobox', { name: campo }).fill(texto);
  await page.getByRole('option', { name: new RegExp(opcion) }).click();
  await expect.poll(() => dialog.getByRole('combobox', { name: campo }).inputValue()).toBe(opcion);
}

const abrirPerfil = async (page: Page) => {
  // At 390 px the sidebar is a drawer: the address takes the same screen.
  await page.goto(`${e2e.web}/candidatos`);
  await page.getByRole('button', { name: `Ver el perfil de ${CANDIDATO.nombre}` }).click();
  const perfil = page.getByRole('dialog', { name: CANDIDATO.nombre });
  await perfil.getByText(CANDIDATO.email).waitFor();
  return perfil;
};

describe("a candidate's CV, invitation resent and rejection mail in the browser", () => {
  it('from a new company: creates the candidate, attaches and downloads the CV, resends the invitation, sends the rejection', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    await page.getByRole('link', { name: 'Candidatos' }).click();
    await page.getByText('Todavía no hay candidatos').waitFor();

    // The candidate, through the dialog.
    await crearCandidatoEnDialogo(page, CANDIDATO);

    // The CV: refused when it is not what it says, then attached and downloaded back.
    let perfil = await abrirPerfil(page);
    const cv = perfil.getByTestId('cv-candidato');
    await cv.getByText('Sin CV adjunto').waitFor();
    await cv
      .getByLabel(`Archivo del CV de ${CANDIDATO.nombre}`)
      .setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hola') });
    await cv.getByText('El archivo no es un PDF válido: su contenido no coincide con su extensión').waitFor();
    await cv
      .getByLabel(`Archivo del CV de ${CANDIDATO.nombre}`)
      .setInputFiles({ name: 'CV Álvaro Gil.pdf', mimeType: 'application/pdf', buffer: PDF });
    await cv.getByRole('button', { name: 'Descargar CV' }).waitFor();
    await cv.getByText('CV Álvaro Gil.pdf').waitFor();
    await screenshot(page, 'candidato-cv');
    const [descarga] = await Promise.all([page.waitForEvent('download'), cv.getByRole('button', { name: 'Descargar CV' }).click()]);
    expect(descarga.suggestedFilename()).toBe('CV Álvaro Gil.pdf');
    expect((await readFile((await descarga.path())!)).equals(PDF)).toBe(true);

    // The interview, scheduled from the profile.
    await perfil.getByRole('button', { name: 'Programar entrevista' }).click();
    await page.waitForURL(/\/entrevistas\?programar=1&candidatoId=/);
    const dialog = page.getByRole('dialog', { name: 'Programar entrevista' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Candidato' }).inputValue()).toBe(CANDIDATO.nombre);
    await elegir(page, dialog, 'Servicio de IA', 'profundidad', 'Entrevistas en Profundidad');
    const zona = await dialog.getByLabel('Zona horaria').inputValue();
    await dialog.getByLabel('Fecha y hora').fill(diaEnZona(1, '10:00', zona));
    await dialog.getByRole('button', { name: 'Programar entrevista' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Entrevista programada correctamente').waitFor();
    await expect.poll(async () => (await mailsA(CANDIDATO.email)).length).toBe(1);

    // The invitation resent: the same link again, said on screen and on the interview.
    perfil = await abrirPerfil(page);
    const suyas = perfil.getByRole('list', { name: `Entrevistas de ${CANDIDATO.nombre}` });
    await suyas.getByRole('button', { name: 'Reenviar invitación' }).click();
    await page.getByText(`Invitación reenviada a ${CANDIDATO.email} con el mismo enlace`).waitFor();
    await suyas.getByText(/Reenviada 1 vez/).waitFor();
    await screenshot(page, 'candidato-invitacion-reenviada');
    await expect.poll(async () => (await mailsA(CANDIDATO.email)).length).toBe(2);
    const enlaces = (await mailsA(CANDIDATO.email)).map((m) => /\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(m.body.html ?? '')?.[1]);
    expect(enlaces[0]).toBeTruthy();
    expect(enlaces[1]).toBe(enlaces[0]);
    // At once again: the server holds it back, in Spanish.
    await suyas.getByRole('button', { name: 'Reenviar invitación' }).click();
    await page.getByText('La invitación se reenvió hace menos de 10 minutos: espera un poco antes de volver a enviarla').waitFor();
    expect(await mailsA(CANDIDATO.email)).toHaveLength(2);

    // The process ends: the interview cancelled on the Entrevistas screen (the candidate is told).
    expect(await perfil.getByTestId('rechazo-candidato').count()).toBe(0);
    await page.goto(`${e2e.web}/entrevistas`);
    const tarjeta = page.getByTestId('entrevista').filter({ hasText: CANDIDATO.nombre });
    await tarjeta.getByRole('button', { name: `Cancelar la entrevista de ${CANDIDATO.nombre}` }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Cancelar entrevista' });
    await confirmar.getByRole('button', { name: 'Cancelar entrevista' }).click();
    await page.getByText('Entrevista cancelada correctamente').waitFor();
    await expect.poll(async () => (await mailsA(CANDIDATO.email)).length).toBe(3);

    // Rejected, then the optional mail: previewed, confirmed, recorded.
    perfil = await abrirPerfil(page);
    await perfil.getByLabel(`Estado de ${CANDIDATO.nombre} en su perfil`).selectOption('rechazado');
    const rechazo = perfil.getByTestId('rechazo-candidato');
    await rechazo.getByRole('button', { name: 'Preparar email de rechazo' }).click();
    const vista = page.getByRole('dialog', { name: `Email de rechazo a ${CANDIDATO.nombre}` });
    await vista.getByText('Tu candidatura en Brezo').waitFor();
    await vista.getByText(CANDIDATO.email).waitFor();
    expect(await vista.frameLocator('iframe').getByText(`Hola ${CANDIDATO.nombre}:`).count()).toBe(1);
    await screenshot(page, 'candidato-rechazo-vista');
    expect(await mailsA(CANDIDATO.email)).toHaveLength(3);
    await vista.getByRole('button', { name: 'Enviar email de rechazo' }).click();
    await vista.waitFor({ state: 'detached' });
    await page.getByText(`Email de rechazo enviado a ${CANDIDATO.email}`).waitFor();
    await rechazo.getByText(/Enviado el/).waitFor();
    const mails = await mailsA(CANDIDATO.email);
    expect(mails).toHaveLength(4);
    expect(mails[3]!.subject).toBe('Tu candidatura en Brezo');
    await screenshot(page, 'candidato-rechazo-enviado');
    await page.close();
  });

  it('at 390 px the CV controls and the rejection mail sent fit the screen; the CV is removed', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 390, height: 844 });
    const perfil = await abrirPerfil(page);
    await perfil.getByTestId('cv-candidato').getByRole('button', { name: 'Descargar CV' }).waitFor();
    for (const [que, control] of [
      ['Sustituir CV', perfil.getByRole('button', { name: 'Sustituir CV' })],
      ['Descargar CV', perfil.getByRole('button', { name: 'Descargar CV' })],
      ['Quitar CV', perfil.getByRole('button', { name: 'Quitar CV' })],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      await expectClicable(page, control, que);
    }
    const rechazo = perfil.getByTestId('rechazo-candidato');
    await rechazo.scrollIntoViewIfNeeded();
    await expectEnPantalla(page, rechazo.getByText(/Enviado el/), 'Email de rechazo enviado');
    await screenshot(page, 'candidato-envios-390');

    // «Quitar CV» (D170): asked first, then the profile offers «Subir CV» again.
    const cv = perfil.getByTestId('cv-candidato');
    await cv.getByRole('button', { name: 'Quitar CV' }).click();
    const confirmar = page.getByRole('alertdialog');
    await confirmar.getByText('CV Álvaro Gil.pdf', { exact: false }).waitFor();
    await screenshot(page, 'candidato-quitar-cv-390');
    await confirmar.getByRole('button', { name: 'Quitar CV' }).click();
    await cv.getByText('Sin CV adjunto').waitFor();
    await cv.getByRole('button', { name: 'Subir CV' }).waitFor();
    await page.close();
  });
});

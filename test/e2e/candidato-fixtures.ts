// What the candidate's browser tests (Mis datos, its rights, retention) set up through the API as a
// script would: the mails that reached an address, an interview scheduled for a new candidate and
// finished as the candidate's page calls it, its report awaited, and the newest «Mis datos» link.
import { expect } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { borradoSolicitado as msgBorrado, fmt } from './mensajes.js';
import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';
import type { E2E } from './e2e-stack.js';

export interface Correo {
  subject: string;
  body: { html?: string; text?: string };
}

/** Every mail the local SES received for `to`, oldest first. */
export async function correosDe(e2e: E2E, to: string): Promise<Correo[]> {
  const store = await fetch(`${e2e.stack.mailUrl}/store`).then((r) => r.json());
  return (store.emails as Array<Correo & { destination: { to: string[] } }>).filter((m) => m.destination.to.includes(to));
}

/** A new candidate with an interview scheduled for tomorrow: the interview's id, the candidate's and the token of the invitation's link. */
export async function entrevistaProgramada(
  e2e: E2E,
  adminToken: string,
  candidato: { nombre: string; email: string; puesto?: string; telefono?: string },
): Promise<{ id: string; candidatoId: string; token: string }> {
  const c = await e2e.api('POST', '/api/candidatos', { token: adminToken, body: candidato });
  expect(c.status).toBe(201);
  const res = await e2e.api('POST', '/api/entrevistas', {
    token: adminToken,
    body: {
      candidatoId: c.body.data.id,
      servicioId: 'entrevistas-profundidad',
      fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(res.status).toBe(201);
  const mail = (await correosDe(e2e, candidato.email)).at(-1);
  const token = /\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(`${mail?.body.html ?? ''}`)![1]!;
  return { id: res.body.data.entrevista.id as string, candidatoId: c.body.data.id as string, token };
}

/** Consents to the notice `version`, answers the first question and finishes, as the candidate's page does. */
export async function terminarEntrevista(e2e: E2E, token: string, respuesta: string, version = AVISO_ENTREVISTA_VERSION): Promise<void> {
  const base = `/api/publico/entrevistas/${token}`;
  expect((await e2e.api('POST', `${base}/consentimiento`, { body: { acepto: true, version } })).status).toBe(200);
  expect((await e2e.api('PUT', `${base}/respuestas/0`, { body: { texto: respuesta } })).status).toBe(200);
  expect((await e2e.api('POST', `${base}/finalizar`)).status).toBe(200);
}

/** Waits for the interview's report (the built-in analyzer writes it within seconds). */
export async function esperarAnalisis(e2e: E2E, adminToken: string, id: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const r = await e2e.api('GET', `/api/entrevistas/${id}`, { token: adminToken });
    if (r.body.data?.estado === 'analizada') return;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`interview ${id} was not analysed`);
}

/** The path (/mis-datos#token=…) of the newest «Mis datos» link mailed to `email`. */
export async function enlaceMisDatos(e2e: E2E, email: string): Promise<string> {
  const mail = (await correosDe(e2e, email)).filter((m) => m.subject === 'Tu enlace para ver tus datos en Talentia').at(-1);
  return /(\/mis-datos#token=[A-Za-z0-9_-]+)/.exec(mail?.body.text ?? '')![1]!;
}

/**
 * Opens a «Mis datos» link as a person does: the page takes the link only when «Ver mis datos» is
 * pressed (D160: mail scanners run pages), so the click is part of opening it.
 */
export async function abrirMisDatos(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Ver mis datos' }).click();
}

/** A candidate made through «Nuevo candidato» on the open Candidatos page; waits for the dialog to close. */
export async function crearCandidatoEnDialogo(page: Page, candidato: { nombre: string; email: string; posicion: string }): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo candidato' }).first().click();
  const nuevo = page.getByRole('dialog', { name: 'Nuevo candidato' });
  await nuevo.getByLabel('Nombre completo').fill(candidato.nombre);
  await nuevo.getByLabel('Email').fill(candidato.email);
  await nuevo.getByLabel('Posición').fill(candidato.posicion);
  await nuevo.getByRole('button', { name: 'Crear candidato' }).click();
  await nuevo.waitFor({ state: 'detached' });
}

/**
 * On «Mis datos», asks `empresa` to erase the candidate's data (D149): the confirmation names the
 * company and says what is kept (photographed as `foto` when given); once confirmed, the page says
 * the erasure is pending.
 */
export async function pedirBorrado(page: Page, empresa: string, foto?: string): Promise<void> {
  await page.getByRole('button', { name: msgBorrado.pedir }).click();
  const dialogo = page.getByRole('alertdialog', { name: fmt(msgBorrado.confirmarTitulo, { empresa }) });
  await dialogo.getByText(msgBorrado.queSeQueda).waitFor();
  if (foto) await screenshot(page, foto);
  await dialogo.getByRole('button', { name: msgBorrado.confirmar }).click();
  await page
    .getByRole('status')
    .getByText(/Has pedido que se borren tus datos\. Se borrarán el /)
    .waitFor();
}

// A platform with many companies for the company pickers' tests (D123): GET
// /api/empresas answered as the API does — newest first, `limit` at a time with an opaque cursor,
// ?q= matched (lower-cased) against the trade name, legal name and email — and helpers that open
// a picker and choose a company by typing part of its name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EmpresaResumen } from '../lib/session';
import { jsonResponse } from './fetch-mock';

/** Companies «Compañía 01» (the oldest) to «Compañía NN», listed newest first as the API lists them. */
export function plataforma(n: number): EmpresaResumen[] {
  return Array.from({ length: n }, (_, i) => {
    const num = String(n - i).padStart(2, '0');
    return { id: `c${num}`, nombreComercial: `Compañía ${num}`, nombreLegal: `Compañía ${num} SL`, email: `info@c${num}.test` };
  });
}

/** GET /api/empresas over `empresas`, 25 a page unless the request says otherwise. */
export function rutaEmpresas(empresas: EmpresaResumen[]) {
  return async (_init: RequestInit, url: URL) => {
    const q = url.searchParams.get('q')?.trim().toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const desde = Number(url.searchParams.get('cursor') ?? 0);
    const coinciden = q
      ? empresas.filter((e) => [e.nombreComercial, e.nombreLegal, e.email].filter(Boolean).join(' ').toLowerCase().includes(q))
      : empresas;
    const items = coinciden.slice(desde, desde + limit);
    const cursor = desde + limit < coinciden.length ? String(desde + limit) : null;
    return jsonResponse({ success: true, data: { items, cursor } });
  };
}

/** Opens the picker whose button reads `nombre` (its label and value: «Empresa actual Beta») and returns its search box. */
export async function abrirSelector(nombre: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: nombre }));
  const caja = await screen.findByRole('combobox', { name: 'Buscar empresa' });
  await waitFor(() => expect(document.activeElement).toBe(caja));
  return caja;
}

/** The picker's options, by their names. */
export function opciones(): string[] {
  const lista = screen.getByRole('listbox', { name: 'Empresas' });
  return within(lista)
    .queryAllByRole('option')
    .map((o) => o.querySelector('p, span')?.textContent ?? '');
}

/** Types `texto` into the open picker and chooses `nombre` with the keyboard (↓ to it, then Intro). */
export async function elegirEscribiendo(caja: HTMLElement, texto: string, nombre: string): Promise<void> {
  fireEvent.change(caja, { target: { value: texto } });
  const lista = screen.getByRole('listbox', { name: 'Empresas' });
  const opcion = await within(lista).findByRole('option', { name: new RegExp(`^${nombre}\\b`) });
  // The results are those of the text typed (the first page held no such company).
  await waitFor(() => expect(within(lista).getAllByRole('option')[0]).toBe(opcion));
  fireEvent.keyDown(caja, { key: 'ArrowDown' });
  await waitFor(() => expect(caja.getAttribute('aria-activedescendant')).toBe(opcion.id));
  fireEvent.keyDown(caja, { key: 'Enter' });
  await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Buscar empresa' })).toBeNull());
}

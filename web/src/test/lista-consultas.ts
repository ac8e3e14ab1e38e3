// What the list screens' tests (candidatos, entrevistas, informes) check alike: the query a list or its
// CSV export was asked with, the options a filter offers, and a CSV download the browser must not save.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { RecordedCall } from './fetch-mock';

/** The query of the last call to `ruta`. */
export const ultimaConsulta = (calls: RecordedCall[], ruta: string) =>
  new URL(calls.filter((c) => c.path === ruta).at(-1)!.url, 'http://localhost').searchParams;

/** The words of a select's options, in order. */
export const textosOpciones = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** An export route's answer: a CSV with just its header row, saved as `archivo`. */
export const respuestaCsv = (cabecera: string, archivo: string) => async () =>
  new Response(`\uFEFF${cabecera}\r\n`, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${archivo}"` },
  });

/** Clicks «Exportar CSV» with the download itself stubbed out; the query the export at `ruta` was asked with. */
export async function exportarCsv(calls: RecordedCall[], ruta: string): Promise<Record<string, string>> {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const crear = URL.createObjectURL;
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/x');
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path === ruta)).toBe(true));
    return Object.fromEntries(ultimaConsulta(calls, ruta));
  } finally {
    URL.createObjectURL = crear;
    vi.restoreAllMocks();
  }
}

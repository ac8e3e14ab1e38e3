// What the list screens' tests (candidatos, entrevistas, informes) check alike: the query a list or its
// CSV export was asked with, the options a filter offers, and a CSV download the browser must not save.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { listas } from '@shared/messages';
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

/**
 * The vacancy and period filters (D192, D196) as the candidatos and entrevistas screens check them: «Cajera
 * en Vigo» (v1) and November go to the list at `ruta` and to its CSV at `ruta`/exportar; a «desde» after
 * «hasta» is then said in the server's words and never asked for. The vacancy's select, for what follows.
 */
export async function compruebaVacanteYPeriodo(calls: RecordedCall[], ruta: string): Promise<HTMLElement> {
  const vacante = screen.getByRole('combobox', { name: 'Filtrar por vacante' });
  await waitFor(() => expect(within(vacante).getByRole('option', { name: 'Cajera en Vigo' })).toBeTruthy());
  fireEvent.change(vacante, { target: { value: 'v1' } });
  fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-30' } });
  const esperada = { vacanteId: 'v1', desde: '2026-11-01', hasta: '2026-11-30' };
  await waitFor(() => expect(Object.fromEntries(ultimaConsulta(calls, ruta))).toMatchObject(esperada));
  expect(await exportarCsv(calls, `${ruta}/exportar`)).toEqual(esperada);
  fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-12-15' } });
  expect((await screen.findByRole('alert')).textContent).toBe(listas.periodoInvertido);
  // The list keeps the last period that was not turned round; the turned one is never asked for.
  expect(ultimaConsulta(calls, ruta).get('desde')).toBe('2026-11-01');
  expect(calls.some((c) => new URL(c.url, 'http://localhost').searchParams.get('desde') === '2026-12-15')).toBe(false);
  return vacante;
}

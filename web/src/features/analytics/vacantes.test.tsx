// Analytics' «Vacantes» (D199): the table with its caption, row headers, Spanish figures, «Muy pocos
// datos» under the minimum, the totals row and the conversion per stage under their names; the status
// and the period go to the server as the query; no vacancy says so in Spanish.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnaliticaVacantes } from '@shared/schemas/analitica-vacantes';
import { operador } from '../../test/session-fixtures';
import { abrirAnalytics, analitica } from '../../test/analitica-fixtures';

const etapas = [
  { etapa: 'nuevo', nombre: 'Recibido' },
  { etapa: 'entrevistado', nombre: 'Entrevistado' },
  { etapa: 'contratado', nombre: 'Contratado' },
] as AnaliticaVacantes['etapas'];

const tabla: AnaliticaVacantes = {
  etapas,
  etapasDecision: ['Contratado', 'Descartado'],
  filas: [
    {
      vacanteId: 'v1',
      titulo: 'Mozo de almacén',
      estado: 'abierta',
      solicitudes: 1234,
      porEnlace: 617,
      cuotaEnlace: 0.5,
      invitados: 40,
      entrevistados: 30,
      tasaFinalizacion: 0.75,
      horasHastaEntrevista: 26.5,
      decididos: 12,
      horasHastaDecision: 50,
      conversion: [1, 0.025, 0.0081],
    },
    {
      vacanteId: 'v2',
      titulo: 'Dependienta',
      estado: 'en_pausa',
      solicitudes: 3,
      porEnlace: 0,
      cuotaEnlace: null,
      invitados: 2,
      entrevistados: 0,
      tasaFinalizacion: null,
      horasHastaEntrevista: null,
      decididos: 0,
      horasHastaDecision: null,
      conversion: [null, null, null],
    },
  ],
  totales: {
    solicitudes: 1237,
    porEnlace: 617,
    cuotaEnlace: 0.4988,
    invitados: 42,
    entrevistados: 30,
    tasaFinalizacion: 0.7143,
    horasHastaEntrevista: 26.5,
    decididos: 12,
    horasHastaDecision: 50,
    conversion: [1, 0.0243, 0.0081],
  },
  minimo: 5,
  cursor: null,
  calculadasEn: '2026-03-01T10:00:00.000Z',
};

const ok = (data: unknown) => ({ body: { success: true, data } });
const seccion = () => screen.getByRole('region', { name: 'Vacantes' });
const textos = (fila: HTMLElement) => [...fila.querySelectorAll('th, td')].map((c) => c.textContent);

describe('analytics: Vacantes', { timeout: 20_000 }, () => {
  it('shows one row per vacancy and the totals, in Spanish, with «Muy pocos datos» under the minimum', async () => {
    await abrirAnalytics(analitica, operador, { 'GET /api/analytics/vacantes': ok(tabla) });
    const t = await within(seccion()).findByRole('table', { name: 'Cifras por vacante' });
    expect(within(seccion()).getByRole('region', { name: 'Cifras por vacante (se desplaza a lo ancho)' })).toBeTruthy();
    const cabeceras = within(t)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(cabeceras).toEqual(
      expect.arrayContaining(['Vacante', 'Tasa de finalización', 'Conversión por etapa', 'Recibido', 'Contratado']),
    );
    const filas = within(t).getAllByRole('row').slice(2);
    expect(textos(filas[0]!)).toEqual([
      'Mozo de almacén',
      'Abierta',
      '1234',
      '50\u00a0%',
      '40',
      '30',
      '75\u00a0%',
      '1 d 2 h',
      '2 d 2 h',
      '100\u00a0%',
      '2,5\u00a0%',
      '0,8\u00a0%',
    ]);
    // Three applications: counts shown; no rate or median (two invited, none interviewed).
    expect(textos(filas[1]!)).toEqual([
      'Dependienta',
      'En pausa',
      '3',
      'Muy pocos datos',
      '2',
      '0',
      'Muy pocos datos',
      'Sin datos',
      'Sin datos',
      'Muy pocos datos',
      'Muy pocos datos',
      'Muy pocos datos',
    ]);
    expect(textos(filas[2]!).slice(0, 4)).toEqual(['Total', '1237', '49,9\u00a0%', '42']);
    // The row headers name the vacancy for a screen reader.
    expect(within(t).getByRole('rowheader', { name: 'Mozo de almacén' })).toBeTruthy();
  });

  it('sends the status and the period as the query, and says when no vacancy is left', async () => {
    const { calls } = await abrirAnalytics(analitica, operador, {
      'GET /api/analytics/vacantes': async (_init, url) =>
        new Response(
          JSON.stringify({ success: true, data: url.searchParams.get('estado') ? { ...tabla, filas: [], totales: null } : tabla }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    await within(seccion()).findByRole('table', { name: 'Cifras por vacante' });
    fireEvent.change(within(seccion()).getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(seccion()).getByLabelText('Hasta'), { target: { value: '2026-01-31' } });
    fireEvent.change(within(seccion()).getByLabelText('Estado de la vacante'), { target: { value: 'cerrada' } });
    expect(await within(seccion()).findByText('Ninguna vacante con este estado.')).toBeTruthy();
    const ultima = new URL(calls.filter((c) => c.path === '/api/analytics/vacantes').at(-1)!.url, 'http://localhost');
    expect(Object.fromEntries(ultima.searchParams)).toEqual({ estado: 'cerrada', desde: '2026-01-01', hasta: '2026-01-31' });
  });

  it('with no vacancy yet it says so', async () => {
    await abrirAnalytics(analitica, operador, { 'GET /api/analytics/vacantes': ok({ ...tabla, filas: [], totales: null }) });
    await waitFor(() => expect(within(seccion()).getByText('Aún no hay vacantes.')).toBeTruthy());
  });
});

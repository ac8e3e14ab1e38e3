// The list view of a vacancy's candidates (D202): a stage, a period (the company's days), an order and the
// integrity flags (D206), sent to GET /api/vacantes/{id}/candidatos; the dates say which date they are;
// an empty filtered list says so.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { textosOpciones, ultimaConsulta } from '../../test/lista-consultas';
import { candidaturaDePrueba, vacanteDePrueba, rutasVacantes, candidaturasPorConsulta } from '../../test/vacante-fixtures';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const vacante = vacanteDePrueba();
const ana = candidaturaDePrueba('c1', 'Ana Ruiz');

describe('the list view of a vacancy', { timeout: 60_000 }, () => {
  it('a stage, a period, an order and the flags are sent to the list; a filtered empty list says so', async () => {
    const { calls } = mockFetch({
      ...rutasVacantes(vacante),
      'GET /api/vacantes/v1': ok(vacante),
      'GET /api/vacantes/v1/candidatos': candidaturasPorConsulta((q) => (q.get('desde') ? [] : [ana])),
    });
    renderApp('/vacantes');
    fireEvent.click(await screen.findByRole('button', { name: 'Candidatos de la vacante Jefe de almacén' }, { timeout: 30_000 }));
    const pipeline = await screen.findByRole('dialog', { name: 'Candidatos · Jefe de almacén' });
    fireEvent.click(within(pipeline).getByRole('tab', { name: 'Lista' }));
    const consulta = () => ultimaConsulta(calls, '/api/vacantes/v1/candidatos');
    const orden = await within(pipeline).findByRole('combobox', { name: 'Ordenar por' });
    expect(textosOpciones(orden)).toEqual(['Más recientes', 'Más antiguos']);
    expect(within(pipeline).getByText('Fechas: cuándo se unió a la vacante')).toBeTruthy();
    fireEvent.change(orden, { target: { value: 'antiguas' } });
    await waitFor(() => expect(consulta().get('orden')).toBe('antiguas'));
    fireEvent.change(within(pipeline).getByRole('combobox', { name: 'Filtrar por etapa' }), { target: { value: 'finalista' } });
    await waitFor(() => expect(consulta().get('etapa')).toBe('finalista'));
    expect(within(pipeline).getByText('Fechas: cuándo llegó a la etapa')).toBeTruthy();
    // D206: by the integrity flags of each one's interview.
    fireEvent.change(within(pipeline).getByRole('combobox', { name: 'Señales de integridad' }), { target: { value: 'con' } });
    await waitFor(() => expect(consulta().get('marcadas')).toBe('con'));
    fireEvent.change(within(pipeline).getByLabelText('Desde'), { target: { value: '2026-11-21' } });
    await waitFor(() =>
      expect(Object.fromEntries(consulta())).toMatchObject({ orden: 'antiguas', etapa: 'finalista', marcadas: 'con', desde: '2026-11-21' }),
    );
    expect(await within(pipeline).findByText('Ningún candidato coincide con los filtros.')).toBeTruthy();
  });
});

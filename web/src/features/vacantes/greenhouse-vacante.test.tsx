// A vacancy linked to a Greenhouse job (D201): whoever edits vacancies opens «Greenhouse» on its card,
// types the job's number and a Greenhouse stage for some of the company's stages (labelled fields, one
// per stage); what is sent is the vacancy's PUT with its version, the empty stages left out. On the
// board of a linked vacancy each card says the candidate's Greenhouse application or why their moves are
// not sent, and the id is typed on the card (the card's PUT with its stage and version).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ETAPAS_POR_DEFECTO } from '@shared/schemas/etapas-vacante';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { candidaturaDePrueba, vacanteDePrueba, rutasVacantes, candidaturasPorConsulta } from '../../test/vacante-fixtures';

const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, ...(message ? { message } : {}) } });
const GH = { jobId: '4001', etapas: { nuevo: '501', entrevistado: '502' } };

const candidatura = (candidatoId: string, nombre: string, etapa: string, greenhouseAplicacionId: string | null) =>
  candidaturaDePrueba(candidatoId, nombre, { etapa, greenhouseAplicacionId, version: 3 });

describe('Greenhouse en una vacante', { timeout: 60_000 }, () => {
  it('links the vacancy to a job with its stages; the empty ones are not sent', async () => {
    const { calls } = mockFetch({
      ...rutasVacantes(vacanteDePrueba()),
      'GET /api/vacantes/etapas': ok({ etapas: ETAPAS_POR_DEFECTO, version: 0 }),
      'PUT /api/vacantes/v1': ok(vacanteDePrueba({ greenhouse: GH, version: 2 }), 'Vacante guardada'),
    });
    renderApp('/vacantes');
    fireEvent.click(await screen.findByRole('button', { name: 'Greenhouse de la vacante Jefe de almacén' }, { timeout: 30_000 }));
    const dialogo = await screen.findByRole('dialog', { name: 'Greenhouse · Jefe de almacén' });
    fireEvent.change(within(dialogo).getByLabelText(/Puesto de Greenhouse/), { target: { value: '4001' } });
    fireEvent.change(await within(dialogo).findByLabelText('Etapa de Greenhouse para «Nuevo»'), { target: { value: '501' } });
    fireEvent.change(within(dialogo).getByLabelText('Etapa de Greenhouse para «Entrevistado»'), { target: { value: '502' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar enlace' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/vacantes/v1')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/vacantes/v1')!;
    expect(put.body).toEqual({ version: 1, greenhouse: GH });
    expect(await screen.findByText('Vacante enlazada con Greenhouse')).toBeTruthy();
  });

  it("on a linked vacancy's board: the application or why moves are not sent, and the id typed on the card", async () => {
    const items = [candidatura('c1', 'Ana Ruiz', 'nuevo', '9001'), candidatura('c2', 'Luis Gil', 'nuevo', null)];
    const { calls } = mockFetch({
      ...rutasVacantes(vacanteDePrueba({ greenhouse: GH })),
      'GET /api/vacantes/etapas': ok({ etapas: ETAPAS_POR_DEFECTO, version: 0 }),
      'GET /api/vacantes/v1/lotes': ok({ items: [] }),
      'GET /api/vacantes/v1/candidatos': candidaturasPorConsulta((q) => items.filter((c) => !q.get('etapa') || c.etapa === q.get('etapa'))),
      'PUT /api/vacantes/v1/candidatos/c2': ok(
        { ...items[1], greenhouseAplicacionId: '9002', version: 4 },
        'Candidatura de Greenhouse guardada',
      ),
    });
    renderApp('/vacantes');
    const candidatos = await screen.findByRole('button', { name: 'Candidatos de la vacante Jefe de almacén' }, { timeout: 30_000 });
    // The linked card's button is named as it reads, «Greenhouse 4001» first (WCAG 2.5.3, label in name).
    expect(screen.getByRole('button', { name: 'Greenhouse 4001 de la vacante Jefe de almacén' }).textContent).toBe('Greenhouse 4001');
    fireEvent.click(candidatos);
    const tablero = await screen.findByRole('dialog', { name: 'Candidatos · Jefe de almacén' });
    const ana = await within(tablero).findByRole('listitem', { name: 'Ana Ruiz' });
    expect(within(ana).getByText('Greenhouse: candidatura 9001')).toBeTruthy();
    const luis = within(tablero).getByRole('listitem', { name: 'Luis Gil' });
    expect(within(luis).getByText('Sin id de Greenhouse: sus cambios de etapa no se envían')).toBeTruthy();
    fireEvent.click(within(luis).getByRole('button', { name: 'Añadir id de Greenhouse' }));
    fireEvent.change(within(luis).getByLabelText('Id de la candidatura de Luis Gil en Greenhouse'), { target: { value: '9002' } });
    fireEvent.click(within(luis).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/vacantes/v1/candidatos/c2')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/vacantes/v1/candidatos/c2')!;
    expect(put.body).toEqual({ etapa: 'nuevo', version: 3, greenhouseAplicacionId: '9002' });
  });
});

// The bulk bar's invitations (D193): «Invitar a la entrevista…» and «Reenviar invitación…» say what
// they do before the person confirms, then start the action on the selection (a whole stage, or the
// candidates chosen); a closed vacancy offers no invitation; the progress names the template (none
// where stages have their own, D205). And the vacancy's figures (D194) as the «Cifras» tab and
// Analytics show them.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { conTema } from '../../test/render-tema';
import { ETAPAS_VACANTE, ETIQUETA_ETAPA } from '@shared/schemas/candidatura';
import { CifrasVacanteVista } from '../../components/cifras-vacante';
import { ProgresoLote } from '../../components/progreso-lote';
import { BarraLote } from './components/acciones-lote';

const lote = (extra: Record<string, unknown> = {}) => ({
  id: 'l1',
  vacanteId: 'v1',
  accion: 'invitar',
  servicio: { id: 'entrevistas-profundidad', nombre: 'Entrevistas en Profundidad' },
  estado: 'pendiente',
  total: 2,
  procesados: 0,
  hechos: 0,
  fallidos: 0,
  creadoEn: '2026-11-20T10:00:00.000Z',
  creadoPor: { id: 'u1', nombre: 'Ana Admin' },
  ...extra,
});

describe('acciones en bloque: invitar y reenviar', { timeout: 30_000 }, () => {
  it('«Invitar a la entrevista…» explains, then starts the action on the whole stage', async () => {
    const { calls } = mockFetch({
      'POST /api/vacantes/v1/lotes': {
        status: 202,
        body: { success: true, data: lote(), message: 'Acción en bloque en marcha: 2 candidatos' },
      },
    });
    const onLanzada = vi.fn();
    conTema(
      <BarraLote
        vacanteId="v1"
        empresaId={undefined}
        seleccion={{ etapa: 'nuevo' }}
        puedeInvitar
        onLimpiar={() => {}}
        onLanzada={onLanzada}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invitar a la entrevista…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Invitar a la entrevista' });
    expect(dialogo.textContent).toContain('Todos los candidatos en «Nuevo»');
    expect(dialogo.textContent).toContain('cuenta en el cupo y las licencias de la empresa');
    // D205: a stage with its own interview invites to it; who did their stage's is left as is.
    expect(dialogo.textContent).toContain('o la propia de la etapa en la que está, si esa etapa tiene una');
    expect(dialogo.textContent).toContain(
      'Quien ya tenga una entrevista pendiente en la vacante, ya haya hecho la de su etapa o esté rechazado no se toca',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(onLanzada).toHaveBeenCalledWith('l1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accion: 'invitar', etapaOrigen: 'nuevo' });
  });

  it('«Reenviar invitación…» on the candidates chosen; a closed vacancy offers no invitation', async () => {
    const { calls } = mockFetch({
      'POST /api/vacantes/v1/lotes': {
        status: 202,
        body: {
          success: true,
          data: lote({ accion: 'reenviar', servicio: undefined }),
          message: 'Acción en bloque en marcha: 1 candidato',
        },
      },
    });
    conTema(
      <BarraLote
        vacanteId="v1"
        empresaId={undefined}
        seleccion={{ ids: new Map([['c1', 'Ana Ruiz']]) }}
        puedeInvitar={false}
        onLimpiar={() => {}}
        onLanzada={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Invitar a la entrevista…' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar invitación…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reenviar la invitación' });
    expect(dialogo.textContent).toContain('Como mucho 3 reenvíos por entrevista, con 10 minutos entre dos');
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accion: 'reenviar', candidatos: ['c1'] }));
  });

  it('the progress of an invitation names the template', async () => {
    mockFetch({
      'GET /api/vacantes/v1/lotes/l1': {
        body: { success: true, data: { ...lote({ estado: 'en_curso', procesados: 1, hechos: 1 }), resultados: [], cursor: null } },
      },
    });
    conTema(<ProgresoLote vacanteId="v1" empresaId={undefined} loteId="l1" onCerrar={() => {}} />);
    await screen.findByText('Invitar a «Entrevistas en Profundidad» · 2 candidatos');
    screen.getByText('1 hecho · 0 sin hacer · 1 pendiente');
  });

  it('an invitation where stages have their own interview (D205) names no single template', async () => {
    mockFetch({
      'GET /api/vacantes/v1/lotes/l1': {
        body: {
          success: true,
          data: {
            ...lote({ serviciosEtapa: { finalista: { id: 'tecnica', nombre: 'Entrevista técnica' } } }),
            resultados: [],
            cursor: null,
          },
        },
      },
    });
    conTema(<ProgresoLote vacanteId="v1" empresaId={undefined} loteId="l1" onCerrar={() => {}} />);
    await screen.findByText('Invitar a la entrevista de su etapa · 2 candidatos');
  });
});

describe('las cifras de una vacante (D194)', { timeout: 30_000 }, () => {
  it('counts, the completion rate, the medians in words and the conversion per stage; no one named', async () => {
    mockFetch({
      'GET /api/vacantes/v1/cifras': {
        body: {
          success: true,
          data: {
            vacanteId: 'v1',
            solicitudes: 40,
            porOrigen: { equipo: 10, enlace: 30 },
            invitados: 36,
            entrevistados: 27,
            tasaFinalizacion: 0.75,
            horasHastaEntrevista: 20.5,
            horasHastaDecision: 120,
            decididos: 12,
            etapasDecision: ['Terna final', 'Oferta', 'Descartado'],
            etapas: ETAPAS_VACANTE.map((etapa, i) => ({
              etapa,
              nombre: ETIQUETA_ETAPA[etapa],
              ahora: i,
              alcanzaron: 40 - i * 5,
              conversion: (40 - i * 5) / 40,
            })),
            calculadasEn: '2026-11-20T10:00:00.000Z',
          },
        },
      },
    });
    conTema(<CifrasVacanteVista vacanteId="v1" empresaId={undefined} />);
    await screen.findByText('30 por el enlace público');
    screen.getByText(/^Tasa de finalización: 75\s%$/);
    screen.getByText('20,5 h');
    screen.getByText('5 días');
    // What «a decision» is follows the company's stages (D195), in their names.
    screen.getByText('Mediana hasta terna final, oferta o descartado (12 personas)');
    const fila = screen.getByRole('row', { name: /Finalista/ });
    expect(fila.textContent).toBe('Finalista42050\u00a0%');
  });
});

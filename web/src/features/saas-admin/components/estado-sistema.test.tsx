// The Sistema tab (D99): the shortcuts, each part with its badge, detail and reading time, the jobs
// with their last run, the recent mail failures and the 'Implementado' / 'Pendiente' checklist, as
// GET /api/saas/sistema answers them; a failed read offers to retry.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFechaHora } from '@shared/fechas';
import type { EstadoSistema as Estado } from '@shared/schemas/sistema';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { EstadoSistema } from './estado-sistema';

await loadWholeSystem();

const T = '2026-11-10T12:00:00.000Z';
const estado: Estado = {
  leidoEn: T,
  componentes: [
    { id: 'api', nombre: 'API', estado: 'ok', valor: 'Online', detalle: 'Última comprobación de salud', observadoEn: T },
    { id: 'base_datos', nombre: 'Base de datos', estado: 'ok', valor: 'Conectada', detalle: 'Respondió en 12 ms', observadoEn: T },
    { id: 'ia', nombre: 'Proveedores de IA', estado: 'error', valor: '0/6 Activos', detalle: 'Ninguna clave', observadoEn: null },
    { id: 'correo', nombre: 'Correo', estado: 'aviso', valor: 'Operativo', detalle: '1 fallido(s)', observadoEn: T },
    {
      id: 'trabajos',
      nombre: 'Trabajos programados',
      estado: 'aviso',
      valor: '1/2 al día',
      detalle: 'Sin ejecución reciente: cierre-mes',
      observadoEn: T,
    },
  ],
  trabajos: [
    { id: 'health', resumen: 'Comprueba la base de datos', cadaMinutos: 5, ultimaEjecucion: T, resultado: 'ok', error: null, alDia: true },
    { id: 'cierre-mes', resumen: 'Cierra cada mes', cadaMinutos: 60, ultimaEjecucion: null, resultado: null, error: null, alDia: false },
  ],
  fallosCorreo: [{ fecha: T, plantilla: 'credencialesAdministrador', error: 'MessageRejected' }],
  checklist: [
    { id: 'planes', titulo: 'Planes de suscripción', implementado: true, detalle: '3 plan(es) activo(s)' },
    { id: 'clave_ia', titulo: 'Clave de IA de la plataforma', implementado: false, detalle: 'Ninguna clave' },
  ],
};

function montar(respuesta: Parameters<typeof mockFetch>[0][string]) {
  mockFetch({ ...sessionRoutes(superadmin), 'GET /api/saas/sistema': respuesta });
  conApp(<EstadoSistema />);
}

describe('the Sistema tab', () => {
  it('shows each part, the jobs, the mail failures and the checklist as read', async () => {
    montar({ body: { success: true, data: estado } });
    const api = await screen.findByRole('group', { name: 'API' });
    expect(within(api).getByText('Online')).toBeTruthy();
    expect(within(api).getByText(`Lectura: ${formatFechaHora(T)}`)).toBeTruthy();
    const ia = screen.getByRole('group', { name: 'Proveedores de IA' });
    expect(ia.getAttribute('data-estado')).toBe('error');
    expect(within(ia).getByText('0/6 Activos')).toBeTruthy();
    expect(within(ia).getByText('Lectura: Sin lecturas')).toBeTruthy();
    expect(screen.getByText(`Leído el ${formatFechaHora(T)}`)).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Servicios HR' }).getAttribute('href')).toBe('/servicios-hr');
    expect(screen.getByRole('link', { name: 'Configuración' }).getAttribute('href')).toBe('/configuracion');

    const trabajos = screen.getByRole('region', { name: /Trabajos programados/ });
    expect(within(within(trabajos).getByText('health').closest('tr')!).getByText('Al día')).toBeTruthy();
    const cierre = within(trabajos).getByText('cierre-mes').closest('tr')!;
    expect(within(cierre).getByText('Sin ejecución')).toBeTruthy();
    expect(within(cierre).getByText('Nunca')).toBeTruthy();
    expect(screen.getByText(`${formatFechaHora(T)} · credencialesAdministrador: MessageRejected`)).toBeTruthy();

    expect(screen.getByText('Puesta en marcha (1 de 2 implementados)')).toBeTruthy();
    const lista = screen.getByRole('list', { name: 'Lista de puesta en marcha' });
    expect(within(within(lista).getByText('Planes de suscripción').closest('li')!).getByText('Implementado')).toBeTruthy();
    expect(within(within(lista).getByText('Clave de IA de la plataforma').closest('li')!).getByText('Pendiente')).toBeTruthy();
  });

  it('a failed read says so and offers to retry', async () => {
    montar({ status: 500, body: { success: false, message: 'Error interno del servidor' } });
    await screen.findByText('No se pudo leer el estado del sistema');
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeTruthy();
  });
});

// Companies, HR services and API answers shared by the companies screen's tests.
import { fireEvent, screen, within } from '@testing-library/react';
import type { EmpresaFila } from '../features/empresas/api/empresas';
import type { SessionUser } from '../lib/session';
import { mockFetch } from './fetch-mock';
import { renderApp } from './render-app';
import { admin, sessionRoutes, superadmin } from './session-fixtures';

export const acmeEmpresa: EmpresaFila = {
  id: 'e1',
  nombreLegal: 'Acme Soluciones S.L.',
  nombreComercial: 'ACME',
  cif: 'B23456783',
  email: 'contacto@acme.es',
  telefono: '+34910000001',
  cantidadTrabajadores: 120,
  sectorIndustrial: 'Tecnología',
  tipoEmpresa: 'pyme',
  plan: 'professional',
  estado: 'activa',
  fechaCreacion: '2025-03-12T09:32:00.000Z',
  licencias: { activas: 8, total: 10, utilizadas: 3, configuracion: { vigenciaDias: 30, maxEntrevistasPorLicencia: 5 } },
  direccion: { calle: 'Gran Vía', numero: '28', ciudad: 'Madrid', provincia: 'Madrid', pais: 'España', codigoPostal: '28013' },
  serviciosContratados: { 'test-vocacional': true, 'entrevistas-profundidad': true, 'mapeo-organizacional': false },
  configuracion: { subdominio: 'acme', configuracionIA: { chatgpt_enabled: true, claude_enabled: false, analisis_personalizado: false } },
  planEstrategico: null,
};

export const betaEmpresa: EmpresaFila = {
  id: 'e2',
  nombreLegal: 'Beta Logística S.A.',
  nombreComercial: 'Beta Logística',
  cif: 'A76543214',
  email: 'rrhh@betalogistica.es',
  telefono: 'Sin teléfono',
  plan: 'starter',
  estado: 'trial',
  fechaCreacion: '2025-05-02T10:00:00.000Z',
};

export const gammaEmpresa: EmpresaFila = {
  id: 'e3',
  nombreLegal: 'Gamma Retail S.L.',
  cif: 'B11223344',
  email: 'hola@gammaretail.es',
  telefono: '+34 930 555 777',
  plan: 'enterprise',
  estado: 'suspendida',
  fechaCreacion: '2024-11-20T08:15:00.000Z',
};

export const serviciosApi = [
  {
    id: 's1',
    codigo: 'test-vocacional',
    nombre: 'Test Vocacional',
    descripcion: 'Orientación profesional',
    categoria: 'evaluacion',
    configuracion: { activo: true },
  },
  {
    id: 's2',
    codigo: 'entrevistas-profundidad',
    nombre: 'Entrevistas en Profundidad',
    categoria: 'seleccion',
    configuracion: { activo: true },
  },
  {
    id: 's3',
    codigo: 'mapeo-organizacional',
    nombre: 'Mapeo Organizacional',
    categoria: 'organizacional',
    configuracion: { activo: true },
  },
  { id: 's4', codigo: 'analisis-cultural', nombre: 'Análisis Cultural', categoria: 'organizacional', configuracion: { activo: true } },
];

export const pagina = (items: unknown[], cursor: string | null = null) => ({ body: { success: true, data: { items, cursor } } });

export const rutasEmpresas = {
  'GET /api/empresas': pagina([acmeEmpresa, betaEmpresa, gammaEmpresa]),
  'GET /api/empresas/licencias-activas': {
    body: { success: true, data: { licenciasActivas: 42, totalEmpresas: 3, empresasActivas: 1, suscripcionesTrial: 1 } },
  },
  'GET /api/servicios-hr': { body: { success: true, data: serviciosApi } },
};

/** Opens /empresas as `user` with the given routes on top of the defaults. */
export async function abrirEmpresas(routes: Parameters<typeof mockFetch>[0] = {}, user: SessionUser = superadmin) {
  const mocked = mockFetch({ ...sessionRoutes(user), ...rutasEmpresas, ...routes });
  const view = renderApp('/empresas');
  await screen.findByRole('heading', { level: 1, name: /^Empresas/ });
  return { ...view, ...mocked };
}

/** Its admin opens ACME's «Editar Empresa» (the save answered with ACME); the dialog and the calls made. */
export async function editarAcmeComoAdmin() {
  const { calls } = await abrirEmpresas(
    {
      'GET /api/empresas': { body: { success: true, data: { items: [acmeEmpresa], cursor: null } } },
      'PUT /api/empresas/e1': { body: { success: true, data: acmeEmpresa } },
    },
    admin,
  );
  await screen.findByText('contacto@acme.es');
  fireEvent.click(screen.getByRole('button', { name: 'Editar ACME' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Editar Empresa' }) };
}

/** A field of a dialog by its label (the required indicator may follow it). */
export function campo(dialog: HTMLElement, label: string): HTMLInputElement {
  const escapado = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within(dialog).getByLabelText(new RegExp(`^${escapado}\\s*\\*?$`)) as HTMLInputElement;
}

export function escribir(dialog: HTMLElement, valores: Record<string, string>) {
  for (const [label, value] of Object.entries(valores)) fireEvent.change(campo(dialog, label), { target: { value } });
}

export function pestana(dialog: HTMLElement, nombre: string) {
  fireEvent.click(within(dialog).getByRole('tab', { name: new RegExp(`^${nombre}`) }));
}

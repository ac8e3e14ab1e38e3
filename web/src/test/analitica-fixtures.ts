// Analytics payloads for the screen's tests: a company with real figures (twelve weeks, oldest
// first, Mondays in UTC, a calibration block with every band) and an empty company (nothing to
// compute: zeros and nulls).
import { screen, within } from '@testing-library/react';
import type { Analitica } from '../features/analytics/api/analytics';
import { mockFetch } from './fetch-mock';
import { renderApp } from './render-app';
import { admin, sessionRoutes } from './session-fixtures';

const LUNES = [
  '2025-01-06',
  '2025-01-13',
  '2025-01-20',
  '2025-01-27',
  '2025-02-03',
  '2025-02-10',
  '2025-02-17',
  '2025-02-24',
  '2025-03-03',
  '2025-03-10',
  '2025-03-17',
  '2025-03-24',
];

export const analitica: Analitica = {
  resumen: {
    entrevistasTotal: 50,
    completadas: 47,
    // The weeks' sums below: 43 completed of 54 scheduled.
    finalizacion: { completadas: 43, programadas: 54 },
    tasaFinalizacion: 79.6,
    puntuacionMedia: 7.4,
    informes: 40,
    recomendados: 18,
    variacionCompletadas: 12,
  },
  porArea: [
    { areaId: 'a1', nombre: 'Tecnología', informes: 25, puntuacionMedia: 7.8, recomendados: 12, validadas: 9 },
    { areaId: 'a2', nombre: 'Ventas', informes: 10, puntuacionMedia: 6.5, recomendados: 4, validadas: 3 },
    { areaId: null, nombre: 'Sin área', informes: 5, puntuacionMedia: null, recomendados: 2, validadas: 0 },
  ],
  semanas: LUNES.map((semana, i) => ({
    semana,
    programadas: i === 2 ? 0 : 4 + (i % 3),
    completadas: i === 2 ? 0 : 3 + (i % 3),
    informes: i === 2 ? 0 : 3,
    puntuacionMedia: i === 2 ? null : 7,
    tasaFinalizacion: i === 2 ? null : 75 + i,
  })),
  porServicio: [
    { servicioId: 'entrevistas-profundidad', nombre: 'Entrevistas en Profundidad', informes: 30, puntuacionMedia: 7.6 },
    { servicioId: 'evaluacion-tecnica', nombre: 'Evaluación Técnica', informes: 10, puntuacionMedia: 6.9 },
    { servicioId: 'sin-puntuacion', nombre: 'Cribado', informes: 2, puntuacionMedia: null },
  ],
  tiempos: { duracionMediaMin: 52, hastaInformeMediaMin: 0.5, hastaRevisionMediaMin: 1500 },
  calidad: {
    citasVerificadasPct: 96.5,
    informesConModeloPct: 80,
    coincidenciaRevisionPct: 75,
    revisionesConAjustesPct: 25,
    validadas: 12,
  },
  calibracion: {
    minimo: 10,
    general: {
      id: 'todas',
      nombre: 'Todas las entrevistas',
      revisadas: 24,
      decisionesCambiadasPct: 25,
      competencias: [
        { competencia: 'Comunicación', revisadas: 24, kappa: 0.86, banda: 'casi_perfecto' },
        { competencia: 'Trabajo en equipo', revisadas: 22, kappa: 0.63, banda: 'considerable' },
        { competencia: 'Resolución de problemas', revisadas: 20, kappa: 0.35, banda: 'aceptable' },
        { competencia: 'Liderazgo', revisadas: 6, kappa: null, banda: 'sin_datos' },
      ],
    },
    porPlantilla: [
      {
        id: 'entrevistas-profundidad',
        nombre: 'Entrevistas en Profundidad',
        revisadas: 16,
        decisionesCambiadasPct: 12.5,
        competencias: [{ competencia: 'Comunicación', revisadas: 16, kappa: 0.52, banda: 'moderado' }],
      },
      {
        id: 'evaluacion-tecnica',
        nombre: 'Evaluación Técnica',
        revisadas: 8,
        decisionesCambiadasPct: 50,
        competencias: [{ competencia: 'Comunicación', revisadas: 8, kappa: null, banda: 'sin_datos' }],
      },
    ],
    porRevisor: [
      {
        id: 'u1',
        nombre: 'Nora Gil',
        revisadas: 14,
        decisionesCambiadasPct: 7.1,
        competencias: [{ competencia: 'Comunicación', revisadas: 14, kappa: 0.12, banda: 'leve' }],
      },
    ],
    porMetodo: [
      {
        id: 'integrado',
        nombre: 'Analizador integrado',
        revisadas: 12,
        decisionesCambiadasPct: 41.7,
        competencias: [{ competencia: 'Comunicación', revisadas: 12, kappa: -0.08, banda: 'pobre' }],
      },
      {
        id: 'm-Y2xhdWRl',
        nombre: 'claude-sonnet-4-5',
        revisadas: 12,
        decisionesCambiadasPct: 8.3,
        competencias: [{ competencia: 'Comunicación', revisadas: 12, kappa: 0.91, banda: 'casi_perfecto' }],
      },
    ],
  },
};

export const analiticaVacia: Analitica = {
  resumen: {
    entrevistasTotal: 0,
    completadas: 0,
    finalizacion: { completadas: 0, programadas: 0 },
    tasaFinalizacion: null,
    puntuacionMedia: null,
    informes: 0,
    recomendados: 0,
    variacionCompletadas: null,
  },
  porArea: [],
  semanas: LUNES.map((semana) => ({ semana, programadas: 0, completadas: 0, informes: 0, puntuacionMedia: null, tasaFinalizacion: null })),
  porServicio: [],
  tiempos: { duracionMediaMin: null, hastaInformeMediaMin: null, hastaRevisionMediaMin: null },
  calidad: {
    citasVerificadasPct: null,
    informesConModeloPct: null,
    coincidenciaRevisionPct: null,
    revisionesConAjustesPct: null,
    validadas: 0,
  },
  calibracion: {
    minimo: 10,
    general: { id: 'todas', nombre: 'Todas las entrevistas', revisadas: 0, decisionesCambiadasPct: null, competencias: [] },
    porPlantilla: [],
    porRevisor: [],
    porMetodo: [],
  },
};

/** Opens /analytics as `user` with `data` as the figures (and `otras` routes answered too), once its first card shows. */
export async function abrirAnalytics(data: unknown, user = admin, otras: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({ ...sessionRoutes(user), 'GET /api/analytics': { body: { success: true, data } }, ...otras });
  const view = renderApp('/analytics');
  await screen.findByRole('heading', { level: 1, name: 'Analytics' });
  await screen.findByRole('group', { name: 'Entrevistas completadas' });
  return { ...mocked, ...view };
}

/** A table's body rows as the text of their cells (the header row left out). */
export function celdasDeFilas(tabla: HTMLElement): (string | null)[][] {
  return within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
}

// «Monitor de equidad» on Analytics (D175): an admin reads the rates and ratios, «datos insuficientes»
// under the minimum n and the alert under 0,80; an empty period says so; an operator has no such block.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { equidad as msg } from '@shared/messages';
import { admin, operador } from '../../test/session-fixtures';
import { abrirAnalytics, analitica, celdasDeFilas } from '../../test/analitica-fixtures';

const ok = (data: unknown) => ({ body: { success: true, data } });
const cat = (clave: string, etiqueta: string, n: number, s: number, ratio: number | null, suficiente = true) => ({
  clave,
  etiqueta,
  n,
  seleccionados: s,
  tasa: n ? s / n : null,
  ratio,
  suficiente,
  alerta: ratio !== null && ratio < 0.8,
});
const tabla = (categorias: unknown[], desconocidos: unknown = 0) => ({ categorias, desconocidos });
const monitor = {
  servicioId: null,
  desde: '2026-01-01',
  hasta: '2026-11-26',
  minimoN: 10,
  respuestas: 25,
  servicios: [{ id: 'entrevistas-profundidad', nombre: 'Entrevista en profundidad' }],
  mensaje: null,
  resultados: [
    {
      clave: 'decision',
      nombre: 'Decisión de una persona: avanza',
      n: 24,
      alertas: 1,
      sexo: tabla([cat('mujer', 'Mujer', 12, 3, 0.5), cat('hombre', 'Hombre', 12, 6, 1), cat('otro', 'Otro', 0, 0, null, false)], 1),
      edad: tabla([cat('25_34', 'De 25 a 34 años', 4, 2, null, false)]),
      interseccion: tabla([
        cat('mujer|25_34', 'Mujer · de 25 a 34 años', 2, 1, null, false),
        cat('otro|55_mas', 'Otro · 55 años o más', 0, 0, null, false),
      ]),
    },
  ],
};

const abrir = (user = admin, datos: unknown = monitor) => abrirAnalytics(analitica, user, { 'GET /api/analytics/equidad': ok(datos) });

describe('Monitor de equidad', { timeout: 20_000 }, () => {
  it('an admin reads rates, ratios, the alert and «datos insuficientes»; people who preferred not to say are counted apart', async () => {
    const { calls } = await abrir();
    const bloque = await screen.findByRole('region', { name: 'Monitor de equidad' });
    const sexo = await within(bloque).findByRole('table', { name: 'Sexo' });
    const filas = celdasDeFilas(sexo);
    expect(filas).toEqual([
      ['Mujer', '12', '3', '25\u00a0%', '0,50Alerta'],
      ['Hombre', '12', '6', '50\u00a0%', '1,00'],
      ['Otro', '0', '0', '—', 'datos insuficientes'],
    ]);
    expect(within(bloque).getByText(/1 con «Prefiero no decirlo»/)).toBeTruthy();
    expect(within(bloque).getByText(/Una categoría con un ratio de impacto por debajo de 0,80/)).toBeTruthy();
    // The intersection lists every category, those with nobody too: a missing row would say it is empty.
    const inter = within(bloque).getByRole('table', { name: 'Sexo × franja de edad' });
    expect(within(inter).getAllByRole('row')).toHaveLength(3);
    expect(calls.find((c) => c.path === '/api/analytics/equidad')?.url).toMatch(/desde=\d{4}-01-01&hasta=\d{4}-\d{2}-\d{2}/);
  });

  it('hidden counts read as the API sends them: «menos de 10», «10 o más», no rate nor ratio; the rule is said once (issue 65 item 2)', async () => {
    const menos = { menosDe: 10 };
    const oculta = (clave: string, etiqueta: string) => ({
      clave,
      etiqueta,
      n: menos,
      seleccionados: menos,
      tasa: null,
      ratio: null,
      suficiente: false,
      alerta: false,
    });
    await abrir(admin, {
      ...monitor,
      respuestas: { alMenos: 10 },
      resultados: [
        {
          ...monitor.resultados[0],
          n: { alMenos: 10 },
          alertas: 0,
          sexo: tabla([oculta('mujer', 'Mujer'), { ...oculta('hombre', 'Hombre'), n: { alMenos: 10 } }], menos),
          edad: tabla([oculta('25_34', 'De 25 a 34 años')], menos),
          interseccion: tabla([oculta('mujer|25_34', 'Mujer · de 25 a 34 años')], menos),
        },
      ],
    });
    const bloque = await screen.findByRole('region', { name: 'Monitor de equidad' });
    await within(bloque).findByText(/10 o más cuestionarios respondidos en el periodo/);
    expect(within(bloque).getByText(/Ninguna cifra de menos de 10 personas se muestra/)).toBeTruthy();
    expect(within(bloque).getByText('Decisión de una persona: avanza (10 o más personas)')).toBeTruthy();
    const sexo = within(bloque).getByRole('table', { name: 'Sexo' });
    const filas = celdasDeFilas(sexo);
    expect(filas).toEqual([
      ['Mujer', 'menos de 10', 'menos de 10', '—', 'datos insuficientes'],
      ['Hombre', '10 o más', 'menos de 10', '—', 'datos insuficientes'],
    ]);
    expect(within(bloque).getAllByText(/Menos de 10 con «Prefiero no decirlo»/)).toHaveLength(3);
  });

  it('a period without answers says so', async () => {
    await abrir(admin, { ...monitor, respuestas: 0, resultados: [], mensaje: msg.sinDatosPeriodo });
    expect(await screen.findByText(msg.sinDatosPeriodo)).toBeTruthy();
  });

  it('an operator has no such block and asks for nothing', async () => {
    const { calls } = await abrir(operador);
    expect(screen.queryByRole('region', { name: 'Monitor de equidad' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/analytics/equidad')).toBe(false);
  });
});

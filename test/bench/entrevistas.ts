// Interviews at scale: a company's dashboard, the Interviews screen's first page and
// counts, the Informes screen's first pages and cards and the Analytics screen, with 10 interviews and
// with 10 000, side by side (A B A B …) through the API, as ratios; and
// the candidate's answer autosave (public route: limits, token look-up, state check, transactional
// write) against a raw DynamoDB write of the same item, p50 of each, alternating. Part of `npm run bench`.
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { analiticaKeys } from '../../functions/lib/db/analitica.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { itemInforme } from '../../functions/lib/db/informes.js';
import { ultimasSemanas } from '../../functions/lib/analitica/analitica.js';
import { createItem, putItem, putItems } from '../../functions/lib/db/repository.js';
import { entrevistaProgramada } from '../../functions/lib/entrevistas/item.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { alternando } from './alternar.js';
import { empresaSinLimites, enFracciones, estadisticasEnFracciones } from './empresa.js';

const RONDAS = Number(process.env.BENCH_ENT_RONDAS ?? 40);
const GRANDE = Number(process.env.BENCH_ENT_GRANDE ?? 10_000);
const PEQUENA = 10;
/** The public route allows 600 requests per token in 15 minutes: stay under it. */
const GUARDADOS = 120;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A company with `n` interviews (a fifth of them analysed, with their report's list item), its counters and analytics, written directly. */
async function sembrar(empresaId: string, n: number): Promise<{ token: string; id: string }> {
  const completadas = Math.floor(n / 5);
  // The aggregates the writes would have left: twelve weeks of activity, one area, one service.
  const semanas = ultimasSemanas(new Date());
  // Each on its fractions (D111), as the writes of many requests spread them.
  await putItems([
    ...semanas.flatMap((semana, i) =>
      enFracciones(analiticaKeys.semana(empresaId, semana), {
        programadas: Math.ceil(n / 12),
        completadas: Math.ceil(completadas / 12),
        informes: Math.ceil(completadas / 12),
        sumaPuntuacion: 6 * Math.ceil(completadas / 12) + i,
        conPuntuacion: Math.ceil(completadas / 12),
        duracionMsSuma: 40 * 60_000 * Math.ceil(completadas / 12),
        duracionN: Math.ceil(completadas / 12),
      }),
    ),
    ...enFracciones(analiticaKeys.area(empresaId, null), {
      informes: completadas,
      sumaPuntuacion: 6 * completadas,
      conPuntuacion: completadas,
      recomendados: 1,
    }),
    ...enFracciones(
      analiticaKeys.servicio(empresaId, 'entrevistas-profundidad'),
      { informes: completadas, sumaPuntuacion: 6 * completadas, conPuntuacion: completadas },
      { nombre: 'Entrevista en profundidad' },
    ),
    ...enFracciones(analiticaKeys.calidad(empresaId), {
      citasTotales: 3 * completadas,
      citasDescartadas: 1,
      informesIntegrado: completadas,
    }),
    // The company's interviews by state and the Informes aggregates.
    ...estadisticasEnFracciones(empresaId, {
      estado_programada: n - completadas,
      estado_analizada: completadas,
      informesGenerados: completadas,
      informesSumaPuntuacion: 6 * completadas,
      informesConPuntuacion: completadas,
    }),
  ]);
  await createItem(empresaSinLimites(empresaId, { uso: { usuarios: 0, candidatos: n, entrevistas: n } }));
  const base = Date.now() - n * 1_000;
  const items: Array<{ PK: string; SK: string }> = [];
  let primera: { token: string; id: string } | undefined;
  for (let i = 0; i < n; i++) {
    const { item, token } = await entrevistaProgramada(
      {
        empresaId,
        candidato: { id: `c${i}`, nombre: `Candidato ${i}`, email: `c${i}@bench.test` },
        servicio: { id: 'entrevistas-profundidad', nombre: 'Entrevista en profundidad' },
        fechaProgramada: new Date(Date.now() + 86_400_000 + i * 60_000).toISOString(),
        duracionEstimada: 60,
        creadoPor: 'bench',
      },
      new Date(base + i * 1_000),
    );
    items.push(item);
    if (i < completadas) {
      item.estado = 'analizada';
      Object.assign(item, entrevistaKeys.porEstado(empresaId, 'analizada', item.id));
      items.push(
        itemInforme(empresaId, {
          id: item.id,
          candidatoId: item.candidatoId,
          candidatoNombre: item.candidatoNombre,
          areaId: null,
          servicioId: item.servicioId,
          servicioNombre: item.servicioNombre,
          estado: 'analizada',
          fecha: new Date(base + i * 1_000).toISOString(),
          puntuacionMedia: i % 11,
          recomendado: false,
          decision: null,
          metodo: 'integrado',
          modelo: 'analizador integrado',
        }),
      );
    }
    if (i === n - 1) primera = { token, id: item.id };
    // Sealing each token is the slow part of seeding: write in slices.
    if (items.length >= 500) await putItems(items.splice(0));
  }
  await putItems(items);
  return primera!;
}

export interface ResultadoEntrevistas {
  grande: number;
  filas: Array<{ caso: string; pequenaMs: number; grandeMs: number; ratio: number }>;
  guardado: { rutaMs: number; crudoMs: number; ratio: number; n: number };
  sembradoMs: number;
}

export async function medirEntrevistas(stack: LocalStack, token: string): Promise<ResultadoEntrevistas> {
  const t0 = performance.now();
  await sembrar('bench-ent-peq', PEQUENA);
  const viva = await sembrar('bench-ent-gde', GRANDE);
  const sembradoMs = performance.now() - t0;
  const pedir = async (ruta: string) => {
    const t = performance.now();
    const res = await fetch(`${stack.apiUrl}${ruta}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${ruta} ${res.status}: ${body.slice(0, 200)}`);
    return performance.now() - t;
  };
  const filas = [];
  for (const [caso, ruta] of [
    ["the company's dashboard", (e: string) => `/api/dashboard?empresaId=${e}`],
    ['Interviews: first page', (e: string) => `/api/entrevistas?empresaId=${e}&limit=25`],
    ['Interviews: first page of completada', (e: string) => `/api/entrevistas?empresaId=${e}&estado=completada&limit=25`],
    ['Interviews: the five counts', (e: string) => `/api/entrevistas/estadisticas?empresaId=${e}`],
    ['Informes: first page (newest)', (e: string) => `/api/informes?empresaId=${e}&limit=25`],
    ['Informes: first page by score', (e: string) => `/api/informes?empresaId=${e}&orden=puntuacion&limit=25`],
    [
      'Informes: first page, estado=validada (none: filtered pages)',
      (e: string) => `/api/informes?empresaId=${e}&estado=validada&limit=25`,
    ],
    ['Informes: the three cards', (e: string) => `/api/informes/estadisticas?empresaId=${e}`],
    ['Analytics', (e: string) => `/api/analytics?empresaId=${e}`],
  ] as const) {
    const { a, b } = await alternando(
      () => pedir(ruta('bench-ent-peq')),
      () => pedir(ruta('bench-ent-gde')),
      { calentamiento: 5, rondas: RONDAS },
    );
    filas.push({ caso, pequenaMs: median(a), grandeMs: median(b), ratio: median(b) / median(a) });
  }

  // The autosave: the newest interview of the big company, consented and running, with a design.
  const e = viva;
  await putItem({
    ...entrevistaKeys.diseno('bench-ent-gde', e.id),
    entidad: 'ENTREVISTA_DISENO',
    servicioId: 'entrevistas-profundidad',
    servicioVersion: 1,
    estructura: { fases: [{ nombre: 'Fase', preguntas: [{ texto: '¿Qué hiciste?', explora: 'x', competencia: 'y' }] }] },
  });
  const { updateItem, getItem } = await import('../../functions/lib/db/repository.js');
  const { hashToken } = await import('../../functions/lib/entrevistas/token.js');
  const item = await getItem<{ tokenExpiraEn: string }>(entrevistaKeys.entrevista('bench-ent-gde', e.id));
  await putItem({
    ...entrevistaKeys.token(hashToken(e.token)),
    entidad: 'TOKEN_ENTREVISTA',
    empresaId: 'bench-ent-gde',
    entrevistaId: e.id,
    expiraEn: item!.tokenExpiraEn,
  });
  await updateItem(entrevistaKeys.entrevista('bench-ent-gde', e.id), {
    estado: 'en_progreso',
    consentimiento: { fecha: new Date().toISOString(), version: AVISO_ENTREVISTA_VERSION },
  });
  const texto = 'Coordiné a un equipo de cinco personas durante la migración y documenté cada decisión. '.repeat(10);
  const guardar = async () => {
    const t = performance.now();
    const res = await fetch(`${stack.apiUrl}/api/publico/entrevistas/${e.token}/respuestas/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ texto }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`autosave ${res.status}`);
    return performance.now() - t;
  };
  const crudo = async (i: number) => {
    const t = performance.now();
    await putItem({
      ...entrevistaKeys.respuesta('bench-ent-gde', e.id, 1),
      entidad: 'ENTREVISTA_RESPUESTA',
      n: 1,
      texto,
      origen: 'texto',
      guardadaEn: String(i),
    });
    return performance.now() - t;
  };
  for (let i = 0; i < 5; i++) {
    await guardar();
    await crudo(i);
  }
  const ruta: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < GUARDADOS; i++) {
    ruta.push(await guardar());
    raw.push(await crudo(i));
  }
  return {
    grande: GRANDE,
    filas,
    guardado: { rutaMs: median(ruta), crudoMs: median(raw), ratio: median(ruta) / median(raw), n: GUARDADOS },
    sembradoMs,
  };
}

export function informeEntrevistas(r: ResultadoEntrevistas): string {
  return [
    `\nInterviews: ${PEQUENA} vs ${r.grande} in a company (seeded in ${(r.sembradoMs / 1000).toFixed(0)} s), median of ${RONDAS} alternating requests\n`,
    `| case | ${PEQUENA} interviews ms | ${r.grande} interviews ms | ratio |`,
    '|---|---|---|---|',
    ...r.filas.map((f) => `| ${f.caso} | ${f.pequenaMs.toFixed(1)} | ${f.grandeMs.toFixed(1)} | ${f.ratio.toFixed(2)} |`),
    `\nThe candidate's autosave (PUT /api/publico/…/respuestas/0, ~900 characters) vs a raw PutItem of the same answer, median of ${r.guardado.n} alternating\n`,
    '| autosave through the API ms | raw PutItem ms | ratio |',
    '|---|---|---|',
    `| ${r.guardado.rutaMs.toFixed(1)} | ${r.guardado.crudoMs.toFixed(1)} | ${r.guardado.ratio.toFixed(2)} |`,
  ].join('\n');
}

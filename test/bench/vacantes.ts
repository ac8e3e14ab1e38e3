// A vacancy at volume (issue 66 item 8): one vacancy of 5 000 applicants spread over the stages, measured
// side by side (A B A B …) through the API against a single GET of the vacancy by id, as ratios — the
// board's first page of a stage (a filtered list), the whole vacancy's first page, the vacancy's figures
// (D194: every application read and summed) — then a CSV export of all 5 000 (a link to a file that big,
// fetched and its rows counted), and a bulk rejection of 1 000 with the worker killed midway: the next
// delivery finishes it, nothing lost, and the local mail store holds exactly one mail per candidate.
// Part of `npm run bench`; alone: `npm run bench:vacantes`.
import { pathToFileURL } from 'node:url';
import { itemsDeCandidatoNuevo, type CandidatoItem } from '../../functions/lib/db/candidatos.js';
import { candidaturaKeys, indicesCandidatura, type CandidaturaItem } from '../../functions/lib/db/candidaturas.js';
import { idOrdenado } from '../../functions/lib/db/ids.js';
import { crearLote, getLote } from '../../functions/lib/db/lotes-vacante.js';
import { createItem, putItems } from '../../functions/lib/db/repository.js';
import { vacanteKeys } from '../../functions/lib/db/vacantes.js';
import { procesarLote } from '../../functions/lib/vacantes/lotes-proceso.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { alternando } from './alternar.js';
import { empresaSinLimites } from './empresa.js';

const RONDAS = Number(process.env.BENCH_VAC_RONDAS ?? 30);
const TOTAL = Number(process.env.BENCH_VAC_TOTAL ?? 5_000);
const RECHAZO = Math.min(1_000, TOTAL);
const EMPRESA = 'bench-vac';
const VACANTE = 'vbench';
/** How the applicants stand: the rejection takes the whole «invitado» stage. */
const REPARTO: Array<[CandidaturaItem['etapa'], number]> = [
  ['invitado', RECHAZO],
  ['nuevo', Math.round((TOTAL - RECHAZO) * 0.5)],
  ['entrevistado', Math.round((TOTAL - RECHAZO) * 0.25)],
  ['en_revision', Math.round((TOTAL - RECHAZO) * 0.15)],
  ['finalista', Math.round((TOTAL - RECHAZO) * 0.05)],
];
REPARTO.push(['descartado', TOTAL - REPARTO.reduce((s, [, n]) => s + n, 0)]);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function sembrar(): Promise<string[]> {
  await createItem(empresaSinLimites(EMPRESA, { uso: { usuarios: 0, candidatos: TOTAL, entrevistas: 0 } }));
  const ahora = Date.now();
  await createItem({
    ...vacanteKeys.vacante(EMPRESA, VACANTE),
    entidad: 'VACANTE',
    id: VACANTE,
    empresaId: EMPRESA,
    titulo: 'Mozo/a de almacén',
    areaId: null,
    lugar: 'Zaragoza',
    remoto: false,
    responsable: { id: 'admin', nombre: 'Admin Bench' },
    servicioId: 'entrevistas-profundidad',
    estado: 'abierta',
    plazas: 50,
    fechaCierre: null,
    creadaEn: new Date(ahora - TOTAL * 1_000).toISOString(),
    actualizadaEn: new Date(ahora).toISOString(),
    creadaPor: 'admin',
    version: 1,
  });
  const items: Parameters<typeof putItems>[0] = [];
  const aRechazar: string[] = [];
  let i = 0;
  for (const [etapa, n] of REPARTO) {
    for (let k = 0; k < n; k++, i++) {
      const fecha = new Date(ahora - (TOTAL - i) * 1_000).toISOString();
      const c: CandidatoItem = {
        id: idOrdenado(new Date(ahora - (TOTAL - i) * 1_000)),
        empresaId: EMPRESA,
        nombre: `Persona ${i} Vacante`,
        email: `v${i}@bench-vac.test`,
        posicion: 'Mozo',
        habilidades: [],
        areaId: null,
        estado: 'en_proceso',
        fechaCreacion: fecha,
        version: 1,
      };
      const por = { id: 'admin', nombre: 'Admin Bench' };
      const a: CandidaturaItem = {
        empresaId: EMPRESA,
        vacanteId: VACANTE,
        candidatoId: c.id,
        etapa,
        unidaEn: fecha,
        movidaEn: fecha,
        movidaPor: por,
        historial:
          etapa === 'nuevo'
            ? [{ de: null, a: 'nuevo', fecha, por }]
            : [
                { de: null, a: 'nuevo', fecha, por },
                { de: 'nuevo', a: etapa, fecha, por },
              ],
        origen: 'enlace',
        version: etapa === 'nuevo' ? 1 : 2,
      };
      items.push(...itemsDeCandidatoNuevo(c), {
        ...candidaturaKeys.candidatura(EMPRESA, c.id, VACANTE),
        entidad: 'CANDIDATURA',
        ...a,
        ...indicesCandidatura(a),
      });
      if (etapa === 'invitado') aRechazar.push(c.id);
    }
  }
  await putItems(items);
  return aRechazar;
}

export interface ResultadoVacantes {
  total: number;
  sembradoMs: number;
  baseMs: number;
  filas: Array<{ caso: string; ms: number; ratio: number }>;
  exportacion: { ms: number; filas: number; enlace: boolean };
  rechazo: { n: number; primeraMs: number; muertaEn: number; segundaMs: number; correos: number; destinatarios: number };
}

export async function medirVacantes(stack: LocalStack, token: string): Promise<ResultadoVacantes> {
  const t0 = performance.now();
  const aRechazar = await sembrar();
  const sembradoMs = performance.now() - t0;
  const pedir = async (ruta: string, comprobar: (data: any) => boolean) => {
    const t = performance.now();
    const res = await fetch(`${stack.apiUrl}${ruta}${ruta.includes('?') ? '&' : '?'}empresaId=${EMPRESA}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data?: unknown };
    if (res.status !== 200 || !comprobar(body.data)) throw new Error(`${ruta} ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return performance.now() - t;
  };
  const base = () => pedir(`/api/vacantes/${VACANTE}`, (d) => d.id === VACANTE);
  const casos: Array<[string, () => Promise<number>]> = [
    [
      'the board: first page of a stage («Nuevo», 25)',
      () => pedir(`/api/vacantes/${VACANTE}/candidatos?etapa=nuevo&limit=25`, (d) => d.items.length === 25),
    ],
    [
      'the list: first page of the whole vacancy (25)',
      () => pedir(`/api/vacantes/${VACANTE}/candidatos?limit=25`, (d) => d.items.length === 25),
    ],
    [
      `the figures (every one of the ${TOTAL} applications read and summed)`,
      () => pedir(`/api/vacantes/${VACANTE}/cifras`, (d) => d.solicitudes === TOTAL),
    ],
  ];
  const filas: ResultadoVacantes['filas'] = [];
  const bases: number[] = [];
  for (const [caso, medir] of casos) {
    const { a, b } = await alternando(base, medir, { calentamiento: 3, rondas: RONDAS });
    bases.push(...a);
    filas.push({ caso, ms: median(b), ratio: median(b) / median(a) });
  }

  // The CSV of all of them: over 1 MB it answers a link to the same file, fetched here.
  const te = performance.now();
  const res = await fetch(`${stack.apiUrl}/api/vacantes/${VACANTE}/exportar?empresaId=${EMPRESA}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let csv: string;
  let enlace = false;
  if ((res.headers.get('content-type') ?? '').includes('text/csv')) csv = await res.text();
  else {
    const body = (await res.json()) as { data?: { url?: string } };
    if (!body.data?.url) throw new Error(`exportar ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    enlace = true;
    csv = await (await fetch(body.data.url)).text();
  }
  const exportMs = performance.now() - te;
  const filasCsv = csv.trim().split('\n').length - 1;
  if (filasCsv !== TOTAL) throw new Error(`exportar: ${filasCsv} rows, expected ${TOTAL}`);

  // A bulk rejection of the whole «invitado» stage, killed before its candidate 501, then delivered again.
  const antes = (await (await fetch(`${stack.mailUrl}/store`)).json()).emails.length as number;
  const creadoEn = new Date();
  const loteId = idOrdenado(creadoEn);
  await crearLote(
    {
      id: loteId,
      empresaId: EMPRESA,
      vacanteId: VACANTE,
      accion: 'rechazar',
      email: { asunto: 'Tu candidatura de {{puesto}}', mensaje: 'Hola {{nombreCandidato}}: no seguimos adelante contigo.' },
      estado: 'pendiente',
      total: aRechazar.length,
      procesados: 0,
      hechos: 0,
      fallidos: 0,
      creadoEn: creadoEn.toISOString(),
      creadoPor: { id: 'admin', nombre: 'Admin Bench' },
      bloquesIds: 0,
      expiresAt: Math.floor(creadoEn.getTime() / 1000) + 86_400,
    },
    aRechazar,
  );
  const muertaEn = Math.floor(aRechazar.length / 2) + 1;
  const t1 = performance.now();
  await procesarLote(
    { empresaId: EMPRESA, loteId },
    {
      antesDeCandidato: (n) => {
        if (n === muertaEn) throw new Error('killed midway');
      },
    },
  ).then(
    () => {
      throw new Error('the first delivery was not killed');
    },
    (err: Error) => {
      if (err.message !== 'killed midway') throw err;
    },
  );
  const primeraMs = performance.now() - t1;
  const t2 = performance.now();
  const fin = await procesarLote({ empresaId: EMPRESA, loteId });
  const segundaMs = performance.now() - t2;
  const l = await getLote(EMPRESA, loteId, { consistent: true });
  if (fin !== 'completada' || l?.procesados !== aRechazar.length || l.hechos !== aRechazar.length)
    throw new Error(`bulk rejection: ${fin}, ${JSON.stringify(l).slice(0, 300)}`);
  const correos = (
    (await (await fetch(`${stack.mailUrl}/store`)).json()).emails as Array<{ destination: { to: string[] }; subject: string }>
  )
    .slice(antes)
    .filter((m) => m.subject === 'Tu candidatura de Mozo/a de almacén');
  const destinatarios = new Set(correos.flatMap((m) => m.destination.to)).size;
  if (correos.length !== aRechazar.length || destinatarios !== aRechazar.length)
    throw new Error(`bulk rejection: ${correos.length} mails to ${destinatarios} people, expected ${aRechazar.length} each once`);
  return {
    total: TOTAL,
    sembradoMs,
    baseMs: median(bases),
    filas,
    exportacion: { ms: exportMs, filas: filasCsv, enlace },
    rechazo: { n: aRechazar.length, primeraMs, muertaEn, segundaMs, correos: correos.length, destinatarios },
  };
}

export function informeVacantes(r: ResultadoVacantes): string {
  return [
    `\nA vacancy of ${r.total} applicants (seeded in ${(r.sembradoMs / 1000).toFixed(0)} s), median of ${RONDAS} requests alternating with GET /api/vacantes/{id} (${r.baseMs.toFixed(1)} ms)\n`,
    '| case | ms | ratio to the GET by id |',
    '|---|---|---|',
    ...r.filas.map((f) => `| ${f.caso} | ${f.ms.toFixed(1)} | ${f.ratio.toFixed(2)} |`),
    `| CSV export of all ${r.exportacion.filas} (${r.exportacion.enlace ? 'a link to the file, fetched' : 'the file itself'}) | ${r.exportacion.ms.toFixed(0)} | ${(r.exportacion.ms / r.baseMs).toFixed(1)} |`,
    '',
    `Bulk rejection of ${r.rechazo.n} with its mail: the first delivery killed before candidate ${r.rechazo.muertaEn} after ${(r.rechazo.primeraMs / 1000).toFixed(1)} s, the next one finished in ${(r.rechazo.segundaMs / 1000).toFixed(1)} s; ${r.rechazo.correos} mails to ${r.rechazo.destinatarios} different people (one each, none lost).`,
  ].join('\n');
}

// Alone: a bench stack of its own, the superadmin's token, this part only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.LOG_LEVEL = 'SILENT';
  const { pilaDeBench, SUPERADMIN_BENCH } = await import('./pila.js');
  const { SECRETO_TOTP_PRUEBAS, tokenConCodigo } = await import('../testing/segundo-factor.js');
  const stack = await pilaDeBench('talentia-bench-vac-');
  try {
    const token = await tokenConCodigo(stack, SUPERADMIN_BENCH, { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! });
    console.log(informeVacantes(await medirVacantes(stack, token)));
  } finally {
    await stack.cerrar();
  }
}

// The calibration sums (D154) through DynamoDB's own commands (aws-sdk-client-mock): the review's
// steps are applied to an in-memory table as DynamoDB would apply their SET/ADD, and the block is read
// back with the same Query the screen uses. A correction moves the sums by the difference: after any
// sequence of reviews and corrections the block equals the kappa of the current reviews' pairs.
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InformeIA, Validacion } from '../../../shared/schemas/informe.js';
import type { EntrevistaItem } from '../db/entrevistas.js';

process.env.TABLE_NAME = 'unit-table';

const { ddb } = await import('../aws/dynamo.js');
const { transact } = await import('../db/repository.js');
const { bloqueCalibracion, claveCompetencia, leerCalibracion, pasosCalibracion, valorMetodo, nombreMetodo } =
  await import('./calibracion.js');
const { kappaCuadratica, sumasDePares } = await import('./kappa.js');
const ddbMock = mockClient(ddb);

/** The table: PK|SK → item. */
let tabla: Map<string, Record<string, unknown>>;
let transacciones: number[];

beforeEach(() => {
  tabla = new Map();
  transacciones = [];
  ddbMock.reset();
  ddbMock.on(TransactWriteCommand).callsFake((input: { TransactItems: Array<{ Update?: Record<string, unknown> }> }) => {
    transacciones.push(input.TransactItems.length);
    for (const t of input.TransactItems) {
      const u = t.Update as {
        Key: { PK: string; SK: string };
        UpdateExpression: string;
        ExpressionAttributeNames: Record<string, string>;
        ExpressionAttributeValues: Record<string, unknown>;
      };
      const id = `${u.Key.PK}|${u.Key.SK}`;
      const item = tabla.get(id) ?? { ...u.Key };
      const [, set, add] = /^(?:SET (.*?) )?ADD (.*)$/.exec(u.UpdateExpression)!;
      for (const [, n, v] of (set ?? '').matchAll(/(#s\d+) = (:s\d+)/g))
        item[u.ExpressionAttributeNames[n!]!] = u.ExpressionAttributeValues[v!];
      for (const [, n, v] of add!.matchAll(/(#c\d+) (:c\d+)/g)) {
        const k = u.ExpressionAttributeNames[n!]!;
        item[k] = ((item[k] as number | undefined) ?? 0) + (u.ExpressionAttributeValues[v!] as number);
      }
      tabla.set(id, item);
    }
    return {};
  });
  ddbMock.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
    Items: [...tabla.values()].filter(
      (i) => i.PK === input.ExpressionAttributeValues[':pk'] && String(i.SK).startsWith(input.ExpressionAttributeValues[':sk']!),
    ),
  }));
});

const COMPETENCIAS = ['Comunicación', 'Trabajo en equipo', 'Resolución de problemas'];

function informe(puntuaciones: number[], modelo: string | null): InformeIA {
  return {
    resumenEjecutivo: 'r',
    softSkills: COMPETENCIAS.map((habilidad, i) => ({
      habilidad,
      puntuacion: puntuaciones[i]!,
      evaluado: true,
      ancla: 'medio',
      justificacion: '',
      evidencia: [],
    })),
    hardSkills: [],
    conclusiones: 'Recomendado.',
    recomendaciones: [],
    bertAnalysis: null,
    procedencia: (modelo
      ? { metodo: 'proveedor', proveedor: 'claude', modelo }
      : { metodo: 'integrado', proveedor: null, modelo: 'analizador integrado' }) as InformeIA['procedencia'],
  };
}

const entrevista = (id: string, inf: InformeIA, servicioId = 's1'): EntrevistaItem =>
  ({ id, empresaId: 'e1', servicioId, servicioNombre: `Plantilla ${servicioId}`, informeIA: inf }) as unknown as EntrevistaItem;

function revision(por: string, ajustes: Record<string, number>, decision: Validacion['decision'], numero = 1): Validacion {
  return {
    numero,
    decision,
    puntuacionesAjustadas: Object.entries(ajustes).map(([habilidad, puntuacion]) => ({ habilidad, puntuacion, puntuacionIA: 0 })),
    comentario: '',
    por: { userId: por, nombre: por },
    fecha: '2026-11-26T10:00:00.000Z',
    estadoCandidato: null,
    emailCandidato: null,
    recomendacionIA: 'recomendado',
    anteriores: [],
    enCalibracion: true,
  };
}

/** Writes a review (or a correction of `antes`) as the review's transaction does. */
async function revisar(e: EntrevistaItem, antes: Validacion | null, v: Validacion) {
  await transact(pasosCalibracion(e, antes, v, 3));
}

/** The pairs of a review, by competency: [AI, reviewer]. */
function pares(e: EntrevistaItem, v: Validacion): Map<string, [number, number]> {
  return new Map(
    e.informeIA!.softSkills.map((s) => [
      s.habilidad,
      [s.puntuacion!, v.puntuacionesAjustadas.find((a) => a.habilidad === s.habilidad)?.puntuacion ?? s.puntuacion!],
    ]),
  );
}

describe('calibration sums kept by the review (D154)', () => {
  it('a correction moves every view by the difference: the block is the kappa of the current reviews', async () => {
    const actuales = new Map<string, { e: EntrevistaItem; v: Validacion }>();
    // 12 interviews, reports by a model and by the analyzer, two templates, reviewed by u1.
    for (let i = 0; i < 12; i++) {
      const e = entrevista(
        `i${i}`,
        informe([i % 11, (i * 3) % 11, (i * 7) % 11], i % 3 ? 'claude-sonnet-4.5:v1' : null),
        i % 2 ? 's1' : 's2',
      );
      const v = revision(
        'u1',
        i % 4 === 0 ? { Comunicación: Math.min(10, (i % 11) + 2) } : {},
        i % 5 === 0 ? 'no_recomendado' : 'recomendado',
      );
      await revisar(e, null, v);
      actuales.set(e.id, { e, v });
    }
    // u2 corrects three of them (other scores, another decision); u1 corrects one of its own.
    for (const [id, ajuste, por] of [
      ['i1', { 'Trabajo en equipo': 0 }, 'u2'],
      ['i4', {}, 'u2'],
      ['i8', { Comunicación: 10, 'Resolución de problemas': 1 }, 'u2'],
      ['i3', { 'Trabajo en equipo': 9 }, 'u1'],
    ] as const) {
      const { e, v: antes } = actuales.get(id)!;
      const v = revision(por, ajuste, 'en_duda', antes.numero! + 1);
      await revisar(e, antes, v);
      actuales.set(id, { e, v });
    }
    // Never more than five items in a review's share (GLOBAL, template, method, two reviewers).
    expect(Math.max(...transacciones)).toBeLessThanOrEqual(5);

    const bloque = bloqueCalibracion(
      await leerCalibracion('e1'),
      new Map([
        ['u1', 'Nora Gil'],
        ['u2', 'Íñigo Sanz'],
      ]),
    );
    const esperado = (filtro: (x: { e: EntrevistaItem; v: Validacion }) => boolean) => {
      const sel = [...actuales.values()].filter(filtro);
      return {
        revisadas: sel.length,
        cambiadas: sel.filter((x) => x.v.decision !== 'recomendado').length,
        kappa: Object.fromEntries(
          COMPETENCIAS.map((c) => {
            const k = sel.length >= 10 ? kappaCuadratica(sumasDePares(sel.map((x) => pares(x.e, x.v).get(c)!))) : null;
            return [c, k === null ? null : Math.round(k * 100) / 100];
          }),
        ),
      };
    };
    const comprobar = (g: (typeof bloque)['general'], filtro: (x: { e: EntrevistaItem; v: Validacion }) => boolean) => {
      const x = esperado(filtro);
      expect(g.revisadas).toBe(x.revisadas);
      expect(g.decisionesCambiadasPct).toBe(Math.round((1000 * x.cambiadas) / x.revisadas) / 10);
      expect(Object.fromEntries(g.competencias.map((c) => [c.competencia, c.kappa]))).toEqual(x.kappa);
      for (const c of g.competencias) expect(c.revisadas).toBe(x.revisadas);
    };
    comprobar(bloque.general, () => true);
    expect(bloque.general.competencias.every((c) => c.kappa !== null && c.banda !== 'sin_datos')).toBe(true);
    for (const g of bloque.porPlantilla) comprobar(g, (x) => x.e.servicioId === g.id);
    for (const g of bloque.porMetodo) comprobar(g, (x) => valorMetodo(x.e.informeIA!.procedencia) === g.id);
    for (const g of bloque.porRevisor!) comprobar(g, (x) => x.v.por.userId === g.id);
    expect(bloque.porRevisor!.map((g) => [g.nombre, g.revisadas])).toEqual([
      ['Nora Gil', 9],
      ['Íñigo Sanz', 3],
    ]);
    expect(bloque.porMetodo.map((g) => g.nombre).sort()).toEqual(['Analizador integrado', 'claude-sonnet-4.5:v1']);
    // Below the minimum sample: no kappa, «Sin datos suficientes».
    expect(bloque.porPlantilla.every((g) => g.competencias.every((c) => c.kappa === null && c.banda === 'sin_datos'))).toBe(true);
  });

  it('a correction that changes nothing writes nothing; one of a review saved before the sums only adds', async () => {
    const e = entrevista('x', informe([6, 7, 8], null));
    const v1 = revision('u1', { Comunicación: 4 }, 'recomendado');
    expect(pasosCalibracion(e, v1, { ...v1, numero: 2 }, 0)).toEqual([]);
    const { enCalibracion: _, ...antigua } = v1;
    await revisar(e, antigua, { ...v1, numero: 2 });
    const [g] = (await leerCalibracion('e1')).filter((i) => i.vista === 'GLOBAL');
    expect(g!.revisadas).toBe(1);
    expect(g!.competencias.find((c) => c.nombre === 'Comunicación')!.sumas).toEqual(sumasDePares([[6, 4]]));
  });

  it('keys competencies by a hash of the normalised name and methods by an encoded model id', () => {
    expect(claveCompetencia('Comunicación')).toBe(claveCompetencia('  comunicacion '));
    expect(claveCompetencia('Comunicación')).toMatch(/^[0-9a-f]{12}$/);
    const v = valorMetodo({ metodo: 'proveedor', modelo: 'us.anthropic.claude#x:0' });
    expect(v).not.toMatch(/[#\s]/);
    expect(nombreMetodo(v)).toBe('us.anthropic.claude#x:0');
  });

  it('leaves the per-reviewer view out when the caller may not see names', async () => {
    const e = entrevista('y', informe([5, 5, 5], null));
    await revisar(e, null, revision('u1', {}, 'recomendado'));
    expect(bloqueCalibracion(await leerCalibracion('e1'), null).porRevisor).toBeNull();
  });
});

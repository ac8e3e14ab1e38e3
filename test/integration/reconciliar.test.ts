// The reconcile job (D111) against the local emulators: counters kept on fractions that
// drifted from their items (written here by hand, as a bug would) are recounted and corrected by
// exactly the drift; counters that agree are left alone; a second run finds nothing.
import { describe, expect, it } from 'vitest';
import { pasoSumar } from '../../functions/lib/db/analitica.js';
import { BUSQUEDA_MARGEN_MS, candidatoKeys, estadisticasCandidatos, repararBusqueda } from '../../functions/lib/db/candidatos.js';
import { estadisticasEmpresaKeys, leerEstadisticasEmpresa } from '../../functions/lib/db/empresa-contadores.js';
import { contadoresStep, leerContadores } from '../../functions/lib/db/plataforma.js';
import { deleteItems, queryAll, transact } from '../../functions/lib/db/repository.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { entrevistasProgramadas, fraccionDe, servicioHrKeys } from '../../functions/lib/db/servicios-hr.js';
import { diferencia, reconciliarContadores } from '../../functions/lib/sistema/reconciliar.js';
import { empresaConCandidatoDelArchivo, programarEntrevista, type EmpresaPrueba } from './entrevista-fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let emp: EmpresaPrueba;
const SERVICIO = 'entrevistas-profundidad';

empresaConCandidatoDelArchivo(
  { scheduler: false },
  {
    nombreComercial: 'Recuento Sur',
    licencias: 3,
    candidato: { nombre: 'Hugo Paz' },
  },
  async (hecha) => {
    ({ stack, emp } = hecha);
    await programarEntrevista(stack, emp, SERVICIO);
    await programarEntrevista(stack, emp, SERVICIO);
  },
);

describe('reconciliarContadores', () => {
  it('finds nothing to correct when every write moved its counters', async () => {
    const r = await reconciliarContadores({ pausaMs: 0 });
    expect(r.corregidos).toEqual([]);
    expect(r.movidos).toEqual([]);
    expect(r.revisados).toBeGreaterThanOrEqual(4);
  });

  it('corrects each drifted counter by exactly its drift, and a second run finds nothing', async () => {
    const antes = {
      estadisticas: await leerEstadisticasEmpresa(emp.empresaId),
      candidatos: await estadisticasCandidatos(emp.empresaId),
      plataforma: (await leerContadores())!,
      plantilla: (await entrevistasProgramadas(SERVICIO)).total,
    };
    expect(antes.estadisticas.entrevistasPorEstado.programada).toBe(2);
    // Drift, as a bug would leave it: on fractions other than the one the job corrects (0).
    await transact([
      pasoSumar(estadisticasEmpresaKeys.base(emp.empresaId), { estado_programada: 3, informesGenerados: -1 }, {}, 5)!,
      pasoSumar(candidatoKeys.estadisticas(emp.empresaId), { estado_nuevo: 2 }, {}, 6)!,
      contadoresStep({ empresasTotal: 4, mrrCentimos: -900 }, () => 0.99)!,
      {
        op: {
          Update: {
            Key: servicioHrKeys.programadas(SERVICIO, fraccionDe(emp.empresaId)),
            UpdateExpression: 'ADD #n :d',
            ExpressionAttributeNames: { '#n': 'n' },
            ExpressionAttributeValues: { ':d': -2 },
          },
        },
      },
    ]);
    expect((await leerEstadisticasEmpresa(emp.empresaId)).entrevistasPorEstado.programada).toBe(5);
    expect((await entrevistasProgramadas(SERVICIO)).total).toBe(antes.plantilla - 2);

    const r = await reconciliarContadores({ pausaMs: 0 });
    const por = Object.fromEntries(r.corregidos.map((c) => [c.contador, c.delta]));
    expect(por['plataforma']).toEqual({ empresasTotal: -4, mrrCentimos: 900 });
    expect(por[`empresa ${emp.empresaId}: entrevistas e informes`]).toEqual({ estado_programada: -3, informesGenerados: 1 });
    expect(por[`empresa ${emp.empresaId}: candidatos por estado`]).toEqual({ estado_nuevo: -2 });
    expect(por['plantillas: entrevistas programadas']).toEqual({
      [`${SERVICIO}#${String(fraccionDe(emp.empresaId)).padStart(2, '0')}`]: 2,
    });
    expect(r.corregidos).toHaveLength(4);

    // Back to what the items say.
    expect(await leerEstadisticasEmpresa(emp.empresaId)).toEqual(antes.estadisticas);
    expect(await estadisticasCandidatos(emp.empresaId)).toEqual(antes.candidatos);
    const plataforma = (await leerContadores())!;
    expect(plataforma.empresasTotal).toBe(antes.plataforma.empresasTotal);
    expect(plataforma.mrrCentimos ?? 0).toBe(antes.plataforma.mrrCentimos ?? 0);
    expect((await entrevistasProgramadas(SERVICIO)).total).toBe(antes.plantilla);

    const otra = await reconciliarContadores({ pausaMs: 0 });
    expect(otra.corregidos).toEqual([]);
  });
});

describe("repararBusqueda (D114: a new candidate's search entries are written after its transaction)", () => {
  const buscar = async (q: string) =>
    (await stack.call('GET', `/api/candidatos?q=${q}`, { token: emp.admin.token })).body.data.items.map((c: { id: string }) => c.id);
  const entradas = () => queryAll<{ PK: string; SK: string }>({ pk: tenantPk(emp.empresaId), skPrefix: `CANDBUSQ#${emp.candidatoId}#` });

  it('writes the entries a candidate lacks once its create is past the margin, and only then', async () => {
    expect(await buscar('hugo')).toEqual([emp.candidatoId]);
    const todas = await entradas();
    expect(todas.length).toBeGreaterThan(5);
    // As a create whose second step failed leaves it: the candidate without its entries.
    await deleteItems(todas);
    expect(await buscar('hugo')).toEqual([]);
    expect((await reconciliarContadores({ pausaMs: 0 })).busquedaReparada).toBe(0);
    const despues = new Date(Date.now() + BUSQUEDA_MARGEN_MS + 60_000);
    expect(await repararBusqueda(emp.empresaId, despues)).toBe(1);
    expect((await entradas()).map((e) => e.SK).sort()).toEqual(todas.map((e) => e.SK).sort());
    expect(await buscar('hugo')).toEqual([emp.candidatoId]);
    expect(await buscar('analista')).toEqual([emp.candidatoId]);
    // Nothing missing: nothing written.
    expect(await repararBusqueda(emp.empresaId, despues)).toBe(0);
  });
});

describe('diferencia', () => {
  it('is the recount minus the stored sum, only where they differ', () => {
    expect(diferencia({ a: 3, b: 1 }, { a: 1, b: 1, c: 2 })).toEqual({ a: 2, c: -2 });
  });
});

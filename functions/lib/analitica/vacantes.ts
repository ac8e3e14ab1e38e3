// Analytics' «Vacantes» (issue 66 item 7, D199): a page of the company's vacancies (their list's
// Query, newest first, at most VACANTES_POR_PAGINA_ANALITICA), each one's applications read through
// the vacancy's index (GSI2, every page; never a Scan), kept when they joined in the period (the
// company's days), and counted by the same code as the vacancy's «Cifras» (D194: recuentoDe,
// cifrasDeRecuento). The totals add the rows' recuentos: counts summed, medians over the pooled times.
// A rate or a median over fewer than MINIMO_VACANTES_ANALITICA values is null («Muy pocos datos»).
import {
  MINIMO_VACANTES_ANALITICA,
  VACANTES_POR_PAGINA_ANALITICA,
  type AnaliticaVacantes,
  type AnaliticaVacantesQuery,
  type CifrasFilaVacante,
} from '../../../shared/schemas/analitica-vacantes.js';
import type { Etapa } from '../../../shared/schemas/etapas-vacante.js';
import { todasLasCandidaturas, type CandidaturaItem } from '../db/candidaturas.js';
import type { Instantes } from '../db/filtro-lista.js';
import { vacantesDeEmpresa, type VacanteItem } from '../db/vacantes.js';
import { instantesDelPeriodo } from '../periodo-lista.js';
import { cifrasDeRecuento, recuentoDe, sumarRecuentos, type RecuentoVacante } from '../vacantes/cifras.js';
import { leerEtapas } from '../vacantes/etapas.js';

/** Vacancies whose applications are read at once. */
const LECTURAS_A_LA_VEZ = 10;

type Etapas = readonly Pick<Etapa, 'id' | 'nombre'>[];

/** Whether an application joined in the period (half-open: `hasta` is the start of the day after). */
export function enPeriodo(c: Pick<CandidaturaItem, 'unidaEn'>, p: Instantes | undefined): boolean {
  return (!p?.desde || c.unidaEn >= p.desde) && (!p?.hasta || c.unidaEn < p.hasta);
}

const conMinimo = (valor: number | null, n: number, minimo: number) => (n < minimo ? null : valor);

/** A row's figures from its recuento, through the «Cifras» computation, with the minimum applied. */
export function cifrasFila(r: RecuentoVacante, etapas: Etapas, now: Date, minimo = MINIMO_VACANTES_ANALITICA): CifrasFilaVacante {
  const c = cifrasDeRecuento('', r, now, etapas);
  const porEtapa = new Map(c.etapas.map((e) => [e.etapa, e.conversion]));
  return {
    solicitudes: c.solicitudes,
    porEnlace: c.porOrigen.enlace,
    cuotaEnlace: conMinimo(c.solicitudes ? c.porOrigen.enlace / c.solicitudes : null, c.solicitudes, minimo),
    invitados: c.invitados,
    entrevistados: c.entrevistados,
    tasaFinalizacion: conMinimo(c.tasaFinalizacion, c.invitados, minimo),
    horasHastaEntrevista: conMinimo(c.horasHastaEntrevista, c.entrevistados, minimo),
    decididos: c.decididos,
    horasHastaDecision: conMinimo(c.horasHastaDecision, c.decididos, minimo),
    // The company's stages only: one deleted while someone was moved into it has no column.
    conversion: etapas.map((e) => conMinimo(porEtapa.get(e.id) ?? null, c.solicitudes, minimo)),
  };
}

type Vacante = Pick<VacanteItem, 'id' | 'titulo' | 'estado'>;

/** The table from the vacancies and their applications (pure: the unit tests give it the items). */
export function tablaVacantes(
  entradas: readonly { vacante: Vacante; items: readonly CandidaturaItem[] }[],
  etapas: Etapas,
  periodo: Instantes | undefined,
  now: Date,
  cursor: string | null = null,
  minimo = MINIMO_VACANTES_ANALITICA,
): AnaliticaVacantes {
  const recuentos = entradas.map((e) =>
    recuentoDe(
      e.items.filter((c) => enPeriodo(c, periodo)),
      etapas,
    ),
  );
  return {
    etapas: etapas.map((e) => ({ etapa: e.id, nombre: e.nombre })),
    etapasDecision: cifrasDeRecuento('', recuentos[0] ?? sumarRecuentos([]), now, etapas).etapasDecision,
    filas: entradas.map(({ vacante: v }, i) => ({
      vacanteId: v.id,
      titulo: v.titulo,
      estado: v.estado,
      ...cifrasFila(recuentos[i]!, etapas, now, minimo),
    })),
    totales: entradas.length ? cifrasFila(sumarRecuentos(recuentos), etapas, now, minimo) : null,
    minimo,
    cursor,
    calculadasEn: now.toISOString(),
  };
}

/** GET /api/analytics/vacantes: one page of the company's vacancies and their figures in the period. */
export async function analiticaVacantes(empresaId: string, q: AnaliticaVacantesQuery, now = new Date()): Promise<AnaliticaVacantes> {
  const [pagina, { etapas }, periodo] = await Promise.all([
    vacantesDeEmpresa(empresaId, { estado: q.estado, cursor: q.cursor, limit: q.limit ?? VACANTES_POR_PAGINA_ANALITICA }),
    leerEtapas(empresaId),
    instantesDelPeriodo(empresaId, q),
  ]);
  const entradas: { vacante: VacanteItem; items: CandidaturaItem[] }[] = [];
  for (let i = 0; i < pagina.items.length; i += LECTURAS_A_LA_VEZ) {
    const tanda = pagina.items.slice(i, i + LECTURAS_A_LA_VEZ);
    const leidas = await Promise.all(tanda.map((v) => todasLasCandidaturas(empresaId, v.id)));
    tanda.forEach((vacante, j) => entradas.push({ vacante, items: leidas[j]! }));
  }
  return tablaVacantes(entradas, etapas, periodo, now, pagina.cursor ?? null);
}

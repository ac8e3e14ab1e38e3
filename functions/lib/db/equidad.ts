// The fairness self-declarations (issue 56 item 3, D175): `EQUIDAD#{entrevistaId}` in the company's
// partition, one per finished interview, written once. Apart from the interview's own items on purpose:
// no read of an interview, a report, a prompt, a data file (datos/elementos.ts: «fuera») or a webhook
// reaches them; only the aggregation of the monitor (equidad/monitor.ts) reads them, by a Query of the
// partition's `EQUIDAD#` range. Deleted in the interview's erasure transaction (borrar-de-candidato.ts).
import type { FranjaEdad, Sexo } from '../../../shared/equidad.js';
import { claveDeEntrevista, tenantPk, type Key } from './keys.js';
import type { AppError } from '../errors.js';
import { queryPage, type TransactStep } from './repository.js';

export interface EquidadItem extends Key {
  entidad: 'EQUIDAD';
  empresaId: string;
  entrevistaId: string;
  servicioId: string;
  servicioNombre: string;
  sexo: Sexo;
  edad: FranjaEdad;
  /** The consent text and categories' version it was given under. */
  version: string;
  fecha: string;
}

export const equidadKeys = {
  declaracion: (empresaId: string, entrevistaId: string): Key => claveDeEntrevista('EQUIDAD#', empresaId, entrevistaId),
};

/** The declaration, written once: a second write fails its condition. */
export function pasoPonerDeclaracion(item: EquidadItem, onConditionFail: () => AppError): TransactStep {
  return { op: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } }, onConditionFail };
}

/** The interview's declaration, as a delete step of its erasure's transaction. */
export const pasoBorrarEquidad = (empresaId: string, entrevistaId: string): TransactStep => ({
  op: { Delete: { Key: equidadKeys.declaracion(empresaId, entrevistaId) } },
});

/**
 * The declarations answered in [desde, hasta] (ISO instants), page by page (a Query of the company's
 * partition, never a Scan); of one template when `servicioId` is given.
 */
export async function declaracionesDelPeriodo(
  empresaId: string,
  desde: string,
  hasta: string,
  servicioId?: string,
): Promise<EquidadItem[]> {
  const out: EquidadItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof queryPage<EquidadItem>>> = await queryPage<EquidadItem>({
      pk: tenantPk(empresaId),
      skPrefix: 'EQUIDAD#',
      cursor,
      limit: 100,
      maxPages: 5,
      consistent: true,
      filter: {
        expression: `#f BETWEEN :desde AND :hasta${servicioId ? ' AND #s = :s' : ''}`,
        names: { '#f': 'fecha', ...(servicioId ? { '#s': 'servicioId' } : {}) },
        values: { ':desde': desde, ':hasta': hasta, ...(servicioId ? { ':s': servicioId } : {}) },
      },
    });
    out.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return out;
}

// The candidate's views on an interview's assessment and the company's answers (D150): one item per
// interview in its company's partition, `IMPUGNACION#{entrevistaId}`, holding every request oldest
// first (the interview item is versioned and written by many paths: it is never rewritten for this).
// While a request is open the item carries a sparse GSI1 entry `IMPUGPEND#{empresaId}` /
// `{enviadaEn}#{entrevistaId}`, so the company's open requests are one small Query (the Informes
// screen's «pendientes», no Scan); the answer removes it. Every write is a replace conditional on the
// `version` read (or on no item for the first), so two sends or two answers never both land.
import type { Impugnacion } from '../../../shared/schemas/impugnacion.js';
import { assertKeyPart, claveDeEntrevista, type Key } from './keys.js';
import { getItem, putIf, queryAll, type Item } from './repository.js';

/** A request as stored: the answer names its author by id and name, and what became of its e-mail. */
type EstadoEmail = 'enviado' | 'fallido' | 'omitido' | null;

/** A request as stored: the answer (and an outcome sent afterwards, D160) names its author by id and name, and what became of its e-mail. */
export interface SolicitudImpugnacion extends Omit<Impugnacion, 'estado' | 'respuesta'> {
  respuesta:
    | (Omit<NonNullable<Impugnacion['respuesta']>, 'resultado'> & {
        porId: string;
        email: EstadoEmail;
        resultado?: NonNullable<NonNullable<Impugnacion['respuesta']>['resultado']> & { porId: string; email: EstadoEmail };
      })
    | null;
}

export interface ImpugnacionItem extends Key {
  entidad: 'IMPUGNACION';
  empresaId: string;
  entrevistaId: string;
  candidatoId: string;
  /** As when the last request was sent: what the company's list of open requests shows. */
  candidatoNombre: string;
  servicioNombre: string;
  solicitudes: SolicitudImpugnacion[];
  version: number;
  GSI1PK?: string;
  GSI1SK?: string;
}

export const impugnacionKeys = {
  impugnacion: (empresaId: string, entrevistaId: string): Key => claveDeEntrevista('IMPUGNACION#', empresaId, entrevistaId),
  pendientes: (empresaId: string) => `IMPUGPEND#${assertKeyPart(empresaId, 'empresaId')}`,
};

/** The open request (the last one, while unanswered), or undefined. */
export const abierta = (i: Pick<ImpugnacionItem, 'solicitudes'> | undefined): SolicitudImpugnacion | undefined => {
  const ultima = i?.solicitudes.at(-1);
  return ultima && !ultima.respuesta ? ultima : undefined;
};

export function getImpugnacion(empresaId: string, entrevistaId: string): Promise<ImpugnacionItem | undefined> {
  return getItem<ImpugnacionItem>(impugnacionKeys.impugnacion(empresaId, entrevistaId), { consistent: true });
}

/**
 * Writes the item as `nuevo` if it is still what was read (`anterior`: its version; none: no item
 * yet). The pending index entry follows the last request. False when someone wrote first.
 */
export function guardarImpugnacion(
  nuevo: Omit<ImpugnacionItem, 'GSI1PK' | 'GSI1SK'>,
  anterior: ImpugnacionItem | undefined,
): Promise<boolean> {
  const pendiente = abierta(nuevo);
  const item: ImpugnacionItem = {
    ...nuevo,
    ...(pendiente ? { GSI1PK: impugnacionKeys.pendientes(nuevo.empresaId), GSI1SK: `${pendiente.enviadaEn}#${nuevo.entrevistaId}` } : {}),
  };
  return putIf(
    item as ImpugnacionItem & Item,
    anterior
      ? { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': anterior.version } }
      : { expression: 'attribute_not_exists(PK)' },
  );
}

/** The company's open requests, oldest first (a sparse index: only items with one open). */
export function impugnacionesPendientes(empresaId: string, max = 200): Promise<ImpugnacionItem[]> {
  return queryAll<ImpugnacionItem>({ pk: impugnacionKeys.pendientes(empresaId), index: 'GSI1', max });
}

// HR service templates (docs/data-model.md "HR service templates"): platform items, one per codigo,
// outside every tenant. Beside each template, the number of scheduled interviews that use it, so a
// delete can refuse a template in use with no read of any company. No tenant's request writes that
// count (DESIGN §11, D168): each interview write leaves the change in its company's outbox, in its
// own transaction, and the `contar-plantillas` queue applies it here, once per change. The count is
// spread over `FRACCIONES_PROGRAMADAS` items (D110), one per group of companies, so the consumers of
// many companies' changes rarely hold the same item; the template item itself is written only by the
// superadmin's edits. Every version of a template is kept beside it (`SERVICIOVER#{codigo}#{nnnnnn}`,
// D174), written in the same transaction as the create or the edit, so the algorithm dossier shows
// what each version changed.
import { assertKeyPart, PLATFORM_PK, type Key } from './keys.js';
import { type Condition, getItem, queryAll, transact, type TransactStep } from './repository.js';
import { ConflictError, type AppError } from '../errors.js';
import { esPlantillaPropia } from '../../../shared/schemas/plantilla-propia.js';
import { pasoContarEntrevistasPropia } from './plantillas-propias.js';
import { enviosPendientesDeCola } from './envios.js';
import { pasoVersionServicio as pasoVersion } from './servicios-hr-versiones.js';

/** The queue that applies the changes of the templates' counts (shared/colas.ts, D168). */
export const COLA_CONTEO_PLANTILLAS = 'contar-plantillas';

export interface ServicioHrItem {
  codigo: string;
  version?: number;
  entrevistasProgramadas?: number;
  [k: string]: unknown;
}

/** How many items a template's count of scheduled interviews is spread over. */
export const FRACCIONES_PROGRAMADAS = 16;

export const servicioHrKeys = {
  servicio: (codigo: string): Key => ({ PK: PLATFORM_PK, SK: `SERVICIO#${assertKeyPart(codigo, 'codigo')}` }),
  /**
   * One fraction of a template's count of scheduled interviews (`n`): a company always counts on
   * the same one (fraccionDe), so each fraction is a sum of companies' counts, never below zero.
   * `eliminada` is set on every fraction by the template's deletion: no interview is counted on a
   * template that is gone.
   */
  programadas: (codigo: string, fraccion: number): Key => ({
    PK: PLATFORM_PK,
    SK: `SERVPROG#${assertKeyPart(codigo, 'codigo')}#${String(fraccion).padStart(2, '0')}`,
  }),
};

/** The fraction a company counts its scheduled interviews on (FNV-1a of its id). */
export function fraccionDe(empresaId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < empresaId.length; i++) h = Math.imul(h ^ empresaId.charCodeAt(i), 0x01000193) >>> 0;
  return h % FRACCIONES_PROGRAMADAS;
}

/** The HR service templates (a handful: one query of the platform partition). */
export function serviciosHr(): Promise<ServicioHrItem[]> {
  return queryAll<ServicioHrItem>({ pk: PLATFORM_PK, skPrefix: 'SERVICIO#' });
}

export function getServicioHr(codigo: string): Promise<ServicioHrItem | undefined> {
  return getItem<ServicioHrItem>(servicioHrKeys.servicio(codigo), { consistent: true });
}

/**
 * Writes a new template; an existing codigo answers `onExists`. The fractions of its count left by a
 * deleted template of the same codigo are removed in the same transaction (they hold 0 and the
 * deletion's `eliminada`).
 */
export async function crearServicioHr(item: ServicioHrItem, onExists: () => AppError): Promise<void> {
  const { entrevistasProgramadas: _n, ...resto } = item;
  await transact([
    {
      op: {
        Put: {
          Item: { ...servicioHrKeys.servicio(item.codigo), entidad: 'SERVICIO_HR', ...resto },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConditionFail: onExists,
    },
    ...Array.from({ length: FRACCIONES_PROGRAMADAS }, (_, f) => ({ op: { Delete: { Key: servicioHrKeys.programadas(item.codigo, f) } } })),
    pasoVersion(resto, item.version ?? 1, String(item.fechaCreacion ?? new Date().toISOString()), item.creadoPor as string | undefined),
  ]);
}

/**
 * Sets `changes` and the next version, only while the stored version is the one read (a template
 * seeded before versions existed has none): a concurrent edit answers `onStale`. The counters
 * (`entrevistasProgramadas`, `metricas`) are never written here, so an interview scheduled
 * meanwhile keeps its count. The new version's copy is written in the same transaction (D174).
 */
export async function actualizarServicioHr(
  actual: ServicioHrItem,
  changes: Record<string, unknown>,
  onStale: () => AppError,
  por?: string,
): Promise<ServicioHrItem> {
  const versionLeida = actual.version;
  const condition: Condition =
    versionLeida === undefined
      ? { expression: 'attribute_exists(PK) AND attribute_not_exists(#version)', names: { '#version': 'version' } }
      : { expression: 'attribute_exists(PK) AND #version = :leida', names: { '#version': 'version' }, values: { ':leida': versionLeida } };
  const version = (versionLeida ?? 0) + 1;
  const todos = { ...changes, version };
  const names: Record<string, string> = { ...condition.names };
  const values: Record<string, unknown> = { ...condition.values };
  const sets = Object.entries(todos).map(([k, v], i) => {
    names[`#c${i}`] = k;
    values[`:c${i}`] = v;
    return `#c${i} = :c${i}`;
  });
  const nuevo: ServicioHrItem = { ...actual, ...todos };
  await transact([
    {
      op: {
        Update: {
          Key: servicioHrKeys.servicio(actual.codigo),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: condition.expression,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      onConditionFail: onStale,
    },
    pasoVersion(nuevo, version, String(changes.fechaActualizacion ?? new Date().toISOString()), por),
  ]);
  return nuevo;
}

/** Scheduled interviews a template counts on its fractions, each as read (the delete adds the count earlier versions kept on the template item). */
export async function entrevistasProgramadas(codigo: string): Promise<{ total: number; leidas: Array<number | undefined> }> {
  const items = await queryAll<{ SK: string; n?: number }>({
    pk: PLATFORM_PK,
    skPrefix: `SERVPROG#${assertKeyPart(codigo, 'codigo')}#`,
    consistent: true,
  });
  const leidas: Array<number | undefined> = Array.from({ length: FRACCIONES_PROGRAMADAS }, () => undefined);
  for (const it of items) {
    const f = Number(it.SK.slice(it.SK.lastIndexOf('#') + 1));
    if (f >= 0 && f < FRACCIONES_PROGRAMADAS) leidas[f] = it.n ?? 0;
  }
  return { total: leidas.reduce<number>((a, n) => a + (n ?? 0), 0), leidas };
}

class Movida extends ConflictError {}

/**
 * The changes of the templates' counts still in the companies' outboxes (D168), each with the
 * fraction it will move: their records stay until the consumer applies them, in the same transaction
 * as the fraction (the reconcile job adds them to what the fractions hold).
 */
export async function cambiosPendientes(): Promise<Array<{ codigo: string; fraccion: number; delta: number }>> {
  const pendientes = await enviosPendientesDeCola(COLA_CONTEO_PLANTILLAS);
  return pendientes.flatMap((e) => {
    const m = e.mensaje as { servicioId?: unknown; delta?: unknown };
    return typeof m.servicioId === 'string' && typeof m.delta === 'number'
      ? [{ codigo: m.servicioId, fraccion: fraccionDe(e.empresaId), delta: m.delta }]
      : [];
  });
}

/**
 * A template's additions still on their way (see cambiosPendientes). Only the additions: a removal
 * still on its way keeps the template in use a moment longer, never less (the index may still show
 * a record whose change the fractions already hold).
 */
export async function altasPendientes(codigo: string): Promise<number> {
  return (await cambiosPendientes()).reduce((n, c) => (c.codigo === codigo && c.delta > 0 ? n + c.delta : n), 0);
}

/**
 * Deletes a template no scheduled interview uses. Answers 'borrado', 'en-uso' (with the count) or
 * 'no-existe'. In use: the fractions' sum, the count earlier versions kept on the template item, and
 * the additions still on their way to the fractions (read after the fractions, so a change applied
 * in between moves a fraction and fails the delete's condition). The deletion is one transaction
 * conditional on each fraction being as read and on the template's own count being as read; it marks
 * every fraction `eliminada`, and the queue drops a change that arrives for a template marked so.
 * An interview scheduled on a template its delete is removing at that very moment (its request read
 * the template before) keeps its own copy of the design and runs as one that had started (D168).
 */
export async function eliminarServicioHr(codigo: string): Promise<{ resultado: 'borrado' | 'en-uso' | 'no-existe'; enUso?: number }> {
  for (let intento = 0; ; intento++) {
    const actual = await getServicioHr(codigo);
    if (!actual) return { resultado: 'no-existe' };
    const { total, leidas } = await entrevistasProgramadas(codigo);
    const enUso = total + (actual.entrevistasProgramadas ?? 0) + (await altasPendientes(codigo));
    if (enUso > 0) return { resultado: 'en-uso', enUso };
    const propia = actual.entrevistasProgramadas;
    const steps: TransactStep[] = [
      {
        op: {
          Delete: {
            Key: servicioHrKeys.servicio(codigo),
            ConditionExpression:
              propia === undefined ? 'attribute_exists(PK) AND attribute_not_exists(#n)' : 'attribute_exists(PK) AND #n = :n',
            ExpressionAttributeNames: { '#n': 'entrevistasProgramadas' },
            ...(propia === undefined ? {} : { ExpressionAttributeValues: { ':n': propia } }),
          },
        },
        onConditionFail: () => new Movida(),
      },
      ...leidas.map((n, f) => ({
        op: {
          Update: {
            Key: servicioHrKeys.programadas(codigo, f),
            UpdateExpression: 'SET eliminada = :t',
            ConditionExpression: n === undefined ? 'attribute_not_exists(PK)' : 'n = :n',
            ExpressionAttributeValues: { ':t': true, ...(n === undefined ? {} : { ':n': n }) },
          },
        },
        onConditionFail: () => new Movida(),
      })),
    ];
    try {
      await transact(steps);
      return { resultado: 'borrado' };
    } catch (err) {
      if (!(err instanceof Movida) || intento >= 4) throw err;
    }
  }
}

/**
 * The queue's write (D168): the company's scheduled interviews of a template moved by `delta`, on the
 * company's fraction of the count, refused (`onEliminada`) once the template is deleted (its delete
 * marks every fraction `eliminada`: no interview is counted on a template that is gone). Never in a
 * tenant's request: `contar-plantillas` runs it beside the deletion of the change's outbox record.
 */
export function pasoAplicarConteo(codigo: string, empresaId: string, delta: number, onEliminada: () => AppError): TransactStep {
  // A company's own template (D164) counts on its own item, in the company's partition.
  if (esPlantillaPropia(codigo)) return pasoContarEntrevistasPropia(codigo, empresaId, delta, onEliminada);
  return {
    op: {
      Update: {
        Key: servicioHrKeys.programadas(codigo, fraccionDe(empresaId)),
        UpdateExpression: 'SET #n = if_not_exists(#n, :cero) + :d, entidad = :e',
        ConditionExpression: 'attribute_not_exists(eliminada)',
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':cero': 0, ':d': delta, ':e': 'SERVICIO_PROGRAMADAS' },
      },
    },
    onConditionFail: onEliminada,
  };
}

/**
 * The reconcile job's correction (D111): ADD `delta` to fraction `f` of a template's count, or to the
 * count older versions kept on the template item ('propia'). An ADD, so a write after the recount stays.
 */
export function pasoCorregirProgramadas(codigo: string, f: number | 'propia', delta: number): TransactStep {
  if (f === 'propia')
    return {
      op: {
        Update: {
          Key: servicioHrKeys.servicio(codigo),
          UpdateExpression: 'ADD entrevistasProgramadas :d',
          ExpressionAttributeValues: { ':d': delta },
        },
      },
    };
  return {
    op: {
      Update: {
        Key: servicioHrKeys.programadas(codigo, f),
        UpdateExpression: 'SET entidad = :e ADD #n :d',
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':d': delta, ':e': 'SERVICIO_PROGRAMADAS' },
      },
    },
  };
}

// Deleting a company and everything of it, the queued job (docs/decisions/ D72; the request is
// solicitar-eliminacion.ts). In phases, each saved on the company item as it ends:
//   bloqueo   every profile is shut out (inactive and marked): DynamoDB writes only, seconds even
//             for thousands of users, so nobody keeps working while the slow part runs;
//   usuarios  blocks of users: their Cognito accounts first (once per user: deleted, so the emails
//             can be used again), then their profiles and email markers with the progress in one
//             transaction;
//   datos     the rest of the partition, page by page (and what lives outside it: an interview's
//             public token look-up, a late user's email marker);
//   archivos  the company's files;
// and last the company item with its index card, its CIF and subdomain markers and its share of the
// platform counters. Until that last write the company item holds the state, so a re-delivery, a crash or a
// delivery that ran out of time (it sends itself the rest, like the candidates import) resumes where
// the work stopped: each phase reads from the start of what is left, and deleting twice is harmless.
// Every write is conditional on the company still carrying this deletion's id: a restarted
// deletion's job supersedes an older message, which then does nothing.
import type { MensajeEliminacionEmpresa } from '../../../shared/colas.js';
import { ELIMINACION_EMPRESA } from '../../../shared/constants.js';
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { FASES_ELIMINACION, type FaseEliminacion } from '../../../shared/schemas/empresa.js';
import { enviarACola } from '../aws/sqs.js';
import {
  anotarEntregaEliminacion,
  avanzarEliminacion,
  borrarUsuariosDeEmpresa,
  EliminacionReemplazada,
  fallarEliminacion,
} from '../db/empresa-eliminacion.js';
import { borrarEmpresaSteps, getEmpresa, paginaDeEmpresa } from '../db/empresas.js';
import { clavesAlBorrar, esRegistroDeEmpresa } from '../db/empresa-particion.js';
import { pasosPlanEmpresa } from '../db/planes.js';
import { pasosContadores } from '../saas/contadores.js';
import { deleteItems, transact } from '../db/repository.js';
import { bloquearPerfilPorEliminacion } from '../db/usuarios.js';
import { ConflictError } from '../errors.js';
import { logger } from '../logger.js';
import { borrarCuentaSiExiste } from '../usuarios/cognito-admin.js';
import { borrarArchivosEmpresa } from './archivos.js';
import { COLA_ELIMINACION } from './solicitar-eliminacion.js';
import type { OpcionesEntrega } from '../colas/consumidor.js';

export interface OpcionesEliminacion extends OpcionesEntrega {
  /** Users per block (tests use small blocks); ELIMINACION_EMPRESA.usuariosPorBloque by default. */
  usuariosPorBloque?: number;
  /** Called before each block of a phase (0-based): tests make a delivery die mid-way with it. */
  antesDeBloque?: (fase: FaseEliminacion, bloque: number) => void;
}

/**
 * eliminada: the company is gone. continua: time ran out, the rest is queued. no_existe: nothing to
 * delete (an earlier delivery finished). reemplazada: the message is not the company's current
 * deletion. fallida: the deletion was given up; only a new DELETE starts it again.
 */
export type ResultadoEliminacion = 'eliminada' | 'continua' | 'no_existe' | 'reemplazada' | 'fallida';

const orden = (f: FaseEliminacion) => FASES_ELIMINACION.indexOf(f);

/** Profiles shut out at once in the bloqueo phase (single writes, not a transaction: a gone profile is no error). */
const BLOQUEOS_A_LA_VEZ = 10;

/** The worker: carries one company's deletion on from its saved phase. */
export async function procesarEliminacion(m: MensajeEliminacionEmpresa, o: OpcionesEliminacion = {}): Promise<ResultadoEliminacion> {
  const ahora = () => (o.now?.() ?? new Date()).toISOString();
  const empresa = await getEmpresa(m.empresaId);
  if (!empresa) return 'no_existe';
  const el = empresa.eliminacion;
  if (!el || el.id !== m.eliminacionId) {
    logger.warn('Company deletion message of another deletion', { empresaId: m.empresaId, eliminacionId: m.eliminacionId });
    return 'reemplazada';
  }
  if (el.estado !== 'en_curso') return 'fallida';
  if (o.intento) await anotarEntregaEliminacion(m.empresaId, el.id, o.intento, ahora());

  const { empresaId } = m;
  const sinTiempo = () => (o.quedaMs?.() ?? Number.POSITIVE_INFINITY) < ELIMINACION_EMPRESA.margenMs;
  const continuar = async (): Promise<ResultadoEliminacion> => {
    await enviarACola(COLA_ELIMINACION, m);
    return 'continua';
  };
  const pasarA = async (fase: FaseEliminacion) => {
    if (!(await conReintentos(() => avanzarEliminacion(empresaId, el.id, fase, ahora())))) throw new EliminacionReemplazada();
  };

  try {
    if (orden(el.fase) <= orden('bloqueo')) {
      o.antesDeBloque?.('bloqueo', 0);
      if (!(await bloquearUsuarios(empresaId, ahora(), sinTiempo))) return await continuar();
      await pasarA('usuarios');
    }

    if (orden(el.fase) <= orden('usuarios')) {
      const n = o.usuariosPorBloque ?? ELIMINACION_EMPRESA.usuariosPorBloque;
      for (let bloque = 0; ; bloque++) {
        if (sinTiempo()) return await continuar();
        o.antesDeBloque?.('usuarios', bloque);
        if ((await borrarBloqueDeUsuarios(empresaId, el.id, n, ahora)) === 0) break;
      }
      await pasarA('datos');
    }

    if (orden(el.fase) <= orden('datos')) {
      for (let bloque = 0; ; bloque++) {
        if (sinTiempo()) return await continuar();
        o.antesDeBloque?.('datos', bloque);
        if ((await borrarPaginaDeDatos(empresaId)) === 0) break;
        // A heartbeat now and then: a large partition must not look stuck (puedeReiniciarse).
        if (bloque % 20 === 19) await pasarA('datos');
      }
      await pasarA('archivos');
    }

    if (sinTiempo()) return await continuar();
    o.antesDeBloque?.('archivos', 0);
    const archivos = await borrarArchivosEmpresa(empresaId);

    // Whatever was written into the partition meanwhile (only a queued job or the superadmin can
    // still write there) goes before the company item: once that is gone, creates fail.
    while ((await borrarPaginaDeDatos(empresaId)) > 0) if (sinTiempo()) return await continuar();
    const ultima = await getEmpresa(empresaId);
    if (!ultima) return 'no_existe';
    const steps = [
      ...borrarEmpresaSteps(ultima, { id: el.id, onOtra: () => new EliminacionReemplazada() }),
      // Its plan is one company lighter (D94); leaving a plan never fails on its state.
      ...pasosPlanEmpresa(ultima.plan, null, () => new EliminacionReemplazada()),
    ];
    // A live subscription ends with its company: counted as a cancellation of this month (D94's
    // events), so the churn and the trials' conversion see it, in the same transaction.
    const s = ultima.suscripcion as { estado?: string; precioMensualCentimos?: number; moneda?: string } | undefined;
    const viva = s?.estado ? { estado: s.estado, precioMensualCentimos: s.precioMensualCentimos ?? 0, moneda: s.moneda } : null;
    steps.push(...pasosContadores(ultima, null, viva, viva && { ...viva, estado: 'cancelada' }, new Date()));
    await conReintentos(() => transact(steps));
    logger.info('Company deleted', { empresaId, usuarios: ultima.eliminacion?.usuariosBorrados, archivos });
    return 'eliminada';
  } catch (err) {
    if (err instanceof EliminacionReemplazada) {
      logger.warn('Company deletion superseded while running', { empresaId, eliminacionId: el.id });
      return 'reemplazada';
    }
    throw err;
  }
}

/** Marks a deletion that could not be carried out (its last delivery failed) fallida; a new DELETE starts it again. */
export async function marcarEliminacionFallida(m: MensajeEliminacionEmpresa, now = new Date()): Promise<void> {
  await fallarEliminacion(m.empresaId, m.eliminacionId, msgEmpresas.eliminacionFallida, now.toISOString());
}

/** Shuts every user of the company out; false when the time ran out first (the next delivery starts over: it is idempotent). */
async function bloquearUsuarios(empresaId: string, now: string, sinTiempo: () => boolean): Promise<boolean> {
  let cursor: string | null = null;
  do {
    if (sinTiempo()) return false;
    const page = await paginaDeEmpresa(empresaId, { skPrefix: 'USUARIO#', limit: ELIMINACION_EMPRESA.itemsPorPagina, cursor });
    const abiertos = page.items.filter((p) => p.empresaEliminandose !== true);
    await enParalelo(abiertos, BLOQUEOS_A_LA_VEZ, (p) => bloquearPerfilPorEliminacion(empresaId, p.id, now));
    cursor = page.cursor;
  } while (cursor);
  return true;
}

/**
 * Deletes the first `n` users left: their Cognito accounts (one that no longer exists is no error:
 * an earlier delivery deleted it and died before its transaction), then their profiles and email
 * markers with the progress. Answers how many there were (0: none left).
 */
async function borrarBloqueDeUsuarios(empresaId: string, id: string, n: number, ahora: () => string): Promise<number> {
  const { items } = await paginaDeEmpresa(empresaId, { skPrefix: 'USUARIO#', limit: n });
  if (items.length === 0) return 0;
  await enParalelo(items, ELIMINACION_EMPRESA.cognitoALaVez, (p) => borrarCuentaSiExiste(p.email));
  const perfiles = items.map((p) => ({ id: p.id as string, email: p.email as string, empresaId }));
  if (!(await conReintentos(() => borrarUsuariosDeEmpresa(empresaId, id, perfiles, ahora())))) throw new EliminacionReemplazada();
  return items.length;
}

/**
 * Deletes the first page of the partition's items other than the company's own record (the item and
 * its index card, esRegistroDeEmpresa), with what each takes along (clavesAlBorrar); answers how many
 * (0: only the company's record is left).
 */
async function borrarPaginaDeDatos(empresaId: string): Promise<number> {
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { limit: ELIMINACION_EMPRESA.itemsPorPagina, cursor });
    const items = page.items.filter((i) => !esRegistroDeEmpresa(i.SK));
    if (items.length > 0) {
      // A user made after the users' phase (the superadmin can still add one) goes with its account too.
      for (const u of items.filter((i) => i.SK.startsWith('USUARIO#') && typeof i.email === 'string')) await borrarCuentaSiExiste(u.email);
      await deleteItems(items.flatMap(clavesAlBorrar));
      return items.length;
    }
    // A page can hold only the company's record and still have more after it (a page stops at 1 MB).
    cursor = page.cursor;
  } while (cursor);
  return 0;
}

/** Runs `fn` over the items, at most `n` at a time. */
async function enParalelo<T>(items: T[], n: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(fn));
}

/**
 * A transaction cancelled by a concurrent write on the same item (a create taking a seat on the
 * company item) is tried again a few times instead of failing the delivery, which in AWS would only
 * come back after the queue's visibility time-out.
 */
async function conReintentos<T>(fn: () => Promise<T>): Promise<T> {
  for (let intento = 1; ; intento++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof ConflictError) || err instanceof EliminacionReemplazada || intento >= 4) throw err;
      await new Promise((r) => setTimeout(r, 100 * 2 ** intento));
    }
  }
}

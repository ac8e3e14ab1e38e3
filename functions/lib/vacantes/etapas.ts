// The company's pipeline stages (issue 66 item 2, D195): read (the defaults until the company saves
// its own), saved whole from the version read, and checked by every move that names a stage. A stage
// left out of a save is deleted only if nobody is in it in any vacancy of the company: the stages are
// first marked as being deleted (moves into them are refused), then each vacancy's column is counted,
// then the list is written, or the mark let go and the save refused with who is where.
import { randomUUID } from 'node:crypto';
import { fmt, vacantes as msg } from '../../../shared/messages.js';
import { cuenta } from '../../../shared/plural.js';
import { ETAPAS_POR_DEFECTO, esEtapaSistema, type EtapasProceso, type EtapasUpdate } from '../../../shared/schemas/etapas-vacante.js';
import { normalizarTexto } from '../../../shared/texto.js';
import type { Caller } from '../auth/caller.js';
import { contarEnEtapa, getEtapas, guardarEtapas, idsDeVacantes, type EtapasItem } from '../db/etapas-vacante.js';
import { ConflictError, ValidationError } from '../errors.js';

/** How long a deletion's mark holds (D195): long enough to count a company's vacancies, short if the function dies midway. */
export const RETIRADA_MS = 60_000;
/** Column counts in flight at once while a deletion counts. */
const CONTEOS_A_LA_VEZ = 10;

type EtapaGuardada = EtapasItem['etapas'][number];

const conSistema = (etapas: readonly EtapaGuardada[]) => etapas.map(({ id, nombre }) => ({ id, nombre, sistema: esEtapaSistema(id) }));
const cambiadas = () => new ConflictError(msg.etapasCambiadas);

function proceso(item: EtapasItem | undefined): EtapasProceso {
  return item ? { etapas: conSistema(item.etapas), version: item.version } : { etapas: [...ETAPAS_POR_DEFECTO], version: 0 };
}

/** GET /api/vacantes/etapas: the company's stages in order, with the version to edit them from. */
export async function leerEtapas(empresaId: string): Promise<EtapasProceso> {
  return proceso(await getEtapas(empresaId, true));
}

/**
 * A move's check of the stage it names (a person's, a bulk action's, a join's): the company has it and
 * it is not being deleted now. Answers the company's stages (the names for the messages).
 */
export async function comprobarEtapa(empresaId: string, etapa: string, now = new Date()): Promise<EtapasProceso['etapas']> {
  const item = await getEtapas(empresaId, true);
  const { etapas } = proceso(item);
  const destino = etapas.find((e) => e.id === etapa);
  if (!destino) throw new ValidationError(msg.etapaInvalida);
  if (item?.retirando && item.retirando.hasta > now.toISOString() && item.retirando.ids.includes(etapa)) {
    throw new ConflictError(fmt(msg.etapaBorrandose, { nombre: destino.nombre }));
  }
  return etapas;
}

/** The new list from the one sent: known ids kept (renamed, moved), new stages given an id; names unique. */
function nuevaLista(previas: readonly EtapaGuardada[], enviadas: EtapasUpdate['etapas']): EtapaGuardada[] {
  const ids = new Set<string>();
  const nombres = new Set<string>();
  return enviadas.map((e) => {
    if (e.id !== undefined) {
      if (!previas.some((p) => p.id === e.id)) throw new ValidationError(msg.etapaInvalida);
      if (ids.has(e.id)) throw new ValidationError(msg.etapaRepetida);
      ids.add(e.id);
    }
    const clave = normalizarTexto(e.nombre);
    if (nombres.has(clave)) throw new ValidationError(fmt(msg.etapaNombreRepetido, { nombre: e.nombre }));
    nombres.add(clave);
    return { id: e.id ?? `e-${randomUUID().slice(0, 8)}`, nombre: e.nombre };
  });
}

/** Runs `fn` over `items`, at most `n` at once. */
async function aLaVez<T, R>(items: readonly T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const salida: R[] = new Array(items.length);
  let siguiente = 0;
  const trabajador = async () => {
    while (siguiente < items.length) {
      const i = siguiente++;
      salida[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, trabajador));
  return salida;
}

/** The first stage of `borradas` that holds someone, with how many and in how many vacancies. */
async function primeraOcupada(empresaId: string, borradas: readonly EtapaGuardada[]) {
  const vacantes = await idsDeVacantes(empresaId);
  for (const etapa of borradas) {
    const cuantos = await aLaVez(vacantes, CONTEOS_A_LA_VEZ, (v) => contarEnEtapa(empresaId, v, etapa.id));
    const candidatos = cuantos.reduce((a, b) => a + b, 0);
    if (candidatos > 0) return { etapa, candidatos, vacantes: cuantos.filter((c) => c > 0).length };
  }
  return undefined;
}

/** PUT /api/vacantes/etapas: the whole list in its new order, from the version read (D195). */
export async function guardarEtapasEmpresa(
  caller: Caller,
  empresaId: string,
  body: EtapasUpdate,
  now = new Date(),
): Promise<EtapasProceso> {
  const actual = await getEtapas(empresaId, true);
  if ((actual?.version ?? 0) !== body.version) throw cambiadas();
  const previas: EtapaGuardada[] = actual?.etapas ?? ETAPAS_POR_DEFECTO.map(({ id, nombre }) => ({ id, nombre }));
  const nuevas = nuevaLista(previas, body.etapas);
  const borradas = previas.filter((p) => !nuevas.some((n) => n.id === p.id));
  const sistema = borradas.find((b) => esEtapaSistema(b.id));
  if (sistema) throw new ValidationError(fmt(msg.etapaSistema, { nombre: sistema.nombre }));
  const autor = { actualizadaEn: now.toISOString(), actualizadaPor: caller.userId };
  let version = body.version;
  if (borradas.length > 0) {
    // Mark first: from here no move enters them, so a count of zero stays zero.
    const hasta = new Date(now.getTime() + RETIRADA_MS).toISOString();
    const marcado = await guardarEtapas(
      empresaId,
      version,
      { etapas: previas, retirando: { ids: borradas.map((b) => b.id), hasta }, ...autor },
      cambiadas,
    );
    version = marcado.version;
    const ocupada = await primeraOcupada(empresaId, borradas);
    if (ocupada) {
      await guardarEtapas(empresaId, version, { etapas: previas, retirando: undefined, ...autor }, cambiadas);
      throw new ConflictError(
        fmt(msg.etapaConCandidatos, {
          nombre: ocupada.etapa.nombre,
          candidatos: cuenta(ocupada.candidatos, 'candidato', 'candidatos'),
          vacantes: cuenta(ocupada.vacantes, 'vacante', 'vacantes'),
        }),
      );
    }
  }
  return proceso(await guardarEtapas(empresaId, version, { etapas: nuevas, retirando: undefined, ...autor }, cambiadas));
}

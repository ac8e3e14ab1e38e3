// Why one module: the import and the restore are one engine that writes a file row by row in
// dependency order; every kind of row shares its refusals and backups.
// The data import and the restore (D95): a company's exported file written back, upserted by key
// inside the caller's scope, row by row. One engine for both (a restore reads the file from a
// backup). Order of work:
//   1. the file is checked whole (zod): a malformed one is 'Archivo de importación inválido' and
//      nothing is written;
//   2. each company the import will write into gets a backup first (its file as it is now);
//   3. each row is written in its own transaction with what it moves: a candidate with its email
//      marker, the plan's candidates quota (created only under the limit), the per-status counter
//      and its area's count; an area with its name marker; an interview with its public look-up,
//      the company's state counter, the Informes aggregates, the plan meter (a programada one) and
//      its template's count; a notification with its user's unread count; a configuration entry
//      with the company's count. Every other row (search entries, answers, reports, analytics…)
//      goes in groups, each item as it was read (created while absent, updated while present);
//   4. a row is refused — never written — when its kind is never imported (users, API keys, job
//      machinery), when it names another company, when the plan has no room, when a marker or a
//      public link is someone else's, or when what it depends on was refused.
import { autorClave, type Caller } from '../auth/caller.js';
import * as z from 'zod/mini';
import {
  configuracion as msgConfig,
  datos as msg,
  empresas as msgEmpresas,
  fmt,
  ubicacionDatos as msgUbicacion,
} from '../../../shared/messages.js';
import { TIPOS_SALVAGUARDA } from '../../../shared/paises.js';
import { MAX_CONFIGURACIONES_POR_EMPRESA } from '../../../shared/schemas/configuracion-entradas.js';
import { cuenta } from '../../../shared/plural.js';
import type { EstadoCandidato } from '../../../shared/schemas/candidato.js';
import { type Backup, ExportacionDatos, type FilaImportacion, type ResultadoImportacion } from '../../../shared/schemas/datos.js';
import { estadoContado } from '../../../shared/schemas/entrevista.js';
import { contribucionInforme } from '../analitica/agregados.js';
import { areaKeys, getAreaPorId } from '../db/areas.js';
import { entrevistaKeys } from '../db/entrevistas.js';
import {
  type CandidatoItem,
  candidatoKeys,
  contarAreaStep,
  contarEstadosStep,
  getCandidatoPorId,
  indiceTitular,
  entradasDe,
} from '../db/candidatos.js';
import { claveDatos, existentes, type ItemDatos, pasoBorrarMarcador, pasoMarcador, pasoTokenImportado, pasoUpsert } from '../db/datos.js';
import { clavesDeEmpresa } from '../db/claves-acceso.js';
import { pasoCuentaConfiguracion } from '../db/configuraciones.js';
import { type CambioEmpresa, pasosEmpresa } from '../db/empresa-contadores.js';
import { sinOperacionEnCurso } from '../db/operacion-datos.js';
import { getEmpresa } from '../db/empresas.js';
import { contadorStep } from '../db/notificaciones.js';
import { transact, type TransactStep } from '../db/repository.js';
import { entregaConteo } from '../servicios-hr/conteo.js';
import { perfilesDeEmpresa } from '../db/usuarios.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { crearBackup } from './backups.js';
import { conIndicesDeDerecho, esDerecho, motivoDerecho, sinIndices } from './derechos.js';
import {
  candidatoDe,
  entrevistaDe,
  idDe,
  motivoFueraDeEmpresa,
  motivoNoImportable,
  motivoOptInWhatsApp,
  motivoRespuestasDosier,
  ordenDe,
  tipoDe,
  usuarioDe,
} from './elementos.js';

/** Rows one import writes at most (a file of this many is ≈ 5 MB; larger ones are the queued job's, D95). */
export const MAX_ELEMENTOS_IMPORTACION = 20_000;
/** An item's size the import accepts: DynamoDB stores 400 KB at most, keys and names included. */
const MAX_BYTES_ELEMENTO = 350_000;
/** Plain rows written per transaction (DynamoDB allows 100 items). */
const FILAS_POR_GRUPO = 50;

/** A refusal of a row: its reason is the message. */
class Rechazo extends ConflictError {}
const rechazo = (motivo: string) => () => new Rechazo(motivo);

/**
 * The company records of a file are never written (a clear keeps the company record; `empresas` is the
 * record as the file's maker saw it), but one that holds a value no company can hold is not an export:
 * the representative (D216) and the transfer safeguard (D217) as their routes store them. The country and
 * the phone are not checked here: a company stored before their rules keeps its free text (D211, D213),
 * and its own backups must still restore.
 */
const RepresentanteDelArchivo = z.object({
  nombre: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  contacto: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
});
const SalvaguardaDelArchivo = z.object({
  tipo: z.enum(TIPOS_SALVAGUARDA),
  referencia: z.string().check(z.trim(), z.minLength(3), z.maxLength(300)),
  fechaDocumento: z.iso.date(),
  region: z.string().check(z.minLength(1)),
  pais: z.string().check(z.minLength(1)),
});

function errorEmpresasDelArchivo(file: ExportacionDatos): ValidationError | null {
  const errores: Array<{ campo: string; msg: string }> = [];
  file.empresas.forEach((e, i) => {
    const rep = e.representanteLocal && RepresentanteDelArchivo.safeParse(e.representanteLocal);
    if (rep && !rep.success) {
      const campo = rep.error.issues[0]?.path[0] === 'contacto' ? 'contacto' : 'nombre';
      errores.push({
        campo: `empresas.${i}.representanteLocal.${campo}`,
        msg: campo === 'contacto' ? msgEmpresas.representanteContacto : msgEmpresas.representanteNombre,
      });
    }
    const s = e.configuracion.salvaguardaTransferencia;
    if (s) {
      const r = SalvaguardaDelArchivo.safeParse(s);
      if (!r.success) {
        const campo = String(r.error.issues[0]?.path[0] ?? 'tipo');
        const texto =
          campo === 'referencia' ? msgUbicacion.referencia : campo === 'fechaDocumento' ? msgUbicacion.fechaDocumento : msgUbicacion.tipo;
        errores.push({ campo: `empresas.${i}.configuracion.salvaguardaTransferencia.${campo}`, msg: texto });
      }
    }
  });
  return errores.length ? new ValidationError(fmt(msg.empresaArchivoInvalida, { motivo: errores[0]!.msg }), errores) : null;
}

/** The file, checked whole: anything but an exported file is the spec's 'Archivo de importación inválido'. */
export function leerArchivo(archivo: unknown, max = MAX_ELEMENTOS_IMPORTACION): ExportacionDatos {
  const r = ExportacionDatos.safeParse(archivo);
  if (!r.success) throw new ValidationError(msg.importacionInvalida);
  const empresas = errorEmpresasDelArchivo(r.data);
  if (empresas) throw empresas;
  const n = (r.data.datos ?? []).reduce((s, d) => s + d.elementos.length, 0);
  if (n > max) throw new ValidationError(fmt(msg.archivoDemasiadoGrande, { elementos: cuenta(n, 'elemento', 'elementos'), max }));
  return r.data;
}

/** The owner a marker row travels with (a candidate's email, an area's name), or undefined. */
export function duenoDeMarcador(sk: string, item: Record<string, unknown>): string | undefined {
  return sk.startsWith('CANDEMAIL#') && typeof item.candidatoId === 'string'
    ? `CAND#${item.candidatoId}`
    : sk.startsWith('AREANOMBRE#') && typeof item.areaId === 'string'
      ? `AREA#${item.areaId}`
      : undefined;
}

/**
 * What a file imported in blocks carries from block to block (D100): the candidates and interviews
 * refused so far (their dependants in later blocks are refused too), and the rows that were absent
 * before the block's first attempt (a retried block reports them 'creado', not 'actualizado').
 */
export interface ContextoImportacion {
  candidatosRechazados?: Set<string>;
  entrevistasRechazadas?: Set<string>;
  ausentes?: Set<string>;
}

/**
 * Imports a file into the caller's scope: `tenant` (a company user's own company, or the one the
 * superadmin named), or — the superadmin naming none — every company in the file. A section of
 * another company is refused row by row, never written.
 */
export async function importarDatos(
  caller: Caller,
  tenant: string | null,
  archivo: unknown,
  now = new Date(),
): Promise<ResultadoImportacion> {
  const file = leerArchivo(archivo);
  const secciones = file.datos ?? [];
  const filas: FilaImportacion[] = [];
  const destinos: string[] = [];
  for (const s of secciones) {
    if (tenant !== null && s.empresaId !== tenant) {
      for (const e of s.elementos) filas.push(fila(s.empresaId, e.sk, 'rechazado', fmt(msg.filaOtraEmpresa, { id: s.empresaId })));
      continue;
    }
    const empresa = await getEmpresa(s.empresaId);
    if (!empresa) {
      for (const e of s.elementos) filas.push(fila(s.empresaId, e.sk, 'rechazado', fmt(msg.filaEmpresaNoExiste, { id: s.empresaId })));
      continue;
    }
    if (empresa.eliminacion) throw new ConflictError(msgEmpresas.eliminacionYaEnCurso);
    // Not while a clear or an import job runs there (D103).
    await sinOperacionEnCurso(s.empresaId);
    destinos.push(s.empresaId);
  }
  // A company user's own company always gets its backup, even from a file with nothing for it.
  if (tenant !== null && !destinos.includes(tenant)) {
    if (!(await getEmpresa(tenant))) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: tenant }));
  }
  const backups: Backup[] = [];
  for (const empresaId of tenant !== null ? [tenant] : destinos) backups.push(await crearBackup(caller.email, empresaId, now));

  for (const s of secciones) {
    if (!destinos.includes(s.empresaId)) continue;
    filas.push(...(await importarEmpresa(s.empresaId, s.elementos, now)));
  }
  const cuenta = (r: FilaImportacion['resultado']) => filas.filter((f) => f.resultado === r).length;
  const resultado = { backups, creados: cuenta('creado'), actualizados: cuenta('actualizado'), rechazados: cuenta('rechazado'), filas };
  logger.info('Data imported', {
    empresas: destinos,
    creados: resultado.creados,
    actualizados: resultado.actualizados,
    rechazados: resultado.rechazados,
  });
  return resultado;
}

export function fila(empresaId: string, sk: string, resultado: FilaImportacion['resultado'], motivo?: string): FilaImportacion {
  return { empresaId, sk, tipo: tipoDe(sk), resultado, ...(motivo ? { motivo } : {}) };
}

interface Fila {
  sk: string;
  item: ItemDatos;
  antes: ItemDatos | undefined;
}

/** One company's rows, in dependency order; answers a report row for each. */
export async function importarEmpresa(
  empresaId: string,
  elementos: Array<{ sk: string; item: Record<string, unknown> }>,
  now: Date,
  contexto: ContextoImportacion = {},
) {
  const informe: FilaImportacion[] = [];
  const rechazar = (sk: string, motivo: string) => informe.push(fila(empresaId, sk, 'rechazado', motivo));

  // Rows the engine can consider at all: an importable kind, inside the company, coherent ids.
  const validas: Array<{ sk: string; item: ItemDatos }> = [];
  const vistas = new Set<string>();
  for (const { sk, item: delArchivo } of elementos) {
    // A right's index entries are the import's to make from its own dates (D159), never the file's.
    const raw = esDerecho(sk) ? sinIndices(delArchivo) : delArchivo;
    const motivo =
      motivoNoImportable(sk) ??
      (vistas.has(sk) ? fmt(msg.filaInvalida, { motivo: 'clave repetida' }) : undefined) ??
      motivoFueraDeEmpresa(raw, empresaId) ??
      (['AREA', 'CAND', 'ENTREVISTA'].includes(sk.split('#', 1)[0]!) && (raw.id !== idDe(sk) || sk.split('#').length !== 2)
        ? msg.filaIdIncoherente
        : undefined) ??
      motivoDerecho(sk, raw) ??
      motivoRespuestasDosier(sk, raw) ??
      motivoOptInWhatsApp(sk, raw) ??
      (Buffer.byteLength(JSON.stringify(raw)) > MAX_BYTES_ELEMENTO ? fmt(msg.filaInvalida, { motivo: 'supera los 350 KB' }) : undefined);
    if (motivo) {
      rechazar(sk, motivo);
      continue;
    }
    vistas.add(sk);
    const { PK: _pk, SK: _sk, ...resto } = raw;
    // A candidate's email marker is their entry in the holder index (D148): its keys are made from
    // the marker's own email, whatever the file says (a file from before has none).
    const titular =
      sk.startsWith('CANDEMAIL#') && typeof resto.candidatoId === 'string'
        ? indiceTitular(empresaId, sk.slice('CANDEMAIL#'.length), resto.candidatoId)
        : {};
    validas.push({ sk, item: conIndicesDeDerecho(empresaId, sk, { ...resto, ...titular, ...claveDatos(empresaId, sk) }) as ItemDatos });
  }

  const antes = await existentes(validas.map((v) => claveDatos(empresaId, v.sk)));
  const filas: Fila[] = validas.map((v) => ({ ...v, antes: antes.get(`${v.item.PK}|${v.sk}`) }));
  filas.sort((a, b) => ordenDe(a.sk) - ordenDe(b.sk));

  // Markers travel with their owner's row (a candidate's email, an area's name).
  const marcadores = new Map<string, Fila[]>();
  const conDueno = (f: Fila): string | undefined => duenoDeMarcador(f.sk, f.item);
  const propias = new Set(filas.map((f) => f.sk));
  for (const f of filas) {
    const dueno = conDueno(f);
    if (dueno && propias.has(dueno)) marcadores.set(dueno, [...(marcadores.get(dueno) ?? []), f]);
  }
  const llevados = new Set([...marcadores.values()].flat().map((f) => f.sk));

  // Who a notification may be addressed to: the company's users and its API keys (an interview a key
  // scheduled tells the key, `clave:{id}`; D145): both are kept by a clear, so a restore finds them (D159).
  const usuarios = new Set([
    ...(await perfilesDeEmpresa(empresaId)).map((p) => p.id),
    ...(await clavesDeEmpresa(empresaId)).map((c) => autorClave(c.id)),
  ]);
  const candidatosRechazados = contexto.candidatosRechazados ?? new Set<string>();
  const entrevistasRechazadas = contexto.entrevistasRechazadas ?? new Set<string>();
  let grupo: Fila[] = [];

  const escribir = async (filasDelPaso: Fila[], steps: TransactStep[]) => {
    try {
      await transact(steps);
      for (const f of filasDelPaso)
        informe.push(fila(empresaId, f.sk, f.antes && !contexto.ausentes?.has(f.sk) ? 'actualizado' : 'creado'));
      return true;
    } catch (err) {
      // DynamoDB refuses an item it cannot store (over 400 KB, an empty key attribute…): that row only.
      if ((err as { name?: string }).name === 'ValidationException') {
        for (const f of filasDelPaso) rechazar(f.sk, fmt(msg.filaInvalida, { motivo: 'la base de datos no puede guardarlo' }));
        return false;
      }
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      for (const f of filasDelPaso) rechazar(f.sk, err instanceof Rechazo ? err.message : msg.filaCambiada);
      return false;
    }
  };
  const vaciarGrupo = async () => {
    if (grupo.length)
      await escribir(
        grupo,
        grupo.map((f) => pasoUpsert(f.item, Boolean(f.antes), rechazo(msg.filaCambiada))),
      );
    grupo = [];
  };

  for (const f of filas) {
    if (llevados.has(f.sk)) continue;
    const cand = candidatoDe(f.sk, f.item);
    const ent = entrevistaDe(f.sk, f.item);
    const usuario = usuarioDe(f.sk);
    const dependencia =
      cand && candidatosRechazados.has(cand) && !f.sk.startsWith('CAND#')
        ? fmt(msg.filaDependeCandidato, { id: cand })
        : ent && entrevistasRechazadas.has(ent) && !f.sk.startsWith('ENTREVISTA#')
          ? fmt(msg.filaDependeEntrevista, { id: ent })
          : usuario && !usuarios.has(usuario)
            ? fmt(msg.filaDependeUsuario, { id: usuario })
            : undefined;
    if (dependencia) {
      rechazar(f.sk, dependencia);
      if (f.sk.startsWith('ENTREVISTA#')) entrevistasRechazadas.add(idDe(f.sk));
      continue;
    }

    const propios = marcadores.get(f.sk) ?? [];
    const pasos = await pasosDeFila(empresaId, f, propios, now);
    if (typeof pasos === 'string') {
      rechazar(f.sk, pasos);
      for (const m of propios) rechazar(m.sk, pasos);
      if (f.sk.startsWith('CAND#')) candidatosRechazados.add(idDe(f.sk));
      if (f.sk.startsWith('ENTREVISTA#')) entrevistasRechazadas.add(idDe(f.sk));
      continue;
    }
    if (pasos === null) {
      grupo.push(f);
      if (grupo.length >= FILAS_POR_GRUPO) await vaciarGrupo();
      continue;
    }
    await vaciarGrupo();
    if (!(await escribir([f, ...propios], pasos))) {
      if (f.sk.startsWith('CAND#')) candidatosRechazados.add(idDe(f.sk));
      if (f.sk.startsWith('ENTREVISTA#')) entrevistasRechazadas.add(idDe(f.sk));
    }
  }
  await vaciarGrupo();
  return informe;
}

/**
 * The transaction of a row that moves something (null: a plain row, written in a group), or why
 * it is refused before any write.
 */
async function pasosDeFila(empresaId: string, f: Fila, propios: Fila[], now: Date): Promise<TransactStep[] | null | string> {
  const s = f.sk.split('#', 1)[0]!;
  const id = idDe(f.sk);
  const nuevo = f.item;
  const viejo = f.antes;
  const cambiada = rechazo(msg.filaCambiada);
  switch (s) {
    case 'AREA': {
      if (!viejo && (await getAreaPorId(id))) return msg.filaIdEnOtraEmpresa;
      // Its candidates are counted by the candidates' rows, not taken from the file.
      const item = { ...nuevo, candidatos: typeof viejo?.candidatos === 'number' ? viejo.candidatos : 0 };
      const steps = [
        pasoUpsert(item, Boolean(viejo), cambiada),
        ...propios.map((m) => pasoMarcador(m.item, 'areaId', id, rechazo(msg.filaNombreAreaDeOtra))),
      ];
      // A newer name's marker goes (while still this area's): the name is free again.
      const nombre = (a: Record<string, unknown> | undefined) => (typeof a?.nombreArea === 'string' ? a.nombreArea : '');
      if (viejo && nombre(viejo)) {
        const antes = areaKeys.nombre(empresaId, nombre(viejo));
        if (antes.SK !== areaKeys.nombre(empresaId, nombre(nuevo)).SK) steps.push(pasoBorrarMarcador(antes, 'areaId', id));
      }
      return steps;
    }
    case 'AREANOMBRE':
      return typeof nuevo.areaId === 'string' ? [pasoMarcador(nuevo, 'areaId', nuevo.areaId, rechazo(msg.filaNombreAreaDeOtra))] : null;
    case 'CANDEMAIL':
      return typeof nuevo.candidatoId === 'string'
        ? [pasoMarcador(nuevo, 'candidatoId', nuevo.candidatoId, rechazo(msg.filaEmailDeOtro))]
        : null;
    case 'CAND': {
      if (!viejo && (await getCandidatoPorId(id))) return msg.filaIdEnOtraEmpresa;
      const estado = nuevo.estado as EstadoCandidato;
      const estadoAntes = viejo?.estado as EstadoCandidato | undefined;
      const area = typeof nuevo.areaId === 'string' && nuevo.areaId ? nuevo.areaId : null;
      const areaAntes = viejo && typeof viejo.areaId === 'string' && viejo.areaId ? viejo.areaId : null;
      const deltas: Partial<Record<EstadoCandidato, number>> = {};
      if (estadoAntes !== estado) {
        deltas[estado] = 1;
        if (estadoAntes) deltas[estadoAntes] = -1;
      }
      const steps: TransactStep[] = [
        pasoUpsert(nuevo, Boolean(viejo), cambiada),
        ...propios.map((m) => pasoMarcador(m.item, 'candidatoId', id, rechazo(msg.filaEmailDeOtro))),
      ];
      if (!viejo) steps.push(...pasosEmpresa(empresaId, { cuotas: { candidatos: 1 } }, rechazo(msg.filaCuotaCandidatos)));
      const stats = contarEstadosStep(empresaId, deltas);
      if (stats) steps.push(stats);
      if (area !== areaAntes) {
        if (area) steps.push(contarAreaStep(empresaId, area, 1, rechazo(fmt(msg.filaAreaNoExiste, { id: area }))));
        if (areaAntes) steps.push(contarAreaStep(empresaId, areaAntes, -1, cambiada));
      }
      if (viejo) steps.push(...restosDelCandidato(empresaId, id, viejo, nuevo));
      return steps;
    }
    case 'ENTREVISTA': {
      const cambio = cambioEntrevista(nuevo, viejo);
      const steps: TransactStep[] = [pasoUpsert(nuevo, Boolean(viejo), cambiada)];
      // A cancelled interview's link died with the cancel: it gets no look-up, and loses one it had.
      const cancelada = nuevo.estado === 'cancelada';
      if (!cancelada && typeof nuevo.tokenHash === 'string' && typeof nuevo.tokenExpiraEn === 'string') {
        const terminada = !['programada', 'en_progreso'].includes(String(nuevo.estado));
        steps.push(
          pasoTokenImportado(
            {
              empresaId,
              id,
              tokenHash: nuevo.tokenHash,
              tokenExpiraEn: nuevo.tokenExpiraEn,
              ...(terminada ? { finalizadaEn: String(nuevo.fechaActualizacion ?? now.toISOString()) } : {}),
            },
            rechazo(msg.filaTokenDeOtra),
          ),
        );
      }
      // A newer link (the interview was moved) stops working: only the file's link leads to it.
      if (typeof viejo?.tokenHash === 'string' && viejo.tokenHash && (cancelada || viejo.tokenHash !== nuevo.tokenHash))
        steps.push(pasoBorrarMarcador(entrevistaKeys.token(viejo.tokenHash), 'empresaId', empresaId));
      if (cambio) steps.push(...pasosEmpresa(empresaId, cambio, rechazo(msg.filaCuotaEntrevistas)));
      const programadaAhora = nuevo.estado === 'programada';
      const programadaAntes = viejo?.estado === 'programada';
      if (programadaAhora !== programadaAntes && typeof nuevo.servicioId === 'string')
        // The template's count, through the outbox (D168); the job sends the company's at the end of its run.
        steps.push(entregaConteo(empresaId, nuevo.servicioId, programadaAhora ? 1 : -1, now).paso);
      return steps;
    }
    case 'NOTIF': {
      const noLeida = (i: ItemDatos | undefined) => (i && i.isRead !== true ? 1 : 0);
      const delta = noLeida(nuevo) - noLeida(viejo);
      const userId = usuarioDe(f.sk)!;
      return [pasoUpsert(nuevo, Boolean(viejo), cambiada), ...(delta ? [contadorStep({ empresaId, userId }, delta)] : [])];
    }
    case 'CONFIG':
      return viejo
        ? null
        : [
            pasoUpsert(nuevo, false, cambiada),
            pasoCuentaConfiguracion(empresaId, rechazo(fmt(msgConfig.limiteEntradas, { max: MAX_CONFIGURACIONES_POR_EMPRESA }))),
          ];
    default:
      return null;
  }
}

/**
 * What the version in the table has and the file's does not: its email marker (while still its own)
 * and the search entries of words it no longer has. The file's own entries are rows of their own, so
 * after the import the candidate is found by what the file says, not by what it was.
 */
export function restosDelCandidato(
  empresaId: string,
  id: string,
  viejo: Record<string, unknown>,
  nuevo: Record<string, unknown>,
): TransactStep[] {
  const steps: TransactStep[] = [];
  const email = (c: Record<string, unknown>) => (typeof c.email === 'string' ? c.email.toLowerCase() : '');
  if (email(viejo) && email(viejo) !== email(nuevo))
    steps.push(pasoBorrarMarcador(candidatoKeys.email(empresaId, email(viejo)), 'candidatoId', id));
  const prefijos = (c: Record<string, unknown>) => new Set(entradasDe(c as unknown as CandidatoItem));
  const nuevos = prefijos(nuevo);
  for (const p of prefijos(viejo)) if (!nuevos.has(p)) steps.push({ op: { Delete: { Key: candidatoKeys.indice(empresaId, id, p) } } });
  return steps;
}

/** What an interview row moves on the company record: its state counter, the plan meter, the Informes aggregates. */
export function cambioEntrevista(nuevo: Record<string, unknown>, viejo: Record<string, unknown> | undefined): CambioEmpresa | undefined {
  const cambio: CambioEmpresa = {};
  // Only the states the counters count: a cancelled interview moves none (it holds no plan unit either).
  const contado = (estado: unknown) => (typeof estado === 'string' && estadoContado(estado) ? estado : undefined);
  const a = contado(nuevo.estado);
  const de = contado(viejo?.estado);
  if (a !== de) cambio.estado = { ...(de ? { de } : {}), ...(a ? { a } : {}) };
  // A programada interview holds a plan unit (D79); an imported started one was counted when it was scheduled.
  if (!viejo && a === 'programada') cambio.cuotas = { entrevistas: 1 };
  const ahora = contribucionInforme(nuevo);
  const antes = contribucionInforme(viejo);
  const informes = {
    informesGenerados: ahora.generados - antes.generados,
    informesSumaPuntuacion: ahora.suma - antes.suma,
    informesConPuntuacion: ahora.conPuntuacion - antes.conPuntuacion,
    informesRecomendados: ahora.recomendados - antes.recomendados,
  };
  const conInformes = Object.fromEntries(Object.entries(informes).filter(([, n]) => n !== 0));
  if (Object.keys(conInformes).length) cambio.informes = conInformes;
  return Object.keys(cambio).length ? cambio : undefined;
}

// Clearing a company's data (D95): a backup first, then every item of its partition but the
// company record, its admins' profiles, its API keys and the plan's licence in use
// (elementos.ts seConservaAlLimpiar) — with what each takes along outside the partition (an
// interview's public look-up, a user's email marker: the company deletion's `clavesAlBorrar`,
// D72) —, the other users' Cognito accounts, and the company's files but its strategic plan's. Then
// the company record's counters are set to what remains: the admins, no candidates, no interview in
// any state, no report; the plan meter gives back the programadas only (D79), and each template's
// count of programadas goes down by theirs. The API asks for the company's name typed
// (`confirmacion`): the screen's second confirmation.
import type { Caller } from '../auth/caller.js';
import { ELIMINACION_EMPRESA } from '../../../shared/constants.js';
import { datos as msg, empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { ESTADOS_ENTREVISTA } from '../../../shared/schemas/entrevista.js';
import type { ResultadoLimpieza } from '../../../shared/schemas/datos.js';
import { pasoContadoresTrasLimpiar } from '../db/datos.js';
import { clavesAlBorrar, getEmpresa, paginaDeEmpresa } from '../db/empresas.js';
import { deleteItems, transact } from '../db/repository.js';
import { pasoContarEntrevistasServicio } from '../db/servicios-hr.js';
import { borrarArchivosEmpresa } from '../empresas/archivos.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import { borrarCuentaSiExiste } from '../usuarios/cognito-admin.js';
import { crearBackup } from './backups.js';
import { seConservaAlLimpiar, usoTrasLimpiar } from './elementos.js';

/** The name the clear asks to be typed: the commercial name, else the legal one. */
export const nombreAConfirmar = (e: { nombreComercial?: string; nombreLegal?: string; id: string }) =>
  (e.nombreComercial || e.nombreLegal || e.id).trim();

export async function limpiarEmpresa(
  caller: Caller,
  empresaId: string,
  confirmacion: string,
  now = new Date(),
): Promise<ResultadoLimpieza> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.eliminacionYaEnCurso);
  const nombre = nombreAConfirmar(empresa);
  if (confirmacion.trim() !== nombre) {
    const texto = fmt(msg.confirmacionIncorrecta, { empresa: nombre });
    throw new ValidationError(texto, [{ campo: 'confirmacion', msg: texto }]);
  }

  const backup = await crearBackup(caller.email, empresaId, now);

  let borrados = 0;
  let usuarios = 0;
  let admins = 0;
  const programadasPorServicio = new Map<string, number>();
  let cursor: string | null = null;
  do {
    const page = await paginaDeEmpresa(empresaId, { limit: ELIMINACION_EMPRESA.itemsPorPagina, cursor });
    const fuera = page.items.filter((i) => !seConservaAlLimpiar(i));
    admins += page.items.filter((i) => i.SK.startsWith('USUARIO#') && seConservaAlLimpiar(i)).length;
    for (const u of fuera.filter((i) => i.SK.startsWith('USUARIO#') && typeof i.email === 'string')) {
      await borrarCuentaSiExiste(u.email);
      usuarios++;
    }
    for (const e of fuera.filter((i) => i.SK.startsWith('ENTREVISTA#') && i.estado === 'programada' && typeof i.servicioId === 'string'))
      programadasPorServicio.set(e.servicioId, (programadasPorServicio.get(e.servicioId) ?? 0) + 1);
    await deleteItems(fuera.flatMap(clavesAlBorrar));
    borrados += fuera.length - fuera.filter((i) => i.SK.startsWith('USUARIO#')).length;
    cursor = page.cursor;
  } while (cursor);

  const archivos = await borrarArchivosEmpresa(empresaId, empresa.planArchivo?.key ? [empresa.planArchivo.key] : []);

  const programadas = [...programadasPorServicio.values()].reduce((a, b) => a + b, 0);
  const uso = usoTrasLimpiar(empresa.uso, admins);
  uso.entrevistas = Math.max(0, uso.entrevistas - programadas);
  const entrevistasPorEstado = Object.fromEntries(ESTADOS_ENTREVISTA.map((e) => [e, 0]));
  await transact([pasoContadoresTrasLimpiar(empresaId, { uso, entrevistasPorEstado }, () => new NotFoundError())]);
  for (const [servicio, n] of programadasPorServicio)
    for (let i = 0; i < n; i++) {
      // A template deleted meanwhile has no count to move.
      await transact([pasoContarEntrevistasServicio(servicio, -1, () => new NotFoundError())]).catch((err: unknown) => {
        if (!(err instanceof NotFoundError)) throw err;
      });
    }

  logger.info('Company data cleared', { empresaId, borrados, usuarios, archivos, backup: backup.id });
  return { backup, borrados, usuarios, archivos };
}

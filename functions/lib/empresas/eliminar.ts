// Deleting a company and everything of it: its items (one partition), its markers, its users'
// email markers and Cognito users (deleted, so their emails can be used again), its files, and the
// counters. Items go in batches of transactions; the company item goes last, so a delete
// interrupted half-way can simply be run again.
import { borrarEmpresaSteps, contadoresEmpresa, itemsDeEmpresa } from '../db/empresas.js';
import { transact, type TransactStep } from '../db/repository.js';
import { usuarioKeys } from '../db/usuarios.js';
import { logger } from '../logger.js';
import { borrarCuenta, deshabilitarCuenta } from '../usuarios/cognito-admin.js';
import { borrarArchivosEmpresa } from './archivos.js';
import { obtenerEmpresa } from './lectura.js';

export async function eliminarEmpresa(id: string): Promise<void> {
  const empresa = await obtenerEmpresa(id);
  const items = await itemsDeEmpresa(id);
  const usuarios = items.filter((i) => i.entidad === 'USUARIO');
  for (const u of usuarios) {
    try {
      await deshabilitarCuenta(u.email);
      await borrarCuenta(u.email);
    } catch (err) {
      logger.warn('Cognito user of a deleted company not removed', { error: (err as Error).message });
    }
  }
  await borrarArchivosEmpresa(id);

  const deletes: TransactStep[] = [
    ...items.filter((i) => i.SK !== 'EMPRESA').map((i) => ({ op: { Delete: { Key: { PK: i.PK, SK: i.SK } } } })),
    ...usuarios.map((u) => ({ op: { Delete: { Key: usuarioKeys.email(u.email) } } })),
  ];
  for (let i = 0; i < deletes.length; i += 90) await transact(deletes.slice(i, i + 90));
  const last = borrarEmpresaSteps(empresa);
  const contadores = contadoresEmpresa(empresa, null);
  if (contadores) last.push(contadores);
  await transact(last);
}

// The company's switch that pauses the AI (D153; EU AI Act Art. 14(4)(e), the means to stop it):
// while paused no follow-up is asked and the built-in analyzer writes every report (no provider is
// called), and the candidate's notice says so. Stored in the company item's `configuracion.pausaIA`
// {pausada, por, fecha}; each change is one transaction with its entry in the oversight record,
// conditional on the company's version read (so an open company form cannot put it back unseen:
// its save meets the new version).
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { iaPausada, type PausaIA } from '../../../shared/schemas/supervision.js';
import type { Caller } from '../auth/caller.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { transact } from '../db/repository.js';
import { pasoConfiguracionSiVersion, pasoSupervision } from '../db/supervision.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { entradaPausa, nombreDe } from './entradas.js';

export function pausaDe(empresa: EmpresaItem): PausaIA {
  const p = (empresa.configuracion as { pausaIA?: Partial<PausaIA> } | undefined)?.pausaIA;
  return { pausada: iaPausada(empresa), por: p?.por ?? null, fecha: p?.fecha ?? null };
}

async function empresaDe(empresaId: string): Promise<EmpresaItem> {
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw new NotFoundError(fmt(msgEmpresas.noEncontrada, { id: empresaId }));
  return empresa;
}

export async function leerPausa(empresaId: string): Promise<PausaIA> {
  return pausaDe(await empresaDe(empresaId));
}

/** Pauses or resumes; the same state again changes nothing and records nothing. */
export async function cambiarPausa(caller: Caller, empresaId: string, pausada: boolean, now = new Date()): Promise<PausaIA> {
  const empresa = await empresaDe(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.noModificableEliminandose);
  if (iaPausada(empresa) === pausada) return pausaDe(empresa);
  const pausa: PausaIA = { pausada, por: { id: caller.userId, nombre: nombreDe(caller) }, fecha: now.toISOString() };
  const configuracion = { ...((empresa.configuracion as Record<string, unknown> | undefined) ?? {}), pausaIA: pausa };
  const version = empresa.version as number | undefined;
  await transact([
    pasoConfiguracionSiVersion(empresaId, configuracion, version, () => new ConflictError(msgEmpresas.modificadaPorOtro)),
    pasoSupervision(empresaId, entradaPausa(pausada, now, caller)),
  ]);
  return pausa;
}

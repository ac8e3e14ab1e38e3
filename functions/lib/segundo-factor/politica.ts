// Who must sign in with a second factor (D155): the superadmin always; a company's admin when the
// company requires it (configuracion.exigirSegundoFactor, set by its admin or the superadmin).
// Operators never are; anyone may still have one (Cognito then asks for it whatever this says).
import type { ProfileItem } from '../db/usuarios.js';
import { empresaKeys, type EmpresaItem } from '../db/empresas.js';
import { getItem } from '../db/repository.js';

export async function segundoFactorExigido(profile: Pick<ProfileItem, 'rol' | 'empresaId'>): Promise<boolean> {
  if (profile.rol === 'superadmin') return true;
  if (profile.rol !== 'admin' || !profile.empresaId) return false;
  const empresa = await getItem<EmpresaItem>(empresaKeys.empresa(profile.empresaId));
  return (empresa?.configuracion as { exigirSegundoFactor?: boolean } | undefined)?.exigirSegundoFactor === true;
}

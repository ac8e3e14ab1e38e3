// The role drop-down of the user dialogs: the company roles with their labels (Administrador,
// Operador). Takes react-hook-form's register('rol') as its props.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROL_ETIQUETA } from '@shared/permissions';
import { ROLES_EMPRESA } from './roles';
import { OptionSelect, opcionesDe } from '../../../components/option-select';

export function SelectorRol(props: UseFormRegisterReturn<'rol'>) {
  return <OptionSelect {...props} options={opcionesDe(ROLES_EMPRESA, (rol) => ROL_ETIQUETA[rol])} />;
}

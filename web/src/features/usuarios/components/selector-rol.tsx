// The role drop-down of the user dialogs: the company roles with their labels (Administrador,
// Operador). Takes react-hook-form's register('rol') as its props.
import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROL_ETIQUETA } from '@shared/permissions';
import { ROLES_EMPRESA } from './roles';

export function SelectorRol(props: UseFormRegisterReturn<'rol'>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {ROLES_EMPRESA.map((rol) => (
          <option key={rol} value={rol}>
            {ROL_ETIQUETA[rol]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

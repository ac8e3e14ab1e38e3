// A person's «Nombre» (required) and «Apellidos», as the user dialogs and the profile ask for them;
// the caller's grid places them. `propios`: the person's own (the profile), which the browser may
// fill in; someone else's (a user being created or edited) it may not.
import { Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

export function CamposNombre({
  register,
  errors,
  propios = false,
}: {
  register: (campo: 'nombre' | 'apellidos') => UseFormRegisterReturn;
  errors: { nombre?: { message?: string }; apellidos?: { message?: string } };
  propios?: boolean;
}) {
  return (
    <>
      <FormField label="Nombre" required error={errors.nombre?.message}>
        <Input autoComplete={propios ? 'given-name' : 'off'} {...register('nombre')} />
      </FormField>
      <FormField label="Apellidos" error={errors.apellidos?.message}>
        <Input autoComplete={propios ? 'family-name' : 'off'} {...register('apellidos')} />
      </FormField>
    </>
  );
}

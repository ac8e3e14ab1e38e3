// A form's yes/no box bound to a react-hook-form field: a Controller over Chakra's checkbox, its
// hidden input named after the field.
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@chakra-ui/react';

interface CasillaFormProps<T extends FieldValues, C, R extends FieldValues> {
  control: Control<T, C, R>;
  name: FieldPath<T>;
  children: ReactNode;
}

export function CasillaForm<T extends FieldValues, C, R extends FieldValues>({ control, name, children }: CasillaFormProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{children}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

// A form's on/off switch bound to a react-hook-form field (the checkbox's is casilla-form.tsx): a
// Controller over Chakra's switch, its hidden input named after the field, its label and, under it,
// what turning it on means. The root's props (colour, layout) pass through.
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Box, Switch, Text } from '@chakra-ui/react';

type InterruptorFormProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  Switch.RootProps,
  'checked' | 'onCheckedChange' | 'children' | 'name'
> & {
  control: Control<T, C, R>;
  name: FieldPath<T>;
  /** The label, or the label for each position ('Plantilla activada' / '… desactivada'). */
  etiqueta: ReactNode | ((activo: boolean) => ReactNode);
  descripcion?: ReactNode;
};

export function InterruptorForm<T extends FieldValues, C, R extends FieldValues>({
  control,
  name,
  etiqueta,
  descripcion,
  ...raiz
}: InterruptorFormProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const label = <Switch.Label>{typeof etiqueta === 'function' ? etiqueta(!!field.value) : etiqueta}</Switch.Label>;
        return (
          <Switch.Root
            colorPalette="brand"
            alignItems={descripcion ? 'start' : undefined}
            {...raiz}
            checked={!!field.value}
            onCheckedChange={(e) => field.onChange(e.checked)}
          >
            <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Switch.Control mt={descripcion ? '0.5' : undefined} />
            {descripcion ? (
              <Box>
                {label}
                <Text fontSize="sm" color="fg.muted">
                  {descripcion}
                </Text>
              </Box>
            ) : (
              label
            )}
          </Switch.Root>
        );
      }}
    />
  );
}

// A form's select over a fixed list (a key's expiry, an interview's duration and zone, a candidate's
// area): Chakra's native select with its indicator, one <option> per choice and, optionally, a first
// empty one ('Sin área'). It takes react-hook-form's register() like an input.
import type { ReactNode, Ref } from 'react';
import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

interface OptionSelectProps extends NativeSelect.FieldProps {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** A first option with the empty value, e.g. 'Sin especificar'. */
  emptyOption?: string;
  /** The whole select is disabled (Chakra sets it on the root). */
  disabled?: boolean;
  /** The root's own props, e.g. a filter's minimum width. */
  rootProps?: NativeSelect.RootProps;
}

/** The options of a list of values, each labelled by `etiqueta` (a label table's lookup, usually). */
export function opcionesDe<T extends string>(valores: readonly T[], etiqueta: (valor: T) => ReactNode): SelectOption[] {
  return valores.map((value) => ({ value, label: etiqueta(value) }));
}

export function OptionSelect({ options, emptyOption, disabled, rootProps, ...field }: OptionSelectProps) {
  return (
    <NativeSelect.Root {...rootProps} disabled={disabled}>
      <NativeSelect.Field {...field}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

// A searchable drop-down (part 2 §5: "the candidate and service dropdowns are searchable"): Chakra's
// Combobox with the text and the choice held by the caller, who filters the options (the candidate
// search asks the server; the services are filtered here). Inside a dialog it is not portalled, so
// the dialog's focus trap keeps the list reachable.
import { useMemo } from 'react';
import { Combobox, HStack, Spinner, Stack, Text, createListCollection } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field';

export interface Opcion {
  value: string;
  label: string;
  /** A second line: the candidate's email and position, the service's length. */
  detalle?: string;
}

interface SelectorBuscableProps {
  label: string;
  placeholder: string;
  opciones: Opcion[];
  value: string;
  onChange: (value: string) => void;
  texto: string;
  onTextoChange: (texto: string) => void;
  /** What the list says when nothing matches. */
  vacio: string;
  cargando?: boolean;
  error?: string;
  required?: boolean;
  helperText?: string;
}

export function SelectorBuscable({
  label,
  placeholder,
  opciones,
  value,
  onChange,
  texto,
  onTextoChange,
  vacio,
  cargando = false,
  error,
  required,
  helperText,
}: SelectorBuscableProps) {
  const collection = useMemo(
    () => createListCollection({ items: opciones, itemToString: (o) => o.label, itemToValue: (o) => o.value }),
    [opciones],
  );
  return (
    <FormField label={label} required={required} error={error} helperText={helperText}>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(e) => onChange(e.value[0] ?? '')}
        inputValue={texto}
        onInputValueChange={(e) => onTextoChange(e.inputValue)}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} autoComplete="off" />
          <Combobox.IndicatorGroup>
            {cargando && <Spinner size="xs" color="fg.muted" aria-hidden />}
            <Combobox.ClearTrigger aria-label={`Borrar: ${label}`} />
            <Combobox.Trigger aria-label={`Mostrar opciones: ${label}`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="64">
            <Combobox.Empty>{cargando ? 'Buscando...' : vacio}</Combobox.Empty>
            {collection.items.map((o) => (
              <Combobox.Item key={o.value} item={o}>
                <Stack gap="0" minW="0" flex="1">
                  <Combobox.ItemText>{o.label}</Combobox.ItemText>
                  {o.detalle && (
                    <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                      {o.detalle}
                    </Text>
                  )}
                </Stack>
                <HStack>
                  <Combobox.ItemIndicator />
                </HStack>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </FormField>
  );
}
